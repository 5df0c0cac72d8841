"""The kit's boards and sheets: an Alderman's town, the caravans and Trading House, the
reference sheet and the score sheet."""

from companion.games.on_guard.i18n import _
from companion.games.on_guard.kit_sizes import CHIP, SITE, TOWN, TOWN_COLUMNS
from companion.games.on_guard.words import aldermen
from companion.printing.geometry import Rect
from companion.printing.kit_parts import score_sheet
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


def town(data: dict, w: dict) -> Board:
    """One Alderman's board: the town spaces (the size of a building tile, a major building
    covers two side by side), the site spaces (a site tile's size; the tiles carry the places
    for their settlers), the settlers not placed and a place for each kind of good."""
    rules = data["rules"]
    town_w = TOWN_COLUMNS * TOWN[0]
    shapes = [Shape(Rect(0, 0, *SIZE), fill=PAPER, borders=LINE),
              fitted(None, Rect(PAD, 3, SIZE[0] - 2 * PAD, 11), (w["alderman_line"],),
                     18, 8, "display", "board-title"),
              heading(16, w["town_heading"].format(spaces=rules["town_spaces"]), 10)]
    shapes += _grid((SIZE[0] - town_w) / 2, 23, TOWN, rules["town_spaces"], TOWN_COLUMNS,
                    w["town_space"], "#fbfaf5")
    y = 23 + -(-rules["town_spaces"] // TOWN_COLUMNS) * TOWN[1] + 2
    shapes.append(heading(y, w["sites_heading"].format(spaces=rules["site_spaces"]), 10))
    across = int((SIZE[0] - 2 * PAD) // SITE[0])
    shapes += _grid((SIZE[0] - across * SITE[0]) / 2, y + 7, SITE, rules["site_spaces"], across,
                    w["site_space"], "#f3f6ec")
    y += 7 + -(-rules["site_spaces"] // across) * SITE[1] + 3
    half = (SIZE[0] - 2 * PAD - GAP) / 2
    shapes += box(PAD, y, half, SIZE[1] - y - PAD, w["unplaced"])
    shapes.append(heading(y, w["goods"], 9, PAD + half + GAP, half))
    shapes += _places(PAD + half + GAP, y + 6, half, CHIP,
                      (g["name"] for g in data["goods"].values()))
    return Board("town", w["town_board"], SIZE, tuple(shapes),
                 data["game"]["max_players"])


def caravans(data: dict, w: dict) -> Board:
    """The shared board: the three caravans (wagons numbered; sizes by Aldermen), the Trading
    House and the settler wagon, the revealed sites, the site pile, its discards and the
    quarries, the supply and the Gold Bars (the months and seasons: kit_calendar)."""
    rows = sorted(data["by_players"].values(), key=lambda r: r["players"])
    rules = data["rules"]
    width = SIZE[0] - 2 * PAD
    shapes = [Shape(Rect(0, 0, *DEMESNE), fill=PAPER, borders=LINE),
              fitted(None, Rect(PAD, 3, width, 10), (w["demesne"],), 18, 8, "display",
                     "board-title")]
    y = 15.0
    most = max(max(r["caravans"]) for r in rows)
    for i in range(len(rows[0]["caravans"])):
        sizes = _by_aldermen(w, rows, lambda r: r["caravans"][i])
        shapes.append(heading(y, w["caravan"].format(n=i + 1, sizes=sizes), 9))
        shapes += _places(PAD, y + 6, width, CHIP, (str(j + 1) for j in range(most)))
        y += 6 + CHIP[1] + 2
    house = rules["trading_house_size"]
    left = house * (CHIP[0] + GAP) + 30          # the Trading House's part of the row
    prices = " · ".join(f"{g['name']} {g['price']}F" for g in data["goods"].values())
    shapes.append(heading(y, w["trading_house"].format(n=house), 9, w=left))
    shapes.append(fitted(None, Rect(PAD, y + 6, left, 4), (prices,), 8, 6, "normal",
                         "space-info"))
    shapes += _places(PAD, y + 10.5, left, CHIP, (str(j + 1) for j in range(house)))
    shapes.append(heading(y, w["settler_wagon"], 9, PAD + left + GAP, width - left - GAP))
    shapes += box(PAD + left + GAP, y + 10.5, width - left - GAP, CHIP[1], w["settlers_box"])
    y += 10.5 + CHIP[1] + 2
    revealed = max(r["revealed"] for r in rows)
    counts = _by_aldermen(w, rows, lambda r: r["revealed"])
    shapes.append(heading(y, w["revealed"].format(counts=counts), 9))
    shapes += _places(PAD, y + 6, width, SITE, (str(j + 1) for j in range(revealed)))
    y += 6 + SITE[1] + 2
    quarries = data["sites"]["quarry"]["count"]
    shapes.append(heading(y, w["site_piles"].format(n=quarries), 9, w=3 * (SITE[0] + GAP) + 6))
    shapes += _places(PAD, y + 6, 3 * (SITE[0] + GAP) + 6, SITE, w["pile_labels"], "dashed")
    x = PAD + 3 * (SITE[0] + GAP) + 6 + GAP
    shapes.append(heading(y, w["supply"], 9, x, SIZE[0] - PAD - x))
    shapes += box(x, y + 6, SIZE[0] - PAD - x, SITE[1], w["supply_box"])
    y += 6 + SITE[1] + 2
    shapes.append(heading(y, w["gold_supply"], 9))
    shapes += box(PAD, y + 6, width, CHIP[1], w["gold_box"])
    return Board("caravans", w["demesne_board"], DEMESNE,
                 tuple(shapes))


def _by_aldermen(w: dict, rows: list[dict], value) -> str:
    """A number for each number of Aldermen: '3 Aldermen 4, 4 Aldermen 5'."""
    return ", ".join(w["size"].format(aldermen=aldermen(r["players"]), n=value(r)) for r in rows)


def reference(data: dict, w: dict) -> Document:
    acts = [tuple(w["activity_columns"])] + [
        (a["name"], a["text"], a["privilege"]) for a in data["activities"].values()]
    builds = [tuple(w["building_columns"])] + [
        (b["name"], f"{b['cost']}F", str(b["settlers"]), str(b["gold_bars"]),
         str(b["quarries"]), str(b["copies"]), b["text"]) for b in data["buildings"].values()]
    setup = [tuple(w["setup_columns"])] + [
        (str(r["players"]), str(r["faradinars"]), str(r["settlers"]), str(r["wagon"]),
         str(r["gold_bars"]), "/".join(map(str, r["caravans"])), str(r["revealed"]),
         str(r["prospecting"])) for r in sorted(data["by_players"].values(),
                                                key=lambda r: r["players"])]
    prices = ", ".join(f"{g['name']} {g['price']}F" for g in data["goods"].values())
    return Document("reference", w["reference"], (
        Section(w["a_month"], paragraphs=(w["month_text"],)),
        Section(w["activities"], table=tuple(acts)),
        Section(w["buildings"], paragraphs=(w["buildings_text"],), table=tuple(builds)),
        Section(w["setup"], paragraphs=(w["prices"].format(prices=prices),),
                table=tuple(setup)),
        Section(w["end"], items=tuple(w["end_items"])),
    ))


def score_rows(data: dict, w: dict) -> dict[str, str]:
    """The parts of the total as `companion score` reports them (a major building's bonus
    under its id), each with its printed label."""
    majors = {b["id"]: w["score_bonus"].format(building=b["name"])
              for b in data["buildings"].values() if b["kind"] == "major"}
    return {"gold_bars": w["score_gold_bars"], "buildings": w["score_buildings"], **majors}


def scores(data: dict, w: dict, page_height: float) -> Document:
    """A column per Alderman, a row per part of the score, the tie-break after the total."""
    bonuses = " ".join(f"{b['name']}: {b['text'].removeprefix(w['end_prefix'])}"
                       for b in data["buildings"].values() if b["kind"] == "major")
    return score_sheet(data["game"]["max_players"], score_rows(data, w).values(),
                       w["score_legend"].format(bonuses=bonuses),
                       after=(w["tie_break"].format(tie_break=_(data["scoring"]["tie_break"])),),
                       words=w["score_words"], page_height=page_height)
