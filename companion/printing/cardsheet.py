"""Sheets of cards, as pure geometry in mm: the grid, its bleed, cut marks, and spots in the
margins for the sheet label and the rulers.

As many cards as fit are placed with their cut marks inside the printer margin. Bleed takes
the room that is left and never costs a card: gutters between cards grow up to twice the
bleed (in a narrower gutter each card paints up to its middle) and the bleed past the outer
cuts runs to the printer margin; both step down until the label and a ruler find room.
A gutterfold sheet is landscape: fronts above the fold line, their backs mirrored below it.
"""

import math
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from companion.core.errors import BadInput
from companion.printing.i18n import _
from companion.printing.geometry import (EPS, FOLD_GAP, GAP, LABEL_H, MARGIN, MARK_MAX,
                                         MARK_MIN, RULER, Line, Rect, cut_positions,
                                         line_box, mirror, printable)

LABEL_W = 80.0   # a sheet label's length (its text is fitted to it)


@dataclass(frozen=True)
class Spot:
    """A label's or ruler's footprint on the page; `turned` ones read from bottom to top."""

    box: Rect
    turned: bool = False


@dataclass(frozen=True)
class Sheet:
    """Where everything goes on one page of cards (fronts) and on its back."""

    page: tuple[float, float]     # landscape for a gutterfold
    fronts: tuple[Rect, ...]      # cut boxes, reading order
    backs: tuple[Rect, ...]       # backs[i] is behind fronts[i] (before any back offset)
    front_paint: tuple[Rect, ...]  # each card's art: its cut box and the bleed it got
    back_paint: tuple[Rect, ...]
    bleed: float                  # the bleed past outer cuts (at most the one asked for)
    marks: tuple[Line, ...]       # cut marks (or full cut lines) of the front page
    back_marks: tuple[Line, ...]  # the same, for a back page printed on its own
    label: Spot
    back_label: Spot
    rulers: tuple[Spot, ...]      # a horizontal and a vertical 50 mm ruler, where they fit
    fold: Line | None = None
    mode: str = "duplex-long"     # how backs are printed (see geometry.mirror)
    cut_lines: str = "marks"


@lru_cache(maxsize=64)
def sheet(page: tuple[float, float], card: tuple[float, float], bleed: float = 0.0,
          backs: str = "duplex-long", cut_lines: str = "marks",
          label_w: float = LABEL_W, cards: int = 0, whole: bool = False) -> Sheet:
    """The sheet with the most cards, then the most bleed, that leaves room for its label
    and a ruler. `cards` (if given) fewer than a page holds: only the rows they need,
    centred on the page, so a few pieces do not sit in the corner of an empty grid;
    `whole`: all their rows or none (BadInput)."""
    page, area, cols, rows = grid(page, card, backs)
    if cards:
        rows = min(rows, math.ceil(cards / cols))
    for n_rows in (rows,) if whole else range(rows, 0, -1):
        best, most = None, None   # the best sheet so far and its _bleeds
        for reach in _steps(bleed):
            if best and most[0] >= reach:
                break   # no smaller bleed gives the worst-off card more
            for reserve in ("y", "x", "") if reach else ("",):   # no bleed, no gutters
                found = _layout(page, card, (cols, n_rows), reach, reserve, area, backs,
                                cut_lines, label_w)
                if not found:
                    continue
                got = _bleeds(found, bleed)
                if best is None or got > most:
                    best, most = found, got
        if best:
            return best
    raise BadInput(_("no room for the sheet label on a {page} page with {card} cards").format(
        page=_size(page), card=_size(card)))


def grid(page: tuple[float, float], card: tuple[float, float],
         backs: str = "duplex-long") -> tuple[tuple[float, float], Rect, int, int]:
    """The page (landscape for a gutterfold), the area its cards may take, and how many fit
    across and down; a card that cannot fit is one clear error (quick: no layout)."""
    if backs == "fold":
        page = (max(page), min(page))
    width, height = page
    edge = MARGIN + GAP + MARK_MIN
    area = Rect(edge, edge, width - 2 * edge,
                (height / 2 - FOLD_GAP if backs == "fold" else height - edge) - edge)
    cols = math.floor(area.w / card[0] + EPS)
    rows = math.floor(area.h / card[1] + EPS)
    if cols < 1 or rows < 1:
        said = (_("a {card} card does not fit on a {page} page folded in half")
                if backs == "fold" else _("a {card} card does not fit on a {page} page"))
        raise BadInput(said.format(card=_size(card), page=_size(page)))
    return page, area, cols, rows


