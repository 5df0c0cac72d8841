"""Whose turn it is, moving on the calendar, each day's bidding, and Daylight Savings."""

from companion.core.errors import BadInput, RuleViolation
from companion.games.payday import finance, mail, month, words
from companion.games.payday.data import LAST_DAY
from companion.games.payday.i18n import _
from companion.games.payday.state import BANK, POT, PayDayState, dollars


def act_move(state: PayDayState, action: dict) -> None:
    player = _turn_of(state, action)
    steps = action["steps"]
    if not isinstance(steps, int) or not 1 <= steps <= 6:
        raise BadInput(_("a die shows 1 to 6, not {steps}").format(steps=steps))
    state.moved = True
    finance.sixes(state, [(player, steps)])
    target = min(state.days[player] + steps, LAST_DAY)
    if state.days[player] + steps > LAST_DAY:
        state.note(_("{player} stops on Pay Day ({left} left over)").format(
            player=player, left=state.days[player] + steps - LAST_DAY))
    land(state, player, target)


def act_land(state: PayDayState, action: dict) -> None:
    """The token is put on a day as far as a throw could take it and does its bidding; 6 days
    on is a 6 thrown (rulings 10, 3)."""
    player = _turn_of(state, action)
    target = day_number(state, action["day"])
    here = state.days[player]
    if not here < target <= here + 6:
        raise RuleViolation(_("a token goes 1 to 6 days forward: {player} is on day {here}, so "
                              "`land` takes a day from {first} to {last}").format(
            player=player, here=here, first=here + 1, last=min(here + 6, LAST_DAY)))
    action["day"] = target
    state.moved = True
    if target - here == 6:                      # only a 6 thrown takes a token 6 days on
        finance.sixes(state, [(player, 6)])
    land(state, player, target)


def act_next(state: PayDayState, action: dict) -> None:
    require_settled(state)
    if state.daylight_queue:
        daylight_step(state)
        return
    if not state.moved:
        raise RuleViolation(_("{player} has not moved yet: `companion move {player} STEPS`"
                              ).format(player=state.active))
    end_turn(state)


def _turn_of(state: PayDayState, action: dict) -> str:
    """The player named, once their turn has begun (a previous settled turn ends first)."""
    player = state.player(action["player"])
    action["player"] = player
    if player != state.active and state.moved and not state.daylight_queue:
        require_settled(state)
        end_turn(state)
    if state.daylight_queue:
        raise RuleViolation(_("Daylight Savings: {player} moves back next (`companion next`)"
                              ).format(player=state.daylight_queue[0]))
    if player != state.active:
        raise RuleViolation(_("it is {active}'s turn, not {player}'s").format(
            active=state.active, player=player))
    if state.moved:
        raise RuleViolation(_("{player} has moved this turn: `companion next` passes the turn"
                              ).format(player=player))
    return player


def require_settled(state: PayDayState) -> None:
    if state.pending:
        raise RuleViolation(pending_hint(state.pending[0], state.acting))


def pending_hint(item: dict, player: str) -> str:
    """What the acting player must do before the turn goes on, with the command to type."""
    return {
        "mail": lambda: _("{player} must first take {letters}: `companion draw` (or "
                          "`companion draw CARD` for the card the table drew)"),
        "deal": lambda: _("{player} must first take a Deal card: `companion draw` (or "
                          "`companion draw CARD`)"),
        "offer": lambda: _("{player} must first buy the deal or put it back: `companion buy` "
                           "or `companion pass`"),
        "commission": lambda: _("{player} must first settle the commission: `companion "
                                "commission --throws A=5,B=6` or `--winner NAME`"),
    }[item["kind"]]().format(player=player, letters=words.letters(item.get("left", 0)))


def day_number(state: PayDayState, typed) -> int:
    """A day by number (0-31) or by its kind when only one day has it (payday, election)."""
    text = str(typed).strip()
    if text.isdigit():
        if int(text) > LAST_DAY:
            raise BadInput(_("the month has days 0 (Start) to {last}, not {typed}").format(
                last=LAST_DAY, typed=text))
        return int(text)
    kind = words.kind_of(text)
    matches = [d["day"] for d in state.data["days"] if d["kind"] == kind]
    if len(matches) > 1:
        raise BadInput(_("there are {day} days on {days}: give the number").format(
            day=words.day_name(kind), days=", ".join(map(str, matches))))
    return matches[0]


def land(state: PayDayState, player: str, target: int) -> None:
    state.acting = player
    state.days[player] = target
    mail.drop_offers(state)
    day = state.day(target)
    kind = day["kind"]
    state.note(_("{player} lands on day {day}: {name}").format(
        player=player, day=target, name=words.label(day)))
    if kind == "mail":
        state.pending.append({"kind": "mail", "left": day["letters"]})
    elif kind == "deal":
        state.pending.append({"kind": "deal"})
    elif kind == "buyer" and state.deals[player]:
        state.offers.append({"kind": "buyer"})
        state.note(_("{player} may sell one deal to the Buyer: `companion sell {player} DEAL`"
                     ).format(player=player))
    elif kind == "poker":
        state.offers.append({"kind": "poker"})
        state.note(_("Poker Game: who stakes {stake}? `companion poker --throws A=4,B=6`"
                     ).format(stake=dollars(state.money["poker_stake"])))
    elif kind == "lottery":
        mail.lottery_drawing(state, player)
    elif kind == "election":
        election(state)
    elif kind == "daylight":
        daylight(state, player)
    elif kind == "payday":
        month.payday(state, player)


def election(state: PayDayState) -> None:
    stake = state.money["election_stake"]
    for player in state.clockwise_from(state.acting, state.playing()):
        finance.charge(state, player, POT, stake, words.day_name("election"),
                       stake="election")
    state.pot_open = True
    state.note(_("the next player to throw a 6 takes the pot"))


def daylight(state: PayDayState, player: str) -> None:
    """Once a round, every player from the lander on moves back a day and does its bidding."""
    if state.daylight_queue or state.daylight_round == state.round:
        state.note(_("Daylight Savings has been held this round: nothing happens"))
        return
    state.daylight_round = state.round
    state.daylight_queue = state.clockwise_from(player, state.playing())
    daylight_step(state)


def daylight_step(state: PayDayState) -> None:
    """Move the next players back until one has something to settle."""
    while state.daylight_queue:
        mover = state.daylight_queue.pop(0)
        state.acting = mover
        if state.days[mover] == 0:
            state.pay(BANK, mover, state.money["daylight_start_bonus"],
                      _("Daylight Savings on Start"))
            continue
        land(state, mover, state.days[mover] - 1)
        if state.pending or state.offers:
            return
    state.acting = state.active


def end_turn(state: PayDayState) -> None:
    """Close the turn (Pay Day's last steps if due) and pass it to the next player."""
    if state.payday_open:
        month.close_payday(state, state.active)
    mail.drop_offers(state)
    state.moved = False
    playing = state.playing()
    if not playing:
        state.over = True
        state.note(_("every player has played the agreed months: the game is over "
                     "(`companion score`)"))
        return
    following = next_to_play(state)
    if state.players.index(following) <= state.players.index(state.active):
        state.round += 1
    state.active = state.acting = following


def next_to_play(state: PayDayState) -> str | None:
    """Who plays after the active player (None once nobody plays on)."""
    seats, playing = state.players, state.playing()
    i = seats.index(state.active)
    return next((p for p in seats[i + 1:] + seats[:i + 1] if p in playing), None)
