"""Savings and loans: one or the other, never both; 100 $ steps; Pay Day's free window."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import fmt
from companion.games.payday.state import BANK, POT, PayDayState, dollars, savings_account


def act_loan(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    amount = steps(state, action["amount"])
    if action["op"] == "take":
        borrow(state, player, amount, "takes a loan")
        return
    require_payday(state, player, "A loan is repaid")
    if amount > state.loans[player]:
        raise RuleViolation(f"{player} owes {dollars(state.loans[player])}, not {dollars(amount)}")
    require_cash(state, player, amount, "repay")
    state.loans[player] -= amount
    state.pay(player, BANK, amount, f"repays {dollars(amount)} of the loan "
                                    f"({dollars(state.loans[player])} left)")


def act_savings(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    amount = steps(state, action["amount"])
    if action["op"] == "deposit":
        require_payday(state, player, "Savings are deposited")
        if state.loans[player]:
            raise RuleViolation(f"{player} owes {dollars(state.loans[player])} on a loan: savings "
                                f"and a loan are never held together (`loan repay` first)")
        require_cash(state, player, amount, "deposit")
        state.pay(player, savings_account(player), amount, "deposits savings")
        return
    withdraw(state, player, amount)


def steps(state: PayDayState, amount: int) -> int:
    step = state.money["step"]
    if amount <= 0 or amount % step:
        raise BadInput(f"{dollars(amount)} is not in {dollars(step)} steps: savings and loans "
                       f"move {dollars(step)}, {dollars(2 * step)}, {dollars(3 * step)} ...")
    return amount


def on_payday(state: PayDayState, player: str) -> bool:
    """The player is in their own Pay Day's optional step (no fee, repayments, deposits)."""
    return state.payday_open and state.acting == player


def require_payday(state: PayDayState, player: str, what: str) -> None:
    if not on_payday(state, player):
        raise RuleViolation(f"{what} only on the player's own Pay Day, after the bills "
                            f"({player} is on day {state.days[player]})")


def require_cash(state: PayDayState, player: str, amount: int, what: str) -> None:
    if state.cash(player) < amount:
        raise RuleViolation(f"{player} has {dollars(state.cash(player))}, cannot {what} "
                            f"{dollars(amount)}")


def borrow(state: PayDayState, player: str, amount: int, reason: str) -> None:
    if state.savings(player):
        raise RuleViolation(f"{player} has {dollars(state.savings(player))} in savings: savings "
                            f"and a loan are never held together (`savings withdraw` first)")
    state.loans[player] += amount
    state.pay(BANK, player, amount, f"{reason} (loan now {dollars(state.loans[player])})")


def withdraw(state: PayDayState, player: str, amount: int) -> None:
    held = state.savings(player)
    if amount > held:
        raise RuleViolation(f"{player} has {dollars(held)} in savings, not {dollars(amount)}")
    state.pay(savings_account(player), player, amount, "withdraws savings")
    fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
    state.pay(player, BANK, fee, "fee for a withdrawal off Pay Day")


def raising_hint(state: PayDayState, player: str, need: int) -> str:
    """What to type to hold `need` in cash: a savings holder withdraws first (with its fee off
    Pay Day), as savings and a loan are never held together; a loan covers the rest."""
    step, saved = state.money["step"], state.savings(player)
    short, typed = need - state.cash(player), []
    if saved:
        fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
        taken = min(saved, _round_up(short + fee, step))
        typed.append(f"`companion savings withdraw {player} {fmt(taken)}`"
                     + (f" (its {dollars(fee)} fee off Pay Day included)" if fee else ""))
        short -= taken - fee
    if short > 0:
        typed.append(f"`companion loan take {player} {fmt(_round_up(short, step))}`")
    return ("withdraw savings first: " if saved else "borrow first: ") + ", then ".join(typed)


def raise_cash(state: PayDayState, player: str, need: int, reason: str) -> None:
    """Make sure the player holds `need` in cash: savings first (with the fee off Pay Day),
    then a loan, both in 100 $ steps, as the rules demand for bills and the election."""
    step = state.money["step"]
    short = need - state.cash(player)
    if short > 0 and state.savings(player):
        fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
        state.note(f"{player} is {dollars(short)} short for {reason}: savings pay")
        withdraw(state, player, min(state.savings(player), _round_up(short + fee, step)))
        short = need - state.cash(player)
    if short > 0:
        state.note(f"{player} is {dollars(short)} short for {reason}: a loan pays")
        borrow(state, player, _round_up(short, step), "takes a loan")


def charge(state: PayDayState, player: str, payee: str, amount: int, reason: str) -> None:
    """A payment the rules demand: raise the cash if need be, then pay."""
    raise_cash(state, player, amount, reason)
    state.pay(player, payee, amount, reason)


def _round_up(amount: int, step: int) -> int:
    return -(-amount // step) * step


def sixes(state: PayDayState, throws: list[tuple[str, int]]) -> None:
    """After a City Election the next player to throw a 6, for any reason, takes the pot,
    Swellfare money and all (ruling 3); `throws` are (player, face) in the order thrown."""
    six = next((player for player, face in throws if face == 6), None)
    if six and state.pot_open and state.ledger.balance(POT):
        state.pot_open = False
        state.pay(POT, six, state.ledger.balance(POT), "throws a 6 and takes the pot")
