"""Load and validate a Landlord's Game data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import BGG, Checker, load_toml
from companion.games.landlords_1906.i18n import _, ngettext

BOARD_SIZE = 40
KINDS = ("mother-earth", "lot", "necessity", "trespass", "railroad", "franchise", "speculation",
         "jail", "park", "chance", "luxury")
FOR_SALE = ("lot", "railroad", "franchise", "speculation")
CHANCE_EFFECTS = {"collect": "amount", "pay": "amount", "advance": "space", "back": "steps",
                  "jail": None}
# Spaces the rules find by kind ("go to JAIL", the Poor House in CENTRAL PARK, moving backward
# between the two Chances): the board must have exactly this many of each.
COUNTED_KINDS = {"mother-earth": 1, "jail": 1, "park": 1, "chance": 2}
CHANCE_RETURNED = ("under", "shuffled")   # ruling 21's readings of Rule 11
TEXTS = {"de": str, "pl": str}   # a Chance card's text in another language (else its English)
RULE_INTS = ("dice", "dice_faces", "wages", "jail_fine", "jail_max_turns", "house_rent",
             "max_houses", "franchise_rate", "cinch_rate", "trust_fare", "speculation_ante",
             "speculation_double", "broker_percent", "card_value", "house_value")
TABLES = ("game", "rules", "beginners", "house_rules", "loans", "single_tax", "money",
          "components")
LISTS = ("tax_levels", "start_cash", "average_hands", "public_works", "opportunities", "spaces",
         "chance")


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path)
    c.fields(raw, "file", {k: dict for k in TABLES} | {k: list for k in LISTS})
    c.raise_if_any()
    data = {
        "game": _record(c, raw["game"], "game", {"title": str, "min_players": int,
                                                 "max_players": int, "deal": int,
                                                 "largest_amount": int}, BGG),
        "rules": _rules(c, raw["rules"]),
        "beginners": _record(c, raw["beginners"], "beginners", {"cash": int}),
        "house_rules": _record(c, raw["house_rules"], "house_rules",
                               {k: int for k in ("house_price", "luxury_price", "luxury_value")}),
        "loans": _record(c, raw["loans"], "loans", {k: int for k in ("note", "margin",
                                                                      "interest")}),
        "single_tax": _record(c, raw["single_tax"], "single_tax",
                              {k: int for k in ("votes", "step", "wage_raise",
                                                "education_per_professor", "professor_value")}),
        "components": _record(c, raw["components"], "components",
                              {k: int for k in ("luxury_cards", "education_cards",
                                                "professor_cards")}),
        "tax_levels": _rows(c, raw["tax_levels"], "tax_levels", {"houses": int, "tax": int}),
        "start_cash": _rows(c, raw["start_cash"], "start_cash", {"players": list, "cash": int}),
        "spaces": _spaces(c, raw["spaces"]),
        "chance": _chance(c, raw["chance"]),
    }
    data["money"] = raw["money"]
    data["denominations"], data["note_counts"] = _money(c, raw["money"])
    for_sale = {s["name"] for s in data["spaces"] if s["kind"] in FOR_SALE}
    data["average_hands"] = _hands(c, raw["average_hands"], for_sale)
    data["public_works"] = _works(c, raw["public_works"], data["spaces"])
    data["opportunities"] = _opportunities(c, raw["opportunities"])
    _players(c, data["game"], data["start_cash"], len(for_sale))
    levels = [r.get("houses") for r in data["tax_levels"]]
    c.check(bool(levels) and all(isinstance(n, int) for n in levels) and levels[0] == 0
            and levels == sorted(levels), _("tax_levels: must start at houses = 0 and rise"))
    note = data["loans"].get("note")
    c.check(not isinstance(note, int) or note > 0, _("loans.note: a note lends more than $0"))
    _names(c, data["spaces"])
    _against_rules(c, data["rules"], data["spaces"])
    c.raise_if_any()
    return data


def _against_rules(c: Checker, rules: dict, spaces: list[dict]) -> None:
    """The board against the tables of the rules: a fare for each railroad count, a row of
    the LAND RENT TABLE for each lot."""
    railroads = sum(s["kind"] == "railroad" for s in spaces)
    fares = rules.get("railroad_fares")
    c.check(not isinstance(fares, list) or len(fares) == railroads,
            _("rules.railroad_fares: expected {n} fares (for 1 to {n} railroads), got "
              "{got}").format(n=railroads, got=len(_list(fares))))
    if not isinstance(rules.get("rent_table"), list):
        return
    rows = len(rules["rent_table"])
    for s in spaces:
        c.check(not isinstance(s.get("row"), int) or 0 <= s["row"] <= rows,
                _("spaces[{number}].row: the LAND RENT TABLE has rows 1 to {rows} (0: no "
                  "rent)").format(number=s["number"], rows=rows))


def _players(c: Checker, game: dict, start_cash: list[dict], green: int) -> None:
    """Player counts: a sane range, starting cash for each count, a deal the pack allows."""
    low, high = game.get("min_players"), game.get("max_players")
    if not (isinstance(low, int) and isinstance(high, int)):
        return
    c.check(2 <= low <= high, _("game: expected 2 <= min_players <= max_players"))
    c.check(not isinstance(game.get("deal"), int) or game["deal"] <= green,
            _("game.deal: the pack holds {n} green cards").format(n=green))
    ranges, all_ok = [], True
    for i, row in enumerate(start_cash):
        pair = row.get("players")
        ok = (isinstance(pair, list) and len(pair) == 2
              and all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
              and 1 <= pair[0] <= pair[1])
        c.check(ok, _("start_cash[{i}].players: expected [fewest, most], e.g. [3, 4]").format(i=i))
        all_ok = all_ok and ok
        if ok:
            ranges.append(range(pair[0], pair[1] + 1))
    missing = [n for n in range(low, high + 1) if not any(n in r for r in ranges)]
    c.check(not all_ok or not missing,
            _("start_cash: no starting cash for {counts} players").format(
                counts=", ".join(map(str, missing))))


def _names(c: Checker, spaces: list[dict]) -> None:
    """Names and aliases of spaces all differ (case aside): each names one space."""
    seen: dict[str, int] = {}
    for space in spaces:
        for name in [space["name"], *space["aliases"]]:
            other = seen.setdefault(str(name).casefold(), space["number"])
            c.check(other == space["number"],
                    _("spaces[{number}]: the name {name!r} is taken by space {other}").format(
                        number=space["number"], name=name, other=other))


def _opportunities(c: Checker, rows: list) -> list[dict]:
    out = _rows(c, rows, "opportunities", {"name": str, "corner": int, "wages": int, "rent": int})
    for i, row in enumerate(out):
        c.check(row.get("corner") in (0, 10, 20, 30),
                _("opportunities[{i}].corner: must be a corner (0, 10, 20 or 30)").format(i=i))
    for key in ("name", "corner"):
        values = [row.get(key) for row in out]
        c.check(len(set(map(str, values))) == len(values),
                _("opportunities: each {key} once").format(key=key))
    return out


def _list(value) -> list:
    """A list field, or nothing to look at when it is not one (its type is reported)."""
    return value if isinstance(value, list) else []


def _ints(c: Checker, values, where: str, minimum: int = 0) -> None:
    c.check(not isinstance(values, list) or all(isinstance(v, int) and not isinstance(v, bool)
                                             and v >= minimum for v in values),
            _("{where}: expected whole numbers of at least {minimum}").format(where=where,
                                                                              minimum=minimum))


def _record(c: Checker, record: dict, where: str, fields: dict, optional=None) -> dict:
    # the Checker itself reports a `source` outside rulebook, ruling, house; `house` and
    # `ruling` list the fields of a record whose source differs from the record's
    c.fields(record, where, fields | {"source": str},
             {"house": list, "ruling": list} | (optional or {}))
    if not isinstance(record, dict):
        return {}
    for marker in ("house", "ruling"):
        for key in _list(record.get(marker)):
            c.check(key in fields or key in (optional or {}),
                    _("{where}.{marker}: {key!r} is not a field of this record").format(
                        where=where, marker=marker, key=key))
    for key, kind in fields.items():
        value = record.get(key)
        c.check(kind is not int or not isinstance(value, int) or value >= 0,
                _("{where}.{key}: must not be negative").format(where=where, key=key))
    return record


def _rows(c: Checker, rows: list, where: str, fields: dict, optional=None) -> list[dict]:
    """The rows that are tables (the others are reported)."""
    out = [_record(c, row, f"{where}[{i}]", fields, optional) for i, row in enumerate(rows)]
    return [row for row in out if row]


def _money(c: Checker, money: dict) -> tuple[list[int], list[int]]:
    """The note values, and how many of each the print kit holds (the same order)."""
    _record(c, money, "money", {"denominations": list, "counts": list})
    values, counts = _list(money.get("denominations")), _list(money.get("counts"))
    for key, row in (("denominations", values), ("counts", counts)):
        c.check(all(isinstance(v, int) and v > 0 for v in row),
                _("money.{key}: expected whole amounts above 0").format(key=key))
    c.check(not (isinstance(money.get("denominations"), list)
                 and isinstance(money.get("counts"), list)) or len(values) == len(counts),
            _("money.counts: expected one count per denomination ({n}), got {got}").format(
                n=len(values), got=len(counts)))
    return values, counts


def _rules(c: Checker, rules: dict) -> dict:
    fields = {k: int for k in RULE_INTS} | {
        "railroad_fares": list, "speculation_payouts": list, "broker_caught": list,
        "rent_table": list, "advanced": bool, "double_throws_again": bool,
        "debtor_sells_at_value": bool, "chance_returned": str}
    _record(c, rules, "rules", fields)
    c.check(rules.get("chance_returned", "under") in CHANCE_RETURNED,
            _("rules.chance_returned: expected {values}").format(
                values=" / ".join(CHANCE_RETURNED)))
    for key, least in (("railroad_fares", 0), ("speculation_payouts", 0), ("broker_caught", 2)):
        _ints(c, rules.get(key, []), f"rules.{key}", least)
    dice, faces = rules.get("dice"), rules.get("dice_faces")
    if isinstance(dice, int) and isinstance(faces, int):
        throws = range(dice, dice * faces + 1)
        odd = [v for v in _list(rules.get("broker_caught")) if isinstance(v, int)
               and v not in throws]
        c.check(not odd, _("rules.broker_caught: {odd} is no total {dice} dice of {faces} faces "
                           "can throw ({low} to {high})").format(
            odd=", ".join(map(str, odd)), dice=dice, faces=faces, low=throws[0], high=throws[-1]))
    c.check(not isinstance(rules.get("speculation_payouts"), list)
            or len(rules["speculation_payouts"]) == 7,
            _("rules.speculation_payouts: expected 7 amounts (for throws of 5 to 11)"))
    c.check(not isinstance(rules.get("dice"), int) or rules["dice"] == 2,
            _("rules.dice: expected 2 (a double frees a player from JAIL and wins at "
              "Speculation)"))
    c.check(not isinstance(rules.get("dice_faces"), int) or rules["dice_faces"] >= 2,
            _("rules.dice_faces: a die has at least 2 faces"))
    table, most = _list(rules.get("rent_table")), rules.get("max_houses")
    width = most + 1 if isinstance(most, int) else 4
    for i, row in enumerate(table):
        c.check(isinstance(row, list) and len(row) == width
                and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                        for v in row),
                _("rules.rent_table[{i}]: expected {width} whole amounts of at least 0 (0 to "
                  "{most} houses a lot, rules.max_houses)").format(i=i, width=width,
                                                                   most=width - 1))
    return rules


def _spaces(c: Checker, rows: list) -> list[dict]:
    out = []
    for i, row in enumerate(rows):
        where = f"spaces[{i}]"
        ok = c.fields(row, where, {"number": int, "name": str, "kind": str, "source": str},
                      {"price": int, "row": int, "aliases": list})
        if not ok:
            continue
        c.check(row["number"] == i, _("{where}.number: expected {i} (spaces in board "
                                      "order)").format(where=where, i=i))
        c.check(row["kind"] in KINDS, _("{where}.kind: unknown kind {kind!r} (known: "
                                        "{known})").format(where=where, kind=row["kind"],
                                                           known=", ".join(KINDS)))
        c.check((row["kind"] in FOR_SALE) == ("price" in row),
                _("{where}: a price belongs on lots, railroads, franchises and Speculation "
                  "only").format(where=where))
        c.check((row["kind"] == "lot") == ("row" in row),
                _("{where}: lots (only) need a rent row").format(where=where))
        out.append({"aliases": [], **row})
    c.check(len(rows) == BOARD_SIZE, _("spaces: expected {n} spaces, got {got}").format(
        n=BOARD_SIZE, got=len(rows)))
    for kind, want in COUNTED_KINDS.items():
        got = sum(1 for s in rows if isinstance(s, dict) and s.get("kind") == kind)
        c.check(got == want, ngettext("spaces: expected {n} space of kind {kind!r}, got {got}",
                                      "spaces: expected {n} spaces of kind {kind!r}, got {got}",
                                      want).format(n=want, kind=kind, got=got))
    return out


def _chance(c: Checker, rows: list) -> list[dict]:
    out = []
    for i, row in enumerate(rows):
        where = f"chance[{i}]"
        effect = row.get("effect") if isinstance(row, dict) else None
        arg = CHANCE_EFFECTS.get(effect)
        c.check(effect in CHANCE_EFFECTS, _("{where}.effect: unknown effect {effect!r} (known: "
                                            "{known})").format(where=where, effect=effect,
                                                               known=", ".join(CHANCE_EFFECTS)))
        out.append(_record(c, row, where, {"id": str, "text": str, "effect": str}
                           | ({arg: int} if arg else {}), TEXTS))
        if arg == "space":
            c.check(not isinstance(row.get("space"), int) or 0 <= row["space"] < BOARD_SIZE,
                    _("{where}.space: expected a board number 0 to {most}").format(
                        where=where, most=BOARD_SIZE - 1))
        if arg == "steps":
            c.check(not isinstance(row.get("steps"), int) or 0 < row["steps"] < BOARD_SIZE,
                    _("{where}.steps: expected 1 to {most} steps").format(
                        where=where, most=BOARD_SIZE - 1))
        if arg == "amount" and isinstance(row.get("amount"), int):   # printed and paid alike
            c.check(f"${row['amount']}" in str(row.get("text")),
                    _("{where}.text: must name the amount ${amount} it moves").format(
                        where=where, amount=row["amount"]))
            for lang in TEXTS.keys() & row.keys():   # German and Polish write 50 $
                c.check(f"{row['amount']} $" in str(row[lang]),
                        _("{where}.{lang}: must name the amount {amount} $ it moves").format(
                            where=where, lang=lang, amount=row["amount"]))
    return out


def _hands(c: Checker, rows: list, for_sale: set[str]) -> list[dict]:
    out = _rows(c, rows, "average_hands", {"hand": int, "cards": list})
    taken: set[str] = set()
    for i, row in enumerate(out):
        cards = _list(row.get("cards"))
        c.check(bool(cards), _("average_hands[{i}].cards: a hand holds at least one "
                               "card").format(i=i))
        for card in cards:
            c.check(card in for_sale, _("average_hands[{i}].cards: no card {card!r} on the "
                                        "board").format(i=i, card=card))
            c.check(card not in taken, _("average_hands[{i}].cards: {card!r} is in two "
                                         "hands").format(i=i, card=card))
            taken.add(card)
    return out


def _works(c: Checker, rows: list, spaces: list[dict]) -> list[dict]:
    kinds = {s["name"]: s["kind"] for s in spaces}
    out = _rows(c, rows, "public_works", {"space": str, "work": str})
    seen: dict[str, int] = {}
    for i, row in enumerate(out):
        first = seen.setdefault(str(row.get("space")), i)
        c.check(first == i, _("public_works[{i}]: {space!r} is already public_works[{first}] "
                              "(the Treasury buys or builds on it once)").format(
            i=i, space=row.get("space"), first=first))
        want = {"buy-out": ("railroad", "franchise"), "college": ("trespass",)}.get(row.get("work"))
        c.check(want is not None and kinds.get(row.get("space")) in want,
                _("public_works[{i}]: a buy-out names a railroad or franchise, a college a "
                  "trespass space; got {work!r} on {space!r}").format(
                    i=i, work=row.get("work"), space=row.get("space")))
    return out
