"""What waits is seen (issue 32 item 4): the shell shows the oldest request and counts them
all, rings the bell for a new one, and answers only the request shown, only on an empty
line; a request is turned down with `reject N`, never with a game's own `decline`."""

import sqlite3

import pytest

from companion.cli.shell import Shell
from companion.core import links
from companion.moves.context import Context
from tests.terminal import Terminal


@pytest.fixture
def euro(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    return cli


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
    assert bar.startswith("#1 Ann asks: Ann pays Cy 5 $ (+24 more: `requests`); "
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
        shell.read_until("#1 Ann asks: Ann pays Cy 5 $ (+24 more")
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
        shell.read_until("#2 Bob asks")
        shell.forget()
        shell.press("\x0e")                                      # Ctrl-N
        shell.read_until("rejected #2: Bob asked pay Bob Cy 5")
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
    assert euro.ok("reject", "1") == "rejected #1: Ann asked pay Ann Cy 5\n"
    assert euro.ok("requests") == "No request waits.\n"
    euro.ok("decline")                             # the game's own: Rome goes to auction
    assert "auction" in entries(euro.game)[-1].lower()


@pytest.mark.parametrize("game", ["discretion", "payday", "on-guard"])
def test_every_game_rejects_a_request_by_its_number(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy")
    asks(cli.game, "Ann", 1)
    assert cli.ok("reject", "1").startswith("rejected #1: Ann asked pay Ann Cy 5")
