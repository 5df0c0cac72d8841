"""Every Event card's effect, with amounts worked out by hand from discretion.toml.

Plots used (id: name, acres, harvest, appraisal):
  1 Oakfield Farm 9 180,000 720,000     2 Kingsmead 9 200,000 810,000
  5 Mill Meadow   9 220,000 720,000     9 Station Yard 3 60,000 420,000
 15 Church Acre   1  30,000 200,000    16 Fenwick Moor 8 200,000 560,000
Land tax per acre: none in Years 1-3, Year 4 10,000, Years 5-6 20,000.
"""

import pytest

from companion.core.errors import BadInput, RuleViolation
from tests.discretion_helpers import (
    START, act, build, cash, event, fund, no_bids, quiet, sell_every_title, setup, to_year,
)

OAKFIELD = (1, "Ann", 100_000)
KINGSMEAD = (2, "Bob", 100_000)


def deltas(state, card: str, **fields) -> dict[str, int]:
    before = {p: cash(state, p) for p in state.players}
    event(state, card, **fields)
    return {p: cash(state, p) - before[p] for p in state.players}


def loan(state, player, count=1):
    act(state, "loan", op="take", player=player, count=count)


# --- building tax (ruling 4) -------------------------------------------------------
TAX_BOARD = {"Ann": [("housing", "A1"), ("housing", "C1"), ("offices", "B2"),
                     ("retail", "A3+B3")],
             "Bob": [("housing", "D1"), ("industry", "E2")]}


@pytest.mark.parametrize("card, paid", [
    ("housing-tax", {"Ann": -200_000, "Bob": -100_000, "Cy": 0}),   # 2 and 1 housing
    ("offices-tax", {"Ann": -100_000, "Bob": 0, "Cy": 0}),
    ("industry-tax", {"Ann": 0, "Bob": -100_000, "Cy": 0}),
    ("services-tax", {"Ann": 0, "Bob": 0, "Cy": 0}),
    ("retail-tax", {"Ann": -100_000, "Bob": 0, "Cy": 0}),            # a 2-acre is 1 building
    ("shops-tax", {"Ann": -100_000, "Bob": 0, "Cy": 0}),
])
def test_building_tax_is_100k_per_building_of_the_type(card, paid):
    state = setup([OAKFIELD, KINGSMEAD], TAX_BOARD)
    to_year(state, 2)
    assert deltas(state, card) == paid


def test_taxes_start_in_year_two():
    state = setup([OAKFIELD, KINGSMEAD], TAX_BOARD)
    with pytest.raises(RuleViolation, match="Housing Tax comes into play in Year 2"):
        event(state, "housing-tax")


# --- interest ------------------------------------------------------------------------
def test_interest_is_100k_per_bank_loan_held():
    three = [("housing", "A1"), ("offices", "B1"), ("retail", "C1")]
    six = [("housing", "D1"), ("offices", "E1"), ("retail", "F1"),
           ("housing", "D3"), ("offices", "E3"), ("retail", "F3")]
    state = setup([OAKFIELD, KINGSMEAD], {"Ann": three, "Bob": six}, funds={"Bob": 1_000_000})
    loan(state, "Ann")
    quiet(state)                                # Ann draws: Bob is active now
    loan(state, "Bob", 2)
    assert state.bank_loans == {"Ann": 1, "Bob": 2, "Cy": 0}
    assert deltas(state, "interest") == {"Ann": -100_000, "Bob": -200_000, "Cy": 0}
    # The repay window: Bob pays 2 x 500,000 more (600,000 each in all).
    before = cash(state, "Bob")
    act(state, "loan", op="repay", player="Bob", count=2)
    assert before - cash(state, "Bob") == 1_000_000 and state.bank_loans["Bob"] == 0


# --- auctions (ruling 16) ------------------------------------------------------------
def test_auction_card_sells_the_next_title():
    state = setup([OAKFIELD])
    nxt = state.title_deck.cards[0]
    event(state, "auction")
    assert state.pending_auctions == [None] and state.active == "Bob"
    with pytest.raises(RuleViolation, match="an auction is due first"):
        event(state, "harvest")
    act(state, "auction", plot=None, winner="Cy", price=300_000)
    assert state.owners[nxt] == "Cy" and cash(state, "Cy") == START - 300_000
    event(state, "harvest")                     # play goes on


