"""The plain bank's own commands (collect, loan, interest, end) and how status and score look."""

from enum import Enum
from typing import Annotated, Optional

import typer
from rich import box

from companion.cli.params import Player, act
from companion.cli.tables import Table
from companion.core.money import fmt
from companion_plainbank.i18n import _

Amount = Annotated[str, typer.Argument(help="500, 1,500, 2k ...")]
Reason = Annotated[Optional[str], typer.Option("--reason", help="Why, for the log.")]


class Op(str, Enum):
    take = "take"
    repay = "repay"


def register(app: typer.Typer) -> None:
    for command in (collect, loan, interest, end):
        app.command(command.__name__, rich_help_panel="Plain bank")(command)


def _amount(ctx: typer.Context, text: str) -> int:
    return ctx.obj.session().game.amount(text)


def collect(ctx: typer.Context, player: Player, amount: Amount, reason: Reason = None) -> None:
    """The bank pays a player (a salary, a prize).

    Example: companion collect Ann 200 --reason "passed Go"
    """
    act(ctx, {"type": "collect", "player": player, "amount": _amount(ctx, amount),
              "reason": reason})


def loan(ctx: typer.Context,
         op: Annotated[Op, typer.Argument(help="take or repay.")],
         player: Player, amount: Amount) -> None:
    """Borrow from the bank, up to the data file's limit, or pay a loan back.

    Example: companion loan take Ann 500
    """
    act(ctx, {"type": "loan", "op": op.value, "player": player,
              "amount": _amount(ctx, amount)})


def interest(ctx: typer.Context) -> None:
    """Every player who owes the bank pays the interest on it (rounded up to a note).

    Example: companion interest
    """
    act(ctx, {"type": "interest"})


def end(ctx: typer.Context) -> None:
    """End the game: the score is final.

    Example: companion end
    """
    act(ctx, {"type": "end"})


def show_status(con, data: dict) -> None:
    table = Table(_("player"), _("cash"), _("loan"), _("interest owed"), box=box.SIMPLE_HEAD,
                  title=_("Game over") if data["over"] else None)
    for r in data["players"]:
        table.add_row(r["name"], fmt(r["cash"]), fmt(r["loan"]), fmt(r["interest_owed"]))
    con.print(table)


def show_score(con, data: dict) -> None:
    table = Table(_("player"), _("cash"), _("owed"), data["score_name"], box=box.SIMPLE_HEAD,
                  title=_("Score: {name}").format(name=data["score_name"]))
    for r in data["players"]:
        table.add_row(r["name"], fmt(r["cash"]), fmt(r["owed"]), fmt(r["score"]))
    con.print(table)
    if data["winner"]:
        line = _("Winner: {player}") if data["final"] else _("Leading: {player}")
        con.print(line.format(player=data["winner"]), style="bold", markup=False)
    else:
        con.print(_("Tied: {players}").format(players=", ".join(data["tied"])), style="bold",
                  markup=False)
