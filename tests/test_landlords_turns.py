"""The Landlord's Game: turn order, Shelter's tax, and game files of older rules."""

import json

from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.state import TREASURY
from tests.test_landlords_landing import Table


# --- turn order: the seating order, from whoever moves first ---------------------------
def test_the_highest_throw_begins_then_the_seating_order():
    t = Table()
    assert GAME.status(t.state)["turn"] is None
    t.do("move", player="Bob", steps=2)                       # Bob threw highest
    assert GAME.status(t.state)["turn"] == "Cy"
    t.do("move", player="Cy", steps=3)
    assert GAME.status(t.state)["turn"] == "Ann"


def test_a_throw_out_of_turn_is_refused_naming_who_throws(cli):
    """Issue 29 (4), Rule 2: "the next player throws his dice, and moves": Cy's throw on
    Bob's turn is refused and changes nothing, so Bob keeps his throw (and wages on it)."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("move", "Ann", "2")                                # Fuel: $10 tax
    before = cli.json("status")
    result = cli("move", "Cy", "6")
    assert (result.code, result.err) == (1, (
        "error: it is Bob's turn to throw, not Cy's: `companion move Bob STEPS`; a table that "
        "let Cy play on corrects the order with `companion turn Cy`\n"))
    assert cli.json("status") == before
    cli.ok("move", "Bob", "2")                                # Fuel: $10 tax
    cli.ok("move", "Cy", "4")                                 # Hogg's Game Preserves: JAIL
    cli.ok("move", "Ann", "3")                                # Royal Rusher R.R., unsold
    cli.ok("decline")
    result = cli("jail", "Cy", "--pay")
    assert (result.code, result.err) == (1, (
        "error: it is Bob's turn to throw, not Cy's: `companion move Bob STEPS`; a table that "
        "let Cy play on corrects the order with `companion turn Cy`\n"))
    cli.ok("move", "Bob", "3")                                # Royal Rusher R.R., unsold
    cli.ok("decline")
    result = cli("move", "Ann", "3")
    assert (result.code, result.err) == (1, (
        "error: it is Cy's turn to throw in JAIL, not Ann's: `companion jail Cy --dice 3,4` "
        "or `--pay`; a table that let Ann play on corrects the order with `companion turn "
        "Ann`\n"))


def test_a_table_corrects_the_turn_order_only_by_saying_so(cli):
    """A table that let Cy play on Bob's turn says so, journaled: Bob loses that turn."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy,Dee", "--seed", "1")
    result = cli("turn", "Cy")
    assert (result.code, result.err) == (1, (
        "error: no one has thrown yet: whoever throws highest moves first (`companion move Cy "
        "STEPS`)\n"))
    cli.ok("move", "Ann", "2")                                # Fuel: $10 tax
    result = cli("turn", "Bob")
    assert (result.code, result.err) == (1, "error: it is Bob's turn already\n")
    out = cli.ok("turn", "Dee")
    assert "The table corrects the turn order: Dee throws now; Bob, Cy lose this turn" in out
    assert cli.json("status")["turn"] == "Dee"
    cli.ok("move", "Dee", "2")
    assert cli.json("status")["turn"] == "Ann"
    assert "The table corrects the turn order: Dee throws now" in cli.ok("log")


def test_a_jail_throw_is_a_turn_and_a_double_moves_in_the_same_turn():
    t = Table()
    t.do("move", player="Ann", steps=4)                       # Hogg's Game Preserves: JAIL
    t.do("move", player="Bob", steps=2)
    t.do("move", player="Cy", steps=2)
    assert GAME.status(t.state)["turn"] == "Ann"
    t.do("jail", player="Ann", dice="3,3")
    assert GAME.status(t.state)["turn"] == "Ann"
    effects = t.do("move", player="Ann", steps=6)
    assert not any("turn" in e for e in effects) and GAME.status(t.state)["turn"] == "Bob"


def test_a_missed_jail_throw_ends_the_turn():
    t = Table()
    t.do("move", player="Ann", steps=4)
    t.do("move", player="Bob", steps=2)
    t.do("move", player="Cy", steps=2)
    t.do("jail", player="Ann", dice="1,2")
    assert GAME.status(t.state)["turn"] == "Bob"


# --- doubles: Rule 17 is lost, a house default lets the thrower throw again (ruling 17) ---
def test_a_double_lets_the_same_player_throw_again(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "1")
    out = cli.ok("move", "Ann", "2", "--double")              # Fuel: $10 tax
    assert "Ann threw a double and throws again (house default, ruling 17)" in out
    assert cli.json("status")["turn"] == "Ann"
    cli.ok("move", "Ann", "3")                                # Royal Rusher R.R., unsold
    cli.ok("decline")
    assert cli.json("status")["turn"] == "Bob"
    assert "it is Bob's turn to throw, not Ann's" in cli("move", "Ann", "2").err   # a third


