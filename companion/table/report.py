"""`companion report`: the game's report as data (for --json) and as a printed page."""

from pathlib import Path

from companion.core.money import fmt
from companion.table import chart, live
from companion.table.colours import player_colours
from companion.table.history import history

SKIP = ("name", "net_assets", "eliminated")   # score row keys that are not breakdown parts


def gather(session) -> dict:
    """Scores with their breakdown (exactly `companion score --json`), net worth after every
    action, the notable moments and the game's length."""
    told = history(session)
    state = told.pop("state")
    score = session.game.score(state)
    return {"game": session.game.id, "title": session.game.title,
            "players": list(state.players), "start_player": session.game.start_player(state),
            "final": bool(score.get("final", False)),
            "headline": live.headline(session.game.status(state)), "score": score, **told}


def html(report: dict, paper: tuple[float, float]) -> str:
    from companion.printing.render import html_page

    score = report["score"]
    parts = [k for k in score["players"][0] if k not in SKIP
             and any(r[k] for r in score["players"])] if score["players"] else []
    worth = report["net_worth"]
    svg = chart.net_worth_chart(worth["seqs"], worth["players"],
                                player_colours(report["players"]))
    return html_page("report.html.j2", paper, f"{report['title']}: report", r=report,
                     parts=parts, chart=live.trusted(svg), money=fmt,
                     loans=loan_totals(report["moments"]["loans_taken"]))


def loan_totals(taken: list[dict]) -> list[tuple[str, str, int]]:
    """(player, kind, how many) over the game, in the order they were first taken."""
    totals: dict[tuple[str, str], int] = {}
    for loan in taken:
        key = (loan["player"], loan["kind"])
        totals[key] = totals.get(key, 0) + loan["count"]
    return [(player, kind, count) for (player, kind), count in totals.items()]


def write(report: dict, target: Path, paper: tuple[float, float]) -> int:
    """The report as a PDF at `target`; returns its page count."""
    from companion.printing import pdf

    target.parent.mkdir(parents=True, exist_ok=True)
    return pdf.write(html(report, paper), target)
