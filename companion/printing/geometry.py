"""Pure sheet geometry in mm: card grids, back mirroring, cut marks, footers, board tiles.

The origin is a page's top-left corner, x to the right, y down (as in CSS).
"""

import math
from dataclasses import dataclass

from companion.core.errors import BadInput

SAFE = 3.0        # printer-safe margin: nothing is drawn closer to the page edge
GAP = 0.3         # between a grid's outer (bleed) edge and the start of a cut mark
MARK_MIN = 3.0    # a shorter mark would not survive the first cut
MARK_MAX = 8.0
FOLD_GAP = 4.0    # free space each side of the fold line
RULER = (52.0, 2.8)   # the 50 mm ruler's box, with 1 mm to spare each end
NOTE = (58.0, 2.4)    # the "print at 100%" note's box
TILE_BAND = 7.0   # margin of a board tile that holds its label
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

    def inside(self, other: "Rect") -> bool:
        return (self.x >= other.x - EPS and self.y >= other.y - EPS
                and self.right <= other.right + EPS and self.bottom <= other.bottom + EPS)


Line = tuple[float, float, float, float]   # x1, y1, x2, y2


@dataclass(frozen=True)
class Sheet:
    """Where everything goes on one page of cards (fronts) and on its back."""

    page: tuple[float, float]
    fronts: tuple[Rect, ...]      # cut boxes, reading order
    backs: tuple[Rect, ...]       # backs[i] is behind fronts[i] (before any back offset)
    bleed: float
    marks: tuple[Line, ...]       # cut marks (or full cut lines) of the front page
    back_marks: tuple[Line, ...]  # the same, for a back page printed on its own
    ruler: Rect
    note: Rect
    fold: Line | None = None
    mode: str = "duplex-long"     # how backs are printed (see `mirror`)
    cut_lines: str = "marks"


def mirror(box: Rect, page: tuple[float, float], mode: str) -> Rect:
    """The back position of a front cut box when the sheet is turned over.

    Turned on the long edge (a book page) x mirrors; on the short edge y mirrors.
    `fold` folds the page in half along its vertical middle, which also mirrors x.
    """
    width, height = page
    if mode == "duplex-short":
        return Rect(box.x, height - box.bottom, box.w, box.h)
    return Rect(width - box.right, box.y, box.w, box.h)


def sheet(page: tuple[float, float], card: tuple[float, float], bleed: float = 0.0,
          backs: str = "duplex-long", cut_lines: str = "marks") -> Sheet:
    """As many cards as fit, centred, with room for cut marks, the ruler and the note."""
    width, height = page
    margin = SAFE + GAP + MARK_MIN
    right = width / 2 - FOLD_GAP if backs == "fold" else width - margin
    area = Rect(margin, margin, right - margin, height - 2 * margin)
    pitch_w, pitch_h = card[0] + 2 * bleed, card[1] + 2 * bleed
    cols = math.floor(area.w / pitch_w + EPS)
    rows = math.floor(area.h / pitch_h + EPS)
    if cols < 1 or rows < 1:
        raise BadInput(f"a {_size(card)} card{' with bleed' if bleed else ''} does not fit "
                       f"on a {_size(page)} page" + (" folded in half" if backs == "fold" else ""))
    for n_rows in range(rows, 0, -1):
        grid = Rect(area.x + (area.w - cols * pitch_w) / 2 if backs == "fold"
                    else (width - cols * pitch_w) / 2,
                    (height - n_rows * pitch_h) / 2, cols * pitch_w, n_rows * pitch_h)
        fronts = tuple(Rect(grid.x + c * pitch_w + bleed, grid.y + r * pitch_h + bleed, *card)
                       for r in range(n_rows) for c in range(cols))
        marked = fronts + tuple(mirror(f, page, backs) for f in fronts if backs == "fold")
        found = _footer(page, grid, marked)
        if found:
            return _assemble(page, grid, fronts, bleed, backs, cut_lines, *found)
    raise BadInput(f"no room for the ruler on a {_size(page)} page with {_size(card)} cards")


def cut_positions(boxes) -> tuple[list[float], list[float]]:
    """The distinct x and y of every cut (each box's edges)."""
    xs = sorted({round(v, 6) for b in boxes for v in (b.x, b.right)})
    ys = sorted({round(v, 6) for b in boxes for v in (b.y, b.bottom)})
    return xs, ys


def _mark_length(grid: Rect, page: tuple[float, float]) -> tuple[float, float]:
    """How long the top/bottom and the side marks are."""
    top_band = grid.y - GAP - SAFE
    side_band = grid.x - GAP - SAFE
    return min(top_band, MARK_MAX), min(side_band, MARK_MAX)


def _footer(page, grid: Rect, boxes) -> tuple[Rect, Rect] | None:
    """Spots for the ruler (below the grid) and the note (above it), clear of cut marks."""
    width, height = page
    xs, _ = cut_positions(boxes)
    mark_v, _ = _mark_length(grid, page)
    below = Rect(SAFE, grid.bottom + GAP, width - 2 * SAFE, height - SAFE - grid.bottom - GAP)
    above = Rect(SAFE, SAFE, width - 2 * SAFE, grid.y - GAP - SAFE)
    ruler = _spot(below, xs, RULER, mark_v, outer_at_bottom=True)
    note = _spot(above, xs, NOTE, mark_v, outer_at_bottom=False)
    return (ruler, note) if ruler and note else None


