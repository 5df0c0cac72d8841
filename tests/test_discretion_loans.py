"""Bank Loans (ruling 5) and Loan Shark loans (ruling 6), with the cash worked out by hand."""

import copy

import pytest

from companion.core.errors import RuleViolation
from companion.games.discretion import GAME
from tests.discretion_helpers import (
    _data, act, build, cash, event, fund, no_bids, quiet, setup, to_year,
)

OAKFIELD = (1, "Ann", 100_000)    # plot 1, A1-C3
KINGSMEAD = (2, "Bob", 100_000)   # plot 2, D1-F3
FIVE = [("housing", "A1"), ("offices", "B1"), ("retail", "C1"), ("industry", "A2"),
        ("services", "B2")]


def loan(state, op, player, count=1):
    return act(state, "loan", op=op, player=player, count=count)


def shark(state, op, player, **fields):
    return act(state, "shark", op=op, player=player, **fields)


# --- Bank Loans -----------------------------------------------------------------------
def test_one_loan_per_three_buildings():
    # Ann: 2,500,000 + 1,000,000 - 100,000 - 5 x 500,000 = 900,000; 5 buildings secure 1 loan.
    state = setup([OAKFIELD], {"Ann": FIVE}, funds={"Ann": 1_000_000})
    assert cash(state, "Ann") == 900_000
    loan(state, "take", "Ann")
    assert cash(state, "Ann") == 1_400_000 and state.bank_loans["Ann"] == 1
    with pytest.raises(RuleViolation, match=r"owns 5 buildings, enough collateral for 1"):
        loan(state, "take", "Ann")
    build(state, "Ann", "housing", "C2")          # 6 buildings: floor(6 / 3) = 2
    loan(state, "take", "Ann")
    assert cash(state, "Ann") == 1_400_000 - 500_000 + 500_000
    assert state.bank_loans["Ann"] == 2


def test_no_buildings_no_loan():
    state = setup([OAKFIELD], {"Ann": FIVE[:2]})
    with pytest.raises(RuleViolation, match="owns 2 buildings, enough collateral for 0"):
        loan(state, "take", "Ann")


def test_loans_may_be_taken_in_the_building_round():
    from tests.discretion_helpers import new_game
    state = new_game()
    act(state, "auction", plot=1, winner="Ann", price=100_000)
    no_bids(state)
    for btype, cells in FIVE[:4]:
        build(state, "Ann", btype, cells)     # 2,400,000 - 2,000,000 = 400,000
    loan(state, "take", "Ann")                # 4 buildings: 1 loan
    build(state, "Ann", *FIVE[4])             # 900,000 - 500,000
    assert cash(state, "Ann") == 400_000 and state.phase == "build-round"


def test_only_the_active_player_borrows_for_other_purposes():
    state = setup([OAKFIELD, KINGSMEAD], {"Bob": [("housing", "D1"), ("offices", "E1"),
                                                   ("retail", "F1")]})
    with pytest.raises(RuleViolation, match="others only to pay a tax"):
        loan(state, "take", "Bob")
    # A debt that is not a tax does not open the Bank to him either: Cy draws Harvest;
    # Bob's only plot is built on -> 50,000 penalty. Bob: 2,500,000 - 100,000 - 1,500,000
    # = 900,000 pays it at once, so first spend it down to 0 on his turn.
    quiet(state)                             # nothing to pay: Ann's turn ends
    build(state, "Bob", "industry", "D2")    # 400,000 left
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 400_000, "reason": "spent"})
    quiet(state)                             # Bob's turn ends: Cy is active
    event(state, "harvest")                  # Cy draws; Bob owes 50,000
    assert state.debt_of("Bob") == 50_000 and state.active == "Ann"
    with pytest.raises(RuleViolation, match="others only to pay a tax"):
        loan(state, "take", "Bob")


