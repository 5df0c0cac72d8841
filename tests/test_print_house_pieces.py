"""Houses and hotels, measured from the PDFs: a set of pieces smaller than a sheet takes only
the rows it needs, in the middle of the page and inside the printer margin, its label on one
upright line; a board's colour band holds the most houses its space may carry, clear of the
space's name and price."""

import importlib

import pypdfium2.raw as pdfium_c
import pytest

from companion.games.eurobusiness import GAME as EUROBUSINESS
from companion.games.landlords_1906 import GAME as LANDLORDS
from companion.printing.geometry import MARGIN, Rect, printable
from companion.printing.options import parse
from companion.printing.ringboard import PIECE_GAP
from tests.print_helpers import PT, pages, print_into, rects, words

GAMES = {"eurobusiness": EUROBUSINESS.load_data(), "landlords-1906": LANDLORDS.load_data()}


@pytest.fixture(scope="module", params=sorted(GAMES))
def printed(request, tmp_path_factory):
    game = request.param
    out, _ = print_into(tmp_path_factory, game, game, "--only", "houses", "--only", "board",
                        "--board-paper", "a3")
    shop, _ = print_into(tmp_path_factory, f"{game}-shop", game, "--format", "print-shop",
                         "--only", "houses")
    left, bottom, right, top = pages(shop / "print-shop" / "houses.pdf")[0].get_trimbox()
    return game, out, ((right - left) / PT, (top - bottom) / PT)


def test_the_pieces_sit_inside_the_printer_margin_in_the_middle(printed):
    game, out, piece = printed
    page = pages(out / "houses.pdf")[0]
    size = (page.get_width() / PT, page.get_height() / PT)
    frames = rects(page, pdfium_c.FPDF_PAGEOBJ_FORM, depth=1)   # each stamped face
    assert len(frames) == len(_part(game, "houses").cards)
    assert all(f.w < piece[0] and f.h < piece[1] for f in frames)
    assert all(f.inside(printable(size)) for f in frames)
    top, bottom = min(f.y for f in frames), max(f.bottom for f in frames)
    assert top > 100 and size[1] - bottom > 100      # the rows are centred, not at the top
    label = [box for text, box in words(page) if text == "sheet"]
    assert len(label) == 1 and label[0].w > label[0].h      # upright, not turned
    assert label[0].y >= MARGIN - 0.1


def test_a_band_holds_the_houses_its_space_may_carry_clear_of_its_texts(printed):
    game, out, piece = printed
    board = _part(game, "board")
    most = GAMES[game]["rules"]["max_houses"]
    bands = [s for s in board.shapes if "band" in s.cls.split()]
    texts = [s for s in board.shapes if {"space-name", "space-info"} & set(s.cls.split())]
    assert len(bands) >= 20
    for band in bands:
        length, depth = sorted((band.box.w, band.box.h), reverse=True)
        assert most * piece[0] + (most + 1) * PIECE_GAP <= length + 0.01
        assert piece[1] + 2 * PIECE_GAP <= depth + 0.01
        assert not any(_turned(band).overlaps(_turned(t)) for t in texts)


def _part(game: str, part: str):
    kit = importlib.import_module(f"companion.games.{game.replace('-', '_')}.kit")
    return next(c for c in kit.components(GAMES[game], parse()).components if c.id == part)


def _turned(shape):
    """A shape's box as drawn: turned a quarter about its centre when rotated 90 or 270."""
    box = shape.box
    if shape.rotate % 180 == 0:
        return box
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    return Rect(cx - box.h / 2, cy - box.w / 2, box.h, box.w)
