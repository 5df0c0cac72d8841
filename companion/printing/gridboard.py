"""Boards drawn as square grids split into regions (plots): cell borders and label spots."""

from companion.printing.geometry import Rect

THIN = 0.12    # mm, drawn by each side of a shared edge, so lines are twice this
THICK = 0.7


def borders(regions: dict[tuple[int, int], int], col: int, row: int
            ) -> tuple[float, float, float, float]:
    """(top, right, bottom, left): thick where the neighbour is another region or off-board."""
    me = regions[(col, row)]
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    return tuple(THIN if regions.get((col + dc, row + dr)) == me else THICK
                 for dc, dr in steps)


def label_spot(cells: set[tuple[int, int]]) -> tuple[int, int, int, int]:
    """The largest rectangle of cells inside a region, as (col, row, cols, rows).

    Ties go to the wider one, then the top-left one, so labels read well.
    """
    cols = [c for c, _ in cells]
    rows = [r for _, r in cells]
    best = None
    for c0 in range(min(cols), max(cols) + 1):
        for r0 in range(min(rows), max(rows) + 1):
            for c1 in range(c0, max(cols) + 1):
                for r1 in range(r0, max(rows) + 1):
                    if all((c, r) in cells for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)):
                        w, h = c1 - c0 + 1, r1 - r0 + 1
                        key = (w * h, w, -r0, -c0)
                        if best is None or key > best[0]:
                            best = (key, (c0, r0, w, h))
    return best[1]


def cell_rect(origin: tuple[float, float], square: float, col: int, row: int,
              cols: int = 1, rows: int = 1) -> Rect:
    return Rect(origin[0] + col * square, origin[1] + row * square, cols * square, rows * square)