def test_an_auction_of_the_title_the_table_turned_up_says_so():
    """The table's own Title pile may give another plot than companion's: recorded, and the
    log says which plot companion's pile had next."""
    state = setup([OAKFIELD])
    nxt, other = state.title_deck.cards[0], state.title_deck.cards[1]
    event(state, "auction")
    effects = act(state, "auction", plot=other, winner="Cy", price=300_000)
    assert state.owners[other] == "Cy" and nxt not in state.owners
    assert any("the table turned up" in e and f"plot {nxt})" in e for e in effects)


def test_an_auction_with_no_bid_puts_the_title_under_the_pile():
    state = setup([OAKFIELD])
    nxt = state.title_deck.cards[0]
    event(state, "auction")
    act(state, "auction", plot=None, no_bid=True)
    assert nxt not in state.owners and state.title_deck.cards[-1] == nxt


def test_auction_only_when_one_is_due():
    state = setup([OAKFIELD])
    with pytest.raises(RuleViolation, match="no auction is due"):
        act(state, "auction", plot=None, winner="Bob", price=100_000)


def test_the_winner_needs_the_cash():
    state = setup([OAKFIELD])
    event(state, "auction")
    with pytest.raises(RuleViolation, match="Bob has 2,500,000, cannot pay 2,600,000"):
        act(state, "auction", plot=None, winner="Bob", price=2_600_000)
    act(state, "shark", op="take", player="Bob", **{"for": 2_600_000})   # borrow first
    act(state, "auction", plot=None, winner="Bob", price=2_600_000)
    assert cash(state, "Bob") == 0 and state.shark_loans["Bob"] == 1


def test_compulsory_auction_with_titles_left_is_a_plain_auction():
    state = setup([OAKFIELD], {"Ann": [("housing", "A1")]})
    nxt = state.title_deck.cards[0]
    with pytest.raises(BadInput, match="sells the next Title while any are left"):
        event(state, "compulsory-auction", plot=1)
    paid = deltas(state, "compulsory-auction")
    assert paid == {"Ann": 0, "Bob": 0, "Cy": 0}
    assert state.pending_auctions == [None] and state.owners[1] == "Ann"
    act(state, "auction", plot=None, winner="Bob", price=100_000)
    assert state.owners[nxt] == "Bob" and state.building_at("A1").owner == "Ann"


def test_compulsory_auction_with_no_titles_left_takes_the_list_plot():
    # Ann: Oakfield Farm with housing A1 and offices B1, and Mill Meadow (plot 5) with
    # retail A4; 3 buildings secure her 1 Bank Loan.
    state = setup([OAKFIELD, (5, "Ann", 100_000)],
                  {"Ann": [("housing", "A1"), ("offices", "B1"), ("retail", "A4")]},
                  funds={"Cy": 1_000_000})
    loan(state, "Ann")
    sell_every_title(state)
    paid = deltas(state, "compulsory-auction", plot="Oakfield")
    # 720,000 appraisal + 2 x 500,000 buildings = 1,720,000, and 1 building left secures
    # no loan: 500,000 forced repayment. 1,720,000 - 500,000 = 1,220,000.
    assert paid == {"Ann": 1_220_000, "Bob": 0, "Cy": 0}
    assert state.bank_loans["Ann"] == 0
    assert 1 not in state.owners and state.buildings_on_plot(1) == []
    assert state.building_at("A4").owner == "Ann"
    assert state.pending_auctions == [1]
    bob = cash(state, "Bob")
    act(state, "auction", plot=None, winner="Bob", price=800_000)
    assert state.owners[1] == "Bob" and cash(state, "Bob") == bob - 800_000


def test_compulsory_auction_pays_for_a_two_acre_building_across_the_line():
    state = setup([OAKFIELD, (5, "Ann", 100_000)], {"Ann": [("industry", "C3+C4")]})
    sell_every_title(state)
    # Mill Meadow 720,000 + the C3+C4 industry 500,000; Oakfield stays Ann's.
    assert deltas(state, "compulsory-auction", plot=5)["Ann"] == 1_220_000
    assert state.buildings == [] and state.owners[1] == "Ann"


