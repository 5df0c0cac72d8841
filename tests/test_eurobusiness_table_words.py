"""Eurobusiness at the table: what the banker must type (no deed given away for a forgotten
--price, no name typed twice after companion offered a sale), and the words it answers with
(counts in the plural helper's words, amounts as the game writes them)."""

import pytest

from tests.eurobusiness_helpers import Table


@pytest.fixture
def game(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    return cli


def refused(cli, *args: str) -> str:
    before = cli.json("status")
    result = cli(*args)
    assert result.code != 0 and result.err.count("\n") == 1, result.err
    assert cli.json("status") == before
    return result.err.removeprefix("error: ").strip()


def test_a_sale_without_its_price_is_refused_and_a_gift_is_price_0(game):
    game.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    assert refused(game, "trade", "Ann", "Athens", "Bob") == (
        "give the agreed price: `trade Ann Athens Bob --price P` (a gift is --price 0)")
    game.ok("trade", "Ann", "Athens", "Bob", "--price", "0")
    assert game.json("log")["entries"][-1]["summary"] == "Ann sells Athens (4) to Bob for 0 $"
    assert [f["number"] for f in game.json("status")["players"][1]["fields"]] == [4, 6, 7]


def test_a_recorded_sale_without_a_price_is_refused_too():
    from companion.core.errors import BadInput

    t = Table()
    t.give("Ann", 10)
    with pytest.raises(BadInput, match="a sale needs its agreed price"):
        t.do("trade", seller="Ann", field=10, buyer="Bob")
    assert t.state.owners[10] == "Ann"


def test_buy_takes_the_sale_companion_offered(game):
    game.ok("move", "Ann", "9")                        # Rome (10), 240 $
    out = game.ok("buy")
    assert "Ann -> Bank 240" in out
    assert game.json("log")["entries"][-1]["summary"] == "Ann buys Rome (10)"
    assert game.json("status")["players"][0]["fields"][0]["number"] == 10
    assert refused(game, "buy") == "no field waits for its lander to buy it"
    game.ok("move", "Bob", "11")                       # Barcelona (12)
    game.ok("buy", "Bob")
    assert game.json("status")["players"][1]["fields"][0]["number"] == 12


def test_buy_at_an_auction_points_to_the_auction(game):
    game.ok("move", "Ann", "9")
    game.ok("decline")
    assert refused(game, "buy").startswith("no field waits for its lander to buy it: Rome "
                                           "(10) is auctioned from 120 $")


def test_a_second_deal_says_it_was_made(game):
    game.ok("deal")
    assert refused(game, "deal") == ("the quick start deal is made once, and it was: each "
                                     "player holds their deeds (`companion status`)")
    game.ok("move", "Ann", "4")
    assert refused(game, "deal") == "the quick start deal is made once, and it was: each " \
                                    "player holds their deeds (`companion status`)"


def test_the_log_names_who_declines_and_writes_amounts_as_the_game_does(game):
    game.ok("move", "Ann", "9")
    game.ok("decline")
    game.ok("auction", "Rome", "--winner", "Bob", "--price", "1,200")
    game.ok("pay", "Cy", "Ann", "1000", "--reason", "a side bet")
    summaries = [e["summary"] for e in game.json("log")["entries"]]
    assert summaries[-3:] == ["Ann declines Rome (10): the bank auctions it",
                              "Bob wins Rome (10) for 1,200 $",
                              "Cy pays Ann 1,000 $: a side bet"]


def test_rents_and_repairs_count_in_words():
    t = Table()
    t.give("Ann", 10)
    t.land("Bob", 10)
    assert "rent for Rome (10): 20 $ unbuilt" in " ".join(t.state.effects)
    t.give("Bob", 6)
    t.land("Cy", 6)
    assert "rent for South Railways (6): Bob holds 1 railway" in " ".join(t.state.effects)
    t.give("Cy", 2, 4, houses=1)
    t.state.chance_due["Cy"] = {"deck": "red"}
    t.do("draw", player="Cy", card="modernise")
    assert ": 2 houses x 80 $\n" in "\n".join(t.state.effects) + "\n"   # no hotel: no term
    words = " ".join(t.state.effects)
    assert "(s)" not in words
