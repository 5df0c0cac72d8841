"""Crash safety and concurrency: a SIGKILL loses no acknowledged action and leaves a file whose
chain verifies; two writers lose none."""

import os
import signal
import subprocess
import sys
import textwrap

from companion.core.session import Session
from companion.games import load

WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from companion.core.session import Session
    session = Session.open(Path(sys.argv[1]))
    payer, payee, count = sys.argv[2], sys.argv[3], int(sys.argv[4])
    for i in range(count):
        item = session.act({"type": "pay", "from": payer, "to": payee, "amount": 10_000,
                            "reason": f"{payer} {i}"})
        print(item.seq, flush=True)
""")


def new_game(path):
    Session.create(path, load("discretion"), ["Ann", "Bob"], seed=1)


def writer(path, payer, payee, count):
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), payer, payee, str(count)],
                            stdout=subprocess.PIPE, text=True)


def test_sigkill_mid_run_keeps_every_acknowledged_action(tmp_path):
    path = tmp_path / "g.db"
    new_game(path)
    proc = writer(path, "Ann", "Bob", 100_000)
    acknowledged = [int(proc.stdout.readline()) for _ in range(40)]
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    session = Session.open(path)   # the chain verifies, whenever the kill came
    seqs = {e.seq for e in session.journal.entries()}
    assert set(acknowledged) <= seqs
    state = session.state()
    paid = len(seqs)
    assert state.ledger.balance("Bob") == 2_500_000 + 10_000 * paid
    assert state.ledger.total() == 0
    session.act({"type": "pay", "from": "Bob", "to": "Ann", "amount": 10_000,
                 "reason": "after"})


def test_two_processes_at_once_lose_no_update(tmp_path):
    path = tmp_path / "g.db"
    new_game(path)
    first, second = writer(path, "Ann", "Bob", 40), writer(path, "Bob", "Ann", 40)
    out_a, _ = first.communicate(timeout=120)
    out_b, _ = second.communicate(timeout=120)
    assert first.returncode == second.returncode == 0
    assert len(out_a.split()) == len(out_b.split()) == 40
    session = Session.open(path)
    assert len(session.journal.entries()) == 80
    state = session.state()
    assert state.ledger.balance("Ann") == state.ledger.balance("Bob") == 2_500_000


MID_WRITE = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from companion.core.journal import Journal
    from companion.core.session import Session

    def stall(self, seq, key, body):   # the entry is written, its transaction still open
        print("inside", seq, flush=True)
        time.sleep(60)

    session = Session.open(Path(sys.argv[1]))
    for i in range(int(sys.argv[2])):
        session.act({"type": "pay", "from": "Ann", "to": "Bob", "amount": 10_000, "reason": "x"})
    Journal.save_snapshot = stall
    session.act({"type": "pay", "from": "Ann", "to": "Bob", "amount": 10_000, "reason": "x"})
""")


def test_sigkill_in_the_middle_of_writing_an_entry_leaves_a_file_that_verifies(tmp_path):
    from companion.core.check import check

    path = tmp_path / "g.db"
    new_game(path)
    proc = subprocess.Popen([sys.executable, "-c", MID_WRITE, str(path), "3"],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "inside 4\n"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    session = Session.open(path)   # verifies the chain
    assert session.journal.verify()[0] == 3
    assert check(path).problems == []
    item = session.act({"type": "pay", "from": "Bob", "to": "Ann", "amount": 10_000,
                        "reason": "after"})
    assert item.seq == 4 and check(path).problems == []
