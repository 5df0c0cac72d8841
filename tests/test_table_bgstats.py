"""`companion export bgstats`: BG Stats' push-play JSON and link, matching the score."""

import json
import time
from datetime import datetime, timezone
from urllib.parse import unquote

import pytest

from companion.games import load
from companion.games.discretion import GAME as DISCRETION
from companion.paths import CARDS
from companion.table.bgstats import LINK, rank
from tests.table_helpers import recorded_game


def test_the_play_matches_the_score(cli):
    recorded_game(cli.game)
    play = cli.json("export", "bgstats")
    score = cli.json("score")
    worth = {r["name"]: r["total"] for r in score["players"]}
    assert [p["name"] for p in play["players"]] == ["Ann", "Bob", "Cy", "Dee"]   # seating
    assert {p["name"]: p["score"] for p in play["players"]} == worth
    assert [p["name"] for p in play["players"] if p["winner"]] == [score["winner"]]
    assert all(type(p["winner"]) is bool and type(p["startPlayer"]) is bool
               for p in play["players"])
    assert sum(p["startPlayer"] for p in play["players"]) == 1
    assert play["game"] == {"name": "Discretion", "sourceGameId": "discretion",
                            "highestWins": True, "noPoints": False}   # no unverified bggId
    assert [p["sourcePlayerId"] for p in play["players"]] == ["Ann", "Bob", "Cy", "Dee"]
    by_worth = sorted(worth, key=worth.get, reverse=True)       # no tie in the recorded game
    assert {p["name"]: p["rank"] for p in play["players"]} == {
        name: place for place, name in enumerate(by_worth, 1)}
    assert "location" not in play
    assert play["sourceName"] == "companion" and isinstance(play["durationMin"], int)
    assert len(play["playDate"]) == len("2026-11-30 21:05:00")


def test_the_start_player_is_discretions_first_buyer(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "2")
    cli.ok("auction", "5", "--no-bid")
    cli.ok("auction", "7", "--winner", "Bob", "--price", "500k")
    starters = [p["name"] for p in cli.json("export", "bgstats")["players"] if p["startPlayer"]]
    assert starters == ["Bob"]


def test_the_link_carries_the_same_json(cli):
    recorded_game(cli.game, actions=30)
    play = cli.json("export", "bgstats")
    out = cli.ok("export", "bgstats", "--link").strip()
    assert out.startswith(LINK) and "\n" not in out and " " not in out
    assert json.loads(unquote(out[len(LINK):])) == play
    assert "before the end" in play["comments"]   # an unfinished game says so
    assert play["comments"] == ("Scores: each player's net assets, kept by companion. "
                                       "Recorded before the end (Year 1 play, Cy to draw).")


def test_the_play_id_is_stable_as_the_game_goes_on(cli):
    recorded_game(cli.game, actions=10)
    first = cli.json("export", "bgstats")["sourcePlayId"]
    cli.ok("pay", "Ann", "Bob", "10k")
    assert cli.json("export", "bgstats")["sourcePlayId"] == first


def test_a_tie_makes_every_tied_player_a_winner(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    players = cli.json("export", "bgstats")["players"]
    assert [p["winner"] for p in players] == [True, True]
    assert [p["rank"] for p in players] == [1, 1]                # tied: one place shared
    assert [p["startPlayer"] for p in players] == [True, False]


def test_places_count_the_players_ahead():
    points = {"Ann": 50, "Bob": 80, "Cy": 50, "Dee": 10}
    assert {p: rank(p, points, {"Bob"}) for p in points} == {"Ann": 2, "Bob": 1, "Cy": 2,
                                                              "Dee": 4}
    # a tie broken by the rules: the winner first, the other one second
    assert [rank(p, {"Ann": 5, "Bob": 5}, {"Bob"}) for p in ("Ann", "Bob")] == [2, 1]


def test_eurobusiness_goes_out_with_its_boardgamegeek_id_as_a_number(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy")
    assert cli.json("export", "bgstats")["game"]["bggId"] == 42050
    data = load("eurobusiness").load_data()["game"]
    assert "42050" in data["bgg_source"]                          # the source beside it


@pytest.mark.parametrize("game", ["discretion", "landlords-1906", "payday", "on-guard"])
def test_a_game_without_a_known_id_sends_none(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy")
    assert "bggId" not in cli.json("export", "bgstats")["game"]


def test_a_table_sets_its_own_id_in_its_data_file(cli, tmp_path):
    own = tmp_path / "mine.toml"
    text = (CARDS / "discretion" / "discretion.toml").read_text()
    own.write_text(text.replace('house = ["largest_amount"]\n', 'house = ["largest_amount"]\n'
                                'bgg_id = 123\nbgg_source = "our own look-up"\n', 1))
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--data", str(own))
    assert cli.json("export", "bgstats")["game"]["bggId"] == 123


@pytest.mark.parametrize("lines, message", [
    ('bgg_id = 123\n', "game.bgg_id: a BoardGameGeek id (1 or more) goes with bgg_source"),
    ('bgg_id = "123"\nbgg_source = "x"\n', "game.bgg_id: expected int, got str"),
    ('bgg_id = 0\nbgg_source = "x"\n', "game.bgg_id: a BoardGameGeek id (1 or more)"),
])
def test_a_bad_id_in_a_data_file_is_one_line_and_no_game(cli, tmp_path, lines, message):
    own = tmp_path / "mine.toml"
    text = (CARDS / "discretion" / "discretion.toml").read_text()
    own.write_text(text.replace('house = ["largest_amount"]\n',
                                'house = ["largest_amount"]\n' + lines, 1))
    result = cli("new", "discretion", "--players", "Ann,Bob", "--data", str(own))
    assert result.code != 0 and message in result.err and result.err.count("\n") == 1
    assert not cli.game.exists()


def test_the_location_goes_out_as_given(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob")
    play = cli.json("export", "bgstats", "--location", "Ann's place")
    assert play["location"] == "Ann's place"


def test_the_play_date_is_the_first_entry_in_utc(cli, monkeypatch):
    monkeypatch.setenv("TZ", "America/New_York")   # the computer's zone plays no part
    time.tzset()
    try:
        cli.ok("new", "payday", "--players", "Ann,Bob")
        cli.ok("pay", "Ann", "Bob", "5")
        play = cli.json("export", "bgstats")
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    started = cli.json("report")["length"]["started"]       # written in UTC by the journal
    utc = datetime.fromisoformat(started).astimezone(timezone.utc)
    assert play["playDate"] == utc.strftime("%Y-%m-%d %H:%M:%S")


def test_a_verified_bgg_id_goes_out_as_a_number(cli, monkeypatch):
    monkeypatch.setattr(DISCRETION, "bgg_id", 1406)   # a stand-in: Discretion has none verified
    cli.ok("new", "discretion", "--players", "Ann,Bob")
    assert cli.json("export", "bgstats")["game"]["bggId"] == 1406


def test_the_word_bgstats_is_read_in_any_case_and_a_near_miss_is_named(cli):
    recorded_game(cli.game, actions=5)
    assert cli.json("export", "BGStats") == cli.json("export", "bgstats")
    result = cli("export", "bgstat")
    assert result.code == 1 and result.out == ""
    assert result.err == "error: nothing to export as 'bgstat' (did you mean bgstats?)\n"
