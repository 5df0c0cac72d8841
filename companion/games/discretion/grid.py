"""The 11x11 grid: cells named column A-K and row 1-11 (`C3`), edge adjacency."""

from companion.core.errors import BadInput
from companion.games.discretion.i18n import _

SIZE = 11
COLUMNS = "ABCDEFGHIJK"


def parse_cell(text: str) -> str:
    """Normalise `c3` to `C3`; refuse anything off the board."""
    cell = text.strip().upper()
    if len(cell) >= 2 and cell[0] in COLUMNS and cell[1:].isdigit() and 1 <= int(cell[1:]) <= SIZE:
        return f"{cell[0]}{int(cell[1:])}"
    raise BadInput(_("not a cell: {text!r} (cells run A1 to K11: column letter, then row)"
                     ).format(text=text))


def parse_cells(text: str) -> list[str]:
    """`C3` or `C3+C4` (a 2-acre building on two edge-adjacent cells)."""
    parts = [p for p in text.split("+")]
    if len(parts) > 2 or any(not p.strip() for p in parts):
        raise BadInput(_("not a building position: {text!r} (use C3, or C3+C4 for 2 acres)"
                         ).format(text=text))
    cells = [parse_cell(p) for p in parts]
    if len(cells) == 2:
        if cells[0] == cells[1]:
            raise BadInput(_("{text!r} names the same cell twice").format(text=text))
        if cells[1] not in neighbours(cells[0]):
            raise BadInput(_("{first} and {second} do not share an edge: a 2-acre building "
                             "needs two side-by-side cells").format(first=cells[0],
                                                                    second=cells[1]))
    return cells


def coords(cell: str) -> tuple[int, int]:
    """(column index, row index), both from 0."""
    return COLUMNS.index(cell[0]), int(cell[1:]) - 1


def name(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def _edge_neighbours(cell: str) -> tuple[str, ...]:
    col, row = coords(cell)
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    return tuple(name(col + dc, row + dr) for dc, dr in steps
                 if 0 <= col + dc < SIZE and 0 <= row + dr < SIZE)


def all_cells() -> list[str]:
    return [name(c, r) for r in range(SIZE) for c in range(SIZE)]


_NEIGHBOURS = {cell: _edge_neighbours(cell) for cell in all_cells()}


def neighbours(cell: str) -> tuple[str, ...]:
    """The up-to-four cells sharing an edge with `cell` (corners do not count)."""
    return _NEIGHBOURS[cell]
