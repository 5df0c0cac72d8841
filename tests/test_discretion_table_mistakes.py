"""Mistakes a real table makes, caught or recorded cleanly."""

import pytest

from companion.core.errors import RuleViolation
from tests.discretion_helpers import act, broke, cash, event, sell_every_title, setup


def test_log_records_names_as_the_game_knows_them(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "oak", "--winner", "ann", "--price", "300k")
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    cli.ok("build", "a", "serv", "a1+a2")
    summaries = [e["summary"] for e in cli.json("log")["entries"]]
    assert summaries[0] == "auction Oakfield Farm to Ann for 300,000"
    assert summaries[-1] == "Ann builds services at A1+A2"


def test_no_loan_shark_business_after_the_game():
    state = setup([(1, "Ann", 100_000)], players=("Ann", "Bob"))
    broke(state, "Bob")
    event(state, "end-of-year")                   # Ann draws: Bob owes 2,000,000 interest
    assert state.window["kind"] == "end-of-year" and state.debt_of("Bob") == 2_000_000
    act(state, "bankrupt", player="Bob")
    assert state.phase == "over" and state.winner == "Ann" and state.window is None
    with pytest.raises(RuleViolation, match="the game is over"):
        act(state, "shark", op="take", player="Ann", **{"for": 10**9})
    with pytest.raises(RuleViolation, match="the game is over"):
        act(state, "shark", op="repay", player="Ann", count=1)


def test_a_tax_loan_for_a_waiting_player_covers_only_the_shortfall():
    # Bob: Kingsmead with 3 offices -> collateral for 1 loan; owes 300,000 Offices Tax.
    builds = {"Bob": [("offices", "D1"), ("offices", "F1"), ("offices", "D3")]}
    state = setup([(2, "Bob", 500_000)], builds=builds)   # Bob bought first: he draws first
    event(state, "end-of-year")                   # Bob draws: Year 2, where taxes are in play
    while state.pending_auctions:
        act(state, "auction", plot=None, no_bid=True)
    event(state, "interest")                      # Bob draws (no loans): Cy is active
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": cash(state, "Bob"),
                         "reason": "spent"})
    event(state, "offices-tax")                   # Cy draws; Bob owes 3 x 100,000
    assert state.debt_of("Bob") == 300_000 and state.active == "Ann"
    with pytest.raises(RuleViolation, match="only to pay the tax: the 300,000 shortfall takes 1 Bank Loan$"):
        act(state, "loan", op="take", player="Bob", count=2)
    act(state, "loan", op="take", player="Bob", count=1)
    assert state.debts == [] and cash(state, "Bob") == 500_000 - 300_000


def test_shark_limit_without_a_debt_says_the_limit():
    state = setup([(1, "Ann", 100_000)])
    with pytest.raises(RuleViolation, match="at most 20 may be held$"):
        act(state, "shark", op="take", player="Ann", count=21, **{"for": 5_000_000})


def test_a_card_drawn_out_of_turn_is_refused():
    state = setup([(1, "Ann", 100_000)])
    assert state.active == "Ann"
    with pytest.raises(RuleViolation, match="it is Ann's turn to draw, not Cy's: players draw "
                                            "in turn, clockwise .ruling 22.$"):
        act(state, "event", card="harvest", active="Cy")
    assert state.active == "Ann" and state.drawn == []


def test_compulsory_auction_lists_what_it_pays_for():
    state = setup([(p, "Ann", 10_000) for p in range(1, 8)],
                  builds={"Ann": [("housing", "A1"), ("offices", "B1+C1")]},
                  funds={"Ann": 1_000_000})
    sell_every_title(state, "Bob")
    effects = event(state, "compulsory-auction", plot="Oakfield")
    paid = next(line for line in effects if "Compulsory Auction of Oakfield Farm" in line)
    # 720,000 appraisal + 2 buildings x 500,000 = 1,720,000
    assert paid.startswith("Bank -> Ann 1,720,000:")
    assert "housing A1 500,000" in paid and "offices B1+C1 500,000" in paid
    assert any("The offices at B1+C1 comes down" in line for line in effects)


def test_the_active_player_may_borrow_from_the_bank_while_auctions_are_due():
    builds = {"Ann": [("housing", "A1"), ("offices", "B1"), ("retail", "C1")]}
    state = setup([(1, "Ann", 100_000)], builds=builds)   # 2,500,000 - 100,000 - 1,500,000
    act(state, "pay", **{"from": "Ann", "to": "Bank", "amount": 900_000, "reason": "spent"})
    act(state, "shark", op="take", player="Ann", **{"for": 100_000})
    act(state, "pay", **{"from": "Ann", "to": "Bank", "amount": 100_000, "reason": "spent"})
    event(state, "end-of-year")      # Ann: no bonus in Year 1; owes 100,000; 5 auctions due
    assert len(state.pending_auctions) == 5
    assert state.debt_of("Ann") == 100_000 and cash(state, "Ann") == 0
    act(state, "loan", op="take", player="Ann", count=1)  # 3 buildings secure 1 loan
    assert state.debts == [] and cash(state, "Ann") == 500_000 - 100_000


def test_a_game_won_by_bankruptcy_has_no_auctions_left_to_hold():
    state = setup([(1, "Ann", 100_000)], players=("Ann", "Bob"))
    broke(state, "Bob")
    event(state, "end-of-year")      # Year 2: 5 auctions due; Bob owes 2,000,000 interest
    assert state.pending_auctions
    act(state, "bankrupt", player="Bob")
    assert state.phase == "over" and state.pending_auctions == []


def test_loan_shark_money_unspent_at_the_draw_goes_back_before_the_card():
    # "all Loan Shark loans must be used during the turn that they are received" (ruling 6)
    state = setup([(1, "Ann", 100_000)])
    act(state, "pay", **{"from": "Ann", "to": "Bank", "amount": 2_000_000, "reason": "spent"})
    act(state, "shark", op="take", player="Ann", **{"for": 500_000})   # 400,000 -> 1 loan
    assert cash(state, "Ann") == 500_000 and state.shark_loans["Ann"] == 1
    effects = event(state, "end-of-year")          # no interest: the loan is back first
    assert effects[0] == ("Ann -> Bank 100,000: hands back 1 Loan Shark loan x 100,000 unspent "
                          "at the turn's end: shark money is for use in the turn it is lent, "
                          "never a reserve")
    assert cash(state, "Ann") == 400_000 and state.shark_loans["Ann"] == 0
    assert state.shark_lent == {}


def test_loan_shark_money_spent_in_the_turn_is_not_mentioned():
    state = setup([(1, "Ann", 100_000)])
    act(state, "pay", **{"from": "Ann", "to": "Bank", "amount": 2_000_000, "reason": "spent"})
    act(state, "shark", op="take", player="Ann", **{"for": 500_000})
    act(state, "build", player="Ann", building="housing", cells="A1")
    effects = event(state, "harvest")
    assert not any("unspent" in e for e in effects)
