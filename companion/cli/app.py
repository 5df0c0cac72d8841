"""The root command: builds the typer app for the game at hand and renders errors once."""

import os
import re
import sys
from pathlib import Path
from typing import Annotated, Optional

import click
import typer

from companion.cli import common, helptext
from companion.cli.context import (
    DEFAULT_GAME_FILE, ENV_VAR, ROOT_OPTIONS, game_path, hoist_game_option, only_root_options,
    root_option,
)
from companion.core import i18n
from companion.core.errors import CompanionError
from companion.core.i18n import _
from companion.moves.context import Context

COMPLETE_VAR = "_COMPANION_COMPLETE"   # set by the completion scripts of bash, zsh and fish


def build_app(context: Context, only: str | None = None) -> typer.Typer:
    """The generic commands, plus the commands of the game in the context's file (if any).

    With `only` naming one of them, the app holds just that command: a one-shot command
    starts faster when typer does not build the others (and, for a command every game has,
    when the others' modules are not even imported).
    """
    session, _why = context.try_session()
    app = typer.Typer(
        name="companion",
        help="Rules companion and banker for physical economic board games.",
        # with a game open its own commands are listed; without one, say where they come from
        epilog=None if session else ("A game's own commands are listed once the game file "
                                     "holds a game: companion new GAME --players A,B"),
        no_args_is_help=True,
        add_completion=True,
        pretty_exceptions_enable=False,
    )

    @app.callback()
    def root(
        ctx: typer.Context,
        game: Annotated[Optional[Path], typer.Option(
            "--game", envvar=ENV_VAR,
            help=f"Game file (default ./{DEFAULT_GAME_FILE}, or ${ENV_VAR}).")] = None,
        lang: Annotated[Optional[str], typer.Option(
            "--lang", help="Speak this language (its code, as de, or a locale's name, "
                           "de_DE.UTF-8) instead of the game's own (or $COMPANION_LANG, else "
                           "the system's).")] = None,
        debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks.")] = False,
        version: Annotated[bool, typer.Option(
            "--version", is_eager=True, callback=_print_version,
            help="Show companion's version and exit.")] = False,
    ) -> None:
        ctx.obj = context

    common.register(app)
    if only not in common.NAMES:   # a command every game has needs no other module's
        from companion.cli import files

        files.register(app)
        if only not in files.NAMES:
            from companion.cli import table
            from companion.printing.command import register as register_print

            table.register(app)
            if session is not None:
                session.game.register_cli(app)
            register_print(app)
    if any(c.name == only for c in app.registered_commands):
        app.registered_commands = [c for c in app.registered_commands if c.name == only]
    return app


def _game_languages() -> str:
    """One line a game: the languages it is played in besides English, and in which of them
    its own texts are written."""
    from companion import games as registry

    lines = [f"{entry.id}: {common.spoken(common.languages(entry))}"
             for entry in registry.catalogue().games]
    return _("Languages:") + "\n\n" + "\n\n".join(lines)


def _print_version(value: bool) -> None:
    if value:
        from companion import __version__

        typer.echo(f"companion {__version__}")
        raise typer.Exit()


def command_word(argv: list[str]) -> str | None:
    """The command a command line runs: its first word that is not an option or --game's value."""
    after_game = False
    for arg in argv:
        if not after_game and not arg.startswith("-"):
            return arg
        after_game = arg in ROOT_OPTIONS
    return None


def main(argv: list[str] | None = None) -> int:
    argv = hoist_game_option(list(sys.argv[1:] if argv is None else argv))
    i18n.set_table(None)   # until a game file says its language
    if only_root_options(argv) and not os.environ.get(COMPLETE_VAR):
        argv.append("--help")   # bare `companion` (or only --game, --lang): its help
    from companion.cli import output

    context = Context(game_path(argv or _completing()))
    try:
        with output.piped():
            return run(context, argv)
    finally:
        context.close()   # a writer's WAL moved into the file: the file alone is the game


def _completing() -> list[str]:
    """The words being completed when the shell asks for completions (of which --game)."""
    if not os.environ.get(COMPLETE_VAR):
        return []
    import shlex

    return shlex.split(os.environ.get("COMP_WORDS") or os.environ.get("_TYPER_COMPLETE_ARGS", ""))


