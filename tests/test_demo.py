"""`companion demo`: every game's scripted demo plays through, and the help says what each does."""

import pytest

from companion.games import REGISTRY


@pytest.mark.parametrize("game", [e.id for e in REGISTRY])
def test_every_games_demo_plays_through_and_ends_with_the_score(cli, game):
    result = cli("demo", game)
    assert (result.code, result.err) == (0, "")
    assert f"$ companion new {game} --players" in result.out
    assert "$ companion score" in result.out and "$ companion undo" in result.out
    assert not cli.game.exists()


def test_the_help_says_what_each_games_demo_does(cli):
    help_text = " ".join(cli.ok("demo", "--help").split())
    assert "Without GAME, the open game's demo (Discretion's when no game is open)" in help_text
    for entry in REGISTRY:
        assert f" {entry.id}: " in help_text
    assert "payday: two players live one month" in help_text


def test_without_a_game_named_the_open_games_demo_plays_and_the_game_is_untouched(cli):
    cli.ok("new", "payday", "--players", "Dee,Eve", "--months", "2", "--seed", "1")
    before = cli.json("log")["entries"]
    out = cli.ok("demo")
    assert "$ companion new payday --players Ann,Bob --months 1" in out
    assert "discretion" not in out
    assert cli.json("log")["entries"] == before


def test_an_unknown_game_is_one_line(cli):
    result = cli("demo", "paydya")
    assert result.code != 0 and result.err.count("\n") == 1
    assert result.err == "error: unknown game 'paydya' (did you mean payday?)\n"


@pytest.mark.parametrize("game", [e.id for e in REGISTRY])
@pytest.mark.parametrize("lang", ["de", "pl"])
def test_no_demo_types_english_words_into_a_german_or_polish_game(cli, game, lang):
    """A typed --reason stays in the language typed: no demo types one (the Discretion,
    Landlord's and Pay Day demos showed 'typed the wrong name' in a Polish log)."""
    out = cli.ok("demo", game, "--lang", lang)
    assert "--reason" not in out and "wrong name" not in out
