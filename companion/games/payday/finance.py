"""Savings and loans: one or the other, never both; 100 $ steps; Pay Day's free window."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.i18n import Nn_
from companion.core.money import fmt, in_parts
from companion.games.payday.i18n import _, ngettext
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
    Pay Day), as savings and a loan are never held together; a loan covers the rest. A sum
    built from parts says them: what is short, the fee, the rounding up to the next step."""
    saved = state.savings(player)
    short, typed = need - state.cash(player), []
    if saved:
        fee = _fee(state, player)
        taken, parts = _withdrawn(state, player, short, fee)
        typed.append(_command(f"`companion savings withdraw {player} {fmt(taken)}`", parts))
        short -= taken - fee
    if short > 0:
        loan, parts = _rounded(state, short)
        typed.append(_command(f"`companion loan take {player} {fmt(loan)}`", parts))
    commands = _(", then ").join(typed)
    return (_("withdraw savings first: {commands}") if saved
            else _("borrow first: {commands}")).format(commands=commands)


def _command(command: str, parts: str) -> str:
    return _("{command} ({parts})").format(command=command, parts=parts) if parts else command


def raise_cash(state: PayDayState, player: str, need: int, reason: str) -> None:
    """Make sure the player holds `need` in cash: savings first (with the fee off Pay Day),
    then a loan, both in 100 $ steps, as the rules demand for bills and the election; the
    log says a sum built from parts in its parts."""
    short = need - state.cash(player)
    words = {"player": player, "reason": reason}
    if short > 0 and state.savings(player):
        taken, parts = _withdrawn(state, player, short, _fee(state, player))
        said = (_("{player} is {short} short for {reason}: savings pay {amount} ({parts})")
                if parts else _("{player} is {short} short for {reason}: savings pay {amount}"))
        state.note(said.format(short=dollars(short), amount=dollars(taken), parts=parts, **words))
        withdraw(state, player, taken)
        short = need - state.cash(player)
    if short > 0:
        loan, parts = _rounded(state, short)
        said = (_("{player} is {short} short for {reason}: a loan of {amount} pays ({parts})")
                if parts else _("{player} is {short} short for {reason}: a loan of {amount} pays"))
        state.note(said.format(short=dollars(short), amount=dollars(loan), parts=parts, **words))
        borrow(state, player, loan)


def _fee(state: PayDayState, player: str) -> int:
    return 0 if on_payday(state, player) else state.money["early_withdrawal_fee"]


def _withdrawn(state: PayDayState, player: str, short: int, fee: int) -> tuple[int, str]:
    """What a savings holder `short` in cash withdraws: the shortfall and the fee off Pay Day,
    rounded up to the step, or all that is saved; and its parts in words."""
    saved = state.savings(player)
    taken, parts = _rounded(state, short, fee)
    if taken <= saved:
        return taken, parts
    return saved, (_("all saved, {fee} of it the fee off Pay Day").format(fee=dollars(fee))
                   if fee else "")


def _rounded(state: PayDayState, short: int, fee: int = 0) -> tuple[int, str]:
    """`short` plus `fee` rounded up to the next step (savings and loans move in 100 $ steps),
    and its parts in words ('' when it has one: the shortfall alone)."""
    step = state.money["step"]
    whole = -(-(short + fee) // step) * step
    terms = [(1, _("{amount} short").format(amount=dollars(short))),
             (1, _("{amount} fee off Pay Day").format(amount=dollars(fee))),
             (1, _("{amount} up to the next {step} step").format(
                 amount=dollars(whole - short - fee), step=dollars(step)))]
    kept = [terms[0]] + [t for t, n in zip(terms[1:], (fee, whole - short - fee)) if n]
    return whole, in_parts(kept) if len(kept) > 1 else ""


def charge(state: PayDayState, player: str, payee: str, amount: int, reason: str, *,
           stake: str = "hand") -> None:
    """A payment the rules demand: raise the cash if need be, then pay (`stake`: what it
    is, when it goes into the pot)."""
    raise_cash(state, player, amount, reason)
    state.pay(player, payee, amount, reason, stake=stake)


def sixes(state: PayDayState, throws: list[tuple[str, int]]) -> None:
    """After a City Election the next player to throw a 6, for any reason, takes the pot,
    Swellfare money and all (ruling 3); `throws` are (player, face) in the order thrown."""
    six = next((player for player, face in throws if face == 6), None)
    if six and state.pot_open and state.ledger.balance(POT):
        state.pot_open = False
        state.pay(POT, six, state.ledger.balance(POT), _("throws a 6 and takes the pot: {parts}"
                                                         ).format(parts=pot_parts(state)))
        state.pot_in.clear()


# What went into the pot, by kind (`PayDayState.pot_in`): a term's words, one or many stakes.
STAKES = {"election": Nn_("{amount} City Election stake ({players})",
                          "{n} x {amount} City Election stakes ({players})"),
          "swellfare": Nn_("{amount} Swellfare stake ({players})",
                           "{n} x {amount} Swellfare stakes ({players})"),
          "hand": Nn_("{amount} paid in by hand ({players})",
                      "{n} x {amount} paid in by hand ({players})")}


def pot_parts(state: PayDayState) -> str:
    """The pot in its parts, stakes of one kind and sum counted together, in the order they
    went in: `2 x 50 $ City Election stakes (Ann, Bob) + 30 $ Swellfare stake (Cy)`; what
    was taken out by hand is subtracted."""
    groups: dict[tuple[str, int], list[str]] = {}
    for kind, player, amount in state.pot_in:
        groups.setdefault((kind, amount), []).append(player)
    terms = []
    for (kind, amount), players in groups.items():
        if amount < 0:
            said = ngettext("{amount} taken out by hand ({players})",
                            "{n} x {amount} taken out by hand ({players})", len(players))
        else:
            said = ngettext(*STAKES[kind], len(players))
        terms.append((-1 if amount < 0 else 1, said.format(
            n=len(players), amount=dollars(abs(amount)), players=", ".join(players))))
    return in_parts(terms)
