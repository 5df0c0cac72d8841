"""Turn order: the seating order of `companion new --players`, starting with whoever moves
first (the highest throw, which the table settles). A throw out of turn is refused, naming
who throws now; a table that let another player play on says so with `companion turn NAME`,
journaled like any move."""

from companion.core.errors import RuleViolation
from companion.games.landlords_1906.i18n import _, ngettext
from companion.games.landlords_1906.state import LandlordState


def whose_turn(state: LandlordState) -> str | None:
    """Who plays next: None before the first move (the highest throw begins)."""
    if not state.turn:
        return None
    return state.next_player(state.turn) if state.turn_over else state.turn


def require_turn(state: LandlordState, player: str) -> None:
    """Refuse a throw (a move, a throw in JAIL, a Natural Opportunity) by anyone but the
    player whose turn it is (Rule 2: "the next player throws his dice, and moves")."""
    due = whose_turn(state)
    if due and player != due:
        raise RuleViolation((
            _("it is {due}'s turn to throw in JAIL, not {player}'s: `companion jail {due} "
              "--dice 3,4` or `--pay`; a table that let {player} play on corrects the order "
              "with `companion turn {player}`") if due in state.jailed else
            _("it is {due}'s turn to throw, not {player}'s: `companion move {due} STEPS`; a "
              "table that let {player} play on corrects the order with `companion turn "
              "{player}`")).format(due=due, player=player))


def take_turn(state: LandlordState, player: str, *, over: bool = True) -> None:
    """`player` throws (require_turn first); `over` once that ends their turn."""
    state.turn, state.turn_over = player, over


def act_turn(state: LandlordState, action: dict) -> None:
    """The table corrects the turn order: `player` throws now, and the players seated
    between lose this turn (no throw, no wages for them)."""
    player = state.player(action["player"])
    action["player"] = player
    due = whose_turn(state)
    if due is None:
        raise RuleViolation(_("no one has thrown yet: whoever throws highest moves first "
                              "(`companion move {player} STEPS`)").format(player=player))
    if due == player:
        raise RuleViolation(_("it is {player}'s turn already").format(player=player))
    skipped = state.players[state.players.index(due):] + state.players[:state.players.index(due)]
    skipped = skipped[:skipped.index(player)]
    state.turn, state.turn_over = player, False
    state.note(ngettext("The table corrects the turn order: {player} throws now; {skipped} "
                        "loses this turn",
                        "The table corrects the turn order: {player} throws now; {skipped} "
                        "lose this turn", len(skipped)).format(
        player=player, skipped=", ".join(skipped)))


def after_double(state: LandlordState, player: str) -> None:
    """Rule 17 ("Throwing Doubles") is lost; the house default (rules.double_throws_again,
    ruling 17) lets the thrower of a double throw again, unless the move sent them to JAIL
    or left them in the POOR HOUSE."""
    if not state.rules["double_throws_again"]:
        return
    if player in state.jailed or player in state.poor:
        state.note((_("{player} threw a double but does not throw again from JAIL")
                    if player in state.jailed else
                    _("{player} threw a double but does not throw again from the POOR HOUSE")
                    ).format(player=player))
        return
    state.turn_over = False
    state.note(_("{player} threw a double and throws again (house default, ruling 17)").format(
        player=player))
