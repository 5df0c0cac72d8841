"""The journal: an append-only SQLite file of actions, undos and redos.

The file stores what people did, never derived balances: state is a replay. Triggers make
the entries table append-only; every write is one transaction. Each entry carries a digest
over its content and the digest before it (companion/core/chain.py), verified whenever the
file is read and again under the write lock, so nothing is appended to a file that fails.
A file is opened read-only; the first write reopens it for writing (and upgrades a file of
journal format 1, which had no chain).
"""

import json
import os
import sqlite3
from pathlib import Path
from typing import NamedTuple

from companion.core import chain, damage, heads, snapshot
from companion.core.damage import no_game
from companion.core.errors import GameFileError
from companion.core.i18n import _

FORMAT = 2    # 2: entries chained; 1 (read, upgraded on the first write): not chained
KINDS = ("action", "undo", "redo")
_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE entries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'redo')),
    body TEXT NOT NULL,
    summary TEXT NOT NULL,
    effects TEXT NOT NULL DEFAULT '[]',  -- as shown when written; replay is the authority
    at TEXT NOT NULL,
    digest BLOB  -- SHA-256 over this entry and the digest before it (core/chain.py)
);
"""
_APPEND_ONLY = """
CREATE TRIGGER entries_append_only_update BEFORE UPDATE ON entries
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
CREATE TRIGGER entries_append_only_delete BEFORE DELETE ON entries
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
"""
# A derived cache of the replayed state (never the truth): see companion/core/snapshot.py.
_SNAPSHOT_TABLE = """
CREATE TABLE snapshot (
    id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, head BLOB NOT NULL,
    key TEXT NOT NULL, body BLOB NOT NULL, mac BLOB NOT NULL);
"""
# More sealed states, at points of the journal (core/session.py: every so many entries), so
# that an undo or a page replays a bounded tail; the newest KEPT are kept. A cache as well.
_CHECKPOINTS_TABLE = """
CREATE TABLE IF NOT EXISTS checkpoints (
    seq INTEGER PRIMARY KEY, head BLOB NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL,
    mac BLOB NOT NULL);
