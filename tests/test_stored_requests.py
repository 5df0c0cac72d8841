"""Stored requests are data, not trusted words (issue 30, item 6): a request row edited with
sqlite3 says what its command does (its words made again from the command wherever it is
shown or accepted), and a row companion cannot read is skipped with a one-line note."""

import json
import sqlite3
import time

from tests.test_phones import ask, entries, euro, request, running  # noqa: F401 (fixtures)


def edit(path, sql: str, *args) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def wait_for(port, token, text: str) -> str:
    """The player's own view, once it shows `text` (the server looks every 0.2 s)."""
    for _ in range(50):
        page = request(port, "GET", f"/p/{token}")[1]
        if text in page:
            return page
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never shown")


def test_a_requests_words_are_made_from_its_command(euro, running):
    """The row says 200 $ while its command was changed to pay 2,000 $: every place shows
    2,000 $, and accepting pays 2,000 $ in an entry that says so."""
    from companion.moves.context import Context
    from companion.cli.shell import Shell

    port, held = running
    ask(port, held["Ann"])
    edit(euro.game, "UPDATE requests SET argv = ?, says = ? WHERE id = 1",
         json.dumps(["pay", "Ann", "Bob", "2000"]), "Ann pays Bob 200 $")
    assert euro.ok("requests") == "request 1, Ann asks: pay Ann Bob 2000 (Ann pays Bob 2,000 $)\n"
    assert euro.json("requests")["requests"] == [{"id": 1, "player": "Ann",
                                                  "command": "pay Ann Bob 2000",
                                                  "says": "Ann pays Bob 2,000 $"}]
    toolbar = Shell(Context(euro.game)).toolbar()
    assert toolbar.startswith("request 1, Ann asks: Ann pays Bob 2,000 $;")
    mine = wait_for(port, held["Ann"], "2,000 $: waiting for the banker")
    assert "Ann pays Bob 200 $" not in mine
    out = euro.ok("accept", "1")
    assert out.startswith("#1 Ann pays Bob 2,000 $ (asked by Ann)")
    assert [p["cash"] for p in euro.json("status")["players"]][:2] == [1000, 5000]


def test_a_request_for_a_command_the_player_may_not_ask_is_not_run_to_word_it(euro, running):
    """A row edited to `undo` (no move a phone offers) is worded by why it cannot be, and
    listing it runs nothing."""
    port, held = running
    euro.ok("pay", "Ann", "Bob", "100")
    ask(port, held["Ann"])
    edit(euro.game, "UPDATE requests SET argv = ? WHERE id = 1", json.dumps(["undo"]))
    before = entries(euro.game)
    out = euro.ok("requests")
    assert out == ("request 1, Ann asks: undo (not possible now: this move is not yours to make now "
                   "(the game has moved on))\n")
    assert entries(euro.game) == before
    result = euro("accept", "1")
    assert result.code == 1 and result.err.startswith("error: request 1 is refused: this move")
    assert entries(euro.game) == before


def test_a_malformed_request_row_is_skipped_with_a_note(euro, running):
    port, held = running
    ask(port, held["Ann"])
    status, _ = request(port, "POST", f"/p/{held['Bob']}/ask",
                        {"key": "\x1f".join(("pay", "Bob", "{to}", "{amount}")),
                         "values": {"to": "Cy", "amount": "200"},
                         "rid": "ffeeddccbbaa99887766554433221100"})
    assert status == 200
    edit(euro.game, "UPDATE requests SET argv = 'pay Ann Bob' WHERE id = 1")   # not JSON
    result = euro("requests")
    assert result.code == 0
    assert result.out == "request 2, Bob asks: pay Bob Cy 200 (Bob pays Cy 200 $)\n"
    assert result.err == ("note: request #1 in the file cannot be read (changed outside "
                          "companion): skipped\n")
    refused = euro("accept", "1")
    assert refused.code == 1 and refused.err == (
        "error: request #1 in the file cannot be read (changed outside companion): skipped\n")
    assert entries(euro.game) == []
    edit(euro.game, "UPDATE requests SET state = 'granted' WHERE id = 2")   # no such state
    result = euro("requests")
    assert result.out == "No request waits.\n" and "#1, #2" in result.err
    assert "Bob" in request(port, "GET", f"/p/{held['Bob']}")[1]   # the page carries on
