"""Commands on the game file itself: check it, repair it, back it up."""

import sqlite3
from pathlib import Path
from typing import Annotated

import typer

from companion.cli import output
from companion.cli.params import JsonOpt
from companion.core.errors import BadInput, CompanionError
from companion.core.i18n import _, ngettext

PANEL = "The game file"


def register(app: typer.Typer) -> None:
    for command in COMMANDS:
        app.command(command.__name__, rich_help_panel=PANEL)(command)


def check(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """Verify the whole game file and list every problem it finds.

    It checks the chain of entries (each one sealed to the one before it), that every entry
    replays, that money is conserved, and that the state cache agrees with the replay.
    Exits 0 only when all of it holds.

    Example: companion check
    """
    from companion.core.check import check as check_file

    path = ctx.obj.path
    ctx.obj.close()   # check reads the file its own way
    report = check_file(path)
    if as_json:
        output.print_json({"file": str(path), "entries": report.entries,
                           "ok": not report.problems, "problems": report.problems,
                           "notes": report.notes})
    else:
        n = report.entries
        head = (ngettext("{path}: {n} entry", "{path}: {n} entries", n) if report.problems
                else ngettext("{path}: {n} entry; the chain holds, every entry replays, money "
                              "is conserved, the cache agrees",
                              "{path}: {n} entries; the chain holds, every entry replays, "
                              "money is conserved, the cache agrees", n))
        output.print_lines([head.format(path=path, n=n)]
                           + ["  " + _("problem: {text}").format(text=p) for p in report.problems]
                           + ["  " + _("note: {text}").format(text=t) for t in report.notes])
    if report.problems:
        n = len(report.problems)
        raise CompanionError(ngettext(
            "{path} fails its check: {n} problem (listed above); `companion repair "
            "--keep-through N` keeps the good entries",
            "{path} fails its check: {n} problems (listed above); `companion repair "
            "--keep-through N` keeps the good entries", n).format(path=path, n=n))


def repair(
    ctx: typer.Context,
    keep_through: Annotated[int, typer.Option(
        "--keep-through", min=0, help="The last entry to keep (see `companion check`).")],
) -> None:
    """Write a new game file of the good entries up to N, so the table can go on.

    The damaged file is kept beside it, dated (NAME.YYYYMMDD-HHMMSS.damaged).

    Example: companion repair --keep-through 41
    """
    from companion.core.check import repair as repair_file

    path = ctx.obj.path
    ctx.obj.close()
    kept, count = repair_file(path, keep_through)
    held = ngettext("{path} now holds {n} entry (1 to {n}); the damaged file is kept as {kept}",
                    "{path} now holds {n} entries (1 to {n}); the damaged file is kept as "
                    "{kept}", count) if count > 1 else ngettext(
        "{path} now holds {n} entry; the damaged file is kept as {kept}",
        "{path} now holds {n} entries; the damaged file is kept as {kept}", count)
    output.print_lines([held.format(path=path, n=count, kept=kept)])


def adopt(ctx: typer.Context) -> None:
    """Take the game file as it is on this computer, when the table agrees it is right.

    companion records on this computer the last entry it wrote to each game file, and
    refuses to write to a file whose entries were cut or added outside it until the table
    decides. adopt records the file's last entry as it is now: for a copy played on another
    computer, say. Its chain of entries must hold (`companion check`).

    Example: companion adopt
    """
    from companion.core.check import adopt as adopt_file

    path = ctx.obj.path
    ctx.obj.close()
    count = adopt_file(path)
    output.print_lines([ngettext("{path}: its {n} entry is the game on this computer now",
                                 "{path}: its {n} entries are the game on this computer now",
                                 count).format(path=path, n=count)])


def backup(
    ctx: typer.Context,
    target: Annotated[Path, typer.Argument(metavar="FILE", help="Where to write the copy.")],
) -> None:
    """Copy the game to FILE, whole, even while `play` or `serve` has it open.

    companion moves each entry into the game file as it writes it, so a copy of the file
    alone is the whole game; but `cp` while a command writes may copy it half-written.

    Example: companion backup tonight.db
    """
    from companion.core.check import adopt as adopt_file

    session = ctx.obj.session()
    if target.is_dir():
        target = target / ctx.obj.path.name
    if target.exists():
        raise BadInput(_("{path} already exists: give a new file name").format(path=target))
    try:
        session.journal.backup_to(target)
    except (OSError, sqlite3.Error) as exc:   # an unwritable place: nothing half-made kept
        target.unlink(missing_ok=True)
        raise BadInput(_("cannot write {path}: {error}").format(path=target, error=exc)) from None
    count = adopt_file(target)   # verified as any game file is, its head recorded
    output.print_lines([ngettext("{game} game ({n} entry) copied to {path}",
                                 "{game} game ({n} entries) copied to {path}", count).format(
        game=session.title, n=count, path=target)])


COMMANDS = (check, repair, adopt, backup)
NAMES = frozenset(c.__name__ for c in COMMANDS)
