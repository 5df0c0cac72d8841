"""Moving checkers and doing what the space landed on says."""

import copy

from companion.core.errors import RuleViolation
from companion.core.words import plural
from companion.games.landlords_1906 import fares, finance, loans, rules, turns
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


# --- moving -------------------------------------------------------------------------
def act_move(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    steps, back = action["steps"], bool(action.get("back"))
    check_throw(state, player, steps, back)
    if action.get("double") and steps % 2:
        raise RuleViolation(f"a double throws an even total, not {steps}")
    ready(state, player, "moving")
    if state.single_tax and not affordable(state, player, steps, back):
        raise RuleViolation(f"{player} cannot afford the move of {steps}: go to a Natural "
                            f"Opportunity behind it (Single Tax Rule 8): `companion "
                            f"opportunity {player} SPACE {steps}`" + (" --back" if back else ""))
    end_deal(state)
    state.throw_due.pop(player, None)
    turns.take_turn(state, player, "moves")
    if player in state.poor and not affordable(state, player, steps, back):
        where = "stays in" if state.positions[player] == state.poor_house() else "goes back to"
        place(state, player, state.poor_house())
        state.note(f"{player} cannot afford the move of {steps} and {where} the POOR HOUSE "
                   f"(Rule 12); next turn, another throw")
        return
    leave_opportunity(state, player)
    travel(state, player, steps, back)
    if action.get("double"):
        turns.after_double(state, player)


def check_throw(state: LandlordState, player: str, steps, back: bool) -> None:
    throws = state.throws()
    if not isinstance(steps, int) or isinstance(steps, bool) or steps not in throws:
        raise RuleViolation(f"a throw of two dice moves {throws[0]} to {throws[-1]} spaces, "
                            f"not {steps}")
    due = state.throw_due.get(player)
    if due is not None and (steps, back) != (due, False):
        raise RuleViolation(f"{player} left JAIL with a throw of {due} and moves with it "
                            f"(Rule 6): `companion move {player} {due}`")
    start = state.positions[player]
    if back and not backward_allowed(state, start):
        chances = state.of_kind("chance")
        raise RuleViolation(f"{player} is on {state.label(start)}: only between the Chances "
                            f"({' and '.join(map(str, chances))}) may a checker move backward")


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
    ready(state, player, "landing")
    action["space"] = number
    end_deal(state)
    arrive(state, player, number)


def ready(state: LandlordState, player: str, doing: str) -> None:
    """Refuse a move while something is unsettled (checks only: nothing changes here)."""
    if state.pending:
        raise RuleViolation(pending_hint(state))
    if not may_move_owing(state, player):
        finance.require_no_debts(state, player, doing)
    if player in state.jailed:
        raise RuleViolation(f"{player} is in JAIL: `companion jail {player} --pay` or "
                            f"`companion jail {player} --dice 3,3` first")
    if player in state.chance_due:
        raise RuleViolation(f"{player} stopped on {state.label(state.positions[player])}: "
                            f"draw a red card first: `companion chance {player} [CARD]`")


def end_deal(state: LandlordState) -> None:
    """The first move or landing ends the deal: unbought cards go back to the pack."""
    if state.phase == "setup":
        state.phase = "play"
        state.dealt = None
        state.note("The deal is over: unbought cards go back to the pack")


def pending_hint(state: LandlordState) -> str:
    p = state.pending
    where = state.label(p["space"])
    if p["kind"] == "sale":
        return (f"{where} is for sale after {p['player']} stopped on it: "
                f"`companion buy NAME \"{state.space(p['space'])['name']}\" [--price AMOUNT]`, "
                f"or `companion decline` if no one buys")
    license = ""
    if p["space"] not in state.owners and p["space"] not in state.public:
        # Rule 8: the Broker's License is settled as a Title Deed is, before the ante
        license = (f"the Broker's License is for sale first "
                   f"(`companion buy NAME \"{state.space(p['space'])['name']}\"`); then ")
    return (f"{license}{p['player']} may speculate: `companion speculate {p['player']} DICE`, "
            f"or refuse and stay put: `companion speculate {p['player']} --refuse`")


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
        state.note(f"{player} reaches {state.label(target)}: " + pending_hint(state))
        return
    if passed:
        pay_wages(state, player)
    arrive(state, player, target)


def pay_wages(state: LandlordState, player: str) -> None:
    """Wages, then the interest on each of the player's notes (house default)."""
    state.pay(MISC, player, state.wages(), "wages at MOTHER EARTH")
    for _ in loans.bank_notes_of(state, player):
        finance.charge(state, player, MISC, loans.terms(state)["interest"], "interest on a note")


def leave_opportunity(state: LandlordState, player: str) -> None:
    """Single Tax Rule 8: before throwing, take the space's wages and pay its rent."""
    name = state.opportunity.pop(player, None)
    if name is None:
        return
    spot = next(o for o in state.data["opportunities"] if o["name"] == name)
    state.pay(MISC, player, spot["wages"], f"wages at {name} (Natural Opportunity)")
    finance.charge(state, player, TREASURY, spot["rent"], f"rent of {name} (Natural Opportunity)")


# --- landing ------------------------------------------------------------------------
def arrive(state: LandlordState, player: str, number: int) -> None:
    place(state, player, number)
    space = state.space(number)
    LANDINGS[space["kind"]](state, player, number)


def _lot(state: LandlordState, player: str, lot: int) -> None:
    rent, house_rent = fares.lot_rents(state, lot)
    label = state.label(lot)
    if state.single_tax:
        finance.charge(state, player, TREASURY, rent, f"land rent of {label} (Single Tax)")
    else:
        owner = state.owners.get(lot)
        if owner is None:
            _offer(state, player, lot)
            return
        if owner == player:
            state.note(f"{player} stops on their own lot {label}")
            return
        finance.charge(state, player, owner, rent, f"land rent of {label}{_doubled(state, lot)}")
    house_owner, count = state.house_owners.get(lot), state.houses.get(lot, 0)
    if count and house_owner != player:
        finance.charge(state, player, house_owner, house_rent,
                       f"house rent of {label}: {count} x {money(state.rules['house_rent'])}")


def _doubled(state: LandlordState, lot: int) -> str:
    level = state.level(lot)
    return f", section doubled {level}x" if level else ""


def _railroad(state: LandlordState, player: str, number: int) -> None:
    label = state.label(number)
    if _free_or_offered(state, player, number):
        return
    owner, fare = state.owners[number], fares.railroad_fare(state, number)
    if state.trust_holds() and owner in state.trust:
        if player in state.trust:
            state.note(f"{player} rides the Trust's {label} free")
            return
        half = fare // 2
        # the owner of the space takes any odd dollar of a split fare
        partner = next(m for m in state.trust if m != owner)
        finance.charge(state, player, owner, fare - half, f"Trust fare on {label} (half)")
        finance.charge(state, player, partner, half, f"Trust fare on {label} (half)")
        return
    if owner == player:
        state.note(f"{player} rides their own {label}")
        return
    owned = state.railroads_of(owner)
    finance.charge(state, player, owner, fare, f"fare on {label} ({owner} owns {owned})")


def _franchise(state: LandlordState, player: str, number: int) -> None:
    if _free_or_offered(state, player, number):
        return
    owner = state.owners[number]
    if owner == player:
        state.note(f"{player} stops on their own {state.label(number)}")
        return
    finance.charge(state, player, owner, fares.franchise_fare(state, number),
                   f"{state.label(number)}"
                   + (" (Municipal Cinch)" if fares.cinch(state, number) else ""))


def _free_or_offered(state: LandlordState, player: str, number: int) -> bool:
    if number in state.public:
        state.note(f"{state.label(number)} is publicly owned: free")
        return True
    if number not in state.owners:
        _offer(state, player, number)
        return True
    return False


def _offer(state: LandlordState, player: str, number: int) -> None:
    state.pending = {"kind": "sale", "player": player, "space": number}
    state.note(f"{player} stops on {state.label(number)}, for sale at "
               f"{money(state.space(number)['price'])}: " + pending_hint(state))


def unsold(state: LandlordState, player: str, number: int) -> None:
    """Rules 7 and 9: nobody buys, so what the space calls for goes to the Treasury."""
    finance.charge(state, player, TREASURY, fares.unsold_charge(state, number),
                   f"{state.label(number)} unsold")


def _speculation(state: LandlordState, player: str, number: int) -> None:
    state.pending = {"kind": "speculation", "player": player, "space": number,
                     "from": number, "wages": False}
    state.note(pending_hint(state))


def _necessity(state: LandlordState, player: str, number: int) -> None:
    """Rule 4: FOOD, FUEL, SHELTER, CLOTHING. SHELTER is printed on the JAIL corner, so a
    checker stopping there pays it; one sent to JAIL does not stop there (ruling 3)."""
    space = state.space(number)
    label = (f"{(space['aliases'] or ['Shelter'])[0]} ({number}, the {space['name']} corner)"
             if space["kind"] == "jail" else state.label(number))
    if state.single_tax:
        state.note(f"No tax on {label} under the Single Tax")
        return
    houses = state.houses_on_board()
    finance.charge(state, player, TREASURY, fares.necessity_tax(state),
                   f"tax on {label} ({plural(houses, 'house')} on the board)")


def _trespass(state: LandlordState, player: str, number: int) -> None:
    if number in state.colleges:
        _go_to_college(state, player, number)
        return
    state.note(f"{player} trespasses on {state.label(number)}")
    send_to_jail(state, player)


def send_to_jail(state: LandlordState, player: str) -> None:
    place(state, player, state.jail_space())
    state.jailed[player] = 0
    state.opportunity.pop(player, None)
    state.note(f"{player} goes to JAIL")


def _go_to_college(state: LandlordState, player: str, number: int) -> None:
    state.education[player] += 1
    state.note(f"{player} goes to the Free College on {state.label(number)}: one Education card")
    need = state.data["single_tax"]["education_per_professor"]
    if state.education[player] >= need:
        state.education[player] -= need
        state.professors[player] += 1
        state.note(f"{player} exchanges {plural(need, 'Education card')} for a Professor card")


def _luxury(state: LandlordState, player: str, number: int) -> None:
    price = state.data["house_rules"]["luxury_price"]
    if not state.ledger.can_pay(player, price):
        state.note(f"{player} cannot afford a Luxury ({money(price)}) and takes none")
        return
    state.pay(player, MISC, price, "buys a Luxury card")
    state.luxuries[player] += 1


def _chance(state: LandlordState, player: str, number: int) -> None:
    state.chance_due.append(player)     # Rule 11: whoever stops on a Chance draws a red card
    state.note(f"{player} draws a red card: `companion chance {player} [CARD]`")


def _nothing(state: LandlordState, player: str, number: int) -> None:
    state.note(f"{player} stops on {state.label(number)}")


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
