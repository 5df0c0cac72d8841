"""The chained journal: a random game, then a random change made outside companion (an SQLite
tool, the triggers dropped first): every change is reported when the file is opened, or is
harmless (the same state replayed); nothing is ever appended to a file that failed."""

import json
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from companion.core import chain
from companion.core.errors import GameFileError
from companion.core.journal import Journal
from companion.core.session import Session
from companion.games import load

DISCRETION = load("discretion")
PLAYERS = ["Ann", "Bob", "Cy"]


def play(path, moves) -> None:
    """A game of payments, undos and redos (what each move is decides `moves`)."""
    session = Session.create(path, DISCRETION, PLAYERS, seed=5)
    for kind, payer, payee, amount in moves:
        try:
            if kind == "undo":
                session.undo()
            elif kind == "redo":
                session.redo()
            else:
                session.act({"type": "pay", "from": payer, "to": payee,
                             "amount": amount * 10_000, "reason": "r"})
        except Exception:   # nothing to undo or redo, or not enough cash: the table goes on
            pass
    session.journal.close()


moves = st.lists(st.tuples(st.sampled_from(["pay", "pay", "pay", "undo", "redo"]),
                           st.sampled_from(["Ann", "Bob", "Cy", "Bank"]),
                           st.sampled_from(["Ann", "Bob", "Cy"]), st.integers(1, 30)),
                 min_size=1, max_size=12)


