"""The Discretion print-and-play kit, built from the validated data dict.

Every number printed comes from the data, so the ledger and the sheets cannot drift apart.
Values the rulebook does not give (source "house", or listed in a record's `house`) carry
the :house: mark.
"""

from companion.core.money import fmt
from companion.games.discretion import grid
from companion.games.discretion.finance import note_counts
from companion.games.discretion.views import acres
from companion.printing import fonts, gridboard, icons
from companion.printing.geometry import Rect
from companion.printing.kit_parts import (Palette, house, mark, notes, score_sheet,
                                          text_on)
from companion.printing.model import (Board, Card, CardSet, Document, Face, Kit, Need,
                                      Section, Shape)

SQUARE = 24.0           # mm; building tiles are cut to exactly this size
TOKEN_SIZE = (30.0, 30.0)
# the original game's card colours: (face, band/back)
PALETTE = Palette({"list": ("#fff6c4", "#9c8400"), "title": ("#dcefff", "#2a6ba8"),
                   "event": ("#d5f0d3", "#2e7d32"), "year": ("#ffdcea", "#c2185b"),
                   "bank": ("#e8e4f4", "#4b3f8f"), "shark": ("#f3e0d6", "#8d3a12")},
                  "Discretion", {"list": "lines", "title": "document", "event": "bolt",
                                 "year": "calendar", "bank": "bank", "shark": "fin"})
PAPER, ACCENT = "#f4f1e6", "#2a5a8c"   # the game's own: a stone ground, a deed's blue
# plot colours, lighter than any building tile; neighbouring plots never share one
PLOT_FILLS = ("#b8d88b", "#f0d48a", "#a8d0e2", "#e8b4a0", "#cdbde3", "#d6d99a")
NB = "\u00a0"   # a no-break space: keeps an icon or a label with its amount
STRIP = 4.0   # mm at the top of each square that a building tile leaves uncovered
HOUSE_NOTE = ":house: house default (the rulebook gives no value)"


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit: a pencil for the score sheet (the rulebook's components have no dice
    and no pawns: the Event cards drive the game)."""
    return (Need("pencil"),)


def components(data: dict, options) -> Kit:
    """Everything the rulebook's component list names, plus reference and setup sheets."""
    icon_set = {t["id"]: icons.square(t["colour"]) for t in data["building_types"]}
    icon_set |= PALETTE.icons()
    parts = (board(data, options.card), list_cards(data), title_deeds(data), events(data),
             years(data), loans(data), money(data), *tiles(data), reference(data), setup(data),
             scores(data, options.paper_size[1]))
    return Kit(data["game"]["title"], parts, icon_set, ACCENT)


def list_cards(data: dict) -> CardSet:
    cards = tuple(Card(p["name"], PALETTE.front("list", title="List", big=p["name"],
                                         body=f"Plot {p['id']} · {acres(p['acres'])}"),
                       PALETTE.back("list", "List")) for p in data["plots"])
    return CardSet("list-cards", "List cards", cards)


def title_deeds(data: dict) -> CardSet:
    cards = []
    for p in data["plots"]:
        body = (f"{acres(p['acres'])} ({cell_ranges(p['cells'])})\n"
                f"Harvest\t:coin:{NB}{fmt(p['harvest'])}{mark(p, 'harvest')}\n"
                f"Appraisal\t:coin:{NB}{fmt(p['appraisal'])}{mark(p, 'appraisal')}")
        footer = "Title Deed" + mark(p)
        cards.append(Card(p["name"], PALETTE.front("title", title=p["name"], corner=str(p["acres"]),
                                            body=body, footer=footer),
                          PALETTE.back("title", "Title Deed")))
    return CardSet("title-deeds", "Title Deed cards", tuple(cards))


