"""`companion report`: the game's report as data (for --json) and as a printed page."""

from datetime import datetime
from functools import partial
from pathlib import Path

from markupsafe import Markup

from companion.core import i18n
from companion.core.money import styled
from companion.games import shape
from companion.table import chart, flowchart, flows, live
from companion.table.colours import player_colours
from companion.table.history import history
from companion.table.i18n import CATALOG, _, ngettext


def gather(session) -> dict:
    """Scores with their breakdown (exactly `companion score --json`), net worth after every
    action, the notable moments and the game's length; the game's rounds and each player's
    money by kind (`rounds`, `flows`); how the game writes its money (`money_style`,
    "{} $" for 1,200 $) and names its score and its parts (`score_name`, `columns`: in the
    language of the moment), and whether the score is money."""
    game, told = session.game, history(session)
    state = told.pop("state")
    seqs = told["net_worth"]["seqs"]
    score = shape.score(game, state)
    return {"game": game.id, "title": session.title, "players": list(state.players),
            "start_player": game.start_player(state), "final": game.finished(state),
            "loans_in_money": game.loans_in_money, "money_style": game.money_style,
            "headline": game.headline(state), "score_name": game.score_word(state.data),
            "score_in_money": game.score_in_money,
            "score_key": "total", "points": game.points(state),
            "winners": game.winners(state),
            # a score row's parts as the game's catalog names them ("bank_loans": "bank loans")
            "columns": {k: game.said(k.replace("_", " ")) for k in score["players"][0]},
            "score": score, **told, **rounds_and_flows(session, list(state.players)),
            "out": {b["player"]: seqs.index(b["seq"]) for b in told["moments"]["bankruptcies"]
                    if b["seq"] in seqs}}


def rounds_and_flows(session, players: list[str]) -> dict:
    """One replay: where each of the game's rounds begins, as (point, 'Year 2') with point
    0 the start and point n after the n-th action in effect, and every player's money in
    and out by kind (flows.py). The transfers are replayed in English, whose words tell
    their kinds; the rounds are named in the language the report speaks."""
    game, transfers, lang = session.game, [], i18n.current()
    start = session.replay([])[0]
    rounds = [[0, game.round_mark(start)]]

    def after(seq: int, state) -> None:
        after.point += 1
        transfers.extend(state.transfers)
        with i18n.speaking(lang):
            mark = game.round_mark(state)
        if mark != rounds[-1][1]:
            rounds.append([after.point, mark])

    after.point = 0
    with i18n.speaking(i18n.SOURCE):
        session.replay(None, after)
    kind, order = flows.game_kinds(game)
    return {"rounds": rounds if rounds[0][1] else [],
            "flows": flows.money_flows(players, transfers, kind, order),
            "own_kinds": {k: game.said(w) for k, w in game.transfer_kinds.items()}}


def whole(amount: int, style: str) -> str:
    """An amount as the game writes it, never broken across a line ("25 $", not "25" and
    "$" a line apart)."""
    return styled(amount, style).replace(" ", "\u00a0")


def html(report: dict, paper: tuple[float, float]) -> str:
    from companion.printing.render import html_page

    rows = report["score"]["players"]
    parts = [k for k in rows[0] if k != report["score_key"]
             and all(type(r[k]) is int for r in rows) and any(r[k] for r in rows)]
    worth = report["net_worth"]
    money = partial(whole, style=report["money_style"])
    score = money if report["score_in_money"] else styled
    colours = player_colours(report["players"])
    svg = chart.net_worth_chart(worth["seqs"], worth["players"], colours, report["score_name"],
                                score, [tuple(r) for r in report["rounds"]], report["out"])
    flow_svg = flowchart.flow_chart(report["flows"], colours, money, report["own_kinds"])
    return html_page("table/report.html.j2", paper,
                     _("{title}: report").format(title=report["title"]), i18n.current(),
                     catalog=CATALOG, r=report, parts=parts, chart=live.trusted(svg), money=money,
                     score=score, flow_chart=live.trusted(flow_svg),
                     flow_rows=flow_rows(report["flows"], report["own_kinds"]),
                     said=sentences(report, money))


