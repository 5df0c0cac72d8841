"""The kit's board: the ring of 40 fields from Start, cities in their country colours, and
the two Chance piles and the bank in the middle."""

from companion.games.eurobusiness.kit_words import Words
from companion.printing import ringboard
from companion.printing.geometry import Rect
from companion.printing.model import Board, Shape

SPACE, DEPTH = 22.0, 32.0     # mm: a side field, and the board's depth (corners are square)
LINE = 0.15                   # mm, each side of a shared edge
BAND = 8.0                    # the country colour at a city's inner edge: its houses stand there
FILLS = {"start": "#fde9c9", "jail": "#e8e8e8", "free": "#e3f1e0", "go-to-jail": "#f3dcdc",
         "fee": "#f1ece2", "railway": "#eceff3", "utility": "#f4f1dc", "city": "#fbfaf6"}
PAPER, ACCENT = "#f1f4f6", "#b3261e"   # the game's own: a cool white ground, a bold red


def board(w: Words, card: tuple[float, float]) -> Board:
    fields = w.data["fields"]
    per_side = len(fields) // 4
    length = ringboard.side_length(per_side, SPACE, DEPTH)
    shapes = [Shape(Rect(0, 0, length, length), fill=PAPER, borders=(0.4,) * 4)]
    for spot, f in zip(ringboard.ring(per_side, SPACE, DEPTH), fields):
        shapes += _field(w, spot, f)
    shapes += _middle(w, ringboard.inner(per_side, SPACE, DEPTH), card)
    return Board("board", w["board"], (length, length), tuple(shapes))


def piece(data: dict) -> tuple[float, float]:
    """A house or hotel token: the most houses a city may carry stand side by side in its
    colour band (a hotel takes their place)."""
    return ringboard.band_piece(SPACE, BAND, data["rules"]["max_houses"])


def info(w: Words, f: dict) -> tuple[str, ...]:
    """What a field says under its name."""
    r, kind = w.data["rules"], f["kind"]
    if "price" in f:
        return (w.money(f["price"]),)
    return {"start": (w["start"].format(amount=w.money(r["start_bonus"])),),
            "fee": (w["fee"].format(amount=w.money(r.get(f.get("fee", ""), 0))),),
            "jail": (w["jail"],), "free": (w["free"],), "go-to-jail": (w["go_to_jail"],),
            "chance": (w["chance"],)}[kind]


def _field(w: Words, spot: ringboard.Spot, f: dict) -> list[Shape]:
    width, depth = spot.upright
    # a Chance field in its deck's colour, light enough for the black text
    fill = (w.data["decks"][f["deck"]]["colour"] + "59" if f["kind"] == "chance"
            else FILLS[f["kind"]])
    out = [Shape(spot.cell, fill=fill, borders=(LINE,) * 4)]
    top = 1.5
    if f["kind"] == "city":
        colour = w.country(f["country"])["colour"]
        out.append(Shape(ringboard.place(spot, Rect(0, 0, width, BAND)), fill=colour,
                         rotate=spot.rotate, cls="band"))
        top = BAND + 0.8
    name_h = 10.0
    bottom = depth - 5.0
    return out + [
        ringboard.fitted(spot, Rect(1, top, width - 2, name_h), (w.name(f),), 8.5, 4,
                         "bold", "space-name"),
        ringboard.fitted(spot, Rect(1, top + name_h + 0.5, width - 2, bottom - top - name_h - 1),
                         info(w, f), 7, 3.5, "normal", "space-info"),
        ringboard.fitted(spot, Rect(1, bottom, width - 2, 4), (str(f["number"]),), 7, 5,
                         "normal", "space-number"),
    ]


def _middle(w: Words, inner: Rect, card: tuple[float, float]) -> list[Shape]:
    """The title, a place for each Chance deck in its colour, the bank's box."""
    out = [ringboard.fitted(None, Rect(inner.x + 10, inner.y + 6, inner.w - 20, 16),
                            (w["title"],), 28, 10, "display", "board-title")]
    scale = min(1.0, 62 / card[0], 88 / card[1])
    pile = (card[0] * scale, card[1] * scale)
    gap = 14.0
    y = inner.y + 28
    for i, deck in enumerate(w.data["decks"].values()):
        x = inner.x + inner.w / 2 - gap / 2 - pile[0] + i * (pile[0] + gap)
        label = w["chance_pile"].format(deck=w.name(deck))
        out.append(ringboard.fitted(None, Rect(x, y, pile[0], 5), (label,), 8, 5, "bold",
                                    "pile-label"))
        out.append(Shape(Rect(x, y + 6, *pile), fill=deck["colour"] + "33",
                         borders=(0.5,) * 4, cls="dashed"))
    y += 6 + pile[1] + 6
    box = Rect(inner.x + 25, y, inner.w - 50, inner.bottom - y - 10)
    out.append(Shape(box, fill="#ffffff", borders=(0.4,) * 4))
    out.append(ringboard.fitted(None, Rect(box.x + 2, box.y + 2, box.w - 4, 8), (w["bank"],),
                                14, 6, "display", "box-heading"))
    return out