def cell_ranges(cells: list[str]) -> str:
    """A plot's cells read off the grid as rectangles, top to bottom: `A1 to C3`, an L-shaped
    plot `J4 to K5 and I6 to K6`, each range unbroken (each row's runs of columns; the rows
    below with the same run join its rectangle)."""
    rows: dict[int, list[int]] = {}
    for cell in cells:
        col, row = grid.coords(cell)
        rows.setdefault(row, []).append(col)
    boxes: list[list[int]] = []          # [first column, last column, first row, last row]
    for row in sorted(rows):
        for first, last in _runs(sorted(rows[row])):
            above = next((b for b in boxes if b[:2] == [first, last] and b[3] == row - 1), None)
            if above:
                above[3] = row
            else:
                boxes.append([first, last, row, row])
    return " and ".join(_range(*box) for box in boxes)


def _runs(cols: list[int]) -> list[tuple[int, int]]:
    """Sorted columns as runs of neighbours: [0, 1, 2, 5] -> (0, 2), (5, 5)."""
    runs: list[list[int]] = []
    for col in cols:
        if runs and col == runs[-1][1] + 1:
            runs[-1][1] = col
        else:
            runs.append([col, col])
    return [tuple(r) for r in runs]


def _range(first_col: int, last_col: int, first_row: int, last_row: int) -> str:
    start, end = grid.name(first_col, first_row), grid.name(last_col, last_row)
    return start if start == end else f"{start}{NB}to{NB}{end}"   # one range on one line


def events(data: dict) -> CardSet:
    rent = data["rules"]["rent"]
    schedule = f"{NB}· ".join(f"{n}:{NB}{fmt(r)}" for n, r in enumerate(rent))   # "·" ends a line
    cards = []
    for e in data["events"]:
        title = f":{e['building']}: {e['name']}" if e.get("building") else e["name"]
        body = e["text"] + (f"\nRent, by other types touching:\n{schedule}"
                            if e["effect"] == "rent" else "")
        footer = f"In play from Year {e['year']}" + (f"{NB}:house:" if house(e) or e.get("house")
                                                      else "")
        cards.append(Card(e["name"], PALETTE.front("event", title=title, corner=str(e["year"]),
                                            body=body, footer=footer),
                          PALETTE.back("event", "Event")))
    return CardSet("events", "Event cards", tuple(cards))


def years(data: dict) -> CardSet:
    """The year's land tax large, then its bonus and auctions, each label with its amount."""
    factor = data["rules"]["end_of_year_bonus_factor"]
    cards = []
    for y in data["years"]:
        if y["land_tax"]:
            big = f":coin:{NB}{fmt(y['land_tax'])}"
            tax = (f"land tax per acre owned{mark(y, 'land_tax')}\n\n"
                   f"End{NB}of{NB}Year{NB}bonus{NB}:coin:{NB}{fmt(factor * y['land_tax'])}\n")
        else:
            big, tax = "No Land Tax", "and no End of Year bonus this year\n\n"
        body = tax + f"Auctions{NB}before{NB}it:{NB}{y['auctions'] or 'none'}{mark(y, 'auctions')}"
        cards.append(Card(f"Year {y['year']}", PALETTE.front("year", title=f"Year {y['year']}",
                                                      corner=str(y["year"]), big=big,
                                                      body=body, footer="Year card"),
                          PALETTE.back("year", "Year")))
    return CardSet("years", "Year cards", tuple(cards))


def loans(data: dict) -> CardSet:
    r = data["rules"]
    bank = _token("bank", "Bank Loan", r["bank_loan"],
                  f"interest {fmt(r['bank_loan_interest'])} · repay {fmt(r['bank_loan_repay'])}")
    shark = _token("shark", "Loan Shark", r["shark_loan"],
                   f"interest {fmt(r['shark_interest'])} a year · repay {fmt(r['shark_repay'])}")
    cards = (bank,) * r["bank_loans_total"] + (shark,) * r["shark_tokens"]
    return CardSet("loans", "Loan tokens", cards, TOKEN_SIZE)


