"""Player actions: lookups and turn checks, building, demolition, passing, forfeits, bankruptcy."""

import random

from companion.core.errors import BadInput, CompanionError, RuleViolation, UnknownName
from companion.core.money import fmt, in_parts
from companion.core.names import match_name
from companion.games.discretion import finance, grid, settling, solvency
from companion.games.discretion.i18n import N_, _, ngettext
from companion.games.discretion.state import BANK, Building, DiscretionState
from companion.games.discretion.views import acres, phase_name


# --- lookups of what users typed ------------------------------------------------
def find_plot(state: DiscretionState, typed) -> int:
    """A plot by id (`7`) or by name prefix (`market`)."""
    plots = state.data["plots"]
    text = str(typed).strip()
    if text.isdigit():
        if int(text) in state.data["_plots_by_id"]:
            return int(text)
        raise UnknownName(_("unknown plot {plot} (plots are numbered 1 to {last})").format(
            plot=text, last=len(plots)))
    names = {p["name"]: p["id"] for p in plots}
    return names[match_name(text, names, kind=_("plot"))]


def find_type(state: DiscretionState, typed: str) -> str:
    """A building type by id, alias (`shops`) or unique prefix (`serv`)."""
    aliases = {t["id"]: t["id"] for t in state.data["building_types"]}
    aliases |= {a: t["id"] for t in state.data["building_types"] for a in t["aliases"]}
    wanted = typed.strip().casefold()
    meant = {t for a, t in aliases.items() if wanted and a.startswith(wanted)}
    if len(meant) == 1:      # `o` is offices, whether read as "offices" or "office"
        return meant.pop()
    return aliases[match_name(typed, aliases, kind=_("building type"))]


def _type_before_cells(state: DiscretionState, player: str, typed: str, cells: str) -> None:
    """`build Ann C3 housing` (the cell first) is answered with the order to type."""
    try:
        grid.parse_cells(typed)
        btype = find_type(state, cells)
    except CompanionError:
        return
    raise BadInput(_("the building type comes before the cells: "
                     "`companion build {player} {building} {cells}`").format(
        player=player, building=btype, cells=typed.strip().upper()))


def plot_label(state: DiscretionState, plot_id: int) -> str:
    return _("{name} (plot {plot})").format(name=state.plot(plot_id)["name"], plot=plot_id)


def require_phase(state: DiscretionState, *phases: str) -> None:
    if state.phase not in phases:
        raise RuleViolation(phase_hint(state))


def phase_hint(state: DiscretionState) -> str:
    if state.phase == "settle":
        return settling.awaited(state)
    if state.pending_auctions:
        return _("an auction is due first: `companion auction [PLOT] --winner NAME --price AMOUNT`"
                 " or `companion auction --no-bid`")
    if state.phase == "build-round":
        return _("the one-time building round is on: {player} builds, then `companion next`"
                 ).format(player=state.active)
    return _("not allowed now (phase: {phase})").format(phase=phase_name(state.phase))


def require_active(state: DiscretionState, player: str, doing: str,
                   *, during_auctions: bool = False) -> None:
    """Only the active player, in their turn; most things wait for a due auction first.
    While the last debts are settled, only a debtor raising the money."""
    require_phase(state, "build-round", "play", *(["settle"] if state.debts_of(player) else []))
    if state.pending_auctions and not during_auctions:
        raise RuleViolation(phase_hint(state))
    if player != state.active:
        raise RuleViolation(_("only the active player ({player}) may {doing} now").format(
            player=state.active, doing=_(doing)))


