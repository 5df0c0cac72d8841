"""Recorded whole games replay to the same balances and scores (see tests/fixtures/)."""

import json
from pathlib import Path

import pytest

from companion.games import load

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*/*.json"))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_recorded_game_replays_exactly(path):
    record = json.loads(path.read_text())
    game = load(record["game"])
    state = game.new_state(record["players"], game.load_data(), record["seed"])
    for action in record["actions"]:
        game.apply(state, action)
        assert game.invariants(state) == []
    assert state.ledger.balances == record["balances"]
    assert json.loads(json.dumps(game.score(state))) == record["score"]
    assert state.phase == "over"
