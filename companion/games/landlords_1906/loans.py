"""Borrowing on a mortgage (Rule 12 names it; Rule 16, which set its terms, is lost).

House default after the 1904 patent's Borrowing paragraph: notes of a fixed amount from
MISCELLANEOUS (the undealt money), each secured by cards and houses worth at least the note
plus a margin; interest on every note each time its borrower receives wages; a note repaid
before that saves the interest. A mortgaged card cannot be sold until its note is repaid.

Loans between players (ruling 18, after the patent): the lender pays the borrower, holds a
mortgage on property the borrower names, and is repaid the sum the two agreed, in full.
"""

from companion.core.errors import RuleViolation
from companion.core.money import in_parts
from companion.core.names import match_name
from companion.games.landlords_1906.i18n import _
from companion.games.landlords_1906.state import MISC, LandlordState, money


def terms(state: LandlordState) -> dict:
    return state.data["loans"]


def value(state: LandlordState, player: str, number: int) -> int:
    """What a space is worth as security for `player`: the card's sale price if they hold it
    (a lot's Title Deed is worth nothing under the Single Tax), plus their houses on it."""
    space = state.space(number)
    card = 0
    if state.owners.get(number) == player and not (state.single_tax and space["kind"] == "lot"):
        card = space["price"]
    houses = state.houses.get(number, 0) if state.house_owners.get(number) == player else 0
    return card + houses * state.data["house_rules"]["house_price"]


def pledged(state: LandlordState) -> set[int]:
    return {n for loan in state.loans for n in loan["pledged"]}


def free_property(state: LandlordState, player: str) -> list[int]:
    """The spaces where `player` holds a card or houses of some value, not mortgaged: what
    they may still pledge or sell."""
    taken = pledged(state)
    held = set(state.cards_of(player)) | {n for n, who in state.house_owners.items()
                                          if who == player and state.houses.get(n)}
    return sorted(n for n in held if n not in taken and value(state, player, n))


def pledge_for(state: LandlordState, player: str) -> list[int] | None:
    """The security for one more note: the cheapest single space that covers it, else the
    most valuable spaces until they do; None when the free property cannot cover a note."""
    need = terms(state)["note"] + terms(state)["margin"]
    spaces = [(value(state, player, n), n) for n in free_property(state, player)]
    single = sorted(pair for pair in spaces if pair[0] >= need)
    if single:
        return [single[0][1]]
    chosen, total = [], 0
    for worth, number in sorted(spaces, reverse=True):
        chosen.append(number)
        total += worth
        if total >= need:
            return sorted(chosen)
    return None


def raisable(state: LandlordState, player: str) -> int:
    """Cash plus every note the player's free property could still secure."""
    need = terms(state)["note"] + terms(state)["margin"]
    free = sum(value(state, player, n) for n in free_property(state, player))
    return state.ledger.balance(player) + free // need * terms(state)["note"]


def notes_of(state: LandlordState, player: str) -> list[dict]:
    """Every loan `player` owes: notes to MISCELLANEOUS and loans from other players."""
    return [loan for loan in state.loans if loan["player"] == player]


def lender(loan: dict) -> str:
    return loan.get("lender", MISC)


def owed(state: LandlordState, loan: dict) -> int:
    """What repaying the loan costs: a note's face value, or the sum a lender agreed."""
    return loan.get("owed", terms(state)["note"])


def bank_notes_of(state: LandlordState, player: str) -> list[dict]:
    """The notes that cost interest at wages (the house terms): MISCELLANEOUS's only."""
    return [loan for loan in notes_of(state, player) if lender(loan) == MISC]


def lent_by(state: LandlordState, player: str) -> list[dict]:
    return [loan for loan in state.loans if lender(loan) == player]


