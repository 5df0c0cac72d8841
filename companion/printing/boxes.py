"""Boxes to keep a kit in: a tuck box for each deck, sized from its card count and the
stock's thickness, and a lid-and-base box for the whole kit. Each is a dieline (printed as
a board: cut on the solid lines, fold on the dashed ones, glue the grey flaps).

The stocks' thicknesses are house defaults (a printed kit's card and paper vary): 250 g/m²
card about 0.30 mm a sheet, 80 g/m² paper about 0.10 mm.
"""

import math
from dataclasses import dataclass

from companion.printing.geometry import Rect
from companion.printing.model import Board, Shape

CALIPER = {"card": 0.30, "paper": 0.10, "board": 0.20}   # mm a sheet, house defaults
WEIGHT = {"card": 250, "paper": 80, "board": 160}        # g/m², house defaults
EASE = 1.0     # mm of play round the cards (or the kit) inside a box
GLUE = 10.0    # mm, the glue flap along a tuck box's side
TUCK = 15.0    # mm, the flap a lid tucks in with
LID = 20.0     # mm, how far the kit box's lid comes down
ROOM = 10.0    # mm above the pieces for the folded sheets (boards, references)
CUT, FOLD = 0.3, 0.25   # mm, the lines' widths
GLUE_FILL = "#d9d9d9"


@dataclass(frozen=True)
class Box:
    """Inside sizes in mm: width and height of the front, depth front to back."""

    w: float
    h: float
    d: float


def tuck_size(card: tuple[float, float], count: int, caliper: float = CALIPER["card"]) -> Box:
    """The tuck box of `count` cards of `card` size: the cards plus play, as deep as the
    stack (count x the stock's thickness) plus play, to the next half millimetre."""
    return Box(card[0] + EASE, card[1] + EASE, math.ceil((count * caliper + EASE) * 2) / 2)


def _line(x1: float, y1: float, x2: float, y2: float, fold: bool) -> Shape:
    """A cut (solid) or fold (dashed) line, as a shape's one border."""
    width = FOLD if fold else CUT
    if y1 == y2:
        return Shape(Rect(min(x1, x2), y1 - width / 2, abs(x2 - x1), 0), borders=(width, 0, 0, 0),
                     cls="dashed" if fold else "")
    return Shape(Rect(x1 - width / 2, min(y1, y2), 0, abs(y2 - y1)), borders=(0, 0, 0, width),
                 cls="dashed" if fold else "")


def panel(box: Rect, cuts: str, folds: str, fill: str = "none",
           lines: tuple[str, ...] = (), size: float = 8.0, cls: str = "",
           rotate: int = 0) -> list[Shape]:
    """A panel: its fill and texts, and its sides (`t`, `r`, `b`, `l`) cut or folded."""
    edges = {"t": (box.x, box.y, box.right, box.y), "r": (box.right, box.y, box.right, box.bottom),
             "b": (box.x, box.bottom, box.right, box.bottom), "l": (box.x, box.y, box.x, box.bottom)}
    paint = [Shape(box, fill)] if fill != "none" else []
    text = [Shape(_turned(box, rotate), lines=lines, size_pt=size, cls=f"box-text {cls}",
                  rotate=rotate)] if lines else []
    return [*paint, *text, *(_line(*edges[s], False) for s in cuts),
            *(_line(*edges[s], True) for s in folds)]


def _turned(box: Rect, rotate: int) -> Rect:
    """The box to give a shape turned a quarter so that it covers `box`."""
    if rotate % 180 == 0:
        return box
    return Rect(box.x + (box.w - box.h) / 2, box.y + (box.h - box.w) / 2, box.h, box.w)


def tuck_box(id_: str, title: str, box: Box, colour: str, front: tuple[str, ...],
             side: tuple[str, ...], glue: str) -> Board:
    """A tuck box's dieline: glue flap, back, side, front, side, left to right; above and
    below the back a lid with its tuck flap, above and below each side a dust flap."""
    w, h, d = box.w, box.h, box.d
    top, dust = TUCK + d, min(d, TUCK)
    back, side1, front_x, side2 = GLUE, GLUE + w, GLUE + w + d, GLUE + 2 * w + d
    shapes = [*panel(Rect(0, top + 2, GLUE, h - 4), "tlb", "", GLUE_FILL, (glue,), 6.5,
                      rotate=270),
              *panel(Rect(back, top, w, h), "", "tbl", colour),
              *panel(Rect(side1, top, d, h), "", "tblr", colour, side, 7, rotate=270),
              *panel(Rect(front_x, top, w, h), "tb", "", colour, front, 9, "display"),
              *panel(Rect(side2, top, d, h), "r", "tbl", colour, side, 7, rotate=90),
              # the lids, each with its tuck flap (rounded off by 2 mm at each side)
              *panel(Rect(back, TUCK, w, d), "lr", "t", colour),
              *panel(Rect(back + 2, 0, w - 4, TUCK), "tlr", ""),
              *panel(Rect(back, top + h, w, d), "lr", "b", colour),
              *panel(Rect(back + 2, top + h + d, w - 4, TUCK), "blr", "")]
    for x in (side1, side2):   # the dust flaps
        shapes += [*panel(Rect(x + 1, top - dust, d - 2, dust), "tlr", ""),
                   *panel(Rect(x + 1, top + h, d - 2, dust), "blr", "")]
    return Board(id_, title, (GLUE + 2 * w + 2 * d, 2 * top + h), tuple(shapes), stock="card")


def tray(id_: str, title: str, box: Box, colour: str, lines: tuple[str, ...],
         glue: str) -> Board:
    """A lid's or a base's dieline: the floor (`box.w` x `box.h`), a wall on each side
    (`box.d` high) and a glue tab at each end of the top and bottom walls, folded in
    behind the side walls."""
    w, h, d = box.w, box.h, box.d
    tab = min(GLUE, d)
    shapes = [*panel(Rect(d, d, w, h), "", "", colour, lines, 10, "display"),
              *panel(Rect(d, 0, w, d), "tlr", "b", colour),
              *panel(Rect(d, d + h, w, d), "blr", "t", colour),
              *panel(Rect(0, d, d, h), "tlb", "r", colour),
              *panel(Rect(d + w, d, d, h), "trb", "l", colour)]
    for x, y in ((d - tab, 0), (d + w, 0), (d - tab, d + h), (d + w, d + h)):
        shapes += panel(Rect(x, y + 1, tab, d - 2), "tb" + ("l" if x < d else "r"), "",
                         GLUE_FILL, (glue,), 6)
    return Board(id_, title, (w + 2 * d, h + 2 * d), tuple(shapes), stock="card")


def kit_box(inside: tuple[float, float], volumes: list[float]) -> tuple[Box, Box]:
    """The base and the lid of a box for a kit: the base's floor `inside` (the rules
    booklet's page) plus play, as deep as the kit's pieces (their `volumes` in mm³ laid in
    layers over the floor) plus ROOM for its folded sheets, to the next 5 mm; the lid round
    the base's walls, LID deep."""
    w, h = inside[0] + EASE, inside[1] + EASE
    depth = math.ceil((sum(volumes) / (w * h) + ROOM) / 5) * 5
    wall = CALIPER["card"]
    return Box(w, h, depth), Box(w + 2 * wall + EASE, h + 2 * wall + EASE, LID)



