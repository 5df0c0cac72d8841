"""Issue 30, item 3: the file alone is the game whenever no companion has it open. A kept
demo, a command, `play` and `serve` (stopped by INT, TERM or HUP) leave no entry in a `-wal`;
a `-wal` put beside a file that does not continue its game is reported, not applied."""

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.table import serving
from tests.conftest import Cli


def wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def alone(path: Path, folder: Path) -> Cli:
    """The game file copied alone (no -wal, no -shm) into `folder`."""
    folder.mkdir()
    shutil.copyfile(path, folder / path.name)
    return Cli(folder / path.name)


def test_a_kept_demo_copied_alone_is_the_whole_game(tmp_path):
    kept = tmp_path / "g.db"
    result = subprocess.run([sys.executable, "-m", "companion", "demo", "payday", "--keep",
                             str(kept)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert not wal(kept).exists() or wal(kept).stat().st_size == 0
    copy = alone(kept, tmp_path / "mailed")
    whole = Cli(kept)("check").out.split(";")[0].split(": ")[1]
    assert copy("check").code == 0 and whole in copy("check").out   # "49 entries"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_serve_stopped_by_a_signal_leaves_the_game_in_the_file(cli, tmp_path, sig):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    serve = subprocess.Popen([sys.executable, "-m", "companion", "--game", str(cli.game),
                              "serve", "--port", "0", "--host", "127.0.0.1"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert "Serving" in serve.stdout.readline()
        cli.ok("pay", "Ann", "Bob", "10k")   # written while serve holds the file open
        time.sleep(0.5)
        serve.send_signal(sig)
        serve.wait(timeout=30)
    finally:
        if serve.poll() is None:
            serve.kill()
    assert "Traceback" not in serve.stderr.read()
    assert not serving._record_of(cli.game).exists()   # serve's `finally` ran
    assert not wal(cli.game).exists() or wal(cli.game).stat().st_size == 0
    assert "Ann pays Bob 10,000" in alone(cli.game, tmp_path / "copy").ok("log")


def test_every_write_moves_its_entry_into_the_file(cli, tmp_path):
    """A reader holds the file open (the WAL is not removed), the writer is killed: the
    file alone still holds the entry."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    reader = sqlite3.connect(cli.game)
    cli.ok("pay", "Ann", "Bob", "10k")
    assert "Ann pays Bob 10,000" in alone(cli.game, tmp_path / "copy").ok("log")
    reader.close()


def held_wal(cli: Cli, *pays: str) -> bytes:
    """The -wal beside `cli`'s game while another connection holds it open, after `pays`."""
    holder = sqlite3.connect(cli.game, isolation_level=None)
    holder.execute("BEGIN")   # a reader keeps the pages written after it in the WAL
    holder.execute("SELECT count(*) FROM entries").fetchone()
    for amount in pays:
        cli.ok("pay", "Ann", "Bob", amount)
    found = wal(cli.game).read_bytes()
    holder.close()
    return found


def put_back(cli: Cli, pages: bytes) -> bytes:
    for suffix in ("-wal", "-shm"):
        cli.game.with_name(cli.game.name + suffix).unlink(missing_ok=True)
    wal(cli.game).write_bytes(pages)
    return cli.game.read_bytes()


def test_another_games_wal_is_reported_not_applied(tmp_path):
    ours, theirs = Cli(tmp_path / "ours.db"), Cli(tmp_path / "theirs.db")
    for cli, seed in ((ours, "1"), (theirs, "2")):
        cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", seed)
        cli.ok("pay", "Ann", "Bob", "10k")
    before = put_back(ours, held_wal(theirs, "20k", "30k"))
    for command in (["status"], ["pay", "Ann", "Bob", "10k"]):
        result = ours(*command)
        assert result.code == 1 and result.err.count("\n") == 1, result.err
        assert (f"{ours.game}-wal beside {ours.game} does not continue its game (its entries "
                f"are not the file's); companion did not apply it") in result.err
    assert ours.game.read_bytes() == before
    wal(ours.game).unlink()
    assert ours.ok("log").count("Ann pays Bob") == 1


def test_a_stale_wal_is_reported_not_applied(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    stale = held_wal(cli, "10k", "20k")
    cli.ok("pay", "Ann", "Bob", "30k")
    cli.ok("pay", "Ann", "Bob", "40k")
    put_back(cli, stale)
    result = cli("log")
    assert result.code == 1 and "(it goes back to entry #2; the file holds #4)" in result.err
    wal(cli.game).unlink()
    assert "Ann pays Bob 40,000" in cli.ok("log")


def test_a_wal_that_continues_the_game_is_applied(cli):
    """A WAL of this game's later entries (a kept demo of an older companion, mailed with
    its -wal) is the game."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    head = cli.game.read_bytes()
    pages = held_wal(cli, "10k")
    cli.game.write_bytes(head)
    put_back(cli, pages)
    assert "Ann pays Bob 10,000" in cli.ok("log")