def _spot(band: Rect, xs: list[float], size, mark: float, outer_at_bottom: bool) -> Rect | None:
    """A `size` box in `band`: past the marks' ends if deep enough, else between two marks."""
    w, h = size
    if band.h < h:
        return None
    if band.h - mark - GAP >= h:
        y = band.bottom - h if outer_at_bottom else band.y
        return Rect(band.x + (band.w - w) / 2, y, w, h)
    edges = [band.x, *xs, band.right]
    spans = [(b - a, a) for a, b in zip(edges, edges[1:]) if b - a >= w + 2 * GAP]
    if not spans:
        return None
    span_w, start = max(spans)   # widest gap between marks
    y = band.y + (band.h - h) / 2
    return Rect(start + (span_w - w) / 2, y, w, h)


def _assemble(page, grid, fronts, bleed, backs, cut_lines, ruler, note) -> Sheet:
    width, _ = page
    back_boxes = tuple(mirror(f, page, backs) for f in fronts)
    marks, back_marks = _marks_for(page, grid, fronts, backs, cut_lines)
    fold = (width / 2, grid.y, width / 2, grid.bottom) if backs == "fold" else None
    return Sheet(page, fronts, back_boxes, bleed, marks, back_marks, ruler, note, fold,
                 backs, cut_lines)


def page_marks(sheet: Sheet, count: int) -> tuple[tuple[Line, ...], tuple[Line, ...]]:
    """The front and back marks of a page holding only its first `count` cards: a part-filled
    last page gets marks down to its last row, not the whole grid's."""
    if count >= len(sheet.fronts):
        return sheet.marks, sheet.back_marks
    used = sheet.fronts[:count]
    left, top = min(f.x for f in used), min(f.y for f in used)
    grid = Rect(left, top, max(f.right for f in used) - left,
                max(f.bottom for f in used) - top).grown(sheet.bleed)
    return _marks_for(sheet.page, grid, used, sheet.mode, sheet.cut_lines)


def _marks_for(page, grid: Rect, fronts, backs: str, cut_lines: str):
    """(front page marks, back page marks); a folded sheet carries both on its one page."""
    marks = _marks(page, grid, fronts, full=cut_lines == "full", both_sides=backs != "fold")
    back_marks = tuple(_mirror_line(m, page, backs) for m in marks)
    if backs == "fold":
        marks += back_marks
    return marks, back_marks


def _marks(page, grid: Rect, fronts, full: bool, both_sides: bool) -> tuple[Line, ...]:
    """Marks in the margins on the line of every cut; `full` joins them across the grid."""
    xs, ys = cut_positions(fronts)
    mark_v, mark_h = _mark_length(grid, page)
    top, bottom = grid.y - GAP, grid.bottom + GAP
    left, right = grid.x - GAP, grid.right + GAP
    lines: list[Line] = []
    for x in xs:
        if full:
            lines.append((x, top - mark_v, x, bottom + mark_v))
        else:
            lines += [(x, top - mark_v, x, top), (x, bottom, x, bottom + mark_v)]
    for y in ys:
        end = right + mark_h if both_sides else right
        if full:
            lines.append((left - mark_h, y, end, y))
        else:
            lines.append((left - mark_h, y, left, y))
            if both_sides:
                lines.append((right, y, end, y))
    return tuple(lines)


def _mirror_line(line: Line, page, mode: str) -> Line:
    x1, y1, x2, y2 = line
    width, height = page
    if mode == "duplex-short":
        return (x1, height - y1, x2, height - y2)
    return (width - x1, y1, width - x2, y2)


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

    A board that fits is one centred tile. Crosses sit on the middle of each overlap strip,
    so the same cross shows on both pages that share it: lay one on the other to align.
    """
    bw, bh = board
    aw, ah = page[0] - 2 * (SAFE + TILE_BAND), page[1] - 2 * (SAFE + TILE_BAND)
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


BACK_REACH = 2.0   # how far a back's colour runs past an outer cut without bleed


def back_paint(boxes: tuple[Rect, ...], bleed: float) -> list[Rect]:
    """The area each back's colour covers: past every cut with bleed, else past outer cuts.

    Without bleed, neighbours share a cut line, so a back only reaches out where no
    neighbour is; a small misregistration then shows the neighbour's back, never white.
    """
    if bleed:
        return [b.grown(bleed) for b in boxes]

    def has(b: Rect, dx: float, dy: float) -> bool:
        probe = (b.x + b.w / 2 + dx * b.w, b.y + b.h / 2 + dy * b.h)
        return any(o is not b and o.x < probe[0] < o.right and o.y < probe[1] < o.bottom
                   for o in boxes)

    out = []
    for b in boxes:
        left, right = (0 if has(b, d, 0) else BACK_REACH for d in (-1, 1))
        top, bottom = (0 if has(b, 0, d) else BACK_REACH for d in (-1, 1))
        out.append(Rect(b.x - left, b.y - top, b.w + left + right, b.h + top + bottom))
    return out
