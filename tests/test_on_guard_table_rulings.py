"""On Guard at the table (issue 18 items 17 and 19): the export that must load the most, the
building rule's ruling, the words between months and after THE END, the Prospecting card."""

import pytest

from companion.games.on_guard import GAME
from companion.games.on_guard.kit import components
from companion.games.on_guard import words
from companion.games.on_guard.kit_sheets import reference
from companion.printing.options import parse


def small_game(cli, tmp_path, target: int = 75):
    """Three Aldermen with caravans of 1, 2 and 3 wagons (and a Gold Bar target of `target`);
    after four months Cy holds 2 coal and must export them (Ann is First)."""
    text = GAME.default_data_path().read_text()
    three = "caravans = [4, 5, 6]"
    assert text.count(three) == 1 and text.count("gold_bars = 75 ") == 1
    mine = tmp_path / "small-caravans.toml"
    mine.write_text(text.replace(three, "caravans = [1, 2, 3]")
                    .replace("gold_bars = 75 ", f"gold_bars = {target} "))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", str(mine))
    for line in (["first", "Ann", "settle"], ["settle", "Ann", "ore-mine"],
                 ["settle", "Bob", "ore-mine"], ["settle", "Cy", "coal-mine"],
                 ["first", "Bob", "build"], ["pass", "Bob"], ["pass", "Cy"], ["pass", "Ann"],
                 ["first", "Cy", "produce"],     # Cy's manned coal mine: 1, and 1 as First
                 ["first", "Ann", "export"]):    # a new season; only Cy holds goods
        cli.ok(*line)
    return cli


def test_an_export_must_go_on_a_caravan_that_takes_the_most(cli, tmp_path):
    table = small_game(cli, tmp_path)
    before = table.json("status")
    cheat = table("export", "Cy", "coal", "--caravan", "1")      # 1 load where 2 fit
    assert cheat.code == 1 and cheat.err == (
        "error: Caravan 1 takes 1 coal and Caravan 2 takes 2: as much as possible must be "
        "loaded (--caravan 2 or 3)\n")
    assert table.json("status") == before
    assert "Cy -> Caravan 3 2 coal: loaded" in table.ok("export", "Cy", "coal", "--caravan", "3")
    status = table.json("status")
    assert [c["loads"] for c in status["caravans"]] == [0, 0, 2]
    assert [p["gold_bars"] for p in status["players"]] == [0, 0, 2]    # 1 a load


def test_without_a_caravan_named_the_smallest_that_takes_the_most(cli, tmp_path):
    table = small_game(cli, tmp_path)
    assert "Cy -> Caravan 2 2 coal: loaded" in table.ok("export", "Cy", "coal")


def test_after_the_end_pass_keep_and_pay_say_the_game_is_over(cli, tmp_path):
    table = small_game(cli, tmp_path, target=2)
    assert "THE END: the game is over" in table.ok("export", "Cy", "coal")
    score = table.json("score")
    for args in (["pass", "Cy"], ["keep", "Cy", "coal"], ["pay", "Ann", "Cy", "1"]):
        result = table(*args)
        assert result.code == 1
        assert result.err == "error: THE END has come: the game is over (`companion score`)\n"
    assert table.json("score") == score          # the tie-break's Faradinars stay put


def test_between_months_the_refusal_names_the_first(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    said = "error: no activity is under way: Ann is First and names one " \
           "(`companion first Ann ACTIVITY`)\n"
    for args in (["trade", "Ann", "coal"], ["pass", "Ann"], ["build", "Bob", "inn"]):
        result = cli(*args)
        assert result.code == 1 and result.err == said


def test_a_building_bought_says_the_building_and_a_second_copy_names_the_ruling(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("first", "Ann", "build")
    cli.ok("pass", "Ann")
    assert "Bob -> Bank 1F: builds the Small Market" in cli.ok("build", "Bob", "small-market")
    rulings = " ".join(cli.ok("rules", "on-guard", "rulings").split())   # as rich wraps it
    assert "13 Two of the same building." in rulings
    assert "Changed in on-guard-2: any empty caravan could be picked" in rulings


def test_a_second_copy_is_built_and_both_markets_add_to_a_sale():
    from tests.on_guard_helpers import act, cash, give, new_game

    state = new_game()
    give(state, "Bob", buildings=[("small-market", 1)], goods={"wool": 1}, faradinars=3)
    act(state, "first", player="Ann", activity="build")
    act(state, "pass", player="Ann")
    act(state, "build", player="Bob", building="small-market")       # 1F
    state.town["Bob"][1]["settlers"] = 1                              # manned by hand
    state.move("settlers", "Supply", "Bob", 1, "test: the second market's settler")
    act(state, "pass", player="Cy")
    act(state, "first", player="Bob", activity="trade")
    effects = act(state, "trade", player="Bob", good="wool")          # 2 + 1 First + 1 + 1
    assert "Bank -> Bob 5F: 2 + 1 First + 1 Small Market + 1 Small Market (sells wool)" \
        in effects
    assert cash(state, "Bob") == 2 + 3 - 1 + 5


def test_the_second_prospecting_card_and_the_row_say_five_aldermen():
    data = GAME.load_data()
    cards = [c for c in components(data, parse()).components if c.id == "activities"][0].cards
    footers = [c.front.footer for c in cards if c.name == "Prospecting"]
    assert footers == ["4-5 Aldermen only", "5 Aldermen only"]   # bonuses: the calendar board
    row = [r for r in reference(data, words.kit_words("en")).sections[1].table
           if r[0] == "Prospecting"][0]
    assert "a second one only with 5" in row[1]
