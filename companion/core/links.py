"""The players' personal links and the requests sent from them, kept in the game file.

Both live in tables of their own beside the journal: they are not the game (its entries,
setup and chain are untouched, so `companion check` and the chain never see them), and a
token is never written to the journal. A token is 192 random bits (`secrets`), compared in
constant time. A request is a command line of the game's own commands proposed on behalf of
one player; it waits for the banker, who accepts it (one journal entry naming who asked)
or declines it (no entry); one not answered within `EXPIRES` seconds lapses.

A stored request is data, not trusted words: anyone with the file can edit its row. Its
words are made again from its command wherever they are shown (moves/asking.py: `said`), the
words stored with it (what the phone showed before sending) are never shown again, and a row
that is not of the shape companion writes is skipped (`listed` names it).
"""

import hmac
import re
import secrets
import sqlite3
import time
from pathlib import Path
from typing import NamedTuple

from companion.core.errors import GameFileError, RuleViolation
from companion.core.i18n import N_, _, ngettext

EXPIRES = 600          # seconds a request waits for the banker
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS links (player TEXT PRIMARY KEY, token TEXT NOT NULL UNIQUE)",
    "CREATE TABLE IF NOT EXISTS requests (id INTEGER PRIMARY KEY AUTOINCREMENT, "
    "player TEXT NOT NULL, rid TEXT NOT NULL, argv TEXT NOT NULL, says TEXT NOT NULL, "
    "at REAL NOT NULL, state TEXT NOT NULL DEFAULT 'waiting', seq INTEGER, why TEXT, "
    "UNIQUE (player, rid))",
    # a sale's other party agreeing to it on their phone
    "CREATE TABLE IF NOT EXISTS agreed (request INTEGER PRIMARY KEY, player TEXT NOT NULL, "
    "at REAL NOT NULL)",
    # an entry a player thinks looks wrong, for the banker to see
    "CREATE TABLE IF NOT EXISTS flags (id INTEGER PRIMARY KEY AUTOINCREMENT, "
    "player TEXT NOT NULL, rid TEXT NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL, "
    "UNIQUE (player, rid))",
)
ADDED = {"dice": "TEXT"}   # columns later than the table: companion's dice of a throw, "3,4"
WAITING, ACCEPTED, DECLINED, REFUSED, EXPIRED, OUTBID = (
    "waiting", "accepted", "declined", "refused", "expired", "outbid")
STATES = {WAITING: N_("waiting"), ACCEPTED: N_("accepted"), DECLINED: N_("declined"),
          REFUSED: N_("refused"), EXPIRED: N_("expired"), OUTBID: N_("outbid")}   # in words
DICE = re.compile(r"[1-6](,[1-6])*")


class Request(NamedTuple):
    id: int
    player: str
    rid: str          # the phone's own id for it: the same id twice is one request
    argv: list[str]   # the command line, as the banker would type it
    says: str         # what it did, as shown to the player before sending: never shown again
    at: float
    state: str
    seq: int | None   # the journal entry it became, once accepted
    why: str | None   # why it was refused when accepted, in the rules' words
    dice: str | None = None   # a throw's dice as companion rolled them ("3,4")

    def rolled(self) -> list[int]:
        return [int(d) for d in self.dice.split(",")] if self.dice else []

    def line(self) -> str:
        import shlex

        return shlex.join(self.argv)

    def waiting(self, now: float | None = None) -> bool:
        return self.state == WAITING and (now or time.time()) - self.at < EXPIRES


def connect(path: Path, write: bool = False) -> sqlite3.Connection:
    """A connection to the game file's link tables (made when `write` and missing)."""
    from companion.core.journal import _connect, _connect_read_only

    conn = _connect(path) if write else _connect_read_only(path)
    if write:
        for statement in _SCHEMA:
            conn.execute(statement)
        have = {row[1] for row in conn.execute("PRAGMA table_info(requests)")}
        for column, kind in ADDED.items():
            if column not in have:
                conn.execute(f"ALTER TABLE requests ADD COLUMN {column} {kind}")
    return conn