def test_a_double_into_jail_gives_no_further_throw(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    out = cli.ok("move", "Ann", "4", "--double")              # Hogg's Game Preserves: JAIL
    assert "Ann threw a double but does not throw again from JAIL" in out
    assert cli.json("status")["turn"] == "Bob"


def test_a_double_has_an_even_total_and_changes_nothing_when_refused(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    before = cli.json("status")
    result = cli("move", "Ann", "7", "--double")
    assert (result.code, result.err) == (1, "error: a double throws an even total, not 7\n")
    assert cli.json("status") == before


def test_the_doubles_default_is_listed_and_can_be_switched_off(cli):
    assert "• rules: double throws again: true" in cli.ok("rules", "landlords-1906",
                                                           "house-defaults")
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1",
           "--rule", "double_throws_again=false")
    cli.ok("move", "Ann", "2", "--double")
    assert cli.json("status")["turn"] == "Bob"
    assert "it is Bob's turn to throw, not Ann's" in cli("move", "Ann", "2").err


def test_status_shows_the_seating_and_whose_turn(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "1")
    assert "Seating: Ann, Bob, Cy; the highest throw moves first." in cli.ok("status")
    cli.ok("move", "Cy", "2")
    assert "Seating: Ann, Bob, Cy; Ann's turn." in cli.ok("status")


# --- Rule 4: SHELTER is one of the four taxed necessities (ruling 3) -------------------
def test_stopping_on_shelter_pays_the_necessity_tax():
    t = Table()
    t.at("Ann", 3)
    t.do("move", player="Ann", steps=7)                       # to the JAIL corner, SHELTER
    assert t.cash("Ann") == 490 and t.cash(TREASURY) == 10 and "Ann" not in t.state.jailed


def test_shelter_follows_the_tax_table_and_the_single_tax():
    t = Table()
    for lot in (1, 3, 6, 7, 9, 11, 12, 14, 16, 18):
        t.give("Cy", lot, houses=1)
    assert t.land("Ann", "Shelter") == {"Ann": -20, TREASURY: 20}    # 10 houses: $20
    t.do("single-tax", votes=["Ann", "Bob"])
    assert t.land("Bob", "Shelter") == {}


def test_going_to_jail_pays_no_shelter_tax():
    t = Table()
    assert t.land("Ann", "Hogg") == {} and t.state.positions["Ann"] == 10


# --- game files of older rules are refused, naming the rules ---------------------------
def test_a_game_file_of_older_rules_is_refused_with_its_rules_version(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    import sqlite3

    conn = sqlite3.connect(cli.game)   # as if an older companion's file
    conn.execute("UPDATE meta SET value = ? WHERE key = 'rules_version'",
                 (json.dumps("landlords-1906-6"),))
    conn.commit()
    result = cli("status")
    assert result.code != 0 and result.err == (
        f"error: {cli.game} was played under rules 'landlords-1906-6'; this companion has "
        f"'landlords-1906-7'\n")


def test_the_shell_toolbar_names_whose_turn():
    t = Table()
    t.do("move", player="Ann", steps=2)
    assert GAME.toolbar(t.state) == "Bob to throw | Ann $490  Bob $500  Cy $500"


def jailed_ann(cli):
    """Ann sent to JAIL by her first move (seed 1), Bob to play."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--average")
    cli.ok("move", "Ann", "4")                       # sent to JAIL
    assert cli.json("status")["players"][0]["in_jail"]


def test_out_of_jail_on_a_throw_the_player_moves_with_that_throw(cli):
    """Ruling 6: after three missed turns the fine is paid on the next throw and the player
    moves with that throw; any other move is refused."""
    jailed_ann(cli)
    cli.ok("move", "Bob", "6")
    cli.ok("decline")
    for dice in ("1,2", "1,3", "1,4"):              # three turns missed
        cli.ok("jail", "Ann", "--dice", dice)
        cli.ok("turn", "Ann")                        # (Bob's turns are not this test's)
    out = cli.ok("jail", "Ann", "--dice", "1,5")     # the fine, and out with this throw
    assert "`companion move Ann 6`" in out
    before = cli.json("status")
    result = cli("move", "Ann", "12")
    assert result.code != 0 and result.err == (
        "error: Ann left JAIL with a throw of 6 and moves with it (Rule 6): "
        "`companion move Ann 6`\n")
    assert cli.json("status") == before
    cli.ok("move", "Ann", "6")
    assert cli.json("status")["players"][0]["position"] != before["players"][0]["position"]


def test_no_throw_in_jail_while_a_sale_waits(cli):
    """A throw in JAIL is a turn: none passes while the table settles a sale."""
    jailed_ann(cli)
    cli.ok("move", "Bob", "6")                       # The Pike, for sale
    before = cli.json("status")
    result = cli("jail", "Ann", "--dice", "1,3")
    assert result.code != 0 and "for sale" in result.err and result.err.count("\n") == 1
    assert cli.json("status") == before