def edit(path, *statements) -> None:
    """Change the file as any SQLite tool can: triggers dropped, then the statements."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute("DROP TRIGGER IF EXISTS entries_append_only_update")
    conn.execute("DROP TRIGGER IF EXISTS entries_append_only_delete")
    for sql, *args in statements:
        conn.execute(sql, args)
    conn.close()


def entry_change(draw, count):
    seq = draw(st.integers(1, count))
    column = draw(st.sampled_from(["kind", "body", "summary", "effects", "at", "digest"]))
    if column == "body":
        value = draw(st.sampled_from([
            '{"amount": 9990000, "from": "Bank", "reason": "r", "to": "Ann", "type": "pay"}',
            '{"targets": [1]}', "{}", "[]", "not json", '{"amount": "lots"}']))
    elif column == "digest":
        value = draw(st.binary(min_size=0, max_size=32))
    elif column == "kind":
        value = draw(st.sampled_from(["action", "undo", "redo", "other"]))
    else:
        value = draw(st.text(max_size=20))
    return [(f"UPDATE entries SET {column} = ? WHERE seq = ?", value, seq)]


def order_change(draw, count):
    if count < 2 or draw(st.booleans()):   # the same rows written in another physical order
        return [("CREATE TABLE copy AS SELECT * FROM entries ORDER BY seq DESC",),
                ("DELETE FROM entries",),
                ("INSERT INTO entries SELECT * FROM copy",), ("DROP TABLE copy",)]
    a, b = draw(st.lists(st.integers(1, count), min_size=2, max_size=2, unique=True))
    return [("UPDATE entries SET seq = -1 WHERE seq = ?", a),
            ("UPDATE entries SET seq = ? WHERE seq = ?", a, b),
            ("UPDATE entries SET seq = ? WHERE seq = -1", b)]


def removal(draw, count):
    return [("DELETE FROM entries WHERE seq = ?", draw(st.integers(1, count)))]


def meta_change(draw, count):
    key = draw(st.sampled_from(["players", "seed", "data", "format", "game", "rules_version",
                                "data_source", "companion_version", chain.SETUP_KEY]))
    if draw(st.booleans()):
        return [("DELETE FROM meta WHERE key = ?", key)]
    value = draw(st.sampled_from(['["Ann", "Bob", "Dee"]', "7", "{}", '"x"', "1", "2", "3",
                                  "null", "not json"]))
    return [("UPDATE meta SET value = ? WHERE key = ?", value, key)]


def cache_change(draw, count):
    column = draw(st.sampled_from(["seq", "head", "key", "body", "mac", None]))
    if column is None:
        return [("DELETE FROM snapshot",)]
    value = {"seq": draw(st.integers(0, count + 2)), "key": "discretion/x/0"}.get(
        column, draw(st.binary(max_size=40)))
    return [(f"UPDATE snapshot SET {column} = ?", value)]


@st.composite
def changes(draw, count):
    kinds = [entry_change, order_change, meta_change, cache_change] + (
        [removal] if count else [])
    if not count:
        kinds = [meta_change, cache_change]
    return draw(st.sampled_from(kinds))(draw, count)


def entry_count(path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT count(*) FROM entries").fetchone()[0]


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(moves=moves, data=st.data())
def test_a_change_outside_companion_is_reported_or_harmless(tmp_path_factory, moves, data):
    path = tmp_path_factory.mktemp("chain") / "g.db"
    play(path, moves)
    truth = Session.open(path).replay()[0]
    count = entry_count(path)
    edit(path, *data.draw(changes(count)))
    try:
        state = Session.open(path).state()
    except GameFileError as exc:
        assert "\n" not in str(exc)
        assert_nothing_can_be_appended(path)
        return
    assert state == truth   # not reported: then it changed nothing that matters


def assert_nothing_can_be_appended(path) -> None:
    before = entry_count(path)
    try:
        journal = Journal.open(path)
    except GameFileError:
        return   # not even opened: nothing can be written through companion
    with pytest.raises(GameFileError):
        with journal.write():
            journal.append("action", {"type": "pay"}, "after the damage")
    journal.close()
    assert entry_count(path) == before


# --- each kind of change, named ----------------------------------------------------------
@pytest.fixture
def path(tmp_path):
    path = tmp_path / "g.db"
    play(path, [("pay", "Ann", "Bob", 1), ("pay", "Bob", "Cy", 2), ("pay", "Cy", "Ann", 3),
                ("undo", "", "", 0), ("pay", "Bank", "Ann", 4)])
    return path


@pytest.mark.parametrize("statements, message", [
    ([("UPDATE entries SET body = replace(body, '10000', '90000') WHERE seq = 1",)],
     "entry 1 was changed outside companion"),
    ([("DELETE FROM entries WHERE seq = 2",)], "entry 2 is missing"),
    ([("DELETE FROM entries WHERE seq = 5",)], "the entries after #4 were removed"),
    ([("INSERT INTO entries (kind, body, summary, effects, at) VALUES "
       "('action', '{}', 'x', '[]', 'x')",)],
     "entry 6 carries no digest (it was added or changed outside companion)"),
    ([("UPDATE entries SET seq = 9 WHERE seq = 2",)], "entry 2 is missing"),
    ([("UPDATE meta SET value = '[\"Ann\", \"Bob\", \"Dee\"]' WHERE key = 'players'",)],
     "the game's setup (its players, seed or data) was changed"),
    ([("UPDATE meta SET value = '1' WHERE key = 'format'",)], "it says journal format 1"),
    ([("UPDATE entries SET summary = 'x' WHERE seq = 3",)], "entry 3 was changed"),
])
def test_each_change_is_reported_in_one_line_naming_the_first_bad_entry(path, statements,
                                                                       message):
    edit(path, *statements)
    with pytest.raises(GameFileError) as caught:
        Session.open(path)
    assert message in str(caught.value) and "\n" not in str(caught.value)
    assert_nothing_can_be_appended(path)


def test_a_chain_rewritten_by_hand_is_caught_by_this_installations_sealed_cache(path):
    """Someone who recomputes every digest after an edit: the snapshot sealed here records
    the head that was, and the rewritten chain does not reach it."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER entries_append_only_update")
    conn.execute("UPDATE entries SET body = replace(body, '10000', '90000') WHERE seq = 1")
    previous = bytes.fromhex(json.loads(conn.execute(
        "SELECT value FROM meta WHERE key = ?", (chain.SETUP_KEY,)).fetchone()[0]))
    for seq, kind, body, effects, at, summary in conn.execute(
            "SELECT seq, kind, body, effects, at, summary FROM entries ORDER BY seq").fetchall():
        previous = chain.entry_digest(previous, seq, kind, body, effects, at, summary)
        conn.execute("UPDATE entries SET digest = ? WHERE seq = ?", (previous, seq))
    conn.close()
    with pytest.raises(GameFileError, match="not those this computer recorded"):
        Session.open(path)


def test_the_digest_joined_by_sqlite_is_the_one_computed_on_append(path):
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT seq, kind, body, effects, at, summary, digest FROM entries "
                            "ORDER BY seq").fetchall()
        previous = bytes.fromhex(json.loads(conn.execute(
            "SELECT value FROM meta WHERE key = ?", (chain.SETUP_KEY,)).fetchone()[0]))
    for seq, kind, body, effects, at, summary, digest in rows:
        previous = chain.entry_digest(previous, seq, kind, body, effects, at, summary)
        assert previous == digest
    assert Journal.open(path).verify() == (5, previous)


def test_a_summary_holding_nul_is_chained_without_it(tmp_path):
    session = Session.create(tmp_path / "g.db", DISCRETION, PLAYERS, seed=5)
    with session.journal.write():
        session.journal.append("action", {"type": "pay"}, "a\0b")
    assert Session.open(tmp_path / "g.db").journal.entries()[0].summary == "a\ufffdb"
