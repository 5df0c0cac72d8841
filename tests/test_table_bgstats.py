"""`companion export bgstats`: BG Stats' push-play JSON and link, matching the score."""

import json
from urllib.parse import unquote

from companion.games.discretion import GAME as DISCRETION
from companion.table.bgstats import LINK
from tests.table_helpers import recorded_game


def test_the_play_matches_the_score(cli):
    recorded_game(cli.game)
    play = cli.json("export", "bgstats")
    score = cli.json("score")
    worth = {r["name"]: r["net_assets"] for r in score["players"]}
    assert [p["name"] for p in play["players"]] == ["Ann", "Bob", "Cy", "Dee"]   # seating
    assert {p["name"]: p["score"] for p in play["players"]} == worth
    assert [p["name"] for p in play["players"] if p["winner"]] == [score["winner"]]
    assert all(type(p["winner"]) is bool and type(p["startPlayer"]) is bool
               for p in play["players"])
    assert sum(p["startPlayer"] for p in play["players"]) == 1
    assert play["game"] == {"name": "Discretion", "sourceGameId": "discretion",
                            "highestWins": True, "noPoints": False}   # no unverified bggId
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
    assert [p["startPlayer"] for p in players] == [True, False]


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