def _has_tables(conn: sqlite3.Connection) -> bool:
    return _has_table(conn, "requests")


def _has_table(conn: sqlite3.Connection, name: str) -> bool:
    return conn.execute("SELECT count(*) FROM sqlite_master WHERE name = ?", (name,)
                        ).fetchone()[0] > 0


def tokens(path: Path, players: list[str]) -> dict[str, str]:
    """Player -> their token, one made for each player who has none yet."""
    held = _holding(path)
    if all(p in held for p in players):
        return {p: held[p] for p in players}   # nothing to write (a read-only file too)
    with _writing(path) as conn:
        held = dict(conn.execute("SELECT player, token FROM links").fetchall())
        for player in players:
            if player not in held:
                held[player] = _new(conn, player)
        return {p: held[p] for p in players}


def renew(path: Path, player: str) -> str:
    """A new token for `player`; the old one stops working at once."""
    with _writing(path) as conn:
        return _new(conn, player)


def _holding(path: Path) -> dict[str, str]:
    conn = connect(path)
    try:
        return held_tokens(conn)
    finally:
        conn.close()


class ReadOnly(GameFileError):
    """The file cannot be written, and the players' links are kept in it."""


class _writing:
    """A connection that writes the link tables; a file that cannot be written is one line."""

    def __init__(self, path: Path):
        self.path = path

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.conn = connect(self.path, write=True)
        except (GameFileError, sqlite3.OperationalError) as exc:
            raise self._refusal(exc) from None
        return self.conn

    def __exit__(self, exc_type, exc, tb):
        self.conn.close()
        if isinstance(exc, sqlite3.OperationalError):
            raise self._refusal(exc) from None
        return False

    def _refusal(self, exc: Exception) -> Exception:
        import os

        said = isinstance(exc, sqlite3.Error) and "readonly" in str(exc)   # SQLite's English
        if said or not (os.access(self.path, os.W_OK)
                        and os.access(self.path.resolve().parent, os.W_OK)):
            return ReadOnly(_("the players' links are kept in the game file, and {path} is "
                              "read-only (`companion backup` makes a copy to play on)").format(
                path=self.path))
        return exc

def _new(conn: sqlite3.Connection, player: str) -> str:
    token = secrets.token_urlsafe(24)
    conn.execute("INSERT OR REPLACE INTO links (player, token) VALUES (?, ?)", (player, token))
    return token


def holder(held: dict[str, str], typed: str) -> str | None:
    """The player whose token `typed` is, comparing every token in constant time."""
    found = None
    for player, token in held.items():
        if hmac.compare_digest(token.encode(), typed.encode()):
            found = player
    return found


def held_tokens(conn: sqlite3.Connection) -> dict[str, str]:
    if not conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'links'").fetchone()[0]:
        return {}
    return dict(conn.execute("SELECT player, token FROM links").fetchall())


# --- requests ---------------------------------------------------------------------------
def propose(path: Path, player: str, rid: str, argv: list[str], says: str,
            dice: list[int] | None = None, outbid: list[int] = ()) -> tuple[Request, bool]:
    """Store a request (with the dice companion rolled for it; a bid with the waiting bids
    it tops marked outbid, in the same write); (it, True), or (the one stored before under
    the same id, False)."""
    import json

    conn = connect(path, write=True)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("INSERT INTO requests (player, rid, argv, says, at, dice) VALUES "
                         "(?, ?, ?, ?, ?, ?)", (player, rid, json.dumps(argv), says,
                                                time.time(),
                                                ",".join(map(str, dice)) if dice else None))
            conn.executemany("UPDATE requests SET state = 'outbid' WHERE id = ? AND "
                             "state = 'waiting'", [(n,) for n in outbid])
            conn.execute("COMMIT")
            fresh = True
        except sqlite3.IntegrityError:
            conn.execute("ROLLBACK")
            fresh = False
        row = conn.execute(f"SELECT {_columns(conn)} FROM requests WHERE player = ? AND "
                           "rid = ?", (player, rid)).fetchone()
        return _readable(row), fresh
    finally:
        conn.close()


