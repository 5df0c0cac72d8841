"""On Guard: random whole games of legal moves, every count checked after every action."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.games.on_guard import GAME
from companion.games.on_guard.state import GOLD, SETTLERS
from tests.on_guard_bot import next_action
from tests.on_guard_helpers import data

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def _pieces(state) -> dict[str, int]:
    """Every piece and Faradinar outside the box and the bank, by kind."""
    counts = {kind: -book.balance("Box") for kind, book in state.stock.books.items()}
    counts["Faradinars"] = -state.ledger.balance("Bank")
    return counts


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), aldermen=st.integers(3, 5), greedy=st.booleans())
def test_random_games_keep_every_count(seed, aldermen, greedy):
    rng = random.Random(seed)
    state = GAME.new_state(NAMES[:aldermen], data(), seed)
    for _ in range(1500):
        if state.over:
            break
        before = _pieces(state)
        action = next_action(state, rng, greedy)
        GAME.apply(state, action)
        assert GAME.invariants(state) == [], action
        after = _pieces(state)
        # nothing but Gold Bars (past the target) and Faradinars (from the bank) is ever
        # issued after setup, but for a new Alderman's settlers; and those only grow
        assert {k: v for k, v in after.items() if k not in (GOLD, "Faradinars", SETTLERS)} \
            == {k: v for k, v in before.items() if k not in (GOLD, "Faradinars", SETTLERS)}
        assert after[SETTLERS] == before[SETTLERS] or action["type"] == "join"
        assert after[GOLD] >= before[GOLD] and after["Faradinars"] >= before["Faradinars"] \
            or action["type"] in ("build", "influence")
    assert state.over, "a game of legal moves reaches THE END"
    assert state.end["trigger"] in ("settlers", "town", "gold")
    assert _pieces(state)[SETTLERS] == state.setup["settlers"]   # for the Aldermen at the end
    result = GAME.score(state)
    assert all(r["total"] == r["gold_bars"] + r["buildings"] + r["bonus"]
               for r in result["players"])