def run(context: Context, argv: list[str], command: click.Command | None = None) -> int:
    """Run one command line on `command` (else on an app built for it); an error is one
    line on stderr and a non-zero result, never a traceback."""
    debug = "--debug" in argv
    try:
        i18n.env_checked()
        with i18n.speaking(root_option(argv, "--lang")), context.held:
            return _run(context, argv, command, debug)
    except CompanionError as exc:   # a language companion does not speak
        return _fail(exc, debug, str(exc), 2)


def _run(context: Context, argv: list[str], command: click.Command | None, debug: bool) -> int:
    try:
        if argv[-1:] == ["--game"]:
            raise click.UsageError(_("Option '--game' requires an argument."))
        if command is None:
            command = typer.main.get_command(build_app(context, command_word(argv)))
            helptext.translate(command)
            if command_word(argv) is None:   # the root's help: which languages each game has
                command.epilog = "\n\n".join(filter(None, [command.epilog, _game_languages()]))
        if "--help" in argv or not argv:
            helptext.panels()
        result = command.main(args=argv, prog_name="companion", standalone_mode=False,
                              obj=context)
        for note in context.notes():   # e.g. that this write upgraded the file
            from companion.cli import output

            output.note(note)
        return result if isinstance(result, int) else 0
    except CompanionError as exc:
        return _fail(exc, debug, str(exc), 1)
    except click.NoSuchOption as exc:
        negative = _negative_typed(argv, exc.option_name)
        message = (_("{typed} is below zero: amounts, throws and counts are "
                     "positive").format(typed=negative) if negative
                   else _one_suggestion(exc.format_message()))
        return _fail(exc, debug, message, 2)
    except click.UsageError as exc:
        message = _one_suggestion(exc.format_message())
        if "No such command" in message:
            session, why = context.try_session()
            if session is None:
                message += f" ({why})"
        return _fail(exc, debug, message, 2)
    except click.ClickException as exc:
        return _fail(exc, debug, exc.format_message(), exc.exit_code)
    except click.exceptions.Abort:
        return _fail(None, debug, _("aborted"), 1)
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except Exception as exc:  # a bug, not a user mistake: say so, keep it to one line
        sqlite3 = sys.modules.get("sqlite3")
        if sqlite3 and isinstance(exc, sqlite3.DatabaseError):   # damage met mid-read or write
            from companion.core.damage import damaged

            return _fail(exc, debug, str(damaged(context.path, exc)), 1)
        return _fail(exc, debug, _("internal error ({error}); rerun with --debug and report "
                                   "it").format(error=f"{type(exc).__name__}: {exc}"), 70)


def _negative_typed(argv: list[str], option: str) -> str | None:
    """The number below zero typed where click saw an unknown option: click reads `-100` as
    the short options -1, -0, -0 and names only `-1`, so the word typed is found again."""
    pattern = r"-[\d.,]+[kKmM]?"
    if not re.fullmatch(pattern, option):
        return None
    return next((word for word in argv if word.startswith(option)
                 and re.fullmatch(pattern, word)), option)


def _one_suggestion(message: str) -> str:
    """click and typer may both add a "Did you mean" to a usage error: keep the first."""
    kept, suggested = [], False
    for sentence in dict.fromkeys(re.split(r"(?<=[.?!)])\s+", message)):
        if "Did you mean" in sentence:
            if suggested:
                continue
            suggested = True
            meant = re.fullmatch(r"Did you mean (.+)\?", sentence)   # typer's, in English
            sentence = _("Did you mean {possibility}?").format(
                possibility=meant[1]) if meant else sentence
        kept.append(sentence)
    return " ".join(kept)


def _fail(exc: BaseException | None, debug: bool, message: str, code: int) -> int:
    if debug and exc is not None:
        import traceback

        traceback.print_exception(exc)
    # one line; the no-break spaces of grouped amounts (Polish 1 250) stay
    line = _("error: {message}").format(message=re.sub(r"[ \t\r\n]+", " ", message).strip())
    sys.stderr.write(line + "\n")   # always one line
    return code