_COLUMNS = "id, player, rid, argv, says, at, state, seq, why"


def _columns(conn: sqlite3.Connection) -> str:
    """The columns read, the later ones as NULL in a file written before them (read-only)."""
    have = {row[1] for row in conn.execute("PRAGMA table_info(requests)")}
    return ", ".join([_COLUMNS, *(c if c in have else "NULL" for c in ADDED)])


def asked(path: Path, player: str, rid: str) -> Request | None:
    """The request `player`'s phone sent before under the id `rid`, if any."""
    conn = connect(path)
    try:
        if not _has_tables(conn):
            return None
        row = conn.execute(f"SELECT {_columns(conn)} FROM requests WHERE player = ? AND "
                           "rid = ?", (player, rid)).fetchone()
        return _readable(row) if row else None
    finally:
        conn.close()


def _readable(row) -> Request:
    """The request in `row`, or one line when its row cannot be read."""
    try:
        return _request(row)
    except ValueError:
        raise RuleViolation(skipped_note([row[0]])) from None


def _request(row) -> Request:
    """The request in a row as stored; ValueError unless it is of the shape companion
    writes (the row may have been edited with any SQLite tool)."""
    import json

    try:
        argv = json.loads(row[3]) if isinstance(row[3], str) else None
    except ValueError:
        argv = None
    found = Request(row[0], row[1], row[2], argv, *row[4:])
    if not (type(found.id) is int and isinstance(found.player, str)
            and isinstance(found.rid, str) and isinstance(found.argv, list) and found.argv
            and all(isinstance(word, str) for word in found.argv)
            and type(found.at) in (int, float) and found.state in STATES
            and (found.seq is None or type(found.seq) is int)
            and (found.why is None or isinstance(found.why, str))
            and (found.dice is None or (isinstance(found.dice, str)
                                        and DICE.fullmatch(found.dice)))):
        raise ValueError(f"request {row[0]!r} is not of companion's shape")
    return found


def listed(conn: sqlite3.Connection, last: int = 0, skipped: list | None = None,
           only_waiting: bool = False) -> list[Request]:
    """Every request (or the `last` ones; or, `only_waiting`, all that still wait), oldest
    first, a lapsed one shown as expired; a row companion cannot read is left out (its id
    added to `skipped`, if given)."""
    if not _has_tables(conn):
        return []
    now, found = time.time(), []
    where = "WHERE state = 'waiting' AND at > ? " if only_waiting else ""
    rows = conn.execute(f"SELECT {_columns(conn)} FROM requests {where}ORDER BY id DESC"
                        + (f" LIMIT {int(last)}" if last else ""),
                        (now - EXPIRES,) if only_waiting else ()).fetchall()
    for row in rows[::-1]:
        try:
            found.append(_request(row))
        except ValueError:
            if skipped is not None:
                skipped.append(row[0])
    return [r._replace(state=EXPIRED) if r.state == WAITING and not r.waiting(now) else r
            for r in found]


def next_lapse(conn: sqlite3.Connection) -> float | None:
    """When the next waiting request lapses (seconds since the epoch), if one waits."""
    if not _has_tables(conn):
        return None
    (at,) = conn.execute("SELECT min(at) FROM requests WHERE state = 'waiting' AND at > ?",
                         (time.time() - EXPIRES,)).fetchone()
    return None if at is None else at + EXPIRES


def skipped_note(skipped: list) -> str:
    """One line naming the requests whose rows cannot be read."""
    return ngettext("request {numbers} in the file cannot be read (changed outside "
                    "companion): skipped",
                    "requests {numbers} in the file cannot be read (changed outside "
                    "companion): skipped", len(skipped)).format(
        numbers=", ".join(f"#{n}" for n in skipped))


