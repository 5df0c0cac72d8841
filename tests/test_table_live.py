"""`companion serve`: the page's content, the boards, and the event stream over HTTP."""

import http.client
import json
import re
import subprocess
import sys
import threading

import pytest

from companion.cli.asking import COMMANDS
from companion.core.session import Session
from companion.table import history, live, server
from tests.table_helpers import recorded_game


def snapshot(cli) -> dict:
    return live.snapshot(Session.open(cli.game))


def test_the_scoreboard_equals_status_and_score(cli):
    recorded_game(cli.game, actions=120)
    data = snapshot(cli)
    status = {p["name"]: p for p in cli.json("status")["players"]}
    worth = {r["name"]: r["total"] for r in cli.json("score")["players"]}
    for row in data["players"]:
        assert row["cash"] == status[row["name"]]["cash"]
        assert row["net_worth"] == worth[row["name"]]
    for row in data["players"]:
        held = status[row["name"]]
        words = [f"{held['bank_loans']} Bank Loan", f"{held['shark_loans']} Loan Shark loan"]
        assert row["loans"].replace("Loans", "Loan").replace("loans", "loan").split(", ") == \
            [w for w in words if not w.startswith("0 ")] or row["loans"] == ""
    assert [r["net_worth"] for r in data["players"]] == sorted(worth.values(), reverse=True)


def test_once_the_game_is_over_no_one_is_to_play(cli):
    from tests.table_helpers import write_game
    from tests.test_properties_eurobusiness import play

    _, actions = play(36, 3, 1500, quick=True)          # Cy is left on the board
    write_game(cli.game, "eurobusiness", ["Ann", "Bob", "Cy"], 36, actions)
    data = snapshot(cli)
    assert [p["active"] for p in data["players"]] == [False] * 3
    assert (data["headline"], data["standing"]) == ("game over", "Winner: Cy")


def test_the_log_tells_the_corrected_story_and_the_history_keeps_everything(cli):
    recorded_game(cli.game, actions=20)
    cli.ok("pay", "Ann", "Bob", "10k", "--reason", "a bet")
    cli.ok("pay", "Ann", "Cy", "10k", "--reason", "a bet")
    cli.ok("undo")
    cli.ok("undo")
    cli.ok("redo")      # Ann's bet with Bob stands, the one with Cy is taken back
    data = snapshot(cli)
    assert [e["seq"] for e in data["log"]] == [21, *range(20, 11, -1)]
    assert data["log"][0] == {"seq": 21, "summary": "Ann pays Bob 10,000: a bet",
                              "effects": ["Ann -> Bob 10,000: a bet"]}
    assert (data["entries"], data["corrections"]) == ("25 entries", 4)
    full = history.page(Session.open(cli.game), 1)[0]
    assert [(e["seq"], e["kind"], e["undone"]) for e in full[:5]] == [
        (25, "redo", False), (24, "undo", False), (23, "undo", False),
        (22, "action", True), (21, "action", False)]
    assert "The full history (25 entries, undos included)" in live.parts(data)["log"]


