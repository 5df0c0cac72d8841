"""Player actions: lookups and turn checks, building, demolition, passing, forfeits, bankruptcy."""

import random

from companion.core.errors import BadInput, CompanionError, RuleViolation, UnknownName
from companion.core.money import fmt
from companion.core.names import match_name
from companion.core.words import plural
from companion.games.discretion import finance, grid, solvency
from companion.games.discretion.state import BANK, Building, DiscretionState


# --- lookups of what users typed ------------------------------------------------
def find_plot(state: DiscretionState, typed) -> int:
    """A plot by id (`7`) or by name prefix (`market`)."""
    plots = state.data["plots"]
    text = str(typed).strip()
    if text.isdigit():
        if int(text) in state.data["_plots_by_id"]:
            return int(text)
        raise UnknownName(f"unknown plot {text} (plots are numbered 1 to {len(plots)})")
    names = {p["name"]: p["id"] for p in plots}
    return names[match_name(text, names, kind="plot")]


def find_type(state: DiscretionState, typed: str) -> str:
    """A building type by id, alias (`shops`) or unique prefix (`serv`)."""
    aliases = {t["id"]: t["id"] for t in state.data["building_types"]}
    aliases |= {a: t["id"] for t in state.data["building_types"] for a in t["aliases"]}
    wanted = typed.strip().casefold()
    meant = {t for a, t in aliases.items() if wanted and a.startswith(wanted)}
    if len(meant) == 1:      # `o` is offices, whether read as "offices" or "office"
        return meant.pop()
    return aliases[match_name(typed, aliases, kind="building type")]


def _type_before_cells(state: DiscretionState, player: str, typed: str, cells: str) -> None:
    """`build Ann C3 housing` (the cell first) is answered with the order to type."""
    try:
        grid.parse_cells(typed)
        btype = find_type(state, cells)
    except CompanionError:
        return
    raise BadInput(f"the building type comes before the cells: "
                   f"`companion build {player} {btype} {typed.strip().upper()}`")


def plot_label(state: DiscretionState, plot_id: int) -> str:
    return f"{state.plot(plot_id)['name']} (plot {plot_id})"


def require_phase(state: DiscretionState, *phases: str) -> None:
    if state.phase == "over":
        raise RuleViolation("the game is over: see `companion score`")
    if state.phase not in phases:
        raise RuleViolation(phase_hint(state))


def phase_hint(state: DiscretionState) -> str:
    if state.pending_auctions:
        return ("an auction is due first: `companion auction [PLOT] --winner NAME --price AMOUNT`"
                " or `companion auction --no-bid`")
    if state.phase == "build-round":
        return f"the one-time building round is on: {state.active} builds, then `companion next`"
    return f"not allowed now (phase: {state.phase})"


def require_active(state: DiscretionState, player: str, doing: str,
                   *, during_auctions: bool = False) -> None:
    """Only the active player, in their turn; most things wait for a due auction first."""
    require_phase(state, "build-round", "play")
    if state.pending_auctions and not during_auctions:
        raise RuleViolation(phase_hint(state))
    if player != state.active:
        raise RuleViolation(f"only the active player ({state.active}) may {doing} now")


