"""Moving tokens round the 40 fields and doing what the field landed on says."""

from companion.core.errors import RuleViolation
from companion.core.words import plural
from companion.games.eurobusiness import claims, finance
from companion.games.eurobusiness.data import BOARD_SIZE
from companion.games.eurobusiness.state import BANK, EuroState, dollars

THROWS = range(2, 13)     # the total of two six-sided dice


# --- moving -------------------------------------------------------------------------
def act_move(state: EuroState, action: dict) -> None:
    """The active player's throw; a double waits for the second throw, which moves by the
    sum of both; a double again sends to Jail."""
    player = state.player(action["player"])
    action["player"] = player
    steps, double = action["steps"], bool(action.get("double"))
    if not isinstance(steps, int) or isinstance(steps, bool) or steps not in THROWS:
        raise RuleViolation(f"two dice total 2 to 12, not {steps}")
    if double and steps % 2:
        raise RuleViolation(f"a double totals an even number, not {steps}")
    if not double and steps in (THROWS[0], THROWS[-1]):
        half = steps // 2
        raise RuleViolation(f"a throw of {steps} is always a double ({half} and {half}): "
                            f"`move {player} {steps} --double`")
    ready(state, player)
    if player in state.jailed:
        raise RuleViolation(f"{player} is in Jail: `jail {player} --wait`, "
                            f"`jail {player} --throw 3,3` or `jail {player} --card`")
    state.phase = "play"
    state.rents.clear()                           # the next throw: a rent not claimed stands
    first = state.first_throw.pop(player, None)
    if first is None and double:
        state.first_throw[player] = steps
        state.note(f"{player} throws a double ({steps}): throw again, the token moves by "
                   f"the sum of both throws (`move {player} STEPS`)")
        return
    state.bought_houses[player] = 0               # a new round of building for this player
    if first is not None and double:
        state.note(f"{player} throws a double again")
        send_to_jail(state, player)
    else:
        travel(state, player, steps + (first or 0), dice=steps + (first or 0))
    end_turn(state, player)


def act_land(state: EuroState, action: dict) -> None:
    """A field's bidding without a move (a table correction, or a card the table read)."""
    player = state.player(action["player"])
    action["player"] = player
    number = state.find_field(action["field"])
    action["field"] = number
    dice = action.get("dice")
    if dice is not None and dice not in THROWS:
        raise RuleViolation(f"two dice total 2 to 12, not {dice}")
    ready(state, player, turn=False)
    state.phase = "play"
    arrive(state, player, number, dice=dice)


def ready(state: EuroState, player: str, *, turn: bool = True) -> None:
    """Refuse a move while anything is unsettled (checks only: nothing changes here)."""
    _settled(state, None)
    if turn and player != state.active:
        raise RuleViolation(f"it is {state.active}'s turn, not {player}'s")


def _settled(state: EuroState, debtor: str | None) -> None:
    """Refuse while the game is over or a turn's business waits; the debts of `debtor`
    (who is raising cash) aside."""
    if state.phase == "over":
        raise RuleViolation(f"the game is over: {state.winner} won")
    if state.offer:
        raise RuleViolation(offer_hint(state))
    if state.auctions:
        raise RuleViolation(f"the bank auctions {state.label(state.auctions[0])} first: "
                            f"`auction {state.auctions[0]} --winner NAME --price P`, or "
                            f"`auction {state.auctions[0]}` if no one bids")
    for debt in state.debts:
        if debt.debtor != debtor:
            finance.require_no_debts(state, debt.debtor, "the game goes on")
    for who, due in state.chance_due.items():
        raise RuleViolation(f"{who} draws a {due['deck']} Chance card first: `draw {who}`")


def before_throw(state: EuroState, player: str, rule: str, doing: str) -> None:
    """Refuse `doing` outside `player`'s own moment before their throw: their turn has come
    (the last turn's business settled, their own debts aside) and they have not thrown yet.
    The text gives houses "immediately before his turn" and a sale to another player
    "Before his turn to roll" (ruling 14)."""
    if state.phase != "over" and (player != state.active or player in state.first_throw):
        raise RuleViolation(f"{rule}: {player} may {doing} {next_moment(state, player)}")
    _settled(state, player)


def next_moment(state: EuroState, player: str) -> str:
    """When `player`'s next moment before a throw comes, in words, with its command."""
    ahead = state.clockwise_from(state.active)
    between = ahead[:ahead.index(player)] if player != state.active else ahead[1:]
    return f"after {and_list(between)} {'has' if len(between) == 1 else 'have'} moved, " \
           f"before `move {player} STEPS`"