"""
KEPT = 8
_BUSY_MS = 30_000


class Entry(NamedTuple):
    seq: int
    kind: str
    body: dict
    summary: str
    effects: list
    at: str


class Sealed(NamedTuple):
    """A snapshot row whose keyed digest this installation made."""

    seq: int
    head: bytes
    key: str
    body: bytes


class Journal:
    """One open game file. Use `write()` for a locked read-modify-append transaction."""

    def __init__(self, path: Path, conn: sqlite3.Connection, writable: bool = False):
        self.path = path
        self.conn = conn
        self.writable = writable
        self.identity = _identity(path)
        self.upgraded: str | None = None   # said once, after a write upgraded the file
        self._verified: int | None = None  # data_version when last verified
        self._last = 0                     # the last entry's seq, as verified
        self.digests: list[bytes] = []     # each entry's digest (format 2), as verified
        self.setup = b""
        self.sealed: Sealed | None = None
        self.record: heads.Record | None = None   # what this computer recorded of the file
        self.stranger: str | None = None   # why the file is not what it recorded (core/heads)
        self.locked = False                  # inside `write()`: a checkpoint may be stored
        self._rows: list | None = None       # the meta rows as stored, parsed, digested
        self._load_meta(damage.read_meta(path, conn))
        self.format = self._meta["format"]

    def replaced(self) -> bool:
        """Whether another file now stands at this path (`new --force` retires the old game
        and writes a new file, which this connection never sees: its data_version stays)."""
        found = _identity(self.path)
        return found is not None and found != self.identity

    # --- opening and creating -----------------------------------------------------
    @classmethod
    def create(cls, path: Path, meta: dict[str, object]) -> "Journal":
        if path.exists():
            raise GameFileError(_("{path} already exists").format(path=path))
        conn = _connect(path)
        with _transaction(conn):
            for statement in _statements(_SCHEMA + _APPEND_ONLY + _SNAPSHOT_TABLE):
                conn.execute(statement)
            rows = [(k, json.dumps(v)) for k, v in {"format": FORMAT, **meta}.items()]
            rows.append((chain.SETUP_KEY, json.dumps(chain.setup_digest(rows).hex())))
            conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", rows)
        created = cls(path, conn, writable=True)
        heads.remember(path, created._setup, [(0, created._setup)], None)
        return created

    @classmethod
    def open(cls, path: Path) -> "Journal":
        """The file at `path`, read-only, its tables and setup checked (its chain is checked
        by `verify`); every way it can be unreadable is one line."""
        if not path.exists():
            raise GameFileError(no_game(path))
        if path.is_dir():
            raise GameFileError(_("{path} is a folder, not a game file").format(path=path))
        from companion.core import wal

        if wal.left(path):
            wal.check(path)
        try:
            conn = _connect_read_only(path)
        except sqlite3.Error as exc:
            raise GameFileError(_("cannot open game file {path}: {error}").format(
            path=path, error=exc)) from None
        try:
            return cls(path, conn)
        except BaseException:
            conn.close()
            raise

    def meta(self) -> dict:
        return dict(self._meta)

    # --- verifying ------------------------------------------------------------------
    def verify(self) -> tuple[int, bytes | None]:
        """(the last entry's seq, the chain's head) once the file is checked: its setup, its
        chain, and that this installation's snapshot (if any) lies on it. Raises the first
        fault as one line. Cheap when nobody wrote since the last time."""
        with self.reading():
            version = self.data_version()
            if version != self._verified:
                found = self.faults()
                if found:
                    raise chain.refusal(self.path, found[0])
                if self.format == FORMAT:
                    self.record = heads.recall(self.path)
                    self.stranger = heads.judge(self.path, self.record, self.setup,
                                                self.digests)
                self._verified = version
        return self._last, (self.digests[-1] if self.digests else self.setup or None)

    def head(self) -> tuple[int, bytes]:
        """(the last entry's seq, its digest; the setup's with no entry) as verified."""
        return self._last, self._digest(self._last)

    def reading(self):
        """A context manager: one read transaction (unless one is open), so that what is
        read inside it (the chain, the snapshot, the entries) is of one moment."""
        return _Reading(self.conn)

    def faults(self, every: bool = False) -> list[chain.Fault]:
        """What breaks the file's chain: the first fault, or with `every` each one."""
        try:
            with self.reading():
                return self._faults(every)
        except sqlite3.DatabaseError as exc:
            raise damage.damaged(self.path, exc) from None

    def _faults(self, every: bool) -> list[chain.Fault]:
        self._load_meta(self.conn.execute("SELECT key, value FROM meta").fetchall())
        self.format, self.sealed = self._meta["format"], None
        self.digests, self.setup = [], b""
        if self.format == 1:
            self._last = self.last_seq()
            if chain.SETUP_KEY in self._meta or self.conn.execute(
                    "SELECT count(*) FROM pragma_table_info('entries') WHERE name = 'digest'"
            ).fetchone()[0]:
                return [chain.Fault(0, _("it says journal format 1 but holds a chain (its "
                                         "format was changed outside companion)"))]
            return []
        self.setup = self._setup
        found = []
        if self._meta.get(chain.SETUP_KEY) != self.setup.hex():
            found.append(chain.Fault(0, _("the game's setup (its players, seed or data) was "
                                          "changed outside companion")))
        self.digests, fault = chain.walk(self.conn, self.setup)
        self._last = len(self.digests)
        found += chain.faults(self.conn, self.setup) if every else [fault] if fault else []
        if found and not every:
            return found[:1]
        most = self.conn.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM sqlite_sequence WHERE name = 'entries'"
        ).fetchone()[0]
        last = self.last_seq()
        if most > last:
            found.append(chain.Fault(last + 1, _("the entries after #{last} were removed "
                                                 "outside companion (it held "
                                                 "#{most})").format(last=last, most=most)))
        self.sealed = self._read_sealed()
        if self.sealed and not fault and (
                self.sealed.seq > self._last or self.sealed.head != self._digest(self.sealed.seq)):
            found.append(chain.Fault(min(self.sealed.seq, self._last + 1),
                                     _("its entries up to #{seq} are not those this computer "
                                       "recorded (the chain was rewritten outside "
                                       "companion)").format(seq=self.sealed.seq)))
        return found

    def _load_meta(self, rows: list) -> None:
        """Parse, check and digest the meta rows, unless they are those already read."""
        if rows != self._rows:
            self._meta, self._rows = damage.meta_from(self.path, rows, FORMAT), rows
            self._setup = chain.setup_digest(rows)

    def _digest(self, seq: int) -> bytes:
        return self.digests[seq - 1] if seq else self.setup

    def _read_sealed(self) -> Sealed | None:
        try:
            row = self.conn.execute(
                "SELECT seq, head, key, body, mac FROM snapshot WHERE id = 1").fetchone()
        except sqlite3.DatabaseError:
            return None   # no snapshot table, or not of this shape: there is no cache
        if row is None or not snapshot.unseal(*row):
            return None
        return Sealed(*row[:4])

    def checkpoint(self, within: set[int], key: str) -> Sealed | None:
        """The newest checkpoint taken at one of the entries `within` under `key`, sealed by
        this installation at the chain's digest there (the file verified in the same read);
        None if there is none."""
        try:
            with self.reading():
                self.verify()
                seqs = [s for (s,) in self.conn.execute(
                    "SELECT seq FROM checkpoints ORDER BY seq DESC") if s in within]
                for seq in seqs:
                    row = self.conn.execute("SELECT seq, head, key, body, mac FROM checkpoints "
                                            "WHERE seq = ?", (seq,)).fetchone()
                    if (0 < seq <= self._last and row[1] == self._digest(seq) and row[2] == key
                            and snapshot.unseal(*row)):
                        return Sealed(*row[:4])
        except sqlite3.DatabaseError:
            pass   # no such table, or not of this shape: there is no checkpoint
        return None

    # --- reading --------------------------------------------------------------------
    def entries(self, *, light: bool = False, through: int | None = None, after: int = 0,
                verified: bool = True) -> list[Entry]:
        """Every entry (after seq `after`, up to seq `through`), the file verified in the
        same read (unless not `verified`: `check` and `repair` read a damaged file); `light`
        reads only what the timeline and undo's summaries need (an action's body and every
        entry's effects left empty): much faster on a long game."""
        columns = ("kind, CASE kind WHEN 'action' THEN '{}' ELSE body END, summary, '[]', at"
                   if light else "kind, body, summary, effects, at")
        try:
            with self.reading():   # a file kept open (serve, play) may be edited meanwhile
                if verified:
                    self.verify()
                rows = self.conn.execute(f"SELECT seq, {columns} FROM entries WHERE seq > ? "
                                         f"AND seq <= ? ORDER BY seq",
                                         (after, 2**62 if through is None else through)
                                         ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise damage.damaged(self.path, exc) from None
        loads = json.loads if not light else _light_loads
        try:
            found = [Entry(s, k, loads(b), m, loads(f), a) for s, k, b, m, f, a in rows]
        except (TypeError, ValueError):
            raise self._bad_entry(rows) from None
        if not all(e.kind in KINDS and type(e.body) is dict and type(e.effects) is list
                   and type(e.summary) is type(e.at) is str for e in found):
            raise self._bad_entry(rows)
        return found

    def outline(self):
        """Each entry in order with its seq, kind and an undo's or redo's body (an action's
        body, every summary and effects left empty), one at a time, none kept: what a
        timeline needs of a long game. Inside `reading()`, the file verified."""
        rows = self.conn.execute("SELECT seq, kind, CASE kind WHEN 'action' THEN '{}' ELSE "
                                 "body END FROM entries ORDER BY seq")
        for seq, kind, body in rows:
            try:
                found = Entry(seq, kind, _light_loads(body), "", [], "")
            except (TypeError, ValueError):
                raise damage.entry_error(self.path, seq, _("its body or effects are not JSON "
                                                           "text")) from None
            if kind not in KINDS or type(found.body) is not dict:
                raise self._bad_entry(self.conn.execute(
                    "SELECT seq, kind, body, summary, effects, at FROM entries WHERE seq = ?",
                    (seq,)).fetchall())
            yield found

    def _bad_entry(self, rows) -> GameFileError:
        """The one line for the first entry that cannot be read."""
        for seq, kind, body, summary, effects, at in rows:
            try:
                parsed = json.loads(body), json.loads(effects)
            except (TypeError, ValueError):
                why = _("its body or effects are not JSON text")
            else:
                why = (_("a column holds a value of the wrong type")
                       if not all(isinstance(v, str) for v in (kind, summary, at)) else
                       _("it is of no kind companion writes: {kind!r}").format(kind=kind)
                       if kind not in KINDS else
                       _("its body or effects have the wrong shape")
                       if not isinstance(parsed[0], dict) or not isinstance(parsed[1], list)
                       else None)
            if why:
                return damage.entry_error(self.path, seq, why)
        return GameFileError(_("{path} is damaged: its entries cannot be read").format(
            path=self.path))

    def last_seq(self) -> int:
        return self.conn.execute("SELECT COALESCE(MAX(seq), 0) FROM entries").fetchone()[0]

    def data_version(self) -> int:
        """Changes whenever another connection commits to the file (SQLite's own counter)."""
        try:
            return self.conn.execute("PRAGMA data_version").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            raise damage.damaged(self.path, exc) from None

    # --- writing --------------------------------------------------------------------
    def write(self):
        """A context manager holding the write lock, the file verified: read, decide, then
        `append`. A file of format 1 is upgraded first (said once in `upgraded`)."""
        return _Write(self, wait=True, upgrade=True)

    def try_write(self):
        """Like `write()`, but raises sqlite3.OperationalError at once if another process
        holds the lock, and never upgrades (for writing a cache, which can wait)."""
        return _Write(self, wait=False, upgrade=False)

    def append(self, kind: str, body: dict, summary: str, effects: list[str] = (),
               at: str | None = None) -> int:
        """Append one entry, chained to the last, inside `write()`; returns its seq."""
        if at is None:
            from datetime import datetime, timezone   # here: reading a game never needs it

            at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        seq, body_text, effects_text = self._last + 1, json.dumps(body, sort_keys=True), \
            json.dumps(list(effects))
        summary = chain.clean(summary)
        digest = chain.entry_digest(self._digest(self._last), seq, kind, body_text,
                                    effects_text, at, summary)
        try:
            self.conn.execute("INSERT INTO entries (seq, kind, body, summary, effects, at, "
                              "digest) VALUES (?, ?, ?, ?, ?, ?, ?)",
                              (seq, kind, body_text, summary, effects_text, at, digest))
        except sqlite3.OperationalError as exc:   # a read-only file (its mode, its disk)
            raise damage.damaged(self.path, exc) from None
        self.digests.append(digest)
        self._last = seq
        return seq

    def save_snapshot(self, seq: int, key: str, body: bytes) -> None:
        """Store the state at entry `seq` (the last), sealed with this installation's key,
        inside the caller's write transaction. Without a key to seal it with, nothing."""
        if seq != self._last or self.format != FORMAT:
            return
        row = self._sealed(seq, key, body)
        if row:
            self._store("snapshot", _SNAPSHOT_TABLE, "INSERT OR REPLACE INTO snapshot (id, seq, "
                        "head, key, body, mac) VALUES (1, ?, ?, ?, ?, ?)", row)
            self.sealed = Sealed(*row[:4])

    def save_checkpoint(self, seq: int, key: str, body: bytes) -> None:
        """Store the state at entry `seq` as a checkpoint, sealed like the snapshot, inside
        the caller's write transaction, keeping the newest `KEPT`. Without a key, nothing."""
        if not 0 < seq <= self._last or self.format != FORMAT:
            return
        row = self._sealed(seq, key, body)
        if row:
            self._store("checkpoints", _CHECKPOINTS_TABLE, "INSERT OR REPLACE INTO checkpoints "
                        "(seq, head, key, body, mac) VALUES (?, ?, ?, ?, ?)", row)
            self.conn.execute("DELETE FROM checkpoints WHERE seq NOT IN (SELECT seq FROM "
                              "checkpoints ORDER BY seq DESC LIMIT ?)", (KEPT,))

    def _sealed(self, seq: int, key: str, body: bytes) -> tuple | None:
        """(seq, head, key, body, mac): the state at entry `seq` sealed with this
        installation's key at the chain's digest there; None without a key."""
        head = self._digest(seq)
        mac = snapshot.seal(seq, head, key, body, create=True)
        return None if mac is None else (seq, head, key, body, mac)

    def _store(self, name: str, schema: str, insert: str, row: tuple) -> None:
        """`insert` the row into cache table `name`, made again when dropped or reshaped."""
        try:
            self.conn.execute(insert, row)
        except sqlite3.OperationalError:
            self._new_cache_table(name, schema)
            self.conn.execute(insert, row)

    def _new_cache_table(self, name: str = "snapshot", schema: str = _SNAPSHOT_TABLE) -> None:
        """A cache table as companion makes it, in place of whatever holds its name."""
        found = self.conn.execute("SELECT type FROM sqlite_master WHERE name = ? "
                                  "AND type IN ('table', 'view')", (name,)).fetchone()
        if found:
            self.conn.execute(f"DROP {found[0]} {name}")
        self.conn.execute(schema)

    def _reopen_for_writing(self) -> tuple[sqlite3.Connection, int | None] | None:
        """Open the file for writing; the read-only connection is returned, still open, with
        its data_version when verified, for `_Write` to ask whether anyone wrote since."""
        if self.writable:
            return None
        conn = _connect(self.path)
        if _identity(self.path) != self.identity:
            conn.close()
            raise GameFileError(_("another game replaced {path}: run the command again").format(
                path=self.path))
        read = self.conn, self._verified
        self.conn, self.writable, self._verified = conn, True, None
        return read

    def _still_verified(self, read: sqlite3.Connection, verified: int | None) -> None:
        """Under the write lock: the file as the read-only connection verified it, when no
        connection committed since (its data_version unchanged), so the chain need not be
        walked again."""
        try:
            same = verified is not None and read.execute(
                "PRAGMA data_version").fetchone()[0] == verified
        except sqlite3.Error:
            same = False
        finally:
            read.close()
        if same:
            self._verified = self.data_version()

    def _upgrade(self) -> None:
        """Format 1 to 2, inside the write lock: chain every entry, renew the cache."""
        conn = self.conn
        try:
            conn.execute("ALTER TABLE entries ADD COLUMN digest BLOB")
        except sqlite3.OperationalError as exc:
            raise GameFileError(_("{path} cannot be upgraded: {error}").format(
                path=self.path, error=exc)) from None
        conn.execute("DROP TRIGGER IF EXISTS entries_append_only_update")
        self._new_cache_table()
        conn.execute("UPDATE meta SET value = ? WHERE key = 'format'", (json.dumps(FORMAT),))
        rows = conn.execute("SELECT key, value FROM meta").fetchall()
        previous = chain.setup_digest(rows)
        conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)",
                     (chain.SETUP_KEY, json.dumps(previous.hex())))
        entries = conn.execute("SELECT seq, kind, body, effects, at, summary FROM entries "
                               "ORDER BY seq").fetchall()
        for seq, *content in entries:
            previous = chain.entry_digest(previous, seq, *content)
            conn.execute("UPDATE entries SET digest = ? WHERE seq = ?", (previous, seq))
        conn.execute(_statements(_APPEND_ONLY)[0])
        self._verified = None

    def settle(self, mode: str = "PASSIVE") -> None:
        """Move the WAL's pages into the file (as far as no reader still needs them: PASSIVE
        waits for none), so that the file alone holds the game even if this process is
        killed; TRUNCATE also empties the WAL (waiting for readers, as the lock does)."""
        try:
            self.conn.execute(f"PRAGMA wal_checkpoint({mode})")
        except sqlite3.Error:
            pass   # another process is reading: the pages stay in the WAL, safely

    def close(self) -> None:
        """Close the file; a writer first moves the WAL's pages into it and empties the WAL,
        so that a copy of the file alone holds the whole game."""
        if self.writable:
            # a reader still in a transaction (a live page mid-read) keeps its pages: the
            # command does not wait for it, the WAL is emptied by the last one to close
            self.conn.execute("PRAGMA busy_timeout = 0")
            self.settle("TRUNCATE")
            heads.closed(self.path)
        self.conn.close()

    # --- copies ---------------------------------------------------------------------
    def backup_to(self, target: Path) -> None:
        """A consistent copy of the whole file at `target` (SQLite's backup API: safe while
        other processes play or serve the game)."""
        copy = sqlite3.connect(target)
        try:
            self.conn.backup(copy)
        finally:
            copy.close()

    @staticmethod
    def retire(path: Path, label: str = "bak") -> Path:
        """Copy the file at `path` to a new dated `NAME.STAMP.LABEL` file beside it, then
        remove it: an SQLite file through the backup API, anything else byte for byte."""
        import shutil

        backup = dated(path, label)
        if not _copy_database(path, backup):
            shutil.copyfile(path, backup)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        return backup


