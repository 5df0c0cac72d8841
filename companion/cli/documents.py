"""What read commands print for scripts beside the score and status documents
(companion.games.shape, docs/json.md): the log's structured entries, and CSV."""

import csv
import re
import sys

from companion.games.shape import ROW_KEYS, STATUS_ROW_KEYS

STATUS_CSV = (*STATUS_ROW_KEYS, "acting")
LOG_CSV = ("seq", "kind", "type", "undone", "at", "summary", "payer", "payee", "amount",
           "reason")


def log_entry(item, players: list[str]) -> dict:
    """A log entry for scripts: what it is (kind, the action's type), who it concerns, the
    money it moved as plain integers, beside its words."""
    told = [item.summary, *item.effects]
    named = [p for p in players if any(
        re.search(rf"(?<!\w){re.escape(p)}(?!\w)", line) for line in told)]
    moved = {t[0] for t in item.transfers} | {t[1] for t in item.transfers}
    return {"seq": item.seq, "kind": item.kind, "type": item.type, "undone": item.undone,
            "at": item.at, "players": [p for p in players if p in named or p in moved],
            "transfers": [{"payer": t[0], "payee": t[1], "amount": t[2], "reason": t[3]}
                          for t in item.transfers],
            "summary": item.summary, "effects": item.effects, "balances": item.balances,
            "problem": item.problem}


def score_csv(document: dict) -> list[str]:
    """`score --csv`'s columns: the common ones, then the game's own parts that are numbers
    (its nested details stay in the JSON)."""
    rows = document["players"]
    return [*ROW_KEYS, *(k for k, v in (rows[0] if rows else {}).items()
                         if k not in ROW_KEYS and type(v) is int)]


def status_rows(document: dict) -> list[dict]:
    """`status --csv`: the common columns only (what every game's status shares), and
    whether the player is the one the table waits for."""
    return [{**{k: r[k] for k in STATUS_ROW_KEYS}, "acting": r["name"] == document["active"]}
            for r in document["players"]]


def write_csv(header: list[str], rows: list[dict]) -> None:
    """Rows as CSV on stdout, `header` first: a missing value empty, true and false in
    lowercase as in the JSON."""
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(header)
    for row in rows:
        out.writerow([_cell(row.get(k)) for k in header])


def _cell(value) -> str | int:
    if value is None:
        return ""
    return str(value).lower() if isinstance(value, bool) else value


def log_rows(entries: list[dict]) -> list[dict]:
    """`log --csv`: a row per transfer (an entry that moved no money has one row with the
    transfer's columns empty); the effects in words are left to `log`."""
    return [{**e, **transfer} for e in entries for transfer in (e["transfers"] or [{}])]
