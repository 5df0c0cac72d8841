"""The plain bank's rules in pure code: hand-computed amounts, each way out of a loan or a
debt tried, and money conserved whatever the table does."""

import pytest
from hypothesis import given, settings, strategies as st

from companion.core.errors import CompanionError, RuleViolation
from companion_plainbank.game import GAME, interest

DATA = GAME.load_data()


def new(players=("Ann", "Bob", "Cy"), data=DATA):
    return GAME.new_state(list(players), data, seed=1)


def do(state, **action):
    effects = GAME.apply(state, action)
    assert GAME.invariants(state) == []
    return effects


def cash(state):
    return {p: state.ledger.balance(p) for p in state.players}


def test_everyone_starts_with_the_data_files_cash():
    assert cash(new()) == {"Ann": 1500, "Bob": 1500, "Cy": 1500}


def test_a_loan_pays_interest_rounded_up_to_the_smallest_note():
    assert interest(500, 10, 1) == 50
    assert interest(55, 10, 1) == 6       # 5.5 rounds up to 6 notes of 1
    assert interest(55, 10, 5) == 10      # 5.5 rounds up to 2 notes of 5
    state = new()
    do(state, type="loan", op="take", player="ann", amount=500)
    do(state, type="interest")
    assert cash(state)["Ann"] == 1500 + 500 - 50
    assert GAME.score(state)["players"][-1] == {"name": "Ann", "cash": 1950, "owed": 500,
                                                "score": 1450}


def test_interest_that_cannot_be_paid_is_a_debt_paid_from_the_next_cash():
    state = new()
    do(state, type="loan", op="take", player="Ann", amount=2000)
    do(state, type="pay", **{"from": "Ann", "to": "Bob", "amount": 3500})
    do(state, type="interest")
    assert state.debt_of("Ann") == 200 and cash(state)["Ann"] == 0
    with pytest.raises(RuleViolation, match="creditors first"):
        do(state, type="pay", **{"from": "Ann", "to": "Cy", "amount": 0})
    with pytest.raises(RuleViolation, match="interest: it is paid before the loan"):
        do(state, type="loan", op="repay", player="Ann", amount=100)
    do(state, type="collect", player="Ann", amount=150)
    assert (state.debt_of("Ann"), cash(state)["Ann"]) == (200, 150)   # not yet enough
    do(state, type="collect", player="Ann", amount=100)
    assert (state.debt_of("Ann"), cash(state)["Ann"]) == (0, 50)
    assert GAME.score(state)["players"][-1]["score"] == 50 - 2000


@pytest.mark.parametrize("action, refusal", [
    ({"type": "loan", "op": "take", "player": "Ann", "amount": 2100}, "at most 2,000"),
    ({"type": "loan", "op": "repay", "player": "Ann", "amount": 100}, "owes the bank 0"),
    ({"type": "pay", "from": "Ann", "to": "Bob", "amount": 1600}, "cannot pay 1,600"),
    ({"type": "pay", "from": "Ann", "to": "Ann", "amount": 10}, "cannot pay themselves"),
    ({"type": "interest"}, "no one owes the bank"),
])
def test_the_bank_cannot_be_cheated(action, refusal):
    state = new()
    with pytest.raises(CompanionError, match=refusal):
        GAME.apply(state, action)
    assert cash(state) == {"Ann": 1500, "Bob": 1500, "Cy": 1500}


def test_amounts_are_paid_in_notes_and_a_bank_without_loans_lends_nothing():
    data = {**DATA, "money": {**DATA["money"], "notes": [5, 10], "note_counts": [1, 1]},
            "loans": {**DATA["loans"], "enabled": False},
            "score": {**DATA["score"], "subtract_loans": False}}
    state = new(data=data)
    with pytest.raises(CompanionError, match="cannot be paid in notes: the smallest is 5"):
        GAME.apply(state, {"type": "collect", "player": "Ann", "amount": 12})
    with pytest.raises(RuleViolation, match="no bank loans"):
        GAME.apply(state, {"type": "loan", "op": "take", "player": "Ann", "amount": 100})


def test_after_the_end_nothing_is_recorded():
    state = new()
    do(state, type="end")
    assert GAME.finished(state) and GAME.score(state)["final"]
    with pytest.raises(RuleViolation, match="the game is over"):
        GAME.apply(state, {"type": "collect", "player": "Ann", "amount": 10})


ACTIONS = st.one_of(
    st.builds(lambda p, q, n: {"type": "pay", "from": p, "to": q, "amount": n},
              st.sampled_from(["Ann", "Bob", "Bank"]), st.sampled_from(["Ann", "Bob", "Bank"]),
              st.integers(1, 4000)),
    st.builds(lambda p, n: {"type": "collect", "player": p, "amount": n},
              st.sampled_from(["Ann", "Bob"]), st.integers(1, 500)),
    st.builds(lambda op, p, n: {"type": "loan", "op": op, "player": p, "amount": n},
              st.sampled_from(["take", "repay"]), st.sampled_from(["Ann", "Bob"]),
              st.integers(1, 2500)),
    st.just({"type": "interest"}),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(ACTIONS, max_size=30))
def test_money_is_conserved_and_what_is_owed_never_escapes(actions):
    state = new(("Ann", "Bob"))
    for action in actions:
        before = {p: (state.ledger.balance(p), state.owed(p)) for p in state.players}
        try:
            GAME.apply(state, dict(action))
        except CompanionError:
            # a refused action leaves the books as they were
            assert before == {p: (state.ledger.balance(p), state.owed(p)) for p in state.players}
            continue
        assert GAME.invariants(state) == []
        for p in state.players:   # what a player owes falls only by paying the bank
            paid = [t for t in state.transfers if t[0] == p and t[1] == "Bank"]
            fell = before[p][1] - state.owed(p)
            assert fell <= sum(t[2] for t in paid)
