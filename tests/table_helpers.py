"""Game files for the table tests: a recorded whole game written as a journal."""

import json
from pathlib import Path

from companion.core.session import Session
from companion.games import load

RECORDED = Path(__file__).parent / "fixtures" / "discretion" / "four-players-ten-years.json"


def recorded_game(path: Path, actions: int | None = None) -> dict:
    """Write the recorded four-player Discretion game (or its first `actions` actions) to
    `path` as a game file, each entry as `companion` would journal it; returns the record."""
    record = json.loads(RECORDED.read_text())
    game = load(record["game"])
    session = Session.create(path, game, record["players"], seed=record["seed"])
    state = session.state()
    with session.journal.write():
        for action in record["actions"][:actions]:
            action = dict(action)
            effects = game.apply(state, action)
            session.journal.append("action", action, game.describe(state, action), effects)
    session.journal.close()
    return record
