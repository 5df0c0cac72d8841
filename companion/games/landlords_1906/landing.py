"""Moving checkers and doing what the space landed on says."""

import copy

from companion.core.errors import RuleViolation
from companion.core.money import in_parts
from companion.games.landlords_1906 import fares, finance, loans, rules, turns
from companion.games.landlords_1906.i18n import N_, _, ngettext
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


# --- moving -------------------------------------------------------------------------
def act_move(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    steps, back = action["steps"], bool(action.get("back"))
    check_throw(state, player, steps, back)
    if action.get("double") and steps % 2:
        raise RuleViolation(_("a double throws an even total, not {steps}").format(steps=steps))
    ready(state, player, N_("before moving"), throw=True)
    if state.single_tax and not affordable(state, player, steps, back):
        raise RuleViolation(_("{player} cannot afford the move of {steps}: go to a Natural "
                              "Opportunity behind it (Single Tax Rule 8): `{command}`").format(
            player=player, steps=steps, command=f"companion opportunity {player} SPACE {steps}"
                                                + (" --back" if back else "")))
    end_deal(state)
    state.throw_due.pop(player, None)
    turns.take_turn(state, player)
    if player in state.poor and not affordable(state, player, steps, back):
        said = (_("{player} cannot afford the move of {steps} and stays in the POOR HOUSE "
                  "(Rule 12); next turn, another throw")
                if state.positions[player] == state.poor_house() else
                _("{player} cannot afford the move of {steps} and goes back to the POOR HOUSE "
                  "(Rule 12); next turn, another throw"))
        place(state, player, state.poor_house())
        state.note(said.format(player=player, steps=steps))
        return
    leave_opportunity(state, player)
    travel(state, player, steps, back)
    if action.get("double"):
        turns.after_double(state, player)


def check_throw(state: LandlordState, player: str, steps, back: bool) -> None:
    throws = state.throws()
    if not isinstance(steps, int) or isinstance(steps, bool) or steps not in throws:
        raise RuleViolation(_("a throw of two dice moves {low} to {high} spaces, not "
                              "{steps}").format(low=throws[0], high=throws[-1], steps=steps))
    due = state.throw_due.get(player)
    if due is not None and (steps, back) != (due, False):
        raise RuleViolation(_("{player} left JAIL with a throw of {due} and moves with it "
                              "(Rule 6): `companion move {player} {due}`").format(player=player,
                                                                                 due=due))
    start = state.positions[player]
    if back and not backward_allowed(state, start):
        chances = state.of_kind("chance")
        raise RuleViolation(_("{player} is on {space}: only between the Chances ({chances}) may "
                              "a checker move backward").format(
            player=player, space=state.label(start), chances=_(" and ").join(map(str, chances))))


def may_move_owing(state: LandlordState, player: str) -> bool:
    """A debtor moves only from the Poor House (Rule 12), or under the Single Tax, which has
    none, once they have nothing left to borrow on (Rule 8 takes care of a move they cannot
    afford)."""
    return player in state.poor or (state.single_tax and loans.pledge_for(state, player) is None)


def affordable(state: LandlordState, player: str, steps: int, back: bool) -> bool:
    """Whether the move leaves the player owing no more than before (Rule 12 and Single Tax
    Rule 8: moves out if he can afford the move). Tried on a copy; a space for sale counts
    as unsold, a Chance card as free (it is not drawn yet)."""
    trial = copy.deepcopy(state, {id(state.data): state.data})
    owed = trial.debt_of(player)
    leave_opportunity(trial, player)
    travel(trial, player, steps, back)
    if trial.pending and trial.pending["kind"] == "sale":
        unsold(trial, player, trial.pending["space"])
    return trial.debt_of(player) <= owed


def act_land(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_space(action["space"])
    ready(state, player, N_("before landing"))
    action["space"] = number
    end_deal(state)
    arrive(state, player, number)


def ready(state: LandlordState, player: str, before: str, *, throw: bool = False) -> None:
    """Refuse a move while something is unsettled (checks only: nothing changes here), and a
    `throw` out of turn; `before` names the move for a debtor's refusal
    (finance.require_no_debts)."""
    if state.pending:
        raise RuleViolation(pending_hint(state))
    if state.chance_due:   # Rule 11: whoever stopped on a Chance draws before play goes on
        drawer = state.chance_due[0]
        raise RuleViolation(_("{player} stopped on {space}: draw a red card first: `companion "
                              "chance {player} [CARD]`").format(
            player=drawer, space=state.label(state.positions[drawer])))
    if throw:
        turns.require_turn(state, player)
    if not may_move_owing(state, player):
        finance.require_no_debts(state, player, before)
    if player in state.jailed:
        raise RuleViolation(_("{player} is in JAIL: `companion jail {player} --pay` or "
                              "`companion jail {player} --dice 3,3` first").format(player=player))


def end_deal(state: LandlordState) -> None:
    """The first move or landing ends the deal: unbought cards go back to the pack."""
    if state.phase == "setup":
        state.phase = "play"
        state.dealt = None
        state.note(_("The deal is over: unbought cards go back to the pack"))


def pending_hint(state: LandlordState) -> str:
    p = state.pending
    where, name = state.label(p["space"]), state.space(p["space"])["name"]
    if p["kind"] == "sale":
        return _("{space} is for sale after {player} stopped on it: `companion buy NAME "
                 "\"{name}\" [--price AMOUNT]`, or `companion decline` if no one buys").format(
            space=where, player=p["player"], name=name)
    if p["space"] not in state.owners and p["space"] not in state.public:
        # Rule 8: the Broker's License is settled as a Title Deed is, before the ante
        return _("the Broker's License is for sale first (`companion buy NAME \"{name}\"`); then "
                 "{player} may speculate: `companion speculate {player} DICE`, or refuse and "
                 "stay put: `companion speculate {player} --refuse`").format(
            name=name, player=p["player"])
    return _("{player} may speculate: `companion speculate {player} DICE`, or refuse and stay "
             "put: `companion speculate {player} --refuse`").format(player=p["player"])


def backward_allowed(state: LandlordState, position: int) -> bool:
    low, high = state.of_kind("chance")[:2]
    return low < position < high


def place(state: LandlordState, player: str, number: int) -> None:
    """Put a checker on a space; a Chance draw not taken lapses once the checker leaves."""
    state.positions[player] = number
    if player in state.chance_due:
        state.chance_due.remove(player)


def travel(state: LandlordState, player: str, steps: int, back: bool = False) -> None:
    start = state.positions[player]
    target, passed = rules.step(start, steps, back)
    if state.space(target)["kind"] == "speculation":
        # Rule 8: a player may refuse to move onto Speculation, so wages wait for the choice.
        place(state, player, target)
        state.pending = {"kind": "speculation", "player": player, "space": target,
                         "from": start, "wages": passed}
        state.note(_("{player} reaches {space}: {hint}").format(
            player=player, space=state.label(target), hint=pending_hint(state)))
        return
    if passed:
        pay_wages(state, player)
    arrive(state, player, target)


def pay_wages(state: LandlordState, player: str) -> None:
    """Wages, then the interest on each of the player's notes (house default)."""
    raised = state.wage_raise
    state.pay(MISC, player, state.wages(), _("wages at MOTHER EARTH: {parts}").format(
        parts=in_parts([(1, money(state.rules["wages"])),
                        (1, _("{amount} raised by the Single Tax").format(amount=money(raised)))])
    ) if raised else _("wages at MOTHER EARTH"))
    for _note in loans.bank_notes_of(state, player):
        finance.charge(state, player, MISC, loans.terms(state)["interest"],
                       _("interest on a note"))


def leave_opportunity(state: LandlordState, player: str) -> None:
    """Single Tax Rule 8: before throwing, take the space's wages and pay its rent."""
    name = state.opportunity.pop(player, None)
    if name is None:
        return
    spot = next(o for o in state.data["opportunities"] if o["name"] == name)
    state.pay(MISC, player, spot["wages"],
              _("wages at {opportunity} (Natural Opportunity)").format(opportunity=name))
    finance.charge(state, player, TREASURY, spot["rent"],
                   _("rent of {opportunity} (Natural Opportunity)").format(opportunity=name))


# --- landing ------------------------------------------------------------------------
def arrive(state: LandlordState, player: str, number: int) -> None:
    place(state, player, number)
    space = state.space(number)
    LANDINGS[space["kind"]](state, player, number)


def _lot(state: LandlordState, player: str, lot: int) -> None:
    rent, house_rent = fares.lot_rents(state, lot)
    label, level = state.label(lot), state.level(lot)
    doubled = ngettext("{base} doubled {n} time by its section",
                       "{base} doubled {n} times by its section", level).format(
        base=money(state.land_rent(lot, level=0)), n=level)
    if state.single_tax:
        finance.charge(state, player, TREASURY, rent, (
            _("land rent of {lot} (Single Tax): {doubled}") if level else
            _("land rent of {lot} (Single Tax)")).format(lot=label, doubled=doubled))
    else:
        owner = state.owners.get(lot)
        if owner is None:
            _offer(state, player, lot)
            return
        if owner == player:
            state.note(_("{player} stops on their own lot {lot}").format(player=player,
                                                                         lot=label))
            return
        finance.charge(state, player, owner, rent, (
            _("land rent of {lot}: {doubled}") if level else
            _("land rent of {lot}")).format(lot=label, doubled=doubled))
    house_owner, count = state.house_owners.get(lot), state.houses.get(lot, 0)
    if count and house_owner != player:
        finance.charge(state, player, house_owner, house_rent,
                       _("house rent of {lot}: {count} x {rent}").format(
                           lot=label, count=count, rent=money(state.rules["house_rent"])))


def _railroad(state: LandlordState, player: str, number: int) -> None:
    label = state.label(number)
    if _free_or_offered(state, player, number):
        return
    owner, fare = state.owners[number], fares.railroad_fare(state, number)
    if state.trust_holds() and owner in state.trust:
        if player in state.trust:
            state.note(_("{player} rides the Trust's {railroad} free").format(player=player,
                                                                              railroad=label))
            return
        half = fare // 2
        # the owner of the space takes any odd dollar of a split fare
        partner = next(m for m in state.trust if m != owner)
        reason = _("Trust fare on {railroad} (half)").format(railroad=label)
        finance.charge(state, player, owner, fare - half, reason)
        finance.charge(state, player, partner, half, reason)
        return
    if owner == player:
        state.note(_("{player} rides their own {railroad}").format(player=player, railroad=label))
        return
    owned = state.railroads_of(owner)
    finance.charge(state, player, owner, fare, _("fare on {railroad} ({owner} owns {count})").format(
        railroad=label, owner=owner, count=owned))


def _franchise(state: LandlordState, player: str, number: int) -> None:
    if _free_or_offered(state, player, number):
        return
    owner = state.owners[number]
    if owner == player:
        state.note(_("{player} stops on their own {franchise}").format(
            player=player, franchise=state.label(number)))
        return
    finance.charge(state, player, owner, fares.franchise_fare(state, number),
                   (_("{franchise} (Municipal Cinch)") if fares.cinch(state, number)
                    else "{franchise}").format(franchise=state.label(number)))


def _free_or_offered(state: LandlordState, player: str, number: int) -> bool:
    if number in state.public:
        state.note(_("{space} is publicly owned: free").format(space=state.label(number)))
        return True
    if number not in state.owners:
        _offer(state, player, number)
        return True
    return False


def _offer(state: LandlordState, player: str, number: int) -> None:
    state.pending = {"kind": "sale", "player": player, "space": number}
    state.note(_("{player} stops on {space}, for sale at {price}: {hint}").format(
        player=player, space=state.label(number), price=money(state.space(number)["price"]),
        hint=pending_hint(state)))


def unsold(state: LandlordState, player: str, number: int) -> None:
    """Rules 7 and 9: nobody buys, so what the space calls for goes to the Treasury."""
    finance.charge(state, player, TREASURY, fares.unsold_charge(state, number),
                   _("{space} unsold").format(space=state.label(number)))


def _speculation(state: LandlordState, player: str, number: int) -> None:
    state.pending = {"kind": "speculation", "player": player, "space": number,
                     "from": number, "wages": False}
    state.note(pending_hint(state))


def _necessity(state: LandlordState, player: str, number: int) -> None:
    """Rule 4: FOOD, FUEL, SHELTER, CLOTHING. SHELTER is printed on the JAIL corner, so a
    checker stopping there pays it; one sent to JAIL does not stop there (ruling 3)."""
    space = state.space(number)
    label = (_("{shelter} ({number}, the {corner} corner)").format(
        shelter=(space["aliases"] or ["Shelter"])[0], number=number, corner=space["name"])
        if space["kind"] == "jail" else state.label(number))
    if state.single_tax:
        state.note(_("No tax on {space} under the Single Tax").format(space=label))
        return
    houses = state.houses_on_board()
    finance.charge(state, player, TREASURY, fares.necessity_tax(state),
                   ngettext("tax on {space} ({n} house on the board)",
                            "tax on {space} ({n} houses on the board)", houses).format(
                       space=label, n=houses))


def _trespass(state: LandlordState, player: str, number: int) -> None:
    if number in state.colleges:
        _go_to_college(state, player, number)
        return
    state.note(_("{player} trespasses on {space}").format(player=player,
                                                         space=state.label(number)))
    send_to_jail(state, player)


def send_to_jail(state: LandlordState, player: str) -> None:
    place(state, player, state.jail_space())
    state.jailed[player] = 0
    state.opportunity.pop(player, None)
    state.note(_("{player} goes to JAIL").format(player=player))


def _go_to_college(state: LandlordState, player: str, number: int) -> None:
    state.education[player] += 1
    state.note(_("{player} goes to the Free College on {space}: one Education card").format(
        player=player, space=state.label(number)))
    need = state.data["single_tax"]["education_per_professor"]
    if state.education[player] >= need:
        state.education[player] -= need
        state.professors[player] += 1
        state.note(ngettext("{player} exchanges {n} Education card for a Professor card",
                            "{player} exchanges {n} Education cards for a Professor card",
                            need).format(player=player, n=need))


def _luxury(state: LandlordState, player: str, number: int) -> None:
    price = state.data["house_rules"]["luxury_price"]
    if not state.ledger.can_pay(player, price):
        state.note(_("{player} cannot afford a Luxury ({price}) and takes none").format(
            player=player, price=money(price)))
        return
    state.pay(player, MISC, price, _("buys a Luxury card"))
    state.luxuries[player] += 1


def _chance(state: LandlordState, player: str, number: int) -> None:
    state.chance_due.append(player)     # Rule 11: whoever stops on a Chance draws a red card
    state.note(_("{player} draws a red card: `companion chance {player} [CARD]`").format(
        player=player))


def _nothing(state: LandlordState, player: str, number: int) -> None:
    state.note(_("{player} stops on {space}").format(player=player, space=state.label(number)))


LANDINGS = {
    "mother-earth": _nothing, "lot": _lot, "necessity": _necessity, "trespass": _trespass,
    "railroad": _railroad, "franchise": _franchise, "speculation": _speculation,
    "jail": _necessity, "park": _nothing, "chance": _chance, "luxury": _luxury,
}


def costs_nothing(kind: str) -> bool:
    """Whether stopping on a space of this kind moves no money (the printed sheets say so
    from here, so they cannot tax what the ledger leaves free)."""
    return LANDINGS[kind] is _nothing


def pays_necessity_tax(kind: str) -> bool:
    """Whether stopping on a space of this kind pays the necessity tax (ruling 3: Shelter)."""
    return LANDINGS[kind] is _necessity
