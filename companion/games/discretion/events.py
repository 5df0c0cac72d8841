"""Event cards: recording the card the table drew (`event`) or drawing it (`draw`)."""

import random

from companion.core.errors import BadInput, CompanionError, RuleViolation
from companion.core.money import fmt
from companion.core.words import plural
from companion.games.discretion import deck, finance, grid
from companion.games.discretion.actions import (
    find_plot, phase_hint, plot_label, require_phase,
)
from companion.games.discretion.auctions import take_title
from companion.games.discretion.state import BANK, DiscretionState


def act_event(state: DiscretionState, action: dict) -> None:
    _ready_to_draw(state)
    card = deck.find_card(state, action["card"])
    action["card"] = card["id"]
    _resolve(state, card, action)


def act_draw(state: DiscretionState, action: dict) -> None:
    _ready_to_draw(state)
    if not state.event_deck:
        deck.build_event_deck(state)
    card_id = action.get("card") or deck.next_card(state)   # a replay reads the recorded card
    state.events_drawn += 1
    action["card"] = card_id
    card = state.data["_events_by_id"][card_id]
    state.note(f"{state.active} draws {card['name']}")
    _resolve(state, card, action)


def _ready_to_draw(state: DiscretionState) -> None:
    require_phase(state, "play")
    if state.pending_auctions:
        raise RuleViolation(phase_hint(state))
    finance.require_no_debts(state, "the next card")


# What a card lets the table choose (`--plot`, `--cell`); any other choice is refused.
CHOICES = {"extra-harvest": "plot", "inheritance": "plot", "highway": "plot",
           "compulsory-auction": "plot", "extra-rent": "cell"}


def _resolve(state: DiscretionState, card: dict, action: dict) -> None:
    for key in ("plot", "cell"):
        if action.get(key) is not None and CHOICES.get(card["effect"]) != key:
            raise BadInput(f"{card['name']} has no {key} to choose: leave out --{key}")
    drawer = state.player(action["active"]) if action.get("active") else state.active
    if action.get("active"):
        action["active"] = drawer
        if drawer != state.active:
            state.note(f"{drawer} drew this card, not {state.active}: the turn order is "
                       f"corrected and play goes on from {drawer}")
    # A card refused for its --plot or --cell must leave the turn as it was: the effects
    # check those before moving money, so only the window needs putting back.
    finance.return_unspent_shark_money(state)
    window, state.window = state.window, None
    try:
        EFFECTS[card["effect"]](state, card, drawer, action)
    except CompanionError:
        state.window = window
        raise
    state.active = drawer
    if card["effect"] != "end-of-year":    # End of Year starts the next Year's list
        state.drawn.append(card["id"])
    state.settle_debts()
    if card["effect"] != "end-of-year" and state.phase == "play":
        state.active = state.next_player(drawer)


# --- the effects ----------------------------------------------------------------
def _nobody(state, card, why: str) -> None:
    """Say so when a card touches no one (the table should not wonder what it missed)."""
    state.note(f"{card['name']}: {why}, so it affects no one")


def _rent(state, card, drawer, action) -> None:
    btype = card["building"]
    if not any(state.buildings_of(p, btype) for p in state.in_play()):
        _nobody(state, card, f"no one owns any {btype}")
    for player in state.clockwise_from(drawer):
        _pay_rents(state, player, state.buildings_of(player, btype), f"{card['name']}")


def _pay_rents(state, player, buildings, title) -> None:
    if not buildings:
        return
    parts, total = [], 0
    occupied = state.occupancy()
    for b in buildings:
        types = state.neighbour_types(b, occupied)
        rent = state.rent_for(types)
        total += rent
        near = ", ".join(types) or "no other types"
        parts.append(f"{b.type} {'+'.join(b.cells)} next to {near}: {fmt(rent)}")
    if total:
        state.pay(BANK, player, total, f"{title}: " + "; ".join(parts))
    else:
        state.note(f"{title}: {player} earns nothing (" + "; ".join(parts) + ")")


def _tax(state, card, drawer, action) -> None:
    btype = card["building"]
    rate = state.rules["building_tax"]
    if not any(state.buildings_of(p, btype) for p in state.in_play()):
        _nobody(state, card, f"no one owns any {btype}")
    for player in state.clockwise_from(drawer):
        count = len(state.buildings_of(player, btype))
        finance.charge(state, player, count * rate,
                       f"{card['name']}: {count} x {fmt(rate)}", tax=True)


