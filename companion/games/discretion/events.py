"""Event cards: recording the card the table drew (`event`) or drawing it (`draw`)."""

from companion.core.errors import BadInput, CompanionError, RuleViolation
from companion.core.money import fmt, in_parts
from companion.games.discretion import deck, finance, grid, settling
from companion.games.discretion.actions import (
    find_plot, phase_hint, plot_label, require_phase,
)
from companion.games.discretion.auctions import take_title
from companion.games.discretion.i18n import N_, _, ngettext
from companion.games.discretion.state import BANK, DiscretionState
from companion.games.discretion.views import acres as acres_count


def act_event(state: DiscretionState, action: dict) -> None:
    _ready_to_draw(state)
    card = deck.find_card(state, action["card"])
    action["card"] = card["id"]
    _resolve(state, card, action)


def act_draw(state: DiscretionState, action: dict) -> None:
    _ready_to_draw(state)
    if not state.event_deck:
        deck.build_event_deck(state)
    found = deck.next_card(state)
    card_id = action.get("card") or (found or _every_card_drawn())[1]   # a replay: as recorded
    # past the cards skipped on the way (live and in a replay alike), or one card on
    state.events_drawn = found[0] + 1 if found and found[1] == card_id else state.events_drawn + 1
    action["card"] = card_id
    card = state.data["_events_by_id"][card_id]
    state.note(_("{player} draws {card}").format(player=state.active, card=card["name"]))
    _resolve(state, card, action)


def _every_card_drawn():
    raise RuleViolation(_("every card of this Year's deck has turned up"))


