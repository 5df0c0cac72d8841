"""The state snapshot in the game file is a cache: used when current, ignored otherwise;
a session keeps its state in memory and notices another process's writes."""

import pickle
import sqlite3

import pytest

from companion.core import snapshot
from companion.core.errors import RuleViolation
from companion.core.session import Session
from companion.games import load


def pay(session, amount, payer="Bank", payee="Ann"):
    return session.act({"type": "pay", "from": payer, "to": payee, "amount": amount,
                        "reason": "test"})


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "g.db"
    session = Session.create(path, load("discretion"), ["Ann", "Bob"], seed=3)
    pay(session, 10_000)
    pay(session, 20_000)
    session.journal.close()
    return path


def replayed(path):
    session = Session.open(path)
    return session.replay()[0]


def stored(path):
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT seq, key FROM snapshot").fetchone()


def rewrite(path, sql, *args):
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, args)
    conn.close()


def test_each_action_stores_a_snapshot_of_its_result(path):
    assert stored(path) == (2, snapshot.key(load("discretion")))
    assert Session.open(path).state() == replayed(path)


def test_a_current_snapshot_is_used_instead_of_a_replay(path):
    # A snapshot with a different Ann: proof that state() read it rather than replaying.
    state = replayed(path)
    state.ledger.balances["Ann"] += 1
    rewrite(path, "UPDATE snapshot SET body = ?", snapshot.dumps(state, (1, 2)))
    assert Session.open(path).state().ledger.balance("Ann") == state.ledger.balance("Ann")


@pytest.mark.parametrize("change", [
    ("UPDATE snapshot SET seq = 1",),                                     # stale
    ("UPDATE snapshot SET key = 'discretion/discretion-0/0.0.1'",),       # other rules
    ("UPDATE snapshot SET body = ?", b"\x80\x05not a pickle"),             # corrupt
    ("UPDATE snapshot SET body = ?", pickle.dumps({"players": ["Ann"]})),  # not a state
    ("UPDATE snapshot SET body = ?", pickle.dumps(print)),                 # a function
    ("UPDATE snapshot SET body = ?", pickle.dumps(((1, "2"), None))),      # not a state
    ("DROP TABLE snapshot",),                                             # a file without one
])
def test_a_stale_or_corrupt_snapshot_is_ignored_and_renewed(path, change):
    expected = replayed(path)
    bogus = replayed(path)
    bogus.ledger.balances["Ann"] += 1
    rewrite(path, "UPDATE snapshot SET body = ?", snapshot.dumps(bogus, (1, 2)))
    rewrite(path, *change)
    assert Session.open(path).state() == expected
    assert stored(path)[0] == 2
    assert Session.open(path).state() == expected


def test_a_snapshot_that_lacks_a_field_of_the_state_is_ignored(path):
    state = replayed(path)
    del state.__dict__["year"]
    rewrite(path, "UPDATE snapshot SET body = ?", snapshot.dumps(state, (1, 2)))
    assert Session.open(path).state().year == replayed(path).year


def test_undo_and_redo_renew_the_snapshot(path):
    session = Session.open(path)
    session.undo()
    assert session.state() == replayed(path)
    assert stored(path)[0] == 3
    session.redo()
    assert Session.open(path).state() == replayed(path)


def test_a_refused_action_leaves_the_kept_state_unchanged(path):
    session = Session.open(path)
    before = replayed(path)
    with pytest.raises(RuleViolation):
        pay(session, 10**9, payer="Ann", payee="Bob")
    assert session.state() == before


def test_a_session_notices_another_process_writing(path):
    shell, other = Session.open(path), Session.open(path)
    cash = shell.state().ledger.balance("Ann")
    pay(other, 50_000)
    assert shell.state().ledger.balance("Ann") == cash + 50_000
    other.undo()
    assert shell.state().ledger.balance("Ann") == cash
    pay(shell, 10_000)
    assert other.state() == shell.state() == replayed(path)


def test_undo_and_redo_in_a_session_return_to_states_it_has_seen_without_a_replay(path):
    session = Session.open(path)
    session.state()
    pay(session, 30_000)
    pay(session, 40_000)
    session.replay = None   # any replay from here on would fail
    session.undo()
    assert session.state().ledger.balance("Ann") == 2_500_000 + 60_000
    session.redo()
    session.undo()
    session.undo()
    assert session.state().ledger.balance("Ann") == 2_500_000 + 30_000
    assert Session.open(path).state() == replayed(path) == session.state()
