"""Where a game is being served now (kept in the user's data folder while `serve` runs), so
that `companion links` prints the addresses the players' phones can reach."""

import hashlib
import json
import os
from pathlib import Path

from companion.core.snapshot import data_folder


def _record_of(game: Path) -> Path:
    name = hashlib.sha256(str(game.resolve()).encode()).hexdigest()[:24]
    return data_folder() / "serving" / f"{name}.json"


def record(game: Path, host: str, port: int) -> None:
    """`serve` listens on host:port for `game` (best effort: a cache, never the truth)."""
    record_file = _record_of(game)
    try:
        record_file.parent.mkdir(parents=True, exist_ok=True)
        record_file.write_text(json.dumps({"host": host, "port": port, "pid": os.getpid()}))
    except OSError:
        pass


def forget(game: Path) -> None:
    try:
        _record_of(game).unlink()
    except OSError:
        pass


def recall(game: Path) -> tuple[str, int] | None:
    """(host, port) of the `serve` running for `game` now, if one is."""
    try:
        found = json.loads(_record_of(game).read_text())
        os.kill(int(found["pid"]), 0)   # still running (no signal is sent)
        return str(found["host"]), int(found["port"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
