"""Every registered game gets the live page, the report and the BG Stats export for free."""

import pytest

from companion import games
from companion.core.session import Session
from companion.table import bgstats, live, report

IDS = [entry.id for entry in games.REGISTRY]


@pytest.mark.parametrize("game", IDS)
def test_page_report_and_export(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "7")
    session = Session.open(cli.game)
    target = session.game
    data = live.snapshot(session)
    assert {p["name"] for p in data["players"]} == {"Ann", "Bob", "Cy"}
    assert set(live.parts(data)) == set(live.PARTS)
    assert live.page(data).startswith("{# ") is False and "<html" in live.page(data)
    assert (data["board"] is None) == (type(target).board_svg is games.base.Game.board_svg)
    told = cli.json("report")
    assert told["score"] == cli.json("score")
    points = {r["name"]: r["total"] for r in told["score"]["players"]}
    assert told["points"] == points
    assert {n: s[-1] for n, s in told["net_worth"]["players"].items()} == points
    assert "<svg" in report.html(told, (210, 297))
    play = cli.json("export", "bgstats")   # On Guard's export reads the word too
    # with no action yet, the play is dated now: the one field two calls may differ in
    assert play == bgstats.play(session, report.gather(session)) | {"playDate": play["playDate"]}
    assert {p["name"]: p["score"] for p in play["players"]} == points


@pytest.mark.parametrize("game", IDS)
def test_no_two_commands_share_a_name(cli, game):
    import typer

    from companion.cli import table
    from companion.cli.app import build_app
    from companion.moves.context import Context

    cli.ok("new", game, "--players", "Ann,Bob,Cy")
    app = build_app(Context(cli.game))
    names = [c.name for c in app.registered_commands] + [g.name for g in app.registered_groups]
    assert sorted(n for n in set(names) if names.count(n) > 1) == []
    commands = typer.main.get_command(app).commands
    assert commands["serve"].callback.__wrapped__ is table.serve
    assert commands["report"].callback.__wrapped__ is table.report
    own_export = game == "on-guard"   # its Export activity, which also reads `export bgstats`
    assert (commands["export"].callback.__wrapped__ is table.export) is not own_export


MOMENTS = {   # a game brought to where one player acts: who, and what in a few words
    "discretion": ([], "Bob", "to build"),   # the first buyer starts the build round (16)
    "landlords-1906": ([("deal",), ("move", "Ann", "2")], "Bob", "to throw"),
    "eurobusiness": ([("move", "Ann", "9")], "Ann", "to buy or decline"),   # the lander
    "payday": ([], "Ann", "to throw"),
    "on-guard": ([], "Ann", "to choose"),   # the toolbar: "Ann is First"
}


@pytest.mark.parametrize("game", IDS)
def test_the_page_the_toolbar_and_the_status_header_mark_who_acts(cli, game):
    from companion.moves.context import Context
    from companion.cli.shell import Shell

    commands, who, doing = MOMENTS[game]
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "7")
    if game == "discretion":
        for n in range(7):   # the opening auctions: Bob buys first
            cli.ok("auction", "--winner", ("Bob", "Cy", "Ann")[n % 3], "--price", "100k")
    for command in commands:
        cli.ok(*command)
    data = live.snapshot(Session.open(cli.game))
    assert data["acting"] == who and data["next"].startswith(who)
    assert [(p["name"], p["doing"]) for p in data["players"] if p["active"]] == [(who, doing)]
    assert f"{who} {doing}" in cli.ok("status").splitlines()[0]
    marked = f"{who} is First" if game == "on-guard" else f"{who} {doing}"
    assert f"{marked} |" in Shell(Context(cli.game)).toolbar()