def _token(kind: str, name: str, amount: int, terms: str) -> Card:
    front = PALETTE.front(kind, layout="chip", title=name, big=fmt(amount), body=terms)
    return Card(name, front, PALETTE.back(kind, name))


def money(data: dict) -> CardSet:
    return notes(note_counts(data).items(), fmt, "Bank of Discretion",
                 "legal tender at the table")


def tiles(data: dict) -> tuple[CardSet, CardSet]:
    """Building tiles as wide as a board square and one or two squares long, less the strip
    at the top of a square that shows the plot's colour and label."""
    n = data["rules"]["tiles_per_size_and_type"]
    sets = []
    for size_acres in (1, 2):
        cards = []
        for t in data["building_types"]:
            side = Face(colour=t["colour"], ink="#222222", text=text_on(t["colour"]),
                        layout="chip", title=t["name"], body=acres(size_acres))
            cards += [Card(t["name"], side, side)] * n
        size = (SQUARE, SQUARE * size_acres - STRIP)
        sets.append(CardSet(f"tiles-{size_acres}-acre", f"{size_acres}-acre building tiles",
                            tuple(cards), size, backs=False))
    return tuple(sets)


def board(data: dict, card: tuple[float, float]) -> Board:
    """The 11 x 11 map, every plot in its own colour and outlined, its number and name in
    the strip of its first square that building tiles leave free; places for the decks."""
    band = 3.5   # the coordinates; narrow, so that the board tiles on two A4 or Letter sheets
    origin = (band + 1, band + 1)
    side = grid.SIZE * SQUARE
    # row numbers on the left only: 269.3 mm wide, across a landscape Letter sheet (269.4 mm
    # inside its printer margins), so two sheets, not four, as on A4
    width = origin[0] + side + 0.8
    piles_y = origin[1] + side + band + 2
    height = piles_y + card[1] + 2
    plot_of = {grid.coords(c): p for p in data["plots"] for c in p["cells"]}
    ids = {cell: p["id"] for cell, p in plot_of.items()}
    fills = plot_colours(ids)
    shapes = [Shape(Rect(0, 0, width, height), fill=PAPER)]
    for (col, row), p in plot_of.items():
        shapes.append(Shape(gridboard.cell_rect(origin, SQUARE, col, row),
                            fill=fills[p["id"]], borders=gridboard.borders(ids, col, row)))
    shapes += [_plot_label(p, origin) for p in data["plots"]]
    shapes += _coordinates(origin, band)
    shapes += _piles(width, piles_y, card, data["game"]["title"])
    return Board("board", "Board", (width, height), tuple(shapes))


def plot_colours(ids: dict[tuple[int, int], int]) -> dict[int, str]:
    """A fill for each plot, different from every plot it shares an edge with."""
    touching: dict[int, set[int]] = {}
    for (col, row), plot in ids.items():
        for other in (ids.get((col + 1, row)), ids.get((col, row + 1))):
            if other is not None and other != plot:
                touching.setdefault(plot, set()).add(other)
                touching.setdefault(other, set()).add(plot)
    fills: dict[int, str] = {}
    for plot in sorted(set(ids.values())):
        used = {fills.get(o) for o in touching.get(plot, ())}
        fills[plot] = next(f for f in PLOT_FILLS[plot % len(PLOT_FILLS):] + PLOT_FILLS
                           if f not in used)
    return fills


def _plot_label(plot: dict, origin) -> Shape:
    """The plot's number and name, in the free strips at the top of its first squares."""
    cells = {grid.coords(c) for c in plot["cells"]}
    col, row = grid.coords(plot["cells"][0])
    run = next(n for n in range(1, grid.SIZE + 1) if (col + n, row) not in cells)
    cell = gridboard.cell_rect(origin, SQUARE, col, row, run)
    box = Rect(cell.x + 0.8, cell.y + 0.5, cell.w - 1.6, STRIP - 0.6)
    for text in (f"{plot['id']} {plot['name']}", f"Plot {plot['id']}"):
        size, _, fits = fonts.fit(text, (box.w, box.h), 7.0, 6.0, "bold")
        if fits:
            break
    return Shape(box, lines=(text,), size_pt=size, cls="plot-label bold")


