"""The end, in every game (issue 29, items 7 and 8): `companion end` where the rules end a game
by agreement, refused where they end it themselves, and no money moving after any end."""

import pytest

MOVES_MONEY = (("pay", "Ann", "Bank", "10"), ("sell-building", "Ann", "4"),
               ("mortgage", "Ann", "2"), ("unmortgage", "Ann", "6"))


def refused(cli, *args: str) -> str:
    """The one line `args` is refused with; the game file's journal unchanged."""
    entries = len(cli.json("log")["entries"])
    run = cli(*args)
    assert run.code != 0 and run.out == "" and run.err.count("\n") == 1, run
    assert "Traceback" not in run.err and len(cli.json("log")["entries"]) == entries
    return run.err


@pytest.fixture
def rent_paid(cli):
    """Ann buys South Railways (6) for 400 $; Bob lands on it and pays her 50 $ (one
    railway held): Ann 2,650 $ + the railway at its price 400 $ = 3,050 $, Bob 2,950 $,
    Cy 3,000 $."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "5")
    cli.ok("buy", "Ann", "6")
    cli.ok("move", "Bob", "5")
    return cli


def test_eurobusiness_end_freezes_the_result_when_the_agreed_time_is_up(rent_paid):
    cli = rent_paid
    assert "Leading: Ann" in cli.ok("score")
    out = cli.ok("end")
    assert "The playing time agreed is up: Ann won with the largest fortune, 3,050 $" in out
    score = cli.json("score")
    assert score["final"] and score["winner"] == "Ann"
    assert [(r["name"], r["total"]) for r in score["players"]] == [
        ("Ann", 3050), ("Cy", 3000), ("Bob", 2950)]
    assert "Winner: Ann" in cli.ok("score") and "Leading" not in cli.ok("score")
    assert cli.json("status")["active"] is None
    assert cli.ok("status").splitlines()[0] == "Eurobusiness: game over"
    line = refused(cli, "pay", "Ann", "Bob", "10")
    assert line == ("error: the game is over (won by Ann): no money moves now; `companion "
                    "score` shows the result, `companion undo` takes back the last entry\n")
    assert refused(cli, "move", "Cy", "3") == line     # nothing is played after `end`
    assert refused(cli, "end") == line
    cli.ok("undo")                                    # journaled like any entry
    assert "Leading: Ann" in cli.ok("score")
    cli.ok("pay", "Ann", "Bob", "10")


def test_eurobusiness_end_with_equal_fortunes_is_a_tie(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    assert "Ann, Bob, Cy tie with the largest fortune, 3,000 $" in cli.ok("end")
    score = cli.json("score")
    assert score["final"] and score["winner"] is None and score["tied"] == ["Ann", "Bob", "Cy"]
    assert "tied: Ann, Bob, Cy" in refused(cli, "pay", "Ann", "Bob", "10")


def test_after_the_last_player_standing_wins_no_money_moves(cli):
    """Ann holds Greece with a house on Athens and a mortgaged railway; Bob and Cy hand
    their cash to the bank and cannot pay Guarded Parking (400 $): Cy, the last to go,
    was the one to act."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    for line in ("land Ann 2", "buy Ann 2", "land Ann 4", "buy Ann 4", "build Ann 4",
                 "land Ann 6", "buy Ann 6", "mortgage Ann 6", "move Ann 5",
                 "pay Bob Bank 3000", "move Bob 4", "bankrupt Bob",
                 "pay Cy Bank 3000", "move Cy 4", "bankrupt Cy"):
        cli.ok(*line.split())
    for args in MOVES_MONEY:
        assert "the game is over (won by Ann): no money moves now" in refused(cli, *args)
    status = cli.json("status")
    assert status["active"] is None and status["waiting"] == [
        "the game is over: Ann won (`companion score`)"]
    assert cli.ok("status").splitlines()[0] == "Eurobusiness: game over"
    assert "Winner: Ann" in cli.ok("score")
    assert "the game is over (won by Ann)" in refused(cli, "end")


def test_landlords_game_ends_when_the_table_ends_it(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "3")
    assert not cli.json("score")["final"]
    cli.ok("end")
    score = cli.json("score")
    assert score["final"] and score["tied"] == ["Ann", "Bob"]
    assert "tied: Ann, Bob" in refused(cli, "pay", "Ann", "Bob", "10")
    assert "game over" in cli.ok("status").splitlines()[0]


