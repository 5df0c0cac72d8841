"""What a game file that cannot be read says: one line for each way, and the checks of its
meta rows (what each must hold), so that a damaged file never ends in a Python message."""

import json
import sqlite3
from pathlib import Path

from companion.core.errors import GameFileError
from companion.core.i18n import N_, _

# What each meta row must hold (the others are kept as they are).
_META = {"game": (str, N_("a game's id")), "rules_version": (str, N_("a rules version")),
         "players": (list, N_("a list of names")), "seed": (int, N_("a number")),
         "data": (dict, N_("the game's data"))}


def read_meta(path: Path, conn: sqlite3.Connection) -> list:
    """The meta rows, after checking that the file holds companion's tables."""
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                             "WHERE type = 'table'")}
        if not tables & {"meta", "entries"}:
            raise GameFileError(_("{path} is not a companion game file (it holds no game "
                                  "tables)").format(path=path))
        for table in ("meta", "entries"):
            if table not in tables:
                raise GameFileError(_("{path} is damaged: its {table} table is "
                                      "missing").format(path=path, table=table))
        return conn.execute("SELECT key, value FROM meta").fetchall()
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:   # see `damaged`
        raise damaged(path, exc) from None


def meta_from(path: Path, rows: list, newest: int) -> dict:
    """The meta rows parsed, each checked for what it must hold; one line for the first
    that fails, a newer journal format named."""
    meta = {}
    for key, value in rows:
        try:
            meta[key] = json.loads(value)
        except (TypeError, ValueError):
            raise GameFileError(_("{path} is damaged: its meta row {key!r} is not JSON "
                                  "text").format(path=path, key=key)) from None
    fmt = meta.get("format")
    if "format" not in meta:
        raise GameFileError(_("{path} is not a companion game file (no format "
                              "record)").format(path=path))
    if type(fmt) is not int or fmt < 1:
        raise GameFileError(_("{path} is damaged: its meta row 'format' holds "
                              "{value!r}").format(path=path, value=fmt))
    if fmt > newest:
        raise GameFileError(_("{path} was written by a newer companion (journal format "
                              "{format}); this companion reads formats 1 to {newest}: update "
                              "companion").format(path=path, format=fmt, newest=newest))
    for key, (kind, what) in _META.items():
        if not isinstance(meta.get(key), kind) or isinstance(meta.get(key), bool):
            found = _("nothing") if key not in meta else repr(meta[key])[:40]
            raise GameFileError(_("{path} is damaged: its meta row {key!r} should hold "
                                  "{what}, not {found}").format(path=path, key=key,
                                                                what=_(what), found=found))
    if not meta["players"] or not all(isinstance(p, str) for p in meta["players"]):
        raise GameFileError(_("{path} is damaged: its meta row 'players' should hold a list "
                              "of names").format(path=path))
    return meta


def damaged(path: Path, exc: sqlite3.DatabaseError | UnicodeDecodeError) -> GameFileError:
    """One line for SQLite's own complaint about a file (Python's sqlite3 raises a
    UnicodeDecodeError instead when SQLite's complaint quotes a damaged schema's bytes)."""
    text = "malformed database schema" if isinstance(exc, UnicodeDecodeError) else str(exc)
    if "not a database" in text:
        return GameFileError(_("{path} is not a companion game file (corrupt or not "
                               "SQLite)").format(path=path))
    if "disk is full" in text or ("disk I/O error" in text and _full(path)):
        return GameFileError(_("the disk is full: nothing was written to {path} (free some "
                               "space, then run the command again)").format(path=path))
    if "readonly" in text:
        return GameFileError(_("{path} is read-only: companion cannot write to it (it can "
                               "still be read; `companion backup` makes a copy to play "
                               "on)").format(path=path))
    if "malformed" in text or "corrupt" in text:
        return GameFileError(_("{path} is damaged (truncated or corrupt: SQLite says "
                               "{error!r}); `companion repair --keep-through N` keeps the "
                               "entries that can be read (`companion check` lists them), or go "
                               "back to a copy made with `companion backup`").format(
            path=path, error=text))
    return GameFileError(_("{path} cannot be read: {error}").format(path=path, error=text))


FULL = 1 << 20   # bytes free on a disk that SQLite's "disk I/O error" is taken to have filled


def _full(path: Path) -> bool:
    import os

    try:
        found = os.statvfs(Path(path).resolve().parent)
    except OSError:
        return False
    return found.f_bavail * found.f_frsize < FULL


def unwritable_media(exc: Exception) -> bool:
    """Whether SQLite failed to read a file in WAL mode because it cannot make the files
    beside it (a read-only folder or disk, a full disk)."""
    text = str(exc)
    return any(said in text for said in ("readonly", "unable to open", "disk I/O error",
                                         "disk is full"))


def entry_error(path: Path, seq: int, why: str) -> GameFileError:
    return GameFileError(_("{path}: entry {seq} is damaged ({why}); `companion check` lists "
                           "every problem").format(path=path, seq=seq, why=why))


def no_game(path: Path) -> str:
    """Why there is no game to play: no file at `path`, and how to start one."""
    return _("no game at {path}: start one with `companion new GAME --players A,B`").format(
        path=path)
