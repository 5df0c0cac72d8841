"""Pure geometry in mm: boxes, the printer margin, back mirroring, board tiles.

The origin is a page's top-left corner, x to the right, y down (as in CSS).
"""

import math
from dataclasses import dataclass

MARGIN = 5.0      # printer margin: nothing is drawn closer to the paper edge
SAFE_AREA = 3.0   # nothing meaningful on a component within this of its cut line
GAP = 0.3         # between a cut mark's end and the cut (or a bleed edge and a label)
MARK_MIN = 1.0    # the shortest cut mark; cards are placed so marks reach this long
MARK_MAX = 3.0
FOLD_GAP = 4.0    # each side of a gutterfold's fold line, between fronts and backs
RULER = (70.0, 2.8)   # a 50 mm ruler (1 mm spare each end), its label after it
LABEL_H = 2.6     # a sheet label's line (6 pt)
TILE_BAND = 5.5   # above and below a board tile (past the printer margin): label, ruler
OVERLAP = 12.0    # board tiles repeat this much of their neighbours
EPS = 1e-6


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def shifted(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def grown(self, d: float) -> "Rect":
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def overlaps(self, other: "Rect") -> bool:
        return (self.x < other.right - EPS and other.x < self.right - EPS
                and self.y < other.bottom - EPS and other.y < self.bottom - EPS)

    def inside(self, other: "Rect") -> bool:
        return (self.x >= other.x - EPS and self.y >= other.y - EPS
                and self.right <= other.right + EPS and self.bottom <= other.bottom + EPS)


Line = tuple[float, float, float, float]   # x1, y1, x2, y2


def line_box(line: Line) -> Rect:
    x1, y1, x2, y2 = line
    return Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))


def printable(page: tuple[float, float]) -> Rect:
    """The page inside the printer margin."""
    return Rect(MARGIN, MARGIN, page[0] - 2 * MARGIN, page[1] - 2 * MARGIN)


def mirror(box: Rect, page: tuple[float, float], mode: str) -> Rect:
    """The back position of a front cut box when the sheet is turned over.

    Turned on the long edge (a book page) x mirrors; on the short edge y mirrors.
    `fold` (a landscape gutterfold) folds the page along its horizontal middle: y mirrors.
    """
    width, height = page
    if mode in ("duplex-short", "fold"):
        return Rect(box.x, height - box.bottom, box.w, box.h)
    return Rect(width - box.right, box.y, box.w, box.h)


def cut_positions(boxes) -> tuple[list[float], list[float]]:
    """The distinct x and y of every cut (each box's edges; a grid's repeats are dropped
    before rounding)."""
    xs = sorted({round(v, 6) for v in {v for b in boxes for v in (b.x, b.x + b.w)}})
    ys = sorted({round(v, 6) for v in {v for b in boxes for v in (b.y, b.y + b.h)}})
    return xs, ys


@dataclass(frozen=True)
class Tile:
    """One page of a board too big for a sheet: which window of the board, and where."""

    row: int
    col: int
    window: Rect      # in board coordinates
    at: tuple[float, float]   # page position of the window's top-left corner
    crosses: tuple[tuple[float, float], ...]   # alignment crosses, in board coordinates
    trims: tuple[Line, ...]   # where to trim this page before laying it on its neighbours


def tiles(board: tuple[float, float], page: tuple[float, float],
          overlap: float = OVERLAP) -> tuple[tuple[int, int], list[Tile]]:
    """Cover the board with page-sized windows that repeat `overlap` mm of each neighbour.

    A board that fits is one centred tile. The label runs above a tile and the ruler below
    it, so only the top and bottom keep a band; the sides run to the printer margin (a 262 mm
    board is two landscape Letter sheets, not four). Crosses sit on the middle of each overlap
    strip, so the same cross shows on both pages that share it: lay one on the other to align.
    """
    bw, bh = board
    aw, ah = page[0] - 2 * MARGIN, page[1] - 2 * (MARGIN + TILE_BAND)
    cols = 1 if bw <= aw + EPS else math.ceil((bw - overlap) / (aw - overlap) - EPS)
    rows = 1 if bh <= ah + EPS else math.ceil((bh - overlap) / (ah - overlap) - EPS)
    col_x = [c * (aw - overlap) for c in range(cols)]
    row_y = [r * (ah - overlap) for r in range(rows)]
    cross_x = [x + overlap / 2 for x in col_x[1:]]
    cross_y = [y + overlap / 2 for y in row_y[1:]]
    # crosses along each overlap strip: at the strip crossings and midway along each window
    xs = sorted({*cross_x, *(x + min(aw, bw - x) / 2 for x in col_x)}) if cross_y else []
    ys = sorted({*cross_y, *(y + min(ah, bh - y) / 2 for y in row_y)}) if cross_x else []
    points = {(x, y) for x in cross_x for y in ys} | {(x, y) for y in cross_y for x in xs}
    out = []
    for r, y in enumerate(row_y):
        for c, x in enumerate(col_x):
            window = Rect(x, y, min(aw, bw - x), min(ah, bh - y))
            at = ((page[0] - window.w) / 2, (page[1] - window.h) / 2)
            mine = tuple(sorted(p for p in points if window.x + 2 <= p[0] <= window.right - 2
                                and window.y + 2 <= p[1] <= window.bottom - 2))
            trims = []
            if c:
                trims.append((x + overlap / 2, window.y, x + overlap / 2, window.bottom))
            if r:
                trims.append((window.x, y + overlap / 2, window.right, y + overlap / 2))
            out.append(Tile(r + 1, c + 1, window, at, mine, tuple(trims)))
    return (rows, cols), out


def _size(size: tuple[float, float]) -> str:
    return f"{size[0]:g} x {size[1]:g} mm"
