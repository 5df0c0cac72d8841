"""The kit's sheets: the reference sheet of every table and rate, and the setup sheet."""

from companion.games.landlords_1906 import landing, rules
from companion.games.landlords_1906.i18n import ngettext
from companion.games.landlords_1906.kit_cards import colleges, green_cards, speculation_prizes
from companion.games.landlords_1906.kit_common import HOUSE_NOTE, usd
from companion.printing.kit_parts import mark, score_sheet
from companion.printing.model import Document, Section


def _names(data: dict, kind: str) -> str:
    return ", ".join(s["name"] for s in data["spaces"] if s["kind"] == kind)


def _free(data: dict) -> str:
    """The spaces where stopping costs nothing in the ledger (MOTHER EARTH aside: its wages
    have their own line), each with its other names."""
    return ", ".join(s["name"] + "".join(f" (also {a})" for a in s["aliases"])
                     for s in data["spaces"]
                     if landing.costs_nothing(s["kind"]) and s["kind"] != "mother-earth")


def _taxed(data: dict) -> str:
    """The spaces that pay the necessity tax in the ledger, SHELTER by its name (ruling 3)."""
    return ", ".join((s["aliases"] or [s["name"]])[0] if s["kind"] == "jail" else s["name"]
                     for s in data["spaces"] if landing.pays_necessity_tax(s["kind"]))


def reference(data: dict) -> Document:
    r, h, st = data["rules"], data["house_rules"], data["single_tax"]
    by_number = {s["number"]: s["name"] for s in data["spaces"]}
    advanced = r["advanced"]            # basic rules: no section doubling, one necessity tax
    levels = range(r["max_houses"] + 1 if advanced else 1)
    rent = [("Row", "Lots", *(ngettext("{n} house a lot", "{n} houses a lot", n).format(n=n)
                              for n in levels))]
    for row in range(1, len(r["rent_table"]) + 1):
        lots = ", ".join(s["name"] for s in data["spaces"] if s.get("row") == row)
        rent.append((str(row), lots, *(usd(rules.land_rent(r["rent_table"], row, n))
                                       for n in levels)))
    sections = "; ".join(f"{by_number[run[0]]} to {by_number[run[-1]]}"
                         for run in rules.sections(data["spaces"]))
    tax_levels = data["tax_levels"] if advanced else data["tax_levels"][:1]
    tax = [("Houses on the board", "Tax")] + [(f"{t['houses']} or more", usd(t["tax"]) +
                                               mark(t)) for t in tax_levels]
    fares = [("Railroads one owner holds", *map(str, range(1, len(r["railroad_fares"]) + 1)),
              "Trust")]
    fares.append(("Fare on each of them", *map(usd, r["railroad_fares"]), usd(r["trust_fare"])))
    prizes = speculation_prizes(r)
    throws = (("Throw", "Any double", *(str(t) for t, _ in prizes),
               " or ".join(map(str, r["broker_caught"]))),
              ("Prize", usd(r["speculation_double"]), *(usd(p) for _, p in prizes),
               "Broker to JAIL"))
    return Document("reference", "Reference sheet", (
        Section("The spaces", items=(
            f"MOTHER EARTH: wages {usd(r['wages'])} from MISCELLANEOUS each time you reach or "
            "pass it.",
            "A lot: pay its land rent to the owner. Unowned, it is for sale at its price (the "
            "highest bidder takes it; you have the first option); unsold, the rent goes to the "
            "PUBLIC TREASURY.",
            f"{_taxed(data)}: the tax on Absolute Necessities into "
            "the PUBLIC TREASURY (table below).",
            f"{_names(data, 'trespass')}: trespassing, go to JAIL.",
            f"{_free(data)}: stopping there costs nothing.",
            f"Sent to JAIL: pay {usd(r['jail_fine'])} or throw a double to come out; at most "
            f"{r['jail_max_turns']} missed turns.",
            *([f"A double: throw again{mark(r, 'double_throws_again')}, unless it sends you "
               "to JAIL."]
              if r["double_throws_again"] else []),
            "Chance: take a red card, do what it says, put it back.",
            f"Luxury: pay {usd(h['luxury_price'])}{mark(h, 'luxury_price')} to MISCELLANEOUS "
            f"and take a Luxury card, worth {usd(h['luxury_value'])}{mark(h, 'luxury_value')} "
            "at the end.")),
        _land_rent(data, sections, rent),
        Section("Tax on the Absolute Necessities", table=tuple(tax)),
        Section("Railroads and franchises", paragraphs=(
            f"Franchises ({_names(data, 'franchise')}): {usd(r['franchise_rate'])}; one owner of "
            f"both has the Municipal Cinch and charges {usd(r['cinch_rate'])}. A Trust: two "
            "owners holding every railroad between them, each at least one, may pool them; "
            "it ends when that no longer holds.",), table=tuple(fares)),
        Section("Speculation", paragraphs=(
            f"Pay {usd(r['speculation_ante'])} ante to the Broker (or MISCELLANEOUS), throw "
            f"again; prizes from MISCELLANEOUS, {r['broker_percent']}% of them to the Broker.",),
            table=tuple(throws)),
        _single_tax(data),
        Section("The end of the game", paragraphs=(
            f"Cash, plus {usd(r['card_value'])} a card, {usd(r['house_value'])} a house, "
            f"{usd(h['luxury_value'])}{mark(h, 'luxury_value')} a Luxury card and "
            f"{usd(st['professor_value'])} a Professor card. Under the Single Tax, Title Deeds "
            "count nothing. Debts and loans owed count against the borrower; a loan between "
            "players counts for its lender.",)),
    ), legend=HOUSE_NOTE)


