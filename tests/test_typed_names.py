"""What the banker types, read kindly: player names in any case or as a prefix are journaled
as the names themselves; a mistyped amount is answered in the game's own sums."""

import pytest

from tests.conftest import Cli


@pytest.mark.parametrize("game, lines, body, summary", [
    ("landlords-1906", [["move", "an", "7"]], {"player": "Ann"}, "Ann moves 7"),
    ("eurobusiness", [["move", "ann", "9"], ["buy", "ANN", "Rome"], ["move", "b", "4"],
                      ["move", "c", "4"], ["trade", "ann", "Rome", "b", "--price", "300"]],
     {"seller": "Ann", "buyer": "Bob"}, "Ann sells Rome (10) to Bob for 300 $"),
    ("discretion", [["auction", "--winner", "cy", "--price", "500k"]], {"winner": "Cy"},
     "auction Riverside to Cy for 500,000"),
])
def test_typed_names_are_journaled_as_the_players_own(tmp_path, game, lines, body, summary):
    cli = Cli(tmp_path / "game.db")
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "2")
    for line in lines:
        cli.ok(*line)
    last = cli.json("log")["entries"][-1]
    assert last["summary"] == summary
    from companion.core.session import Session

    entry = Session.open(cli.game).journal.entries()[-1]
    assert {k: entry.body[k] for k in body} == body


def test_a_name_that_fits_no_one_is_still_refused_by_the_game(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "2")
    result = cli("move", "Zed", "7")
    assert (result.code, result.err) == \
        (1, "error: unknown player 'Zed' (choose from Ann, Bob, Cy)\n")


@pytest.mark.parametrize("game, examples", [
    ("discretion", "500000, 500,000, 500k or 1.2M"), ("landlords-1906", "90 or $90"),
    ("eurobusiness", "240 or 1,500"), ("on-guard", "3 or 12"), ("payday", "75 or 1,200"),
])
def test_a_mistyped_amount_is_answered_in_the_games_own_sums(tmp_path, game, examples):
    cli = Cli(tmp_path / "game.db")
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "2")
    result = cli("pay", "Ann", "Bob", "ten")
    assert (result.code, result.err) == (1, f"error: not an amount: 'ten' (try {examples})\n")