# --- harvests (rulings 3, 15) --------------------------------------------------------
def test_harvest():
    # Ann: Oakfield bare, Kingsmead built on -> 180,000.
    # Bob: Mill Meadow, built on, his only plot -> 50,000 penalty. Cy: no plots -> nothing.
    state = setup([OAKFIELD, (2, "Ann", 100_000), (5, "Bob", 100_000)],
                  {"Ann": [("housing", "D1")], "Bob": [("housing", "A4")]})
    assert deltas(state, "harvest") == {"Ann": 180_000, "Bob": -50_000, "Cy": 0}


def test_a_two_acre_building_across_the_line_develops_both_plots():
    state = setup([OAKFIELD, (5, "Ann", 100_000), (15, "Bob", 100_000)],
                  {"Ann": [("industry", "C3+C4")]})
    # Both of Ann's plots are touched by C3+C4 -> 50,000; Church Acre bare -> 30,000.
    assert deltas(state, "harvest") == {"Ann": -50_000, "Bob": 30_000, "Cy": 0}


def test_harvest_penalty_becomes_a_debt():
    state = setup([(1, "Ann", 2_000_000)], {"Ann": [("housing", "A1")]})   # Ann has 0
    event(state, "harvest")
    assert state.debt_of("Ann") == 50_000


def test_extra_harvest_takes_the_best_undeveloped_plot():
    state = setup([OAKFIELD, (5, "Ann", 100_000), (2, "Ann", 100_000)],
                  {"Ann": [("housing", "D1")]})
    # Undeveloped: Oakfield 180,000, Mill Meadow 220,000 (Kingsmead is built on).
    assert deltas(state, "extra-harvest", active="Ann")["Ann"] == 220_000


def test_extra_harvest_on_a_named_plot():
    state = setup([OAKFIELD, (5, "Ann", 100_000), (2, "Ann", 100_000)],
                  {"Ann": [("housing", "D1")]})
    assert deltas(state, "extra-harvest", active="Ann", plot="Oakfield")["Ann"] == 180_000


def test_extra_harvest_refuses_a_developed_or_foreign_plot():
    state = setup([OAKFIELD, (2, "Ann", 100_000), (5, "Bob", 100_000)],
                  {"Ann": [("housing", "D1")]})
    with pytest.raises(RuleViolation, match="Kingsmead .plot 2. is not an undeveloped plot"):
        event(state, "extra-harvest", active="Ann", plot=2)
    state = setup([OAKFIELD, (2, "Ann", 100_000), (5, "Bob", 100_000)],
                  {"Ann": [("housing", "D1")]})
    with pytest.raises(RuleViolation, match="Mill Meadow .plot 5. is not an undeveloped plot"):
        event(state, "extra-harvest", active="Ann", plot=5)


def test_extra_harvest_penalty_when_everything_is_built_on():
    state = setup([OAKFIELD], {"Ann": [("housing", "A1")]})
    assert deltas(state, "extra-harvest", active="Ann") == {"Ann": -50_000, "Bob": 0, "Cy": 0}


# --- end of year (ruling 14) ---------------------------------------------------------
def test_end_of_year_bonus_shark_interest_and_year_two():
    state = setup([OAKFIELD])
    act(state, "shark", op="take", player="Cy", **{"for": 2_700_000})   # 2 loans
    act(state, "pay", **{"from": "Cy", "to": "Bank", "amount": 2_700_000, "reason": "used"})
    quiet(state)                                  # Ann draws: Cy's loans were used this turn
    fund(state, "Cy", 2_700_000)                  # and she earns it back later
    # Bonus: no Land Tax in Year 1, so 10 x 0 = nothing for the drawer (Bob).
    # Shark interest: Cy 2 x 100,000.
    assert deltas(state, "end-of-year", active="Bob") == {"Ann": 0, "Bob": 0,
                                                          "Cy": -200_000}
    assert state.year == 2 and state.active == "Bob"          # the drawer starts Year 2
    assert state.pending_auctions == [None] * 5               # Year 2's five auctions
    assert len(state.event_deck) == 12 + 6
    with pytest.raises(RuleViolation, match="an auction is due first"):
        act(state, "draw")
    act(state, "shark", op="repay", player="Cy", count=2)     # 2 x 100,000 more
    assert cash(state, "Cy") == 2_700_000 - 200_000 - 200_000 and state.shark_loans["Cy"] == 0
    no_bids(state)
    event(state, "harvest")
    assert state.active == "Cy"