def sentences(report: dict, money) -> dict:
    """The report's sentences, each whole in the catalog: its heading and footer, who won,
    the notable moments and how long the game ran."""
    from companion.printing.render import fill, page_counters

    m, final = report["moments"], report["final"]
    heading = _("{title}: the final report") if final else _("{title}: the game so far")
    footer = _("{title} · report · page {page} of {pages}").format(
        title=report["title"], page="{page}", pages="{pages}")
    standing = ""
    if report["winners"]:
        standing = fill(live.standing_message(report["winners"], final),
                        players=Markup("<b>%s</b>") % ", ".join(report["winners"]))
    return {"heading": heading.format(title=report["title"]),
            "footer": page_counters(footer), "standing": standing,
            "chart": chart.over_the_game(report["score_name"]),
            "moments": moments(m, report["money_style"] if report["loans_in_money"] else None,
                               money),
            "length": length_words(report["length"])}


def moments(m: dict, sums: str | None, money) -> list[str]:
    """The notable moments, one line each: the largest payment, the loans taken, the
    bankruptcies, the undos and redos."""
    from companion.printing.render import fill

    big = m["largest_payment"]
    loans = "; ".join(_("{player} {loans}").format(player=p, loans=words)
                      for p, words in loan_totals(m["loans_taken"], sums))
    out = ", ".join(_("{player} (#{seq})").format(player=b["player"], seq=b["seq"])
                    for b in m["bankruptcies"])
    undos = _("Undos: {n}").format(n=m["undos"])
    if m["redos"]:
        undos = ngettext("Undos: {n} (and {redos} redo)", "Undos: {n} (and {redos} redos)",
                         m["redos"]).format(n=m["undos"], redos=m["redos"])
    return [fill(_("Largest payment: {amount}, {payer} to {payee}: {reason} (#{seq})"),
                 amount=Markup("<b>%s</b>") % money(big["amount"]), payer=big["payer"],
                 payee=big["payee"], reason=big["reason"], seq=big["seq"])
            if big else _("Largest payment: none"),
            _("Loans taken: {loans}").format(loans=loans) if loans else _("Loans taken: none"),
            _("Bankruptcies: {players}").format(players=out) if out
            else _("Bankruptcies: none"),
            undos]


def length_words(length: dict) -> str:
    """'5 actions in effect, 6 journal entries, from 2026-12-01 20:15 to 20:40 CET
    (25 minutes).', the times in this computer's zone as the language writes them."""
    actions = ngettext("{n} action in effect", "{n} actions in effect",
                       length["actions"]).format(n=length["actions"])
    entries = ngettext("{n} journal entry", "{n} journal entries",
                       length["entries"]).format(n=length["entries"])
    times = local_times(length)
    if times is None:
        return _("{actions}, {entries}.").format(actions=actions, entries=entries)
    minutes = ngettext("{n} minute", "{n} minutes", length["minutes"]).format(
        n=length["minutes"])
    return _("{actions}, {entries}, from {started} to {ended} {zone} ({minutes}).").format(
        actions=actions, entries=entries, minutes=minutes, **times)


def flow_rows(flows_by_player: dict, own: dict[str, str]) -> list[
        tuple[str, dict[str, int], dict[str, int], int, int]]:
    """(player, in by kind, out by kind, total in, total out) for the table, the kinds in
    the report's language (the game's `own` kinds in its words)."""
    return [(p, flows.named(f["in"], own), flows.named(f["out"], own), sum(f["in"].values()),
             sum(f["out"].values())) for p, f in flows_by_player.items()]


def local_times(length: dict) -> dict | None:
    """The first and last entry in this computer's zone, as the language writes a date
    ('2026-12-01 20:15', German '01.12.2026, 20:15'), the end without its date on the same
    day, and the zone ('CET'); None for a game without entries."""
    if not length["started"]:
        return None
    shown = [datetime.fromisoformat(length[k]).astimezone() for k in ("started", "ended")]
    same_day = shown[0].date() == shown[1].date()
    return {"started": when(shown[0]), "ended": shown[1].strftime("%H:%M") if same_day
            else when(shown[1]),
            "zone": shown[1].strftime("%Z") or shown[1].strftime("UTC%z")}


def when(moment: datetime) -> str:
    """A date and time as the language writes them: '2026-12-01 20:15', '01.12.2026, 20:15'."""
    # Translators: a date and time; write the parts in your language's order and signs
    return _("{year}-{month}-{day} {time}").format(
        year=moment.year, month=f"{moment.month:02}", day=f"{moment.day:02}",
        time=moment.strftime("%H:%M"))


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
