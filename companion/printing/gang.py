"""Ganged sheets: card sets of a few pieces (two college tiles, a sheet's worth of chips)
share pages instead of each taking a sheet of its own (pure geometry, in mm).

Each set is a block: a sheet of the page's width and only the height its rows, cut marks
and label need (`cardsheet.sheet` on that strip). Blocks go down the page one under the
other, sharing the printer margin between them, tallest first onto the first page with room.
"""

import math
from dataclasses import dataclass

from companion.core.errors import BadInput
from companion.printing import cardsheet
from companion.printing.geometry import GAP, LABEL_H, MARGIN, MARK_MAX

STEP = 1.0   # mm, how finely a block's height is sought


@dataclass(frozen=True)
class Block:
    """One set's strip of a ganged page: its sheet (laid out on a page `sheet.page` tall)
    and where its top sits on the page."""

    index: int            # the set's place among those ganged
    sheet: cardsheet.Sheet
    y: float = 0.0


def block(index: int, page: tuple[float, float], card: tuple[float, float], count: int,
          bleed: float, backs: str, cut_lines: str,
          label_w: float = cardsheet.LABEL_W) -> Block | None:
    """The lowest strip of the page's width (to `STEP`) holding all `count` cards with their
    marks and a label `label_w` long; None when they need the whole page.

    A sheet's full layout is costly for small pieces (it tries each bleed from the one asked
    for down to none), so each height is tried quickly, the cards laid out once without
    bleed (bleed takes room: a strip too low without it has always been too low with it).
    Only the strip found is laid out in full, and the highest strip the quick try refused:
    should a bleed make room there after all, full layouts decide every height, so the
    strip is always the one a search by full layouts finds."""
    _, area, cols, _ = cardsheet.grid(page, card, backs)
    rows = math.ceil(count / cols)
    low = rows * card[1] + 2 * area.y          # no gutters, no room for label or ruler
    guess = low + (rows - 1) * 2 * bleed + 2 * (max(bleed, MARK_MAX) + LABEL_H + GAP)

    def laid(height: float, bleed: float = bleed) -> cardsheet.Sheet | None:
        try:
            found = cardsheet.sheet((page[0], height), card, bleed, backs, cut_lines,
                                    label_w, cards=count, whole=True)
        except BadInput:
            return None
        return found if len(found.fronts) >= count else None

    refused = []   # the heights the quick try refused

    def quick(height: float) -> bool:
        if laid(height, 0.0):
            return True
        refused.append(height)
        return False

    first = min(guess, page[1])
    height = _lowest(quick, low, first, page[1])
    if refused and laid(max(refused)):
        height = _lowest(laid, low, first, page[1])
    return None if height is None else Block(index, laid(height))


def _lowest(fits, low: float, high: float, top: float) -> float | None:
    """The lowest height (to `STEP`, above `low`, at most `top`) that `fits`: from `high`
    up by 4 `STEP` until one fits, then bisected down; None if not even `top` fits."""
    while not fits(high):
        if high >= top:
            return None
        high = min(high + 4 * STEP, top)
    while high - low > STEP:   # `high` fits, `low` does not
        middle = (low + high) / 2
        if fits(middle):
            high = middle
        else:
            low = middle
    return high


def first_fit(items: list, fits) -> list[list]:
    """The items, in the order given, each into the first bin where `fits(bin, item)`, else
    into a new bin of its own."""
    bins: list[list] = []
    for item in items:
        for b in bins:
            if fits(b, item):
                b.append(item)
                break
        else:
            bins.append([item])
    return bins


def pack(blocks: list[Block], height: float) -> list[list[Block]]:
    """The blocks onto pages `height` tall, tallest first onto the first page with room, each
    page's blocks one under the other (sharing the printer margin), centred down the page."""
    pages = first_fit(sorted(blocks, key=lambda b: (-b.sheet.page[1], b.index)),
                      lambda page, b: _height(page + [b]) <= height + 1e-6)
    placed = []
    for page in pages:
        page.sort(key=lambda b: b.index)
        y = (height - _height(page)) / 2
        out = []
        for b in page:
            out.append(Block(b.index, b.sheet, y))
            y += b.sheet.page[1] - MARGIN
        placed.append(out)
    return placed


def _height(page: list[Block]) -> float:
    return sum(b.sheet.page[1] for b in page) - MARGIN * (len(page) - 1)
