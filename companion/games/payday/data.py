"""Load and validate a Pay Day data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import BGG, Checker, load_toml

DAY_KINDS = ("start", "mail", "deal", "buyer", "sunday", "daylight", "election", "poker",
             "lottery", "payday")
ONCE = ("start", "daylight", "election", "poker", "lottery", "payday")   # one day each
MAIL_KINDS = ("bill", "collection", "lottery", "swellfare", "insurance", "postcard", "advert")
CLASSES = ("auto", "medical", "other")
LAST_DAY = 31
MONEY_KEYS = ("start", "wage", "savings_interest_percent", "loan_interest_percent", "step",
              "early_withdrawal_fee", "election_stake", "poker_stake", "swellfare_max_stake",
              "swellfare_multiplier", "daylight_start_bonus")
SOURCED = {"source": str}
NOTED = {"house": list, "cite": str}


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path)
    c.fields(raw, "file", {"game": dict, "money": dict, "days": list, "deals": list,
                           "mail": list})
    c.raise_if_any()
    data = {
        "game": _game(c, raw["game"]),
        "money": _money(c, raw["money"]),
        "days": _days(c, raw["days"]),
        "deals": _cards(c, raw["deals"], "deals",
                        {"cost": int, "commission": int, "sale": int}, {}),
        "mail": _cards(c, raw["mail"], "mail", {"kind": str, "amount": int, "qty": int},
                       {"class": str}),
    }
    for i, card in enumerate(data["mail"]):
        _mail_card(c, card, f"mail[{i}]")
    for i, deal in enumerate(data["deals"]):
        c.check(deal.get("sale", 0) > deal.get("cost", 0),
                f"deals[{i}].sale: a deal must sell for more than it costs")
    c.raise_if_any()
    return data


def _game(c: Checker, game: dict) -> dict:
    c.fields(game, "game", {"title": str, "min_players": int, "max_players": int,
                            "months": int, "largest_amount": int} | SOURCED, NOTED | BGG)
    c.check(game.get("months", 1) >= 1, "game.months: at least one month")
    return game


def _money(c: Checker, money: dict) -> dict:
    c.fields(money, "money", {k: int for k in MONEY_KEYS} | SOURCED
             | {"notes": list, "start_notes": dict, "swellfare_wins": list,
                "note_counts": list}, NOTED)
    for key in MONEY_KEYS:
        c.check(not isinstance(money.get(key), int) or money[key] >= 0,
                f"money.{key}: must not be negative")
    notes = money.get("notes", [])
    c.check(len(money.get("note_counts", [])) == len(notes),
            "money.note_counts: one count per note value")
    smallest = min(notes) if notes else 1
    c.check(money.get("step", 0) > 0 and money.get("step", 0) % smallest == 0,
            "money.step: a positive amount payable in notes")
    try:
        counted = sum(int(k) * n for k, n in money.get("start_notes", {}).items())
    except ValueError:
        counted = None
    c.check(counted == money.get("start"),
            f"money.start_notes: the notes add up to {counted}, not the start of "
            f"{money.get('start')}")
    c.check(all(w in range(1, 7) for w in money.get("swellfare_wins", [])),
            "money.swellfare_wins: die faces 1 to 6")
    return money


def _days(c: Checker, rows: list) -> list[dict]:
    for i, row in enumerate(rows):
        where = f"days[{i}]"
        if not c.fields(row, where, {"day": int, "kind": str} | SOURCED,
                        {"letters": int} | NOTED):
            continue
        c.check(row["kind"] in DAY_KINDS,
                f"{where}.kind: {row['kind']!r} is not one of {', '.join(DAY_KINDS)}")
        c.check((row["kind"] == "mail") == ("letters" in row),
                f"{where}.letters: a mail day, and only a mail day, says how many letters")
        c.check(row.get("letters", 1) >= 1, f"{where}.letters: at least one")
    numbers = [r.get("day") for r in rows]
    c.check(numbers == list(range(LAST_DAY + 1)), f"days: expected days 0 to {LAST_DAY} in order")
    kinds = [r.get("kind") for r in rows]
    c.check(kinds[:1] == ["start"] and kinds[-1:] == ["payday"],
            f"days: day 0 is the start and day {LAST_DAY} Pay Day")
    for kind in ONCE:
        c.check(kinds.count(kind) == 1, f"days: expected exactly one {kind} day")
    return rows


def _cards(c: Checker, rows: list, where: str, numbers: dict, optional: dict) -> list[dict]:
    seen = set()
    for i, row in enumerate(rows):
        at = f"{where}[{i}]"
        if not c.fields(row, at, {"id": str, "name": str} | numbers | SOURCED,
                        {"name_de": str} | optional | NOTED):   # no German name: the English
            continue
        c.check(row["id"] not in seen, f"{at}.id: duplicate card id {row['id']!r}")
        seen.add(row["id"])
        for key, kind in numbers.items():
            c.check(kind is not int or row[key] >= 0, f"{at}.{key}: must not be negative")
    return rows


def _mail_card(c: Checker, card: dict, where: str) -> None:
    kind = card.get("kind")
    c.check(kind in MAIL_KINDS, f"{where}.kind: {kind!r} is not one of {', '.join(MAIL_KINDS)}")
    classed = kind in ("bill", "insurance")
    c.check(classed == ("class" in card),
            f"{where}.class: bills and insurances, and only they, name a class")
    c.check(not classed or card.get("class") in CLASSES,
            f"{where}.class: one of {', '.join(CLASSES)}")
    c.check(card.get("qty", 1) >= 1, f"{where}.qty: at least one copy")