def test_the_next_step_speaks_to_the_players_and_names_who_acts(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("move", "Ann", "9")          # Start + 9: Rome (10), for sale at 240 $
    data = snapshot(cli)
    assert data["next"] == "Ann may buy Rome (10) for 240 $, or it goes to auction"
    assert data["acting"] == "Ann" and "`" not in data["next"]
    assert [(p["name"], p["doing"]) for p in data["players"] if p["active"]] == [
        ("Ann", "to buy or decline")]
    assert cli.ok("status").startswith("Eurobusiness: Ann to buy or decline")
    cli.ok("decline")
    data = snapshot(cli)
    assert data["next"] == "Everyone may bid for Rome (10), from 120 $"
    assert data["acting"] is None and not any(p["active"] for p in data["players"])
    assert data["waiting"] == ["Bob may build or trade, then throws the dice"]


def test_discretions_board_draws_every_cell_and_building(cli):
    recorded_game(cli.game, actions=120)
    state = Session.open(cli.game).state()
    svg = snapshot(cli)["board"]
    assert svg.startswith("<svg") and svg.count("<title>") >= 121
    for cell in ("A1", "K11", "F6"):
        assert f"<title>{cell}: plot" in svg
    for b in state.buildings:
        assert f"<title>{b.type} at {'+'.join(b.cells)}, {b.owner}&#39;s</title>" in svg


def test_the_landlords_board_shows_holders_and_checkers(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal")
    cli.ok("move", "Ann", "7")
    cli.ok("buy", "Ann", "The Farm")
    data = snapshot(cli)
    assert "<title>The Farm, held by Ann</title>" in data["board"]
    assert data["board"].count("&#39;s checker</title>") == 3
    assert data["next"] == "Bob throws and moves" and data["acting"] == "Bob"


def test_a_game_without_a_board_shows_scores_and_log_only(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob")
    data = {**snapshot(cli), "board": None}
    parts = live.parts(data)
    assert parts["board"] == ""
    assert 'data-player="Ann"' in parts["scores"] and "Nothing played yet." in parts["log"]
    assert '<section id="board" aria-label="board"></section>' in live.page(data)


def test_commands_in_the_next_step_are_code_and_text_is_escaped():
    assert str(live.code("use `companion draw` <now>")) == \
        "use <code>companion draw</code> &lt;now&gt;"


@pytest.fixture
def running(cli):
    """The live page served on a free port of this machine, stopped after the test."""
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    httpd, stop = server.start(cli.game, "127.0.0.1", 0, COMMANDS)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    yield httpd.server_address[1]
    stop.set()
    httpd.shutdown()
    httpd.server_close()


def get(port: int, path: str):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path)
    return conn, conn.getresponse()


def test_the_server_pushes_an_action_from_another_process(cli, running):
    conn, events = get(running, "/events")
    assert events.getheader("Content-Type") == "text/event-stream"
    assert _next_update(events)["seq"] == 0
    subprocess.run([sys.executable, "-m", "companion", "--game", str(cli.game), "auction", "7",
                    "--winner", "Bob", "--price", "500k"], check=True, capture_output=True)
    update = _next_update(events)
    assert update["seq"] == 1 and "auction Market Green to Bob for 500,000" in update["parts"]["log"]
    conn.close()
    _, state = get(running, "/state.json")
    assert json.loads(state.read())["log"][0]["seq"] == 1


def _next_update(events) -> dict:
    """Read the stream up to its next `state` event (comments and retry lines skipped)."""
    kind = None
    while True:
        line = events.fp.readline().decode().rstrip("\n")
        if line.startswith("event: "):
            kind = line[len("event: "):]
        elif line.startswith("data: ") and kind == "state":
            return json.loads(line[len("data: "):])


def test_the_page_and_unknown_paths(running):
    _, page = get(running, "/")
    html = page.read().decode()
    assert page.status == 200 and re.search(r'<body data-seq="0">', html)
    assert 'new EventSource(WORDS.events)' in html and '"events": "/events"' in html
    _, missing = get(running, "/secrets")
    assert missing.status == 404


def test_a_port_in_use_is_one_line(cli, running):
    result = cli("serve", "--port", str(running))
    assert result.code != 0
    assert result.err.startswith(f"error: cannot listen on 127.0.0.1:{running}")
    assert result.err.count("\n") == 1


@pytest.mark.parametrize("host", ["999.1.1.1", "no-such-host.invalid"])
def test_an_address_that_cannot_be_listened_on_writes_nothing(cli, host):
    """Issue 30, item 8: the address is refused before the players' tokens are written."""
    import sqlite3

    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("pay", "Ann", "Bob", "10k")
    before = cli.game.read_bytes()   # the whole game (each command empties the WAL)
    result = cli("serve", "--host", host, "--port", "0")
    assert result.code == 1 and result.err.count("\n") == 1
    assert result.err.startswith(f"error: cannot listen on {host}:0: ")
    wal = cli.game.with_name(cli.game.name + "-wal")
    assert cli.game.read_bytes() == before and (not wal.exists() or not wal.stat().st_size)
    tables = sqlite3.connect(cli.game).execute("SELECT name FROM sqlite_master").fetchall()
    assert ("links",) not in tables


def test_serving_without_a_game_is_one_line(cli):
    result = cli("serve")
    assert result.code == 1 and result.err.startswith("error: no game at")


def test_a_new_game_written_over_the_file_is_followed(cli, running):
    """`new --force` retires the file and writes a new one, which the watcher's connection
    would never see through data_version: the page must turn to the new game."""
    conn, events = get(running, "/events")
    assert "Discretion" in _next_update(events)["parts"]["head"]
    cli.ok("new", "eurobusiness", "--players", "Dee,Eve,Fay", "--seed", "3", "--force")
    update = _next_update(events)
    assert "Eurobusiness" in update["parts"]["head"] and "Dee" in update["parts"]["scores"]
    cli.ok("pay", "Bank", "Eve", "100")
    update = _next_update(events)
    assert update["seq"] == 1 and "Eve" in update["parts"]["log"]
    conn.close()



def test_a_pay_day_bill_held_shows_as_owed_on_the_page(cli):
    # Day 1 is a letter: Ann opens the dentist's bill (75 $), paid on Pay Day. The page
    # says she owes the bank 75 $ and when; Bob holds nothing.
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1")
    cli.ok("land", "Ann", "1")
    cli.ok("draw", "Dr. Ima Driller")
    debts = {p["name"]: p["debts"] for p in snapshot(cli)["players"]}
    assert debts == {"Ann": [{"to": "Bank", "amount": 75,
                              "reason": "Dr. Ima Driller, dentist, due on Pay Day"}],
                     "Bob": []}


def test_the_history_is_paged_newest_first(cli, running, monkeypatch):
    """Issue 30, item 9: a page of the journal (50 entries; 2 here), newest first, with the
    links to the newer and older pages; a page past the last shows the last."""
    monkeypatch.setattr(history, "PAGE", 2)
    for amount in ("10k", "20k", "30k"):
        cli.ok("pay", "Ann", "Bob", amount)
    cli.ok("undo")
    page = lambda n: get(running, f"/history?page={n}")[1].read().decode()   # noqa: E731
    first, second, beyond = page(1), page(2), page(9)
    assert re.findall(r'class="seq">#(\d+)', first) == ["4", "3"]
    assert "undo #3 Ann pays Bob 30,000" in first and "(undone)" in first
    assert "page 1 of 2" in first and 'href="history?page=2"' in first
    assert "newer entries" not in first
    assert re.findall(r'class="seq">#(\d+)', second) == ["2", "1"]
    assert 'href="history?page=1"' in second and "older entries" not in second
    assert beyond == second