def _land_rent(data: dict, sections: str, table: list[tuple]) -> Section:
    r, h = data["rules"], data["house_rules"]
    houses = (f"Each house also earns {usd(r['house_rent'])} house rent; a house costs "
              f"{usd(h['house_price'])}{mark(h, 'house_price')}; at most {r['max_houses']} a lot.")
    if not r["advanced"]:
        return Section("Land rent", paragraphs=(houses,), table=tuple(table))
    doubling = ["doubles", *(["doubled again"] * (r["max_houses"] - 1))]
    steps = "; ".join(ngettext("{n} house on each, {doubling}", "{n} houses on each, {doubling}",
                               n).format(n=n, doubling=word)
                      for n, word in enumerate(doubling, 1))
    return Section("Land rent, with section doubling", paragraphs=(
        "The railroads and corners cut the board into sections: " + sections + ".",
        f"Land rent on all the lots of a section: {steps}. Read the column of the fewest "
        f"houses on any lot of the section. {houses}"), table=tuple(table))


def _single_tax(data: dict) -> Section:
    st, r = data["single_tax"], data["rules"]
    steps = [f"{'Buy out' if w['work'] == 'buy-out' else 'A Free College on'} {w['space']}"
             + (": its space is free from then on" if w["work"] == "buy-out" else
                ": no more JAIL for trespass") for w in data["public_works"]]
    steps.append(f"Then each further {usd(st['step'])}: wages rise {usd(st['wage_raise'])} "
                 f"({usd(r['wages'] + st['wage_raise'])}, "
                 f"{usd(r['wages'] + 2 * st['wage_raise'])}, and so on).")
    spots = "; ".join(f"{o['name']}: wages {usd(o['wages'])}{mark(o, 'wages')}, rent "
                      f"{usd(o['rent'])}{mark(o, 'rent')}" for o in data["opportunities"])
    return Section("The Single Tax", paragraphs=(
        f"Voted in by at least {st['votes']} players. No tax on necessities; all land rent goes "
        "to the PUBLIC TREASURY. A Free College visit gives an Education card; "
        f"{st['education_per_professor']} of them make a Professor card. No Poor House: a "
        "player who cannot afford a move waits on a Natural Opportunity behind it "
        f"({spots}).",
        f"Each time the Treasury holds {usd(st['step'])} it is spent, in this order:"),
        items=tuple(steps))


def scores(data: dict, page_height: float) -> Document:
    """The end of the game's count, a row a part, as the reference sheet gives it."""
    r, h, st = data["rules"], data["house_rules"], data["single_tax"]
    return score_sheet(data["game"]["max_players"], (
        "Cash", f"{usd(r['card_value'])} a green card (none under the Single Tax)",
        f"{usd(r['house_value'])} a house",
        f"{usd(h['luxury_value'])}{mark(h, 'luxury_value')} a Luxury card",
        f"{usd(st['professor_value'])} a Professor card",
        "Plus loans lent to other players", "Less debts, notes and loans owed"), HOUSE_NOTE,
        page_height=page_height)


def setup(data: dict) -> Document:
    g, counts = data["game"], data["components"]
    cash = [("Players", "Cash each")] + [
        (str(row["players"][0]) if row["players"][0] == row["players"][1]
         else "{} to {}".format(*row["players"]), usd(row["cash"]) + mark(row))
        for row in data["start_cash"]]
    prices = {s["name"]: s["price"] for s in data["spaces"] if "price" in s}
    hands = [("Hand", "Cards", "Worth")] + [
        (str(row["hand"]), ", ".join(row["cards"]), usd(sum(prices[c] for c in row["cards"])))
        for row in data["average_hands"]]
    green = green_cards(data)
    printed = [("Component", "Printed")] + [
        ("Green cards", str(len(green.cards))), ("Chance cards", str(len(data["chance"]))),
        ("Luxury cards", f"{counts['luxury_cards']}{mark(counts)}"),
        ("Education cards", f"{counts['education_cards']}{mark(counts)}"),
        ("Professor cards", f"{counts['professor_cards']}{mark(counts)}"),
        ("Houses", str(rules.house_count(data))), ("Free Colleges", str(len(colleges(data).cards))),
        *((f"{usd(v)} notes", f"{n}{mark(data['money'], 'counts')}")
          for v, n in zip(data["denominations"], data["note_counts"]))]
    return Document("setup", "Setup sheet", (
        Section("Players and money", paragraphs=(
            f"{g['min_players']} to {g['max_players']}{mark(g, 'max_players')} players, each "
            "with one checker on MOTHER EARTH. Everything else goes on MISCELLANEOUS.",),
            table=tuple(cash)),
        Section("The green cards", items=(
            f"Shuffle the {len(green.cards)} green cards and deal them one at a time to the "
            f"left until {g['deal']} are dealt; put the rest on the board.",
            "Each player may buy any of the cards dealt to him at the price on the card, paid "
            "into the PUBLIC TREASURY. Cards not bought go back to the pack.",
            "Throw the dice for the first player.")),
        Section("To beginners: the average hands", paragraphs=(
            f"Instead of the deal, each player may take one of these hands and "
            f"{usd(data['beginners']['cash'])} in cash.",), table=tuple(hands)),
        Section("What this kit holds", table=tuple(printed)),
    ), legend=HOUSE_NOTE)
