"""Boards drawn as a ring of spaces round a square (race-track boards): pure geometry in mm.

Spaces run clockwise from the bottom-right corner: along the bottom to the left, up the left
side, along the top, down the right side. Corners are `depth` square; the other spaces are
`space` wide and `depth` deep. Each space's texts are laid out upright, in its own frame (the
inner edge at the top), then turned to face a player sitting at that side of the board.
"""

import math
from dataclasses import dataclass

from companion.printing import fonts
from companion.printing.geometry import Rect
from companion.printing.model import Shape

SIDES = ("bottom", "left", "top", "right")
PIECE_GAP = 0.5   # mm between the pieces standing in a band, and between them and its edges


@dataclass(frozen=True)
class Spot:
    """Where one space of the ring goes."""

    index: int
    cell: Rect        # on the board
    side: int         # 0 bottom, 1 left, 2 top, 3 right (a corner takes the side it starts)
    corner: bool
    rotate: int       # degrees clockwise that its upright frame is turned

    @property
    def upright(self) -> tuple[float, float]:
        """The frame's (width along the text, depth from the inner edge) in mm."""
        turned = self.rotate in (90, 270)
        return (self.cell.h, self.cell.w) if turned else (self.cell.w, self.cell.h)


def side_length(per_side: int, space: float, depth: float) -> float:
    return 2 * depth + (per_side - 1) * space


def ring(per_side: int, space: float, depth: float) -> list[Spot]:
    """The 4 x `per_side` spaces in playing order, index 0 in the bottom-right corner."""
    length = side_length(per_side, space, depth)
    far = length - depth
    spots = []
    for index in range(4 * per_side):
        side, step = divmod(index, per_side)
        if step == 0:
            x, y = ((far, far), (0.0, far), (0.0, 0.0), (far, 0.0))[side]
            cell = Rect(x, y, depth, depth)
        else:
            run = depth + (step - 1) * space     # from the side's starting corner to the space
            cell = (Rect(length - run - space, far, space, depth),
                    Rect(0.0, length - run - space, depth, space),
                    Rect(run, 0.0, space, depth),
                    Rect(far, run, depth, space))[side]
        spots.append(Spot(index, cell, side, step == 0, 90 * side))
    return spots


def inner(per_side: int, space: float, depth: float) -> Rect:
    """The open middle of the ring."""
    length = side_length(per_side, space, depth)
    return Rect(depth, depth, length - 2 * depth, length - 2 * depth)


def band_piece(space: float, band: float, count: int) -> tuple[float, float]:
    """The size (width, depth) of a piece of which `count` stand side by side in a space's
    colour band (`space` wide, `band` deep), so the band holds the houses a space may carry
    and they cover none of its texts; to a tenth of a mm, never larger."""
    width = (space - (count + 1) * PIECE_GAP) / count
    return (math.floor(width * 10 + 1e-6) / 10, math.floor((band - 2 * PIECE_GAP) * 10) / 10)


def place(spot: Spot, local: Rect) -> Rect:
    """A box given in the spot's upright frame, as the unturned box whose centre lands right.

    Draw it turned by `spot.rotate` about its own centre (CSS `transform: rotate`).
    """
    width, depth = spot.upright
    a = local.x + local.w / 2 - width / 2
    b = local.y + local.h / 2 - depth / 2
    angle = math.radians(spot.rotate)
    cos, sin = round(math.cos(angle)), round(math.sin(angle))   # quarter turns only
    cx = spot.cell.x + spot.cell.w / 2 + a * cos - b * sin
    cy = spot.cell.y + spot.cell.h / 2 + a * sin + b * cos
    return Rect(cx - local.w / 2, cy - local.h / 2, local.w, local.h)


def inner_corner(per_side: int, space: float, depth: float, side: int, size: float) -> Rect:
    """A `size` square in the inner corner of the ring next to corner `side` (0 bottom-right,
    then clockwise)."""
    box = inner(per_side, space, depth)
    x = box.right - size if side in (0, 3) else box.x
    y = box.bottom - size if side in (0, 1) else box.y
    return Rect(x, y, size, size)


def fitted(spot: Spot | None, local: Rect, lines: tuple[str, ...], high: float, low: float,
           weight: str, cls: str) -> Shape:
    """A text shape: the lines sized to fit `local` (between `high` and `low` pt), centred
    in it upright, then placed in the spot's turned frame (no spot: a box on the board)."""
    size, n, _ = fonts.fit("\n".join(lines), (local.w, local.h), high, low, weight)
    used = min(n * size * fonts.LINE_HEIGHT * fonts.PT, local.h)
    local = Rect(local.x, local.y + (local.h - used) / 2, local.w, used)
    box = place(spot, local) if spot else local
    return Shape(box, lines=lines, size_pt=size, cls=f"{cls} {weight}",
                 rotate=spot.rotate if spot else 0)
