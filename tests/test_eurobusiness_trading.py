"""Eurobusiness: buying from the bank, auctions, trades between players, the quick start."""

import pytest

from companion.core.errors import BadInput, CompanionError, RuleViolation
from tests.eurobusiness_helpers import BANK, Table


def test_the_lander_buys_at_the_price():
    t = Table()
    t.do("move", player="Ann", steps=9)                     # 1 + 9 = Rome (10)
    assert t.changes("buy", player="Ann", field="Rzym") == {"Ann": -240, BANK: 240}
    assert t.state.owners[10] == "Ann" and t.state.offer is None


def test_only_the_lander_buys_and_an_owned_field_is_not_sold_again():
    t = Table()
    t.do("move", player="Ann", steps=9)
    with pytest.raises(RuleViolation, match="Ann stopped on Rome"):
        t.do("buy", player="Bob", field=10)
    with pytest.raises(RuleViolation, match="only by the player who stops"):
        t.do("buy", player="Ann", field=12)
    t.do("buy", player="Ann", field=10)
    t.at("Bob", 1)
    t.do("move", player="Bob", steps=9)
    with pytest.raises(RuleViolation, match="belongs to Ann"):
        t.do("buy", player="Bob", field=10)


def test_a_declined_field_is_auctioned_from_half_the_price_and_the_decliner_may_bid():
    t = Table()
    t.do("move", player="Ann", steps=11)                    # Barcelona (12), 280 $
    t.do("decline")
    with pytest.raises(RuleViolation, match="starts at 140"):
        t.do("auction", field=12, winner="Bob", price=135)
    with pytest.raises(RuleViolation, match="give the winning bid"):
        t.do("auction", field=12, winner="Bob")
    assert t.changes("auction", field=12, winner="Ann", price=140) == {"Ann": -140, BANK: 140}
    assert t.state.owners[12] == "Ann"


def test_an_auction_without_bids_leaves_the_field_with_the_bank():
    t = Table()
    t.do("move", player="Ann", steps=11)
    t.do("decline")
    assert t.changes("auction", field="Barcelona") == {}
    assert 12 not in t.state.owners and t.state.offer is None


def test_auction_bids_must_be_payable_and_in_notes():
    t = Table()
    t.do("move", player="Ann", steps=11)
    t.do("decline")
    with pytest.raises(BadInput, match="smallest is 5"):
        t.do("auction", field=12, winner="Bob", price=141)
    with pytest.raises(RuleViolation, match="Bob has 3,000 \\$, a bid of 3,100 \\$"):
        t.do("auction", field=12, winner="Bob", price=3100)


def test_the_game_waits_for_the_sale_or_auction():
    t = Table()
    t.do("move", player="Ann", steps=11)
    with pytest.raises(RuleViolation, match="Ann may buy Barcelona"):
        t.do("move", player="Bob", steps=4)
    t.do("decline")
    with pytest.raises(RuleViolation, match="auctioned from 140"):
        t.do("move", player="Bob", steps=4)


def test_trade_at_an_agreed_price():
    t = Table()
    t.give("Ann", 10)
    assert t.changes("trade", seller="Ann", field="Rome", buyer="Bob", price=500) == {
        "Bob": -500, "Ann": 500}
    assert t.state.owners[10] == "Bob"


def test_trade_refused_while_the_seller_has_buildings_anywhere():
    t = Table()
    t.give("Ann", 2, 4, houses=1)
    t.give("Ann", 10)
    with pytest.raises(RuleViolation, match="Ann has 2 houses: sell every building"):
        t.do("trade", seller="Ann", field=10, buyer="Bob", price=100)


def test_buying_a_mortgaged_field_pays_ten_percent_now_and_again_on_lifting():
    t = Table()
    t.give("Ann", 15)                                        # Madrid: mortgage 160, 10% = 15
    t.state.mortgaged.append(15)
    assert t.changes("trade", seller="Ann", field=15, buyer="Bob", price=100) == {
        "Bob": -115, "Ann": 100, BANK: 15}
    assert 15 in t.state.mortgaged
    assert t.changes("unmortgage", player="Bob", field=15) == {"Bob": -175, BANK: 175}


def test_buying_a_mortgaged_field_and_lifting_it_at_once():
    t = Table()
    t.give("Ann", 6)                                         # a railway: mortgage 200, 10% = 20
    t.state.mortgaged.append(6)
    assert t.changes("trade", seller="Ann", field=6, buyer="Bob", price=50, lift=True) == {
        "Bob": -270, "Ann": 50, BANK: 220}
    assert 6 not in t.state.mortgaged


def test_jail_card_sold_between_players():
    t = Table()
    t.state.jail_cards["Ann"] = ["blue-free"]
    t.state.decks["blue"].take("blue-free")
    assert t.changes("trade", seller="Ann", field="card", buyer="Bob", price=50) == {
        "Bob": -50, "Ann": 50}
    assert t.state.jail_cards == {"Ann": [], "Bob": ["blue-free"]}


def test_quick_start_deals_two_deeds_each_paid_for():
    t = Table(seed=7)
    t.do("deal")
    for player in ("Ann", "Bob", "Cy"):
        fields = t.state.fields_of(player)
        assert len(fields) == 2
        assert t.cash(player) == 3000 - sum(t.state.field(n)["price"] for n in fields)
    with pytest.raises(RuleViolation, match="the quick start deal is made once, and it was"):
        t.do("deal")


def test_quick_start_only_before_the_first_move():
    t = Table()
    t.do("move", player="Ann", steps=10)
    with pytest.raises(RuleViolation, match="before the first move"):
        t.do("deal")


def test_quick_start_records_the_tables_own_deal():
    t = Table()
    t.do("deal", hands={"Ann": ["Rzym", "Madrid"], "Bob": ["6", "Wieden"], "Cy": [2, "29"]})
    assert t.state.fields_of("Ann") == [10, 15] and t.state.fields_of("Bob") == [6, 40]
    assert t.cash("Ann") == 3000 - 240 - 320 and t.cash("Cy") == 3000 - 120 - 300


@pytest.mark.parametrize("hands, message", [
    ({"Ann": ["Rome", "Madrid"], "Bob": ["Rome", "6"], "Cy": [2, 4]}, "dealt to Ann and Bob"),
    ({"Ann": ["Rome"], "Bob": [6, 40], "Cy": [2, 4]}, "each player is dealt 2 deeds; Ann has 1"),
    ({"Ann": [10, 15], "Bob": [6, 40], "Cy": [2, "Start"]}, "unknown property 'Start'"),
])
def test_a_recorded_deal_is_checked(hands, message):
    t = Table()
    with pytest.raises(CompanionError, match=message):
        t.do("deal", hands=hands)
    assert t.state.owners == {}
