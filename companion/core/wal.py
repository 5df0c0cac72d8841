"""A WAL left beside a game file that no companion has open (no `-shm` beside it: copied,
mailed or put back by hand) is applied only when it continues the game the file holds.
SQLite itself would apply any WAL of the right page size, a stale one or another game's,
and the file would silently become what it says."""

import sqlite3
from pathlib import Path

from companion.core.errors import GameFileError
from companion.core.i18n import _


def left(path: Path) -> bool:
    """Whether a WAL with pages lies beside `path` while no connection has it open."""
    try:
        return (Path(f"{path}-wal").stat().st_size > 0
                and not Path(f"{path}-shm").exists())
    except OSError:
        return False


def check(path: Path) -> None:
    """Raise one line when the WAL beside `path` does not continue its game; the file and
    its WAL are read through copies, so that nothing is applied to them."""
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        alone, joined = Path(folder, "alone.db"), Path(folder, "joined.db")
        shutil.copyfile(path, alone)
        shutil.copyfile(path, joined)
        shutil.copyfile(f"{path}-wal", f"{joined}-wal")
        before, after = _chain(alone), _chain(joined)
    if before is None:   # the file alone holds no game yet: the WAL holds all of it
        return
    if after is None:
        why = _("the file cannot be read with it")
    elif after[0] != before[0]:
        why = _("it holds another game")
    elif after[2] < before[2]:
        why = _("it goes back to entry #{seq}; the file holds #{last}").format(
            seq=after[2], last=before[2])
    elif after[1][:len(before[1])] != before[1]:
        why = _("its entries are not the file's")
    else:
        return
    raise GameFileError(_("{wal} beside {path} does not continue its game ({why}); companion "
                          "did not apply it: move it away to play {path} as it is").format(
        wal=f"{path}-wal", path=path, why=why))


def _chain(path: Path) -> tuple[bytes, list[bytes], int] | None:
    """(the setup digest, each entry's digest as far as the chain holds, the entries) of
    the game at `path`; None if it holds none that can be read."""
    from companion.core.journal import Journal, _connect_read_only

    conn = _connect_read_only(path)
    try:
        journal = Journal(path, conn)
        journal.faults()
        return journal.setup, list(journal.digests), journal.last_seq()
    except (GameFileError, sqlite3.Error):
        return None
    finally:
        conn.close()