def test_anyone_may_borrow_to_pay_a_tax():
    # Bob: 2,500,000 - 900,000 land - 3 x 500,000 = 100,000, with 3 housing.
    state = setup([OAKFIELD, (2, "Bob", 900_000)],
                  {"Bob": [("housing", "D1"), ("housing", "E1"), ("housing", "F1")]})
    to_year(state, 2)                         # taxes come in with Year 2
    event(state, "housing-tax", active="Bob")  # Bob draws; Cy is active now
    # Bob owes 3 x 100,000 = 300,000 with 100,000 in hand
    assert state.active == "Cy" and state.debt_of("Bob") == 300_000
    loan(state, "take", "Bob")                # +500,000, then the 300,000 tax is paid
    assert state.debts == [] and cash(state, "Bob") == 100_000 + 500_000 - 300_000


def test_interest_costs_100k_a_loan():
    state = setup([OAKFIELD], {"Ann": FIVE}, funds={"Ann": 1_000_000})
    loan(state, "take", "Ann")               # 900,000 + 500,000 = 1,400,000
    event(state, "interest")
    assert cash(state, "Ann") == 1_300_000 and state.bank_loans["Ann"] == 1


def test_repay_after_interest_costs_600k_in_all():
    state = setup([OAKFIELD], {"Ann": FIVE}, funds={"Ann": 1_000_000})
    loan(state, "take", "Ann")
    with pytest.raises(RuleViolation, match="repaid only when the Interest card is drawn"):
        loan(state, "repay", "Ann")
    event(state, "interest")                 # 1,400,000 - 100,000
    loan(state, "repay", "Ann")              # - 500,000 more: 600,000 in all
    assert cash(state, "Ann") == 800_000 and state.bank_loans["Ann"] == 0
    event(state, "housing-rent")             # the window closes with the next card
    with pytest.raises(RuleViolation, match="repaid only when the Interest card"):
        loan(state, "repay", "Ann")


def test_repay_no_more_than_held():
    state = setup([OAKFIELD], {"Ann": FIVE}, funds={"Ann": 1_000_000})
    loan(state, "take", "Ann")
    event(state, "interest")
    with pytest.raises(RuleViolation, match="Ann holds 1 Bank Loan"):
        loan(state, "repay", "Ann", 2)


def test_too_few_buildings_force_repayment_at_500k():
    state = setup([OAKFIELD], {"Ann": FIVE[:3]})     # 2,400,000 - 1,500,000 = 900,000
    loan(state, "take", "Ann")                       # 1,400,000
    act(state, "demolish", cell="A1")                # +100,000, 2 buildings secure 0 loans
    assert state.bank_loans["Ann"] == 0
    assert cash(state, "Ann") == 1_400_000 + 100_000 - 500_000


def test_thirty_bank_loans_in_all():
    assert _data()["rules"]["bank_loans_total"] == 30
    state = setup([OAKFIELD], {"Ann": FIVE}, funds={"Ann": 1_000_000})
    assert GAME.status(state)["bank"]["bank_loans_left"] == 30
    loan(state, "take", "Ann")
    assert GAME.status(state)["bank"]["bank_loans_left"] == 29


def test_the_bank_runs_out_of_loans():
    # 30 loans need 90 buildings; the same rule with a Bank of 1 loan shows the limit.
    data = copy.deepcopy(_data())
    data["rules"]["bank_loans_total"] = 1
    state = GAME.new_state(["Ann", "Bob"], data, seed=1)
    act(state, "auction", plot=1, winner="Ann", price=100_000)
    act(state, "auction", plot=2, winner="Bob", price=100_000)
    no_bids(state)
    for btype, cells in FIVE[:3]:
        build(state, "Ann", btype, cells)
    loan(state, "take", "Ann")
    act(state, "next")
    for btype, cells in (("housing", "D1"), ("offices", "E1"), ("retail", "F1")):
        build(state, "Bob", btype, cells)
    with pytest.raises(RuleViolation, match="the Bank has only 0 Bank Loan"):
        loan(state, "take", "Bob")


