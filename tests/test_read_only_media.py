"""Read-only and full media (issue 30, item 5): a game on a read-only stick or share, or in a
read-only file, is read by every read command and served (its table page; the players'
links need a writable file); a full disk refuses a write in one line and reads go on."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.conftest import Cli

READS = [["status"], ["log"], ["score"], ["check"], ["export", "bgstats", "--json"],
         ["report", "--json"], ["rules", "discretion", "house-defaults"]]


def _reader() -> list[str] | None:
    """The prefix that runs a command as a user who cannot write where the modes say no:
    this user when not root; else `nobody` (setpriv), when it may run this Python; else
    root without the capabilities that override file modes (the interpreter may live in
    root's home, which `nobody` cannot enter); None when neither can be had."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    for prefix in ([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"],
                   [setpriv, "--bounding-set=-dac_override,-dac_read_search"]):
        tried = subprocess.run([*prefix, sys.executable, "-c", "import companion"], cwd="/",
                               capture_output=True)
        if tried.returncode == 0:
            return prefix
    return None


READER = _reader()
needs_reader = pytest.mark.skipif(READER is None, reason="no way to drop root's powers here")


@pytest.fixture
def shelf():
    """A folder every user may enter, holding a game of 3 entries (its WAL moved into it)."""
    folder = Path(tempfile.mkdtemp(prefix="companion-shelf-"))
    folder.chmod(0o755)
    cli = Cli(folder / "g.db")
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "2")
    for amount in ("10k", "20k", "30k"):
        cli.ok("pay", "Ann", "Bob", amount)
    cli.home = Path(tempfile.mkdtemp(prefix="companion-reader-"))   # the reader's own
    cli.home.chmod(0o777)
    yield cli
    for path in (folder, *folder.iterdir()):
        path.chmod(0o755 if path.is_dir() else 0o644)
    shutil.rmtree(folder)
    shutil.rmtree(cli.home)


def reader_env(cli) -> dict:
    return {**os.environ, "HOME": str(cli.home), "COMPANION_LANG": "en",
            "XDG_DATA_HOME": str(cli.home / "data")}


def run(cli, *args: str) -> subprocess.CompletedProcess:
    """`companion --game FILE ARGS` as the reader, in the game's folder."""
    return subprocess.run([*READER, sys.executable, "-m", "companion", "--game", str(cli.game),
                           *args], cwd=cli.game.parent, env=reader_env(cli),
                          capture_output=True, text=True, timeout=120)


