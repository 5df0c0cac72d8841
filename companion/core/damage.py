"""What a game file that cannot be read says: one line for each way, and the checks of its
meta rows (what each must hold), so that a damaged file never ends in a Python message."""

import json
import sqlite3
from pathlib import Path

from companion.core.errors import GameFileError

# What each meta row must hold (the others are kept as they are).
_META = {"game": (str, "a game's id"), "rules_version": (str, "a rules version"),
         "players": (list, "a list of names"), "seed": (int, "a number"),
         "data": (dict, "the game's data")}


def read_meta(path: Path, conn: sqlite3.Connection) -> list:
    """The meta rows, after checking that the file holds companion's tables."""
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                             "WHERE type = 'table'")}
        if not tables & {"meta", "entries"}:
            raise GameFileError(f"{path} is not a companion game file (it holds no game "
                                f"tables)")
        for table in ("meta", "entries"):
            if table not in tables:
                raise GameFileError(f"{path} is damaged: its {table} table is missing")
        return conn.execute("SELECT key, value FROM meta").fetchall()
    except sqlite3.DatabaseError as exc:
        raise damaged(path, exc) from None


def meta_from(path: Path, rows: list, newest: int) -> dict:
    """The meta rows parsed, each checked for what it must hold; one line for the first
    that fails, a newer journal format named."""
    meta = {}
    for key, value in rows:
        try:
            meta[key] = json.loads(value)
        except (TypeError, ValueError):
            raise GameFileError(f"{path} is damaged: its meta row {key!r} is not JSON "
                                f"text") from None
    fmt = meta.get("format")
    if "format" not in meta:
        raise GameFileError(f"{path} is not a companion game file (no format record)")
    if type(fmt) is not int or fmt < 1:
        raise GameFileError(f"{path} is damaged: its meta row 'format' holds {fmt!r}")
    if fmt > newest:
        raise GameFileError(f"{path} was written by a newer companion (journal format {fmt}); "
                            f"this companion reads formats 1 to {newest}: update companion")
    for key, (kind, what) in _META.items():
        if not isinstance(meta.get(key), kind) or isinstance(meta.get(key), bool):
            found = "nothing" if key not in meta else repr(meta[key])[:40]
            raise GameFileError(f"{path} is damaged: its meta row {key!r} should hold "
                                f"{what}, not {found}")
    if not meta["players"] or not all(isinstance(p, str) for p in meta["players"]):
        raise GameFileError(f"{path} is damaged: its meta row 'players' should hold a list "
                            f"of names")
    return meta


def damaged(path: Path, exc: sqlite3.DatabaseError) -> GameFileError:
    """One line for SQLite's own complaint about a file."""
    text = str(exc)
    if "not a database" in text:
        return GameFileError(f"{path} is not a companion game file (corrupt or not SQLite)")
    if "readonly" in text:
        return GameFileError(f"{path} is read-only: companion cannot write to it (it can "
                             f"still be read; `companion backup` makes a copy to play on)")
    if "malformed" in text or "corrupt" in text:
        return GameFileError(f"{path} is damaged (truncated or corrupt: SQLite says "
                             f"{text!r}); a copy made with `companion backup` is the way back")
    return GameFileError(f"{path} cannot be read: {text}")


def entry_error(path: Path, seq: int, why: str) -> GameFileError:
    return GameFileError(f"{path}: entry {seq} is damaged ({why}); `companion check` lists "
                         f"every problem")