def and_list(names: list[str]) -> str:
    return " and ".join(filter(None, [", ".join(names[:-1]), names[-1]])) if names else ""


def end_turn(state: EuroState, player: str) -> None:
    if player not in state.first_throw and state.phase != "over":
        state.active = state.next_player(player)


def offer_hint(state: EuroState) -> str:
    offer = state.offer
    number, price = offer["field"], state.field(offer["field"])["price"]
    if offer["auction"]:
        start = price // state.rules["auction_start_share"]
        return (f"{state.label(number)} is auctioned from {dollars(start)}: "
                f"`auction {number} --winner NAME --price P`, or `auction {number}` if no one bids")
    return (f"{offer['player']} may buy {state.label(number)} for {dollars(price)}: "
            f"`buy {offer['player']} {number}`, or `decline` to auction it")


def travel(state: EuroState, player: str, steps: int, *, back: bool = False,
           bonus: bool = True, dice: int | None = None) -> None:
    start = state.positions[player]
    if back:
        target = (start - 1 - steps) % BOARD_SIZE + 1
    else:
        target = (start - 1 + steps) % BOARD_SIZE + 1
        if bonus and start - 1 + steps >= BOARD_SIZE and target != 1:
            start_bonus(state, player, "passes Start")
    arrive(state, player, target, dice=dice)


def start_bonus(state: EuroState, player: str, how: str) -> None:
    state.pay(BANK, player, state.rules["start_bonus"], f"{how}")
    state.bought_hotels[player] = 0               # a new circuit of the board


def send_to_jail(state: EuroState, player: str) -> None:
    state.positions[player] = state.of_kind("jail")[0]
    state.jailed[player] = 0
    state.first_throw.pop(player, None)
    state.note(f"{player} goes to Jail (no Start bonus) and sits out "
               f"{state.rules['jail_turns']} turns")


# --- landing ------------------------------------------------------------------------
def arrive(state: EuroState, player: str, number: int, dice: int | None = None) -> None:
    state.positions[player] = number
    kind = state.field(number)["kind"]
    if kind in ("city", "railway", "utility"):
        _property(state, player, number, dice)
    elif kind == "start":
        start_bonus(state, player, "lands on Start")
    elif kind == "fee":
        key = state.field(number)["fee"]
        finance.charge(state, player, BANK, state.rules[key], state.field(number)["en"])
    elif kind == "go-to-jail":
        send_to_jail(state, player)
    elif kind == "chance":
        deck = state.field(number)["deck"]
        state.chance_due[player] = {"deck": deck}
        state.note(f"{player} draws a {deck} Chance card: `draw {player}` (or "
                   f"`draw {player} CARD` for the card the table drew)")
    else:
        state.note(f"{player} stops on {state.label(number)}")


def _property(state: EuroState, player: str, number: int, dice: int | None) -> None:
    owner = state.owners.get(number)
    label = state.label(number)
    if owner is None:
        state.offer = {"player": player, "field": number, "auction": False}
        state.note(offer_hint(state))
        return
    if owner == player:
        state.note(f"{player} stops on their own {label}")
        return
    if number in state.mortgaged:
        state.note(f"{label} is mortgaged: no rent")
        return
    if owner in state.jailed:
        state.note(f"{owner} is in Jail and collects no rent")
        return
    rent, why = rent_of(state, number, dice)
    claims.charged(state, player, owner, number, rent, f"rent for {label}: {why}")


def rent_of(state: EuroState, number: int, dice: int | None) -> tuple[int, str]:
    """The rent a visitor owes the owner, and how it was reckoned."""
    space, owner = state.field(number), state.owners[number]
    if space["kind"] == "railway":
        held = sum(state.owners.get(n) == owner for n in state.of_kind("railway"))
        return (state.rules["railway_rents"][held - 1],
                f"{owner} holds {plural(held, 'railway')}")
    if space["kind"] == "utility":
        if dice is None:
            raise RuleViolation(f"the rent of {state.label(number)} depends on the dice: "
                                f"give the total with --dice N")
        both = all(state.owners.get(n) == owner for n in state.of_kind("utility"))
        factor = state.rules["utility_both_factor" if both else "utility_factor"]
        return factor * dice, f"{factor} x the dice total {dice}"
    level = state.level(number)
    rent = space["rents"][level]
    what = "a hotel" if level == 5 else plural(level, "house") if level else "unbuilt"
    if state.holds_country(number) and (level == 0 or state.rules["doubled_rent"] == "country"):
        return 2 * rent, f"{what}, {dollars(rent)} doubled: {owner} holds the whole country"
    return rent, what
