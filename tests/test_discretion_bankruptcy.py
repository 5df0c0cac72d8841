"""Debts (ruling 9) and bankruptcy (ruling 10)."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.discretion import GAME
from tests.discretion_helpers import act, cash, event, setup

# Bob: Kingsmead (plot 2, D1-F3) for 400,000 and Orchard Close (plot 6, D4-E6, just below)
# for 100,000; offices E1, retail F1 and industry D3+D4 across the line.
# 2,500,000 - 500,000 - 1,500,000 = 500,000, + 1 Bank Loan = 1,000,000.
BOB = {"Bob": [("offices", "E1"), ("retail", "F1"), ("industry", "D3+D4")]}


def broke_bob():
    """Bob with 1 Bank Loan, 1 Loan Shark loan, 50,000 cash and a 100,000 debt."""
    state = setup([(1, "Ann", 100_000), (2, "Bob", 400_000), (6, "Bob", 100_000)])
    event(state, "interest")                       # Ann's turn: nothing owed; Bob is active
    for btype, cells in BOB["Bob"]:
        act(state, "build", player="Bob", building=btype, cells=cells)
    act(state, "loan", op="take", player="Bob", count=1)
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 1_000_000, "reason": "spent"})
    assert cash(state, "Bob") == 0
    event(state, "harvest")        # Bob draws: both his plots are built on -> owes 50,000
    assert state.active == "Cy" and state.debt_of("Bob") == 50_000
    act(state, "shark", op="take", player="Bob")   # 1 loan: 100,000 - 50,000 = 50,000
    event(state, "interest")       # Cy draws: Bob owes 100,000 on his loan, has 50,000
    assert state.debt_of("Bob") == 100_000 and cash(state, "Bob") == 50_000
    assert state.active == "Ann"
    return state


def test_a_debt_stops_the_game_until_settled():
    state = broke_bob()
    with pytest.raises(RuleViolation, match=r"Bob still owes 100,000 .* before the next card"):
        event(state, "harvest")
    with pytest.raises(RuleViolation, match="Bob still owes 100,000"):
        act(state, "next")
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
    assert sorted(state.title_deck[-2:]) == [2, 6]
    assert "Bob" in state.eliminated and state.phase == "play"


def test_the_next_buyer_of_the_plot_takes_the_standing_buildings():
    state = broke_bob()
    act(state, "bankrupt", player="Bob")
    event(state, "auction")                   # Ann draws
    act(state, "auction", plot="Kingsmead", winner="Cy", price=300_000)
    assert [b.owner for b in state.buildings] == ["Cy", "Cy"]
    assert state.undeveloped(6)                # Orchard Close lost its half of D3+D4


def test_eliminated_players_are_skipped():
    state = broke_bob()
    act(state, "bankrupt", player="Bob")
    assert state.active == "Ann"
    event(state, "interest")
    assert state.active == "Cy"                # not Bob
    event(state, "interest")
    assert state.active == "Ann"


def test_the_active_player_going_bankrupt_passes_the_turn():
    state = broke_bob()
    # Settle the debt, then fall again on Bob's own turn.
    act(state, "shark", op="take", player="Bob")    # 50,000 short: 1 loan, 50,000 left
    event(state, "interest")                               # Ann draws; Bob owes 100,000
    assert state.active == "Bob" and state.debt_of("Bob") == 100_000
    act(state, "bankrupt", player="Bob")
    assert state.active == "Cy"


def test_bankruptcy_needs_a_debt():
    state = setup([(1, "Ann", 100_000)])
    with pytest.raises(RuleViolation, match="Ann owes nothing"):
        act(state, "bankrupt", player="Ann")


def test_the_last_player_standing_wins():
    # Bob: 2,500,000 - 2,000,000 - 500,000 = 0, his only plot built on.
    state = setup([(1, "Ann", 100_000), (2, "Bob", 2_000_000)], {"Bob": [("offices", "D1")]},
                  players=("Ann", "Bob"))
    event(state, "harvest")                    # Ann +180,000; Bob owes 50,000
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
    act(state, "bankrupt", player="Cy")
    act(state, "auction", plot=None, winner="Ann", price=100_000)
    assert len(state.pending_auctions) == 4
