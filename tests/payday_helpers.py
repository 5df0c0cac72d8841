"""Pay Day positions for the hand-computed tests: every action is checked as it goes.

The shipped calendar (cards/payday/payday.toml), as the tests use it:
  1 Mail (1)   2 Deal   3 Mail (2)   4 Buyer   6 Poker   7, 14, 21, 28 Sweet Sunday
  8 Mail (3)   15 City Election   20 Daylight Savings   24 Lottery Drawing   31 Pay Day
Everyone starts with 325 $; the wage is 325 $. A hand-moved token goes 1 to 6 days (ruling 10):
`walk` takes it further in legal turns over quiet days (Sunday, Buyer, Poker: nothing is asked
when nobody sells or stakes), the others resting a quiet day each turn between.
"""

from functools import lru_cache

from companion.games.payday import GAME

PLAYERS = ("Ann", "Bob", "Cy")
SUNDAY = 7


@lru_cache(maxsize=1)
def data() -> dict:
    return GAME.load_data()


def new_game(players=PLAYERS, months: int = 3, seed: int = 1):
    return GAME.new_state(list(players), GAME.configure(data(), {"months": months}), seed)


def act(state, kind: str, **fields) -> list[str]:
    """Apply one action; money must stay conserved and the state sound after it."""
    effects = GAME.apply(state, {"type": kind, **fields})
    assert GAME.invariants(state) == []
    return effects


def cash(state, player: str) -> int:
    return state.ledger.balance(player)


def ahead(state, player: str, wanted) -> int:
    """The first day after the player's token that `wanted(day)` picks: tokens go forward."""
    return next(d["day"] for d in data()["days"][state.days[player] + 1:] if wanted(d))


QUIET = ("sunday", "buyer", "poker")


def quiet(day: int) -> bool:
    return data()["days"][day]["kind"] in QUIET


def hop(here: int, target: int, longest: int = 6) -> int:
    """The furthest quiet day one throw (up to `longest`) reaches short of `target`."""
    return max(d for d in range(here + 1, min(here + longest, target - 1) + 1) if quiet(d))


def nudge(here: int) -> int:
    """The nearest quiet day ahead: a turn in which nothing happens; Pay Day once no quiet day
    is left (its wage, interest and bills as the month asks)."""
    return next((d for d in range(here + 1, min(here + 7, 31)) if quiet(d)), 31)


def walk_turns(days, active, pot_open, land, end_turn, player: str, target: int) -> None:
    """The player's token goes to `target` in legal throws, each on a quiet day and ending the
    turn, the others resting between; then it lands on `target`. No 6 is thrown on the way
    while an election's pot waits for one (a 6 takes it). `days()`, `active()` and `pot_open()`
    read the game, `land(player, day)` and `end_turn()` act."""
    def others_rest():
        while active() != player:
            land(active(), nudge(days()[active()]))
            end_turn()
    others_rest()
    while target > days()[player] + 6:
        land(player, hop(days()[player], target, 5 if pot_open() else 6))
        end_turn()
        others_rest()
    land(player, target)


def walk(state, player: str, target: int) -> None:
    walk_turns(lambda: state.days, lambda: state.active, lambda: state.pot_open,
               lambda p, d: act(state, "land", player=p, day=d), lambda: act(state, "next"),
               player, target)


def walk_cli(cli, player: str, target: int) -> None:
    """`walk` through the command line."""
    def days():
        return {p["name"]: p["day"] for p in cli.json("status")["players"]}
    walk_turns(days, lambda: cli.json("status")["active"],
               lambda: cli.json("status")["pot_open"], lambda p, d: cli.ok("land", p, str(d)), lambda: cli.ok("next"), player, target)


def rest_cli(cli, *players: str) -> None:
    """`rest` through the command line, for each player named in turn."""
    for player in players:
        day = next(p["day"] for p in cli.json("status")["players"] if p["name"] == player)
        cli.ok("land", player, str(nudge(day)))
        cli.ok("next")


def rest(state, player: str) -> None:
    """The player's whole turn on the next quiet day: nothing happens."""
    act(state, "land", player=player, day=nudge(state.days[player]))
    act(state, "next")


def mail(state, player: str, *cards: str) -> None:
    """The player goes to the next Mail day with as many letters as cards given and opens
    them."""
    walk(state, player, ahead(state, player, lambda d: d.get("letters") == len(cards)))
    act(state, "draw", cards=list(cards))


def payday(state, player: str, *window: tuple) -> None:
    """The player reaches Pay Day, does what `window` lists, e.g. ("savings", "deposit", 300),
    and ends the turn."""
    walk(state, player, 31)
    for kind, op, amount in window:
        act(state, kind, op=op, player=player, amount=amount)
    act(state, "next")


def others_rest(state, *players: str) -> None:
    for player in players:
        rest(state, player)
