"""How `status` and `score` look for a game package that renders neither itself (no
`cli.py`, or one without `show_status` or `show_score`): the view's numbers as a table."""

from rich import box
from rich.text import Text

from companion.cli.params import show_score_table
from companion.cli.tables import Table
from companion.core.i18n import _
from companion.core.money import fmt, styled


def show(con, game, view: str, data: dict) -> None:
    """The game's own renderer of `view` if it has one, else companion's plain one."""
    own = getattr(game.cli(), f"show_{view}", None)
    if own is not None:
        own(con, data)
    elif view == "status":
        plain_status(con, game, data)
    else:
        plain_score(con, game, data)


def numbers(rows: list[dict], leave_out: str = "") -> list[str]:
    """The keys whose values are whole numbers in every row (not yes/no)."""
    return [k for k in rows[0] if k != leave_out
            and all(type(r.get(k)) is int for r in rows)] if rows else []


def plain_status(con, game, data: dict) -> None:
    rows = data["players"]
    columns = numbers(rows)
    table = Table(_("player"), *(game.said(k.replace("_", " ")) for k in columns),
                  title=data.get("now") or None, box=box.SIMPLE_HEAD)
    for r in rows:
        out = r.get("eliminated", False)
        table.add_row(Text(_("{name} (out)").format(name=r["name"]) if out else r["name"]),
                      *(styled(r[k], game.money_style) if k == "cash" else fmt(r[k])
                        for k in columns), style="dim" if out else "")
    con.print(table)


def plain_score(con, game, data: dict) -> None:
    show_score_table(con, data, numbers(data["players"], game.score_key),
                     game.shown_title, final=data["final"], total=data["score_name"],
                     headings={k: game.said(k.replace("_", " ")) for k in data["players"][0]},
                     total_style=game.money_style if game.score_in_money else "{}")
