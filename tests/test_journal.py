"""The journal: append-only, versioned, undo/redo as records, corrupt files refused."""

import json
import sqlite3

import pytest

from companion.core.errors import GameFileError, RuleViolation
from companion.core.journal import Journal
from companion.core.session import Session
from companion.games import load

DISCRETION = load("discretion")


@pytest.fixture
def session(tmp_path):
    return Session.create(tmp_path / "g.db", DISCRETION, ["Ann", "Bob"], seed=3)


def pay(session, amount, reason="x"):
    return session.act({"type": "pay", "from": "Ann", "to": "Bob", "amount": amount,
                        "reason": reason})


def cash(session, name):
    return session.state().ledger.balance(name)


def test_entries_cannot_be_changed_or_deleted(session):
    pay(session, 10_000)
    conn = session.journal.conn
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("UPDATE entries SET summary = 'x'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM entries")


def test_undo_and_redo_append_records(session):
    pay(session, 10_000)
    pay(session, 20_000)
    session.undo()
    assert cash(session, "Bob") == 2_500_000 + 10_000
    session.redo()
    assert cash(session, "Bob") == 2_500_000 + 30_000
    kinds = [e.kind for e in session.journal.entries()]
    assert kinds == ["action", "action", "undo", "redo"]


def test_undo_to_goes_back_to_any_entry_and_keeps_it_visible(session):
    first = pay(session, 10_000)
    pay(session, 20_000)
    pay(session, 40_000)
    session.undo(to=first.seq)
    assert cash(session, "Bob") == 2_500_000 + 10_000
    log = session.log()
    assert [i.undone for i in log if i.kind == "action"] == [False, True, True]
    session.redo()
    assert cash(session, "Bob") == 2_500_000 + 70_000


def test_new_action_clears_redo(session):
    pay(session, 10_000)
    session.undo()
    pay(session, 50_000)
    with pytest.raises(RuleViolation, match="nothing to redo"):
        session.redo()


def test_undo_with_nothing_to_undo(session):
    with pytest.raises(RuleViolation, match="nothing to undo"):
        session.undo()


def test_undo_to_unknown_entry(session):
    pay(session, 10_000)
    with pytest.raises(RuleViolation, match="not an action in effect"):
        session.undo(to=99)


def test_failed_action_writes_nothing(session):
    with pytest.raises(RuleViolation):
        pay(session, 10**9)
    assert session.journal.entries() == []


def test_file_records_game_rules_and_data(session):
    meta = session.journal.meta()
    assert meta["game"] == "discretion"
    assert meta["rules_version"] == DISCRETION.rules_version
    assert meta["players"] == ["Ann", "Bob"]
    assert len(meta["data"]["plots"]) == 17
    assert meta["data_source"].endswith("discretion.toml")


@pytest.mark.parametrize("key, value, message", [
    ("format", 99, "format 99"),
    ("rules_version", "discretion-0", "discretion-0"),
    ("game", "monopoly", "holds a game this companion does not know"),
])
def test_a_file_this_companion_cannot_play_is_refused(session, key, value, message):
    session.journal.conn.execute("UPDATE meta SET value = ? WHERE key = ?",
                                 (json.dumps(value), key))
    with pytest.raises(GameFileError, match=message):
        Session.open(session.journal.path)


def test_corrupt_file_is_refused(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(GameFileError, match="not a companion game file"):
        Journal.open(path)


def test_missing_file_says_how_to_start(tmp_path):
    with pytest.raises(GameFileError, match="companion new"):
        Journal.open(tmp_path / "none.db")



def append_unchecked(session, kind, body):
    """An entry journaled without the game's check, as one recorded before a rules fix holds
    (a hand-written one is refused by the chain: test_chain.py)."""
    journal = Session.open(session.journal.path).journal
    with journal.write():
        journal.append(kind, body, "unchecked")
    journal.close()


@pytest.mark.parametrize("kind, body", [
    ("undo", {}),                          # an undo record without its targets
    ("undo", {"targets": [99]}),           # targets no action in effect
    ("redo", {}),                          # a redo with nothing undone
    ("action", {"type": "pay", "from": "Ann", "to": "Bob", "amount": 10**9, "reason": "x"}),
])
def test_an_entry_that_no_longer_replays_is_shown_and_undone(session, kind, body):
    pay(session, 10_000)
    append_unchecked(session, kind, body)
    with pytest.raises(GameFileError, match="entry 2 no longer replays.*companion undo"):
        session.state()
    log = session.log()
    assert [i.seq for i in log] == [1, 2]
    assert log[1].problem and not log[0].problem
    session.undo()
    assert cash(session, "Bob") == 2_500_000 + 10_000
    assert [i.problem for i in session.log()] == [None, None, None]


def test_undo_of_many_entries_asks_first(session):
    for amount in (10_000, 20_000, 30_000, 40_000):
        pay(session, amount)
    with pytest.raises(RuleViolation, match="4 entries .*--yes"):
        session.undo(to=0, most=3)
    assert cash(session, "Bob") == 2_500_000 + 100_000
    session.undo(to=1, most=3)
    assert cash(session, "Bob") == 2_500_000 + 10_000
