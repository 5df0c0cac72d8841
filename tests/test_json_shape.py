"""Issue 31, item 4: one documented JSON shape (docs/json.md) for every read command of every
game, with its schema version, plain integers, and the CSV headers."""

import contextlib
import csv
import io
import json
from pathlib import Path

import click
import pytest
import typer

from companion.cli.app import build_app
from companion.moves.context import Context
from tests.conftest import Cli

GAMES = ("discretion", "landlords-1906", "eurobusiness", "on-guard", "payday")
DOCS = (Path(__file__).parent.parent / "docs" / "json.md").read_text(encoding="utf-8")
SCORE_CSV = {   # docs/json.md's table, written out by hand
    "discretion": "name,total,eliminated,cash,bank_loans,shark_loans,land,buildings,debts",
    "landlords-1906": "name,total,eliminated,cash,cards,houses,luxuries,professors,debts,"
                      "notes,lent",
    "eurobusiness": "name,total,eliminated,cash,property,mortgaged,houses,hotels,debts",
    "on-guard": "name,total,eliminated,gold_bars,buildings,bonus,tie_break",
    "payday": "name,total,eliminated,cash,savings,loan",
}
# The read commands of every game, and each game's own: the keys docs/json.md gives each
# document, and the list it holds with the keys of each of its rows.
EVERY_GAME = {
    "status": ("game final active players", "players", "name cash eliminated"),
    "score": ("game final winner tied players", "players", "name total eliminated"),
    "log": ("game entries", "entries", "seq kind type undone at players transfers summary "
                                       "effects balances problem"),
    "rules": ("game topics", "topics", "topic lang text"),
    "links": ("game links", "links", "player url"),
    "requests": ("game requests", "requests", "id player command says"),
    "check": ("file entries ok problems notes", None, ""),
    "report": ("game final score", None, ""),
    "export": ("game players", "players", "name score winner"),   # BG Stats' own
    "count": ("game name counted ledger difference", None, ""),
}
OWN = {"discretion": {"plots": ("game plots", "plots", "id name acres harvest appraisal "
                                                       "cells owner source"),
                      "board": ("game cells", "cells", "cell plot owner building "
                                                       "building_owner")},
       "landlords-1906": {"board": ("game spaces", "spaces", "number name kind price land_rent "
                                                             "stop owner houses public college "
                                                             "checkers")},
       "eurobusiness": {"board": ("game fields", "fields", "number name pl kind price owner "
                                                           "houses hotel mortgaged tokens"),
                        "waiting": ("game waiting", None, "")},
       "on-guard": {}, "payday": {"calendar": ("game days", "days", "day kind name tokens "
                                                               "source")}}
ARGS = {"rules": ["GAME"], "export": ["bgstats"], "count": ["PLAYER", "CASH"]}


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> dict[str, Cli]:
    """Each game's demo, kept: a game played past its first moves. (The file keeps what was
    played also where a game's rules change under its demo: the shape is what is tested.)"""
    folder = tmp_path_factory.mktemp("demos")
    games = {}
    for game in GAMES:
        cli = Cli(folder / f"{game}.db")
        with contextlib.suppress(SystemExit):   # a demo line the rules now refuse
            cli("demo", game, "--keep", str(cli.game))
        assert len(cli.json("log")["entries"]) >= 10
        games[game] = cli
    return games


def document(cli: Cli, *args: str) -> dict:
    text = cli.ok(*args, "--json")
    found = json.loads(text)
    assert isinstance(found, dict) and next(iter(found)) == "schema" and found["schema"] == 1
    assert_plain(found)
    return found


def assert_plain(value) -> None:
    """Numbers are plain integers (no float, no number written as text with commas)."""
    assert not isinstance(value, float), value
    if isinstance(value, dict):
        for item in value.values():
            assert_plain(item)
    elif isinstance(value, list):
        for item in value:
            assert_plain(item)


def commands(cli: Cli) -> dict[str, click.Command]:
    return typer.main.get_command(build_app(Context(cli.game))).commands