def _interest(state, card, drawer, action) -> None:
    rate = state.rules["bank_loan_interest"]
    for player in state.clockwise_from(drawer):
        loans = state.bank_loans[player]
        finance.charge(state, player, loans * rate, f"Interest on {plural(loans, 'Bank Loan')}")
    state.window = {"kind": "interest", "charged": dict(state.bank_loans)}
    if not any(state.bank_loans.values()):
        _nobody(state, card, "no one holds a Bank Loan")
    else:
        state.note(f"Instead of interest, loans may be repaid now: `companion loan repay NAME N` "
                   f"({fmt(state.rules['bank_loan_repay'] - rate)} more each)")


def _auction(state, card, drawer, action) -> None:
    if state.title_deck:
        state.pending_auctions.append(None)
        state.note(f"Auction: {plot_label(state, state.title_deck[0])} is next in the Title pile")
    else:
        state.note("Auction: no Titles are left; nothing is sold")


def _compulsory_auction(state, card, drawer, action) -> None:
    if state.title_deck:
        if action.get("plot") is not None:
            raise BadInput("Compulsory Auction sells the next Title while any are left: "
                           "--plot names the List plot only when none are")
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
        listed = "".join(f", {b.type} {'+'.join(b.cells)} {fmt(price)}" for b in own)
        state.pay(BANK, owner, value, f"Compulsory Auction of {plot_label(state, plot_id)}: "
                                      f"appraisal {fmt(state.plot(plot_id)['appraisal'])}"
                                      f"{listed}")
        for b in cleared:
            state.note(f"The {b.type} at {'+'.join(b.cells)} comes down")
        finance.enforce_collateral(state, owner)
    state.pending_auctions.append(plot_id)


def _harvest(state, card, drawer, action) -> None:
    penalty = state.rules["harvest_penalty"]
    if not state.owners:
        _nobody(state, card, "no one owns land")
    for player in state.clockwise_from(drawer):
        plots = state.plots_of(player)
        free = [p for p in plots if state.undeveloped(p)]
        if free:
            total = sum(state.plot(p)["harvest"] for p in free)
            names = ", ".join(f"{plot_label(state, p)} {fmt(state.plot(p)['harvest'])}"
                              for p in free)
            state.pay(BANK, player, total, f"Harvest: {names}")
        elif plots:
            finance.charge(state, player, penalty, "Harvest: every plot is built on")


def _extra_harvest(state, card, drawer, action) -> None:
    free = [p for p in state.plots_of(drawer) if state.undeveloped(p)]
    if action.get("plot") is not None:
        chosen = find_plot(state, action["plot"])
        if chosen not in free:
            raise RuleViolation(f"{plot_label(state, chosen)} is not an undeveloped plot "
                                f"of {drawer}'s")
    elif free:
        chosen = max(free, key=lambda p: state.plot(p)["harvest"])
    else:
        finance.charge(state, drawer, state.rules["harvest_penalty"],
                       "Extra Harvest: no undeveloped plot to harvest (ruling 15)")
        return
    action["plot"] = chosen
    state.pay(BANK, drawer, state.plot(chosen)["harvest"],
              f"Extra Harvest on {plot_label(state, chosen)}")


def _extra_rent(state, card, drawer, action) -> None:
    own = state.buildings_of(drawer)
    if action.get("cell"):
        building = state.building_at(grid.parse_cell(action["cell"]))
        if building not in own:
            raise RuleViolation(f"{drawer} has no building at {action['cell']}")
    elif own:
        building = max(own, key=state.rent_of)
    else:
        state.note(f"Extra Rent: {drawer} owns no buildings")
        return
    action["cell"] = building.cells[0]
    _pay_rents(state, drawer, [building], "Extra Rent")


def _end_of_year(state, card, drawer, action) -> None:
    rate = state.year_card()["land_tax"]
    bonus = state.rules["end_of_year_bonus_factor"] * rate
    if bonus:
        state.pay(BANK, drawer, bonus, f"End of Year {state.year} bonus: "
                                       f"{state.rules['end_of_year_bonus_factor']} x {fmt(rate)}")
    else:
        state.note(f"End of Year {state.year}: no Land Tax this Year, so no bonus")
    interest = state.rules["shark_interest"]
    for player in state.clockwise_from(drawer):
        loans = state.shark_loans[player]
        finance.charge(state, player, loans * interest,
                       f"Loan Shark interest on {plural(loans, 'loan')}")
    if not any(state.shark_loans[p] for p in state.in_play()):
        state.note("No one holds a Loan Shark loan: no interest is due")
    state.window = {"kind": "end-of-year", "charged": dict(state.shark_loans)}
    if state.year == state.data["game"]["years"]:
        state.phase = "over"
        state.note(f"Year {state.year} is over, and with it the game (ruling 14): Loan Shark "
                   f"loans may still be repaid now, and loans and debts still held count "
                   f"against the score. See `companion score`")
        return
    state.year += 1
    state.drawn = []
    auctions = state.year_card()["auctions"]
    state.pending_auctions.extend([None] * min(auctions, len(state.title_deck)))
    deck.build_event_deck(state)
    state.note(f"Year {state.year} begins with {drawer}"
               + (f" after {auctions} auctions" if auctions else ""))