def _steps(bleed: float) -> list[float]:
    """The bleeds to try, from the one asked for down to none."""
    return [bleed * k / 6 for k in range(6, -1, -1)] if bleed else [0.0]


def _bleeds(s: Sheet, asked: float) -> tuple[float, float]:
    """The least bleed any card got on any side, then the total."""
    got = [min(asked, side) for b, p in zip(s.fronts, s.front_paint)
           for side in (b.x - p.x, p.right - b.right, b.y - p.y, p.bottom - b.bottom)]
    return round(min(got), 6), round(sum(got), 6)


def _layout(page, card, grid: tuple[int, int], reach: float, reserve: str, area: Rect,
            backs: str, cut_lines: str, label_w: float) -> Sheet | None:
    """One try: `reserve` "x" or "y" keeps room on that axis for the label and a ruler
    outside the bleed before gutters take the rest."""
    width, height = page
    (w, h), (cols, rows) = card, grid
    extra = max(LABEL_H, RULER[1]) + GAP + max(reach, MARK_MAX) - MARK_MIN

    def gutter(n: int, size: float, room: float, axis: str) -> float:
        if n < 2:
            return 0.0
        left = room - n * size - (2 * extra if reserve == axis else 0.0)
        return max(0.0, min(2 * reach, left / (n - 1)))

    gx, gy = gutter(cols, w, area.w, "x"), gutter(rows, h, area.h, "y")
    grid_w, grid_h = cols * w + (cols - 1) * gx, rows * h + (rows - 1) * gy
    x0 = (width - grid_w) / 2
    fold = backs == "fold"
    y0 = height / 2 - FOLD_GAP - grid_h if fold else (height - grid_h) / 2
    fronts = tuple(Rect(x0 + c * (w + gx), y0 + r * (h + gy), w, h)
                   for r in range(rows) for c in range(cols))
    limit = Rect(0.0, 0.0, width, height / 2 if fold else height)   # bleed may run off
    front_paint = paint(fronts, grid, (gx, gy), reach, limit)
    if fold:   # the art runs to the fold line, so a fold off the line shows no white
        last = max(f.bottom for f in fronts) - EPS
        front_paint = tuple(Rect(p.x, p.y, p.w, height / 2 - p.y) if f.bottom >= last else p
                            for f, p in zip(fronts, front_paint))

    def mirrored(boxes: tuple[Rect, ...]) -> tuple[Rect, ...]:
        return tuple(mirror(b, page, backs) for b in boxes)

    marks, back_marks = _marks_for(page, fronts, backs, cut_lines)
    painted = front_paint + (mirrored(front_paint) if fold else ())   # a fold's backs too
    taken = [p.grown(GAP) for p in painted] + [line_box(m).grown(GAP) for m in marks]
    label = place(page, (label_w, LABEL_H), ("top", "bottom", "left", "right"), taken)
    if label is None:
        return None
    taken.append(label.box.grown(GAP))
    rulers = []
    for sides in (("bottom", "top"), ("right", "left")):
        spot = place(page, RULER, sides, taken)
        if spot:
            rulers.append(spot)
            taken.append(spot.box.grown(GAP))
    if not rulers:
        return None
    mode = "duplex-long" if backs == "separate" else backs
    back_label = Spot(mirror(label.box, page, mode), label.turned)
    fold_line = (MARGIN, height / 2, width - MARGIN, height / 2) if fold else None
    return Sheet(page, fronts, mirrored(fronts), front_paint, mirrored(front_paint), reach,
                 marks, back_marks, label, back_label, tuple(rulers), fold_line, backs,
                 cut_lines)


def paint(fronts: tuple[Rect, ...], grid: tuple[int, int], gutters: tuple[float, float],
          reach: float, limit: Rect) -> tuple[Rect, ...]:
    """Each card of a grid grown by `reach`: into a gutter at most to its middle (so not at
    all where two cards share a cut), past the grid's edge at most to `limit`."""
    cols, rows = grid
    (gx, gy) = (min(reach, g / 2) for g in gutters)
    out = []
    for i, b in enumerate(fronts):
        r, c = divmod(i, cols)
        left = gx if c else max(0.0, min(reach, b.x - limit.x))
        right = gx if c < cols - 1 else max(0.0, min(reach, limit.right - b.right))
        top = gy if r else max(0.0, min(reach, b.y - limit.y))
        bottom = gy if r < rows - 1 else max(0.0, min(reach, limit.bottom - b.bottom))
        out.append(Rect(b.x - left, b.y - top, b.w + left + right, b.h + top + bottom))
    return tuple(out)


