"""Property-based tests over random legal Eurobusiness games (hypothesis)."""

import copy
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from companion.core.errors import CompanionError
from companion.core.session import Session
from tests.eurobusiness_bot import candidate_actions
from tests.eurobusiness_helpers import DATA, GAME
from tests.undo_checks import assert_undo_redo_round_trip

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def play(seed: int, players: int, steps: int, quick: bool = False):
    """Let the bot play `steps` accepted actions; return the state and the actions."""
    rng = random.Random(seed)
    state = GAME.new_state(NAMES[:players], DATA, seed)
    accepted = [{"type": "deal"}] if quick else []
    if quick:
        GAME.apply(state, {"type": "deal"})
    for _ in range(steps):
        for action in candidate_actions(state, rng):
            trial = copy.deepcopy(state, {id(state.data): state.data})    # data is read-only
            try:
                GAME.apply(trial, action)
            except CompanionError:
                continue
            state = trial
            accepted.append(action)
            assert GAME.invariants(state) == [], (GAME.invariants(state), action)
            break
        else:
            break
    return state, accepted


def fingerprint(state) -> tuple:
    return (GAME.status(state), dict(state.ledger.balances), GAME.score(state),
            copy.deepcopy(state.decks), [vars(d) for d in state.debts])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(3, 6), quick=st.booleans())
def test_random_games_conserve_money_houses_and_hotels(seed, players, quick):
    state, accepted = play(seed, players, 300, quick)
    assert state.ledger.total() == 0
    standing = sum(state.houses.values()) + state.bank_houses()
    assert standing == DATA["components"]["houses"]
    assert len(state.hotels) + state.bank_hotels() == DATA["components"]["hotels"]
    assert all(state.ledger.balance(p) >= 0 for p in state.players)
    assert len(accepted) > 10


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 6))
def test_replay_equals_live_state(seed, players):
    state, accepted = play(seed, players, 200, quick=seed % 2 == 0)
    replayed = GAME.new_state(state.players, DATA, seed)
    for action in accepted:
        GAME.apply(replayed, copy.deepcopy(action))
    assert fingerprint(replayed) == fingerprint(state)


@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**6), back=st.integers(1, 15))
def test_undo_then_redo_returns_the_same_state(tmp_path_factory, seed, back):
    path = tmp_path_factory.mktemp("undo") / "g.db"
    _, accepted = play(seed, 3, 60)
    session = Session.create(path, GAME, NAMES[:3], seed=seed)
    assert_undo_redo_round_trip(session, accepted, back, fingerprint)