@pytest.mark.parametrize("game, players, how", [
    ("discretion", "Ann,Bob,Cy", "after Year 10, or when one player is left solvent"),
    ("payday", "Ann,Bob", "when every player has played the months agreed at the start"),
    ("on-guard", "Ann,Bob,Cy", "at THE END: the settler caravan cannot be refilled"),
])
def test_a_game_that_ends_by_its_own_rules_refuses_end(cli, game, players, how):
    cli.ok("new", game, "--players", players, "--seed", "2")
    assert how in refused(cli, "end")
    assert "`end` is not for it" in refused(cli, "end")


@pytest.mark.parametrize("lang, words", [
    ("de", "nach dem 10. Jahr, oder wenn nur ein Spieler zahlungsfähig bleibt"),
    ("pl", "po 10. roku albo gdy tylko jeden gracz pozostaje wypłacalny"),
])
def test_end_refused_in_the_tables_language(cli, lang, words):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--lang", lang)
    assert words in refused(cli, "end")


def test_end_and_the_result_in_german_and_polish(rent_paid):
    cli = rent_paid
    assert "Die vereinbarte Spielzeit ist um: Ann hat gewonnen" in cli.ok("--lang", "de", "end")
    assert "gra skończona (wygrywa Ann)" in refused(cli, "--lang", "pl", "pay", "Ann", "Bob",
                                                    "10")


def test_rule_switches_are_set_at_new_and_kept_in_the_game_files_setup(cli):
    from companion.core.session import Session

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--rule", "doubled_rent=unbuilt",
           "--rule", "debtor_sale_floor=false")
    rules = Session.open(cli.game).meta["data"]["rules"]
    assert rules["doubled_rent"] == "unbuilt" and rules["debtor_sale_floor"] is False
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--force",
           "--rule", "doubled_rent=country")
    assert Session.open(cli.game).meta["data"]["rules"]["doubled_rent"] == "country"


@pytest.mark.parametrize("game, rule, line", [
    ("eurobusiness", "doubled_rnet=country",
     "error: unknown rule switch 'doubled_rnet' (did you mean doubled_rent?)\n"),
    ("eurobusiness", "doubled_rent=always",
     "error: --rule doubled_rent: expected unbuilt / country, not 'always'\n"),
    ("eurobusiness", "debtor_sale_floor=maybe",
     "error: --rule debtor_sale_floor: expected true / false, not 'maybe'\n"),
    ("eurobusiness", "doubled_rent",
     "error: --rule takes NAME=VALUE, e.g. doubled_rent=country, not 'doubled_rent'\n"),
    ("eurobusiness", "doubled_rent=country --rule doubled_rent=unbuilt",
     "error: --rule doubled_rent given twice: 'country' and 'unbuilt'; keep one\n"),
    ("on-guard", "end_at=year", "error: --rule end_at: expected month / season, not 'year'\n"),
    ("payday", "doubled_rent=country",
     "error: Pay Day has no rule switches: --rule doubled_rent is not one\n"),
])
def test_a_rule_switch_refused_in_one_line_and_no_file_written(cli, game, rule, line):
    run = cli("new", game, "--players", "Ann,Bob,Cy", "--rule", *rule.split())
    assert (run.code, run.err) == (1, line) and not cli.game.exists()


def test_the_last_bankruptcy_offers_no_auction_once_the_game_is_over(cli):
    """Cy, the last but one, goes bankrupt to the bank holding Rome: the bank would auction
    it, but the game is over, so nothing offers what would be refused."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    for line in ("move Ann 10", "pay Bob Bank 3000", "move Bob 4", "bankrupt Bob",
                 "land Cy 10", "buy Cy 10", "pay Cy Bank 2760", "land Cy 5"):
        cli.ok(*line.split())
    said = cli.ok("bankrupt", "Cy")
    assert "auction" not in said and "Ann is the last player on the board and wins" in said
    assert cli.json("status")["waiting"] == ["the game is over: Ann won (`companion score`)"]
    assert "Rome (10) is not up for auction" in refused(cli, "auction", "10")
