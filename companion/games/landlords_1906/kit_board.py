"""The kit's board: the ring of 40 spaces, the Natural Opportunities in the inner corners, and
the places for the packs, MISCELLANEOUS and the PUBLIC TREASURY in the middle."""

from companion.games.landlords_1906 import landing, rules
from companion.games.landlords_1906.kit_common import HOUSE_NOTE, PAPER, usd
from companion.printing.kit_parts import mark
from companion.printing import fonts, ringboard
from companion.printing.faces import MIN_PT
from companion.printing.geometry import Rect
from companion.printing.model import Board, Shape

SPACE, DEPTH = 21.0, 32.0     # mm: a side space, and the board's depth (corners are square)
# board spaces by kind: (fill, band); the rules' blue necessities, yellow franchises,
# pink railroads
SPACES = {"mother-earth": ("#e6f2dc", None), "lot": ("#f6faf1", "#6b9c3a"),
          "necessity": ("#e4effa", "#1e63b5"), "trespass": ("#ececec", "#555555"),
          "railroad": ("#fce6ee", "#d81b60"), "franchise": ("#fff7d1", "#e5b700"),
          "speculation": ("#f3eee3", "#8d6e63"), "jail": ("#eeeeee", None),
          "park": ("#e8f4e4", None), "chance": ("#fde3df", "#c62828"),
          "luxury": ("#f0e4f6", "#7b1fa2")}
LINE = 0.15          # mm, each side of a shared edge
BAND = 7.5           # the coloured band at a space's inner edge: a lot's houses stand there
OPPORTUNITY = 25.0   # the inner-corner Natural Opportunity squares


def board(data: dict, card: tuple[float, float]) -> Board:
    """The ring of spaces clockwise from MOTHER EARTH (bottom right), each facing the player
    at its side; in the middle the Natural Opportunities, places for the green and red
    packs, MISCELLANEOUS and the PUBLIC TREASURY."""
    spaces = data["spaces"]
    per_side = len(spaces) // 4
    length = ringboard.side_length(per_side, SPACE, DEPTH)
    shapes = [Shape(Rect(0, 0, length, length), fill=PAPER, borders=(0.4,) * 4)]
    for spot, space in zip(ringboard.ring(per_side, SPACE, DEPTH), spaces):
        shapes += _space(spot, space, data)
    shapes += _opportunities(data, per_side)
    shapes += _middle(data, ringboard.inner(per_side, SPACE, DEPTH), card)
    return Board("board", "Board", (length, length), tuple(shapes))


def house_size(data: dict) -> tuple[float, float]:
    """A house token: the most houses a lot may carry stand side by side in its band."""
    return ringboard.band_piece(SPACE, BAND, data["rules"]["max_houses"])


def space_info(space: dict, data: dict) -> list[str]:
    """The lines under a space's name: its price and what stopping there costs or pays."""
    r, h, kind = data["rules"], data["house_rules"], space["kind"]
    price = [f"For sale {usd(space['price'])}"] if "price" in space else []
    rent = rules.land_rent(r["rent_table"], space.get("row", 0), 0)
    also = [f"also {a}" for a in space["aliases"]] if kind in ("jail", "park") else []
    # what the ledger charges for stopping decides "free" and taxed (ruling 3: Shelter)
    free = ["Free to stop"] if landing.costs_nothing(kind) and kind != "mother-earth" else []
    free += ([f"Tax {usd(data['tax_levels'][0]['tax'])}"]
             if kind != "necessity" and landing.pays_necessity_tax(kind) else [])
    return price + also + free + {
        "mother-earth": [f"Wages {usd(r['wages'])} each time you reach or pass"],
        "lot": [f"Rent {usd(rent)}" if rent else "No rent"],
        "necessity": [f"Tax {usd(data['tax_levels'][0]['tax'])}"],
        "trespass": ["No trespassing:", "go to JAIL"],
        "railroad": [f"Fare {usd(r['railroad_fares'][0])}"],
        "franchise": [f"Rate {usd(r['franchise_rate'])}"],
        "speculation": [f"Ante {usd(r['speculation_ante'])}"],
        "jail": [f"Fine {usd(r['jail_fine'])} to leave"],
        "park": [],
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
                         rotate=spot.rotate, cls="band"))
        top = BAND + 0.8
    name_h = 10.0
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
    """Lines fitted to a box of a space's upright frame, centred in it, then turned; never
    under the 6 pt floor of printed text."""
    size, n, _ = fonts.fit("\n".join(lines), (local.w, local.h), max(high, MIN_PT),
                           max(low, MIN_PT), weight)
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
                 "display", "board-title")]
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
                         "display", "box-heading"))
        out.append(_text(None, Rect(box.x + 3, box.y + 9, box.w - 6, 8), (text,), 7, 4,
                         "normal", "box-text"))
        y += height + 3
    out.append(_text(None, Rect(left, inner.bottom - 5, width, 4), (HOUSE_NOTE,), 6.5, 4,
                     "normal", "board-note"))
    return out
