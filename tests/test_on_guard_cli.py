"""On Guard through the CLI: a whole three-Alderman game to THE END, refusals, undo and redo."""

import random

import pytest

from companion.games import shape
from companion.games.on_guard import GAME
from tests.on_guard_bot import next_action
from tests.on_guard_helpers import act, data


def command(action: dict) -> list[str]:
    """The words a table says for an action."""
    kind, player = action["type"], action["player"]
    words = {"first": [action.get("activity", "")], "build": [action.get("building", "")],
             "develop": [action.get("site", "")], "trade": [action.get("good", "")],
             "export": [action.get("good", "")], "settle": action.get("place", []),
             "keep": [action["one"]] if action.get("one") else [], "pass": []}[kind]
    options = []
    if action.get("manor"):
        options += ["--manor", action["manor"]]
    if action.get("anew"):
        options.append("--anew")
    if action.get("wagon_train"):
        options.append("--wagon-train")
    for kind_stored in action.get("store", []) if kind == "keep" else []:
        options += ["--store", kind_stored]
    return [kind, player, *words, *options]


def test_a_whole_three_alderman_game_to_the_end(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "11")
    mirror = GAME.new_state(["Ann", "Bob", "Cy"], data(), 11)
    rng = random.Random(11)
    played = 0
    while not mirror.over:
        action = next_action(mirror, rng, greedy=True)
        out = cli.ok(*command(action))
        act(mirror, **{k: v for k, v in action.items() if k != "type"}, kind=action["type"])
        played += 1
        if played % 40 == 0 or mirror.over:
            assert cli.json("status") == shape.status(GAME, mirror)
        if mirror.over:
            assert "THE END: the game is over" in out
    status = cli.json("status")
    assert status["over"] and status["end"]["trigger"] in ("settlers", "town", "gold")
    score = cli.json("score")
    assert score["end"] == status["end"] and score["winner"] == shape.score(GAME, mirror)["winner"]
    for row in score["players"]:
        assert row["total"] == row["gold_bars"] + row["buildings"] + row["bonus"]
        assert all(isinstance(row[k], int) for k in ("total", "gold_bars", "buildings", "bonus"))
    assert "Final scores" in cli.ok("score")
    assert "THE END" in cli.ok("status")
    refused = cli("first", "Ann", "build")
    assert refused.code == 1 and "THE END" in refused.err


