"""`companion demo`: a game's short scripted play (cards/GAME/demo.txt) in a temporary file."""

import shlex
import tempfile
from pathlib import Path

from companion.cli import output
from companion.core.errors import BadInput, CompanionError
from companion.core.i18n import _


def script(game) -> list[list[str]]:
    """The demo's command lines for `game` (a Game); its file's `#` lines are comments."""
    path = game.default_data_path().with_name("demo.txt")
    if not path.exists():
        raise CompanionError(_("{game} has no demo yet").format(game=game.shown_title))
    found = [shlex.split(line, comments=True) for line in path.read_text().splitlines()]
    return [argv for argv in found if argv]


def run(game, keep: Path | None = None) -> None:
    """Play the demo in a temporary file, or into `keep` (a new file) and leave it there."""
    lines = script(game)
    if keep is None:
        with tempfile.TemporaryDirectory() as folder:
            _play(lines, Path(folder) / "demo.db")
        return
    if keep.exists() or keep.is_dir():
        raise BadInput(_("{path} exists already: --keep writes a new file").format(path=keep))
    _play(lines, keep)
    output.print_lines(["\n" + _("kept the game in {path}: `companion serve --game {path}`, "
                                 "`companion report --game {path}`").format(path=keep)])


def _play(lines: list[list[str]], path: Path) -> None:
    from companion.cli.app import main

    for argv in lines:
        output.console().print(f"\n$ companion {shlex.join(argv)}", style="bold cyan",
                               markup=False)
        code = main(["--game", str(path), *argv])
        if code:
            raise SystemExit(code)
