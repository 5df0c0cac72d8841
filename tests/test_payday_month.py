"""Pay Day's seven steps, savings and loans, and the total, worked out by hand."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from companion.games.payday import GAME
from tests.payday_helpers import act, cash, mail, new_game, others_rest, payday, rest, walk


def test_the_wage_and_the_bills_of_the_month():
    state = new_game()
    mail(state, "Ann", "I-Beam Construction")            # a 500 $ bill, held
    others_rest(state, "Bob", "Cy")
    assert cash(state, "Ann") == 325 and state.bills_due("Ann") == 500
    walk(state, "Ann", 31)
    assert cash(state, "Ann") == 325 + 325 - 500 and state.bills["Ann"] == []
    act(state, "next")
    assert state.days["Ann"] == 0 and state.months_done["Ann"] == 1


def test_a_throw_past_pay_day_stops_on_it():
    state = new_game()
    walk(state, "Ann", 28)             # a Sweet Sunday
    act(state, "next")
    others_rest(state, "Bob", "Cy")
    effects = act(state, "move", player="Ann", steps=5)
    assert state.days["Ann"] == 31 and "Ann stops on Pay Day (2 left over)" in effects
    assert cash(state, "Ann") == 650


def test_savings_earn_ten_percent_on_the_next_pay_day():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 300))    # 325 + 325 = 650, 300 saved
    assert (cash(state, "Ann"), state.savings("Ann")) == (350, 300)
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 31)
    assert cash(state, "Ann") == 350 + 325 + 30


def test_a_loan_costs_twenty_percent_each_pay_day():
    state = new_game()
    act(state, "loan", op="take", player="Ann", amount=200)
    assert cash(state, "Ann") == 525
    walk(state, "Ann", 31)
    assert cash(state, "Ann") == 525 + 325 - 40
    act(state, "loan", op="repay", player="Ann", amount=200)
    assert (cash(state, "Ann"), state.loans["Ann"]) == (610, 0)


def test_short_bills_are_paid_from_savings_first_free_on_pay_day_then_by_a_loan():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 600))    # 50 cash, 600 saved
    others_rest(state, "Bob", "Cy")
    mail(state, "Ann", "I-Beam Construction", "Charge It & Owe It", "City Hospital")  # 1,050
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 31)
    # 50 + 325 wage + 60 interest = 435; bills 1,050: short 615 -> all 600 saved, then
    # short 15 -> a 100 $ loan: 435 + 600 + 100 - 1,050 = 85
    assert (cash(state, "Ann"), state.savings("Ann"), state.loans["Ann"]) == (85, 0, 100)


def test_the_last_month_pays_no_wage_discards_deals_and_ends_on_pay_day():
    state = new_game(months=1)
    walk(state, "Ann", 2)
    act(state, "draw", cards=["Box of Rare Books"])      # 200 $
    act(state, "buy")
    act(state, "commission", winner="Bob")
    act(state, "next")
    others_rest(state, "Bob", "Cy")
    payday(state, "Ann")
    assert cash(state, "Ann") == 125 and state.deals["Ann"] == []
    assert state.days["Ann"] == 31 and state.months_done["Ann"] == 1
    assert "rare-books" in state.deal_deck
    payday(state, "Bob")
    payday(state, "Cy")
    assert state.over
    assert GAME.score(state) == {"players": [
        {"name": "Bob", "total": 345, "cash": 345, "savings": 0, "loan": 0},
        {"name": "Cy", "total": 325, "cash": 325, "savings": 0, "loan": 0},
        {"name": "Ann", "total": 125, "cash": 125, "savings": 0, "loan": 0}], "winner": "Bob",
        "final": True}


def test_deposits_only_on_pay_day_and_repayments_too():
    state = new_game()
    with pytest.raises(RuleViolation, match="only on the player's own Pay Day"):
        act(state, "savings", op="deposit", player="Ann", amount=100)
    act(state, "loan", op="take", player="Ann", amount=100)
    with pytest.raises(RuleViolation, match="only on the player's own Pay Day"):
        act(state, "loan", op="repay", player="Ann", amount=100)
    with pytest.raises(BadInput, match="not in 100 \\$ steps"):
        act(state, "loan", op="take", player="Ann", amount=150)


def test_a_withdrawal_off_pay_day_costs_fifty():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 300))
    act(state, "savings", op="withdraw", player="Ann", amount=100)   # Bob's turn: a fee
    assert (cash(state, "Ann"), state.savings("Ann")) == (350 + 100 - 50, 200)


def test_savings_and_a_loan_are_never_held_together():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 100))
    with pytest.raises(RuleViolation, match="never held together"):
        act(state, "loan", op="take", player="Ann", amount=100)
    act(state, "loan", op="take", player="Bob", amount=100)
    rest(state, "Bob")
    rest(state, "Cy")
    walk(state, "Ann", 5)
    act(state, "draw")
    act(state, "next")
    walk(state, "Bob", 31)
    with pytest.raises(RuleViolation, match="never held together"):
        act(state, "savings", op="deposit", player="Bob", amount=100)


@pytest.mark.parametrize("cash_, savings, loan, total", [
    (400, 300, 0, 700), (400, 0, 600, -200), (0, 0, 100, -100)])
def test_the_total_is_cash_plus_savings_or_cash_minus_the_loan(cash_, savings, loan, total):
    state = new_game()
    state.ledger.balances["Ann"] = cash_
    state.ledger.balances["Ann's savings"] = savings
    state.loans["Ann"] = loan
    row = next(r for r in GAME.score(state)["players"] if r["name"] == "Ann")
    assert row == {"name": "Ann", "total": total, "cash": cash_, "savings": savings,
                   "loan": loan}


def test_when_all_are_negative_the_least_negative_wins():
    state = new_game()
    for player, loan in (("Ann", 600), ("Bob", 400), ("Cy", 500)):
        act(state, "loan", op="take", player=player, amount=loan)
        state.ledger.balances["Bank"] += cash(state, player)    # spent on the town
        state.ledger.balances[player] = 0
    score = GAME.score(state)
    assert [r["total"] for r in score["players"]] == [-400, -500, -600]
    assert score["winner"] == "Bob"
