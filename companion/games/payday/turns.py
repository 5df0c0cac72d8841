"""Whose turn it is, moving on the calendar, each day's bidding, and Daylight Savings."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.words import plural
from companion.games.payday import finance, mail, month
from companion.games.payday.data import LAST_DAY
from companion.games.payday.state import BANK, POT, PayDayState, dollars


def act_move(state: PayDayState, action: dict) -> None:
    player = _turn_of(state, action)
    steps = action["steps"]
    if not isinstance(steps, int) or not 1 <= steps <= 6:
        raise BadInput(f"a die shows 1 to 6, not {steps}")
    state.moved = True
    finance.sixes(state, [(player, steps)])
    target = min(state.days[player] + steps, LAST_DAY)
    if state.days[player] + steps > LAST_DAY:
        state.note(f"{player} stops on Pay Day ({state.days[player] + steps - LAST_DAY} left over)")
    land(state, player, target)


def act_land(state: PayDayState, action: dict) -> None:
    """The token is put on a day as far as a throw could take it and does its bidding; 6 days
    on is a 6 thrown (rulings 10, 3)."""
    player = _turn_of(state, action)
    target = day_number(state, action["day"])
    here = state.days[player]
    if not here < target <= here + 6:
        raise RuleViolation(f"a token goes 1 to 6 days forward: {player} is on day {here}, so "
                            f"`land` takes a day from {here + 1} to {min(here + 6, LAST_DAY)}")
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
        raise RuleViolation(f"{state.active} has not moved yet: `companion move "
                            f"{state.active} STEPS`")
    end_turn(state)


def _turn_of(state: PayDayState, action: dict) -> str:
    """The player named, once their turn has begun (a previous settled turn ends first)."""
    player = state.player(action["player"])
    action["player"] = player
    if player != state.active and state.moved and not state.daylight_queue:
        require_settled(state)
        end_turn(state)
    if state.daylight_queue:
        raise RuleViolation(f"Daylight Savings: {state.daylight_queue[0]} moves back next "
                            f"(`companion next`)")
    if player != state.active:
        raise RuleViolation(f"it is {state.active}'s turn, not {player}'s")
    if state.moved:
        raise RuleViolation(f"{player} has moved this turn: `companion next` passes the turn")
    return player


def require_settled(state: PayDayState) -> None:
    if state.pending:
        raise RuleViolation(f"{state.acting} must first {pending_hint(state.pending[0])}")


def pending_hint(item: dict) -> str:
    return {
        "mail": lambda: f"take {plural(item['left'], 'letter')}: `companion draw` "
                        f"(or `companion draw CARD` for the card the table drew)",
        "deal": lambda: "take a Deal card: `companion draw` (or `companion draw CARD`)",
        "offer": lambda: "buy the deal or put it back: `companion buy` or `companion pass`",
        "commission": lambda: "settle the commission: `companion commission --throws "
                              "A=5,B=6` or `--winner NAME`",
    }[item["kind"]]()


def day_number(state: PayDayState, typed) -> int:
    """A day by number (0-31) or by its kind when only one day has it (payday, election)."""
    text = str(typed).strip()
    if text.isdigit():
        if int(text) > LAST_DAY:
            raise BadInput(f"the month has days 0 (Start) to {LAST_DAY}, not {text}")
        return int(text)
    kind = month.kind_of(text)
    matches = [d["day"] for d in state.data["days"] if d["kind"] == kind]
    if len(matches) > 1:
        raise BadInput(f"there are {kind} days on {', '.join(map(str, matches))}: give the number")
    return matches[0]


def land(state: PayDayState, player: str, target: int) -> None:
    state.acting = player
    state.days[player] = target
    mail.drop_offers(state)
    day = state.day(target)
    kind = day["kind"]
    state.note(f"{player} lands on day {target}: {month.label(day)}")
    if kind == "mail":
        state.pending.append({"kind": "mail", "left": day["letters"]})
    elif kind == "deal":
        state.pending.append({"kind": "deal"})
    elif kind == "buyer" and state.deals[player]:
        state.offers.append({"kind": "buyer"})
        state.note(f"{player} may sell one deal to the Buyer: `companion sell {player} DEAL`")
    elif kind == "poker":
        state.offers.append({"kind": "poker"})
        state.note("Poker Game: who stakes "
                   f"{dollars(state.money['poker_stake'])}? `companion poker --throws A=4,B=6`")
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
        finance.charge(state, player, POT, stake, "City Election")
    state.pot_open = True
    state.note("the next player to throw a 6 takes the pot")


def daylight(state: PayDayState, player: str) -> None:
    """Once a round, every player from the lander on moves back a day and does its bidding."""
    if state.daylight_queue or state.daylight_round == state.round:
        state.note("Daylight Savings has been held this round: nothing happens")
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
                      "Daylight Savings on Start")
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
        state.note("every player has played the agreed months: the game is over "
                   "(`companion score`)")
        return
    seats = state.players
    i = seats.index(state.active)
    following = [p for p in seats[i + 1:] + seats[:i + 1] if p in playing]
    if seats.index(following[0]) <= i:
        state.round += 1
    state.active = state.acting = following[0]
