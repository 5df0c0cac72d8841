"""A long evening stays quick (issue 30, item 9): sealed checkpoints every so many entries,
from which an undo, a redo, the live page and a page of the history replay a bounded tail.
What they give must be what a full replay of the journal gives."""

import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import journal as journal_mod
from companion.core import session as session_mod
from companion.core.session import Session
from companion.table import history, live

STEPS = st.lists(st.one_of(
    st.tuples(st.just("pay"), st.sampled_from(["Ann", "Bob", "Cy"]),
              st.sampled_from(["Ann", "Bob", "Cy", "Bank"]), st.integers(1, 80).map(lambda n: n * 5)),
    st.tuples(st.just("undo")), st.tuples(st.just("redo")),
    st.tuples(st.just("undo --to"), st.integers(0, 40)),
), min_size=1, max_size=30)


@pytest.fixture
def small(monkeypatch):
    """A checkpoint every 3 entries, the newest 3 kept, 4 entries a history page."""
    monkeypatch.setattr(session_mod, "EVERY", 3)
    monkeypatch.setattr(journal_mod, "KEPT", 3)
    monkeypatch.setattr(history, "PAGE", 4)


def _typed(step) -> list[str]:
    if step[0] == "pay":
        return ["pay", step[1], step[2], str(step[3])]
    if step[0] == "undo --to":
        return ["undo", "--to", str(step[1]), "--yes"]
    return [step[0]]


def _replayed(path):
    """The state and the log as a full replay of the journal gives them (no checkpoint)."""
    session = Session.open(path)
    state, timeline, _effects = session.replay()
    return state, tuple(timeline.active), session.log()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
def test_checkpoints_give_what_a_full_replay_gives(tmp_path_factory, small, steps):
    from tests.conftest import Cli

    cli = Cli(tmp_path_factory.mktemp("game") / "g.db")
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "5")
    for step in steps:
        cli(*_typed(step))   # a refused step (nothing to undo, no money) writes nothing
        state, active, log = _replayed(cli.game)
        session = Session.open(cli.game)
        assert session.played(active) == state          # from the newest checkpoint
        assert Session.open(cli.game).state() == state  # a one-shot command's state
        rows, _number, pages = history.page(session, 1)
        told = []
        for number in range(1, pages + 1):
            told += history.page(Session.open(cli.game), number)[0]
        assert [(r["seq"], r["kind"], r["summary"], r["effects"], r["undone"]) for r in told] \
            == [(i.seq, i.kind, i.summary, i.effects, i.undone) for i in log[::-1]]
        page = live.snapshot(Session.open(cli.game))
        assert [e["seq"] for e in page["log"]] == list(active[-live.LOG_LINES:][::-1])


def test_an_undo_at_a_checkpoint_replays_from_the_one_before(cli, small):
    """The checkpoint at the very action taken back holds it: the undo starts from the
    one before, and its state is the full replay's."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "5")
    for n in range(1, 10):
        cli.ok("pay", "Ann", "Bob", str(5 * n))
    seqs = [s for (s,) in sqlite3.connect(cli.game).execute("SELECT seq FROM checkpoints")]
    assert seqs == [3, 6, 9]   # every 3 entries, the newest 3
    cli.ok("undo")              # takes back #9, whose checkpoint cannot be used
    state, active, _log = _replayed(cli.game)
    assert active == tuple(range(1, 9))
    assert Session.open(cli.game).state() == state
    assert [p["cash"] for p in cli.json("status")["players"]][:2] == [3000 - 180, 3000 + 180]


def test_a_checkpoint_not_sealed_here_is_not_used(cli, small):
    """A checkpoint row edited with sqlite3 (its state changed, its seal not) is passed over:
    the state is the full replay's."""
    from companion.core import snapshot

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "5")
    for n in range(1, 8):
        cli.ok("pay", "Ann", "Bob", "100")
    conn = sqlite3.connect(cli.game)
    body = conn.execute("SELECT body FROM checkpoints WHERE seq = 6").fetchone()[0]
    state, active = snapshot.loads(body, Session.open(cli.game)._new_state())
    state.ledger.balances["Ann"] += 1_000_000
    conn.execute("UPDATE checkpoints SET body = ? WHERE seq = 6",
                 (snapshot.dumps(state, active),))
    conn.commit()
    conn.close()
    cli.ok("undo")
    assert [p["cash"] for p in cli.json("status")["players"]][:2] == [3000 - 600, 3000 + 600]
