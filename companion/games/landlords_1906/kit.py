"""The Landlord's Game (1906) print-and-play kit, built from the validated data dict.

Every number printed comes from the data (through the same rule functions the ledger uses),
so the ledger and the sheets cannot drift apart. Values the surviving 1906 text does not give
(source "house", or listed in a record's `house`) carry the :house: mark.
"""

from companion.games.landlords_1906 import rules
from companion.printing import fonts, ringboard
from companion.printing.geometry import Rect
from companion.printing.model import (Board, Card, CardSet, Document, Face, Kit, Section,
                                      Shape)

SPACE, DEPTH = 21.0, 32.0     # mm: a side space, and the board's depth (corners are square)
NOTE_SIZE = (64.0, 32.0)
HOUSE_SIZE = (16.0, 16.0)
COLLEGE_SIZE = (30.0, 30.0)
HOUSE_NOTE = ":house: house default (the surviving 1906 text gives no value)"
# card kinds: (face, band/back) colours; the rules name green, red and blue cards
COLOURS = {"green": ("#e2f1dc", "#2e7d32"), "chance": ("#fde3df", "#c62828"),
           "luxury": ("#efe3f6", "#6a1b9a"), "education": ("#dcebfa", "#1565c0"),
           "professor": ("#e3e6f3", "#283593")}
NOTE_COLOURS = ("#f1eee2", "#e6efe0", "#e2ecf5", "#f5ebdc", "#efe2ef", "#e2f1ef", "#f6e3de")
# board spaces by kind: (fill, band); the rules' blue necessities, yellow franchises,
# pink railroads
SPACES = {"mother-earth": ("#e6f2dc", None), "lot": ("#f6faf1", "#6b9c3a"),
          "necessity": ("#e4effa", "#1e63b5"), "trespass": ("#ececec", "#555555"),
          "railroad": ("#fce6ee", "#d81b60"), "franchise": ("#fff7d1", "#e5b700"),
          "speculation": ("#f3eee3", "#8d6e63"), "jail": ("#eeeeee", None),
          "park": ("#e8f4e4", None), "chance": ("#fde3df", "#c62828"),
          "luxury": ("#f0e4f6", "#7b1fa2")}


def components(data: dict, options) -> Kit:
    """The board, the green, red, Luxury, Education and Professor cards, money, houses,
    and reference and setup sheets."""
    parts = (board(data, options.card), green_cards(data), chance(data), luxury(data),
             education(data), money(data), houses(data), colleges(data), reference(data),
             setup(data))
    return Kit(data["game"]["title"], parts)


def house(record: dict, field: str | None = None) -> bool:
    """Whether a value (or the whole record) is a house default."""
    return record["source"] == "house" or (field is not None and field in record.get("house", ()))


def mark(record: dict, field: str | None = None) -> str:
    return " :house:" if house(record, field) else ""


def usd(amount: int) -> str:
    return f"${amount:,}"


def _front(kind: str, **fields) -> Face:
    face, ink = COLOURS[kind]
    return Face(colour=face, ink=ink, **fields)


def _back(kind: str, label: str) -> Face:
    face, ink = COLOURS[kind]
    return Face(colour=ink, ink=face, text="#ffffff", layout="chip",
                title="The Landlord's Game", big=label)


# --- the 29 green cards -------------------------------------------------------------------

def green_cards(data: dict) -> CardSet:
    """A Title Deed for every lot, a Charter for every railroad and franchise, the Broker's
    License: one green card for every space that is for sale, in board order."""
    makers = {"lot": _deed, "railroad": _railroad, "franchise": _franchise,
              "speculation": _license}
    back = _back("green", "Title Deed · Charter · License")
    cards = tuple(Card(s["name"], makers[s["kind"]](s, data), back)
                  for s in data["spaces"] if s["kind"] in makers)
    return CardSet("green-cards", "Green cards", cards)


def _deed(space: dict, data: dict) -> Face:
    r = data["rules"]
    if space["row"] == 0:
        rent = "This lot pays no land rent."
    else:
        rows = (f"{n} house{'s' * (n != 1)}: "
                f"{usd(rules.land_rent(r['rent_table'], space['row'], n))}"
                for n in range(r["max_houses"] + 1))
        rent = "Land rent, by the fewest houses on any lot of its section:\n" + "\n".join(rows)
    body = (f"{rent}\nPlus {usd(r['house_rent'])} house rent a house; "
            f"at most {r['max_houses']} a lot.")
    return _green(space, "Title Deed", body, data)


