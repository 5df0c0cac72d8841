"""The command line's side of the move layer (companion/moves/asking.py): the game's
command tree as the command line builds it, and a line run on it as the command line runs
one (an error one line on stderr)."""

import click
import typer

from companion.cli import app as app_mod
from companion.moves.asking import Commands


def command_tree(context) -> click.Command:
    return typer.main.get_command(app_mod.build_app(context))


COMMANDS = Commands(command_tree, app_mod.run)
