"""Payments the rules demand: paid now, or owed in full until the player raises the cash."""

from companion.core.errors import BadInput, RuleViolation
from companion.games.base import Debt
from companion.games.eurobusiness.state import EuroState, dollars

RAISE = ("sell buildings (`sell-building`), mortgage (`mortgage`) or hand the player owed a "
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
    state.note(f"{payer} owes {payee} {dollars(amount)} ({reason}) and has "
               f"{dollars(state.ledger.balance(payer))}: {RAISE}, or `bankrupt {payer}`")


def require_no_debts(state: EuroState, player: str | None, doing: str) -> None:
    """Refuse while `player` (or, with None, anyone) owes a payment."""
    for debt in state.debts:
        if player is None or debt.debtor == player:
            raise RuleViolation(f"{debt.debtor} still owes {debt.creditor} {dollars(debt.amount)} "
                                f"({debt.reason}) before {doing}: {RAISE}, or "
                                f"`bankrupt {debt.debtor}`")


def no_loan_to_debtor(state: EuroState, payer: str, payee: str) -> None:
    """"It is also forbidden to lend other players cash" (ruling 16): a player's bare
    payment to one who owes would pay the debt with another's cash, so it is refused; the
    debtor raises it. The banker's corrections from the Bank pass."""
    owed = state.debt_of(payee)
    if payer in state.players and payee != payer and owed:
        raise RuleViolation(f"{payee} owes {dollars(owed)}, and \"It is also forbidden to lend "
                            f"other players cash\" (ruling 16): {payer} cannot pay it; {payee} "
                            f"raises it (`sell-building {payee} FIELD`, `mortgage {payee} FIELD`, "
                            f"`trade {payee} FIELD CREDITOR --price P`) or `bankrupt {payee}`")


def require_cash(state: EuroState, player: str, amount: int, what: str) -> None:
    if not state.ledger.can_pay(player, amount):
        raise RuleViolation(f"{player} has {dollars(state.ledger.balance(player))}, "
                            f"{what} costs {dollars(amount)}")


def require_free(state: EuroState, player: str, doing: str) -> None:
    """A jailed player loses the right to buy and sell property (the rulebook's jail)."""
    if player in state.jailed:
        raise RuleViolation(f"{player} is in Jail and may not {doing}")


def whole_dollars(amount, what: str = "an amount") -> int:
    """Amounts are whole dollars, payable in the game's notes (the smallest is 5 $)."""
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise BadInput(f"{what} must be whole dollars, not {amount!r}")
    return amount


def check_notes(state: EuroState, amount: int) -> None:
    smallest = min(state.data["money"]["denominations"])
    if amount % smallest:
        raise BadInput(f"{dollars(amount)} cannot be paid in notes: the smallest is "
                       f"{dollars(smallest)}")