@pytest.mark.parametrize("game", GAMES)
def test_every_read_command_of_every_game_prints_one_documented_shape(played, game):
    cli = played[game]
    reads = EVERY_GAME | OWN[game]
    tree = commands(cli)
    first = document(cli, "status")["players"][0]
    named = {"GAME": game, "PLAYER": first["name"], "CASH": str(first["cash"])}
    for command, (keys, listed, row_keys) in reads.items():
        assert "--json" in [o for p in tree[command].params for o in p.opts], command
        found = document(cli, command, *[named.get(a, a) for a in ARGS.get(command, [])])
        assert set(keys.split()) <= set(found), command
        if command not in ("check", "export"):
            assert found["game"] == game, command
        if listed:
            rows = found[listed]
            assert isinstance(rows, list) and (rows or command == "requests"), command
            assert all(set(row_keys.split()) <= set(row) for row in rows), command
        assert f"`{command}" in DOCS, command    # each is described
    assert document(cli, "report")["score"] == {
        k: v for k, v in document(cli, "score").items() if k != "schema"}


def test_games_lists_the_games_under_a_key(played):
    found = document(played["payday"], "games")
    assert [g["id"] for g in found["games"]][:5] == list(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_score_gives_every_game_a_total_a_winner_or_tie_and_final(played, game):
    from companion import games as registry
    from companion.core.session import Session

    cli = played[game]
    found = document(cli, "score")
    assert list(found)[:6] == ["schema", "game", "final", "winner", "tied", "players"]
    view = registry.load(game).score(Session.open(cli.game).state())   # the game's own view
    own = {r["name"]: r for r in view["players"]}
    for row in found["players"]:
        assert list(row)[:3] == ["name", "total", "eliminated"]
        assert type(row["total"]) is int
        assert row["total"] == own[row["name"]][registry.load(game).score_key]
    standing = [r for r in found["players"] if not r["eliminated"]]
    best = max(r["total"] for r in standing)
    leaders = [r["name"] for r in standing if r["total"] == best]
    if found["winner"] is None:
        assert sorted(found["tied"]) == sorted(leaders) and len(leaders) > 1
    else:
        assert found["tied"] == [] and found["winner"] in leaders
    assert found["final"] is (game == "payday")   # Pay Day's demo plays its one month out


def test_a_discretion_total_is_its_net_assets_by_hand(played):
    """Ruling 8: cash, land at appraisal, buildings at cost, less the loans at repayment
    value and the debts (the loans and debts are its parts below zero)."""
    for row in document(played["discretion"], "score")["players"]:
        assert row["total"] == (row["cash"] + row["land"] + row["buildings"] + row["bank_loans"]
                                + row["shark_loans"] + row["debts"])
    ann = next(r for r in document(played["discretion"], "score")["players"]
               if r["name"] == "Ann")
    assert (ann["cash"], ann["land"], ann["buildings"], ann["total"]) == (
        1_110_000, 1_350_000, 1_000_000, 3_460_000)   # plots 1 and 10, two buildings


@pytest.mark.parametrize("game", GAMES)
def test_status_shares_its_common_keys(played, game):
    cli = played[game]
    found = document(cli, "status")
    assert list(found)[:5] == ["schema", "game", "final", "active", "players"]
    score = {r["name"]: r for r in document(cli, "score")["players"]}
    for row in found["players"]:
        assert list(row)[:3] == ["name", "cash", "eliminated"] and type(row["cash"]) is int
        assert row["eliminated"] is score[row["name"]]["eliminated"]
    assert found["active"] in [None, *(r["name"] for r in found["players"])]


@pytest.mark.parametrize("game", GAMES)
def test_log_entries_carry_their_type_players_and_transfers_as_integers(played, game):
    """The transfers of each entry in effect account for every change of balance since the
    entry in effect before it: the money the log lists is all the money that moved."""
    found = document(played[game], "log")
    entries = found["entries"]
    assert entries and all(e["kind"] == "action" and e["type"] for e in entries
                           if e["kind"] == "action")
    seated = document(played[game], "status")["players"]
    names = [r["name"] for r in seated]
    before = None
    for entry in entries:
        assert set(entry["players"]) <= set(names)
        for t in entry["transfers"]:
            assert type(t["amount"]) is int and t["amount"] > 0 and t["payer"] != t["payee"]
            assert {t["payer"], t["payee"]} & set(names) <= set(entry["players"])
        if entry["balances"] is None:
            continue
        if before is not None:
            moved = {}
            for t in entry["transfers"]:
                moved[t["payer"]] = moved.get(t["payer"], 0) - t["amount"]
                moved[t["payee"]] = moved.get(t["payee"], 0) + t["amount"]
            change = {k: v - before.get(k, 0) for k, v in entry["balances"].items()
                      if v != before.get(k, 0)}
            assert change == {k: v for k, v in moved.items() if v}, entry["seq"]
        before = entry["balances"]


def test_a_payment_is_logged_with_its_type_players_and_amount(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("pay", "Ann", "Bob", "50k", "--reason", "side deal")
    entry = document(cli, "log")["entries"][-1]
    assert {k: entry[k] for k in ("seq", "kind", "type", "players", "transfers")} == {
        "seq": 1, "kind": "action", "type": "pay", "players": ["Ann", "Bob"],
        "transfers": [{"payer": "Ann", "payee": "Bob", "amount": 50_000,
                       "reason": "side deal"}]}
    cli.ok("undo")
    undo = document(cli, "log")["entries"][-1]
    assert (undo["kind"], undo["type"], undo["transfers"]) == ("undo", None, [])
    rows = list(csv.reader(io.StringIO(cli.ok("log", "--csv"))))
    assert rows[1][:4] == ["1", "action", "pay", "true"]   # undone since
    assert rows[1][6:] == ["Ann", "Bob", "50000", "side deal"]
    assert rows[2][:3] == ["2", "undo", ""] and rows[2][6:] == ["", "", "", ""]


@pytest.mark.parametrize("game", GAMES)
def test_the_csv_headers_are_the_documented_ones(played, game):
    cli = played[game]
    score = cli.ok("score", "--csv").splitlines()
    assert score[0] == SCORE_CSV[game] and f"| {game} | `{SCORE_CSV[game]}` |" in DOCS
    rows = list(csv.DictReader(io.StringIO(cli.ok("score", "--csv"))))
    by_json = {r["name"]: r for r in document(cli, "score")["players"]}
    assert [int(r["total"]) for r in rows] == [by_json[r["name"]]["total"] for r in rows]
    status = cli.ok("status", "--csv").splitlines()
    assert status[0] == "name,cash,eliminated,acting" and f"    {status[0]}\n" in DOCS
    log = cli.ok("log", "--csv").splitlines()
    assert log[0] == "seq,kind,type,undone,at,summary,payer,payee,amount,reason"
    assert f"    {log[0]}\n" in DOCS


@pytest.mark.parametrize("command", ["status", "score", "log"])
def test_json_with_csv_is_refused_in_one_line(played, command):
    """Both formats asked: one line, not the JSON alone as if --csv were not typed."""
    result = played["payday"](command, "--json", "--csv")
    assert (result.code, result.out, result.err) == (
        1, "", "error: --json and --csv: choose one\n")


def test_rules_json_gives_each_topic_in_the_language_of_its_text(played):
    found = document(played["on-guard"], "rules", "payday", "rulings", "--lang", "de")
    assert [(t["topic"], t["lang"]) for t in found["topics"]] == [("rulings", "de")]
    assert found["topics"][0]["text"].startswith("## Auslegungen")
    for lang in ("de", "pl"):
        topics = document(played["on-guard"], "rules", "on-guard", "--lang", lang)["topics"]
        assert {t["lang"] for t in topics} == {lang}
    english = document(played["on-guard"], "rules", "eurobusiness", "--lang", "de")["topics"]
    assert {t["lang"] for t in english if t["topic"] != "house-defaults"} == {"en"}


def test_links_json_and_no_qr(played):
    cli = played["eurobusiness"]
    found = document(cli, "links", "--port", "8000")
    assert [link["player"] for link in found["links"]] == ["Ann", "Bob", "Cy"]
    assert all(link["url"].startswith("http://127.0.0.1:8000/p/") for link in found["links"])
    plain = cli.ok("links", "--port", "8000", "--no-qr")
    assert plain.splitlines() == [f"{link['player']}: {link['url']}" for link in found["links"]]
    assert "█" not in plain and "█" in cli.ok("links", "--port", "8000")


def test_discretions_board_json_names_each_cell(played):
    cells = document(played["discretion"], "board")["cells"]
    assert len(cells) == 121 and cells[0]["cell"] == "A1" and cells[-1]["cell"] == "K11"
    plots = document(played["discretion"], "plots")["plots"]
    owners = {p["id"]: p["owner"] for p in plots}
    assert all(c["owner"] == owners[c["plot"]] for c in cells)
    assert {c["cell"] for c in cells if c["plot"] == 1} == set(
        next(p["cells"] for p in plots if p["id"] == 1))


def test_a_game_packages_list_comes_under_items(capsys):
    from companion.cli import output

    output.print_json([1, 2])
    assert json.loads(capsys.readouterr().out) == {"schema": 1, "items": [1, 2]}
