"""Savings and loans: one or the other, never both; 100 $ steps; Pay Day's free window."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import fmt
from companion.games.payday.i18n import _
from companion.games.payday.state import BANK, POT, PayDayState, dollars, savings_account


def act_loan(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    amount = steps(state, action["amount"])
    if action["op"] == "take":
        borrow(state, player, amount)
        return
    require_payday(state, player, _("A loan is repaid only on the player's own Pay Day, after "
                                    "the bills ({player} is on day {day})"))
    if amount > state.loans[player]:
        raise RuleViolation(_("{player} owes {owed}, not {amount}").format(
            player=player, owed=dollars(state.loans[player]), amount=dollars(amount)))
    require_cash(state, player, amount, _("{player} has {cash}, cannot repay {amount}"))
    state.loans[player] -= amount
    state.pay(player, BANK, amount, _("repays {amount} of the loan ({left} left)").format(
        amount=dollars(amount), left=dollars(state.loans[player])))


def act_savings(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    amount = steps(state, action["amount"])
    if action["op"] == "deposit":
        require_payday(state, player, _("Savings are deposited only on the player's own Pay "
                                        "Day, after the bills ({player} is on day {day})"))
        if state.loans[player]:
            raise RuleViolation(_("{player} owes {owed} on a loan: savings and a loan are never "
                                  "held together (`loan repay` first)").format(
                player=player, owed=dollars(state.loans[player])))
        require_cash(state, player, amount, _("{player} has {cash}, cannot deposit {amount}"))
        state.pay(player, savings_account(player), amount, _("deposits savings"))
        return
    withdraw(state, player, amount)


def steps(state: PayDayState, amount: int) -> int:
    step = state.money["step"]
    if amount <= 0 or amount % step:
        raise BadInput(_("{amount} is not in {step} steps: savings and loans move {step}, "
                         "{twice}, {thrice} ...").format(
            amount=dollars(amount), step=dollars(step), twice=dollars(2 * step),
            thrice=dollars(3 * step)))
    return amount


def on_payday(state: PayDayState, player: str) -> bool:
    """The player is in their own Pay Day's optional step (no fee, repayments, deposits)."""
    return state.payday_open and state.acting == player


def require_payday(state: PayDayState, player: str, refusal: str) -> None:
    """Refuse (saying `refusal`, with {player} and {day}) off the player's own Pay Day."""
    if not on_payday(state, player):
        raise RuleViolation(refusal.format(player=player, day=state.days[player]))


def require_cash(state: PayDayState, player: str, amount: int, refusal: str, **names) -> None:
    """Refuse (saying `refusal`, with {player}, {cash} and {amount}) a player short of it."""
    if state.cash(player) < amount:
        raise RuleViolation(refusal.format(player=player, cash=dollars(state.cash(player)),
                                           amount=dollars(amount), **names))


def borrow(state: PayDayState, player: str, amount: int) -> None:
    if state.savings(player):
        raise RuleViolation(_("{player} has {saved} in savings: savings and a loan are never "
                              "held together (`savings withdraw` first)").format(
            player=player, saved=dollars(state.savings(player))))
    state.loans[player] += amount
    state.pay(BANK, player, amount, _("takes a loan (loan now {loan})").format(
        loan=dollars(state.loans[player])))


def withdraw(state: PayDayState, player: str, amount: int) -> None:
    held = state.savings(player)
    if amount > held:
        raise RuleViolation(_("{player} has {saved} in savings, not {amount}").format(
            player=player, saved=dollars(held), amount=dollars(amount)))
    state.pay(savings_account(player), player, amount, _("withdraws savings"))
    fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
    state.pay(player, BANK, fee, _("fee for a withdrawal off Pay Day"))


def raising_hint(state: PayDayState, player: str, need: int) -> str:
    """What to type to hold `need` in cash: a savings holder withdraws first (with its fee off
    Pay Day), as savings and a loan are never held together; a loan covers the rest."""
    step, saved = state.money["step"], state.savings(player)
    short, typed = need - state.cash(player), []
    if saved:
        fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
        taken = min(saved, _round_up(short + fee, step))
        command = f"`companion savings withdraw {player} {fmt(taken)}`"
        typed.append(_("{command} (its {fee} fee off Pay Day included)").format(
            command=command, fee=dollars(fee)) if fee else command)
        short -= taken - fee
    if short > 0:
        typed.append(f"`companion loan take {player} {fmt(_round_up(short, step))}`")
    commands = _(", then ").join(typed)
    return (_("withdraw savings first: {commands}") if saved
            else _("borrow first: {commands}")).format(commands=commands)


def raise_cash(state: PayDayState, player: str, need: int, reason: str) -> None:
    """Make sure the player holds `need` in cash: savings first (with the fee off Pay Day),
    then a loan, both in 100 $ steps, as the rules demand for bills and the election."""
    step = state.money["step"]
    short = need - state.cash(player)
    if short > 0 and state.savings(player):
        fee = 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]
        state.note(_("{player} is {short} short for {reason}: savings pay").format(
            player=player, short=dollars(short), reason=reason))
        withdraw(state, player, min(state.savings(player), _round_up(short + fee, step)))
        short = need - state.cash(player)
    if short > 0:
        state.note(_("{player} is {short} short for {reason}: a loan pays").format(
            player=player, short=dollars(short), reason=reason))
        borrow(state, player, _round_up(short, step))


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
        state.pay(POT, six, state.ledger.balance(POT), _("throws a 6 and takes the pot"))
