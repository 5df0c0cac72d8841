"""Player actions: auctions, building, demolition, loans, passing, forfeits, bankruptcy."""

import math
import random

from companion.core.errors import RuleViolation, UnknownName
from companion.core.money import fmt
from companion.core.names import match_name
from companion.games.discretion import finance, grid
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
    return aliases[match_name(typed, aliases, kind="building type")]


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


def require_active(state: DiscretionState, player: str, doing: str) -> None:
    require_phase(state, "build-round", "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    if player != state.active:
        raise RuleViolation(f"only the active player ({state.active}) may {doing} now")


# --- auctions -------------------------------------------------------------------
def act_auction(state: DiscretionState, action: dict) -> None:
    if not state.pending_auctions:
        raise RuleViolation("no auction is due (auctions come from the Year cards and the "
                            "Auction and Compulsory Auction Event cards)")
    finance.require_no_debts(state, "the auction")
    plot_id = _auction_plot(state, action.get("plot"))
    action["plot"] = plot_id
    label = plot_label(state, plot_id)
    if action.get("no_bid"):
        state.pending_auctions.pop(0)
        if plot_id in state.title_deck:
            state.title_deck.remove(plot_id)
        state.title_deck.append(plot_id)
        state.note(f"No bid for {label}: its Title goes to the bottom of the pile")
    else:
        winner = state.player(action["winner"])
        action["winner"] = winner
        price = action["price"]
        if not state.ledger.can_pay(winner, price):
            raise RuleViolation(
                f"{winner} has {fmt(state.ledger.balance(winner))}, cannot pay {fmt(price)}: "
                f"raise cash first (`companion shark take {winner} --for {price}`)")
        state.pending_auctions.pop(0)
        state.pay(winner, BANK, price, f"buys {label} at auction")
        take_title(state, plot_id, winner)
        state.first_buyer = state.first_buyer or winner
    if not state.pending_auctions:
        auctions_done(state)


def take_title(state: DiscretionState, plot_id: int, player: str) -> None:
    """The player now owns the plot, and any building left standing on it (ruling 10)."""
    if plot_id in state.title_deck:
        state.title_deck.remove(plot_id)
    state.owners[plot_id] = player
    for building in state.buildings_on_plot(plot_id):
        if building.owner is None:
            building.owner = player
            state.note(f"{player} takes over the standing {building.type} at "
                       f"{'+'.join(building.cells)}")


def _auction_plot(state: DiscretionState, typed) -> int:
    due = state.pending_auctions[0]
    if due is not None:
        if typed is not None and find_plot(state, typed) != due:
            raise RuleViolation(f"the auction due is for {plot_label(state, due)}")
        return due
    if typed is None:
        if not state.title_deck:
            raise RuleViolation("no Titles are left to auction")
        return state.title_deck[0]
    plot_id = find_plot(state, typed)
    if plot_id in state.owners:
        raise RuleViolation(f"{plot_label(state, plot_id)} belongs to {state.owners[plot_id]}")
    if plot_id not in state.title_deck:
        raise RuleViolation(f"{plot_label(state, plot_id)} is not in the Title pile")
    return plot_id


def auctions_done(state: DiscretionState) -> None:
    if state.phase == "auction":
        start = state.first_buyer or state.in_play()[0]
        state.phase = "build-round"
        state.build_round = state.clockwise_from(start)
        state.active = start
        state.note(f"Initial auction over. Building round: {', '.join(state.build_round)} "
                   f"each build in turn (`companion next` to pass on)")


# --- buildings ------------------------------------------------------------------
def act_build(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
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
            raise RuleViolation(f"{cell} already holds a {taken.type} building "
                                f"({'+'.join(taken.cells)})")
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
    state.buildings.remove(building)
    where = "+".join(building.cells)
    if building.fixed:
        state.pay(BANK, owner, state.rules["demolition_refund"],
                  f"demolishes {building.type} at {where}")
    else:
        state.pay(BANK, owner, state.rules["building_price"],
                  f"takes back {building.type} at {where}, placed this turn")
    finance.enforce_collateral(state, owner)


# --- loans ----------------------------------------------------------------------
def act_loan(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    count = action.get("count", 1)
    if action["op"] == "take":
        _take_bank_loan(state, player, count)
    else:
        _repay(state, player, count, "interest", state.bank_loans,
               state.rules["bank_loan_repay"] - state.rules["bank_loan_interest"],
               "Bank Loan", "Interest")


def _take_bank_loan(state: DiscretionState, player: str, count: int) -> None:
    tax = sum(d.amount for d in state.debts_of(player) if d.tax)
    if not tax or player == state.active:
        require_active(state, player, "take a Bank Loan (others only to pay a tax)")
    else:
        shortfall = tax - state.ledger.balance(player)
        needed = max(1, math.ceil(shortfall / state.rules["bank_loan"]))
        if count > needed:
            raise RuleViolation(f"{player} may borrow only to pay the tax: {needed} Bank "
                                f"Loan(s) cover the {fmt(shortfall)} shortfall")
    limit = finance.loan_limit(state, player)
    if state.bank_loans[player] + count > limit:
        raise RuleViolation(
            f"{player} owns {len(state.buildings_of(player))} buildings, enough collateral for "
            f"{limit} Bank Loan(s), and holds {state.bank_loans[player]}")
    left = state.rules["bank_loans_total"] - finance.bank_loans_out(state)
    if count > left:
        raise RuleViolation(f"the Bank has only {left} Bank Loan(s) left")
    state.bank_loans[player] += count
    state.pay(BANK, player, count * state.rules["bank_loan"], f"takes {count} Bank Loan(s)")


def act_shark(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    require_phase(state, "auction", "build-round", "play")
    if action["op"] == "repay":
        _repay(state, player, action.get("count", 1), "end-of-year", state.shark_loans,
               state.rules["shark_repay"] - state.rules["shark_interest"],
               "Loan Shark loan", "End of Year")
        return
    need = state.debt_of(player) or action.get("for") or 0
    if not need:
        raise RuleViolation(f"say what the loan is for, e.g. `--for 500k`: Loan Shark loans are "
                            f"only for a payment {player} cannot make")
    cash = state.ledger.balance(player)
    if cash >= need:
        raise RuleViolation(f"{player} has {fmt(cash)}, enough for {fmt(need)}: "
                            f"the Loan Shark lends only to those who cannot pay")
    size = state.rules["shark_loan"]
    needed = math.ceil((need - cash) / size)
    count = action.get("count") or needed
    if count > needed:
        raise RuleViolation(f"{needed} loan(s) cover the {fmt(need - cash)} shortfall: "
                            f"no Loan Shark money for a cash reserve")
    held_max = state.rules["shark_loans_max_held"]
    if state.shark_loans[player] + count > held_max:
        fate = (f"; needing more than {held_max} means elimination (`companion bankrupt "
                f"{player}`)" if state.debts_of(player) else "")
        raise RuleViolation(f"{player} would hold {state.shark_loans[player] + count} Loan Shark "
                            f"loans: at most {held_max} may be held{fate}")
    left = state.rules["shark_loans_total"] - finance.shark_loans_out(state)
    if count > left:
        raise RuleViolation(f"the Loan Shark has only {left} loan(s) left")
    action["count"] = count
    state.shark_loans[player] += count
    state.pay(BANK, player, count * size, f"takes {count} Loan Shark loan(s)")


def _repay(state, player, count, window, loans, price, what, card) -> None:
    if (state.window or {}).get("kind") != window:
        raise RuleViolation(f"a {what} is repaid only when the {card} card is drawn")
    if count > loans[player]:
        raise RuleViolation(f"{player} holds {loans[player]} {what}(s)")
    finance.require_no_debts(state, "repaying loans")
    total = count * price
    if not state.ledger.can_pay(player, total):
        raise RuleViolation(f"{player} has {fmt(state.ledger.balance(player))}, "
                            f"repaying costs {fmt(total)}")
    loans[player] -= count
    state.pay(player, BANK, total, f"repays {count} {what}(s) "
                                   f"({fmt(price)} each on top of this card's interest)")


# --- turns, forfeits, bankruptcy ------------------------------------------------
def act_next(state: DiscretionState, action: dict) -> None:
    require_phase(state, "build-round", "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    finance.require_no_debts(state, "passing the turn")
    fix_buildings(state)
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


def fix_buildings(state: DiscretionState) -> None:
    for building in state.buildings:
        building.fixed = True


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
        if debt.amount == 0:
            state.debts.remove(debt)
    state.pay(BANK, player, relief, f"land tax refunded on forfeited {plot_label(state, plot_id)}")


def act_bankrupt(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    if not state.debts_of(player):
        raise RuleViolation(f"{player} owes nothing: bankruptcy is declared only when a debt "
                            f"cannot be paid")
    state.debts = [d for d in state.debts if d.debtor != player]
    state.pay(player, BANK, state.ledger.balance(player), f"{player} is bankrupt: cash returned")
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
        state.winner = remaining[0]
        state.note(f"{state.winner} is the last player standing and wins")
    elif state.active == player:
        state.active = state.next_player(player)
    state.build_round = [p for p in state.build_round if p != player]
