"""The end of Year 10 (ruling 14) by the reading the table chose (`shark_end`): "score", the
last End of Year charges no Loan Shark interest and the game is over at once; "card", the
card charges it, and the game is over once every debt is settled."""

from companion.core.errors import RuleViolation
from companion.core.money import fmt, in_parts
from companion.games.discretion import finance
from companion.games.discretion.i18n import _
from companion.games.discretion.state import DiscretionState

# What a debtor may still do while debts are settled: raise the money, or go bankrupt.
SETTLING = {("loan", "take"), ("shark", "take"), ("demolish", None), ("bankrupt", None)}


def last_end_of_year(state: DiscretionState) -> None:
    """After the last card's bonus (and, read by the card, its Loan Shark interest): the
    game is over, or its debts are settled first."""
    if state.shark_end == "card" and state.debts:
        state.phase = "settle"
        state.note(_("Year {year} has ended, but the game is over only once every debt is "
                     "settled (ruling 14): until then a debtor may only borrow, demolish or "
                     "declare bankruptcy").format(
            year=state.year))
    else:
        game_over(state)


def refuse_unless_settling(state: DiscretionState, action: dict) -> None:
    """While the last debts are settled, nothing but what settles them, by a debtor (the
    owner of a building to demolish is looked at by `demolish`)."""
    if ((action["type"], action.get("op")) not in SETTLING
            or "player" in action and not state.debts_of(state.player(action["player"]))):
        raise RuleViolation(awaited(state))


def awaited(state: DiscretionState) -> str:
    """What the table waits for before the game is over: the first debt, and its ways."""
    debt = state.debts[0]
    return _("the game is over once every debt is settled (ruling 14): {player} owes "
             "{amount} ({reason}); until then only `loan take`, `shark take`, `demolish` or "
             "`bankrupt {player}`").format(player=debt.debtor, amount=fmt(debt.amount),
                                           reason=debt.reason)


def settled(state: DiscretionState) -> None:
    """The game is over once the last debt is settled (or its debtor bankrupt)."""
    if state.phase == "settle" and not state.debts:
        game_over(state)


def game_over(state: DiscretionState) -> None:
    """The last End of Year ends the game, and each Loan Shark loan still held scores as the
    reading says: at its principal plus the final interest no card charged ("score"), or at
    its principal alone, the card having charged the interest ("card")."""
    state.phase = "over"
    state.note(_("Year {year} is over, and with it the game (ruling 14): see `companion score`"
                 ).format(year=state.year))
    rules = state.rules
    for player in state.in_play():
        loans = state.shark_loans[player]
        if not loans:
            continue
        words = {"player": player, "loans": finance.loans_count("shark", loans)}
        if state.shark_end == "card":
            state.note(_("{player}'s {loans} score at their principal, {value} each: the last "
                         "End of Year card charged their interest").format(
                value=fmt(rules["shark_loan"]), **words))
            continue
        state.note(_("{player}'s {loans} score at {value} each ({parts}), with no interest "
                     "charged now").format(
            value=fmt(rules["shark_repay"]), **words,
            parts=in_parts([(1, _("{amount} principal").format(amount=fmt(rules["shark_loan"]))),
                            (1, _("{amount} final interest").format(
                                amount=fmt(rules["shark_interest"])))])))
