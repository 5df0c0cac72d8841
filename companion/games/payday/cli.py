"""Pay Day's own commands, and how its status, score and calendar look in a terminal."""

from enum import Enum
from typing import Annotated, Optional

import typer
from rich import box
from rich.table import Column
from rich.text import Text

from companion.cli import output
from companion.cli.params import JsonOpt, Player, act, names
from companion.cli.tables import Table
from companion.core.errors import BadInput
from companion.core.money import fmt
from companion.games.payday import words
from companion.games.payday.game import GAME
from companion.games.payday.i18n import _
from companion.games.payday.state import dollars
from companion.games.payday.words import bill_class

Amount = Annotated[str, typer.Argument(help="In 100 $ steps: 100, 200, ...")]
Card = Annotated[Optional[str], typer.Argument(
    help="A card by name in English or German (a unique prefix will do).",
    click_type=names("card"))]
Throws = Annotated[Optional[list[str]], typer.Option(
    "--throws", help="Each player's throw, in the order thrown: Ann=5,Bob=6; a tie thrown "
                     "again is another --throws (the tied players' throws).")]
Winner = Annotated[Optional[str], typer.Option(
    "--winner", help="The winner, when the table settled it (a tie thrown again).")]


class LoanOp(str, Enum):
    take = "take"
    repay = "repay"


class SavingsOp(str, Enum):
    deposit = "deposit"
    withdraw = "withdraw"


def register(app: typer.Typer) -> None:
    for command in (calendar, move, land, draw, buy, pass_, commission, sell, poker, swellfare,
                    loan, savings, next_):
        app.command(command.__name__.rstrip("_"), rich_help_panel="Pay Day")(command)


