"""Every `--help` example runs (issue 33 item 6): each example of each command, as the help
shows it in each language, is rehearsed (the rules check it, nothing is written) on each
game's demo as it is played, until the rules take it. One the rules never take must be
refused only for the moment (a rule, a card not held, a player the demo does not seat), never
as a mistyped line, a name that names two things or an amount that cannot be."""

import contextlib
import io
import re
import shlex

import click
import pytest

from companion.cli import helptext
from companion.cli.asking import command_tree
from companion.core import i18n
from companion.core.errors import BadInput, CompanionError, RuleViolation, UnknownName
from companion.core.session import Rehearsed
from companion.moves.context import Context
from tests.demo_helpers import played

# Commands whose example starts a server or a shell, writes files beside the game, takes
# another file or game package, or answers a phone's request: not rehearsed here.
ELSEWHERE = {"new", "demo", "play", "serve", "links", "report", "export", "backup", "repair",
             "adopt", "data", "print", "accept", "reject", "games", "help", "calendar"}
GAMES = ["discretion", "eurobusiness", "landlords-1906", "on-guard", "payday"]


def examples(context: Context) -> set[tuple[str, tuple[str, ...]]]:
    """Each example of each command the game's help shows, with the language it shows it
    in (an amount is written as that language writes it); a line with no amount is the same
    in every language, and tried once."""
    found = {}
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            tree = command_tree(context)
            helptext.translate(tree)
            for name, command in _commands(tree):
                if name not in ELSEWHERE:
                    shown = re.split(r"\S+: (?=companion )", command.help or "")[1:]
                    for part in "".join(shown[-1:]).split("companion ")[1:]:
                        argv = tuple(shlex.split(re.split(r"[;()]|\s{4}", part)[0]))
                        amount = re.search(r"\d[.,\s]\d", " ".join(argv))
                        found.setdefault((lang, argv) if amount else argv, (lang, argv))
    return set(found.values())


def _commands(group: click.Group, path: str = ""):
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from _commands(command, name)
        else:
            yield path or name, command


def tried(context: Context, tree: click.Command, lang: str, argv: tuple[str, ...]) -> str:
    """'taken', 'not now' (a rule refuses it in this state) or the error that refused it,
    typed by someone speaking `lang`."""
    session = context.session()
    session.rehearsing = True
    try:
        # held closes first, as at a command line's end: the language it spoke is let go
        with contextlib.redirect_stdout(io.StringIO()), i18n.speaking(lang), context.held:
            tree.main(args=list(argv), prog_name="companion", standalone_mode=False,
                      obj=context)
    except Rehearsed:
        return "taken"
    except click.ClickException as exc:   # a line mistyped
        return exc.format_message()
    except BadInput as exc:               # an amount or a value unreadable
        return str(exc)
    except (RuleViolation, UnknownName) as exc:   # not now: a rule, or a name of the moment
        return str(exc) if "ambiguous" in str(exc) else "not now"   # (a card not yet held)
    except CompanionError:                # the command's own answer (a count that differs)
        return "taken"
    finally:
        session.rehearsing = False
    return "taken"


@pytest.mark.parametrize("game", GAMES)
def test_every_help_example_runs_on_the_game_s_demo(tmp_path, game):
    left, refused = None, {}
    for _line, context, tree in played(game, tmp_path / "g.db"):
        left = examples(context) if left is None else left
        for example in sorted(left):
            said = tried(context, tree, *example)
            if said == "taken":
                left.discard(example)
                refused.pop(example, None)
            elif said != "not now":
                refused[example] = said
    assert {f"{lang}: {shlex.join(argv)}": why for (lang, argv), why in refused.items()} == {}
