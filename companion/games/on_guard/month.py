"""The month and the season: the First and the activity, turns, the running order, the
season's bonuses, and THE END."""

from companion.core.errors import RuleViolation
from companion.games.on_guard.state import BANK, OnGuardState, lookup, money


def check_playing(state: OnGuardState) -> None:
    if state.over:
        raise RuleViolation("THE END has come: the game is over (`companion score`)")


def tried_mayor(state: OnGuardState, player: str) -> str | None:
    """Why `player` may not try the Mayor again before this month, if so."""
    tries = state.rules["influence_tries"]
    if state.influenced.count(player) >= tries:
        return (f"{player} has tried the Mayor before this month already ({tries} a month, "
                f"a house default)")
    return None


def open_activities(state: OnGuardState) -> list[str]:
    return list(dict.fromkeys(c["activity"] for c in state.cards if not c["chosen"]))


def act_first(state: OnGuardState, action: dict) -> None:
    """The First of the month names the activity everyone performs."""
    from companion.games.on_guard import goods, towns

    check_playing(state)
    if state.activity:
        raise RuleViolation(f"the month's activity ({state.activity}) is under way: "
                            f"{waiting_line(state)}")
    player = action["player"] = state.player(action["player"])
    if player in state.been_first:
        raise RuleViolation(f"{player} has been First this season already; not yet First: "
                            f"{', '.join(p for p in state.order if p not in state.been_first)}")
    if player != state.order[0]:
        rules = state.rules
        raise RuleViolation(f"the Mayor names {state.order[0]}, the head of the running order, "
                            f"First; " + (tried_mayor(state, player) or (
                                f"{player} may influence him to be bumped up: `companion "
                                f"influence {player} THROW` ({money(rules['influence_cost'])}, "
                                f"a throw of {rules['influence_roll']} or more)")))
    activity = action["activity"] = _activity(state, action["activity"])
    state.influenced = []
    card = max((c for c in state.cards if c["activity"] == activity and not c["chosen"]),
               key=lambda c: c["bonus"])
    card["chosen"] = True
    state.pay(BANK, player, card["bonus"], f"bonus on {activity}")
    card["bonus"] = 0
    state.first, state.activity = player, activity
    state.been_first.append(player)
    state.waiting = list(state.order)
    start = {"develop": None, "build": None, "trade": None,
             "export": goods.start_export, "produce": goods.produce,
             "settle": towns.start_settle, "prospect": _prospect}[activity]
    if start:
        start(state)
    if not state.waiting and not state.keeping:
        finish_month(state)


def _activity(state: OnGuardState, typed: str) -> str:
    activity = lookup(typed, state.data["activities"], "activity")
    if activity not in open_activities(state):
        why = ("is not played with this many Aldermen" if activity == "prospect"
               and not any(c["activity"] == "prospect" for c in state.cards)
               else "was chosen this season already")
        raise RuleViolation(f"{activity} {why}; open: {', '.join(open_activities(state))}")
    return activity


def _prospect(state: OnGuardState) -> None:
    state.pay(BANK, state.first, state.rules["prospect_reward"], "prospecting")
    state.waiting = []


def turn_of(state: OnGuardState, action: dict, activity: str) -> str:
    """The acting Alderman, who must be the one whose turn it is in `activity`."""
    check_playing(state)
    player = action["player"] = state.player(action["player"])
    if not state.activity:
        raise RuleViolation(between_months(state))
    if state.activity != activity:
        raise RuleViolation(f"this month's activity is {state.activity}, not {activity}")
    if not state.waiting or state.waiting[0] != player:
        raise RuleViolation(f"it is not {player}'s turn: {waiting_line(state)}")
    return player


def between_months(state: OnGuardState) -> str:
    first = state.order[0]
    return (f"no activity is under way: {first} is First and names one "
            f"(`companion first {first} ACTIVITY`)")


def waiting_line(state: OnGuardState) -> str:
    if state.keeping:
        return f"{state.keeping[0]} chooses the goods to keep (`companion keep`)"
    if state.waiting:
        return f"{state.waiting[0]}'s turn to {state.activity}"
    return "nobody is waited for"


def act_pass(state: OnGuardState, action: dict) -> None:
    """An Alderman does nothing in their turn (develop, build or trade)."""
    check_playing(state)
    activity = state.activity
    if not activity:
        raise RuleViolation(between_months(state))
    if activity not in ("develop", "build", "trade"):
        raise RuleViolation(f"no passing in {activity}" + (
            ": every Alderman who can load must load" if activity == "export" else ""))
    turn_of(state, action, activity)
    next_turn(state)


def next_turn(state: OnGuardState) -> None:
    """The acting Alderman is done; when nobody is left, the activity ends."""
    from companion.games.on_guard import goods, towns

    state.waiting.pop(0)
    if state.waiting:
        return
    finish = {"develop": towns.finish_develop, "trade": goods.finish_trade,
              "settle": towns.finish_settle}.get(state.activity)
    if finish:
        finish(state)
    finish_month(state)


def trigger_end(state: OnGuardState, trigger: str, by: str | None, why: str) -> None:
    if state.end is None:
        state.end = {"trigger": trigger, "by": by, "season": state.season, "month": state.month}
        state.note(f"THE END is coming: {why}; the game ends when this "
                   f"{state.rules['end_at']} is over")


def finish_month(state: OnGuardState) -> None:
    """The running order turns; after every Alderman has been First, the season ends."""
    state.note(f"{state.month_name} ({state.activity}, {state.first} First) is over")
    state.order.append(state.order.pop(0))
    state.first, state.activity, state.waiting = None, None, []
    state.month += 1
    if state.month_name == state.rules["months"][0]:
        state.note(f"The winter passes without an activity; {state.month_name} of year "
                   f"{state.year} comes next")
    season_over = len(state.been_first) == len(state.players)
    if season_over:
        for card in state.cards:
            if not card["chosen"]:
                card["bonus"] += state.rules["season_bonus"]
            card["chosen"] = False
        state.note(f"Season {state.season} is over: +{money(state.rules['season_bonus'])} on each "
                   f"activity nobody chose")
        state.season += 1
        state.been_first = []
    if state.end and (season_over or state.rules["end_at"] == "month"):
        state.over = True
        state.note("THE END: the game is over (`companion score`)")
    else:
        state.note(f"{state.order[0]} is First next: `companion first {state.order[0]} "
                   f"ACTIVITY` ({', '.join(open_activities(state))})")