def _railroad(space: dict, data: dict) -> Face:
    r = data["rules"]
    fares = "\n".join(f"{n} railroad{'s' * (n != 1)}: "
                      f"{usd(rules.railroad_fare(r['railroad_fares'], n))}"
                      for n in range(1, len(r["railroad_fares"]) + 1))
    body = (f"Fare on each, by the railroads one owner holds:\n{fares}\n"
            f"A Trust (two owners hold them all): {usd(r['trust_fare'])}.")
    return _green(space, "Railroad Charter", body, data)


def _franchise(space: dict, data: dict) -> Face:
    r = data["rules"]
    body = (f"Rate {usd(rules.franchise_rate(r, cinch=False))} from each player stopping here.\n"
            f"Municipal Cinch (one owner holds both franchises): "
            f"{usd(rules.franchise_rate(r, cinch=True))}.")
    return _green(space, "Franchise Charter", body, data)


def _license(space: dict, data: dict) -> Face:
    r = data["rules"]
    prizes = [f"{t}: {usd(p)}" for t, p in speculation_prizes(r)]
    pairs = "\n".join(" · ".join(prizes[i:i + 2]) for i in range(0, len(prizes), 2))
    caught = " or ".join(map(str, r["broker_caught"]))
    body = (f"Each speculator pays you {usd(r['speculation_ante'])} and throws again. "
            f"Prizes, from MISCELLANEOUS:\nany double: {usd(r['speculation_double'])}\n{pairs}\n"
            f"You take {r['broker_percent']}% of every prize. A {caught}: you go to JAIL and "
            "this card goes back to the pack.")
    return _green(space, "Broker's License", body, data, title="Broker's License")


def speculation_prizes(r: dict) -> list[tuple[int, int]]:
    """(throw, prize) from the highest total down, as rules.speculation pays them."""
    totals = range(5, 5 + len(r["speculation_payouts"]))
    throws = ((t - min(6, t - 1), min(6, t - 1)) for t in totals)   # no doubles among them
    return sorted(((a + b, rules.speculation(r, (a, b))[1]) for a, b in throws), reverse=True)


def _green(space: dict, kind: str, body: str, data: dict, title: str | None = None) -> Face:
    """A green card: the space's number in the corner, its sale price first."""
    return _front("green", title=title or space["name"], corner=str(space["number"]),
                  body=f"For sale {usd(space['price'])}\n{body}",
                  footer=f"{kind} · {space['name']} · counts {usd(data['rules']['card_value'])} "
                         "at the end" if title else
                         f"{kind} · counts {usd(data['rules']['card_value'])} at the end")


# --- red, Luxury, Education and Professor cards -------------------------------------------

def chance(data: dict) -> CardSet:
    cards = tuple(Card(c["id"], _front("chance", title="Chance", body=c["text"],
                                       footer=HOUSE_NOTE if house(c) else "Chance"),
                       _back("chance", "Chance")) for c in data["chance"])
    return CardSet("chance", "Chance cards", cards)


def luxury(data: dict) -> CardSet:
    h, n = data["house_rules"], data["components"]["luxury_cards"]
    front = _front("luxury", title="Luxury", big=usd(h["luxury_value"]) + mark(h, "luxury_value"),
                   body=f"Bought for {usd(h['luxury_price'])}{mark(h, 'luxury_price')} on the "
                        f"Luxury space. Counts {usd(h['luxury_value'])} at the end of the game.",
                   footer=HOUSE_NOTE)
    card = Card("Luxury", front, _back("luxury", "Luxury"))
    return CardSet("luxury", "Luxury cards", (card,) * n)


def education(data: dict) -> CardSet:
    """The Single Tax's blue Education cards and the Professor cards they are exchanged for."""
    st, counts = data["single_tax"], data["components"]
    need = st["education_per_professor"]
    edu = Card("Education", _front("education", title="Education", big="Education",
                                   body=f"Taken on a visit to a Free College (Single Tax). "
                                        f"Exchange {need} for a Professor card.",
                                   footer="Single Tax"),
               _back("education", "Education"))
    prof = Card("Professor", _front("professor", title="Professor", big=usd(st["professor_value"]),
                                    body=f"For {need} Education cards. Counts "
                                         f"{usd(st['professor_value'])} at the end of the game.",
                                    footer="Single Tax"),
                _back("professor", "Professor"))
    cards = (edu,) * counts["education_cards"] + (prof,) * counts["professor_cards"]
    return CardSet("education", "Education and Professor cards", cards)