# --- Loan Shark -----------------------------------------------------------------------
def test_shark_refused_while_cash_suffices():
    state = setup([OAKFIELD])                        # Ann 2,400,000
    with pytest.raises(RuleViolation, match="enough for 2,400,000"):
        shark(state, "take", "Ann", **{"for": 2_400_000})
    with pytest.raises(RuleViolation, match="say what the loan is for"):
        shark(state, "take", "Ann")


def test_shark_lends_just_the_shortfall():
    state = setup([OAKFIELD])
    # --for 2,650,000 with 2,400,000: 250,000 short -> ceil(250,000 / 100,000) = 3 loans
    with pytest.raises(RuleViolation, match="the 250,000 shortfall takes 3 loans"):
        shark(state, "take", "Ann", count=4, **{"for": 2_650_000})
    shark(state, "take", "Ann", **{"for": 2_650_000})
    assert state.shark_loans["Ann"] == 3 and cash(state, "Ann") == 2_700_000


def test_shark_pays_a_debt():
    # Bob: 2,500,000 - 2,000,000 - 500,000 = 0, and his only plot is built on.
    state = setup([OAKFIELD, (2, "Bob", 2_000_000)], {"Bob": [("offices", "D1")]})
    event(state, "extra-harvest", active="Bob")     # no undeveloped plot: owes 50,000
    assert state.debt_of("Bob") == 50_000
    shark(state, "take", "Bob")                     # 1 loan: 100,000 in, 50,000 out
    assert state.debts == [] and state.shark_loans["Bob"] == 1 and cash(state, "Bob") == 50_000


def test_twenty_shark_loans_held_at_most_and_forty_in_all():
    state = setup([])                              # 2,500,000 each, no land
    # --for 4,500,000: 2,000,000 short -> 20 loans each for Ann and Bob
    shark(state, "take", "Ann", **{"for": 4_500_000})
    with pytest.raises(RuleViolation, match="would hold 21 Loan Shark loans"):
        shark(state, "take", "Ann", **{"for": 4_600_000})
    shark(state, "take", "Bob", **{"for": 4_500_000})
    assert state.shark_loans == {"Ann": 20, "Bob": 20, "Cy": 0}
    assert GAME.status(state)["bank"]["shark_loans_left"] == 0
    with pytest.raises(RuleViolation, match="only 0 loans left"):
        shark(state, "take", "Cy", **{"for": 2_600_000})


def test_shark_interest_and_repay_after_end_of_year():
    state = setup([OAKFIELD])
    shark(state, "take", "Bob", **{"for": 2_800_000})   # 300,000 short -> 3 loans: 2,800,000
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 2_800_000, "reason": "used"})
    quiet(state)                                        # Ann draws: the loans were used
    fund(state, "Bob", 2_800_000)                       # and Bob earns it back later
    with pytest.raises(RuleViolation, match="repaid only when the End of Year card"):
        shark(state, "repay", "Bob", count=1)
    event(state, "end-of-year", active="Ann")
    # Bob: 3 x 100,000 interest -> 2,500,000
    assert cash(state, "Bob") == 2_500_000 and state.shark_loans["Bob"] == 3
    shark(state, "repay", "Bob", count=2)               # 100,000 more each
    assert cash(state, "Bob") == 2_300_000 and state.shark_loans["Bob"] == 1
    with pytest.raises(RuleViolation, match="Bob holds 1 Loan Shark"):
        shark(state, "repay", "Bob", count=2)


def test_needing_more_than_twenty_shark_loans_means_bankruptcy():
    state = setup([])
    shark(state, "take", "Ann", **{"for": 4_500_000})            # 20 loans, 4,500,000
    act(state, "pay", **{"from": "Ann", "to": "Bank", "amount": 4_500_000, "reason": "spent"})
    event(state, "end-of-year", active="Bob")                   # Ann owes 20 x 100,000
    assert state.debt_of("Ann") == 2_000_000
    with pytest.raises(RuleViolation, match="Ann cannot raise the 2,000,000 owed even with "
                                            "every loan and demolition open to them "
                                            r"\(at most 0\)"):
        shark(state, "take", "Ann")                             # 20 held: none can be lent
    act(state, "bankrupt", player="Ann")
    assert state.shark_loans["Ann"] == 0 and "Ann" in state.eliminated


