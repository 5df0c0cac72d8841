"""Load and validate a Discretion data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import BGG, Checker, load_toml
from companion.core.money import fmt
from companion.games.discretion import grid
from companion.games.discretion.i18n import _

EFFECTS = (
    "rent", "tax", "interest", "auction", "compulsory-auction", "harvest", "extra-harvest",
    "extra-rent", "end-of-year", "inheritance", "land-tax", "urban-renewal", "general-rent",
    "highway", "repairs",
)
RULE_KEYS = (
    "building_price", "demolition_refund", "building_tax", "bank_loan", "bank_loan_interest",
    "bank_loan_repay", "bank_loan_forced_repay", "bank_loans_total", "buildings_per_loan",
    "shark_loan", "shark_interest", "shark_repay", "shark_loans_total", "shark_loans_max_held",
    "harvest_penalty", "inheritance", "end_of_year_bonus_factor", "tiles_per_size_and_type",
    "shark_tokens",
)
HOUSE_RULE_KEYS = ("urban_renewal_compensation", "highway_compensation", "repairs_per_building")
SHARK_END = ("score", "card")   # ruling 14's readings of a Loan Shark loan held to the end


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path)
    c.fields(raw, "file", {k: dict for k in ("game", "rules", "house_rules", "money", "board")}
             | {k: list for k in ("start_money", "building_types", "plots", "years", "events")})
    c.raise_if_any()
    data = {
        "game": _game(c, raw["game"]),
        "rules": _rules(c, raw["rules"], "rules", RULE_KEYS, {"rent": list},
                        {"shark_end": str}),
        "house_rules": _rules(c, raw["house_rules"], "house_rules", HOUSE_RULE_KEYS, {}),
        "denominations": _money(c, raw["money"]),
        "start_money": _start_money(c, raw["start_money"]),
        "building_types": _types(c, raw["building_types"]),
    }
    data["plots"] = _plots(c, raw["plots"], raw["board"])
    data["years"] = _years(c, raw["years"], data["game"].get("years", 0))
    data["events"] = _events(c, raw["events"], {t["id"] for t in data["building_types"]})
    _payable_land_tax(c, data)
    c.check(any(e.get("effect") == "end-of-year" and e.get("year") == 1 for e in raw["events"]),
            _("events: an End of Year card (effect 'end-of-year') must be in play from Year 1"))
    counts = range(data["game"].get("min_players", 0), data["game"].get("max_players", -1) + 1)
    covered = {n for row in data["start_money"] for n in range(row["players"][0],
                                                             row["players"][-1] + 1)}
    c.check(set(counts) <= covered,
            _("start_money: no row for {counts} players").format(
                counts=sorted(set(counts) - covered)))
    c.raise_if_any()
    return data


def _game(c: Checker, game: dict) -> dict:
    c.fields(game, "game", {"title": str, "min_players": int, "max_players": int,
                            "years": int, "largest_amount": int, "source": str},
             {"house": list} | BGG)
    return game


def _rules(c: Checker, rules: dict, where: str, keys: tuple, extra: dict,
           optional: dict | None = None) -> dict:
    c.fields(rules, where, {k: int for k in keys} | extra | {"source": str}, optional)
    for key in keys:
        c.check(not isinstance(rules.get(key), int) or rules[key] >= 0,
                _("{where}.{key}: must not be negative").format(where=where, key=key))
    if optional:   # a data file of its own made before the switch reads it the first way
        rules = {"shark_end": SHARK_END[0], **rules}
        c.check(rules["shark_end"] in SHARK_END, _("{where}.shark_end: expected {values}").format(
            where=where, values=" / ".join(SHARK_END)))
    if "rent" in extra:
        rent = rules.get("rent", [])
        c.check(len(rent) == 5 and all(isinstance(r, int) for r in rent),
                _("{where}.rent: expected 5 whole amounts (for 0 to 4 other types)").format(
                    where=where))
    return rules


def _money(c: Checker, money: dict) -> list[int]:
    c.fields(money, "money", {"denominations": list, "source": str})
    return money.get("denominations", [])


def _start_money(c: Checker, rows: list) -> list[dict]:
    out = []
    for i, row in enumerate(rows):
        where = f"start_money[{i}]"
        if not c.fields(row, where, {"players": list, "notes": dict, "source": str}):
            continue
        notes = []
        for key, count in row["notes"].items():
            try:
                notes.append([int(str(key).replace("_", "")), count])
            except ValueError:
                c.problems.append(_("{where}.notes: {key!r} is not a denomination").format(
                    where=where, key=key))
        out.append({"players": row["players"], "notes": sorted(notes),
                    "total": sum(d * n for d, n in notes)})
    return out


def _types(c: Checker, rows: list) -> list[dict]:
    for i, row in enumerate(rows):
        c.fields(row, f"building_types[{i}]", {"id": str, "name": str, "colour": str,
                                               "aliases": list, "source": str})
    return rows


def _plots(c: Checker, rows: list, board: dict) -> list[dict]:
    c.fields(board, "board", {"map": list, "source": str})
    cells_of: dict[int, list[str]] = {}
    board_map = board.get("map", [])
    c.check(len(board_map) == grid.SIZE,
            _("board.map: expected {n} rows").format(n=grid.SIZE))
    for r, line in enumerate(board_map):
        ids = str(line).split()
        if len(ids) != grid.SIZE or not all(i.isdigit() for i in ids):
            c.problems.append(_("board.map[{row}]: expected {n} plot ids").format(
                row=r, n=grid.SIZE))
            continue
        for col, plot_id in enumerate(ids):
            cells_of.setdefault(int(plot_id), []).append(grid.name(col, r))
    out = []
    for i, row in enumerate(rows):
        where = f"plots[{i}]"
        if not c.fields(row, where, {"id": int, "name": str, "harvest": int, "appraisal": int,
                                     "source": str}):
            continue
        cells = cells_of.pop(row["id"], [])
        c.check(bool(cells), _("{where}: plot {plot} has no cells on board.map").format(
            where=where, plot=row["id"]))
        c.check(not cells or _connected(cells),
                _("board.map: plot {plot}'s cells are not one piece of land").format(
                    plot=row["id"]))
        out.append({**row, "acres": len(cells), "cells": cells})
    c.check(not cells_of, _("board.map: plot ids {ids} have no [[plots]] entry").format(
        ids=sorted(cells_of)))
    return out


def _connected(cells: list[str]) -> bool:
    """True when the cells form one region joined edge to edge."""
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        for near in grid.neighbours(todo.pop()):
            if near in cells and near not in seen:
                seen.add(near)
                todo.append(near)
    return len(seen) == len(cells)


def _years(c: Checker, rows: list, years: int) -> list[dict]:
    for i, row in enumerate(rows):
        c.fields(row, f"years[{i}]", {"year": int, "land_tax": int, "auctions": int,
                                      "source": str}, {"house": list})
    numbers = [r.get("year") for r in rows]
    c.check(numbers == list(range(1, years + 1)),
            _("years: expected years 1 to {years} in order").format(years=years))
    return rows


def _payable_land_tax(c: Checker, data: dict) -> None:
    """Every plot's Land Tax must be payable in notes (ruling 13), and none below zero."""
    smallest = min(data["denominations"], default=1)
    acres = sorted({p["acres"] for p in data["plots"]})
    for i, year in enumerate(data["years"]):
        rate = year.get("land_tax")
        c.check(not isinstance(rate, int) or rate >= 0,
                _("years[{i}].land_tax: {rate} is below zero (a tax an acre is 0 or more)").format(
                    i=i, rate=rate))
        bad = [a for a in acres if isinstance(rate, int) and rate * a % smallest]
        c.check(not bad, _("years[{i}].land_tax: {rate} an acre makes {tax} on a {acres}-acre "
                           "plot, which notes of {smallest} cannot pay").format(
            i=i, rate=fmt(rate or 0), tax=fmt((rate or 0) * (bad or [0])[0]),
            acres=(bad or [0])[0], smallest=fmt(smallest)))


def _events(c: Checker, rows: list, types: set[str]) -> list[dict]:
    seen = set()
    for i, row in enumerate(rows):
        where = f"events[{i}]"
        if not c.fields(row, where, {"id": str, "name": str, "year": int, "effect": str,
                                     "text": str, "source": str},
                        {"building": str, "house": list, "de": str, "pl": str}):
            continue
        c.check(row["id"] not in seen, _("{where}.id: duplicate card id {id!r}").format(
            where=where, id=row["id"]))
        seen.add(row["id"])
        c.check(row["effect"] in EFFECTS, _("{where}.effect: unknown effect {effect!r}").format(
            where=where, effect=row["effect"]))
        if row["effect"] in ("rent", "tax"):
            c.check(row.get("building") in types,
                    _("{where}.building: must be one of {types}").format(
                        where=where, types=", ".join(sorted(types))))
    return rows