@pytest.fixture
def table(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("first", "Ann", "settle")
    cli.ok("settle", "Ann", "ore-mine")
    cli.ok("settle", "Bob", "ore-mine")
    cli.ok("settle", "Cy", "coal-mine")
    cli.ok("first", "Bob", "build")
    return cli


@pytest.mark.parametrize("args, message", [
    (["build", "Cy", "small-market"], "it is not Cy's turn: Bob's turn to build"),
    (["build", "Bob", "smal-markt"], "unknown building 'smal-markt' (did you mean small-market?)"),
    (["build", "Bob", "inn"], "the Inn costs Bob 7F; Bob has 2F"),
    (["build", "Zed", "inn"], "unknown player 'Zed'"),
    (["trade", "Bob", "coal"], "this month's activity is build, not trade: Bob's turn to build"),
    (["first", "Cy", "trade"], "the month's activity (build) is under way"),
    (["export", "Bob"], "missing the good: companion export Bob GOOD"),
    (["export", "Bob", "wool", "--json"], "--json, --link and --location belong to `export bgstats`"),
    (["export", "bgstats", "wool"], "export bgstats takes no good"),
    (["pay", "Bob", "Ann", "-3"], "not an amount"),
])
def test_bad_input_is_one_line_and_changes_nothing(table, args, message):
    before = table.json("status")
    result = table(*args)
    assert result.code != 0 and result.out == ""
    assert result.err.count("\n") == 1 and result.err.startswith("error: ")
    assert message in result.err
    assert table.json("status") == before


def test_a_second_building_and_a_wrong_caravan_are_refused(table):
    table.ok("build", "Bob", "small-market")
    table.ok("build", "Cy", "small-market")
    result = table("build", "Ann", "small-market")
    assert result.code == 1 and "no Small Market is left" in result.err
    table.ok("pass", "Ann")
    table.ok("first", "Cy", "produce")           # Cy's manned coal mine: 1 coal
    table.ok("first", "Ann", "build")            # a new season
    result = table("build", "Ann", "small-market")
    assert "no Small Market is left" in result.err


def test_export_loads_goods_and_export_bgstats_exports_the_play(table):
    for line in (["pass", "Bob"], ["pass", "Cy"], ["pass", "Ann"],
                 ["first", "Cy", "produce"],   # Cy's manned coal mine: 1 coal, +1 as First
                 ["first", "Ann", "export"]):  # a new season: only Cy holds goods
        table.ok(*line)
    assert "Cy -> Caravan 1 2 coal: loaded" in table.ok("export", "Cy", "coal")
    status = table.json("status")
    assert status["caravans"][0] == {"size": 4, "good": "coal", "loads": 2}
    assert [p["gold_bars"] for p in status["players"]] == [0, 0, 2]   # 1 a load
    play = table.json("export", "bgstats")
    score = {r["name"]: r["total"] for r in table.json("score")["players"]}
    # nobody has built: the score is the Gold Bars earned
    assert {p["name"]: p["score"] for p in play["players"]} == score == {"Ann": 0, "Bob": 0,
                                                                         "Cy": 2}


def test_undo_then_redo_returns_the_same_state(table):
    table.ok("build", "Bob", "small-market")
    after = table.json("status")
    table.ok("undo")
    assert table.json("status")["players"][1]["buildings"] == []
    table.ok("redo")
    assert table.json("status") == after
    assert "Bob builds the Small Market" in table.ok("log")


def test_status_shows_the_towns_and_the_next_step(table):
    table.ok("build", "Bob", "small-market")
    text = table.ok("status")
    assert "small-market 0" in text and "ore-mine*" in text
    assert "Next: Cy's turn: `companion build Cy BUILDING (or pass Cy)`" in text


@pytest.mark.parametrize("lang, line", [
    ("de", "Als Nächstes: Cy ist am Zug: `companion build Cy GEBÄUDE (oder pass Cy)`"),
    ("pl", "`companion build Cy BUDYNEK (albo pass Cy)`")])
def test_the_next_step_names_the_alderman_in_german_and_polish(cli, lang, line):
    """The command offered carries the Alderman's name (the Polish one said 'build IMIĘ
    BUDYNEK (albo pass IMIĘ)': its translation renamed the NAME the player's name replaces)."""
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", lang)
    for args in ("first Ann settle", "settle Ann ore-mine", "settle Bob ore-mine",
                 "settle Cy coal-mine", "first Bob build", "build Bob small-market"):
        cli.ok(*args.split())
    assert line in cli.ok("status")


def test_the_shell_completes_on_guard_words_and_shows_the_month(table):
    from companion.cli import shell as shell_mod
    from companion.moves.context import Context
    from tests.test_shell import completions

    shell = shell_mod.Shell(Context(table.game))
    assert completions(shell, "build Bob small-m") == ["small-market"]
    assert completions(shell, "export Bob p") == ["pottery"]
    assert completions(shell, "export ") == ["Ann", "Bob", "Cy", "bgstats"]
    assert completions(shell, "export b") == ["Bob", "bgstats"]
    assert shell.toolbar() == ("April year 1, season 1: build (Bob First), Bob to build | "
                               "Ann 2F 0GB  Bob 2F 0GB  Cy 2F 0GB")
    table.ok("build", "Bob", "small-market")
    table.ok("pass", "Cy")
    table.ok("pass", "Ann")
    assert completions(shell, "first Cy ") == ["develop", "export", "trade", "produce"]
