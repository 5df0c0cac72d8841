"""Debts (ruling 9) and bankruptcy (ruling 10)."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.discretion import GAME
from tests.discretion_helpers import (
    act, broke, cash, event, quiet, sell_every_title, setup, to_year,
)

# Bob: Kingsmead (plot 2, D1-F3) for 400,000 and Orchard Close (plot 6, D4-E6, just below)
# for 100,000; offices E1, retail F1 and industry D3+D4 across the line.
# 2,500,000 - 500,000 - 1,500,000 = 500,000, + 1 Bank Loan = 1,000,000.
BOB = {"Bob": [("offices", "E1"), ("retail", "F1"), ("industry", "D3+D4")]}


def broke_bob():
    """Bob with 1 Bank Loan, 20 Loan Shark loans, 50,000 cash and a 100,000 debt he cannot
    raise: no more shark loans, no Bank Loan out of turn, and pulling a building down costs
    him more (the loan is then repaid at 500,000) than it brings (100,000)."""
    state = setup([(1, "Ann", 100_000), (2, "Bob", 400_000), (6, "Bob", 100_000)])
    quiet(state)                                   # Ann's turn: nothing owed; Bob is active
    for btype, cells in BOB["Bob"]:
        act(state, "build", player="Bob", building=btype, cells=cells)
    act(state, "loan", op="take", player="Bob", count=1)
    broke(state, "Bob")
    act(state, "pay", **{"from": "Ann", "to": "Bob", "amount": 50_000, "reason": "a gift"})
    event(state, "harvest")        # Bob draws: both his plots are built on -> pays 50,000
    assert state.active == "Cy" and cash(state, "Bob") == 0
    act(state, "pay", **{"from": "Ann", "to": "Bob", "amount": 50_000, "reason": "a gift"})
    event(state, "interest")       # Cy draws: Bob owes 100,000 on his loan, has 50,000
    assert state.debt_of("Bob") == 100_000 and cash(state, "Bob") == 50_000
    assert state.active == "Ann" and state.shark_loans["Bob"] == 20
    return state


def test_a_debt_stops_the_game_until_settled():
    state = broke_bob()
    with pytest.raises(RuleViolation, match=r"Bob still owes 100,000 .* before the next card"):
        event(state, "harvest")
    with pytest.raises(RuleViolation, match="Bob still owes 100,000"):
        act(state, "draw")
    with pytest.raises(RuleViolation, match="Bob still owes"):
        act(state, "build", player="Ann", building="housing", cells="A1")


def test_bankruptcy():
    state = broke_bob()
    bank_before = cash(state, "Bank")
    act(state, "bankrupt", player="Bob")
    # His 50,000 goes back to the Bank, his loans are cancelled, the debt is gone.
    assert cash(state, "Bob") == 0 and cash(state, "Bank") == bank_before + 50_000
    assert state.bank_loans["Bob"] == 0 and state.shark_loans["Bob"] == 0
    assert GAME.status(state)["bank"] == {"balance": cash(state, "Bank"),
                                          "bank_loans_left": 30, "shark_loans_left": 40}
    assert state.debts == []
    # The 2-acre industry across Kingsmead and Orchard Close is removed; the others stand.
    assert state.building_at("D3") is None and state.building_at("D4") is None
    assert [(b.type, b.cells, b.owner) for b in state.buildings] == [
        ("offices", ["E1"], None), ("retail", ["F1"], None)]
    # His Titles go under the pile.
    assert 2 not in state.owners and 6 not in state.owners
    assert sorted(state.title_deck.cards[-2:]) == [2, 6]
    assert "Bob" in state.eliminated and state.phase == "play"


def test_the_next_buyer_of_the_plot_takes_the_standing_buildings():
    state = broke_bob()
    act(state, "bankrupt", player="Bob")
    event(state, "auction")                   # Ann draws
    with pytest.raises(RuleViolation, match="Kingsmead .plot 2. cannot be on top of the Title "
                                            "pile now: it went under after 14 Titles"):
        act(state, "auction", plot="Kingsmead", winner="Cy", price=300_000)
    # Bob's Titles lie under the 14 never turned up: Cy buys them all, Kingsmead in turn.
    act(state, "auction", plot=None, winner="Cy", price=10_000)
    sell_every_title(state, "Cy")
    assert state.owners[2] == "Cy"
    assert [b.owner for b in state.buildings] == ["Cy", "Cy"]
    assert state.undeveloped(6)                # Orchard Close lost its half of D3+D4


def test_eliminated_players_are_skipped():
    state = broke_bob()
    act(state, "bankrupt", player="Bob")
    assert state.active == "Ann"
    quiet(state)
    assert state.active == "Cy"                # not Bob
    quiet(state)
    assert state.active == "Ann"


def test_the_active_player_going_bankrupt_passes_the_turn():
    state = setup([(1, "Ann", 100_000)])
    broke(state, "Bob")
    quiet(state)                                   # Ann draws; Bob is active
    event(state, "end-of-year")                    # Bob draws and starts Year 2; owes 2,000,000
    assert state.active == "Bob" and state.debt_of("Bob") == 2_000_000
    act(state, "bankrupt", player="Bob")
    assert state.active == "Cy"


def test_bankruptcy_needs_a_debt():
    state = setup([(1, "Ann", 100_000)])
    with pytest.raises(RuleViolation, match="Ann owes nothing"):
        act(state, "bankrupt", player="Ann")


def test_the_last_player_standing_wins():
    state = setup([(1, "Ann", 100_000)], players=("Ann", "Bob"))
    broke(state, "Bob")
    event(state, "end-of-year")                # Bob owes 20 x 100,000 and cannot raise it
    act(state, "bankrupt", player="Bob")
    assert state.phase == "over" and state.winner == "Ann"
    assert GAME.score(state)["winner"] == "Ann"
    with pytest.raises(RuleViolation, match="the game is over"):
        event(state, "harvest")


def test_no_auction_while_a_debt_is_owed():
    # Cy borrows 1 Loan Shark loan and spends everything; End of Year charges her 100,000.
    state = setup([])
    act(state, "shark", op="take", player="Cy", **{"for": 2_600_000})
    act(state, "pay", **{"from": "Cy", "to": "Bank", "amount": 2_600_000, "reason": "spent"})
    event(state, "end-of-year")
    assert state.debt_of("Cy") == 100_000 and len(state.pending_auctions) == 5
    with pytest.raises(RuleViolation, match="Cy still owes 100,000 .* before the auction"):
        act(state, "auction", plot=None, winner="Ann", price=100_000)
    act(state, "shark", op="take", player="Cy")      # 1 more loan pays it
    act(state, "auction", plot=None, winner="Ann", price=100_000)
    assert len(state.pending_auctions) == 4


# --- walking away from a debt that could be paid (issue 7, item 2) -----------------------
def bob_owes_the_harvest_penalty(broke_first: bool):
    # Bob: 2,500,000 - 2,000,000 - 500,000 = 0, his only plot built on; Ann draws Harvest.
    state = setup([(1, "Ann", 100_000), (2, "Bob", 2_000_000)], {"Bob": [("offices", "D1")]})
    if broke_first:
        broke(state, "Bob")
    event(state, "harvest")
    assert state.debt_of("Bob") == 50_000
    return state


def test_no_bankruptcy_while_the_loan_shark_lends():
    state = bob_owes_the_harvest_penalty(broke_first=False)
    with pytest.raises(RuleViolation) as refused:
        act(state, "bankrupt", player="Bob")
    assert str(refused.value) == (
        "Bob can still pay the 50,000 owed: `companion shark take Bob` (1 Loan Shark loan), "
        "`companion demolish CELL` (D1); bankruptcy is only for a debt none of these can pay")
    assert "Bob" not in state.eliminated and state.owners[2] == "Bob"


def test_no_bankruptcy_while_a_building_can_be_pulled_down():
    state = bob_owes_the_harvest_penalty(broke_first=True)     # 20 shark loans held
    with pytest.raises(RuleViolation, match=r"pay the 50,000 owed: `companion demolish CELL` "
                                            r"\(D1\); bankruptcy"):
        act(state, "bankrupt", player="Bob")
    act(state, "demolish", cell="D1")          # +100,000, the 50,000 is paid
    assert state.debts == [] and cash(state, "Bob") == 50_000


def test_no_bankruptcy_while_a_bank_loan_pays_a_tax():
    state = setup([(1, "Ann", 100_000), (2, "Bob", 100_000)],
                  {"Bob": [("housing", "D1"), ("housing", "E1"), ("housing", "F1")]})
    event(state, "end-of-year")                # Ann draws; Year 2
    while state.pending_auctions:
        act(state, "auction", plot=None, no_bid=True)
    broke(state, "Bob")
    event(state, "housing-tax")                # Ann draws: Bob owes 3 x 100,000
    with pytest.raises(RuleViolation, match=r"`companion loan take Bob N` \(up to 1 Bank Loan"):
        act(state, "bankrupt", player="Bob")


def test_no_bankruptcy_while_forfeiting_land_strikes_the_tax():
    state = setup([(16, "Cy", 100_000)])       # Fenwick Moor, 8 acres, bare
    to_year(state, 4)
    broke(state, "Cy")
    event(state, "land-tax")                   # Year 4: 8 x 10,000 owed
    assert state.debt_of("Cy") == 80_000
    with pytest.raises(RuleViolation, match=r"`companion forfeit Cy PLOT` \(plot 16\)"):
        act(state, "bankrupt", player="Cy")
    act(state, "forfeit", player="Cy", plot=16)
    assert state.debts == []


def cy_owes_land_tax(builds, loans=0):
    """Cy holds Ashby Common (plot 10, 9 acres) and Fenwick Moor (plot 16, 8 acres, just
    below it) with `builds`, `loans` Bank Loans and 20 Loan Shark loans, no cash; Year 5's
    Land Tax (20,000 an acre) is due."""
    state = setup([(10, "Cy", 100_000), (16, "Cy", 100_000)], {"Cy": builds})
    if loans:                                   # Cy, the first buyer, draws first
        act(state, "loan", op="take", player="Cy", count=loans)
    to_year(state, 5)
    broke(state, "Cy")
    event(state, "land-tax")
    assert state.debt_of("Cy") == 17 * 20_000
    return state


def test_no_bankruptcy_while_demolishing_bares_land_to_forfeit():
    # Demolition alone brings 2 x 100,000, short of 340,000; pulling both buildings down bares
    # both plots, whose forfeit strikes the whole tax (ruling 20).
    state = cy_owes_land_tax([("housing", "A9+A10"), ("offices", "D11")])
    with pytest.raises(RuleViolation) as refused:
        act(state, "bankrupt", player="Cy")
    assert str(refused.value) == (
        "Cy can still pay the 340,000 owed: `companion demolish CELL` then `companion forfeit "
        "Cy PLOT` on the bared plot (plots 10, 16), `companion demolish CELL` (A9, D11); "
        "bankruptcy is only for a debt none of these can pay")
    act(state, "demolish", cell="A10")          # 100,000 in hand, not yet the whole debt
    act(state, "forfeit", player="Cy", plot=10)  # 9 x 20,000 struck: 160,000 owed
    assert state.debt_of("Cy") == 160_000 and cash(state, "Cy") == 100_000
    act(state, "demolish", cell="D11")          # 200,000 in hand: the debt is paid
    act(state, "forfeit", player="Cy", plot=16)  # 8 x 20,000 of tax paid comes back
    assert state.debts == [] and cash(state, "Cy") == 40_000 + 160_000
    assert "Cy" not in state.eliminated


def test_bankruptcy_when_baring_the_land_forces_a_loan_back():
    # Three buildings secure Cy's Bank Loan: pulling them down to bare Fenwick Moor brings
    # 300,000 and strikes its 160,000 of tax, but the loan is then repaid at 500,000.
    state = cy_owes_land_tax([("housing", "A10"), ("offices", "B10"), ("retail", "C10")],
                             loans=1)
    act(state, "forfeit", player="Cy", plot=10)  # bare already: 180,000 struck
    assert state.debt_of("Cy") == 160_000
    act(state, "bankrupt", player="Cy")
    assert "Cy" in state.eliminated


def test_bankruptcies_are_settled_clockwise_from_the_drawer():
    state = setup([(1, "Ann", 100_000)])
    broke(state, "Bob")
    broke(state, "Cy")                          # the Loan Shark's 40 loans are all out
    event(state, "end-of-year")                 # Ann draws: Bob, then Cy, owe 2,000,000
    with pytest.raises(RuleViolation, match="Bob's debt is settled first .clockwise from the "
                                            "drawer.: Bob pays or goes bankrupt before Cy"):
        act(state, "bankrupt", player="Cy")
    act(state, "bankrupt", player="Bob")        # his 20 receipts go back to the Bank
    assert GAME.status(state)["bank"]["shark_loans_left"] == 20
    act(state, "bankrupt", player="Cy")         # she holds 20 already: none can be lent her
    assert state.winner == "Ann"


def test_the_next_step_names_bankruptcy_only_when_nothing_else_pays():
    from companion.games.discretion.views import next_step

    state = broke_bob()
    assert next_step(GAME.status(state)) == (
        "Bob cannot raise the 100,000 they owe (`companion demolish CELL` (E1, F1, D3) are not "
        "enough): `companion bankrupt Bob`")
