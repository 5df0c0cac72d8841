"""On Guard (issue 18 item 18): the Mayor influenced "[F1,7+]", an Alderman taking office
mid-game, and the months March to October; every number worked out by hand from the text."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from companion.games.on_guard.state import BANK, GOLD, REVEALED, SETTLERS, SUPPLY, WAGON
from tests.on_guard_helpers import act, cash, new_game

FOUR = ["Ann", "Bob", "Cy", "Dee"]


# --- the Mayor's influence -----------------------------------------------------------------
def test_influencing_the_mayor_through_the_cli(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")   # 2F each
    free_bump = cli("first", "Cy", "build")
    assert free_bump.code == 1 and free_bump.err == (
        "error: the Mayor names Ann, the head of the running order, First; Cy may influence "
        "him to be bumped up: `companion influence Cy THROW` (1F, a throw of 7 or more)\n")
    out = cli.ok("influence", "Cy", "6")              # paid, but 6 is not 7+
    assert "Cy -> Bank 1F: influences the Mayor" in out
    assert "a throw of 6: the Mayor is not moved (7 or more was needed)" in out
    again = cli("influence", "Cy", "9")
    assert again.code == 1 and "Cy has tried the Mayor before this month already" in again.err
    for throw in ("1", "13"):
        wrong = cli("influence", "Bob", throw)
        assert wrong.code == 1 and wrong.err == (
            f"error: a throw of 2 dice is 2 to 12, not {throw}\n")
    assert "the Mayor bumps Bob up the running order: Bob, Ann, Cy" in cli.ok(
        "influence", "Bob", "7")
    status = cli.json("status")
    assert status["order"] == ["Bob", "Ann", "Cy"]
    assert [p["faradinars"] for p in status["players"]] == [2, 2 - 1, 2 - 1]
    cli.ok("first", "Bob", "build")
    late = cli("influence", "Ann", "8")
    assert late.code == 1 and late.err.startswith(
        "error: the Mayor is influenced between months, before the First names the activity")
    assert "Bob influences the Mayor, throwing 7" in cli.ok("log")


def test_one_who_has_been_first_goes_ahead_of_no_one_not_yet_first():
    state = new_game(FOUR)                        # 3F each
    act(state, "first", player="Ann", activity="produce")   # order Bob, Cy, Dee, Ann
    act(state, "first", player="Bob", activity="settle")
    for p in ("Bob", "Cy", "Dee", "Ann"):
        act(state, "settle", player=p, place=["coal-mine" if p == "Cy" else "ore-mine"])
    assert state.order == ["Cy", "Dee", "Ann", "Bob"]
    # Bob has been First: up past Ann (been First too), not past Cy or Dee
    act(state, "influence", player="Bob", roll=7)
    assert state.order == ["Cy", "Dee", "Bob", "Ann"] and cash(state, "Bob") == 3 - 1
    # Ann, First in March, goes up past Bob, and no further
    act(state, "influence", player="Ann", roll=11)
    assert state.order == ["Cy", "Dee", "Ann", "Bob"] and cash(state, "Ann") == 3 - 1
    with pytest.raises(RuleViolation, match="at the head of the running order"):
        act(state, "influence", player="Cy", roll=8)
    act(state, "influence", player="Dee", roll=2)  # a failed try still costs the 1F
    assert state.order == ["Cy", "Dee", "Ann", "Bob"] and cash(state, "Dee") == 3 - 1
    assert -state.ledger.balance(BANK) == 4 * 3 - 3


def test_refused_before_paying_when_no_bump_is_possible():
    state = new_game()
    act(state, "first", player="Ann", activity="produce")   # Bob, Cy, Ann; Ann was First
    with pytest.raises(RuleViolation, match="Ann has been First this season and may not go "
                                            "ahead of Bob, Cy, not yet First"):
        act(state, "influence", player="Ann", roll=12)
    assert cash(state, "Ann") == 2 and state.influenced == []
    state.ledger.transfer("Cy", BANK, 2, "test: Cy spent his Faradinars")
    with pytest.raises(RuleViolation, match="influencing the Mayor costs 1F; Cy has 0F"):
        act(state, "influence", player="Cy", roll=9)
    with pytest.raises(BadInput, match="a throw of 2 dice is 2 to 12, not 0"):
        act(state, "influence", player="Cy", roll=0)


# --- a new Alderman ----------------------------------------------------------------------------
def test_a_fourth_alderman_takes_office_through_the_cli(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    before = cli.json("status")
    cli.ok("first", "Ann", "produce")               # March: nobody produces; order Bob, Cy, Ann
    out = cli.ok("join", "Dee")
    assert "Dee invests 1000Cr in the Lord's Demesne" in out
    status = cli.json("status")
    # "as many Faradinars as there are other Aldermen": 3; the sitting three 1F more each
    assert [(p["name"], p["faradinars"]) for p in status["players"]] == [
        ("Ann", 3), ("Bob", 3), ("Cy", 3), ("Dee", 3)]
    assert status["players"][3]["sites"] == [{"kind": "ore-mine", "occupied": False}]  # 4th
    # 4 Aldermen: 75 settlers (52 + 20, one more onto the wagon for 4), a target of 100,
    # caravans of 5, 6 and 7, one more site revealed, the Prospecting card in play
    assert status["supply"]["settlers"] == 52 + 20 - 1 and status["wagon"] == 4
    assert status["supply"]["gold_bars"] == 100
    assert [c["size"] for c in status["caravans"]] == [5, 6, 7]
    assert len(status["revealed"]) == len(before["revealed"]) + 1 == 5
    assert status["supply"]["site_pile"] == before["supply"]["site_pile"] - 2  # site, reveal
    assert "prospect" in [c["activity"] for c in status["bonuses"]]
    # not yet First this season: behind Bob and Cy, ahead of Ann (First in March)
    assert status["order"] == ["Bob", "Cy", "Dee", "Ann"]
    for first in ("Bob", "Cy", "Dee"):
        cli.ok("first", first, {"Bob": "prospect", "Cy": "develop", "Dee": "build"}[first])
        while cli.json("status")["activity"]:       # everyone passes develop and build
            cli.ok("pass", cli.json("status")["waiting"])
    status = cli.json("status")
    assert status["season"] == 2 and status["month"] == 5    # a season of four months
    assert [p["faradinars"] for p in status["players"]] == [3, 3 + 1, 3, 3]  # Bob prospected
    assert cli.json("score")["players"][0]["name"] in FOUR
    worth = cli.json("report")["net_worth"]["players"]
    assert set(worth) == set(FOUR) and worth["Dee"][0] == 0


@pytest.mark.parametrize("name, message", [
    ("ann", "Ann is an Alderman already"),
    ("Bank", "'Bank' cannot be an Alderman's name (companion uses it)"),
    ("caravan 2", "'caravan 2' cannot be an Alderman's name (companion uses it)"),
    ("bgstats", "'bgstats' cannot be an Alderman's name: `companion export bgstats` is"),
    ("Dee,Eve", "'Dee,Eve' cannot be an Alderman's name"),
])
def test_a_new_name_that_cannot_be_used_is_refused(cli, name, message):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    before = cli.json("status")
    result = cli("join", name)
    assert result.code == 1 and message in result.err and result.err.count("\n") == 1
    assert cli.json("status") == before


def test_joining_is_between_months_and_up_to_five():
    state = new_game(["Ann", "Bob", "Cy", "Dee", "Eve"])
    with pytest.raises(RuleViolation, match="at most 5 Aldermen"):
        act(state, "join", name="Fay")
    state = new_game()
    act(state, "first", player="Ann", activity="build")
    with pytest.raises(RuleViolation, match="takes office between months"):
        act(state, "join", name="Dee")


def test_no_alderman_takes_office_once_the_end_is_coming():
    from companion.games.on_guard import GAME
    from tests.on_guard_helpers import data, give

    season = {**data(), "rules": {**data()["rules"], "end_at": "season"}}
    state = GAME.new_state(["Ann", "Bob", "Cy"], season, 1)
    state.move(GOLD, SUPPLY, "Cy", 74, "test: Gold Bars earned before")
    give(state, "Ann", goods={"coal": 1})
    act(state, "first", player="Ann", activity="export")
    act(state, "export", player="Ann", good="coal")        # 1 + 1: 76, the target is 75
    assert state.end["trigger"] == "gold" and not state.over
    with pytest.raises(RuleViolation, match="THE END is coming: no Alderman takes office now"):
        act(state, "join", name="Dee")


def test_a_fifth_alderman_brings_the_second_prospecting_card_and_a_coal_mine():
    state = new_game(FOUR)
    pile, settlers = len(state.pile), state.count(SUPPLY, SETTLERS)
    gold = state.count(SUPPLY, GOLD)
    act(state, "join", name="Eve")
    assert [cash(state, p) for p in FOUR + ["Eve"]] == [3 + 1] * 4 + [4]
    assert state.sites["Eve"] == [{"kind": "coal-mine", "occupied": False}]   # 5th: Coal Mine
    assert [c["activity"] for c in state.cards].count("prospect") == 2
    assert state.count(SUPPLY, SETTLERS) == settlers + (95 - 75) - 1
    assert state.count(WAGON, SETTLERS) == 5
    assert state.count(SUPPLY, GOLD) == gold + (122 - 100)
    assert [c["size"] for c in state.caravans] == [6, 7, 8]
    assert len(state.pile) == pile - 2            # Eve's Coal Mine and the site turned up
    assert sum(state.count(REVEALED, k) for k in state.data["sites"]) == 5 + 1
    assert state.order == ["Ann", "Bob", "Cy", "Dee", "Eve"]


# --- the months ---------------------------------------------------------------------------
def test_the_months_run_march_to_october_then_a_new_year(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    view = cli.json("status")
    assert (view["month_name"], view["year"], view["month"]) == ("March", 1, 1)
    assert cli.ok("status").startswith("On Guard, March of year 1 (month 1), season 1")
    said = ""
    for month in range(8):                 # three seasons' produce, build and trade
        status = cli.json("status")
        activity = ("produce", "build", "trade")[month % 3]
        said = cli.ok("first", status["order"][0], activity)
        while cli.json("status")["activity"]:
            said = cli.ok("pass", cli.json("status")["waiting"])
        if month == 6:
            assert "September (produce, Ann First) is over" in said
    assert "October (build, Bob First) is over" in said
    assert "The winter passes without an activity; March of year 2 comes next" in said
    view = cli.json("status")
    assert (view["month_name"], view["year"], view["month"], view["season"]) == \
        ("March", 2, 9, 3)
