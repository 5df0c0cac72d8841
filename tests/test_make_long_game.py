"""bench/make_long_game.py builds a game of exactly the count asked, every action accepted by
the rules as at the table (The Landlord's Game in turn, ruling 20), for each game it builds."""

import sys
from pathlib import Path

import pytest

from companion.core.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from make_long_game import make  # noqa: E402


@pytest.mark.parametrize("game", ["discretion", "landlords-1906"])
@pytest.mark.parametrize("count", [3, 57])
def test_a_small_long_game_replays_to_its_count(tmp_path, game, count):
    path = tmp_path / "long.db"
    make(path, count, game=game)
    session = Session.open(path)
    try:
        assert session.journal.verify()[0] == count
        state, timeline, effects = session.replay()   # every action through the rules again
        assert len(timeline.active) == len(effects) == count
        stored = session.state()   # the snapshot the last action, acted as at the table, left
        assert ({name: state.ledger.balance(name) for name in state.players}
                == {name: stored.ledger.balance(name) for name in stored.players})
    finally:
        session.journal.close()