def act_borrow(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    note, margin = terms(state)["note"], terms(state)["margin"]
    typed = action.get("pledge") or []
    spaces = sorted({state.find_space(t, for_sale=True) for t in typed})
    free = free_property(state, player)
    for number in spaces:
        if number in pledged(state):
            raise RuleViolation(_("{card} is already mortgaged").format(
                card=state.label(number)))
        if number not in free:
            raise RuleViolation(_("{player} holds neither the card nor houses of {card}").format(
                player=player, card=state.label(number)))
    if not (spaces or action.get("lender")):
        spaces = pledge_for(state, player) or []
    action["pledge"] = spaces           # journaled: the log names the cards mortgaged
    if action.get("lender"):
        _borrow_from_player(state, player, spaces, action)
        return
    worth = sum(value(state, player, n) for n in spaces)
    if worth < note + margin:
        raise RuleViolation((
            _("a {note} note needs property worth at least {least} (house default): {cards} is "
              "worth {worth}") if spaces else
            _("a {note} note needs property worth at least {least} (house default): {player} has "
              "no free property to mortgage")).format(
            note=money(note), least=money(note + margin), worth=money(worth), player=player,
            cards=", ".join(state.label(n) for n in spaces)))
    state.loans.append({"player": player, "pledged": spaces})
    state.pay(MISC, player, note, _("note on {cards}").format(
        cards=", ".join(state.label(n) for n in spaces)))
    state.note(_("{player} owes MISCELLANEOUS {amount} on this note, {interest} interest each "
                 "time wages are paid until it is repaid (`companion repay {player}`)").format(
        player=player, amount=money(note), interest=money(terms(state)["interest"])))


def _borrow_from_player(state: LandlordState, player: str, spaces: list[int],
                        action: dict) -> None:
    """Ruling 18: a loan between players, on a mortgage of property the borrower names; the
    two agree the amount and what repays it (interest included), not less than the loan."""
    source = state.player(action["lender"])
    amount, due = action.get("amount"), action.get("repay") or action.get("amount")
    action.update(lender=source, repay=due)
    if source == player:
        raise RuleViolation(_("{player} cannot lend to themselves").format(player=player))
    if not isinstance(amount, int) or amount <= 0:
        raise RuleViolation(_("say how much is lent: `--amount AMOUNT`"))
    if due < amount:
        raise RuleViolation(_("a loan of {amount} is repaid with at least {amount}, not {due}: "
                              "the agreed interest comes on top").format(amount=money(amount),
                                                                         due=money(due)))
    if not spaces:
        raise RuleViolation(_("name the property {lender} takes a mortgage on (`companion borrow "
                              "{player} CARD --from {lender} ...`)").format(lender=source,
                                                                           player=player))
    if not state.ledger.can_pay(source, amount):
        raise RuleViolation(_("{player} has {cash}, cannot lend {amount}").format(
            player=source, cash=money(state.ledger.balance(source)), amount=money(amount)))
    state.loans.append({"player": player, "pledged": spaces, "lender": source, "owed": due,
                        "lent": amount})
    where = ", ".join(state.label(n) for n in spaces)
    state.pay(source, player, amount, _("lends on a mortgage of {cards}").format(cards=where))
    state.note(_("{player} owes {lender} {amount} on this loan ({parts}; `companion repay "
                 "{player} --to {lender}`); {cards} cannot be sold until it is repaid").format(
        player=player, lender=source, amount=money(due), cards=where,
        parts=lent_and_interest(amount, due)))


def act_repay(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    notes = notes_of(state, player)
    if not notes:
        raise RuleViolation(_("{player} has no note to repay").format(player=player))
    if action.get("to"):
        action["to"] = match_name(action["to"], [*state.players, MISC], kind=_("lender"))
        notes = [loan for loan in notes if lender(loan) == action["to"]]
        if not notes:
            raise RuleViolation(_("{player} owes {lender} no loan").format(player=player,
                                                                          lender=action["to"]))
    if action.get("property") is not None:
        number = state.find_space(action["property"], for_sale=True)
        action["property"] = number
        notes = [loan for loan in notes if number in loan["pledged"]]
        if not notes:
            raise RuleViolation(_("no note of {player}'s is secured by {card}").format(
                player=player, card=state.label(number)))
    if state.debts_of(player):
        raise RuleViolation(_("{player} pays what they owe ({debts}) before repaying a "
                              "note").format(player=player, debts=", ".join(
                                  d.reason for d in state.debts_of(player))))
    loan = notes[0]
    due = owed(state, loan)
    if not state.ledger.can_pay(player, due):
        raise RuleViolation(_("{player} has {cash}, the loan from {lender} is repaid in full: "
                              "{amount}").format(player=player, lender=lender(loan),
                                                 cash=money(state.ledger.balance(player)),
                                                 amount=money(due)))
    state.loans.remove(loan)
    state.pay(player, lender(loan), due, (
        _("repays the loan on {cards}: {parts}") if loan["pledged"] else
        _("repays the loan on property since lost: {parts}")).format(
        cards=", ".join(state.label(n) for n in loan["pledged"]),
        parts=lent_and_interest(loan.get("lent", due), due)))


def lent_and_interest(lent: int, due: int) -> str:
    """What repays a loan, in parts: '$150 lent + $15 interest' (a note: '$100 lent')."""
    return in_parts([(1, _("{amount} lent").format(amount=money(lent)))] + [
        (1, _("{amount} interest").format(amount=money(due - lent)))] * (due > lent))


def unpledge(state: LandlordState, number: int) -> None:
    """A mortgaged card left its holder by the rules (the skin game, a public buy-out): the
    note stays owed, without that security."""
    for loan in state.loans:
        if number in loan["pledged"]:
            loan["pledged"].remove(number)
            state.note(_("{card} no longer secures {player}'s loan from {lender}; the loan is "
                         "still owed").format(card=state.label(number), player=loan["player"],
                                              lender=lender(loan)))
