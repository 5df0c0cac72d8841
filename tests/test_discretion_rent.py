"""Rent (rulings 2, 15): adjacency counted by hand on the map in tests/discretion_helpers.py."""

import pytest

from companion.core.errors import RuleViolation
from tests.discretion_helpers import act, broke, cash, event, no_bids, setup, to_year

OAKFIELD = (1, "Ann", 100_000)   # plot 1, A1-C3
KINGSMEAD = (2, "Bob", 100_000)  # plot 2, D1-F3


def rent_paid(state, card: str, **fields) -> dict[str, int]:
    before = {p: cash(state, p) for p in state.players}
    event(state, card, **fields)
    return {p: cash(state, p) - before[p] for p in state.players}


@pytest.mark.parametrize("around, rent", [
    ([], 0),                                                      # isolated: no rent
    ([("offices", "B1")], 100_000),                               # 1 other type
    ([("offices", "B1"), ("retail", "A2")], 200_000),             # 2 types
    ([("offices", "B1"), ("retail", "A2"), ("industry", "C2")], 300_000),  # 3 types
    ([("offices", "B1"), ("retail", "A2"), ("industry", "C2"),
      ("services", "B3")], 500_000),                              # all 4 others: the bonus
])
def test_rent_schedule_by_count_of_other_types(around, rent):
    # Housing at B2, the middle of Oakfield Farm; its edge neighbours are B1, A2, C2, B3.
    state = setup([OAKFIELD], {"Ann": [("housing", "B2"), *around]},
                  funds={"Ann": 1_000_000})
    assert rent_paid(state, "housing-rent")["Ann"] == rent


def test_corner_touching_does_not_count():
    # B2's corners A1, C1, A3, C3 hold offices; none shares an edge with B2 -> 0 types -> 0.
    state = setup([OAKFIELD], {"Ann": [("housing", "B2"), ("offices", "A1"), ("offices", "C1"),
                                       ("offices", "A3"), ("offices", "C3")]},
                  funds={"Ann": 1_000_000})
    assert rent_paid(state, "housing-rent")["Ann"] == 0


def test_own_type_is_not_counted():
    # B2 housing touches B1 housing, A2 housing and C2 offices: 1 other type -> 100,000.
    # B1 touches only B2 (housing) -> 0; A2 touches only B2 -> 0. Housing Rent: 100,000.
    state = setup([OAKFIELD], {"Ann": [("housing", "B2"), ("housing", "B1"), ("housing", "A2"),
                                       ("offices", "C2")]})
    assert rent_paid(state, "housing-rent")["Ann"] == 100_000


def test_types_are_counted_once_however_many_buildings():
    # B2 housing with offices on all four sides: 1 distinct other type -> 100,000.
    state = setup([OAKFIELD], {"Ann": [("housing", "B2"), ("offices", "B1"), ("offices", "A2"),
                                       ("offices", "C2"), ("offices", "B3")]},
                  funds={"Ann": 1_000_000})
    assert rent_paid(state, "housing-rent")["Ann"] == 100_000


def test_other_players_buildings_count():
    # Ann's housing C1 touches Bob's offices D1 across the plot line, and the reverse.
    state = setup([OAKFIELD, KINGSMEAD], {"Ann": [("housing", "C1")], "Bob": [("offices", "D1")]})
    assert rent_paid(state, "housing-rent") == {"Ann": 100_000, "Bob": 0, "Cy": 0}
    assert rent_paid(state, "offices-rent") == {"Ann": 0, "Bob": 100_000, "Cy": 0}


def test_unowned_buildings_count():
    # Bob pays 2,000,000 for Kingsmead and builds offices D1: 2,500,000 - 2,500,000 = 0 cash.
    state = setup([OAKFIELD, (2, "Bob", 2_000_000)],
                  {"Ann": [("housing", "C1")], "Bob": [("offices", "D1")]})
    # Bob spends 20 shark loans; End of Year: 2,000,000 interest he cannot pay -> bankrupt
    # (pulling down D1 would bring only 100,000).
    broke(state, "Bob")
    event(state, "end-of-year")
    act(state, "bankrupt", player="Bob")
    no_bids(state)
    assert state.building_at("D1").owner is None
    # The ownerless offices at D1 still give Ann's housing C1 one other type -> 100,000.
    assert rent_paid(state, "housing-rent")["Ann"] == 100_000


