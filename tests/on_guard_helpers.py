"""On Guard positions for hand-computed tests: a game in memory, pieces placed by hand.

Seats: Ann, Bob, Cy (Ann and Bob start on an Iron Ore Mine, Cy on a Coal Mine; 2F each).
`give` moves pieces from the supply (so every count stays conserved) and places them.
"""

from functools import lru_cache

from companion.games.on_guard import GAME
from companion.games.on_guard.state import BANK, PILE, SETTLERS, SUPPLY

PLAYERS = ("Ann", "Bob", "Cy")


@lru_cache(maxsize=1)
def data() -> dict:
    return GAME.load_data()


def new_game(players=PLAYERS, seed: int = 1):
    return GAME.new_state(list(players), data(), seed=seed)


def act(state, kind: str, **fields) -> list[str]:
    """Apply one action and check every invariant (all stock and money conserved) after it."""
    effects = GAME.apply(state, {"type": kind, **fields})
    assert GAME.invariants(state) == []
    return effects


def give(state, player: str, *, sites=(), buildings=(), goods=None, faradinars=0,
         spare=0) -> None:
    """Hand a player pieces from the supply: sites as (kind, occupied), buildings as
    (id, settlers); each settler placed comes from the supply too."""
    for kind, occupied in sites:
        if kind == "quarry":
            state.move(kind, SUPPLY, player, 1, "test position")
        else:
            state.pile.remove(kind)
            state.move(kind, PILE, player, 1, "test position")
        state.sites[player].append({"kind": kind, "occupied": occupied})
        state.move(SETTLERS, SUPPLY, player, int(occupied), "test position")
    for bid, settlers in buildings:
        state.move(bid, SUPPLY, player, 1, "test position")
        state.town[player].append({"id": bid, "settlers": settlers})
        state.move(SETTLERS, SUPPLY, player, settlers, "test position")
    for good, count in (goods or {}).items():
        state.move(good, SUPPLY, player, count, "test position")
    state.move(SETTLERS, SUPPLY, player, spare, "test position")
    state.pay(BANK, player, faradinars, "test position")
    assert GAME.invariants(state) == []


def cash(state, player: str) -> int:
    return state.ledger.balance(player)


def goods(state, player: str) -> dict[str, int]:
    return state.goods_of(player)
