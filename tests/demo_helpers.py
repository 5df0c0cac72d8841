"""A game's demo played line by line in one file, for tests that look at each state."""

import contextlib
import io
import shlex
from pathlib import Path

from companion.cli import app as app_mod
from companion.cli.asking import command_tree
from companion.moves.context import Context
from companion.paths import CARDS


def played(game: str, path: Path):
    """(the line, the context, the command tree) after each line of `game`'s demo, played
    in `path`."""
    context, tree = Context(path), None
    for line in (CARDS / game / "demo.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            app_mod.run(context, shlex.split(line))
        tree = tree or command_tree(context)
        yield line, context, tree
