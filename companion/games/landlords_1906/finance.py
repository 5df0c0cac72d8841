"""Payments the rules demand: a player short of cash pays what they have and owes the rest."""

from companion.core.errors import RuleViolation
from companion.core.money import fmt
from companion.games.base import Debt
from companion.games.landlords_1906.state import LandlordState


def charge(state: LandlordState, payer: str, payee: str, amount: int, reason: str) -> None:
    if amount <= 0 or payer == payee:
        return
    cash = state.ledger.balance(payer)
    if state.ledger.can_pay(payer, amount):
        state.pay(payer, payee, amount, reason)
        return
    state.pay(payer, payee, cash, f"{reason} (all {payer} has)")
    state.debts.append(Debt(payer, payee, amount - cash, reason))
    state.note(f"{payer} still owes {payee} ${fmt(amount - cash)} ({reason}): sell a card or "
               f"houses to another player (`companion sell`), or go to the "
               f"{'Natural Opportunity' if state.single_tax else 'Poor House'} "
               f"(`companion {'opportunity' if state.single_tax else 'poorhouse'} {payer}`)")


def require_no_debts(state: LandlordState, player: str, doing: str) -> None:
    for debt in state.debts_of(player):
        raise RuleViolation(
            f"{player} still owes {debt.creditor} ${fmt(debt.amount)} ({debt.reason}) before "
            f"{doing}: `companion sell`, or `companion "
            f"{'opportunity' if state.single_tax else 'poorhouse'} {player}`")


def require_broke(state: LandlordState, player: str, where: str) -> None:
    """Rule 12: only a player who cannot pay what the game asks goes to the Poor House (or,
    under the Single Tax, a Natural Opportunity): one left owing a debt (ruling 9)."""
    if not state.debts_of(player):
        raise RuleViolation(
            f"{player} has ${fmt(state.ledger.balance(player))} and owes nothing: only a player "
            f"who cannot pay goes to {where}")


def write_off(state: LandlordState, player: str) -> None:
    """Going broke (ruling 9): what cash the player holds goes to their creditors, oldest debt
    first, and the rest of their debts lapse."""
    for debt in state.debts_of(player):
        part = min(state.ledger.balance(player), debt.amount)
        state.pay(player, debt.creditor, part, f"{debt.reason} (all {player} has)")
        state.debts.remove(debt)
        if part < debt.amount:
            state.note(f"{player}'s debt of ${fmt(debt.amount - part)} to {debt.creditor} "
                       f"({debt.reason}) is written off")