def test_end_of_year_bonus_follows_the_year_ending():
    state = setup([OAKFIELD])
    to_year(state, 3)
    assert deltas(state, "end-of-year", active="Cy")["Cy"] == 0        # Year 3: no Land Tax
    # Year 4 land tax 10,000 -> 100,000 bonus; Year 5 20,000 -> 200,000
    assert deltas(state, "end-of-year", active="Cy")["Cy"] == 100_000
    assert deltas(state, "end-of-year", active="Cy")["Cy"] == 200_000
    assert state.year == 6 and state.pending_auctions == []


def test_the_game_ends_with_year_ten():
    state = setup([OAKFIELD])
    to_year(state, 10)
    assert deltas(state, "end-of-year", active="Ann")["Ann"] == 500_000   # 10 x 50,000
    assert state.phase == "over" and state.year == 10
    with pytest.raises(RuleViolation, match="the game is over"):
        act(state, "draw")


# --- inheritance (ruling 11) ---------------------------------------------------------
def test_inheritance_of_an_unowned_plot():
    state = setup([OAKFIELD])
    to_year(state, 2)
    assert 9 not in state.owners and 9 in state.title_deck
    assert deltas(state, "inheritance", active="Bob", plot="Station Yard")["Bob"] == 200_000
    assert state.owners[9] == "Bob" and 9 not in state.title_deck


def test_inheritance_of_an_owned_plot_pays_only_the_money():
    state = setup([OAKFIELD])
    to_year(state, 2)
    assert deltas(state, "inheritance", active="Bob", plot=1) == {"Ann": 0, "Bob": 200_000,
                                                                  "Cy": 0}
    assert state.owners[1] == "Ann"


# --- land tax (ruling 13) ------------------------------------------------------------
def land_tax_board():
    # Ann: Oakfield (9 acres, built on) and Church Acre (1 acre, bare); Bob: Station Yard (3).
    # Cy: Fenwick Moor (8 acres) for 2,480,000, leaving 20,000.
    state = setup([OAKFIELD, (15, "Ann", 100_000), (9, "Bob", 100_000),
                   (16, "Cy", 2_480_000)], {"Ann": [("housing", "A1")]})
    to_year(state, 4)
    return state


def test_land_tax_per_acre_and_forfeit_refund():
    state = land_tax_board()
    # Year 4: 10,000 an acre. Ann 10 acres -> 100,000; Bob 3 -> 30,000;
    # Cy 8 -> 80,000, more than her 20,000: a debt.
    assert deltas(state, "land-tax") == {"Ann": -100_000, "Bob": -30_000, "Cy": 0}
    assert state.debt_of("Cy") == 80_000
    # Ann hands back Church Acre: 1 acre x 10,000 refunded.
    before = cash(state, "Ann")
    act(state, "forfeit", player="Ann", plot="Church")
    assert cash(state, "Ann") - before == 10_000
    assert 15 not in state.owners and state.title_deck.cards[-1] == 15
    # Cy hands back Fenwick Moor: the 80,000 is struck from her debt.
    act(state, "forfeit", player="Cy", plot=16)
    assert state.debts == [] and cash(state, "Cy") == 20_000
    with pytest.raises(RuleViolation, match="Oakfield Farm .plot 1. has buildings"):
        act(state, "forfeit", player="Ann", plot=1)
    with pytest.raises(RuleViolation, match="not Bob's"):
        act(state, "forfeit", player="Bob", plot=1)


def test_forfeit_only_right_after_land_tax():
    state = land_tax_board()
    with pytest.raises(RuleViolation, match="only right after a Land Tax card"):
        act(state, "forfeit", player="Ann", plot=15)


def test_land_tax_starts_in_year_four():
    state = setup([OAKFIELD])
    to_year(state, 3)
    with pytest.raises(RuleViolation, match="Land Tax comes into play in Year 4"):
        event(state, "land-tax")


