"""Payments the rules demand: paid now, or owed in full until the player raises the cash."""

from companion.core.errors import BadInput, RuleViolation
from companion.games.base import Debt
from companion.games.eurobusiness.i18n import N_, _
from companion.games.eurobusiness.state import EuroState, dollars

RAISE = N_("sell buildings (`sell-building`), mortgage (`mortgage`) or hand the player owed a "
           "field (`trade`)")


def charge(state: EuroState, payer: str, payee: str, amount: int, reason: str) -> None:
    """A payment owed at once: made if the payer has the cash, else a debt that waits (and
    blocks the game) until the payer raises it or is declared bankrupt."""
    if amount <= 0 or payer == payee:
        return
    if state.ledger.can_pay(payer, amount) and not state.debts_of(payer):
        state.pay(payer, payee, amount, reason)
        return
    state.debts.append(Debt(payer, payee, amount, reason))
    state.note(_("{debtor} owes {creditor} {amount} ({reason}) and has {cash}: {how}, or "
                 "`bankrupt {debtor}`").format(
        debtor=payer, creditor=payee, amount=dollars(amount), reason=reason,
        cash=dollars(state.ledger.balance(payer)), how=_(RAISE)))


def require_no_debts(state: EuroState, player: str | None, doing: str) -> None:
    """Refuse while `player` (or, with None, anyone) owes a payment; `doing` is what waits
    ("before building")."""
    for debt in state.debts:
        if player is None or debt.debtor == player:
            raise RuleViolation(_("{debtor} still owes {creditor} {amount} ({reason}) before "
                                  "{doing}: {how}, or `bankrupt {debtor}`").format(
                debtor=debt.debtor, creditor=debt.creditor, amount=dollars(debt.amount),
                reason=debt.reason, doing=doing, how=_(RAISE)))


def no_loan_to_debtor(state: EuroState, payer: str, payee: str) -> None:
    """"It is also forbidden to lend other players cash" (ruling 16): a player's bare
    payment to one who owes would pay the debt with another's cash, so it is refused; the
    debtor raises it. The banker's corrections from the Bank pass."""
    owed = state.debt_of(payee)
    if payer in state.players and payee != payer and owed:
        raise RuleViolation(_("{debtor} owes {amount}, and \"It is also forbidden to lend "
                              "other players cash\" (ruling 16): {payer} cannot pay it; "
                              "{debtor} raises it (`sell-building {debtor} FIELD`, `mortgage "
                              "{debtor} FIELD`, `trade {debtor} FIELD CREDITOR --price P`) or "
                              "`bankrupt {debtor}`").format(debtor=payee, amount=dollars(owed),
                                                           payer=payer))


def require_cash(state: EuroState, player: str, amount: int, what: str) -> None:
    """Refuse a payment `player` cannot make; `what` is what it buys ("a building")."""
    if not state.ledger.can_pay(player, amount):
        raise RuleViolation(_("{player} has {cash}, {what} costs {amount}").format(
            player=player, cash=dollars(state.ledger.balance(player)), what=what,
            amount=dollars(amount)))


def require_free(state: EuroState, player: str, refusal: str) -> None:
    """A jailed player loses the right to buy and sell property (the rulebook's jail);
    `refusal` names {player}."""
    if player in state.jailed:
        raise RuleViolation(refusal.format(player=player))


def check_notes(state: EuroState, amount: int) -> None:
    smallest = min(state.data["money"]["denominations"])
    if amount % smallest:
        raise BadInput(_("{amount} cannot be paid in notes: the smallest is {note}").format(
            amount=dollars(amount), note=dollars(smallest)))
