"""Per-invocation options shared by every command: which game file, debug mode."""

import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_GAME_FILE = "companion-game.db"
ENV_VAR = "COMPANION_GAME"


def game_path(argv: list[str]) -> Path:
    """The game file named by `--game PATH`, else $COMPANION_GAME, else ./companion-game.db."""
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            return Path(argv[i + 1])
        if arg.startswith("--game="):
            return Path(arg.split("=", 1)[1])
    return Path(os.environ.get(ENV_VAR) or DEFAULT_GAME_FILE)


@dataclass
class Context:
    path: Path
    _session: object = field(default=None, repr=False)

    def session(self):
        from companion.core.session import Session

        if self._session is None:
            self._session = Session.open(self.path)
        return self._session