def _coordinates(origin, band: float) -> list[Shape]:
    """Column letters above and below the grid, row numbers on its left."""
    side = grid.SIZE * SQUARE
    out = []
    for i in range(grid.SIZE):
        for x, y in ((origin[0] + i * SQUARE, origin[1] - band),
                     (origin[0] + i * SQUARE, origin[1] + side)):
            out.append(Shape(Rect(x, y + 0.4, SQUARE, band), lines=(grid.COLUMNS[i],),
                             size_pt=7.5, cls="coord"))
        out.append(Shape(Rect(origin[0] - band - 1, origin[1] + i * SQUARE + SQUARE / 2 - 2,
                              band + 1, 4), lines=(str(i + 1),), size_pt=7.5, cls="coord"))
    return out


def _piles(width: float, y: float, card: tuple[float, float], title: str) -> list[Shape]:
    """Places for the Year, Title and List decks, each one card in size, named inside."""
    names = ("Year cards", "Title Deeds", "List cards")
    gap = (width - 3 * card[0]) / 4
    out = []
    for i, name in enumerate(names):
        box = Rect(gap + i * (card[0] + gap), y, *card)
        out.append(Shape(box, fill="#ffffff", borders=(0.5,) * 4, cls="pile dashed"))
        out.append(Shape(Rect(box.x, box.y + box.h / 2 - 9, box.w, 7), lines=(title,),
                         size_pt=8, cls="pile-game"))
        out.append(Shape(Rect(box.x, box.y + box.h / 2 - 2, box.w, 6), lines=(name,),
                         size_pt=12, cls="pile-label bold"))
    return out


def reference(data: dict) -> Document:
    r = data["rules"]
    rent_table = (("Other building types touching", *map(str, range(len(r["rent"])))),
                  ("Rent per building", *map(fmt, r["rent"])))
    year_table = [("Year", "Land tax per acre", "End of Year bonus", "Auctions before")]
    year_table += [(str(y["year"]), fmt(y["land_tax"]) + mark(y, "land_tax"),
                    fmt(r["end_of_year_bonus_factor"] * y["land_tax"]), str(y["auctions"]))
                   for y in data["years"]]
    deck = [("Year", "Event cards added")]
    deck += [(str(year), ", ".join(e["name"] + mark(e) for e in data["events"]
                                   if e["year"] == year)) for year in _event_years(data)]
    return Document("reference", "Reference sheet", (
        Section("A turn", items=(
            "Before drawing, the active player alone may build (any size, "
            f"{fmt(r['building_price'])} each), demolish (the Bank pays "
            f"{fmt(r['demolition_refund'])} each) and take loans.",
            "Draw the top Event card and read it out; players act clockwise from the drawer.",
            "Put the card under the deck; the next player clockwise takes a turn.",
            "End of Year: follow the card, then the next Year card; shuffle in that year's "
            "new Event cards.")),
        Section("Rent: paid by the Bank per building", paragraphs=(
            "Count the other building types that share an edge with the building "
            "(anyone's buildings count; corners do not).",), table=rent_table),
        Section("Taxes", paragraphs=(
            f"Building tax: {fmt(r['building_tax'])} per building of the type drawn.",
            "Land tax: the year's rate for every acre owned, built on or not. Unbuilt plots "
            "(also plots just cleared by demolition) may be handed back to escape it."),
            table=tuple(year_table)),
        Section("Loans", paragraphs=(
            "A debt is paid at once from cash, loans and demolition; players never lend to "
            "each other. Bankrupt only when none of these, nor land handed back after the "
            "Land Tax, can pay it.",), table=(
            ("", "Unit", "Interest", "Repay", "Limit"),
            ("Bank Loan", fmt(r["bank_loan"]), fmt(r["bank_loan_interest"]),
             fmt(r["bank_loan_repay"]), f"{r['bank_loans_total']} in all; "
             f"{r['buildings_per_loan']} buildings each"),
            ("Loan Shark", fmt(r["shark_loan"]), f"{fmt(r['shark_interest'])} a year",
             fmt(r["shark_repay"]), f"{r['shark_loans_total']} in all; "
             f"{r['shark_loans_max_held']} per player"))),
        Section("Harvest and other payments", paragraphs=(
            f"Harvest: unbuilt plots only; owning no unbuilt plot costs "
            f"{fmt(r['harvest_penalty'])}. Inheritance pays {fmt(r['inheritance'])}.",)),
        Section("The plots", table=(("Plot", "Squares", "Acres", "Harvest", "Appraisal"),
                                    *((f"{p['id']} {p['name']}", cell_ranges(p["cells"]),
                                       str(p["acres"]),
                                       fmt(p["harvest"]) + mark(p, "harvest"),
                                       fmt(p["appraisal"]) + mark(p, "appraisal"))
                                      for p in data["plots"]))),
        Section("The Event deck by year", table=tuple(deck)),
        Section("Scoring after the last year", items=(
            f"Cash, less {fmt(r['bank_loan_repay'])} per Bank Loan and "
            f"{fmt(r['shark_repay'])} per Loan Shark loan held.",
            "Plus the appraisal of every Title Deed owned.",
            f"Plus {fmt(r['building_price'])} per building owned.",
            "The greatest total wins; a player left solvent alone wins at once.")),
    ), legend=HOUSE_NOTE)


