"""Eurobusiness: houses are bought "immediately before his turn", and a player sells to
another "Before his turn to roll": each only in that player's own moment before the throw
(ruling 14). The ways round it are tried through the CLI, as the table would."""

import pytest

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import Table

BUILD = "houses and hotels are bought only just before the buyer's own throw"
SELL = "a player sells to another only before their own throw"


@pytest.fixture
def game(cli):
    """Greece (2, 4) to Ann, Bob holds the South Railway (6) and Naples (7), Cy Milan and
    Rome (9, 10); Ann to throw."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    return cli


def refused(cli, *args: str) -> str:
    """The one line a refused command prints; nothing changed."""
    before = cli.json("status")
    result = cli(*args)
    assert result.code == 1 and result.err.count("\n") == 1, result.err
    assert cli.json("status") == before
    return result.err.removeprefix("error: ").strip()


def test_a_player_builds_in_their_own_moment_and_not_after_their_throw(game):
    game.ok("build", "Ann", "2")                       # before Ann's first throw
    game.ok("move", "Ann", "5")                        # to the South Railway: 50 $ to Bob
    assert refused(game, "build", "Ann", "4") == (
        f"{BUILD}: Ann may build after Bob and Cy have moved, before `move Ann STEPS`")
    game.ok("move", "Bob", "10")
    assert "after Cy has moved" in refused(game, "build", "Ann", "4")
    game.ok("move", "Cy", "10")
    game.ok("build", "Ann", "4")                       # Ann's moment again
    assert [f["houses"] for f in game.json("status")["players"][0]["fields"]] == [1, 1]


def test_no_building_between_the_two_throws_of_a_double(game):
    game.ok("move", "Ann", "4", "--double")
    assert refused(game, "build", "Ann", "2") == (
        f"{BUILD}: Ann may build after Bob and Cy have moved, before `move Ann STEPS`")


def test_the_moment_comes_once_the_last_turn_is_settled(game):
    game.ok("move", "Ann", "10")                       # Jail, visiting
    game.ok("move", "Bob", "10")
    game.ok("move", "Cy", "11")                        # Barcelona (12): for sale
    assert refused(game, "build", "Ann", "2") == (
        "Cy may buy Barcelona (12) for 280 $: `buy Cy 12`, or `decline` to auction it")
    game.ok("decline")
    game.ok("auction", "12")
    game.ok("build", "Ann", "2")


def test_a_sale_mid_turn_is_refused_and_says_when_it_may_be(game):
    game.ok("move", "Ann", "4", "--double")
    assert refused(game, "trade", "Ann", "2", "Bob", "--price", "200") == (
        f"{SELL}: Ann may sell after Bob and Cy have moved, before `move Ann STEPS`")
    game.ok("move", "Ann", "5")                        # 9 in all: Milan, 15 $ to Cy
    assert refused(game, "trade", "Ann", "2", "Bob", "--price", "200").startswith(
        f"{SELL}: Ann may sell after Bob and Cy have moved")


def test_the_sellers_moment_counts_not_the_buyers(game):
    """In Ann's moment Bob may buy from her, but not sell to her."""
    assert refused(game, "trade", "Bob", "7", "Ann", "--price", "200") == (
        f"{SELL}: Bob may sell after Ann has moved, before `move Bob STEPS`")
    assert refused(game, "trade", "Cy", "card", "Ann", "--price", "50").startswith(
        f"{SELL}: Cy may sell after Ann and Bob have moved")
    game.ok("trade", "Ann", "4", "Bob", "--price", "200")
    assert game.json("status")["players"][1]["cash"] == 3000 - 400 - 200 - 200


def test_land_in_payment_of_a_debt_comes_at_once_but_only_up_to_the_debt():
    """ "pay partly in cash and partly with his properties": a field handed to the creditor
    in payment is due at once, whoever's moment it is; a sale above the debt waits."""
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    t.give("Bob", 10)
    t.land("Bob", 40)                                   # owes Ann 4,000 $, holds 3,000 $
    with pytest.raises(RuleViolation, match="as payment of the 4,000 \\$ Bob owes Ann, a field "
                                            "may go to Ann at any moment, valued at most "
                                            "4,000 \\$"):
        t.do("trade", seller="Bob", field=10, buyer="Ann", price=4500)
    with pytest.raises(RuleViolation, match=f"{SELL}: Bob may sell"):
        t.do("trade", seller="Bob", field=10, buyer="Cy", price=500)
    assert t.changes("trade", seller="Bob", field=10, buyer="Ann", price=1000) == {
        "Bob": -3000, "Ann": 3000}                     # the rest in cash
    assert t.state.debts == [] and t.state.owners[10] == "Ann"


def test_the_ruling_names_the_sentences_it_reads(cli):
    rulings = " ".join(cli.ok("rules", "eurobusiness", "rulings").split())
    assert '"he has the right to buy, from the bank and immediately before his turn' in rulings
    assert '"Before his turn to roll, a player may sell to another player"' in rulings