# --- buildings ------------------------------------------------------------------
def act_build(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    _type_before_cells(state, player, action["building"], action["cells"])
    btype = find_type(state, action["building"])
    cells = grid.parse_cells(action["cells"])
    action.update(player=player, building=btype, cells="+".join(cells))
    require_active(state, player, N_("build"))
    finance.require_no_debts(state, N_("before building"))
    for cell in cells:
        plot_id = state.plot_of_cell(cell)
        owner = state.owners.get(plot_id)
        if owner != player:
            if owner:
                text = _("{cell} is on {plot}, {owner}'s land, not {player}'s")
            else:
                text = _("{cell} is on {plot}, unowned land, not {player}'s")
            raise RuleViolation(text.format(cell=cell, plot=plot_label(state, plot_id),
                                            owner=owner, player=player))
        taken = state.building_at(cell)
        if taken:
            raise RuleViolation(_("{cell} is taken by the {building} at {cells}").format(
                cell=cell, building=taken.type, cells="+".join(taken.cells)))
    stock = state.rules["tiles_per_size_and_type"]
    used = sum(1 for b in state.buildings if b.type == btype and len(b.cells) == len(cells))
    if used >= stock:
        raise RuleViolation(ngettext("all {n} {size}-acre {building} tiles are on the board",
                                     "all {n} {size}-acre {building} tiles are on the board",
                                     stock).format(n=stock, size=len(cells), building=btype))
    price = state.rules["building_price"]
    if not state.ledger.can_pay(player, price):
        raise RuleViolation(_("{player} has {cash}; a building costs {price} (take a loan "
                              "first)").format(player=player, cash=fmt(state.ledger.balance(player)),
                                               price=fmt(price)))
    state.pay(player, BANK, price, _("builds {building} at {cells}").format(
        building=btype, cells="+".join(cells)))
    state.buildings.append(Building(state.next_building, btype, cells, player))
    state.next_building += 1


def act_demolish(state: DiscretionState, action: dict) -> None:
    cell = grid.parse_cell(action["cell"])
    action["cell"] = cell
    building = state.building_at(cell)
    if building is None:
        raise RuleViolation(_("there is no building at {cell}").format(cell=cell))
    owner = building.owner
    if owner is None:
        raise RuleViolation(_("the building at {cell} belongs to no one and stays standing"
                              ).format(cell=cell))
    if not state.debts_of(owner):
        require_active(state, owner, N_("demolish"))
    state.buildings.remove(building)   # ruling 7: the same refund, placed this turn or not
    state.pay(BANK, owner, state.rules["demolition_refund"],
              _("demolishes {building} at {cells}").format(building=building.type,
                                                           cells="+".join(building.cells)))
    finance.enforce_collateral(state, owner)


# --- turns, forfeits, bankruptcy ------------------------------------------------
def act_next(state: DiscretionState, action: dict) -> None:
    require_phase(state, "build-round", "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    if state.phase == "play":
        raise RuleViolation(_("{player}'s turn ends with an Event card, not a pass: "
                              "`companion draw`, or `companion event CARD` for the card the table "
                              "drew").format(player=state.active))
    finance.require_no_debts(state, N_("before passing the turn"))
    finance.return_unspent_shark_money(state)
    state.window = None
    if state.phase == "build-round":
        state.build_round = [p for p in state.build_round[1:] if p not in state.eliminated]
        if state.build_round:
            state.active = state.build_round[0]
        else:
            state.phase = "play"
            state.active = state.first_buyer or state.in_play()[0]
            state.note(_("Building round over: {player} draws the first Event card").format(
                player=state.active))
            return
    else:
        state.active = state.next_player(state.active)
    state.note(_("{player} is now the active player").format(player=state.active))


def act_forfeit(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    plot_id = find_plot(state, action["plot"])
    action.update(player=player, plot=plot_id)
    window = state.window or {}
    if window.get("kind") != "land-tax":
        raise RuleViolation(_("land is forfeited only right after a Land Tax card"))
    if state.owners.get(plot_id) != player:
        raise RuleViolation(_("{plot} is not {player}'s").format(
            plot=plot_label(state, plot_id), player=player))
    if not state.undeveloped(plot_id):
        raise RuleViolation(_("{plot} has buildings: only undeveloped land may be forfeited"
                              ).format(plot=plot_label(state, plot_id)))
    del state.owners[plot_id]
    state.title_deck.under(plot_id)
    state.note(_("{player} forfeits {plot}: its Title goes under the pile").format(
        player=player, plot=plot_label(state, plot_id)))
    relief = window["rate"] * state.plot(plot_id)["acres"]
    for debt in state.debts_of(player):
        cut = min(debt.amount, relief)
        debt.amount -= cut
        relief -= cut
        state.note(_("{player}'s debt ({reason}) falls by {cut} to {left}").format(
            player=player, reason=debt.reason, cut=fmt(cut), left=fmt(debt.amount)))
        if debt.amount == 0:
            state.debts.remove(debt)
    tax = finance.times(acres(state.plot(plot_id)["acres"]), window["rate"])
    struck = window["rate"] * state.plot(plot_id)["acres"] - relief
    parts = [(1, tax)] + ([(-1, _("{amount} struck off the debt").format(amount=fmt(struck)))]
                          if struck else [])
    state.pay(BANK, player, relief, _("land tax refunded on forfeited {plot}: {parts}").format(
        plot=plot_label(state, plot_id), parts=in_parts(parts)))


def act_bankrupt(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    if not state.debts_of(player):
        raise RuleViolation(_("{player} owes nothing: bankruptcy is declared only when a debt "
                              "cannot be paid").format(player=player))
    reason = solvency.refuse_reason(state, player)
    if reason:
        raise RuleViolation(reason)
    state.debts = [d for d in state.debts if d.debtor != player]
    state.pay(player, BANK, state.ledger.balance(player),
              _("{player} is bankrupt: cash returned").format(player=player))
    bank, shark = state.bank_loans[player], state.shark_loans[player]
    state.note(_("{player} returns {bank} and {shark} to the Bank").format(
        player=player,
        bank=ngettext("{n} Bank Loan receipt", "{n} Bank Loan receipts", bank).format(n=bank),
        shark=ngettext("{n} Loan Shark receipt", "{n} Loan Shark receipts", shark).format(
            n=shark)))
    state.bank_loans[player] = 0
    state.shark_loans[player] = 0
    plots = state.plots_of(player)
    for building in state.buildings_of(player):
        if len({state.plot_of_cell(c) for c in building.cells}) > 1:
            state.buildings.remove(building)
            state.note(_("The 2-acre {building} across two plots at {cells} is removed").format(
                building=building.type, cells="+".join(building.cells)))
        else:
            building.owner = None
    for plot_id in plots:
        del state.owners[plot_id]
    random.Random(f"{state.seed}:bankrupt:{player}").shuffle(plots)
    state.title_deck.under_together(plots)
    state.eliminated.append(player)
    state.note(_("{player} is eliminated; their Titles go under the pile, their buildings "
                 "stand").format(player=player))
    eliminate_done(state, player)


def eliminate_done(state: DiscretionState, player: str) -> None:
    remaining = state.in_play()
    if len(remaining) == 1:
        state.phase = "over"
        state.window = None
        state.pending_auctions.clear()
        state.winner = remaining[0]
        state.note(_("{player} is the last player standing and wins").format(
            player=state.winner))
        for debt in state.debts_of(state.winner):   # the turn is never completed
            state.note(_("{player}'s {amount} ({reason}) is never paid: the last player wins "
                         "even if completing the turn would bankrupt them (Bankruptcy)").format(
                player=debt.debtor, amount=fmt(debt.amount), reason=debt.reason))
        state.debts.clear()
    elif state.active == player:
        state.active = state.next_player(player)
    state.build_round = [p for p in state.build_round if p != player]
