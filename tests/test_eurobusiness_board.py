"""Eurobusiness: moves, the fields' bidding and every rent kind, with hand-computed amounts."""

import pytest

from companion.core.errors import BadInput, RuleViolation, UnknownName
from tests.eurobusiness_helpers import BANK, DATA, Table


def test_data_has_the_board_the_research_settled():
    fields = DATA["fields"]
    assert len(fields) == 40
    cities = [f for f in fields if f["kind"] == "city"]
    assert len(cities) == 22 and len({f["country"] for f in cities}) == 8
    assert sum(f["kind"] == "railway" for f in fields) == 4
    assert fields[39]["pl"] == "Wiedeń" and fields[39]["rents"] == [100, 400, 1200, 2800, 3400,
                                                                    4000]
    assert all(f["mortgage"] * 2 == f["price"] for f in fields if "price" in f)
    assert len(DATA["chance"]) == 32


@pytest.mark.parametrize("typed, number", [
    ("40", 40), ("Vienna", 40), ("Wiedeń", 40), ("wieden", 40), ("WIED", 40),
    ("Saloniki", 2), ("thessa", 2), ("Göteborg", 28), ("goteborg", 28), ("Gothenburg", 28),
    ("Koleje Połu", 6), ("koleje polu", 6), ("Wodociagi", 29), ("waterworks", 29),
    ("Insbruck", 38), ("Innsbruck", 38), ("malmo", 27), ("Start", 1), ("11", 11),
])
def test_fields_by_number_english_or_polish_name_with_or_without_diacritics(typed, number):
    assert Table().state.find_field(typed) == number


def test_ambiguous_and_unknown_names_are_refused_with_a_hint():
    state = Table().state
    with pytest.raises(UnknownName, match="ambiguous: .*Madrid \\(15\\).*Malmo"):
        state.find_field("ma")
    with pytest.raises(UnknownName, match="Blue Chance \\(3\\), Blue Chance \\(18\\), Blue "
                                          "Chance \\(34\\) \\(a number will do\\)"):
        state.find_field("Szansa niebieska")
    with pytest.raises(UnknownName, match="did you mean Vienna"):
        state.find_field("Viena")
    with pytest.raises(UnknownName, match="numbered 41"):
        state.find_field("41")
    with pytest.raises(UnknownName, match="property numbered 3"):
        state.find_field("3", for_sale=True)


def test_three_to_six_players():
    from companion.games.eurobusiness import GAME
    with pytest.raises(BadInput, match="3 to 6"):
        GAME.new_state(["Ann", "Bob"], DATA, 1)
    t = Table(players=("A", "B", "C", "D", "E", "F"))
    assert all(t.cash(p) == 3000 for p in "ABCDEF")


def test_passing_start_pays_400_and_landing_on_it_too():
    t = Table()
    t.at("Ann", 40)
    assert t.changes("move", player="Ann", steps=11) == {"Ann": 400, BANK: -400}
    assert t.state.positions["Ann"] == 11 and "Ann" not in t.state.jailed
    t.at("Bob", 36)
    assert t.changes("move", player="Bob", steps=5) == {"Bob": 400, BANK: -400}
    assert t.state.positions["Bob"] == 1


def test_turns_go_round_and_a_move_out_of_turn_is_refused():
    t = Table()
    with pytest.raises(RuleViolation, match="Ann's turn, not Bob's"):
        t.do("move", player="Bob", steps=5)
    t.do("move", player="Ann", steps=10)       # Free Parking? no: 1 + 10 = 11, the Jail visit
    assert t.state.active == "Bob" and "Ann" not in t.state.jailed


def test_a_double_moves_by_both_throws_and_a_second_double_jails():
    t = Table()
    t.do("move", player="Ann", steps=4, double=True)
    assert t.state.positions["Ann"] == 1 and t.state.active == "Ann"
    t.do("move", player="Ann", steps=5)
    assert t.state.positions["Ann"] == 10 and t.state.active == "Bob"
    t.do("decline")
    t.do("auction", field=10)
    t.do("move", player="Bob", steps=6, double=True)
    before = t.cash("Bob")
    t.do("move", player="Bob", steps=2, double=True)
    assert t.state.positions["Bob"] == 11 and "Bob" in t.state.jailed
    assert t.cash("Bob") == before


