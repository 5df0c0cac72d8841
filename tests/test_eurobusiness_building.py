"""Eurobusiness: houses and hotels (evenly, limits, shortage) and mortgages, hand-computed."""

import pytest

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import BANK, Table


def spain(t: Table, houses: int = 0) -> None:
    t.give("Ann", 12, 14, 15, houses=houses)
    t.state.pay(BANK, "Ann", 10000, "a windfall for the test")


def test_a_house_costs_the_deeds_house_price():
    t = Table()
    spain(t)
    assert t.changes("build", player="Ann", city="Madryt") == {"Ann": -200, BANK: 200}
    assert t.state.houses[15] == 1 and t.state.bank_houses() == 31


def test_building_needs_the_whole_country():
    t = Table()
    t.give("Ann", 12, 14)
    with pytest.raises(RuleViolation, match="whole country to build: Barcelona \\(12\\), "
                                            "Seville \\(14\\), Madrid \\(15\\)"):
        t.do("build", player="Ann", city=12)


def test_building_evenly():
    t = Table()
    spain(t)
    t.do("build", player="Ann", city=12)
    with pytest.raises(RuleViolation, match="build evenly: Barcelona \\(12\\) has 1 house"):
        t.do("build", player="Ann", city=12)
    t.do("build", player="Ann", city=14)
    t.do("build", player="Ann", city=15)
    t.state.bought_houses["Ann"] = 0            # a new round
    t.do("build", player="Ann", city=12)
    assert [t.state.level(n) for n in (12, 14, 15)] == [2, 1, 1]


def test_at_most_three_houses_a_round():
    t = Table()
    spain(t)
    for city in (12, 14, 15):
        t.do("build", player="Ann", city=city)
    with pytest.raises(RuleViolation, match="bought 3 houses this round"):
        t.do("build", player="Ann", city=12)


def test_a_move_starts_a_new_round_of_building():
    t = Table()
    spain(t)
    for city in (12, 14, 15):
        t.do("build", player="Ann", city=city)
    for player in ("Ann", "Bob", "Cy"):                    # each to Jail, as visitors
        t.do("move", player=player, steps=10)
    t.do("build", player="Ann", city=12)
    assert t.state.houses[12] == 2


def test_no_building_on_a_mortgaged_country_and_no_mortgage_of_a_built_city():
    t = Table()
    spain(t)
    t.do("mortgage", player="Ann", field=14)
    with pytest.raises(RuleViolation, match="Seville \\(14\\) is mortgaged"):
        t.do("build", player="Ann", city=12)
    t.do("unmortgage", player="Ann", field=14)
    t.do("build", player="Ann", city=12)
    with pytest.raises(RuleViolation, match="has buildings: sell them"):
        t.do("mortgage", player="Ann", field=12)


def test_a_hotel_takes_the_four_houses_back_and_costs_the_surcharge():
    t = Table()
    spain(t, houses=4)
    assert t.state.bank_houses() == 20
    assert t.changes("build", player="Ann", city=15) == {"Ann": -200, BANK: 200}
    assert 15 in t.state.hotels and 15 not in t.state.houses
    assert t.state.bank_houses() == 24 and t.state.bank_hotels() == 11
    with pytest.raises(RuleViolation, match="one hotel a city"):
        t.do("build", player="Ann", city=15)


def test_a_hotel_needs_four_houses_on_every_city():
    t = Table()
    spain(t, houses=4)
    t.state.houses[14] = 3
    with pytest.raises(RuleViolation, match="Seville \\(14\\) has 3"):
        t.do("build", player="Ann", city=15)


def test_at_most_three_hotels_a_circuit_and_start_begins_a_new_one():
    t = Table()
    spain(t, houses=4)
    t.give("Ann", 17, 19, 20, houses=4)
    for city in (12, 14, 15):
        t.do("build", player="Ann", city=city)
    with pytest.raises(RuleViolation, match="bought 3 hotels this circuit"):
        t.do("build", player="Ann", city=17)
    t.at("Ann", 39)
    t.do("move", player="Ann", steps=11)                   # passes Start, stops on Rome
    t.do("decline")
    t.do("auction", field=10)
    t.do("move", player="Bob", steps=10)
    t.do("move", player="Cy", steps=10)
    t.do("build", player="Ann", city=17)
    assert 17 in t.state.hotels


def test_the_bank_runs_out_of_houses():
    t = Table()
    spain(t)
    t.give("Bob", 17, 19, 20, 22, 24, 25, 27, 28, houses=4)      # all 32 houses stand
    t.give("Bob", 30)
    assert t.state.bank_houses() == 0
    with pytest.raises(RuleViolation, match="no houses left"):
        t.do("build", player="Ann", city=12)


def test_the_bank_runs_out_of_hotels():
    t = Table()
    spain(t, houses=4)
    t.give("Bob", 17, 19, 20, 22, 24, 25, 27, 28, 30, 32, 33, 35, hotel=True)
    assert t.state.bank_hotels() == 0
    with pytest.raises(RuleViolation, match="no hotels left"):
        t.do("build", player="Ann", city=12)


def test_houses_are_sold_back_at_half_price_from_any_city():
    """The text names the buyer (the bank) and the price, and no order (ruling 8)."""
    t = Table()
    spain(t, houses=2)
    for _ in range(2):
        assert t.changes("sell-building", player="Ann", city=12) == {"Ann": 100, BANK: -100}
    assert [t.state.level(n) for n in (12, 14, 15)] == [0, 2, 2]
    with pytest.raises(RuleViolation, match="build evenly: Seville \\(14\\) has 2 houses, "
                                            "another city of the country only 0"):
        t.do("build", player="Ann", city=14)


def test_selling_a_hotel_pays_half_of_four_houses_and_half_the_surcharge():
    t = Table()
    t.give("Ann", 38, 40, hotel=True)                     # Austria: house 400
    assert t.changes("sell-building", player="Ann", city="Wiedeń") == {"Ann": 1000,
                                                                      BANK: -1000}
    assert 40 not in t.state.hotels and t.state.level(40) == 0


@pytest.mark.parametrize("field, value, interest", [
    (2, 60, 5), (7, 100, 10), (10, 120, 10), (12, 140, 10), (13, 150, 15), (15, 160, 15),
    (17, 180, 15), (20, 200, 20), (22, 220, 20), (25, 240, 20), (27, 260, 25), (30, 280, 25),
    (32, 300, 30), (35, 320, 30), (38, 350, 35), (40, 400, 40), (6, 200, 20),
])
def test_mortgage_and_its_ten_percent_rounded_down_to_a_five(field, value, interest):
    t = Table()
    t.give("Bob", field)
    assert t.changes("mortgage", player="Bob", field=field) == {"Bob": value, BANK: -value}
    assert t.changes("unmortgage", player="Bob", field=field) == {
        "Bob": -(value + interest), BANK: value + interest}


def test_mortgage_refusals():
    t = Table()
    t.give("Bob", 10)
    with pytest.raises(RuleViolation, match="not Ann's"):
        t.do("mortgage", player="Ann", field=10)
    with pytest.raises(RuleViolation, match="not mortgaged"):
        t.do("unmortgage", player="Bob", field=10)
    t.do("mortgage", player="Bob", field=10)
    with pytest.raises(RuleViolation, match="already mortgaged"):
        t.do("mortgage", player="Bob", field=10)
