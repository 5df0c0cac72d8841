"""Load and validate a Eurobusiness data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import BGG, SOURCES, Checker, load_toml

BOARD_SIZE = 40
KINDS = ("start", "city", "chance", "fee", "railway", "utility", "jail", "free", "go-to-jail")
FOR_SALE = ("city", "railway", "utility")
# kinds the rules find by kind: exactly this many on the board
COUNTED = {"start": 1, "jail": 1, "go-to-jail": 1, "railway": 4, "utility": 2}
MARKERS = ("house", "ruling", "research")        # fields whose source differs from the record's
NOTES = {"sources": str, "confidence": str, "note": str}
CHANCE_ARGS = {"pay": {"amount": int}, "collect": {"amount": int},
               "collect-each": {"amount": int}, "jail": {}, "jail-card": {},
               "go": {"field": int, "bonus": bool}, "back": {"steps": int},
               "repairs": {"per_house": int, "per_hotel": int},
               "pay-or-draw": {"amount": int, "other": str}}
RULES = ("start_cash", "start_bonus", "parking_fee", "wealth_tax", "jail_early_fee",
         "jail_fine_total", "jail_turns", "max_houses", "houses_per_round", "hotels_per_circuit",
         "mortgage_interest", "utility_factor", "utility_both_factor", "sale_share",
         "auction_start_share")
NAMES = {"pl": str}        # a name in Polish, optional: a file with English names only shows
                           # them in a Polish game too
DOUBLED_RENT = ("unbuilt", "country")   # a whole country none of it built (the deeds' text,
                                        # J1), or every city of it (the rulebook's sentence)
TABLES = {"game": dict, "rules": dict, "components": dict, "money": dict, "decks": dict,
          "countries": list, "fields": list, "chance": list}


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path, (*SOURCES, "research"))
    c.fields(raw, "file", TABLES)
    c.raise_if_any()
    data = {
        "game": _record(c, raw["game"], "game", {"title": str, "min_players": int,
                                                 "max_players": int, "quick_start_deeds": int,
                                                 "largest_amount": int}, BGG),
        "rules": _record(c, raw["rules"], "rules",
                         {k: int for k in RULES} | {"railway_rents": list, "doubled_rent": str,
                                                    "debtor_sale_floor": bool}),
        "components": _record(c, raw["components"], "components",
                              {"houses": int, "hotels": int, "chance_cards": int}),
        "money": _record(c, raw["money"], "money", {"denominations": list, "start_notes": list,
                                                     "counts": list}),
        "decks": {d: _record(c, rec, f"decks.{d}", {"en": str, "colour": str}, NAMES)
                  for d, rec in raw["decks"].items()},
        "countries": [_record(c, r, f"countries[{i}]", {"id": str, "en": str, "colour": str},
                                             NAMES)
                      for i, r in enumerate(raw["countries"])],
    }
    data["fields"] = _fields(c, raw["fields"], {r.get("id") for r in data["countries"]},
                             set(data["decks"]))
    data["chance"] = _chance(c, raw["chance"], set(data["decks"]))
    _money(c, data["money"], data["rules"])
    _enough_notes(c, data["money"], data["game"].get("max_players", 0))
    _counts(c, data)
    c.raise_if_any()
    return data


def _record(c: Checker, record, where: str, fields: dict, optional=None) -> dict:
    """A table with exactly `fields` (all whole numbers at least 0), a source, and optional
    notes, markers naming its fields and `optional` fields."""
    c.fields(record, where, fields | {"source": str},
             NOTES | {m: list for m in MARKERS} | (optional or {}))
    if not isinstance(record, dict):
        return {}
    for marker in MARKERS:
        for key in record.get(marker, []) if isinstance(record.get(marker), list) else []:
            c.check(key in fields, f"{where}.{marker}: {key!r} is not a field of this record")
    for key, value in record.items():
        c.check(not isinstance(value, int) or value >= 0, f"{where}.{key}: must not be negative")
    return record


def _fields(c: Checker, rows: list, countries: set, decks: set) -> list[dict]:
    out = []
    for i, row in enumerate(rows):
        where = f"fields[{i}]"
        kind = row.get("kind") if isinstance(row, dict) else None
        c.check(kind in KINDS, f"{where}.kind: unknown kind {kind!r} (known: {', '.join(KINDS)})")
        extra = {"city": {"country": str, "price": int, "rents": list, "house": int,
                          "mortgage": int},
                 "railway": {"price": int, "mortgage": int},
                 "utility": {"price": int, "mortgage": int},
                 "chance": {"deck": str}, "fee": {"fee": str}}.get(kind, {})
        record = _record(c, row, where, {"number": int, "kind": str, "en": str} | extra, NAMES)
        if not record:
            continue
        c.check(record.get("number") == i + 1, f"{where}.number: expected {i + 1} "
                                                f"(fields in board order from Start = 1)")
        if kind == "city":
            rents = record.get("rents")
            c.check(isinstance(rents, list) and len(rents) == 6
                    and all(isinstance(v, int) and v > 0 for v in rents),
                    f"{where}.rents: expected 6 amounts (0-4 houses and a hotel)")
            c.check(record.get("country") in countries,
                    f"{where}.country: unknown country {record.get('country')!r}")
        if kind == "chance":
            c.check(record.get("deck") in decks, f"{where}.deck: unknown deck "
                                                 f"{record.get('deck')!r}")
        if kind == "fee":
            c.check(record.get("fee") in ("parking_fee", "wealth_tax"),
                    f"{where}.fee: expected parking_fee or wealth_tax")
        out.append(record)
    c.check(len(rows) == BOARD_SIZE, f"fields: expected {BOARD_SIZE}, got {len(rows)}")
    for kind, want in COUNTED.items():
        got = sum(1 for f in out if f["kind"] == kind)
        c.check(got == want, f"fields: expected {want} field(s) of kind {kind!r}, got {got}")
    c.check(out[:1] and out[0]["kind"] == "start", "fields[0]: field 1 must be Start")
    return out


def _chance(c: Checker, rows: list, decks: set) -> list[dict]:
    out, seen = [], set()
    for i, row in enumerate(rows):
        where = f"chance[{i}]"
        effect = row.get("effect") if isinstance(row, dict) else None
        c.check(effect in CHANCE_ARGS, f"{where}.effect: unknown effect {effect!r} "
                                       f"(known: {', '.join(CHANCE_ARGS)})")
        record = _record(c, row, where, {"deck": str, "id": str, "effect": str, "en": str}
                         | CHANCE_ARGS.get(effect, {}), NAMES)
        if not record:
            continue
        c.check(record.get("deck") in decks, f"{where}.deck: unknown deck {record.get('deck')!r}")
        c.check(record.get("id") not in seen, f"{where}.id: {record.get('id')!r} twice")
        seen.add(record.get("id"))
        if effect == "go":
            c.check(1 <= record.get("field", 0) <= BOARD_SIZE, f"{where}.field: expected 1-40")
        if effect == "pay-or-draw":
            c.check(record.get("other") in decks - {record.get("deck")},
                    f"{where}.other: expected the other deck")
        if "amount" in record:     # printed and paid alike
            for lang in ("en", *(k for k in NAMES if k in record)):
                c.check(f"{record['amount']} $" in str(record.get(lang)),
                        f"{where}.{lang}: must name the amount {record['amount']} $ it moves")
        out.append(record)
    return out


def _money(c: Checker, money: dict, rules: dict) -> None:
    values, start, counts = (money.get(k, []) for k in ("denominations", "start_notes", "counts"))
    c.check(all(isinstance(v, int) and v > 0 for v in values) and values == sorted(values)[::-1],
            "money.denominations: expected whole amounts above 0, largest first")
    c.check(len(start) == len(values) == len(counts),
            "money: start_notes and counts need one number per denomination")
    dealt = sum(v * n for v, n in zip(values, start) if isinstance(v, int) and isinstance(n, int))
    c.check(dealt == rules.get("start_cash"),
            f"money.start_notes: the notes dealt make {dealt} $, not rules.start_cash")


def _enough_notes(c: Checker, money: dict, most: int) -> None:
    """The printed notes must cover the start of the most players the game takes."""
    for value, start, count in zip(*(money.get(k, []) for k in ("denominations", "start_notes",
                                                                "counts"))):
        c.check(not isinstance(start, int) or not isinstance(count, int) or count >= most * start,
                f"money.counts: {count} notes of {value} $ cannot deal {start} to each of "
                f"{most} players")


def _counts(c: Checker, data: dict) -> None:
    game, rules = data["game"], data["rules"]
    c.check(2 <= game.get("min_players", 0) <= game.get("max_players", 0),
            "game: expected 2 <= min_players <= max_players")
    c.check(len(rules.get("railway_rents", [])) == COUNTED["railway"],
            "rules.railway_rents: one rent for each number of railways held (1-4)")
    for deck in data["decks"]:
        got = sum(1 for card in data["chance"] if card.get("deck") == deck)
        c.check(got == data["components"].get("chance_cards"),
                f"chance: the {deck} deck has {got} cards, components.chance_cards says "
                f"{data['components'].get('chance_cards')}")
    c.check(rules.get("doubled_rent") in DOUBLED_RENT,
            f"rules.doubled_rent: expected {' or '.join(DOUBLED_RENT)}, got "
            f"{rules.get('doubled_rent')!r}")
    for key in ("sale_share", "auction_start_share"):
        c.check(rules.get(key, 1) >= 1, f"rules.{key}: must be at least 1")