def _light_loads(text):
    """JSON text, the constants a light read puts in an action's place read without
    parsing (20,000 entries' worth on a long game)."""
    return {} if text == "{}" else [] if text == "[]" else json.loads(text)


def _copy_database(path: Path, target: Path) -> bool:
    """Copy an SQLite file holding tables with the backup API; False if it is none."""
    try:
        conn = _connect_read_only(path)
        try:
            if not conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                return False
            copy = sqlite3.connect(target)
            try:
                conn.backup(copy)
            finally:
                copy.close()
        finally:
            conn.close()
    except sqlite3.Error:
        target.unlink(missing_ok=True)
        return False
    return True


def dated(path: Path, label: str) -> Path:
    """A new file name beside `path`: NAME.YYYYMMDD-HHMMSS.LABEL (numbered if taken)."""
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    found, n = path.with_name(f"{path.name}.{stamp}.{label}"), 1
    while found.exists():
        n += 1
        found = path.with_name(f"{path.name}.{stamp}-{n}.{label}")
    return found


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


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write. On read-only media (a folder or disk where SQLite
    cannot make the `-shm` file a WAL file is read with, or a full disk) the file is read as
    immutable: as it is, its WAL unused, which is refused when the WAL holds entries."""
    conn = _read_only(path, "mode=ro")
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:   # see damage.damaged
        conn.close()
        if not damage.unwritable_media(exc):
            return _read_only(path, "mode=ro")   # its complaint is said where it is read
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size:
        raise GameFileError(_("{path} cannot be read here: its newest entries are in {wal}, "
                              "which SQLite cannot open in a folder it may not write to; copy "
                              "both files to a writable folder").format(path=path, wal=wal))
    return _read_only(path, "mode=ro&immutable=1")


def _read_only(path: Path, mode: str) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True, isolation_level=None,
                           timeout=_BUSY_MS / 1000, check_same_thread=False)


def _connect(path: Path) -> sqlite3.Connection:
    """A connection that may write (WAL, every commit synced)."""
    if path.is_dir():
        raise GameFileError(_("{path} is a folder, not a game file").format(path=path))
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=_BUSY_MS / 1000,
                               check_same_thread=False)
    except sqlite3.Error as exc:
        raise GameFileError(_("cannot open game file {path}: {error}").format(
            path=path, error=exc)) from None
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:   # see damage.damaged
        conn.close()
        raise damage.damaged(path, exc) from None
    return conn


class _Write:
    """`Journal.write()`: the write lock, the file verified (and upgraded) inside it."""

    def __init__(self, journal: Journal, wait: bool, upgrade: bool):
        self.journal, self.wait, self.upgrade = journal, wait, upgrade
        self.upgrading = False

    def __enter__(self):
        journal = self.journal
        read = journal._reopen_for_writing()
        try:
            conn = _transaction(journal.conn, immediate=True, wait=self.wait).__enter__()
        except BaseException:
            if read is not None:
                read[0].close()
            raise
        try:
            if read is not None:
                journal._still_verified(*read)
            journal.verify()
            if self.upgrade and journal.format < FORMAT:
                self.upgrading = True
                journal._upgrade()
                journal.verify()
            if journal.stranger:
                raise GameFileError(_(
                    "{why}; companion will not write to it until the table decides: `companion "
                    "check` lists it, `companion repair --keep-through N` keeps the entries it "
                    "trusts, `companion adopt` takes the file as it is").format(
                    why=journal.stranger))
            self.before = journal.head()
        except BaseException:
            conn.execute("ROLLBACK")
            journal._verified = None
            raise
        journal.locked = True
        return conn

    def __exit__(self, exc_type, exc, tb):
        journal = self.journal
        journal.locked = False
        if exc_type:
            journal.conn.execute("ROLLBACK")
            journal._verified = None   # what was appended is gone: verify again
            return False
        recorded = journal.format == FORMAT and journal.head() != self.before
        if recorded:   # recorded first: a crash before the commit leaves the head before known
            heads.remember(journal.path, journal.setup, [self.before, journal.head()],
                           os.getpid())
        try:
            journal.conn.execute("COMMIT")
        except sqlite3.Error:   # a full disk: nothing was written, the head is as before
            if journal.conn.in_transaction:
                journal.conn.execute("ROLLBACK")
            journal._verified = None
            if recorded:
                heads.remember(journal.path, journal.setup, [self.before], None)
            raise
        journal.settle()
        if self.upgrading:
            journal.upgraded = _("{path} was upgraded to journal format {format}: each entry "
                                 "is now chained to the one before it (older companions, "
                                 "which read format 1, refuse it)").format(
                path=journal.path, format=FORMAT)
        return False


class _Reading:
    def __init__(self, conn: sqlite3.Connection):
        self.conn, self.began = conn, False

    def __enter__(self):
        if not self.conn.in_transaction:
            self.conn.execute("BEGIN")
            self.began = True

    def __exit__(self, exc_type, exc, tb):
        if self.began and self.conn.in_transaction:
            self.conn.execute("COMMIT")
        return False


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
