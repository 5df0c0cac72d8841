"""Issue 30, items 2 and 10: the playing computer remembers each game's head (core/heads.py).
An append forged with its SHA-256 recomputed, and a tail cut with the sequence reset and the
cache dropped, pass the chain but are named on this computer; writes wait for `repair` or
`adopt`. After a companion ended without closing the file, `status` and `play` name the last
entry."""

import hashlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys

import pytest

from tests.test_game_file import edit, game   # noqa: F401 (a fixture)

REFUSED = ("companion will not write to it until the table decides: `companion check` lists "
           "it, `companion repair --keep-through N` keeps the entries it trusts, `companion "
           "adopt` takes the file as it is")


def forge(path, amount: int = 500_000) -> None:
    """Append a payment from the Bank with its digest recomputed, as a one-line script can."""
    conn = sqlite3.connect(path)
    seq, before = conn.execute("SELECT seq, digest FROM entries ORDER BY seq DESC").fetchone()
    row = (seq + 1, "action", '{"amount": %d, "from": "Bank", "reason": "x", "to": "Ann", '
           '"type": "pay"}' % amount, "[]", "2026-12-07T19:00:00+00:00", "Bank pays Ann")
    digest = hashlib.sha256(before + "\0".join(map(str, row)).encode()).digest()
    conn.execute("INSERT INTO entries (seq, kind, body, effects, at, summary, digest) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)", (*row, digest))
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")   # the file alone holds it, as `edit` does
    conn.close()


def cut(path) -> None:
    """Remove the last entry and every trace sqlite3 shows of it."""
    edit(path, "DROP TRIGGER IF EXISTS entries_append_only_delete",
         "DELETE FROM entries WHERE seq = (SELECT max(seq) FROM entries)",
         "UPDATE sqlite_sequence SET seq = seq - 1 WHERE name = 'entries'",
         "DELETE FROM snapshot")


def test_a_forged_append_is_named_and_no_write_follows_it(game):
    forge(game.game)
    line = f"{game.game}: entry #4 was not written by companion on this computer (it wrote up to #3)"
    read = game("status")
    assert read.code == 0 and read.err == f"note: {line}\n"
    before = game.game.read_bytes()
    refused = game("pay", "Ann", "Bob", "10k")
    assert refused.code == 1 and refused.err == f"error: {line}; {REFUSED}\n"
    assert game.game.read_bytes() == before
    checked = game("check")
    assert checked.code == 1 and f"  problem: {line}\n" in checked.out
    assert "now holds 3 entries (1 to 3)" in game.ok("repair", "--keep-through", "3")
    assert game.ok("check").startswith(f"{game.game}: 3 entries; the chain holds")
    assert "#4 Ann pays Bob 10,000" in game.ok("pay", "Ann", "Bob", "10k")


def test_a_cut_tail_is_named_and_adopt_takes_the_file_as_it_is(game):
    cut(game.game)
    line = (f"{game.game}: entry #3 was removed outside companion (this computer wrote it; the "
            f"file ends at #2)")
    assert game("log").err == f"note: {line}\n"
    refused = game("undo")
    assert refused.code == 1 and refused.err == f"error: {line}; {REFUSED}\n"
    assert f"  problem: {line}\n" in game("check").out
    assert game.ok("adopt") == f"{game.game}: its 2 entries are the game on this computer now\n"
    assert game("check").code == 0
    assert "#3 undo #2" in game.ok("undo")


def test_two_entries_cut_are_named_as_a_range(game):
    cut(game.game)
    cut(game.game)
    assert game("status").err == (f"note: {game.game}: entries #2 to #3 were removed outside "
                                  f"companion (this computer wrote them; the file ends at #1)\n")


def test_another_game_at_the_path_is_named(game, tmp_path):
    from tests.conftest import Cli

    other = Cli(tmp_path / "other.db")
    other.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "2")
    for suffix in ("-wal", "-shm"):
        (tmp_path / f"game.db{suffix}").unlink(missing_ok=True)
    shutil.copyfile(other.game, game.game)
    assert game("status").err == (f"note: {game.game} holds another game than the one "
                                  f"companion wrote to it on this computer\n")


def test_a_file_first_seen_here_is_taken_as_it_is(game, tmp_path):
    """A copy under another path has no record: README says what is not caught."""
    copy = tmp_path / "elsewhere.db"
    shutil.copyfile(game.game, copy)
    forge(copy)
    from tests.conftest import Cli

    assert Cli(copy)("status").err == ""


def test_a_backup_is_recorded_so_a_forgery_in_it_is_named(game, tmp_path):
    from tests.conftest import Cli

    game.ok("backup", str(tmp_path / "b.db"))
    forge(tmp_path / "b.db")
    assert "entry #4 was not written by companion" in Cli(tmp_path / "b.db")("status").err


def killed_writer(path) -> None:
    """A process that pays, then dies before it closes the file."""
    script = ("import os, signal, sys; from pathlib import Path; "
              "from companion.core.session import Session; "
              "s = Session.open(Path(sys.argv[1])); "
              "s.act({'type': 'pay', 'from': 'Ann', 'to': 'Bob', 'amount': 50000, "
              "'reason': 'rent'}); os.kill(os.getpid(), signal.SIGKILL)")
    done = subprocess.run([sys.executable, "-c", script, str(path)], env=os.environ.copy())
    assert done.returncode == -signal.SIGKILL


def test_after_a_crash_status_names_the_last_entry_until_a_clean_write(game):
    assert game("status").err == ""
    killed_writer(game.game)
    said = ("note: last entry: #4 Ann pays Bob 50,000: rent (the companion that wrote it ended "
            "without closing the game file: what is not listed was not saved)\n")
    first = game("status")
    assert first.code == 0 and first.err == said
    assert game("status", "--json").err == said
    game.ok("pay", "Bob", "Cy", "10k")   # a write that closes cleanly
    assert game("status").err == ""


def test_after_a_crash_play_names_the_last_entry(game):
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from companion.cli import shell
    from companion.moves.context import Context

    killed_writer(game.game)
    with create_pipe_input() as typed:
        typed.send_text("exit\n")
        import io
        from contextlib import redirect_stderr

        err = io.StringIO()
        with redirect_stderr(err):
            shell.run(Context(game.game), input_=typed, output_=DummyOutput())
    assert "note: last entry: #4 Ann pays Bob 50,000: rent" in err.getvalue()


@pytest.mark.parametrize("command", [["status"], ["log"]])
def test_a_clean_game_says_nothing_more(game, command):
    assert game(*command).err == ""
