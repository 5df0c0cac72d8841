"""The journal: an append-only SQLite file of actions, undos and redos.

The file stores what people did, never derived balances: state is a replay.
Triggers make the entries table append-only; every write is one transaction.
"""

import json
import os
import sqlite3
from typing import NamedTuple
from pathlib import Path

from companion.core.errors import GameFileError

FORMAT = 1
_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE entries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')),
    body TEXT NOT NULL,
    summary TEXT NOT NULL,
    effects TEXT NOT NULL DEFAULT '[]',  -- as shown when written; replay is the authority
    at TEXT NOT NULL
);
CREATE TRIGGER entries_append_only_update BEFORE UPDATE ON entries
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
CREATE TRIGGER entries_append_only_delete BEFORE DELETE ON entries
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
"""

# A derived cache of the replayed state (never the truth), created when first written.
_SNAPSHOT_TABLE = """CREATE TABLE IF NOT EXISTS snapshot (
    id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, key TEXT NOT NULL,
    body BLOB NOT NULL)"""
_BUSY_MS = 30_000


class Entry(NamedTuple):
    seq: int
    kind: str
    body: dict
    summary: str
    effects: list
    at: str


class Journal:
    """One open game file. Use `write()` for a locked read-modify-append transaction."""

    def __init__(self, path: Path, conn: sqlite3.Connection):
        self.path = path
        self.conn = conn
        self.identity = _identity(path)

    def replaced(self) -> bool:
        """Whether another file now stands at this path (`new --force` retires the old game
        and writes a new file, which this connection never sees: its data_version stays)."""
        found = _identity(self.path)
        return found is not None and found != self.identity

    @classmethod
    def create(cls, path: Path, meta: dict[str, object]) -> "Journal":
        if path.exists():
            raise GameFileError(f"{path} already exists")
        conn = _connect(path)
        with _transaction(conn):
            for statement in _statements(_SCHEMA):
                conn.execute(statement)
            rows = {"format": FORMAT, **meta}
            conn.executemany(
                "INSERT INTO meta (key, value) VALUES (?, ?)",
                [(k, json.dumps(v)) for k, v in rows.items()],
            )
        return cls(path, conn)

    @staticmethod
    def retire(path: Path) -> Path:
        """Copy the game at `path` to a new dated `.bak` file beside it, then remove it."""
        import shutil
        from datetime import datetime

        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        backup, n = path.with_name(f"{path.name}.{stamp}.bak"), 1
        while backup.exists():
            n += 1
            backup = path.with_name(f"{path.name}.{stamp}-{n}.bak")
        try:
            source = _connect(path)
            target = sqlite3.connect(backup)
            try:
                source.backup(target)
            finally:
                target.close()
                source.close()
        except (GameFileError, sqlite3.DatabaseError):
            shutil.copyfile(path, backup)   # not a readable game: keep its bytes as they are
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        return backup

    @classmethod
    def open(cls, path: Path) -> "Journal":
        if not path.exists():
            raise GameFileError(
                f"no game at {path}: start one with `companion new GAME --players A,B`"
            )
        conn = _connect(path)
        try:
            fmt = conn.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
        except sqlite3.DatabaseError:
            conn.close()
            raise GameFileError(f"{path} is not a companion game file (corrupt or not SQLite)")
        if fmt is None:
            raise GameFileError(f"{path} is not a companion game file (no format record)")
        if json.loads(fmt[0]) != FORMAT:
            raise GameFileError(
                f"{path} uses journal format {fmt[0]}; this companion reads format {FORMAT}"
            )
        return cls(path, conn)

    def meta(self) -> dict:
        try:
            rows = self.conn.execute("SELECT key, value FROM meta").fetchall()
            return {k: json.loads(v) for k, v in rows}
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise GameFileError(f"{self.path} is corrupt: {exc}") from None

    def entries(self, *, light: bool = False) -> list[Entry]:
        """Every entry; `light` reads only what the timeline and undo's summaries need (an
        action's body and every entry's effects left empty): much faster on a long game."""
        try:
            if light:
                rows = self.conn.execute("SELECT seq, kind, CASE kind WHEN 'action' THEN NULL "
                                         "ELSE body END, summary, at FROM entries ORDER BY seq")
                return [Entry(s, k, {} if b is None else json.loads(b), m, [], a)
                        for s, k, b, m, a in rows]
            rows = self.conn.execute(
                "SELECT seq, kind, body, summary, effects, at FROM entries ORDER BY seq")
            return [Entry(s, k, json.loads(b), m, json.loads(f), a) for s, k, b, m, f, a in rows]
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise GameFileError(f"{self.path} is corrupt: {exc}") from None

    def write(self):
        """A context manager holding the write lock: read, decide, then `append`."""
        return _transaction(self.conn, immediate=True)

    def append(self, kind: str, body: dict, summary: str, effects: list[str] = ()) -> int:
        from datetime import datetime, timezone   # here: reading a game never needs it

        at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        cur = self.conn.execute(
            "INSERT INTO entries (kind, body, summary, effects, at) VALUES (?, ?, ?, ?, ?)",
            (kind, json.dumps(body, sort_keys=True), summary, json.dumps(list(effects)), at),
        )
        return cur.lastrowid

    # --- the derived state snapshot (a cache: see companion.core.snapshot) -------------
    def last_seq(self) -> int:
        return self.conn.execute("SELECT COALESCE(MAX(seq), 0) FROM entries").fetchone()[0]

    def data_version(self) -> int:
        """Changes whenever another connection commits to the file (SQLite's own counter)."""
        return self.conn.execute("PRAGMA data_version").fetchone()[0]

    def snapshot(self) -> tuple[int, int, str, bytes] | None:
        """(last entry's seq, snapshot's seq, its key, its bytes), read together; None if the
        file has no snapshot."""
        try:
            return self.conn.execute(
                "SELECT (SELECT COALESCE(MAX(seq), 0) FROM entries), seq, key, body "
                "FROM snapshot WHERE id = 1").fetchone()
        except sqlite3.DatabaseError:
            return None

    def save_snapshot(self, seq: int, key: str, body: bytes) -> None:
        """Store the state at entry `seq`, inside the caller's write transaction."""
        self.conn.execute(_SNAPSHOT_TABLE)
        self.conn.execute("INSERT OR REPLACE INTO snapshot (id, seq, key, body) "
                          "VALUES (1, ?, ?, ?)", (seq, key, body))

    def try_write(self):
        """Like `write()`, but raises sqlite3.OperationalError at once if another process
        holds the lock (for writing a cache, which can wait for the next time)."""
        return _transaction(self.conn, immediate=True, wait=False)

    def close(self) -> None:
        self.conn.close()


def _identity(path: Path) -> tuple[int, int] | None:
    """The file at `path` (device and inode), or None when there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _statements(script: str) -> list[str]:
    """Split the schema into statements, keeping trigger bodies whole."""
    out, buf = [], []
    for line in script.strip().splitlines():
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and (not joined.upper().startswith("CREATE TRIGGER")
                                     or joined.upper().endswith("END;")):
            out.append(joined)
            buf = []
    return out


def _connect(path: Path) -> sqlite3.Connection:
    if path.is_dir():
        raise GameFileError(f"{path} is a folder, not a game file")
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=_BUSY_MS / 1000)
    except sqlite3.Error as exc:
        raise GameFileError(f"cannot open game file {path}: {exc}") from None
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
    except sqlite3.DatabaseError:
        conn.close()
        raise GameFileError(f"{path} is not a companion game file (corrupt or not SQLite)")
    return conn


class _transaction:
    def __init__(self, conn: sqlite3.Connection, immediate: bool = False, wait: bool = True):
        self.conn = conn
        self.begin = "BEGIN IMMEDIATE" if immediate else "BEGIN"
        self.wait = wait

    def __enter__(self):
        if self.wait:
            self.conn.execute(self.begin)
            return self.conn
        self.conn.execute("PRAGMA busy_timeout = 0")
        try:
            self.conn.execute(self.begin)
        finally:
            self.conn.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        self.conn.execute("ROLLBACK" if exc_type else "COMMIT")
        return False
