"""The month and the season: the First and the activity, each Alderman's turn in it, the
running order, the season's bonuses, and THE END. The one module that calls the activities
(goods.py, towns.py): each does its part and the month's flow decides who acts next."""

from companion.core.errors import RuleViolation
from companion.games.on_guard import goods, towns, words
from companion.games.on_guard.i18n import _
from companion.games.on_guard.state import BANK, OnGuardState, lookup, money
from companion.games.on_guard.turns import between_months, check_playing, turn_of, waiting_line


def tried_mayor(state: OnGuardState, player: str) -> str | None:
    """Why `player` may not try the Mayor again before this month, if so."""
    tries = state.rules["influence_tries"]
    if state.influenced.count(player) >= tries:
        return _("{player} has tried the Mayor before this month already ({n} a month, a "
                 "house default)").format(player=player, n=tries)
    return None


def open_activities(state: OnGuardState) -> list[str]:
    return list(dict.fromkeys(c["activity"] for c in state.cards if not c["chosen"]))


def act_first(state: OnGuardState, action: dict) -> None:
    """The First of the month names the activity everyone performs."""
    check_playing(state)
    if state.activity:
        raise RuleViolation(_("the month's activity ({activity}) is under way: {waiting}")
                            .format(activity=words.activity(state.activity),
                                    waiting=waiting_line(state)))
    player = action["player"] = state.player(action["player"])
    if player in state.been_first:
        raise RuleViolation(_("{player} has been First this season already; not yet First: "
                              "{players}").format(player=player, players=", ".join(
                                  p for p in state.order if p not in state.been_first)))
    if player != state.order[0]:
        rules = state.rules
        why = tried_mayor(state, player) or _(
            "{player} may influence him to be bumped up: `companion influence {player} THROW` "
            "({cost}, a throw of {throw} or more)").format(
                player=player, cost=money(rules["influence_cost"]), throw=rules["influence_roll"])
        raise RuleViolation(_("the Mayor names {head}, the head of the running order, First; "
                              "{why}").format(head=state.order[0], why=why))
    activity = action["activity"] = _activity(state, action["activity"])
    state.influenced = []
    card = max((c for c in state.cards if c["activity"] == activity and not c["chosen"]),
               key=lambda c: c["bonus"])
    card["chosen"] = True
    state.pay(BANK, player, card["bonus"], _("bonus on {activity}").format(
        activity=words.activity(activity)))
    card["bonus"] = 0
    state.first, state.activity = player, activity
    state.been_first.append(player)
    state.waiting = list(state.order)
    start = {"develop": None, "build": None, "trade": None,
             "export": _start_export, "produce": goods.produce,
             "settle": towns.start_settle, "prospect": _prospect}[activity]
    if start:
        start(state)
    _go_on(state)


TURNS = {"develop": towns.develop, "build": towns.build, "settle": towns.settle,
         "trade": goods.trade}


def act_turn(state: OnGuardState, action: dict) -> None:
    """An Alderman's turn in the month's activity (develop, build, settle, trade)."""
    kind = action["type"]
    player = turn_of(state, action, kind)
    TURNS[kind](state, player, action)
    next_turn(state)


def _start_export(state: OnGuardState) -> None:
    goods.start_export(state)
    _next_loader(state, state.order[-1])


def _next_loader(state: OnGuardState, after: str) -> None:
    """The next Alderman who can load; when nobody can, loading ends and goods are kept."""
    state.waiting = goods.next_loader(state, after)
    if not state.waiting:
        goods.end_loading(state)


def act_export(state: OnGuardState, action: dict) -> None:
    """An Alderman's loading in Export; the month ends when nobody can load or keep more."""
    player = turn_of(state, action, "export")
    goods.export(state, player, action)
    _next_loader(state, player)
    _go_on(state)


def act_keep(state: OnGuardState, action: dict) -> None:
    """The goods an Alderman keeps after loading; the last to choose ends the month."""
    goods.keep(state, action)
    _go_on(state)


def _activity(state: OnGuardState, typed: str) -> str:
    activity = lookup(typed, state.data["activities"], _("activity"),
                      words.aliases(words.ACTIVITIES))
    if activity not in open_activities(state):
        why = (_("{activity} is not played with this many Aldermen; open: {open}")
               if activity == "prospect"
               and not any(c["activity"] == "prospect" for c in state.cards)
               else _("{activity} was chosen this season already; open: {open}"))
        raise RuleViolation(why.format(activity=words.activity(activity),
                                       open=words.activities(open_activities(state))))
    return activity


def _prospect(state: OnGuardState) -> None:
    state.pay(BANK, state.first, state.rules["prospect_reward"], _("prospecting"))
    state.waiting = []


def act_pass(state: OnGuardState, action: dict) -> None:
    """An Alderman does nothing in their turn (develop, build or trade), or in Export leaves
    his Wagon Train at home when no merchant caravan takes his goods."""
    check_playing(state)
    activity = state.activity
    if not activity:
        raise RuleViolation(between_months(state))
    if activity not in ("develop", "build", "trade", "export"):
        raise RuleViolation(_("no passing in {activity}").format(
            activity=words.activity(activity)))
    player = turn_of(state, action, activity)
    if activity == "export":
        goods.leave_wagon_train(state, player)
        _next_loader(state, player)
        _go_on(state)
    else:
        next_turn(state)


def next_turn(state: OnGuardState) -> None:
    """The acting Alderman is done: the next one acts, or the activity ends."""
    state.waiting.pop(0)
    _go_on(state)


IDLE = {"trade": goods.cannot_trade, "settle": towns.nothing_to_settle}
FINISH = {"develop": towns.finish_develop, "trade": goods.finish_trade,
          "settle": towns.finish_settle}


def _go_on(state: OnGuardState) -> None:
    """Pass each Alderman next in turn who can do nothing in Trade or Settle (the rules leave
    him no choice; the log says why); when nobody is left to act, the activity and the month
    end."""
    idle = IDLE.get(state.activity)
    while idle and state.waiting and (why := idle(state, state.waiting[0])):
        state.note(_("{player} passes: {why}").format(player=state.waiting.pop(0), why=why))
    if state.waiting or state.keeping:
        return
    if state.activity in FINISH:
        FINISH[state.activity](state)
    finish_month(state)


def finish_month(state: OnGuardState) -> None:
    """The running order turns; after every Alderman has been First, the season ends."""
    state.note(_("{month} ({activity}, {first} First) is over").format(
        month=words.month(state.month_name), activity=words.activity(state.activity),
        first=state.first))
    state.order.append(state.order.pop(0))
    state.first, state.activity, state.waiting = None, None, []
    state.month += 1
    if state.month_name == state.rules["months"][0]:
        state.note(_("The winter passes without an activity; {month} of year {year} comes "
                     "next").format(month=words.month(state.month_name), year=state.year))
    season_over = len(state.been_first) == len(state.players)
    if season_over:
        for card in state.cards:
            if not card["chosen"]:
                card["bonus"] += state.rules["season_bonus"]
            card["chosen"] = False
        state.note(_("Season {season} is over: +{bonus} on each activity nobody chose")
                   .format(season=state.season, bonus=money(state.rules["season_bonus"])))
        state.season += 1
        state.been_first = []
    if state.end and (season_over or state.rules["end_at"] == "month"):
        state.over = True
        state.note(_("THE END: the game is over (`companion score`)"))
    else:
        state.note(_("{player} is First next: `companion first {player} ACTIVITY` ({open})")
                   .format(player=state.order[0], open=words.activities(open_activities(state))))