# --- cheating the repayment windows (issue 7, items 1 and 5) ----------------------------
BOB_SIX = [("housing", "D1"), ("offices", "E1"), ("retail", "F1"), ("housing", "D2"),
           ("offices", "E2"), ("retail", "F2")]
CY_THREE = [("housing", "A4"), ("offices", "B4"), ("retail", "C4")]


def test_a_shark_loan_taken_after_end_of_year_is_not_repaid_without_interest():
    state = setup([OAKFIELD])
    event(state, "end-of-year", active="Ann")           # Year 2: five auctions due
    shark(state, "take", "Bob", **{"for": 2_600_000})   # during the auctions: 1 loan
    assert cash(state, "Bob") == 2_600_000
    with pytest.raises(RuleViolation, match="charged interest on 0 of Bob's Loan Shark loans"):
        shark(state, "repay", "Bob", count=1)           # would be 100,000 for a 100,000 loan
    assert state.shark_loans["Bob"] == 1 and cash(state, "Bob") == 2_600_000


def test_a_bank_loan_taken_after_interest_is_repaid_only_at_the_next_interest():
    # Bob: 2,500,000 + 1,000,000 - 100,000 - 6 x 500,000 = 400,000, 6 buildings: 2 loans.
    state = setup([OAKFIELD, KINGSMEAD], {"Bob": BOB_SIX}, funds={"Bob": 1_000_000})
    event(state, "interest")                     # Ann draws; Bob holds none; Bob is active
    loan(state, "take", "Bob")                   # 900,000
    with pytest.raises(RuleViolation, match="charged interest on 0 of Bob's Bank Loans"):
        loan(state, "repay", "Bob")              # would be 500,000 for a 500,000 loan
    to_year(state, 2)                            # Bob draws End of Year: no bonus in Year 1
    event(state, "interest", active="Ann")       # 1 loan charged: 800,000; Bob active again
    loan(state, "take", "Bob")                   # 1,300,000, 2 loans
    with pytest.raises(RuleViolation, match="charged interest on 1 of Bob's Bank Loans"):
        loan(state, "repay", "Bob", 2)
    loan(state, "repay", "Bob")                  # the charged one: 500,000 more
    assert cash(state, "Bob") == 800_000 and state.bank_loans["Bob"] == 1
    with pytest.raises(RuleViolation, match="charged interest on 0"):
        loan(state, "repay", "Bob")


def test_another_players_debt_does_not_block_a_repayment():
    state = setup([OAKFIELD, KINGSMEAD, (5, "Cy", 100_000)], {"Bob": BOB_SIX, "Cy": CY_THREE},
                  funds={"Bob": 1_000_000})
    quiet(state)                                 # Ann draws; nobody holds a loan
    loan(state, "take", "Bob")                   # Bob: 400,000 + 500,000 = 900,000
    event(state, "services-rent")                # Bob draws; no Services anywhere
    loan(state, "take", "Cy")                    # Cy: 900,000 + 500,000 = 1,400,000
    act(state, "pay", **{"from": "Cy", "to": "Bank", "amount": 1_400_000, "reason": "spent"})
    event(state, "interest")                     # Cy draws: Bob pays 100,000, Cy owes it
    assert cash(state, "Bob") == 800_000 and state.debt_of("Cy") == 100_000
    loan(state, "repay", "Bob")                  # not Cy's debt to wait for: 500,000 more
    assert cash(state, "Bob") == 300_000 and state.bank_loans["Bob"] == 0
    with pytest.raises(RuleViolation, match="Cy still owes 100,000"):
        loan(state, "repay", "Cy")
