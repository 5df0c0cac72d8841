"""Random legal Pay Day games: money conserved with the pot as an account, never savings and a
loan together, replay equals live play, undo then redo returns the same state."""

import random

from hypothesis import given, settings, strategies as st

from companion.core.session import Session
from companion.games.payday import GAME
from tests.payday_bot import choose, play
from tests.payday_helpers import new_game


def snapshot(state) -> tuple:
    return (GAME.status(state), GAME.views.shown(state), dict(state.ledger.balances),
            list(state.mail_deck.cards), list(state.deal_deck.cards))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), months=st.integers(1, 3))
def test_random_games_keep_money_and_never_hold_savings_and_a_loan(seed, players, months):
    state = new_game(("Ann", "Bob", "Cy", "Di")[:players], months=months, seed=seed)
    taken = play(state, random.Random(seed))      # invariants are checked after every action
    assert state.over, f"not over after {taken} actions"
    assert all(state.months_done[p] == months for p in state.players)
    assert state.ledger.total() == 0
    assert all(not (state.savings(p) and state.loans[p]) for p in state.players)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), cut=st.integers(5, 120))
def test_replay_equals_live_play_and_undo_then_redo_returns_the_same_state(tmp_path_factory,
                                                                              seed, cut):
    path = tmp_path_factory.mktemp("payday") / "g.db"
    session = Session.create(path, GAME, ["Ann", "Bob", "Cy"], seed=seed,
                             options={"months": 2})
    live = GAME.new_state(["Ann", "Bob", "Cy"], session.meta["data"], seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if live.over:
            break
        action = choose(live, rng)
        session.act(dict(action))
        GAME.apply(live, action)
    replayed = Session.open(path).state()
    assert snapshot(replayed) == snapshot(live)
    before = snapshot(replayed)
    session.undo()
    session.redo()
    assert snapshot(Session.open(path).state()) == before
