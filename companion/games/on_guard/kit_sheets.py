"""The kit's boards and sheets: an Alderman's town, the caravans and Trading House, the
reference sheet and the score sheet."""

from companion.games.on_guard.kit_sizes import CHIP, SITE, TOWN, TOWN_COLUMNS
from companion.games.on_guard.words import aldermen
from companion.printing.geometry import Rect
from companion.printing.kit_parts import SCORE_WORDS, score_sheet
from companion.printing.model import Board, Document, Section, Shape
from companion.printing.ringboard import fitted

SIZE = (190.0, 255.0)     # mm, a town board: one sheet of A4 or Letter
DEMESNE = (SIZE[0], 220.0)
PAD = 5.0
LINE = (0.4,) * 4
EDGE = (0.15,) * 4        # a space's edge, drawn by each of two spaces side by side
GAP = 2.0                 # between the places of a row (each holds one piece)
PAPER, ACCENT = "#f3ead3", "#7a4a12"   # the game's own: a parchment ground, an ochre brown


def box(x: float, y: float, w: float, h: float, label: str, fill: str = "#ffffff",
         borders=LINE, cls: str = "") -> list[Shape]:
    """A place with its label in its top left corner."""
    return [Shape(Rect(x, y, w, h), fill=fill, borders=borders, cls=cls),
            fitted(None, Rect(x + 1, y + 1, w - 2, 4.5), (label,), 8, 6, "normal",
                   "space-info")]


def heading(y: float, text: str, size: float = 12, x: float = PAD,
             w: float = SIZE[0] - 2 * PAD) -> Shape:
    return fitted(None, Rect(x, y, w, 6), (text,), size, 6, "display", "box-heading")


def _grid(x: float, y: float, size: tuple[float, float], n: int, across: int, label: str,
          fill: str) -> list[Shape]:
    """`n` spaces of `size`, `across` to a row, side by side with no gap (so a piece twice
    as long covers two), each labelled `label` and its number."""
    out = []
    for i in range(n):
        row, col = divmod(i, across)
        out += box(x + col * size[0], y + row * size[1], *size, f"{label} {i + 1}", fill, EDGE)
    return out


def _places(x: float, y: float, w: float, size: tuple[float, float], labels,
            cls: str = "") -> list[Shape]:
    """A row of places for single pieces, centred in `w` from `x`, `GAP` apart where the
    row leaves room (else side by side)."""
    labels = list(labels)
    n = len(labels)
    gap = max(0.0, min(GAP, (w - n * size[0]) / max(1, n - 1)))
    x += (w - n * size[0] - (n - 1) * gap) / 2
    out = []
    for i, label in enumerate(labels):
        out += box(x + i * (size[0] + gap), y, *size, label,
                    borders=EDGE if gap == 0 else LINE, cls=cls)
    return out