# --- money, houses, colleges ----------------------------------------------------------------

def money(data: dict) -> CardSet:
    cards = []
    for i, (value, n) in enumerate(zip(data["denominations"], data["note_counts"])):
        side = Face(colour=NOTE_COLOURS[i % len(NOTE_COLOURS)], ink="#4e5d3f", layout="chip",
                    title="The Landlord's Game", big=usd(value), footer="Miscellaneous")
        cards += [Card(usd(value), side, side)] * n
    return CardSet("money", "Money", tuple(cards), NOTE_SIZE)


def house_count(data: dict) -> int:
    """As many houses as the board can hold: the most a lot may have, on every lot."""
    lots = sum(s["kind"] == "lot" for s in data["spaces"])
    return data["rules"]["max_houses"] * lots


def houses(data: dict) -> CardSet:
    side = Face(colour="#d9b98c", ink="#5d4023", layout="chip", title="House",
                footer=f"rent {usd(data['rules']['house_rent'])}")
    return CardSet("houses", "Houses", (Card("House", side, side),) * house_count(data),
                   HOUSE_SIZE)


def colleges(data: dict) -> CardSet:
    """A Free College for each college site of the Single Tax, named on both sides."""
    cards = []
    for work in data["public_works"]:
        if work["work"] == "college":
            side = Face(colour="#fff3c4", ink="#8a6d00", layout="chip", title="Free College",
                        body=work["space"], footer="Single Tax")
            cards.append(Card("Free College", side, side))
    return CardSet("colleges", "Free Colleges", tuple(cards), COLLEGE_SIZE)


# --- the board ----------------------------------------------------------------------------

LINE = 0.15          # mm, each side of a shared edge
BAND = 5.0           # the coloured band at a space's inner edge
OPPORTUNITY = 25.0   # the inner-corner Natural Opportunity squares


def board(data: dict, card: tuple[float, float]) -> Board:
    """The ring of spaces clockwise from MOTHER EARTH (bottom right), each facing the player
    at its side; in the middle the Natural Opportunities, places for the green and red
    packs, MISCELLANEOUS and the PUBLIC TREASURY."""
    spaces = data["spaces"]
    per_side = len(spaces) // 4
    length = ringboard.side_length(per_side, SPACE, DEPTH)
    shapes = [Shape(Rect(0, 0, length, length), fill="#fbf8ee", borders=(0.4,) * 4)]
    for spot, space in zip(ringboard.ring(per_side, SPACE, DEPTH), spaces):
        shapes += _space(spot, space, data)
    shapes += _opportunities(data, per_side)
    shapes += _middle(data, ringboard.inner(per_side, SPACE, DEPTH), card)
    return Board("board", "Board", (length, length), tuple(shapes))


def space_info(space: dict, data: dict) -> list[str]:
    """The lines under a space's name: its price and what stopping there costs or pays."""
    r, h, kind = data["rules"], data["house_rules"], space["kind"]
    price = [f"For sale {usd(space['price'])}"] if "price" in space else []
    rent = rules.land_rent(r["rent_table"], space.get("row", 0), 0)
    also = [f"also {a}" for a in space["aliases"]] if kind in ("jail", "park") else []
    return price + also + {
        "mother-earth": [f"Wages {usd(r['wages'])} each time you reach or pass"],
        "lot": [f"Rent {usd(rent)}" if rent else "No rent"],
        "necessity": [f"Tax {usd(data['tax_levels'][0]['tax'])}"],
        "trespass": ["No trespassing:", "go to JAIL"],
        "railroad": [f"Fare {usd(r['railroad_fares'][0])}"],
        "franchise": [f"Rate {usd(r['franchise_rate'])}"],
        "speculation": [f"Ante {usd(r['speculation_ante'])}"],
        "jail": [f"Fine {usd(r['jail_fine'])}"],
        "park": ["Free"],
        "chance": ["Take a red card"],
        "luxury": [f"Pay {usd(h['luxury_price'])}{mark(h, 'luxury_price')}",
                   "take a Luxury card"],
    }[kind]