def _ready_to_draw(state: DiscretionState) -> None:
    require_phase(state, "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    finance.require_no_debts(state, N_("before the next card"))


# What a card lets the table choose (`--plot`, `--cell`); any other choice is refused.
CHOICES = {"extra-harvest": "plot", "inheritance": "plot", "highway": "plot",
           "compulsory-auction": "plot", "extra-rent": "cell"}
NO_CHOICE = {"plot": N_("{card} has no plot to choose: leave out --plot"),
             "cell": N_("{card} has no cell to choose: leave out --cell")}


def _resolve(state: DiscretionState, card: dict, action: dict) -> None:
    for key in ("plot", "cell"):
        if action.get(key) is not None and CHOICES.get(card["effect"]) != key:
            raise BadInput(_(NO_CHOICE[key]).format(card=card["name"]))
    drawer = state.active
    if action.get("active"):
        named = action["active"] = state.player(action["active"])
        if named != drawer:   # the drawer's turn is over, or has not come (ruling 22)
            raise RuleViolation(_("it is {active}'s turn to draw, not {player}'s: players draw "
                                  "in turn, clockwise (ruling 22)").format(active=drawer,
                                                                           player=named))
    # A card refused for its --plot or --cell must leave the turn as it was: the effects
    # check those before moving money, so only the window needs putting back.
    finance.return_unspent_shark_money(state)
    window, state.window = state.window, None
    try:
        EFFECTS[card["effect"]](state, card, drawer, action)
    except CompanionError:
        state.window = window
        raise
    if card["effect"] != "end-of-year":    # End of Year starts the next Year's list
        state.drawn.append(card["id"])
    state.settle_debts()
    if card["effect"] != "end-of-year" and state.phase == "play":
        state.active = state.next_player(drawer)


# --- the effects ----------------------------------------------------------------
def _nobody(state, card, why: str) -> None:
    """Say so when a card touches no one (the table should not wonder what it missed): `why`
    translated already."""
    state.note(_("{card}: {why}, so it affects no one").format(card=card["name"], why=why))


def _rent(state, card, drawer, action) -> None:
    btype = card["building"]
    if not any(state.buildings_of(p, btype) for p in state.in_play()):
        _nobody(state, card, _("no one owns any {building}").format(building=btype))
    for player in state.clockwise_from(drawer):
        _pay_rents(state, player, state.buildings_of(player, btype), card["name"])


def _pay_rents(state, player, buildings, title) -> None:
    if not buildings:
        return
    parts, total = [], 0
    occupied = state.occupancy()
    for b in buildings:
        types = state.neighbour_types(b, occupied)
        rent = state.rent_for(types)
        total += rent
        said = (_("{rent} ({building} {cells}, next to {types})") if types
                else _("{rent} ({building} {cells}, next to no other types)"))
        parts.append((1, said.format(building=b.type, cells="+".join(b.cells),
                                     types=", ".join(types), rent=fmt(rent))))
    if total:
        state.pay(BANK, player, total, _("{card}: {rents}").format(card=title,
                                                                   rents=in_parts(parts)))
    else:
        state.note(_("{card}: {player} earns nothing ({rents})").format(
            card=title, player=player, rents=in_parts(parts)))


def _tax(state, card, drawer, action) -> None:
    btype = card["building"]
    rate = state.rules["building_tax"]
    if not any(state.buildings_of(p, btype) for p in state.in_play()):
        _nobody(state, card, _("no one owns any {building}").format(building=btype))
    for player in state.clockwise_from(drawer):
        count = len(state.buildings_of(player, btype))
        finance.charge(state, player, count * rate, _("{card}: {n} x {rate}").format(
            card=card["name"], n=count, rate=fmt(rate)), tax=True)


def _interest(state, card, drawer, action) -> None:
    rate = state.rules["bank_loan_interest"]
    for player in state.clockwise_from(drawer):
        loans = state.bank_loans[player]
        finance.charge(state, player, loans * rate, _("Interest: {parts}").format(
            parts=finance.times(finance.loans_count("loan", loans), rate)))
    state.window = {"kind": "interest", "charged": dict(state.bank_loans)}
    if not any(state.bank_loans.values()):
        _nobody(state, card, _("no one holds a Bank Loan"))
    else:
        state.note(_("Instead of interest, loans may be repaid now: `companion loan repay NAME N` "
                     "({amount} more each)").format(
            amount=fmt(state.rules["bank_loan_repay"] - rate)))


def _auction(state, card, drawer, action) -> None:
    if state.title_deck:
        state.pending_auctions.append(None)
        state.note(_("Auction: {plot} is next in the Title pile").format(
            plot=plot_label(state, state.title_deck.cards[0])))
    else:
        state.note(_("Auction: no Titles are left; nothing is sold"))


def _compulsory_auction(state, card, drawer, action) -> None:
    if state.title_deck:
        if action.get("plot") is not None:
            raise BadInput(_("Compulsory Auction sells the next Title while any are left: "
                             "--plot names the List plot only when none are"))
        _auction(state, card, drawer, action)
        return
    plot_id = _list_plot(state, action)
    owner = state.owners.pop(plot_id, None)
    if owner:
        cleared = state.buildings_on_plot(plot_id)
        for b in cleared:
            state.buildings.remove(b)
        own = [b for b in cleared if b.owner == owner]
        price = state.rules["building_price"]
        value = state.plot(plot_id)["appraisal"] + price * len(own)
        values = [(1, _("appraisal {amount}").format(
            amount=fmt(state.plot(plot_id)["appraisal"])))]
        values += [(1, _("{building} {cells} {amount}").format(
            building=b.type, cells="+".join(b.cells), amount=fmt(price))) for b in own]
        state.pay(BANK, owner, value, _("Compulsory Auction of {plot}: {values}").format(
            plot=plot_label(state, plot_id), values=in_parts(values)))
        for b in cleared:
            state.note(_("The {building} at {cells} comes down").format(
                building=b.type, cells="+".join(b.cells)))
        finance.enforce_collateral(state, owner)
    state.pending_auctions.append(plot_id)


def _harvest(state, card, drawer, action) -> None:
    penalty = state.rules["harvest_penalty"]
    if not state.owners:
        _nobody(state, card, _("no one owns land"))
    for player in state.clockwise_from(drawer):
        plots = state.plots_of(player)
        free = [p for p in plots if state.undeveloped(p)]
        if free:
            total = sum(state.plot(p)["harvest"] for p in free)
            names = in_parts([(1, _("{plot} {amount}").format(
                plot=plot_label(state, p), amount=fmt(state.plot(p)["harvest"]))) for p in free])
            state.pay(BANK, player, total, _("{card}: {plots}").format(card=card["name"],
                                                                        plots=names))
        elif plots:
            finance.charge(state, player, penalty, _("{card}: every plot is built on").format(
                card=card["name"]))


def _extra_harvest(state, card, drawer, action) -> None:
    free = [p for p in state.plots_of(drawer) if state.undeveloped(p)]
    if action.get("plot") is not None:
        chosen = find_plot(state, action["plot"])
        if chosen not in free:
            raise RuleViolation(_("{plot} is not an undeveloped plot of {player}'s").format(
                plot=plot_label(state, chosen), player=drawer))
    elif free:
        chosen = max(free, key=lambda p: state.plot(p)["harvest"])
    else:
        finance.charge(state, drawer, state.rules["harvest_penalty"],
                       _("{card}: no undeveloped plot to harvest (ruling 15)").format(
                           card=card["name"]))
        return
    action["plot"] = chosen
    state.pay(BANK, drawer, state.plot(chosen)["harvest"],
              _("{card} on {plot}").format(card=card["name"], plot=plot_label(state, chosen)))


def _extra_rent(state, card, drawer, action) -> None:
    own = state.buildings_of(drawer)
    if action.get("cell"):
        building = state.building_at(grid.parse_cell(action["cell"]))
        if building not in own:
            raise RuleViolation(_("{player} has no building at {cell}").format(
                player=drawer, cell=action["cell"]))
    elif own:
        building = max(own, key=state.rent_of)
    else:
        state.note(_("{card}: {player} owns no buildings").format(card=card["name"],
                                                                  player=drawer))
        return
    action["cell"] = building.cells[0]
    _pay_rents(state, drawer, [building], card["name"])


def _end_of_year(state, card, drawer, action) -> None:
    rate = state.year_card()["land_tax"]
    bonus = state.rules["end_of_year_bonus_factor"] * rate
    if bonus:
        state.pay(BANK, drawer, bonus, _("End of Year {year} bonus: {factor} x {rate}").format(
            year=state.year, factor=state.rules["end_of_year_bonus_factor"], rate=fmt(rate)))
    else:
        state.note(_("End of Year {year}: no Land Tax this Year, so no bonus").format(
            year=state.year))
    last = state.year == state.data["game"]["years"]
    if not (last and state.shark_end == "score"):   # ruling 14: the score holds it then
        _shark_interest(state, drawer)
    if last:
        settling.last_end_of_year(state)
        return
    state.window = {"kind": "end-of-year", "charged": dict(state.shark_loans)}
    state.year += 1
    state.drawn = []
    auctions = state.year_card()["auctions"]
    state.pending_auctions.extend([None] * min(auctions, len(state.title_deck)))
    deck.build_event_deck(state)
    begins = (ngettext("Year {year} begins with {player} after {n} auction",
                       "Year {year} begins with {player} after {n} auctions", auctions)
              if auctions else _("Year {year} begins with {player}"))
    state.note(begins.format(year=state.year, player=drawer, n=auctions))


def _shark_interest(state, drawer) -> None:
    interest = state.rules["shark_interest"]
    for player in state.clockwise_from(drawer):
        loans = state.shark_loans[player]
        finance.charge(state, player, loans * interest, _("Loan Shark interest: {parts}").format(
            parts=finance.times(finance.loans_count("shark", loans), interest)))
    if not any(state.shark_loans[p] for p in state.in_play()):
        state.note(_("No one holds a Loan Shark loan: no interest is due"))


def _inheritance(state, card, drawer, action) -> None:
    plot_id = _list_plot(state, action)
    if plot_id in state.owners:
        state.note(_("{card}: {plot} already belongs to {owner} and stays theirs").format(
            card=card["name"], plot=plot_label(state, plot_id), owner=state.owners[plot_id]))
    elif plot_id in state.pending_auctions:
        state.note(_("{card}: {plot} is up for auction and stays so").format(
            card=card["name"], plot=plot_label(state, plot_id)))
    else:
        state.note(_("{card}: {player} now owns {plot}").format(
            card=card["name"], player=drawer, plot=plot_label(state, plot_id)))
        take_title(state, plot_id, drawer)
    state.pay(BANK, drawer, state.rules["inheritance"], card["name"])


def _land_tax(state, card, drawer, action) -> None:
    rate = state.year_card()["land_tax"]
    if not state.owners:
        _nobody(state, card, _("no one owns land"))
    for player in state.clockwise_from(drawer):
        acres = state.acres_of(player)
        finance.charge(state, player, acres * rate, _("{card}: {acres} x {rate}").format(
            card=card["name"], acres=acres_count(acres), rate=fmt(rate)), tax=True)
    state.window = {"kind": "land-tax", "rate": rate}
    state.note(_("Undeveloped land may be handed back now to escape its tax: "
                 "`companion forfeit NAME PLOT`"))


def _urban_renewal(state, card, drawer, action) -> None:
    pay = state.data["house_rules"]["urban_renewal_compensation"]
    isolated = [b for b in state.buildings if not state.neighbour_types(b)]
    if not isolated:
        state.note(_("{card}: every building touches another type; nothing is cleared").format(
            card=card["name"]))
    for b in isolated:
        state.buildings.remove(b)
    for b in isolated:
        where = {"card": card["name"], "building": b.type, "cells": "+".join(b.cells)}
        if b.owner:
            state.pay(BANK, b.owner, pay, _("{card} clears {building} at {cells}").format(**where))
        else:
            state.note(_("{card} clears the ownerless {building} at {cells}").format(**where))
    for owner in {b.owner for b in isolated}:
        finance.enforce_collateral(state, owner)


def _general_rent(state, card, drawer, action) -> None:
    if not any(b.owner for b in state.buildings):
        _nobody(state, card, _("no one owns a building"))
    for player in state.clockwise_from(drawer):
        _pay_rents(state, player, state.buildings_of(player), card["name"])


def _highway(state, card, drawer, action) -> None:
    plot_id = _list_plot(state, action)
    pay = state.data["house_rules"]["highway_compensation"]
    cleared = state.buildings_on_plot(plot_id)
    state.note(_("{card} crosses {plot}").format(card=card["name"],
                                                 plot=plot_label(state, plot_id)))
    if not cleared:
        _nobody(state, card, _("nothing stands on that plot"))
    for b in cleared:
        state.buildings.remove(b)
        where = {"building": b.type, "cells": "+".join(b.cells)}
        if b.owner:
            state.pay(BANK, b.owner, pay, _("Highway clears {building} at {cells}").format(**where))
        else:
            state.note(_("Highway clears the ownerless {building} at {cells}").format(**where))
    for owner in {b.owner for b in cleared}:
        finance.enforce_collateral(state, owner)


def _repairs(state, card, drawer, action) -> None:
    rate = state.data["house_rules"]["repairs_per_building"]
    if not any(b.owner for b in state.buildings):
        _nobody(state, card, _("no one owns a building"))
    for player in state.clockwise_from(drawer):
        count = len(state.buildings_of(player))
        finance.charge(state, player, count * rate, _("{card}: {n} x {rate}").format(
            card=card["name"], n=count, rate=fmt(rate)))


def _list_plot(state: DiscretionState, action: dict) -> int:
    """The plot on the next List card: the one the table names, if it can be on top now, or
    companion's own top card; either goes under the List pile after (ruling 22).

    A plot companion drew is recorded as `list_plot`, so a replay turns the same card.
    """
    if action.get("plot") is not None:
        plot_id = find_plot(state, action["plot"])
        action["plot"] = plot_id
        if not state.list_deck.can_top(plot_id):
            n = state.list_deck.above(plot_id)
            raise RuleViolation(_("the List card of {plot} cannot be on top of the List pile "
                                  "now: it went under after {cards} still there, and those "
                                  "come up first (ruling 22)").format(
                plot=plot_label(state, plot_id), cards=ngettext(
                    "{n} List card", "{n} List cards", n).format(n=n)))
    else:
        plot_id = action.get("list_plot") or state.list_deck.cards[0]
        action["list_plot"] = plot_id
    state.list_deck.remove(plot_id)
    state.list_deck.under(plot_id)
    state.note(_("List card: {plot}").format(plot=plot_label(state, plot_id)))
    return plot_id


EFFECTS = {
    "rent": _rent, "tax": _tax, "interest": _interest, "auction": _auction,
    "compulsory-auction": _compulsory_auction, "harvest": _harvest,
    "extra-harvest": _extra_harvest, "extra-rent": _extra_rent, "end-of-year": _end_of_year,
    "inheritance": _inheritance, "land-tax": _land_tax, "urban-renewal": _urban_renewal,
    "general-rent": _general_rent, "highway": _highway, "repairs": _repairs,
}
