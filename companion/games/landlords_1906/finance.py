"""Payments the rules demand: a player short of cash pays what they have and owes the rest
until it is paid; the way out of a debt (borrow, sell, and only then the Poor House)."""

from companion.core.errors import RuleViolation
from companion.games.base import Debt
from companion.games.landlords_1906 import loans
from companion.games.landlords_1906.state import LandlordState, money


def charge(state: LandlordState, payer: str, payee: str, amount: int, reason: str) -> None:
    if amount <= 0 or payer == payee:
        return
    cash = state.ledger.balance(payer)
    if state.ledger.can_pay(payer, amount):
        state.pay(payer, payee, amount, reason)
        return
    state.pay(payer, payee, cash, f"{reason} (all {payer} has)")
    state.debts.append(Debt(payer, payee, amount - cash, reason))
    state.note(f"{payer} still owes {payee} {money(amount - cash)} ({reason}): "
               + way_out(state, payer))


def way_out(state: LandlordState, player: str) -> str:
    """How a player short of cash raises it, in the order Rule 12 names: borrow (on a
    mortgage), sell, and only when neither is possible the Poor House."""
    pledge = loans.pledge_for(state, player)
    if pledge is not None:
        return (f"borrow {money(loans.terms(state)['note'])} on "
                f"{', '.join(state.space(n)['name'] for n in pledge)} "
                f"(`companion borrow {player}`), or sell a card or houses (`companion sell`)")
    names = ", ".join(state.space(n)["name"] for n in loans.free_property(state, player))
    sell = f"sell {names} to another player (`companion sell`)" if names else ""
    if state.single_tax:
        return ((sell + ", or " if sell else "") + f"move on owing it (`companion move "
                f"{player} STEPS`): a throw {player} cannot afford goes to a Natural "
                f"Opportunity (Single Tax Rule 8)")
    if sell:
        return f"{sell}; if no one will buy, `companion poorhouse {player} --no-buyer`"
    return f"nothing left to borrow on or sell: `companion poorhouse {player}`"


def require_no_debts(state: LandlordState, player: str, doing: str) -> None:
    for debt in state.debts_of(player):
        raise RuleViolation(f"{player} still owes {debt.creditor} {money(debt.amount)} "
                            f"({debt.reason}) before {doing}: " + way_out(state, player))


def require_stuck(state: LandlordState, player: str, where: str, no_buyer: bool) -> None:
    """Rule 12: only a player who owes what they cannot pay, and cannot borrow, sell or
    mortgage, goes to the Poor House. `no_buyer`: the table offered the player's unmortgaged
    property (too little to borrow on) and no one buys it."""
    if not state.debts_of(player):
        raise RuleViolation(
            f"{player} has {money(state.ledger.balance(player))} and owes nothing: only a player "
            f"who cannot pay goes to {where}")
    if loans.pledge_for(state, player) is not None or (loans.free_property(state, player)
                                                      and not no_buyer):
        raise RuleViolation(f"{player} can still raise cash before {where}: "
                            + way_out(state, player))


def pay_what_is_left(state: LandlordState, player: str) -> None:
    """The cash a debtor still holds goes to their creditors, oldest debt first; what it does
    not cover stays owed."""
    for debt in state.debts_of(player):
        part = min(state.ledger.balance(player), debt.amount)
        if part:
            state.pay(player, debt.creditor, part, f"{debt.reason} (part of the debt)")
            debt.amount -= part
    state.debts = [d for d in state.debts if d.amount]




def no_gift_to_debtor(state: LandlordState, payer: str, payee: str, amount: int) -> None:
    """Ruling 18: money another player puts toward a debtor is a loan on a mortgage, so a
    bare payment to a player who owes is refused with the `borrow` command that records it.
    The public accounts' payments (the banker's corrections) pass."""
    debts = state.debts_of(payee)
    if payer not in state.players or payer == payee or not debts:
        return
    owed = ", ".join(f"{money(d.amount)} to {d.creditor}" for d in debts)
    free = [state.space(n)["name"] for n in loans.free_property(state, payee)]
    if not free:
        then = (f"moves on owing it (`companion move {payee} STEPS`, Single Tax Rule 8)"
                if state.single_tax else f"goes to the POOR HOUSE (`companion poorhouse {payee}`)")
        raise RuleViolation(f"{payee} owes {owed}: money from another player toward a debt is "
                            f"a loan on a mortgage (ruling 18), and {payee} has nothing left "
                            f"to mortgage, so {then}")
    card = f'"{free[0]}"' if " " in free[0] else free[0]
    raise RuleViolation(f"{payee} owes {owed}: money from another player toward a debt is a "
                        f"loan on a mortgage (ruling 18); record it with `companion borrow "
                        f"{payee} {card} --from {payer} --amount {amount}` (add `--repay` with "
                        f"the sum agreed; {payee} may mortgage {', '.join(free)})")
