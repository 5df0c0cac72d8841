"""Whose turn it is, and THE END's coming: what every activity asks of the month. Kept apart
from the month's flow (month.py), which alone calls the activities, so that they need not
import it."""

from companion.core.errors import RuleViolation
from companion.games.on_guard import words
from companion.games.on_guard.i18n import _
from companion.games.on_guard.state import OnGuardState


def check_playing(state: OnGuardState) -> None:
    if state.over:
        raise RuleViolation(_("THE END has come: the game is over (`companion score`)"))


def turn_of(state: OnGuardState, action: dict, activity: str) -> str:
    """The acting Alderman, who must be the one whose turn it is in `activity`."""
    check_playing(state)
    player = action["player"] = state.player(action["player"])
    if not state.activity:
        raise RuleViolation(between_months(state))
    if state.activity != activity:
        raise RuleViolation(_("this month's activity is {activity}, not {typed}: {waiting}")
                            .format(activity=words.activity(state.activity),
                                    typed=words.activity(activity),
                                    waiting=waiting_line(state)))
    if not state.waiting or state.waiting[0] != player:
        raise RuleViolation(_("it is not {player}'s turn: {waiting}").format(
            player=player, waiting=waiting_line(state)))
    return player


def between_months(state: OnGuardState) -> str:
    first = state.order[0]
    return _("no activity is under way: {player} is First and names one (`companion first "
             "{player} ACTIVITY`)").format(player=first)


def waiting_line(state: OnGuardState) -> str:
    if state.keeping:
        return _("{player} chooses the goods to keep (`companion keep`)").format(
            player=state.keeping[0])
    if state.waiting:
        return _("{player}'s turn to {activity}").format(
            player=state.waiting[0], activity=words.activity(state.activity))
    return _("nobody is waited for")


def trigger_end(state: OnGuardState, trigger: str, by: str | None, why: str) -> None:
    if state.end is None:
        state.end = {"trigger": trigger, "by": by, "season": state.season, "month": state.month}
        state.note((_("THE END is coming: {why}; the game ends when this month is over")
                    if state.rules["end_at"] == "month" else
                    _("THE END is coming: {why}; the game ends when this season is over"))
                   .format(why=why))
