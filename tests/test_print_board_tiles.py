"""Boards tiled over A4 and Letter, measured from the PDFs: as many sheets as the print list
says (hand-counted below), and nothing printed on a page outside its tile's window, its label
line and its ruler (WeasyPrint once carried a clipped row's second lines onto the next page)."""

import pytest
from PIL import Image, ImageDraw

from companion import games
from companion.printing import build, geometry
from companion.printing.geometry import MARGIN, Rect
from companion.printing.options import PAPERS, parse
from tests.print_helpers import PT, pages, run

# sheets by hand: a tile is at most (paper - 10 mm) wide and (paper - 21 mm) high, tiles
# overlap 12 mm, the orientation taking fewer sheets is used. Letter is 215.9 x 279.4 mm.
SHEETS = [
    # 269.3 x 364.9: A4 landscape 1 x 2 (269.3 <= 287 wide; 364.9 over 189 high); Letter
    # landscape 1 x 2 too (269.3 <= 269.4; 364.9 over 194.9 high). It was 273 wide, row
    # numbers on both sides: 2 x 2 on Letter, two of them slivers 15.6 mm wide
    ("discretion", "board", "a4", 2), ("discretion", "board", "letter", 2),
    # 253 x 253: A4 portrait 2 x 1 (253 <= 276 high); Letter landscape 1 x 2 (253 <= 269.4)
    ("landlords-1906", "board", "a4", 2), ("landlords-1906", "board", "letter", 2),
    # 262 x 262: as the Landlord's Game; on Letter it was 2 x 2 with a band beside each tile
    ("eurobusiness", "board", "a4", 2), ("eurobusiness", "board", "letter", 2),
    # 332 x 208: portrait, two tiles across, one high (208 <= 276 and <= 258.4)
    ("payday", "board", "a4", 2), ("payday", "board", "letter", 2),
    # 190 x 255 and 190 x 245 fit both papers portrait
    ("on-guard", "town", "a4", 1), ("on-guard", "town", "letter", 1),
    ("on-guard", "caravans", "letter", 1),
]


def _tiles(size, paper_pt) -> tuple[tuple[float, float], list[geometry.Tile]]:
    page = (paper_pt[0] / PT, paper_pt[1] / PT)
    return page, geometry.tiles(size, page)[1]


def _stray_ink(image, page, tile: geometry.Tile) -> list[tuple[int, int]]:
    """Pixels inked outside the tile's window, the label line and the ruler's line."""
    allowed = [Rect(*tile.at, tile.window.w, tile.window.h),
               Rect(MARGIN, MARGIN, page[0] - 2 * MARGIN, geometry.LABEL_H),
               Rect(tile.at[0], page[1] - MARGIN - geometry.RULER[1], *geometry.RULER)]
    allowed = [a.grown(0.5) for a in allowed]
    scale = image.size[0] / page[0]   # pixels per mm
    stray = []
    for py in range(0, image.size[1], 2):
        for px in range(0, image.size[0], 2):
            if image.getpixel((px, py)) < 200:
                x, y = px / scale, py / scale
                if not any(a.x <= x <= a.right and a.y <= y <= a.bottom for a in allowed):
                    stray.append((px, py))
    return stray


@pytest.mark.parametrize("game, part, paper, sheets", SHEETS)
def test_a_board_prints_on_the_sheets_its_print_list_says_and_nothing_strays(
        tmp_path, game, part, paper, sheets):
    options = parse(paper=paper, only=(part,))
    (rendered,) = build.prepare(game, options).rendered
    assert rendered.plan.sheets == sheets   # what the print list says
    code, output = run(game, "--paper", paper, "--only", part, "--out", str(tmp_path))
    assert code == 0, output
    doc = pages(tmp_path / f"{part}.pdf")
    assert len(doc) == sheets
    entry = games.find(game)
    kit = build.kit_module(entry).components(games.load(entry.id).load_data(None), options)
    (board,) = [c for c in kit.components if c.id == part]
    page, tiles = _tiles(board.size, doc[0].get_size())
    assert len(tiles) == sheets
    for i, tile in enumerate(tiles):
        image = doc[i].render(scale=1.5).to_pil().convert("L")
        assert _stray_ink(image, page, tile) == [], f"sheet {i + 1}"


def test_the_stray_ink_check_sees_text_outside_the_window():
    """The measurement above finds what it looks for: a page inked above a tile's window."""
    page = PAPERS["letter"][::-1]
    (tile,) = geometry.tiles((200, 150), page)[1]
    scale = 1.5 * PT
    image = Image.new("L", (round(page[0] * scale), round(page[1] * scale)), 255)
    draw = ImageDraw.Draw(image)
    draw.rectangle([tile.at[0] * scale, tile.at[1] * scale, (tile.at[0] + 150) * scale,
                    (tile.at[1] + 100) * scale], fill=0)   # inside the window: allowed
    assert _stray_ink(image, page, tile) == []
    draw.rectangle([100 * scale, 1 * scale, 120 * scale, 3 * scale], fill=0)   # in the margin
    assert len(_stray_ink(image, page, tile)) > 10


def _covered(cell: Rect, windows: list[Rect]) -> bool:
    """Whether the windows together cover the cell: cut at every window edge inside it,
    each piece lies in one window."""
    xs = sorted({cell.x, cell.right, *(v for w in windows for v in (w.x, w.right)
                                       if cell.x < v < cell.right)})
    ys = sorted({cell.y, cell.bottom, *(v for w in windows for v in (w.y, w.bottom)
                                        if cell.y < v < cell.bottom)})
    return all(any(w.x <= (x0 + x1) / 2 <= w.right and w.y <= (y0 + y1) / 2 <= w.bottom
                   for w in windows)
               for x0, x1 in zip(xs, xs[1:]) for y0, y1 in zip(ys, ys[1:]))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_square_of_discretions_board_is_on_its_two_sheets(paper):
    """The 11 x 11 squares (24 mm) each lie on the sheets, whole or across the 12 mm
    overlap the two sheets share, where the registration crosses are."""
    options = parse(paper=paper, only=("board",))
    (rendered,) = build.prepare("discretion", options).rendered
    kit = build.kit_module(games.find("discretion")).components(
        games.load("discretion").load_data(None), options)
    (board,) = [c for c in kit.components if c.id == "board"]
    squares = [s.box for s in board.shapes if s.box.w == s.box.h == 24.0]
    assert len(squares) == 121
    page = min((PAPERS[paper], PAPERS[paper][::-1]),
               key=lambda p: len(geometry.tiles(board.size, p)[1]))
    (rows, cols), tiles = geometry.tiles(board.size, page)
    assert (rows, cols, rendered.plan.sheets) == (2, 1, 2) and page[0] > page[1]   # landscape
    windows = [t.window for t in tiles]
    assert all(_covered(square, windows) for square in squares)
    bottom_of_first = windows[0].bottom
    assert windows[1].y == pytest.approx(bottom_of_first - geometry.OVERLAP)
    assert tiles[0].crosses and tiles[0].crosses == tiles[1].crosses   # on both sheets