# --- the house cards of Years 3-5 ----------------------------------------------------
def test_urban_renewal_clears_buildings_touching_no_other_type():
    # Ann: housing A1 alone; offices B2 and retail B3 touch each other. 1 Bank Loan.
    # Bob: housing D1 and E1 touch only each other (same type).
    state = setup([OAKFIELD, KINGSMEAD],
                  {"Ann": [("housing", "A1"), ("offices", "B2"), ("retail", "B3")],
                   "Bob": [("housing", "D1"), ("housing", "E1")]})
    loan(state, "Ann")
    to_year(state, 3)
    # Ann: A1 cleared +100,000, then 2 buildings secure no loan: -500,000 -> -400,000.
    # Bob: D1 and E1 cleared: +200,000.
    assert deltas(state, "urban-renewal") == {"Ann": -400_000, "Bob": 200_000, "Cy": 0}
    assert sorted(c for b in state.buildings for c in b.cells) == ["B2", "B3"]
    assert state.bank_loans["Ann"] == 0


def test_highway_pulls_down_the_list_plots_buildings():
    # Ann: housing A1, offices B1+B2 on Oakfield; industry C3+C4 across into Mill Meadow;
    # retail A4 on Mill Meadow. 4 buildings: 1 Bank Loan.
    state = setup([OAKFIELD, (5, "Ann", 100_000)],
                  {"Ann": [("housing", "A1"), ("offices", "B1+B2"), ("industry", "C3+C4"),
                           ("retail", "A4")]}, funds={"Ann": 1_000_000})
    loan(state, "Ann")
    to_year(state, 4)
    # 3 buildings touch Oakfield: 3 x 500,000 = 1,500,000; 1 left secures no loan: -500,000.
    assert deltas(state, "highway", plot=1) == {"Ann": 1_000_000, "Bob": 0, "Cy": 0}
    assert state.owners[1] == "Ann" and [b.cells for b in state.buildings] == [["A4"]]


def test_repairs_cost_50k_a_building():
    state = setup([OAKFIELD, KINGSMEAD], TAX_BOARD)
    to_year(state, 5)
    # Ann 4 buildings -> 200,000; Bob 2 -> 100,000.
    assert deltas(state, "repairs") == {"Ann": -200_000, "Bob": -100_000, "Cy": 0}


def test_a_refused_card_leaves_the_turn_as_it_was():
    state = setup([OAKFIELD, (5, "Ann", 100_000), KINGSMEAD], {"Bob": [("offices", "D1")]})
    build(state, "Ann", "housing", "A1")
    with pytest.raises(RuleViolation, match="it is Ann's turn to draw, not Cy's"):
        act(state, "event", card="extra-rent", active="Cy", cell="D1")
    with pytest.raises(RuleViolation, match="Ann has no building at D1"):
        event(state, "extra-rent", cell="D1")
    with pytest.raises(RuleViolation, match="Oakfield Farm .plot 1. is not an undeveloped"):
        event(state, "extra-harvest", plot=1)
    assert state.active == "Ann" and state.window is None and state.drawn == []
    assert cash(state, "Ann") == START - 700_000         # two plots, one building


def test_the_land_tax_window_survives_a_refused_card():
    state = land_tax_board()
    event(state, "land-tax")
    act(state, "forfeit", player="Cy", plot=16)         # clears Cy's debt so play can go on
    with pytest.raises(RuleViolation):
        event(state, "extra-rent", cell="K11")
    act(state, "forfeit", player="Ann", plot=15)        # the window is still open
    assert 15 not in state.owners


def test_the_compulsory_sale_is_of_the_list_plot_only():
    state = setup([OAKFIELD, KINGSMEAD])
    sell_every_title(state)
    event(state, "compulsory-auction", plot=2)
    with pytest.raises(RuleViolation, match=r"the auction due is for Kingsmead \(plot 2\)"):
        act(state, "auction", plot=1, winner="Cy", price=100_000)
    act(state, "auction", plot=None, no_bid=True)     # unsold: back under the (empty) pile
    assert state.title_deck.cards == [2] and 2 not in state.owners