def test_two_acre_building_counts_neighbours_of_both_cells():
    # Offices B1+B2: B1 touches A1 housing; B2 touches C2 retail and B3 industry -> 3 -> 300,000.
    state = setup([OAKFIELD], {"Ann": [("offices", "B1+B2"), ("housing", "A1"),
                                       ("retail", "C2"), ("industry", "B3")]},
                  funds={"Ann": 1_000_000})
    assert rent_paid(state, "offices-rent")["Ann"] == 300_000
    # Housing A1 touches B1 (offices) and A2 (empty): 1 type -> 100,000.
    assert rent_paid(state, "housing-rent")["Ann"] == 100_000


# A richer board for the five rent cards, Rent Day and Extra Rent:
#   Ann (Oakfield Farm): housing B2, offices B1, retail A2, industry C2, services B3, retail C3
#   Bob (Kingsmead):     offices D2
# Ann: 2,500,000 + 1,000,000 funds - 100,000 land - 6 x 500,000 = 400,000.
RICH = {"Ann": [("housing", "B2"), ("offices", "B1"), ("retail", "A2"), ("industry", "C2"),
                ("services", "B3"), ("retail", "C3")],
        "Bob": [("offices", "D2")]}


def rich_board():
    return setup([OAKFIELD, KINGSMEAD], RICH, funds={"Ann": 1_000_000})


@pytest.mark.parametrize("card, paid", [
    # B2 touches offices B1, retail A2, industry C2, services B3: 4 types -> 500,000
    ("housing-rent", {"Ann": 500_000, "Bob": 0, "Cy": 0}),
    # Ann's B1 touches only housing B2 -> 100,000; Bob's D2 touches industry C2 -> 100,000
    ("offices-rent", {"Ann": 100_000, "Bob": 100_000, "Cy": 0}),
    # C2 touches housing B2, offices D2 (Bob's), retail C3: 3 types -> 300,000
    ("industry-rent", {"Ann": 300_000, "Bob": 0, "Cy": 0}),
    # B3 touches housing B2 and retail C3 (A3, B4 empty): 2 types -> 200,000
    ("services-rent", {"Ann": 200_000, "Bob": 0, "Cy": 0}),
    # A2 touches housing B2 -> 100,000; C3 touches industry C2, services B3 -> 200,000
    ("retail-rent", {"Ann": 300_000, "Bob": 0, "Cy": 0}),
    ("shops-rent", {"Ann": 300_000, "Bob": 0, "Cy": 0}),   # the rulebook's name for retail
])
def test_each_rent_card_pays_every_owner_of_its_type(card, paid):
    state = rich_board()
    assert cash(state, "Ann") == 400_000
    assert rent_paid(state, card) == paid


def test_rent_day_pays_every_building():
    state = rich_board()
    to_year(state, 3)  # Rent Day comes into play in Year 3
    # Ann: 500,000 + 100,000 + 300,000 + 200,000 + 100,000 + 200,000 = 1,400,000
    # Bob: offices D2 100,000
    assert rent_paid(state, "rent-day") == {"Ann": 1_400_000, "Bob": 100_000, "Cy": 0}


def test_extra_rent_picks_the_best_building():
    state = rich_board()
    # Ann draws; her best building is housing B2 at 500,000.
    assert rent_paid(state, "extra-rent", active="Ann") == {"Ann": 500_000, "Bob": 0, "Cy": 0}


def test_extra_rent_on_a_named_cell():
    state = rich_board()
    # --cell C3: retail touching industry C2 and services B3 -> 200,000
    assert rent_paid(state, "extra-rent", active="Ann", cell="C3")["Ann"] == 200_000


def test_extra_rent_refuses_someone_elses_building():
    state = rich_board()
    with pytest.raises(RuleViolation, match="no building at D2"):
        event(state, "extra-rent", active="Ann", cell="D2")


def test_extra_rent_without_buildings_pays_nothing():
    state = rich_board()
    assert rent_paid(state, "extra-rent", active="Cy") == {"Ann": 0, "Bob": 0, "Cy": 0}