def read_only(cli, folder: bool = True) -> bytes:
    """Make the game file (and its folder) read-only, the file alone holding the game (its
    WAL moved into it, as companion leaves it); the file's bytes as they are."""
    import sqlite3

    conn = sqlite3.connect(cli.game)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    wal = Path(f"{cli.game}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    cli.game.chmod(0o444)
    if folder:
        cli.game.parent.chmod(0o555)
    return cli.game.read_bytes()


@needs_reader
@pytest.mark.parametrize("folder", [True, False], ids=["read-only folder", "read-only file"])
def test_every_read_command_reads_a_read_only_game(shelf, folder):
    expected = {" ".join(a): shelf.ok(*a) for a in READS}
    before = read_only(shelf, folder)
    files = sorted(p.name for p in shelf.game.parent.iterdir())
    for args in READS:
        done = run(shelf, *args)
        assert done.returncode == 0 and done.stderr == "", (args, done.stderr)
        if args[0] not in ("report", "export", "check"):   # dates of the moment; another
            assert done.stdout == expected[" ".join(args)], args   # key: the cache ignored
    assert "3 entries; the chain holds" in run(shelf, "check").stdout
    assert "#3    Ann pays Bob 30,000" in run(shelf, "log").stdout
    assert shelf.game.read_bytes() == before
    assert sorted(p.name for p in shelf.game.parent.iterdir()) == files


@needs_reader
@pytest.mark.parametrize("folder", [True, False], ids=["read-only folder", "read-only file"])
def test_a_write_and_the_links_on_a_read_only_game_are_one_line(shelf, folder):
    before = read_only(shelf, folder)
    paid = run(shelf, "pay", "Ann", "Bob", "10k")
    assert paid.returncode == 1 and paid.stderr.count("\n") == 1
    assert paid.stderr.startswith("error: ") and "read-only" in paid.stderr
    links = run(shelf, "links")
    assert links.returncode == 1 and links.stderr == (
        "error: the players' links are kept in the game file, and g.db is read-only "
        "(`companion backup` makes a copy to play on)\n".replace("g.db", str(shelf.game)))
    assert shelf.game.read_bytes() == before


@needs_reader
def test_serve_shows_a_read_only_games_table_page(shelf):
    import http.client

    read_only(shelf)
    proc = subprocess.Popen([*READER, sys.executable, "-m", "companion", "--game",
                             str(shelf.game), "serve", "--port", "0"], cwd=shelf.game.parent,
                            env=reader_env(shelf), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline()
        assert first.startswith("Serving Discretion at http://127.0.0.1:"), proc.stderr.read()
        port = int(first.split("127.0.0.1:")[1].split("/")[0])
        said = proc.stdout.readline()
        assert said.startswith("No player's own link: the players' links are kept in the "
                               "game file, and ")
        for path, shown in (("/", "Ann"), ("/history", "#3")):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            conn.request("GET", path)
            reply = conn.getresponse()
            assert reply.status == 200 and shown in reply.read().decode()
            conn.close()
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@needs_reader
def test_a_wal_holding_entries_in_a_read_only_folder_is_named(shelf):
    """Entries left in the WAL (a companion killed while writing) cannot be read where no
    -shm can be made: said in one line, not read as an older game."""
    import sqlite3

    keep = sqlite3.connect(shelf.game, isolation_level=None)   # a reader: the next write
    keep.execute("BEGIN")                                      # stays in the WAL
    keep.execute("SELECT count(*) FROM entries").fetchone()
    shelf.ok("pay", "Ann", "Bob", "40k")
    wal = Path(f"{shelf.game}-wal")
    saved = {p: p.read_bytes() for p in (shelf.game, wal)}
    keep.close()
    for path, data in saved.items():   # as a crash leaves them (closing moved the WAL in)
        path.write_bytes(data)
    Path(f"{shelf.game}-shm").unlink(missing_ok=True)
    shelf.game.parent.chmod(0o555)
    done = run(shelf, "status")
    assert done.returncode == 1 and done.stderr == (
        f"error: {shelf.game} cannot be read here: its newest entries are in {wal}, which "
        f"SQLite cannot open in a folder it may not write to; copy both files to a writable "
        f"folder\n")


@pytest.fixture
def small_disk():
    """A 1 MB tmpfs mounted for the test (as root; skipped where it cannot be)."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small disk needs root")
    folder = Path(tempfile.mkdtemp(prefix="companion-disk-"))
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                      capture_output=True).returncode:
        folder.rmdir()
        pytest.skip("no tmpfs can be mounted here")
    yield folder
    subprocess.run(["umount", "--lazy", str(folder)], check=True)   # once this process's
    folder.rmdir()                                                  # connections close


def test_a_full_disk_refuses_a_write_in_one_line_and_reads_go_on(small_disk):
    cli = Cli(small_disk / "g.db")
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "2")
    cli.ok("pay", "Ann", "Bob", "10k")
    log = cli.ok("log")
    filler = small_disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError:   # no space left on the device
        pass
    finally:
        os.close(fd)
    for args in (["pay", "Ann", "Bob", "20k"], ["undo"]):
        result = cli(*args)
        assert result.code == 1 and result.err == (
            f"error: the disk is full: nothing was written to {cli.game} (free some space, "
            f"then run the command again)\n"), result.err
    assert cli.ok("log") == log and cli("status").code == 0 and cli("check").code == 0
    filler.unlink()
    assert "Ann pays Bob 20,000" in cli.ok("pay", "Ann", "Bob", "20k")
