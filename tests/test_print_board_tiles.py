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
    # 273 x 364.9: A4 landscape 1 x 2 (273 <= 287 wide; 364.9 over 189 high); on Letter
    # 273 is wider than 269.4 and 205.9, and 364.9 taller than 258.4: 2 x 2 either way
    ("discretion", "board", "a4", 2), ("discretion", "board", "letter", 4),
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
