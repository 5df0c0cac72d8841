"""The state snapshot in the game file is a cache: used when sealed by this installation at
the chain's exact head, ignored otherwise; a session keeps its state in memory and notices
another process's writes."""

import pickle
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

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


def reseal(path, body):
    """Store `body` as the snapshot, sealed as this installation seals its own."""
    with sqlite3.connect(path) as conn:
        seq, head, key = conn.execute("SELECT seq, head, key FROM snapshot").fetchone()
        conn.execute("UPDATE snapshot SET body = ?, mac = ?",
                     (body, snapshot.seal(seq, head, key, body)))
    conn.close()


def rewrite(path, sql, *args):
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, args)
    conn.close()


def test_each_action_stores_a_snapshot_of_its_result(path):
    assert stored(path) == (2, snapshot.key(load("discretion")))
    assert Session.open(path).state() == replayed(path)


def test_a_current_snapshot_is_used_instead_of_a_replay(path):
    # A snapshot with a different Ann, sealed here: proof that state() read it.
    state = replayed(path)
    state.ledger.balances["Ann"] += 1
    reseal(path, snapshot.dumps(state, (1, 2)))
    assert Session.open(path).state().ledger.balance("Ann") == state.ledger.balance("Ann")


def test_a_snapshot_edited_outside_companion_is_ignored(path):
    """A rewritten cache (a player's cash raised) is not sealed by this installation."""
    expected = replayed(path)
    state = replayed(path)
    state.ledger.balances["Ann"] += 5_000_000
    rewrite(path, "UPDATE snapshot SET body = ?", snapshot.dumps(state, (1, 2)))
    assert Session.open(path).state() == expected


def test_a_snapshot_sealed_by_another_installation_is_ignored(path, tmp_path, monkeypatch):
    """A moved file simply replays: another data folder holds another key."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    session = Session.open(path)
    assert session.journal.sealed is None
    session.played = None   # a replay is what must happen: make it fail loudly
    with pytest.raises(TypeError):
        session.state()
    assert Session.open(path).replay()[0] == Session.open(path).replay()[0]


def test_the_key_lives_in_the_data_folder_readable_by_the_user_alone(path):
    key = snapshot.data_folder() / snapshot.KEY_FILE
    assert key.stat().st_mode & 0o777 == 0o600 and len(key.read_bytes()) == 32
    assert key.read_bytes() not in path.read_bytes()


def test_the_data_folder_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert snapshot.data_folder() == tmp_path / "companion"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")   # ignored, as the spec says
    assert snapshot.data_folder() == Path.home() / ".local" / "share" / "companion"


def test_without_a_writable_data_folder_there_is_no_cache_and_play_goes_on(path, monkeypatch,
                                                                           tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    session = Session.open(path)
    pay(session, 10_000)
    assert Session.open(path).state() == replayed(path)


@pytest.mark.parametrize("body", [
    b"\x80\x05not a pickle",                  # corrupt
    pickle.dumps({"players": ["Ann"]}),       # not a state
    pickle.dumps(print),                      # a function
    pickle.dumps(((1, "2"), None)),           # not a state
])
def test_a_corrupt_snapshot_even_sealed_here_is_ignored_and_renewed(path, body):
    expected = replayed(path)
    reseal(path, body)
    assert Session.open(path).state() == expected
    session = Session.open(path)
    pay(session, 10_000)   # a writing session renews it; a read never writes
    assert stored(path)[0] == 3 and Session.open(path).state() == replayed(path)


@pytest.mark.parametrize("change", [
    ("UPDATE snapshot SET key = 'discretion/discretion-0/0.0.1'",),       # other rules
    ("DROP TABLE snapshot",),                                             # a file without one
    ("DELETE FROM snapshot",),
])
def test_a_snapshot_of_other_rules_or_none_is_ignored(path, change):
    expected = replayed(path)
    bogus = replayed(path)
    bogus.ledger.balances["Ann"] += 1
    reseal(path, snapshot.dumps(bogus, (1, 2)))
    rewrite(path, *change)
    assert Session.open(path).state() == expected


def test_reading_never_writes_the_file(path):
    rewrite(path, "DELETE FROM snapshot")
    before = path.read_bytes()
    session = Session.open(path)
    session.state()
    session.log()
    session.journal.close()
    assert path.read_bytes() == before and stored(path) is None


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
    session.played = session.replay = None   # any replay from here on would fail
    session.undo()
    assert session.state().ledger.balance("Ann") == 2_500_000 + 60_000
    session.redo()
    session.undo()
    session.undo()
    assert session.state().ledger.balance("Ann") == 2_500_000 + 30_000
    assert Session.open(path).state() == replayed(path) == session.state()


def test_an_undo_in_a_fresh_session_stores_the_snapshot_it_leads_to(path):
    """A one-shot `undo` has seen no state: it replays, so that the reads after it (which
    never write) find a current snapshot."""
    Session.open(path).undo()
    assert stored(path)[0] == 3
    session = Session.open(path)
    session.played = session.replay = None   # the snapshot must serve
    assert session.state().ledger.balance("Ann") == 2_500_000 + 10_000


@given(key=st.binary(min_size=0, max_size=64), message=st.binary(max_size=300))
def test_the_seal_is_the_standard_hmac_sha256(key, message):
    import hashlib
    import hmac

    from companion.core.chain import sha256

    assert sha256(message).digest() == hashlib.sha256(message).digest()
    assert snapshot.hmac_sha256(key, message) == hmac.new(key, message, "sha256").digest()


def test_a_snapshot_made_in_another_language_is_not_used(path):
    """The state's words (effects, notes) are in the language of the replay that made them:
    a German state is not shown to a command speaking English, in the file or in memory."""
    from companion.core import i18n

    marked = replayed(path)
    marked.ledger.balances["Ann"] += 1
    reseal(path, snapshot.dumps(marked, (1, 2)))   # sealed under English, the default
    assert Session.open(path).state().ledger.balance("Ann") == marked.ledger.balance("Ann")
    with i18n.speaking("de"):
        assert snapshot.key(load("discretion")).endswith("/de")
        assert Session.open(path).state() == replayed(path)   # replayed, not the English one
    session = Session.open(path)
    assert session.state().ledger.balance("Ann") == marked.ledger.balance("Ann")
    with i18n.speaking("pl"):
        assert session.state() == replayed(path)   # the session's memory is per language too
