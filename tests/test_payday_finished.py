"""Pay Day through the command line once players have played their months: a finished
player sits out every shared event (ruling 11), and once the game is over nothing moves
money (ruling 12), though `undo` still takes a move back."""

import pytest

from tests.payday_helpers import walk_cli


@pytest.fixture
def ann_done(cli):
    """Two months for three: Ann plays hers first, in legal throws over quiet days; Bob and
    Cy rest between, reach their first Pay Day (wage: 650 each) and rest once more, on day 4."""
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "2", "--seed", "3")
    for _ in range(2):
        walk_cli(cli, "Ann", 31)                   # wage in month 1 only: 650; no bills
        cli.ok("next")
    view = cli.json("status")
    assert [(p["months_done"], p["day"], p["cash"]) for p in view["players"]] == [
        (2, 31, 650), (1, 4, 650), (1, 4, 650)]
    return cli


def refused(cli, *args: str) -> str:
    before = cli.json("status")
    result = cli(*args)
    assert result.code == 1 and result.out == ""
    assert cli.json("status") == before
    return result.err


def test_a_finished_player_neither_stakes_nor_wins_at_poker(ann_done):
    cli = ann_done
    cli.ok("move", "Bob", "2")                     # day 6, the Poker Game
    sits_out = ("error: Ann has played the 2 months agreed and sits out the Poker Game "
                "(ruling 11)\n")
    assert refused(cli, "poker", "--throws", "Ann=6,Bob=2,Cy=3") == sits_out
    assert refused(cli, "poker", "--throws", "Bob=2,Cy=3", "--winner", "Ann") == sits_out
    cli.ok("poker", "--throws", "Bob=2,Cy=3")      # Cy takes Bob's 100
    cash = [p["cash"] for p in cli.json("status")["players"]]
    assert cash == [650, 550, 750]


def test_a_finished_player_is_told_why_he_throws_for_no_commission(ann_done):
    cli = ann_done
    cli.ok("move", "Bob", "5")                     # day 9, a Deal
    cli.ok("draw", "Antique Clock")                # cost 250, commission 25
    cli.ok("buy")
    sits_out = ("error: Ann has played the 2 months agreed and sits out the commission "
                "(ruling 11)\n")
    assert refused(cli, "commission", "--throws", "Ann=6,Bob=2,Cy=3") == sits_out
    assert refused(cli, "commission", "--winner", "Ann") == sits_out
    cli.ok("commission", "--throws", "Bob=2,Cy=3")
    assert [p["cash"] for p in cli.json("status")["players"]] == [650, 400, 675]


def test_a_finished_player_pays_nothing_into_the_election(ann_done):
    cli = ann_done
    walk_cli(cli, "Bob", 15)                       # the City Election: 50 from Bob and Cy
    view = cli.json("status")
    assert [p["cash"] for p in view["players"]] == [650, 600, 600] and view["pot"] == 100


def test_once_the_game_is_over_nothing_moves_money_but_undo_still_may(ann_done):
    cli = ann_done
    for player in ("Bob", "Cy"):
        walk_cli(cli, player, 31)                  # the last month: no wage, no bills
        cli.ok("next")
    assert cli.json("status")["active"] is None
    score = cli.json("score")
    over = ("error: the game is over: every player has played the 2 months agreed, the totals "
            "are final (`companion score`; `companion undo` takes the last move back)\n")
    for args in (("pay", "Ann", "Bob", "100"), ("pay", "Bank", "Cy", "500"),
                 ("loan", "take", "Ann", "500"), ("savings", "withdraw", "Ann", "100"),
                 ("move", "Ann", "3"), ("land", "Bob", "5"), ("next",), ("draw",),
                 ("draw", "Tax Refund"), ("buy",), ("commission", "--winner", "Bob")):
        assert refused(cli, *args) == over, args
    assert cli.json("score") == score
    cli.ok("undo")                                 # Cy's Pay Day is open again
    cli.ok("pay", "Cy", "Bank", "100", "--reason", "a fine before the end")   # Cy still plays
    assert [p["cash"] for p in cli.json("status")["players"]] == [650, 650, 550]


def test_a_finished_players_total_is_final_while_others_play(ann_done):
    """Issue 29 (10), ruling 14: Ann has played her 2 months (650 $ cash, no savings, no loan:
    her total is 650 $); while Bob throws, nothing moves her money, and nobody's through her."""
    cli = ann_done
    final = ("error: Ann has played the 2 months agreed: their total, 650 $, is final and no "
             "money moves to or from them (ruling 14); now Bob throws the die and moves\n")
    for args in (("pay", "Ann", "Bob", "50"), ("pay", "Bob", "Ann", "50"),
                 ("pay", "Ann", "Bank", "50"), ("loan", "take", "Ann", "100"),
                 ("savings", "withdraw", "Ann", "100"), ("move", "Ann", "3")):
        assert refused(cli, *args) == final, args
    cli.ok("pay", "Bob", "Cy", "50")               # between players still playing: as before
    assert cli.json("score")["players"] == [
        {"name": "Cy", "total": 700, "eliminated": False, "cash": 700, "savings": 0, "loan": 0},
        {"name": "Ann", "total": 650, "eliminated": False, "cash": 650, "savings": 0, "loan": 0},
        {"name": "Bob", "total": 600, "eliminated": False, "cash": 600, "savings": 0, "loan": 0}]


def test_a_finished_player_is_offered_nothing_on_the_phone(ann_done):
    """Messages never offer what will be refused: Ann's phone offers nothing, and Bob's
    payment goes to Cy or the public accounts only."""
    from companion.core.session import Session
    from companion.games.payday import GAME

    state = Session.open(ann_done.game).state()
    assert GAME.requestable(state, "Ann") == []
    paying = next(m for m in GAME.requestable(state, "Bob") if m.argv[0] == "pay")
    assert dict(paying.choices)["to"] == ("Cy", "Bank", "Pot")
