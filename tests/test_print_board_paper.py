"""Board paper measured from the PDFs: tabloid (11 x 17 in) sheets, a board that fits printed
whole inside the printer margin, and one warning line when it cannot fit the paper asked for."""

import pytest

from companion.printing import geometry
from companion.printing.geometry import MARGIN
from companion.printing.options import BOARD_PAPERS
from tests.print_helpers import PT, page_text, pages, run

TABLOID_PT = (11 * 72, 17 * 72)


def test_a_board_that_fits_between_the_printer_margins_is_one_sheet():
    # 262 mm on 279.4 mm: 8.7 mm each side, past the 5 mm printer margin; the tile band a
    # tiled board keeps beside its windows is not needed on one sheet
    (rows, cols), tiles = geometry.tiles((262, 262), BOARD_PAPERS["tabloid"])
    assert (rows, cols) == (1, 1)
    assert tiles[0].at[0] == pytest.approx((279.4 - 262) / 2) and tiles[0].at[0] > MARGIN
    assert len(geometry.tiles((270.4, 262), BOARD_PAPERS["tabloid"])[1]) == 2   # 4.5 mm a side


def test_eurobusiness_board_on_one_tabloid_sheet(tmp_path):
    code, output = run("eurobusiness", "--board-paper", "tabloid", "--only", "board",
                       "--out", str(tmp_path))
    assert code == 0 and "warning" not in output
    doc = pages(tmp_path / "board.pdf")
    assert len(doc) == 1 and doc[0].get_size() == pytest.approx(TABLOID_PT, abs=0.1)
    printed = page_text(doc[0])
    assert "Vienna" in printed and "Start" in printed and "sheet 1 of" not in printed
    image = doc[0].render(scale=2).to_pil().convert("L")
    side = round(MARGIN * PT * 2) - 1                       # the printer margin, in pixels
    width, height = image.size
    for x in (*range(side), *range(width - side, width)):   # nothing drawn in it, either side
        assert min(image.getpixel((x, y)) for y in range(0, height, 4)) > 250, x
    inked = [x for x in range(width) if image.getpixel((x, height // 2)) < 250]
    assert (inked[-1] - inked[0]) / 2 / PT == pytest.approx(262, abs=1)   # the whole board


def test_a_board_too_big_for_the_paper_warns_once_on_stderr_and_says_it_tiled(cli, tmp_path):
    # Discretion's board for 70 x 160 mm cards, 269.3 x 436 mm: the piles' row makes it
    # taller than 431.8 mm less 2 x 5 mm margins and the 2 x 5.5 mm label and ruler bands
    # (410.8 mm), and turned, taller than 258.4 mm: two rows of one tile, either way
    result = cli("print", "discretion", "--card-size", "70x160", "--board-paper", "tabloid",
                 "--only", "board", "--out", str(tmp_path))
    assert result.code == 0
    assert result.err == ("warning: Board (269.3 x 436 mm) does not fit on one tabloid sheet: "
                          "tiled over 2 tabloid sheets (2 x 1) instead\n")
    assert "warning" not in result.out and "1 written, 0 unchanged" in result.out
    doc = pages(tmp_path / "board.pdf")
    assert len(doc) == 2
    for i in range(2):
        assert doc[i].get_size() == pytest.approx(TABLOID_PT, abs=0.1)
        assert f"sheet {i + 1} of 2: row {i + 1}, column 1 of 2 x 1" in page_text(doc[i])



def test_texts_that_do_not_fit_are_told_on_stderr_and_the_summary_on_stdout(cli, tmp_path):
    result = cli("print", "landlords-1906", "--card-size", "30x30", "--only", "chance",
                 "--out", str(tmp_path))
    assert result.code == 0
    head, *listed = result.err.splitlines()
    assert len(listed) > 1   # the plural: "texts do not fit"
    assert head == f"{len(listed)} texts do not fit even at the smallest size:"
    assert all(line.startswith("  chance: ") for line in listed)
    assert "do not fit" not in result.out and "1 written, 0 unchanged" in result.out