# --- buildings ------------------------------------------------------------------
def act_build(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    _type_before_cells(state, player, action["building"], action["cells"])
    btype = find_type(state, action["building"])
    cells = grid.parse_cells(action["cells"])
    action.update(player=player, building=btype, cells="+".join(cells))
    require_active(state, player, "build")
    finance.require_no_debts(state, "building")
    for cell in cells:
        plot_id = state.plot_of_cell(cell)
        owner = state.owners.get(plot_id)
        if owner != player:
            whose = f"{owner}'s" if owner else "unowned"
            raise RuleViolation(f"{cell} is on {plot_label(state, plot_id)}, {whose} land, "
                                f"not {player}'s")
        taken = state.building_at(cell)
        if taken:
            raise RuleViolation(f"{cell} is taken by the {taken.type} at "
                                f"{'+'.join(taken.cells)}")
    stock = state.rules["tiles_per_size_and_type"]
    used = sum(1 for b in state.buildings if b.type == btype and len(b.cells) == len(cells))
    if used >= stock:
        raise RuleViolation(f"all {stock} {len(cells)}-acre {btype} tiles are on the board")
    price = state.rules["building_price"]
    if not state.ledger.can_pay(player, price):
        raise RuleViolation(f"{player} has {fmt(state.ledger.balance(player))}; a building "
                            f"costs {fmt(price)} (take a loan first)")
    state.pay(player, BANK, price, f"builds {btype} at {'+'.join(cells)}")
    state.buildings.append(Building(state.next_building, btype, cells, player))
    state.next_building += 1


def act_demolish(state: DiscretionState, action: dict) -> None:
    cell = grid.parse_cell(action["cell"])
    action["cell"] = cell
    building = state.building_at(cell)
    if building is None:
        raise RuleViolation(f"there is no building at {cell}")
    owner = building.owner
    if owner is None:
        raise RuleViolation(f"the building at {cell} belongs to no one and stays standing")
    if not state.debts_of(owner):
        require_active(state, owner, "demolish")
    state.buildings.remove(building)   # ruling 7: the same refund, placed this turn or not
    state.pay(BANK, owner, state.rules["demolition_refund"],
              f"demolishes {building.type} at {'+'.join(building.cells)}")
    finance.enforce_collateral(state, owner)


# --- turns, forfeits, bankruptcy ------------------------------------------------
def act_next(state: DiscretionState, action: dict) -> None:
    require_phase(state, "build-round", "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    if state.phase == "play":
        raise RuleViolation(f"{state.active}'s turn ends with an Event card, not a pass: "
                            f"`companion draw`, or `companion event CARD` for the card the table "
                            f"drew (`--active NAME` if someone else drew it)")
    finance.require_no_debts(state, "passing the turn")
    finance.return_unspent_shark_money(state)
    state.window = None
    if state.phase == "build-round":
        state.build_round = [p for p in state.build_round[1:] if p not in state.eliminated]
        if state.build_round:
            state.active = state.build_round[0]
        else:
            state.phase = "play"
            state.active = state.first_buyer or state.in_play()[0]
            state.note(f"Building round over: {state.active} draws the first Event card")
            return
    else:
        state.active = state.next_player(state.active)
    state.note(f"{state.active} is now the active player")


def act_forfeit(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    plot_id = find_plot(state, action["plot"])
    action.update(player=player, plot=plot_id)
    window = state.window or {}
    if window.get("kind") != "land-tax":
        raise RuleViolation("land is forfeited only right after a Land Tax card")
    if state.owners.get(plot_id) != player:
        raise RuleViolation(f"{plot_label(state, plot_id)} is not {player}'s")
    if not state.undeveloped(plot_id):
        raise RuleViolation(f"{plot_label(state, plot_id)} has buildings: only undeveloped "
                            f"land may be forfeited")
    del state.owners[plot_id]
    state.title_deck.append(plot_id)
    state.note(f"{player} forfeits {plot_label(state, plot_id)}: its Title goes under the pile")
    relief = window["rate"] * state.plot(plot_id)["acres"]
    for debt in state.debts_of(player):
        cut = min(debt.amount, relief)
        debt.amount -= cut
        relief -= cut
        state.note(f"{player}'s debt ({debt.reason}) falls by {fmt(cut)} to {fmt(debt.amount)}")
        if debt.amount == 0:
            state.debts.remove(debt)
    state.pay(BANK, player, relief, f"land tax refunded on forfeited {plot_label(state, plot_id)}")


def act_bankrupt(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    if state.phase == "over":
        raise RuleViolation("the game is over: debts still owed count against the score "
                            "(`companion score`)")
    if not state.debts_of(player):
        raise RuleViolation(f"{player} owes nothing: bankruptcy is declared only when a debt "
                            f"cannot be paid")
    reason = solvency.refuse_reason(state, player)
    if reason:
        raise RuleViolation(reason)
    state.debts = [d for d in state.debts if d.debtor != player]
    state.pay(player, BANK, state.ledger.balance(player), f"{player} is bankrupt: cash returned")
    state.note(f"{player} returns {plural(state.bank_loans[player], 'Bank Loan receipt')} and "
               f"{plural(state.shark_loans[player], 'Loan Shark receipt')} to the Bank")
    state.bank_loans[player] = 0
    state.shark_loans[player] = 0
    plots = state.plots_of(player)
    for building in state.buildings_of(player):
        if len({state.plot_of_cell(c) for c in building.cells}) > 1:
            state.buildings.remove(building)
            state.note(f"The 2-acre {building.type} across two plots at "
                       f"{'+'.join(building.cells)} is removed")
        else:
            building.owner = None
    for plot_id in plots:
        del state.owners[plot_id]
    random.Random(f"{state.seed}:bankrupt:{player}").shuffle(plots)
    state.title_deck.extend(plots)
    state.eliminated.append(player)
    state.note(f"{player} is eliminated; their Titles go under the pile, their buildings stand")
    eliminate_done(state, player)


def eliminate_done(state: DiscretionState, player: str) -> None:
    remaining = state.in_play()
    if len(remaining) == 1:
        state.phase = "over"
        state.window = None
        state.pending_auctions.clear()
        state.winner = remaining[0]
        state.note(f"{state.winner} is the last player standing and wins")
    elif state.active == player:
        state.active = state.next_player(player)
    state.build_round = [p for p in state.build_round if p != player]
