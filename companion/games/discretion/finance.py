"""Money the rules demand: charges that may become debts, settling them, loan collateral."""

import math

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import fmt
from companion.games.base import Debt
from companion.games.discretion.i18n import _, ngettext
from companion.games.discretion.state import BANK, DiscretionState


def charge(state: DiscretionState, player: str, amount: int, reason: str,
           *, tax: bool = False) -> None:
    """The player pays the Bank now, or owes it until they raise the cash."""
    if amount <= 0:
        return
    if state.ledger.can_pay(player, amount) and not state.debts_of(player):
        state.pay(player, BANK, amount, reason)
    else:
        state.debts.append(Debt(player, BANK, amount, reason, tax))
        state.note(_("{player} owes the Bank {amount} ({reason}): raise it with a loan, a "
                     "shark loan or demolition, or declare bankruptcy").format(
            player=player, amount=fmt(amount), reason=reason))


def loans_count(kind: str, n: int) -> str:
    """`2 Bank Loans`, `1 Loan Shark loan`: a count of one kind of loan ("loan" or "shark")."""
    if kind == "loan":
        return ngettext("{n} Bank Loan", "{n} Bank Loans", n).format(n=n)
    return ngettext("{n} Loan Shark loan", "{n} Loan Shark loans", n).format(n=n)


def times(what: str, each: int) -> str:
    """`3 Loan Shark loans x 100,000`: a count of something (in words) at a sum each."""
    return _("{what} x {each}").format(what=what, each=fmt(each))


def require_no_debts(state: DiscretionState, before: str, player: str | None = None) -> None:
    """Refuse while a debt is owed (only `player`'s own, when given), `before` doing what
    (`N_("before building")`)."""
    debts = state.debts_of(player) if player else state.debts
    if debts:
        debt = debts[0]
        raise RuleViolation(_("{player} still owes {amount} ({reason}) {before}: `loan take`, "
                              "`shark take`, `demolish`, or `bankrupt {player}`").format(
            player=debt.debtor, amount=fmt(debt.amount), reason=debt.reason, before=_(before)))


def check_notes(state: DiscretionState, amount: int) -> None:
    """An amount must be payable in the game's notes: 95 is a typo for 950,000, not a price."""
    smallest = min(state.data["denominations"])
    if amount % smallest:
        raise BadInput(_("{amount} cannot be paid in notes: the smallest is {smallest}").format(
            amount=fmt(amount), smallest=fmt(smallest)))


def return_unspent_shark_money(state: DiscretionState) -> None:
    """At a turn's end (its card drawn, or `next` in the building round), Loan Shark loans
    lent this turn (for a payment or a debt) and still held as cash go back to the Bank, receipt and
    money, at 100,000 each and no interest (ruling 6: "all Loan Shark loans must be used
    during the turn that they are received"). The player's own cash is spent first (the
    loan is only for what they "do not possess"), so whatever cash they hold, up to the sum
    lent, is what was not used; money is money, so a demolition refund counts too."""
    size = state.rules["shark_loan"]
    for player in state.shark_lent:
        unspent = shark_money_held(state, player) // size
        if unspent > 0:
            state.shark_loans[player] -= unspent
            state.pay(player, BANK, unspent * size, _(
                "hands back {loans} unspent at the turn's end: shark money is for use in the "
                "turn it is lent, never a reserve").format(
                loans=times(loans_count("shark", unspent), size)))
    state.shark_lent.clear()


def shark_money_held(state: DiscretionState, player: str) -> int:
    """The part of a player's cash that is Loan Shark money lent this turn: their own cash
    is spent first (ruling 6)."""
    return min(state.shark_lent.get(player, 0), state.ledger.balance(player))


def refuse_shark_money_given(state: DiscretionState, payer: str, payee: str,
                             amount: int) -> None:
    """A manual payment to another player comes out of the payer's own cash, never out of
    shark money lent this turn, which would leave the payee a reserve (ruling 6)."""
    shark = shark_money_held(state, payer)
    own = state.ledger.balance(payer) - shark
    if shark and amount > own:
        raise RuleViolation(_("{payer} holds {shark} of Loan Shark money lent this turn for "
                              "what {payer} cannot pay, not for {payee}: {payer}'s own cash is "
                              "{own} (ruling 6)").format(payer=payer, payee=payee,
                                                         shark=fmt(shark), own=fmt(own)))


MIN_NOTES = 10          # per denomination for the players, even one nobody starts with


def note_counts(data: dict) -> dict[int, int]:
    """Notes the kit prints (the rulebook gives no count): what 8 players are dealt (or
    MIN_NOTES) for the players, as much again for the Bank."""
    counts = {}
    for d in data["denominations"]:
        dealt = max(dict(map(tuple, row["notes"])).get(d, 0) * max(row["players"])
                    for row in data["start_money"])
        counts[d] = 2 * max(dealt, MIN_NOTES)
    return counts


def bank_notes(state: DiscretionState) -> int | None:
    """The paper money the Bank should hold: the kit's notes less what it has paid out (its
    balance is minus what it has issued); None once it has paid out more than the kit holds,
    when the table's own notes are all it can go by."""
    printed = sum(value * n for value, n in note_counts(state.data).items())
    held = printed + state.ledger.balance(BANK)
    return held if held >= 0 else None


def tax_shortfall(state: DiscretionState, player: str) -> int:
    """What the player's tax debts exceed their cash by (0 without a tax debt)."""
    tax = sum(d.amount for d in state.debts_of(player) if d.tax)
    return max(0, tax - state.ledger.balance(player)) if tax else 0


def bank_loans_for_purpose(state: DiscretionState, player: str) -> int | None:
    """How many Bank Loans the purpose rule allows: None (any number) for the active player
    or a player with no tax to pay; else just enough to cover the tax."""
    shortfall = tax_shortfall(state, player)
    if player == state.active or not any(d.tax for d in state.debts_of(player)):
        return None
    return max(1, math.ceil(shortfall / state.rules["bank_loan"]))


def loan_limit(state: DiscretionState, player: str) -> int:
    return len(state.buildings_of(player)) // state.rules["buildings_per_loan"]


def enforce_collateral(state: DiscretionState, player: str | None) -> None:
    """Loans beyond what a player's buildings secure are repaid at once (ruling 5)."""
    if player is None:
        return
    excess = state.bank_loans[player] - loan_limit(state, player)
    if excess > 0:
        state.bank_loans[player] -= excess
        price = state.rules["bank_loan_forced_repay"]
        owned = len(state.buildings_of(player))
        charge(state, player, excess * price, ngettext(
            "repays {loans}: {n} building secures only {limit}",
            "repays {loans}: {n} buildings secure only {limit}", owned).format(
            loans=times(loans_count("loan", excess), price), n=owned,
            limit=loan_limit(state, player)))


def bank_loans_out(state: DiscretionState) -> int:
    return sum(state.bank_loans.values())


def shark_loans_out(state: DiscretionState) -> int:
    return sum(state.shark_loans.values())
