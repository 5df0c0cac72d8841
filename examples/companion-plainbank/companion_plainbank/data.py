"""Read and check a plain bank data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import SOURCES, Checker, load_toml

MARKS = {"house": list}


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path, SOURCES)
    c.fields(raw, "file", {"game": dict, "money": dict, "loans": dict, "score": dict})
    c.raise_if_any()
    c.fields(raw["game"], "game", {"name": str, "min_players": int, "max_players": int,
                                   "source": str}, MARKS)
    c.fields(raw["money"], "money", {"start": int, "notes": list, "note_counts": list,
                                     "source": str}, MARKS)
    c.fields(raw["loans"], "loans", {"enabled": bool, "interest_percent": int, "limit": int,
                                     "source": str}, MARKS)
    c.fields(raw["score"], "score", {"subtract_loans": bool, "source": str}, MARKS)
    c.raise_if_any()
    game, money, loans = raw["game"], raw["money"], raw["loans"]
    c.check(2 <= game["min_players"] <= game["max_players"],
            "game: min_players must be at least 2 and at most max_players")
    notes, counts = money["notes"], money["note_counts"]
    c.check(bool(notes) and all(type(n) is int and n > 0 for n in notes),
            "money.notes: a list of positive whole amounts")
    c.check(notes == sorted(set(notes)), "money.notes: each denomination once, smallest first")
    c.check(len(counts) == len(notes) and all(type(n) is int and n >= 0 for n in counts),
            "money.note_counts: one count (0 or more) for each of money.notes")
    c.raise_if_any()
    c.check(money["start"] >= 0 and money["start"] % notes[0] == 0,
            f"money.start: a whole number of the smallest note ({notes[0]})")
    c.check(0 <= loans["interest_percent"] <= 100, "loans.interest_percent: 0 to 100")
    c.check(loans["limit"] >= 0 and loans["limit"] % notes[0] == 0,
            f"loans.limit: 0 (no limit) or a whole number of the smallest note ({notes[0]})")
    c.raise_if_any()
    return raw