def test_odd_double_and_impossible_totals_are_refused():
    t = Table()
    with pytest.raises(RuleViolation, match="even"):
        t.do("move", player="Ann", steps=7, double=True)
    with pytest.raises(RuleViolation, match="2 to 12"):
        t.do("move", player="Ann", steps=13)
    for steps in (2, 12):   # only a double makes these: the player throws again
        with pytest.raises(RuleViolation, match=rf"always a double .*--double"):
            t.do("move", player="Ann", steps=steps)


def test_fees_and_free_parking():
    t = Table()
    assert t.land("Ann", 5) == {"Ann": -400, BANK: 400}
    assert t.land("Bob", "Wealth Tax") == {"Bob": -200, BANK: 200}
    assert t.land("Cy", 21) == {}


def test_go_to_jail_sends_without_the_start_bonus():
    t = Table()
    assert t.land("Ann", 31) == {}
    assert t.state.positions["Ann"] == 11 and t.state.jailed["Ann"] == 0


# --- rent -------------------------------------------------------------------------------
# the deed's rent by buildings; doubled for a whole country none of it built (ruling 1,
# tests/test_eurobusiness_rulings_text.py)
def test_unbuilt_city_rent_doubles_for_the_whole_country_only():
    t = Table()
    t.give("Ann", 12, 14)                       # Barcelona, Seville; not Madrid
    assert t.land("Bob", 12) == {"Bob": -20, "Ann": 20}
    t.give("Ann", 15)
    assert t.land("Cy", 14) == {"Cy": -40, "Ann": 40}
    assert t.land("Bob", 15) == {"Bob": -50, "Ann": 50}


@pytest.mark.parametrize("held, rent", [(1, 50), (2, 100), (3, 200), (4, 400)])
def test_railway_rent_by_the_number_held(held, rent):
    t = Table()
    t.give("Ann", *[6, 16, 26, 36][:held])
    assert t.land("Bob", 6) == {"Bob": -rent, "Ann": rent}


def test_utility_rent_is_ten_or_twenty_times_the_dice():
    t = Table()
    t.give("Ann", 13)
    assert t.land("Bob", 13, dice=7) == {"Bob": -70, "Ann": 70}
    t.give("Ann", 29)
    assert t.land("Cy", "Wodociągi", dice=9) == {"Cy": -180, "Ann": 180}


def test_utility_rent_from_a_move_uses_the_throw():
    t = Table()
    t.give("Bob", 13)
    t.do("move", player="Ann", steps=6, double=True)
    assert t.changes("move", player="Ann", steps=6) == {"Ann": -120, "Bob": 120}


def test_utility_rent_needs_the_dice_when_landed_without_a_move():
    t = Table()
    t.give("Ann", 13)
    with pytest.raises(RuleViolation, match="--dice"):
        t.do("land", player="Bob", field=13)


def test_no_rent_on_a_mortgaged_field_or_to_a_jailed_owner():
    t = Table()
    t.give("Ann", 40, 38)
    t.state.mortgaged.append(38)
    assert t.land("Bob", 38) == {}
    t.state.jailed["Ann"] = 0
    assert t.land("Cy", 40) == {}


def test_own_field_costs_nothing():
    t = Table()
    t.give("Ann", 40)
    assert t.land("Ann", 40) == {}


def test_rent_beyond_the_cash_waits_as_a_debt_and_blocks_the_game():
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    assert t.land("Bob", 40) == {}                   # the deed's hotel rent (ruling 1)
    assert t.state.debt_of("Bob") == 4000
    with pytest.raises(RuleViolation, match="Bob still owes Ann 4,000"):
        t.do("move", player="Ann", steps=5)
