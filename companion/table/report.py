"""`companion report`: the game's report as data (for --json) and as a printed page."""

from functools import partial
from pathlib import Path

from companion.core.money import styled
from companion.table import chart, live
from companion.table.colours import player_colours
from companion.table.history import history

def gather(session) -> dict:
    """Scores with their breakdown (exactly `companion score --json`), net worth after every
    action, the notable moments and the game's length; how the game writes its money
    (`money_style`, "{} $" for 1,200 $) and names its score, and whether the score is money."""
    game, told = session.game, history(session)
    state = told.pop("state")
    return {"game": game.id, "title": game.title, "players": list(state.players),
            "start_player": game.start_player(state), "final": game.finished(state),
            "loans_in_money": game.loans_in_money, "money_style": game.money_style,
            "headline": game.headline(state), "score_name": game.score_name,
            "score_in_money": game.score_in_money,
            "score_key": game.score_key, "points": game.points(state),
            "winners": game.winners(state),
            "score": game.score(state), **told}


def html(report: dict, paper: tuple[float, float]) -> str:
    from companion.printing.render import html_page

    rows = report["score"]["players"]
    parts = [k for k in rows[0] if k != report["score_key"]
             and all(type(r[k]) is int for r in rows) and any(r[k] for r in rows)]
    worth = report["net_worth"]
    money = partial(styled, style=report["money_style"])
    score = money if report["score_in_money"] else styled
    svg = chart.net_worth_chart(worth["seqs"], worth["players"],
                                player_colours(report["players"]), report["score_name"], score)
    sums = report["money_style"] if report["loans_in_money"] else None
    return html_page("report.html.j2", paper, f"{report['title']}: report", r=report,
                     parts=parts, chart=live.trusted(svg), money=money, score=score,
                     loans=loan_totals(report["moments"]["loans_taken"], sums))


def loan_totals(taken: list[dict], sums: str | None) -> list[tuple[str, str]]:
    """(player, what they took: `3 Bank Loans`, or where loans are sums in the money style
    `sums`, `1,200 $ loan`) over the game, in the order they were first taken."""
    unit, totals = "amount" if sums else "count", {}
    for loan in taken:
        key = (loan["player"], loan["kind"])
        totals[key] = totals.get(key, 0) + loan[unit]
    return [(player, live.loan_words(kind, n, sums)) for (player, kind), n in totals.items()]


def write(report: dict, target: Path, paper: tuple[float, float]) -> int:
    """The report as a PDF at `target`; returns its page count."""
    from companion.printing import pdf

    target.parent.mkdir(parents=True, exist_ok=True)
    return pdf.write(html(report, paper), target)