def waiting(path: Path, skipped: list | None = None) -> list[Request]:
    """The requests waiting for the banker, oldest first (unreadable ones in `skipped`)."""
    conn = connect(path)
    try:
        return [r for r in listed(conn, skipped=skipped) if r.state == WAITING]
    finally:
        conn.close()


def find(path: Path, number: int) -> Request:
    """Request `number`, if it still waits; else one line saying what became of it."""
    conn = connect(path)
    skipped: list = []
    try:
        found = {r.id: r for r in listed(conn, skipped=skipped)}
    finally:
        conn.close()
    request = found.get(number)
    if number in skipped:
        raise RuleViolation(skipped_note([number]))
    if request is None:
        raise RuleViolation(_("there is no request {number}; `companion requests` lists "
                              "them").format(number=number))
    if request.state != WAITING:
        raise RuleViolation(_("request {number} ({player}: {command}) is {state} "
                              "already").format(number=number, player=request.player,
                                                command=request.line(),
                                                state=_(STATES[request.state])))
    return request


def close(conn: sqlite3.Connection, number: int, state: str, seq: int | None = None,
          why: str | None = None) -> None:
    """Mark a waiting request answered, inside the caller's transaction on `conn`; refused
    (so that nothing else is written) if it was answered meanwhile."""
    done = conn.execute("UPDATE requests SET state = ?, seq = ?, why = ? WHERE id = ? AND "
                        "state = 'waiting' AND at > ?",
                        (state, seq, why, number, time.time() - EXPIRES)).rowcount
    if not done:
        raise RuleViolation(_("request {number} was answered already, or has expired").format(
            number=number))


def answer(path: Path, number: int, state: str, why: str | None = None) -> None:
    """Decline request `number`, or mark it refused by the rules (no journal entry)."""
    conn = connect(path, write=True)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            close(conn, number, state, None, why)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    finally:
        conn.close()


# --- a sale's other party agreeing, and entries flagged ---------------------------------
def agree(path: Path, number: int, player: str) -> None:
    """`player` agrees to request `number` (the caller checked it is theirs to agree to)."""
    with _writing(path) as conn:
        conn.execute("INSERT OR IGNORE INTO agreed (request, player, at) VALUES (?, ?, ?)",
                     (number, player, time.time()))


def agreements(conn: sqlite3.Connection) -> dict[int, str]:
    """Request -> the player who agreed to it."""
    if not _has_table(conn, "agreed"):
        return {}
    return dict(conn.execute("SELECT request, player FROM agreed").fetchall())


class Flag(NamedTuple):
    id: int
    player: str
    seq: int      # the journal entry the player thinks looks wrong
    at: float


def flag(path: Path, player: str, rid: str, seq: int) -> tuple[Flag, bool]:
    """Store `player`'s flag on entry `seq` once per id `rid`; (it, whether new)."""
    with _writing(path) as conn:
        fresh = conn.execute("INSERT OR IGNORE INTO flags (player, rid, seq, at) VALUES "
                             "(?, ?, ?, ?)", (player, rid, seq, time.time())).rowcount == 1
        row = conn.execute("SELECT id, player, seq, at FROM flags WHERE player = ? AND "
                           "rid = ?", (player, rid)).fetchone()
        return Flag(*row), fresh


def flags(conn: sqlite3.Connection) -> list[Flag]:
    """The flags of the last `EXPIRES` seconds, oldest first (a row not of companion's
    shape left out)."""
    if not _has_table(conn, "flags"):
        return []
    rows = conn.execute("SELECT id, player, seq, at FROM flags WHERE at > ? ORDER BY id",
                        (time.time() - EXPIRES,)).fetchall()
    return [Flag(*row) for row in rows if type(row[0]) is int and isinstance(row[1], str)
            and type(row[2]) is int and type(row[3]) in (int, float)]
