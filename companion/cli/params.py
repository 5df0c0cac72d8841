"""Pieces every game's commands share: common parameters, acting, showing scores."""

from typing import Annotated, Optional

import click
import typer
from rich import box
from rich.text import Text

from companion.cli import output
from companion.cli.tables import Table
from companion.core.i18n import _
from companion.core.money import fmt, styled



class Completing(click.types.StringParamType):
    """Text that completes from `source(ctx)`, ignoring case: `a` offers Ann. (typer's own
    `autocompletion` matches case-sensitively, so this is given as `click_type`.) With
    `later`, its names come after the source's, and only once something is typed."""

    def __init__(self, source, later=None):
        self.source = source
        self.later = later

    def shell_complete(self, ctx: click.Context, param, incomplete: str):
        from click.shell_completion import CompletionItem

        typed = incomplete.casefold()
        offered = [n for n in self.source(ctx) if n.casefold().startswith(typed)]
        if typed and self.later:
            offered += [n for n in self.later(ctx)
                        if n.casefold().startswith(typed) and n not in offered]
        return [CompletionItem(n) for n in offered]


def game_ids(*words: str) -> Completing:
    """Completion of the games companion knows, by id, then `words` (print's calibration)."""

    def source(ctx: click.Context) -> list[str]:
        from companion import games as registry

        return [*(entry.id for entry in registry.catalogue().games), *words]

    return Completing(source)


def about_game(ctx: typer.Context, typed: str) -> None:
    """A command about the game `typed` (rules, print, demo) speaks the user's language
    (--lang, $COMPANION_LANG, else English) unless the open game file holds that game: the
    file's own language is its game's, to the end of this command line (its errors too)."""
    from companion import games as registry
    from companion.core import i18n
    from companion.core.errors import CompanionError

    session, _why = ctx.obj.try_session() if ctx.obj else (None, None)
    try:
        named = registry.find(typed).id
    except CompanionError:
        return   # not a game: the command says so
    if session is not None and session.game.id != named:
        ctx.obj.held.enter_context(i18n.speaking(i18n.outside()))


def comma_list(values: list[str] | None) -> list[str]:
    """A repeatable option's values, each of which may be a comma list:
    `--only list-cards,title-deeds --only board`."""
    return [word.strip() for value in values or () for word in value.split(",") if word.strip()]


EXPORTS = ("bgstats",)   # what `companion export WORD` hands to other apps: never a player's name


def export_word(typed: str) -> str | None:
    """The export `typed` names, in any case (`BGStats` too), else None."""
    return next((word for word in EXPORTS if word == typed.strip().casefold()), None)


def names(kind: str, *words: str) -> Completing:
    """Completion of the open game's names of `kind`: those its rules allow now first
    (`Game.names_now`), then `words` (as On Guard's `export` offers bgstats beside the
    players), the rest of `Game.names` only once a letter is typed. The one source for the
    shell's completion and for bash, zsh and fish. Pass it as `click_type`."""

    def listed(method: str, extra: tuple[str, ...]):
        def source(ctx: click.Context) -> list[str]:
            from companion.core.errors import CompanionError

            context = ctx.find_root().obj
            session, _why = context.try_session() if context else (None, None)
            if session is None:
                return []
            try:
                return [*getattr(session.game, method)(session.state(), kind), *extra]
            except CompanionError:
                return []
        return source

    return Completing(listed("names_now", words), listed("names", ()))


JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable output.")]
CsvOpt = Annotated[bool, typer.Option("--csv", help="A table for spreadsheets (docs/json.md).")]
LinkOpt = Annotated[bool, typer.Option("--link", help="export bgstats: only the link.")]
LocationOpt = Annotated[Optional[str], typer.Option(
    "--location", help="export bgstats: where the game was played, e.g. \"Ann's place\".")]
Player = Annotated[str, typer.Argument(metavar="NAME", help="A player (a unique prefix will do).",
                                       click_type=names("player"))]


def act(ctx: typer.Context, action: dict) -> None:
    """Journal one action on the current game and print what it did."""
    output.print_result(ctx.obj.session().act(action))


def show_score_table(con, result: dict, columns: list[str], title: str,
                     final: bool = False, total: str | None = None,
                     headings: dict[str, str] | None = None, key: str | None = None,
                     total_style: str = "{}") -> None:
    """A score table (zero columns left out), its total (the rows' `key`: by default the
    game's `score_key`, which `show_score` finds in `result`; written in `total_style`, the
    game's money style where the score is money) named as the game names its score, and its
    winner, leader or tie line."""
    key = key or result.get("score_key", "net_assets")
    columns = [k for k in columns if any(r[k] for r in result["players"])]
    headings = headings or {}
    table = Table(_("player"), *(headings.get(k) or k.replace("_", " ") for k in columns),
                  total or result.get("score_name") or _("net assets"),
                  title=title, box=box.SIMPLE_HEAD)
    for r in result["players"]:
        out = r.get("eliminated", False)
        table.add_row(Text(_("{name} (out)").format(name=r["name"]) if out else r["name"]),
                      *(fmt(r[k]) for k in columns), styled(r[key], total_style),
                      style="dim" if out else "")
    con.print(table)
    if result["winner"]:
        line = _("Winner: {player}") if final else _("Leading: {player}")
        con.print(line.format(player=result["winner"]), style="bold", markup=False)
    else:
        con.print(_("Tied: {players}").format(players=", ".join(result["tied"])), style="bold",
                  markup=False)