def town(data: dict) -> Board:
    """One Alderman's board: the town spaces (the size of a building tile, a major building
    covers two side by side), the site spaces (a site tile's size; the tiles carry the places
    for their settlers), the settlers not placed and a place for each kind of good."""
    rules = data["rules"]
    town_w = TOWN_COLUMNS * TOWN[0]
    shapes = [Shape(Rect(0, 0, *SIZE), fill=PAPER, borders=LINE),
              fitted(None, Rect(PAD, 3, SIZE[0] - 2 * PAD, 11), ("Alderman: ______________",),
                     18, 8, "display", "board-title"),
              heading(16, f"Town: {rules['town_spaces']} spaces; a major building covers two "
                          "side by side; building on the last ends the game", 10)]
    shapes += _grid((SIZE[0] - town_w) / 2, 23, TOWN, rules["town_spaces"], TOWN_COLUMNS,
                    "town", "#fbfaf5")
    y = 23 + -(-rules["town_spaces"] // TOWN_COLUMNS) * TOWN[1] + 2
    shapes.append(heading(y, f"Sites: {rules['site_spaces']} spaces. Settlers go on the round "
                             "places of the tiles: a tile works with them", 10))
    across = int((SIZE[0] - 2 * PAD) // SITE[0])
    shapes += _grid((SIZE[0] - across * SITE[0]) / 2, y + 7, SITE, rules["site_spaces"], across,
                    "site", "#f3f6ec")
    y += 7 + -(-rules["site_spaces"] // across) * SITE[1] + 3
    half = (SIZE[0] - 2 * PAD - GAP) / 2
    shapes += box(PAD, y, half, SIZE[1] - y - PAD, "settlers not placed (they work nowhere)")
    shapes.append(heading(y, "Goods", 9, PAD + half + GAP, half))
    shapes += _places(PAD + half + GAP, y + 6, half, CHIP,
                      (g["name"] for g in data["goods"].values()))
    return Board("town", "Town board (one per Alderman)", SIZE, tuple(shapes),
                 data["game"]["max_players"])


def caravans(data: dict) -> Board:
    """The shared board: the three caravans (wagons numbered; sizes by Aldermen), the Trading
    House and the settler wagon, the revealed sites, the site pile, its discards and the
    quarries, the supply and the Gold Bars (the months and seasons: kit_calendar)."""
    rows = sorted(data["by_players"].values(), key=lambda r: r["players"])
    rules = data["rules"]
    width = SIZE[0] - 2 * PAD
    shapes = [Shape(Rect(0, 0, *DEMESNE), fill=PAPER, borders=LINE),
              fitted(None, Rect(PAD, 3, width, 10), ("The demesne",), 18, 8, "display",
                     "board-title")]
    y = 15.0
    most = max(max(r["caravans"]) for r in rows)
    for i in range(len(rows[0]["caravans"])):
        sizes = ", ".join(f"{aldermen(r['players'])} {r['caravans'][i]}" for r in rows)
        shapes.append(heading(y, f"Caravan {i + 1}: wagons with {sizes}", 9))
        shapes += _places(PAD, y + 6, width, CHIP, (str(j + 1) for j in range(most)))
        y += 6 + CHIP[1] + 2
    house = rules["trading_house_size"]
    left = house * (CHIP[0] + GAP) + 30          # the Trading House's part of the row
    prices = " · ".join(f"{g['name']} {g['price']}F" for g in data["goods"].values())
    shapes.append(heading(y, f"Trading House: {house} goods, each kind once", 9, w=left))
    shapes.append(fitted(None, Rect(PAD, y + 6, left, 4), (prices,), 8, 6, "normal",
                         "space-info"))
    shapes += _places(PAD, y + 10.5, left, CHIP, (str(j + 1) for j in range(house)))
    shapes.append(heading(y, "Settler wagon", 9, PAD + left + GAP, width - left - GAP))
    shapes += box(PAD + left + GAP, y + 10.5, width - left - GAP, CHIP[1], "settlers")
    y += 10.5 + CHIP[1] + 2
    revealed = max(r["revealed"] for r in rows)
    counts = ", ".join(f"{aldermen(r['players'])} {r['revealed']}" for r in rows)
    shapes.append(heading(y, f"Revealed sites: {counts}", 9))
    shapes += _places(PAD, y + 6, width, SITE, (str(j + 1) for j in range(revealed)))
    y += 6 + SITE[1] + 2
    quarries = data["sites"]["quarry"]["count"]
    shapes.append(heading(y, f"Sites: the face-down pile, its discards, the {quarries} "
                              "quarries face up", 9, w=3 * (SITE[0] + GAP) + 6))
    shapes += _places(PAD, y + 6, 3 * (SITE[0] + GAP) + 6, SITE,
                      ("site pile", "discards", "quarries"), "dashed")
    x = PAD + 3 * (SITE[0] + GAP) + 6 + GAP
    shapes.append(heading(y, "Supply", 9, x, SIZE[0] - PAD - x))
    shapes += box(x, y + 6, SIZE[0] - PAD - x, SITE[1], "goods, settlers, Faradinars")
    y += 6 + SITE[1] + 2
    shapes.append(heading(y, "Gold Bar supply", 9))
    shapes += box(PAD, y + 6, width, CHIP[1], "Gold Bars")
    return Board("caravans", "The demesne: caravans, Trading House, sites", DEMESNE,
                 tuple(shapes))


def reference(data: dict) -> Document:
    acts = [("Activity", "Everyone", "The First")] + [
        (a["name"], a["text"], a["privilege"]) for a in data["activities"].values()]
    builds = [("Building", "Cost", "Settlers", "GB", "Quarries", "Copies", "Effect")] + [
        (b["name"], f"{b['cost']}F", str(b["settlers"]), str(b["gold_bars"]),
         str(b["quarries"]), str(b["copies"]), b["text"]) for b in data["buildings"].values()]
    setup = [("Aldermen", "F each", "Settlers", "Wagon", "GB target", "Caravans", "Revealed",
              "Prospecting")] + [
        (str(r["players"]), str(r["faradinars"]), str(r["settlers"]), str(r["wagon"]),
         str(r["gold_bars"]), "/".join(map(str, r["caravans"])), str(r["revealed"]),
         str(r["prospecting"])) for r in sorted(data["by_players"].values(),
                                                key=lambda r: r["players"])]
    prices = ", ".join(f"{g['name']} {g['price']}F" for g in data["goods"].values())
    return Document("reference", "Reference", (
        Section("A month", paragraphs=(
            "The First names an activity not yet chosen this season; everyone performs it in "
            "the running order, the First first. Then the First goes to the end of the order. "
            "When all have been First, each activity nobody chose gets +1F.",)),
        Section("Activities", table=tuple(acts)),
        Section("Buildings", paragraphs=(
            "A building works only with a settler on it. Price: cost, less 1F for the First, "
            "less 1F per occupied quarry up to the building's quarry limit.",),
            table=tuple(builds)),
        Section("Setup by number of Aldermen", paragraphs=(
            f"Trading House prices: {prices}.",), table=tuple(setup)),
        Section("THE END and scoring", items=(
            "The wagon cannot be refilled; or someone builds on their last town space; or "
            "the Aldermen hold the Gold Bar target after an export.",
            "The month is played out, then: Gold Bars earned + each building's GB + the "
            "bonuses of occupied major buildings.",
            "Tie-break: Faradinars plus goods.")),
    ))


def score_rows(data: dict) -> dict[str, str]:
    """The parts of the total as `companion score` reports them (a major building's bonus
    under its id), each with its printed label."""
    majors = {b["id"]: f"{b['name']} bonus" for b in data["buildings"].values()
              if b["kind"] == "major"}
    return {"gold_bars": "Gold Bars earned", "buildings": "Buildings' GB value", **majors}


def scores(data: dict, page_height: float) -> Document:
    """A column per Alderman, a row per part of the score, the tie-break after the total."""
    bonuses = " ".join(f"{b['name']}: {b['text'].removeprefix('THE END: ')}"
                       for b in data["buildings"].values() if b["kind"] == "major")
    return score_sheet(data["game"]["max_players"], score_rows(data).values(),
                       "After THE END's month is played out. A major building's bonus counts "
                       f"only while a settler occupies it. {bonuses}",
                       after=(f"Tie-break: {data['scoring']['tie_break']}",),
                       words=SCORE_WORDS | {"player": "Alderman"}, page_height=page_height)
