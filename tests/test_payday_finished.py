"""Pay Day through the command line once players have played their months: a finished
player sits out every shared event (ruling 11), and once the game is over nothing moves
money (ruling 12), though `undo` still takes a move back."""

import pytest


@pytest.fixture
def ann_done(cli):
    """One month for three: Ann reaches Pay Day first and has played her month."""
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "1", "--seed", "3")
    cli.ok("land", "Ann", "31")                    # last month: no wage; no bills
    cli.ok("next")
    assert cli.json("status")["players"][0]["months_done"] == 1
    return cli


def refused(cli, *args: str) -> str:
    before = cli.json("status")
    result = cli(*args)
    assert result.code == 1 and result.out == ""
    assert cli.json("status") == before
    return result.err


def test_a_finished_player_neither_stakes_nor_wins_at_poker(ann_done):
    cli = ann_done
    cli.ok("move", "Bob", "6")                     # day 6, the Poker Game
    sits_out = ("error: Ann has played the 1 month agreed and sits out the Poker Game "
                "(ruling 11)\n")
    assert refused(cli, "poker", "--throws", "Ann=6,Bob=2,Cy=3") == sits_out
    assert refused(cli, "poker", "--throws", "Bob=2,Cy=3", "--winner", "Ann") == sits_out
    cli.ok("poker", "--throws", "Bob=2,Cy=3")      # Cy takes Bob's 100
    cash = [p["cash"] for p in cli.json("status")["players"]]
    assert cash == [325, 225, 425]


def test_a_finished_player_is_told_why_he_throws_for_no_commission(ann_done):
    cli = ann_done
    cli.ok("move", "Bob", "2")                     # day 2, a Deal
    cli.ok("draw", "Antique Clock")                # cost 250, commission 25
    cli.ok("buy")
    sits_out = ("error: Ann has played the 1 month agreed and sits out the commission "
                "(ruling 11)\n")
    assert refused(cli, "commission", "--throws", "Ann=6,Bob=2,Cy=3") == sits_out
    assert refused(cli, "commission", "--winner", "Ann") == sits_out
    cli.ok("commission", "--throws", "Bob=2,Cy=3")
    assert [p["cash"] for p in cli.json("status")["players"]] == [325, 75, 350]


def test_a_finished_player_pays_nothing_into_the_election(ann_done):
    cli = ann_done
    cli.ok("land", "Bob", "15")                    # the City Election: 50 from Bob and Cy
    view = cli.json("status")
    assert [p["cash"] for p in view["players"]] == [325, 275, 275] and view["pot"] == 100


def test_once_the_game_is_over_nothing_moves_money_but_undo_still_may(ann_done):
    cli = ann_done
    for player in ("Bob", "Cy"):
        cli.ok("land", player, "31")
        cli.ok("next")
    assert cli.json("status")["active"] is None
    score = cli.json("score")
    over = ("error: the game is over: every player has played the 1 month agreed, the totals "
            "are final (`companion score`; `companion undo` takes the last move back)\n")
    for args in (("pay", "Ann", "Bob", "100"), ("pay", "Bank", "Cy", "500"),
                 ("loan", "take", "Ann", "500"), ("savings", "withdraw", "Ann", "100"),
                 ("move", "Ann", "3"), ("land", "Bob", "5"), ("next",), ("draw",),
                 ("draw", "Tax Refund"), ("buy",), ("commission", "--winner", "Bob")):
        assert refused(cli, *args) == over, args
    assert cli.json("score") == score
    cli.ok("undo")                                 # Cy's Pay Day is open again
    cli.ok("pay", "Cy", "Bob", "100", "--reason", "settling a side bet before the end")
    assert [p["cash"] for p in cli.json("status")["players"]] == [325, 425, 225]