def place(page, size: tuple[float, float], sides: tuple[str, ...],
          taken: list[Rect]) -> Spot | None:
    """A spot of `size` (length, depth) against the printer margin on the first of `sides`
    with room, as near the middle of that side as the marks and art allow."""
    width, height = page
    length, depth = size
    free = printable(page)
    for where in sides:
        turned = where in ("left", "right")
        if turned:
            x = MARGIN if where == "left" else width - MARGIN - depth
            strip = Rect(x, 0.0, depth, height)
        else:
            y = MARGIN if where == "top" else height - MARGIN - depth
            strip = Rect(0.0, y, width, depth)
        # A box spans the strip's depth, so it meets a rect near the strip exactly when
        # their spans along the strip meet: plain numbers (this runs often for small cards),
        # the rects near the strip found as Rect.overlaps finds them.
        right, bottom = strip.right - EPS, strip.bottom - EPS
        spans = [(t.y, t.y + t.h) if turned else (t.x, t.x + t.w) for t in taken
                 if t.x < right and t.y < bottom and strip.x < t.x + t.w - EPS
                 and strip.y < t.y + t.h - EPS]
        extent = height if turned else width
        starts = [extent / 2 - length / 2] + [v for lo, hi in spans for v in (lo - length, hi)]
        # A try meets a span that begins before the try ends and ends after it begins: with
        # the spans in the order they begin and the furthest end (less EPS) of the first
        # i + 1 of them, each try is a bisection.
        ordered = sorted(spans)
        begins = [lo for lo, _ in ordered]
        ends = list(accumulate((hi - EPS for _, hi in ordered), max))
        for start in sorted(starts, key=lambda v: abs(v + length / 2 - extent / 2)):
            before = bisect_left(begins, start + length - EPS)   # the spans begun before its end
            if before and start < ends[before - 1]:   # one of them ends after its start
                continue
            box = Rect(x, start, depth, length) if turned else Rect(start, y, length, depth)
            if box.inside(free):
                return Spot(box, turned)
    return None


def page_marks(sheet: Sheet, count: int) -> tuple[tuple[Line, ...], tuple[Line, ...]]:
    """The front and back marks of a page holding only its first `count` cards: a part-filled
    last page gets marks down to its last row, not the whole grid's."""
    if count >= len(sheet.fronts):
        return sheet.marks, sheet.back_marks
    return _marks_for(sheet.page, sheet.fronts[:count], sheet.mode, sheet.cut_lines)


def _marks_for(page, fronts, backs: str, cut_lines: str):
    """(front page marks, back page marks); a folded sheet carries both on its one page."""
    fold = backs == "fold"
    marks = _marks(page, fronts, full=cut_lines == "full", below=not fold)
    back_marks = tuple(mirror_line(m, page, backs) for m in marks)
    if fold:
        marks += back_marks
    return marks, back_marks


def _marks(page, fronts, full: bool, below: bool) -> tuple[Line, ...]:
    """Marks in the margins on the line of every cut, each `GAP` short of the outer cuts;
    `full` joins them across the grid. `below` False: none under the grid (the fold)."""
    width, height = page
    xs, ys = cut_positions(fronts)
    top, bottom = min(f.y for f in fronts) - GAP, max(f.bottom for f in fronts) + GAP
    left, right = min(f.x for f in fronts) - GAP, max(f.right for f in fronts) + GAP
    up = min(MARK_MAX, top - MARGIN)
    down = min(MARK_MAX, height - MARGIN - bottom) if below else 0.0
    out_l, out_r = min(MARK_MAX, left - MARGIN), min(MARK_MAX, width - MARGIN - right)
    lines: list[Line] = []
    for x in xs:
        if full:
            lines.append((x, top - up, x, bottom + down if below else bottom - GAP))
        else:
            lines.append((x, top - up, x, top))
            if below:
                lines.append((x, bottom, x, bottom + down))
    for y in ys:
        if full:
            lines.append((left - out_l, y, right + out_r, y))
        else:
            lines += [(left - out_l, y, left, y), (right, y, right + out_r, y)]
    return tuple(lines)


def mirror_line(line: Line, page, mode: str) -> Line:
    x1, y1, x2, y2 = line
    width, height = page
    if mode in ("duplex-short", "fold"):
        return (x1, height - y1, x2, height - y2)
    return (width - x1, y1, width - x2, y2)


def _size(size: tuple[float, float]) -> str:
    return f"{size[0]:g} x {size[1]:g} mm"
