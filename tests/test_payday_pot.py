"""Pay Day through the command line: the City Election's pot goes to the next player who
throws a 6, whatever the throw is for (ruling 3, "der nächste Spieler, der im Laufe des Spiels
eine 6 würfelt"), and the status says each player's month, the tickets and the pot."""

import pytest

from tests.payday_helpers import rest_cli, walk_cli


@pytest.fixture
def elected(cli):
    """Two players, two months; Ann lands on the City Election: 50 each into the pot."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    walk_cli(cli, "Ann", 15)                           # by 6 and 10; Bob rests on 4 and 6
    cli.ok("next")
    view = cli.json("status")
    assert (view["pot"], view["pot_open"]) == (100, True)
    assert [p["cash"] for p in view["players"]] == [275, 275]
    return cli


def cash(cli) -> list[int]:
    return [p["cash"] for p in cli.json("status")["players"]]


def test_a_six_thrown_for_a_commission_takes_the_pot_the_first_six_in_the_order_thrown(elected):
    cli = elected
    cli.ok("move", "Bob", "3")                         # day 9, a Deal
    cli.ok("draw", "Antique Clock")                    # cost 250, commission 25
    cli.ok("buy")                                      # Bob 25
    result = cli("commission", "--throws", "Bob=6,Ann=6")
    assert (result.code, result.err) == (1, "error: Bob and Ann tie on 6: they throw again; "
                                            "add their throws as another --throws (or name "
                                            "--winner)\n")
    out = cli.ok("commission", "--throws", "Bob=6,Ann=6", "--throws", "Bob=1,Ann=5")
    assert "commission: Bob=6, Ann=6 / Bob=1, Ann=5" in out
    assert "Pot -> Bob 100 $: throws a 6 and takes the pot" in out
    assert cash(cli) == [275 + 25, 25 + 100]           # Ann the commission, Bob's 6 the pot
    view = cli.json("status")
    assert (view["pot"], view["pot_open"]) == (0, False)


def test_a_tie_thrown_again_may_bring_the_six(elected):
    cli = elected
    cli.ok("move", "Bob", "3")
    cli.ok("draw", "Antique Clock")
    cli.ok("buy")
    cli.ok("commission", "--throws", "Ann=4,Bob=4", "--throws", "Ann=2,Bob=6")
    assert cash(cli) == [275, 25 + 25 + 100]


def test_a_six_at_the_poker_game_takes_the_pot_and_the_header_says_each_players_month(elected):
    cli = elected
    walk_cli(cli, "Bob", 31)                           # wage: 600; back to Start, month 2
    cli.ok("next")
    view = cli.json("status")
    assert view["month"] == 1 and [p["month"] for p in view["players"]] == [1, 2]
    assert "Pay Day, Bob in month 2, Ann in month 1 of 2, pot 100" in cli.ok("status")
    walk_cli(cli, "Ann", 31)                           # from 28, where she rested
    cli.ok("next")
    assert "Pay Day, month 2 of 2, pot 100" in cli.ok("status")
    rest_cli(cli, "Bob", "Ann")                        # on 4: a 6 from Start takes the pot
    cli.ok("land", "Bob", "6")                         # the Poker Game, 2 days on
    cli.ok("poker", "--throws", "Bob=3,Ann=6")
    assert cash(cli) == [600 + 100 + 100, 600 - 100]


def test_status_json_lists_the_lottery_tickets_held(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1", "--seed", "1")
    cli.ok("land", "Ann", "3")                         # two letters
    cli.ok("draw", "Lottery Ticket $100", "Lottery Ticket $50")
    tickets = [p["tickets"] for p in cli.json("status")["players"]]
    assert tickets == [["Lottery Ticket $100", "Lottery Ticket $50"], []]


def test_a_token_moved_by_hand_six_days_on_was_a_six_thrown_and_takes_the_pot(elected):
    """`land` goes 1 to 6 days on for the table's own throw (ruling 10): 6 days on is a 6, so a
    banker typing `land` instead of `move` no longer keeps the pot from its thrower."""
    cli = elected
    cli.ok("land", "Bob", "11")                        # 5 days on from 6: no 6
    cli.ok("draw", "Postcard from Grandma")
    assert cli.json("status")["pot"] == 100
    cli.ok("next")
    out = cli.ok("land", "Ann", "21")                  # 6 days on from 15
    assert "Pot -> Ann 100 $: throws a 6 and takes the pot" in out
    assert cash(cli) == [375, 275]
    assert (cli.json("status")["pot"], cli.json("status")["pot_open"]) == (0, False)
