"""`companion report`: the game's report as data (for --json) and as a printed page."""

from datetime import datetime
from functools import partial
from pathlib import Path

from companion.core.money import styled
from companion.table import chart, flowchart, live
from companion.table.colours import player_colours
from companion.table.flows import money_flows
from companion.table.history import history

def gather(session) -> dict:
    """Scores with their breakdown (exactly `companion score --json`), net worth after every
    action, the notable moments and the game's length; the game's rounds and each player's
    money by kind (`rounds`, `flows`); how the game writes its money (`money_style`,
    "{} $" for 1,200 $) and names its score, and whether the score is money."""
    game, told = session.game, history(session)
    state = told.pop("state")
    seqs = told["net_worth"]["seqs"]
    return {"game": game.id, "title": game.title, "players": list(state.players),
            "start_player": game.start_player(state), "final": game.finished(state),
            "loans_in_money": game.loans_in_money, "money_style": game.money_style,
            "headline": game.headline(state), "score_name": game.score_name,
            "score_in_money": game.score_in_money,
            "score_key": game.score_key, "points": game.points(state),
            "winners": game.winners(state),
            "score": game.score(state), **told, **rounds_and_flows(session, list(state.players)),
            "out": {b["player"]: seqs.index(b["seq"]) for b in told["moments"]["bankruptcies"]
                    if b["seq"] in seqs}}


def rounds_and_flows(session, players: list[str]) -> dict:
    """One replay: where each of the game's rounds begins, as (point, 'Year 2') with point
    0 the start and point n after the n-th action in effect, and every player's money in
    and out by kind (flows.py)."""
    game, transfers = session.game, []
    start, _, _ = session.replay([])
    rounds = [[0, game.round_mark(start)]]

    def after(seq: int, state) -> None:
        after.point += 1
        transfers.extend(state.transfers)
        mark = game.round_mark(state)
        if mark != rounds[-1][1]:
            rounds.append([after.point, mark])

    after.point = 0
    session.replay(None, after)
    return {"rounds": rounds if rounds[0][1] else [],
            "flows": money_flows(players, transfers)}


def html(report: dict, paper: tuple[float, float]) -> str:
    from companion.printing.render import html_page

    rows = report["score"]["players"]
    parts = [k for k in rows[0] if k != report["score_key"]
             and all(type(r[k]) is int for r in rows) and any(r[k] for r in rows)]
    worth = report["net_worth"]
    money = partial(styled, style=report["money_style"])
    score = money if report["score_in_money"] else styled
    colours = player_colours(report["players"])
    svg = chart.net_worth_chart(worth["seqs"], worth["players"], colours, report["score_name"],
                                score, [tuple(r) for r in report["rounds"]], report["out"])
    flow_svg = flowchart.flow_chart(report["flows"], colours, money)
    sums = report["money_style"] if report["loans_in_money"] else None
    return html_page("report.html.j2", paper, f"{report['title']}: report", r=report,
                     parts=parts, chart=live.trusted(svg), money=money, score=score,
                     flow_chart=live.trusted(flow_svg), flow_rows=flow_rows(report["flows"]),
                     times=local_times(report["length"]),
                     loans=loan_totals(report["moments"]["loans_taken"], sums))


def flow_rows(flows: dict) -> list[tuple[str, dict[str, int], dict[str, int], int, int]]:
    """(player, in by kind, out by kind, total in, total out) for the table."""
    return [(p, f["in"], f["out"], sum(f["in"].values()), sum(f["out"].values()))
            for p, f in flows.items()]


def local_times(length: dict) -> dict | None:
    """The first and last entry in this computer's zone ('2026-12-01 20:15 CET'); None for
    a game without entries."""
    if not length["started"]:
        return None
    shown = [datetime.fromisoformat(length[k]).astimezone() for k in ("started", "ended")]
    return {"started": shown[0].strftime("%Y-%m-%d %H:%M"),
            "ended": shown[1].strftime("%H:%M" if shown[0].date() == shown[1].date()
                                       else "%Y-%m-%d %H:%M"),
            "zone": shown[1].strftime("%Z") or shown[1].strftime("UTC%z")}


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
