"""What the table chooses and sees (issue 7, items 7, 11 and 13): each card once a Year, no
pass without a card, choices a card has no use for refused, the same choices for `draw` as for
`event`, rents and the Year's cards in the status, and a card that touches no one says so."""

import pytest

from companion.core.errors import BadInput, RuleViolation, UnknownName
from companion.games.discretion import GAME
from tests.discretion_helpers import act, build, cash, event, setup, to_year

OAKFIELD = (1, "Ann", 100_000)


def test_a_card_turns_up_once_a_year():
    state = setup([OAKFIELD])
    event(state, "interest")
    with pytest.raises(RuleViolation, match="Interest has turned up already this Year: each "
                                            "card comes once a Year"):
        event(state, "interest")
    to_year(state, 2)
    event(state, "interest")                     # a new Year, a new deck


def test_a_second_copy_of_a_card_is_recorded_as_that_copy():
    state = setup([OAKFIELD])
    to_year(state, 6)                            # two Land Tax cards are in play
    event(state, "land-tax")
    event(state, "land-tax")
    assert state.drawn == ["land-tax", "land-tax-2"]
    with pytest.raises(RuleViolation, match="Land Tax has turned up already this Year"):
        event(state, "land-tax")


@pytest.mark.parametrize("card, choice", [
    ("housing-rent", {"plot": 1}), ("harvest", {"cell": "A1"}),
    ("extra-rent", {"plot": 1}), ("extra-harvest", {"cell": "A1"}),
])
def test_a_choice_the_card_has_no_use_for_is_refused(card, choice):
    state = setup([OAKFIELD], {"Ann": [("housing", "A1")]})
    key = next(iter(choice))
    with pytest.raises(BadInput, match=f"has no {key} to choose: leave out --{key}"):
        event(state, card, **choice)
    assert state.drawn == []


def test_draw_takes_the_choices_event_takes_and_skips_a_card_the_table_recorded():
    # Seed 1 shuffles Year 1 as: extra-harvest, harvest, services-rent, ...
    state = setup([OAKFIELD, (2, "Ann", 100_000)])    # both bare: Kingsmead harvests more
    ann = cash(state, "Ann")
    act(state, "draw", plot="Oakfield")               # Ann draws Extra Harvest, names Oakfield
    assert state.drawn == ["extra-harvest"] and cash(state, "Ann") - ann == 180_000
    assert state.event_deck[1:3] == ["harvest", "services-rent"]
    event(state, "harvest")                           # the table records the next card by hand
    act(state, "draw")                                # companion's deck does not repeat it
    assert state.drawn == ["extra-harvest", "harvest", "services-rent"]
    with pytest.raises(BadInput, match="Extra Rent has no plot to choose"):
        act(state, "draw", plot="Oakfield")           # the next card is Extra Rent


def test_status_shows_each_buildings_rent_and_the_years_cards():
    state = setup([OAKFIELD], {"Ann": [("housing", "A1"), ("offices", "B1")]})
    event(state, "harvest")
    view = GAME.status(state)
    ann = view["players"][0]
    # Housing A1 touches offices B1 and the other way round: one other type each, 100,000.
    assert ann["buildings"] == [{"type": "housing", "cells": ["A1"], "rent": 100_000},
                                {"type": "offices", "cells": ["B1"], "rent": 100_000}]
    assert view["cards"]["drawn"] == ["harvest"]
    assert len(view["cards"]["left"]) == 11 and "harvest" not in view["cards"]["left"]


@pytest.mark.parametrize("card, said", [
    ("services-rent", "Services Rent: no one owns any services, so it affects no one"),
    ("interest", "Interest: no one holds a Bank Loan, so it affects no one"),
])
def test_a_card_that_touches_no_one_says_so(card, said):
    state = setup([OAKFIELD])
    assert said in event(state, card)


def test_a_harvest_with_no_land_owned_says_so():
    state = setup([])
    assert "Harvest: no one owns land, so it affects no one" in event(state, "harvest")


def test_a_short_type_name_that_means_one_type_is_read():
    state = setup([OAKFIELD])
    build(state, "Ann", "of", "A1")
    assert state.building_at("A1").type == "offices"
    with pytest.raises(UnknownName, match="ambiguous"):
        build(state, "Ann", "s", "A2")             # services, or shops (retail)?


def test_the_rules_say_any_player_may_take_a_loan_shark_loan():
    text = GAME.rules_topics()["turn"]
    assert "Loan Shark loans are open to any player" in text
    assert "active player alone may build, demolish, take Bank Loans and Loan Shark" not in text