def _space(spot: ringboard.Spot, space: dict, data: dict) -> list[Shape]:
    fill, band = SPACES[space["kind"]]
    width, depth = spot.upright
    out = [Shape(spot.cell, fill=fill, borders=(LINE,) * 4)]
    top = 1.5
    if band and not spot.corner:   # a corner faces two sides: no inner edge to mark
        out.append(Shape(ringboard.place(spot, Rect(0, 0, width, BAND)), fill=band,
                         rotate=spot.rotate))
        top = BAND + 0.8
    name_h = 10.0 if spot.corner else 11.0
    number = str(space["number"] or len(data["spaces"]))   # MOTHER EARTH is printed 40
    bottom = depth - 5.0
    out += [
        _text(spot, Rect(1, top, width - 2, name_h), (space["name"],), 8.5, 4, "bold",
              "space-name"),
        _text(spot, Rect(1, top + name_h + 0.5, width - 2, bottom - top - name_h - 1),
              tuple(space_info(space, data)), 6.5, 3.5, "normal", "space-info"),
        _text(spot, Rect(1, bottom, width - 2, 4), (number,), 7, 5, "normal", "space-number"),
    ]
    return out


def _text(spot, local: Rect, lines: tuple[str, ...], high: float, low: float, weight: str,
          cls: str) -> Shape:
    """Lines fitted to a box of a space's upright frame, centred in it, then turned."""
    size, n, _ = fonts.fit("\n".join(lines), (local.w, local.h), high, low, weight)
    used = min(n * size * fonts.LINE_HEIGHT * fonts.PT, local.h)
    local = Rect(local.x, local.y + (local.h - used) / 2, local.w, used)
    box = ringboard.place(spot, local) if spot else local
    return Shape(box, lines=lines, size_pt=size, cls=f"{cls} {weight}",
                 rotate=spot.rotate if spot else 0)


def _opportunities(data: dict, per_side: int) -> list[Shape]:
    """The Single Tax's NATURAL OPPORTUNITY squares, in the inner corners, facing outwards."""
    out = []
    for o in data["opportunities"]:
        side = o["corner"] // per_side
        box = ringboard.inner_corner(per_side, SPACE, DEPTH, side, OPPORTUNITY)
        spot = ringboard.Spot(o["corner"], box, side, True, 90 * side)
        out.append(Shape(box, fill="#eef3e4", borders=(0.3,) * 4, cls="dashed"))
        lines = ("Natural Opportunity", o["name"],
                 f"wages {usd(o['wages'])}{mark(o, 'wages')}",
                 f"rent {usd(o['rent'])}{mark(o, 'rent')}", "(Single Tax)")
        out.append(_text(spot, Rect(1, 1, OPPORTUNITY - 2, OPPORTUNITY - 2), lines, 6.5, 3.5,
                         "normal", "opportunity"))
    return out


def _middle(data: dict, inner: Rect, card: tuple[float, float]) -> list[Shape]:
    """Title, the two packs' places, MISCELLANEOUS, the PUBLIC TREASURY, the house legend."""
    left, width = inner.x + OPPORTUNITY + 3, inner.w - 2 * OPPORTUNITY - 6
    out = [_text(None, Rect(left, inner.y + 3, width, 12), (data["game"]["title"],), 18, 8,
                 "bold", "board-title")]
    scale = min(1.0, 62 / card[0], 88 / card[1])
    pile = (card[0] * scale, card[1] * scale)
    gap = 10.0
    y = inner.y + 19
    for i, name in enumerate(("Green cards", "Chance (red cards)")):
        x = inner.x + inner.w / 2 - gap / 2 - pile[0] + i * (pile[0] + gap)
        out.append(_text(None, Rect(x, y, pile[0], 4.5), (name,), 8, 5, "bold", "pile-label"))
        out.append(Shape(Rect(x, y + 5, *pile), borders=(0.4,) * 4, cls="dashed"))
    y += 5 + pile[1] + 4
    boxes = (("MISCELLANEOUS", "The bank of the game: money, houses, Luxury, Education and "
              "Professor cards. Wages and winnings are paid from here.", 34.0),
             ("PUBLIC TREASURY", "Sale prices, taxes and fines are paid here.", 26.0))
    for heading, text, height in boxes:
        box = Rect(left, y, width, height)
        out.append(Shape(box, fill="#ffffff", borders=(0.4,) * 4))
        out.append(_text(None, Rect(box.x + 2, box.y + 2, box.w - 4, 7), (heading,), 13, 6,
                         "bold", "box-heading"))
        out.append(_text(None, Rect(box.x + 3, box.y + 9, box.w - 6, 8), (text,), 7, 4,
                         "normal", "box-text"))
        y += height + 3
    out.append(_text(None, Rect(left, inner.bottom - 5, width, 4), (HOUSE_NOTE,), 6.5, 4,
                     "normal", "board-note"))
    return out


