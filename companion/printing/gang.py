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
    marks and a label `label_w` long; None when they need the whole page. A sheet's layout
    is costly for small pieces, so the height is bisected from a first guess that fits."""
    _, area, cols, _ = cardsheet.grid(page, card, backs)
    rows = math.ceil(count / cols)
    low = rows * card[1] + 2 * area.y          # no gutters, no room for label or ruler
    guess = low + (rows - 1) * 2 * bleed + 2 * (max(bleed, MARK_MAX) + LABEL_H + GAP)

    def laid(height: float) -> cardsheet.Sheet | None:
        try:
            found = cardsheet.sheet((page[0], height), card, bleed, backs, cut_lines,
                                    label_w, cards=count, whole=True)
        except BadInput:
            return None
        return found if len(found.fronts) >= count else None

    high = min(guess, page[1])
    best = laid(high)
    while best is None and high < page[1]:
        high = min(high + 4 * STEP, page[1])
        best = laid(high)
    if best is None:
        return None
    while high - low > STEP:   # `high` fits, `low` does not
        middle = (low + high) / 2
        found = laid(middle)
        if found:
            high, best = middle, found
        else:
            low = middle
    return Block(index, best)


def pack(blocks: list[Block], height: float) -> list[list[Block]]:
    """The blocks onto pages `height` tall, tallest first onto the first page with room, each
    page's blocks one under the other (sharing the printer margin), centred down the page."""
    pages: list[list[Block]] = []
    for b in sorted(blocks, key=lambda b: (-b.sheet.page[1], b.index)):
        for page in pages:
            if _height(page + [b]) <= height + 1e-6:
                page.append(b)
                break
        else:
            pages.append([b])
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
