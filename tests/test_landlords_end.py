"""Issue 29, The Landlord's Game at its end (`companion end`, the table's agreement): nothing
moves money, and nothing the table reads offers what would be refused."""

from companion.core.session import Session
from companion.games.landlords_1906 import GAME


def test_after_the_end_nothing_is_offered_and_nothing_moves(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--average")
    cli.ok("move", "Ann", "6")                                  # The Pike, for sale
    cli.ok("end")
    out = cli.ok("status")
    assert "Seating: Ann, Bob; the table has ended the game." in out
    assert "Waiting" not in out and "companion buy" not in out and "Bob's turn" not in out
    view = cli.json("status")
    assert (view["turn"], view["pending"], view["waiting"]) == (None, None, None)
    state = Session.open(cli.game).state()
    assert [GAME.requestable(state, p) for p in ("Ann", "Bob")] == [[], []]
    # each holds $75 and 5 cards of the average hands at 100: 575 each, a tie
    over = ("error: the game is over (tied: Ann, Bob): no money moves now; `companion score` "
            "shows the result, `companion undo` takes back the last entry\n")
    for args in (("decline",), ("buy", "Ann", "The Pike"), ("turn", "Bob"), ("move", "Bob", "3"),
                 ("pay", "Ann", "Bob", "5"), ("borrow", "Ann")):
        result = cli(*args)
        assert (result.code, result.err) == (1, over), args
    assert [(r["name"], r["total"]) for r in cli.json("score")["players"]] == [
        ("Ann", 575), ("Bob", 575)]


def test_the_end_says_who_won_in_every_language(cli):
    """`end` names the result as it freezes it, as Eurobusiness's does (it said only 'the
    result is final', the winner left to `score`): Ann $600 + Bob's $50 against Bob's $550; a new game's
    $600 each, a tie."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1", "--lang", "de")
    cli.ok("pay", "Bob", "Ann", "50")
    assert ("der Tisch beendet das Spiel: das Ergebnis steht fest (gewonnen hat Ann; "
            "`companion score`)") in cli.ok("end")
    cli.game.unlink()
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1", "--lang", "pl")
    assert ("stół kończy grę: wynik jest ostateczny (remis: Ann, Bob; `companion score`)"
            in cli.ok("end"))