def calendar(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The month's 31 days, with every token on its day.

    Example: companion calendar --lang de
    """
    state = ctx.obj.session().state()
    rows = [{"day": d["day"], "kind": d["kind"], "name": words.label(d),
             "tokens": [p for p in state.players if state.days[p] == d["day"]],
             "source": d["source"]} for d in state.data["days"]]
    if as_json:
        output.print_json({"game": GAME.id, "days": rows})
        return
    output.console().print(render_calendar(rows))


def render_calendar(rows: list[dict]) -> Table:
    """Seven columns like a month page: Start first, then Monday the 1st onwards."""
    table = Table(*words.short_weekdays(), box=box.SQUARE, show_lines=True)
    cells = [_cell(r) for r in rows[1:]]
    cells += [Text("")] * (-len(cells) % 7)
    for week in range(0, len(cells), 7):
        table.add_row(*cells[week:week + 7])
    start = rows[0]
    table.caption = f"{words.day_name('start')}: {', '.join(start['tokens']) or '-'}"
    return table


def _cell(row: dict) -> Text:
    text = Text(f"{row['day']} ", style="bold")
    text.append(row["name"])
    if row["tokens"]:
        text.append("\n" + ", ".join(row["tokens"]), style="reverse")
    return text


def move(ctx: typer.Context, player: Player,
         steps: Annotated[int, typer.Argument(help="The die: 1 to 6.")]) -> None:
    """Move a token by the die and do what its day says (Pay Day stops it).

    The previous player's turn ends by itself when it has nothing left to settle.
    Example: companion move Ann 4
    """
    act(ctx, {"type": "move", "player": player, "steps": steps})


def land(ctx: typer.Context, player: Player,
         day: Annotated[str, typer.Argument(help="1 to 6 days ahead, by number (1-31) or a "
                                                 "day met once: payday, Zahltag.")]
         ) -> None:
    """Put a token moved by hand 1 to 6 days on and do that day's bidding without a throw.

    Example: companion land Ann 4
    """
    act(ctx, {"type": "land", "player": player, "day": day})


def draw(ctx: typer.Context, cards: Annotated[Optional[list[str]], typer.Argument(
        metavar="[CARD]...", help="The cards the table drew, by name; none: companion draws.",
        click_type=names("card"))] = None) -> None:
    """Take the day's letters or its Deal card: from companion's piles, or as the table drew.

    Example: companion draw    or    companion draw "Tax Refund" "Dr. Goodbody"
    """
    act(ctx, {"type": "draw", "cards": list(cards or [])})


def buy(ctx: typer.Context, card: Card = None) -> None:
    """Buy the deal on offer, or an insurance a letter offers (it cancels bills of its kind).

    Example: companion buy
    """
    act(ctx, {"type": "buy", "card": card})


def pass_(ctx: typer.Context, card: Card = None) -> None:
    """Put the deal on offer back under the pile, or decline an insurance.

    Example: companion pass
    """
    act(ctx, {"type": "pass", "card": card})


def commission(ctx: typer.Context, throws: Throws = None, winner: Winner = None) -> None:
    """After a deal is bought, everyone throws: the highest takes its commission; after a
    City Election the first 6 thrown also takes the pot.

    Example: companion commission --throws Ann=5,Bob=5 --throws Ann=3,Bob=6
    """
    act(ctx, {"type": "commission", **thrown(throws), "winner": winner})


def sell(ctx: typer.Context, player: Player,
         deal: Annotated[str, typer.Argument(help="The deal card, by name.",
                                             click_type=names("deal"))]) -> None:
    """On a Buyer day: sell one deal to the Bank at its sale price.

    Example: companion sell Ann "Coin Collection"
    """
    act(ctx, {"type": "sell", "player": player, "deal": deal})


def poker(ctx: typer.Context, throws: Throws = None, winner: Winner = None) -> None:
    """Poker Game: each player in stakes 100 $; the highest throw takes all.

    Example: companion poker --throws Ann=4,Cy=6
    """
    act(ctx, {"type": "poker", **thrown(throws), "winner": winner})


def swellfare(ctx: typer.Context, player: Player,
              stake: Annotated[str, typer.Argument(help="Up to 100 $.")],
              throw: Annotated[int, typer.Option("--throw", help="The die: 1 to 6.")]) -> None:
    """Play a Swellfare letter (only in debt): a 5 or 6 pays ten times the stake, else it
    goes into the pot.

    Example: companion swellfare Bob 100 --throw 5
    """
    act(ctx, {"type": "swellfare", "player": player, "throw": throw,
              "stake": GAME.amount(stake)})


def loan(ctx: typer.Context, op: LoanOp, player: Player, amount: Amount) -> None:
    """Take a loan at any time, or repay it on your own Pay Day; 100 $ steps, 20% a month.

    Example: companion loan take Ann 200
    """
    act(ctx, {"type": "loan", "op": op.value, "player": player,
              "amount": GAME.amount(amount)})


def savings(ctx: typer.Context, op: SavingsOp, player: Player, amount: Amount) -> None:
    """Deposit on your own Pay Day; withdraw any time (50 $ fee off Pay Day); 100 $ steps.

    Example: companion savings deposit Ann 300
    """
    act(ctx, {"type": "savings", "op": op.value, "player": player,
              "amount": GAME.amount(amount)})


def next_(ctx: typer.Context) -> None:
    """End the turn (Pay Day's last steps too), or move the next player back in Daylight
    Savings.

    Example: companion next
    """
    act(ctx, {"type": "next"})


def thrown(rounds: list[str] | None) -> dict:
    """Each `--throws` typed, as the action's first throws and the ties' rethrows."""
    parsed = [parse_throws(text) for text in rounds or []]
    return {"throws": parsed[0] if parsed else None, "rethrows": parsed[1:]}


def parse_throws(text: str | None) -> dict[str, int] | None:
    """`Ann=5,Bob=6` -> {"Ann": 5, "Bob": 6}."""
    if not text:
        return None
    throws = {}
    for part in text.split(","):
        name, _eq, value = part.partition("=")
        if not name.strip() or not value.strip().isdigit():
            raise BadInput(_("not a throw: {part!r} (write Ann=5,Bob=6)").format(part=part))
        if name.strip() in throws:
            raise BadInput(_("{players} named twice in the throws").format(players=name.strip()))
        throws[name.strip()] = int(value)
    return throws


# --- renderers used by the generic status and score commands -------------------------
def show_status(con, view: dict) -> None:
    head = _("Pay Day, {month}, pot {pot}").format(month=view["month_line"],
                                                   pot=dollars(view["pot"]))
    con.print(head + ("" if view["over"] else f"; {view['now']}"), style="bold", markup=False)
    heads = (_("player"), _("cash"), _("savings"), _("loan"), _("day"), _("bills"), _("deals"),
             _("insured"), _("tickets"), _("months"))
    rows = [(p["name"], fmt(p["cash"]), fmt(p["savings"]), fmt(p["loan"]),
             f"{p['day']} {view['day_names'][p['name']]}", ", ".join(p["bills"]),
             ", ".join(p["deals"]), ", ".join(bill_class(c) for c in p["insurance"]),
             str(len(p["tickets"]) or ""), f"{p['months_done']}/{view['months']}")
            for p in view["players"]]
    table = Table(*(Column(h, width=w) for h, w in zip(heads, _widths(heads, rows, con.width))),
                  box=box.SIMPLE_HEAD, padding=(0, 0), show_edge=False)
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    con.print(table)
    con.print(_("Next: {step}").format(step=view["next"]), style="bold", markup=False)


def _widths(heads: tuple, rows: list[tuple], width: int) -> list[int]:
    """Each column's width, every heading whole (ten of them fit 80 columns in each
    language): a column as wide as its widest cell, the day's (a number and a word) wrapping
    at 6, and the bills and the deals, whose names are long, sharing what is left."""
    wanted = [max(len(h), *(len(r[n]) for r in rows)) for n, h in enumerate(heads)]
    wanted[4] = max(len(heads[4]), 6)
    left = width - (len(heads) - 1) - sum(w for n, w in enumerate(wanted) if n not in (5, 6))
    if wanted[5] + wanted[6] > left:
        wanted[6] = max(len(heads[6]), min(wanted[6], left // 2))
        wanted[5] = max(len(heads[5]), left - wanted[6])
    return wanted


def show_score(con, result: dict) -> None:
    table = Table(_("player"), _("cash"), _("savings"), _("loan"), _("total"),
                  box=box.SIMPLE_HEAD)
    for r in result["players"]:
        table.add_row(Text(r["name"]), fmt(r["cash"]), fmt(r["savings"]), fmt(-r["loan"]),
                      fmt(r["total"]))
    con.print(table)
    leaders = [r["name"] for r in result["players"]
               if r["total"] == result["players"][0]["total"]]
    said = _("Winner: {player}") if result["final"] else _("Leading: {player}")  # until the end
    con.print(said.format(player=result["winner"]) if result["winner"]
              else _("Tied: {players}").format(players=", ".join(leaders)), style="bold",
              markup=False)