def scores(data: dict, page_height: float) -> Document:
    """The final scoring as the reference sheet gives it, a row a part."""
    r = data["rules"]
    return score_sheet(data["game"]["max_players"], (
        "Cash", f"less {fmt(r['bank_loan_repay'])} a Bank Loan held",
        f"less {fmt(r['shark_repay'])} a Loan Shark loan held",
        "plus the appraisal of each Title Deed", f"plus {fmt(r['building_price'])} a building"),
        "The greatest total wins; a player left solvent alone wins at once.",
        page_height=page_height)


def _event_years(data: dict) -> list[int]:
    return sorted({e["year"] for e in data["events"]})


def setup(data: dict) -> Document:
    denominations = sorted({d for row in data["start_money"] for d, _ in row["notes"]})
    money_table = [("Players", *map(fmt, denominations), "Total")]
    for row in data["start_money"]:
        notes = dict(map(tuple, row["notes"]))
        low, high = row["players"]
        money_table.append((f"{low} to {high}", *(str(notes.get(d, 0)) for d in denominations),
                            fmt(row["total"])))
    deck = [("Year", "Event cards", "In the deck")]
    total = 0
    for year in _event_years(data):
        added = sum(e["year"] == year for e in data["events"])
        total += added
        deck.append((str(year), str(added), str(total)))
    printed = [("Note", "Printed")] + [(fmt(d), str(n)) for d, n in note_counts(data).items()]
    return Document("setup", "Setup sheet", (
        Section("Money for each player", paragraphs=(
            "Every player, the Banker too, starts with these notes:",), table=tuple(money_table)),
        Section("Building the Event deck", paragraphs=(
            "Sort the Event cards by the year in their corner. Put each year's Event cards "
            "behind that Year card and stack the years in order, Year 1 on top.",),
            table=tuple(deck)),
        Section("The decks and the first auction", items=(
            "Shuffle the Title Deeds face down on the board's Title place, and the List "
            "cards on its List place.",
            f"The Auctioneer sells {data['years'][0]['auctions']} Titles before Year 1, one by "
            "one, to the highest bidder; unsold Titles go under the deck.",
            "Then every player, once, may build and take loans without drawing a card.")),
        Section("Money printed in this kit", paragraphs=(
            "Enough for 8 players' starting money, with as much again for the Bank.",),
            table=tuple(printed)),
    ), legend=HOUSE_NOTE)
