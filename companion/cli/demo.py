"""`companion demo`: a game's short scripted play (cards/GAME/demo.txt) in a temporary file."""

import shlex
import tempfile
from pathlib import Path

from companion.cli import output
from companion.core.errors import CompanionError


def script(game) -> list[list[str]]:
    """The demo's command lines for `game` (a Game); its file's `#` lines are comments."""
    path = game.default_data_path().with_name("demo.txt")
    if not path.exists():
        raise CompanionError(f"{game.title} has no demo yet")
    found = [shlex.split(line, comments=True) for line in path.read_text().splitlines()]
    return [argv for argv in found if argv]


def run(game) -> None:
    from companion.cli.app import main

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "demo.db"
        for argv in script(game):
            output.console().print(f"\n$ companion {shlex.join(argv)}", style="bold cyan",
                                   markup=False)
            code = main(["--game", str(path), *argv])
            if code:
                raise SystemExit(code)
