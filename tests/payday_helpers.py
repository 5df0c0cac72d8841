"""Pay Day positions for the hand-computed tests: every action is checked as it goes.

The shipped calendar (cards/payday/payday.toml), as the tests use it:
  1 Mail (1)   2 Deal   3 Mail (2)   4 Buyer   6 Poker   7, 14, 21, 28 Sweet Sunday
  8 Mail (3)   15 City Election   20 Daylight Savings   24 Lottery Drawing   31 Pay Day
Everyone starts with 325 $; the wage is 325 $.
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


def rest(state, player: str) -> None:
    """The player's whole turn on the next Sweet Sunday: nothing happens."""
    act(state, "land", player=player, day=ahead(state, player, lambda d: d["kind"] == "sunday"))
    act(state, "next")


def mail(state, player: str, *cards: str) -> None:
    """The player lands on the next Mail day with as many letters as cards given and opens
    them."""
    day = ahead(state, player, lambda d: d.get("letters") == len(cards))
    act(state, "land", player=player, day=day)
    act(state, "draw", cards=list(cards))


def payday(state, player: str, *window: tuple) -> None:
    """The player reaches Pay Day, does what `window` lists, e.g. ("savings", "deposit", 300),
    and ends the turn."""
    act(state, "land", player=player, day=31)
    for kind, op, amount in window:
        act(state, kind, op=op, player=player, amount=amount)
    act(state, "next")


def others_rest(state, *players: str) -> None:
    for player in players:
        rest(state, player)
