"""What waits is seen (issue 32 item 4): the shell shows the oldest request and counts them
all, rings the bell for a new one, and answers only the request shown, only on an empty
line; every page lists what waits; a phone's request follows expiry and undo; a request is
turned down with `reject N`, never with a game's own `decline`."""

import sqlite3
import time

import pytest

from companion.cli.shell import Shell
from companion.core import links
from companion.moves.context import Context
from tests.terminal import Terminal
from tests.test_phones import ask, euro, request, running  # noqa: F401 (fixtures)
from tests.test_stored_requests import wait_for


def asks(game, player: str, n: int, first: int = 0) -> None:
    """`n` requests of `player`, each paying Cy 5 $ more than the last."""
    for i in range(first, first + n):
        links.propose(game, player, f"{player.lower()}{i:013d}",
                      ["pay", player, "Cy", str(5 * (i + 1))], "")


def entries(path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [s for (s,) in conn.execute("SELECT summary FROM entries")]
    finally:
        conn.close()


def test_the_toolbar_shows_the_oldest_request_and_counts_them_all(euro):
    """Ann's one request, then 24 of Bob's: Ann's (#1) is shown, with 24 more."""
    asks(euro.game, "Ann", 1)
    asks(euro.game, "Bob", 24)
    shell = Shell(Context(euro.game))
    bar = shell.toolbar()
    assert bar.startswith("request 1, Ann asks: Ann pays Cy 5 $ (+24 more: `requests`); "
                          "Ctrl-Y accepts, Ctrl-N rejects | ")
    assert shell.shown == 1


def test_a_new_request_is_news_once(euro):
    """The bell rings for a request that came since the last look, once; not for those that
    waited when the shell started, nor when one is answered."""
    asks(euro.game, "Ann", 1)
    shell = Shell(Context(euro.game))
    shell.toolbar()
    assert not shell.arrived
    asks(euro.game, "Bob", 1)
    shell.toolbar()
    assert shell.arrived and shell.shown == 1
    shell.toolbar()
    assert not shell.arrived
    euro.ok("reject", "1")
    shell.toolbar()
    assert not shell.arrived and shell.shown == 2


def test_in_the_terminal_the_keys_answer_the_request_shown_on_an_empty_line_only(euro):
    """A real pseudo-terminal: Ann's old request shows though Bob sent 24 after it; a new one
    rings the bell; Ctrl-Y on a typed line leaves the line as typed (no yank, nothing
    accepted); on the empty line it accepts Ann's #1, and Ctrl-N then rejects Bob's #2.
    (A redraw writes only the letters that changed: each line waited for is whole.)"""
    asks(euro.game, "Ann", 1)
    asks(euro.game, "Bob", 24)
    shell = Terminal(euro.game)
    try:
        shell.read_until("request 1, Ann asks: Ann pays Cy 5 $ (+24 more")
        assert "\a" not in shell.screen
        asks(euro.game, "Bob", 1, first=24)
        shell.read_until("\a")                                   # the bell, for #26
        shell.press("sta")
        shell.forget()
        shell.press("\x19")                                      # Ctrl-Y on a typed line
        shell.press("tus\r")                                     # ... then the line run
        shell.read_until("Ann")
        assert "accept" not in shell.screen and "\a" in shell.screen
        assert entries(euro.game) == []
        shell.forget()
        shell.press("\x19")                                      # Ctrl-Y on the empty line
        shell.read_until("Ann pays Cy 5 $ (asked by Ann)")
        assert "accept 1" in shell.screen
        shell.read_until("request 2, Bob asks")
        shell.forget()
        shell.press("\x0e")                                      # Ctrl-N
        shell.read_until("rejected request 2: Bob: Bob pays Cy 5 $")
    finally:
        assert shell.close() == 0
    assert entries(euro.game) == ["Ann pays Cy 5 $ (asked by Ann)"]


def test_reject_turns_a_request_down_and_decline_is_the_games_own_move(euro):
    """`reject N` drops request N in every game; Eurobusiness's `decline` is the lander's
    "no" to buying and takes no number, so a banker's `decline 1` changes nothing."""
    asks(euro.game, "Ann", 1)
    euro.ok("move", "Ann", "9")                    # Rome offered to Ann
    refused = euro("decline", "1")
    assert refused.code == 2 and refused.err.count("\n") == 1
    assert entries(euro.game)[-1] == "Ann throws 9"
    assert euro.ok("reject", "1") == "rejected request 1: Ann: Ann pays Cy 5 $\n"
    assert euro.ok("requests") == "No request waits.\n"
    euro.ok("decline")                             # the game's own: Rome goes to auction
    assert "auction" in entries(euro.game)[-1].lower()


@pytest.mark.parametrize("game", ["discretion", "payday", "on-guard"])
def test_every_game_rejects_a_request_by_its_number(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy")
    asks(cli.game, "Ann", 1)
    said = cli.ok("reject", "1")   # in words, as the toolbar said it: never the command
    assert said.startswith("rejected request 1: Ann: ") and "pay Ann Cy" not in said


def test_every_page_lists_the_waiting_requests_oldest_first(euro, running):
    """Ann's and Bob's requests, on the table's page and on Cy's phone, each in its words;
    once one is rejected it leaves the list."""
    port, held = running
    assert ask(port, held["Ann"], "200", rid="a" * 16)[0] == 200
    assert request(port, "POST", f"/p/{held['Bob']}/ask", {
        "key": "pay\x1fBob\x1f{to}\x1f{amount}", "values": {"to": "Cy", "amount": "100"},
        "rid": "b" * 16})[0] == 200
    for path in ("/", f"/p/{held['Cy']}"):
        page = wait_for_page(port, path, "2 requests wait for the banker:")
        assert page.index("request 1, Ann: Ann pays Bob 200 $") < page.index("request 2, Bob: Bob pays Cy 100 $")
    euro.ok("reject", "1")
    page = wait_for_page(port, "/", "1 request waits for the banker:")
    assert "#1 Ann" not in page and "request 2, Bob: Bob pays Cy 100 $" in page


def wait_for_page(port, path: str, text: str) -> str:
    for _ in range(50):
        page = request(port, "GET", path)[1]
        if text in page:
            return page
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never shown at {path}")


def test_a_lapsed_request_reads_expired_on_the_phone_without_any_move(euro, running,
                                                                      monkeypatch):
    """Nothing is written after the request: the page still learns that it lapsed."""
    port, held = running
    monkeypatch.setattr(links, "EXPIRES", 1.0)
    ask(port, held["Ann"], "200")
    wait_for(port, held["Ann"], "Ann pays Bob 200 $: waiting for the banker")
    page = wait_for(port, held["Ann"], "Ann pays Bob 200 $: expired")
    assert ": waiting for the banker<" not in page and "wait for the banker:" not in page


def test_an_accepted_request_whose_entry_is_undone_says_so(euro, running):
    port, held = running
    ask(port, held["Ann"], "200")
    euro.ok("accept", "1")
    wait_for(port, held["Ann"], "Ann pays Bob 200 $: accepted (entry #1)<")
    euro.ok("undo")
    page = wait_for(port, held["Ann"], "Ann pays Bob 200 $: accepted (entry #1), then undone")
    assert 'class="undone"' in page
