"""Game files for the table tests: a recorded whole game written as a journal."""

import json
from contextlib import contextmanager
from pathlib import Path

from companion.core.session import Session
from companion.games import load

RECORDED = Path(__file__).parent / "fixtures" / "discretion" / "four-players-ten-years.json"


def recorded_game(path: Path, actions: int | None = None) -> dict:
    """Write the recorded four-player Discretion game (or its first `actions` actions) to
    `path` as a game file, each entry as `companion` would journal it; returns the record."""
    record = json.loads(RECORDED.read_text())
    write_game(path, record["game"], record["players"], record["seed"],
               record["actions"][:actions])
    return record


def write_game(path: Path, game_id: str, players: list[str], seed: int, actions: list[dict],
               options: dict | None = None) -> None:
    """A game file at `path` holding `actions`, each journaled as `companion` would."""
    game = load(game_id)
    session = Session.create(path, game, players, seed=seed, options=options)
    state = session.state()
    with session.journal.write():
        for action in actions:
            action = dict(action)
            effects = game.apply(state, action)
            session.journal.append("action", action, game.describe(state, action), effects)
    session.journal.close()


def tokens(cli) -> dict[str, str]:
    """Each player's link token, as `companion links` prints them."""
    lines = [line for line in cli.ok("links").splitlines() if ": http" in line]
    return {line.split(":")[0]: line.rsplit("/p/", 1)[1] for line in lines}


@contextmanager
def serving(cli, **options):
    """The game served on a free port in a thread (`server.start`'s options): (its port,
    each player's token)."""
    import threading

    from companion.cli.asking import COMMANDS
    from companion.table import server

    httpd, stop = server.start(cli.game, "127.0.0.1", 0, COMMANDS, **options)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                     daemon=True).start()
    try:
        yield httpd.server_address[1], tokens(cli)
    finally:
        stop.set()
        httpd.shutdown()
        httpd.server_close()
