"""The kit's boards and sheets: an Alderman's town, the caravans and Trading House, the
reference sheet and the score sheet."""

from companion.printing.geometry import Rect
from companion.printing.kit_parts import SCORE_WORDS, score_sheet
from companion.printing.model import Board, Document, Section, Shape
from companion.printing.ringboard import fitted

SIZE = (180.0, 250.0)     # mm: fits A4 and Letter
LINE = (0.4,) * 4


def _box(x: float, y: float, w: float, h: float, label: str) -> list[Shape]:
    return [Shape(Rect(x, y, w, h), fill="#ffffff", borders=LINE),
            fitted(None, Rect(x + 1, y + 1, w - 2, 4.5), (label,), 8, 5, "normal", "space-info")]


def _heading(y: float, text: str, size: float = 12) -> Shape:
    return fitted(None, Rect(5, y, SIZE[0] - 10, 7), (text,), size, 6, "bold", "box-heading")


def town(data: dict) -> Board:
    """One Alderman's board: 12 town spaces, 12 site spaces, spare settlers and goods."""
    rules = data["rules"]
    shapes = [Shape(Rect(0, 0, *SIZE), fill="#f7f4ea", borders=LINE),
              fitted(None, Rect(5, 3, 170, 11), ("Alderman: ______________",), 18, 8, "bold",
                     "board-title"),
              _heading(16, f"Town: {rules['town_spaces']} spaces (a major building fills two)")]
    for i in range(rules["town_spaces"]):
        shapes += _box(5 + (i % 4) * 43, 25 + (i // 4) * 43, 41, 41, f"town {i + 1}")
    y = 25 + 3 * 43 + 2
    shapes.append(_heading(y, f"Sites: {rules['site_spaces']} spaces"))
    for i in range(rules["site_spaces"]):
        shapes += _box(5 + (i % 6) * 28.6, y + 9 + (i // 6) * 28.6, 27, 27, f"site {i + 1}")
    y += 9 + 2 * 28.6 + 3
    shapes += _box(5, y, 84, SIZE[1] - y - 4, "spare settlers")
    shapes += _box(91, y, 84, SIZE[1] - y - 4, "goods")
    return Board("town", "Town board (one per Alderman)", SIZE, tuple(shapes))


def caravans(data: dict) -> Board:
    """The three caravans (wagons numbered; sizes by Aldermen), the Trading House, the wagon."""
    rows = sorted(data["by_players"].values(), key=lambda r: r["players"])
    shapes = [Shape(Rect(0, 0, *SIZE), fill="#f7f4ea", borders=LINE),
              fitted(None, Rect(5, 3, 170, 11), ("Caravans and the Trading House",), 18, 8,
                     "bold", "board-title")]
    y = 18
    most = max(max(r["caravans"]) for r in rows)
    for i in range(len(rows[0]["caravans"])):
        sizes = ", ".join(f"{r['players']} Aldermen {r['caravans'][i]}" for r in rows)
        shapes.append(_heading(y, f"Caravan {i + 1}: wagons with {sizes}", 10))
        for j in range(most):
            shapes += _box(5 + j * 21, y + 8, 19, 19, f"{j + 1}")
        y += 32
    prices = " · ".join(f"{g['name']} {g['price']}F" for g in data["goods"].values())
    shapes.append(_heading(y, f"Trading House: {data['rules']['trading_house_size']} goods, "
                              f"each kind once", 10))
    shapes.append(fitted(None, Rect(5, y + 7, 170, 5), (prices,), 9, 5, "normal", "space-info"))
    for j in range(data["rules"]["trading_house_size"]):
        shapes += _box(5 + j * 30, y + 14, 28, 28, f"{j + 1}")
    y += 48
    shapes += _box(5, y, 84, SIZE[1] - y - 4, "settler wagon")
    shapes += _box(91, y, 84, SIZE[1] - y - 4, "supply")
    return Board("caravans", "Caravans and Trading House", SIZE, tuple(shapes))


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