def _inheritance(state, card, drawer, action) -> None:
    plot_id = _list_plot(state, action)
    if plot_id in state.owners:
        state.note(f"Inheritance: {plot_label(state, plot_id)} already belongs to "
                   f"{state.owners[plot_id]} and stays theirs")
    elif plot_id in state.pending_auctions:
        state.note(f"Inheritance: {plot_label(state, plot_id)} is up for auction and stays so")
    else:
        state.note(f"Inheritance: {drawer} now owns {plot_label(state, plot_id)}")
        take_title(state, plot_id, drawer)
    state.pay(BANK, drawer, state.rules["inheritance"], "Inheritance")


def _land_tax(state, card, drawer, action) -> None:
    rate = state.year_card()["land_tax"]
    if not state.owners:
        _nobody(state, card, "no one owns land")
    for player in state.clockwise_from(drawer):
        acres = state.acres_of(player)
        finance.charge(state, player, acres * rate,
                       f"Land Tax: {plural(acres, 'acre')} x {fmt(rate)}", tax=True)
    state.window = {"kind": "land-tax", "rate": rate}
    state.note("Undeveloped land may be handed back now to escape its tax: "
               "`companion forfeit NAME PLOT`")


def _urban_renewal(state, card, drawer, action) -> None:
    pay = state.data["house_rules"]["urban_renewal_compensation"]
    isolated = [b for b in state.buildings if not state.neighbour_types(b)]
    if not isolated:
        state.note("Urban Renewal: every building touches another type; nothing is cleared")
    for b in isolated:
        state.buildings.remove(b)
    for b in isolated:
        where = f"{b.type} at {'+'.join(b.cells)}"
        if b.owner:
            state.pay(BANK, b.owner, pay, f"Urban Renewal clears {where}")
        else:
            state.note(f"Urban Renewal clears the ownerless {where}")
    for owner in {b.owner for b in isolated}:
        finance.enforce_collateral(state, owner)


def _general_rent(state, card, drawer, action) -> None:
    if not any(b.owner for b in state.buildings):
        _nobody(state, card, "no one owns a building")
    for player in state.clockwise_from(drawer):
        _pay_rents(state, player, state.buildings_of(player), card["name"])


def _highway(state, card, drawer, action) -> None:
    plot_id = _list_plot(state, action)
    pay = state.data["house_rules"]["highway_compensation"]
    cleared = state.buildings_on_plot(plot_id)
    state.note(f"Highway Construction crosses {plot_label(state, plot_id)}")
    if not cleared:
        _nobody(state, card, "nothing stands on that plot")
    for b in cleared:
        state.buildings.remove(b)
        if b.owner:
            state.pay(BANK, b.owner, pay, f"Highway clears {b.type} at {'+'.join(b.cells)}")
        else:
            state.note(f"Highway clears the ownerless {b.type} at {'+'.join(b.cells)}")
    for owner in {b.owner for b in cleared}:
        finance.enforce_collateral(state, owner)


def _repairs(state, card, drawer, action) -> None:
    rate = state.data["house_rules"]["repairs_per_building"]
    if not any(b.owner for b in state.buildings):
        _nobody(state, card, "no one owns a building")
    for player in state.clockwise_from(drawer):
        count = len(state.buildings_of(player))
        finance.charge(state, player, count * rate, f"Repairs: {count} x {fmt(rate)}")


def _list_plot(state: DiscretionState, action: dict) -> int:
    """The plot on the next List card: the one the table names, or companion's own pile.

    A plot companion drew is recorded as `list_plot`, so a replay advances the pile alike.
    """
    if action.get("plot") is not None:
        plot_id = find_plot(state, action["plot"])
        action["plot"] = plot_id
    else:
        if not state.list_deck:
            state.list_deck = [p["id"] for p in state.data["plots"]]
            random.Random(f"{state.seed}:list").shuffle(state.list_deck)
        plot_id = action.get("list_plot") or state.list_deck[state.list_drawn % len(state.list_deck)]
        state.list_drawn += 1
        action["list_plot"] = plot_id
    state.note(f"List card: {plot_label(state, plot_id)}")
    return plot_id


EFFECTS = {
    "rent": _rent, "tax": _tax, "interest": _interest, "auction": _auction,
    "compulsory-auction": _compulsory_auction, "harvest": _harvest,
    "extra-harvest": _extra_harvest, "extra-rent": _extra_rent, "end-of-year": _end_of_year,
    "inheritance": _inheritance, "land-tax": _land_tax, "urban-renewal": _urban_renewal,
    "general-rent": _general_rent, "highway": _highway, "repairs": _repairs,
}