# --- reference and setup sheets -------------------------------------------------------------

def _names(data: dict, kind: str) -> str:
    return ", ".join(s["name"] for s in data["spaces"] if s["kind"] == kind)


def reference(data: dict) -> Document:
    r, h, st = data["rules"], data["house_rules"], data["single_tax"]
    by_number = {s["number"]: s["name"] for s in data["spaces"]}
    levels = range(r["max_houses"] + 1)
    rent = [("Row", "Lots", *(f"{n} house{'s' * (n != 1)} a lot" for n in levels))]
    for row in range(1, len(r["rent_table"]) + 1):
        lots = ", ".join(s["name"] for s in data["spaces"] if s.get("row") == row)
        rent.append((str(row), lots, *(usd(rules.land_rent(r["rent_table"], row, n))
                                       for n in levels)))
    sections = "; ".join(f"{by_number[run[0]]} to {by_number[run[-1]]}"
                         for run in rules.sections(data["spaces"]))
    tax = [("Houses on the board", "Tax")] + [(f"{t['houses']} or more", usd(t["tax"]) +
                                               mark(t)) for t in data["tax_levels"]]
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
            f"{_names(data, 'necessity')} (and Shelter): the tax on Absolute Necessities into "
            "the PUBLIC TREASURY (table below).",
            f"{_names(data, 'trespass')}: trespassing, go to JAIL.",
            f"JAIL: pay {usd(r['jail_fine'])} or throw a double to come out; at most "
            f"{r['jail_max_turns']} missed turns.",
            f"{_names(data, 'park')}: free. Chance: take a red card, do what it says, put it back.",
            f"Luxury: pay {usd(h['luxury_price'])}{mark(h, 'luxury_price')} to MISCELLANEOUS "
            f"and take a Luxury card, worth {usd(h['luxury_value'])}{mark(h, 'luxury_value')} "
            "at the end.")),
        Section("Land rent, with section doubling", paragraphs=(
            "The railroads and corners cut the board into sections: " + sections + ".",
            "When every lot of a section holds a house, land rent on all its lots doubles; "
            "two houses on each, doubled again; three, once more. Read the column of the "
            f"fewest houses on any lot of the section. Each house also earns "
            f"{usd(r['house_rent'])} house rent; a house costs {usd(h['house_price'])}"
            f"{mark(h, 'house_price')}; at most {r['max_houses']} a lot."), table=tuple(rent)),
        Section("Tax on the Absolute Necessities", table=tuple(tax)),
        Section("Railroads and franchises", paragraphs=(
            f"Franchises ({_names(data, 'franchise')}): {usd(r['franchise_rate'])}; one owner of "
            f"both has the Municipal Cinch and charges {usd(r['cinch_rate'])}. A Trust: two "
            "owners holding every railroad between them may pool them.",), table=tuple(fares)),
        Section("Speculation", paragraphs=(
            f"Pay {usd(r['speculation_ante'])} ante to the Broker (or MISCELLANEOUS), throw "
            f"again; prizes from MISCELLANEOUS, {r['broker_percent']}% of them to the Broker.",),
            table=tuple(throws)),
        _single_tax(data),
        Section("The end of the game", paragraphs=(
            f"Cash, plus {usd(r['card_value'])} a card, {usd(r['house_value'])} a house, "
            f"{usd(h['luxury_value'])}{mark(h, 'luxury_value')} a Luxury card and "
            f"{usd(st['professor_value'])} a Professor card. Under the Single Tax, Title Deeds "
            "count nothing.",)),
    ), legend=HOUSE_NOTE)


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
        ("Houses", str(house_count(data))), ("Free Colleges", str(len(colleges(data).cards))),
        *((f"{usd(v)} notes", f"{n} :house:") for v, n in zip(data["denominations"],
                                                             data["note_counts"]))]
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
