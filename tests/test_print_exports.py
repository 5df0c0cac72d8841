"""Exports: 1-up print-shop PDFs with their boxes, PNGs at 300 dpi, Tabletop Simulator sheets."""

import pypdfium2 as pdfium
import pytest
from PIL import Image

from companion.games import load
from companion.printing import exports, tts
from tests.print_helpers import PT, run

POKER = (63.5, 88.9)


@pytest.fixture(scope="module")
def years(tmp_path_factory):
    """The ten Year cards exported in every format into one folder."""
    out = tmp_path_factory.mktemp("exports")
    for fmt in ("print-shop", "png", "tts"):
        code, output = run("discretion", "--only", "years", "--format", fmt, "--out", str(out))
        assert code == 0, output
    return out


def px(mm: float, dpi: int) -> int:
    return round(mm / 25.4 * dpi)


def test_print_shop_pdf_is_one_card_a_page_with_trim_and_bleed_boxes(years):
    doc = pdfium.PdfDocument(years / "print-shop" / "years.pdf")
    assert len(doc) == 2 * len(load("discretion").load_data()["years"])   # front, back
    b = exports.SHOP_BLEED * PT
    for i in range(len(doc)):
        page = doc[i]
        w, h = page.get_size()
        assert (w, h) == pytest.approx(((POKER[0] + 6) * PT, (POKER[1] + 6) * PT), abs=0.05)
        assert page.get_bleedbox() == pytest.approx((0, 0, w, h), abs=0.01)
        assert page.get_trimbox() == pytest.approx((b, b, w - b, h - b), abs=0.01)


def test_pngs_are_the_trim_at_300_dpi_and_sort_front_then_back(years):
    files = sorted((years / "png").glob("years-*.png"))
    assert len(files) == 20
    assert [f.name.rsplit("-", 2)[-2:] for f in files[:2]] == [["1", "front.png"],
                                                              ["2", "back.png"]]
    assert files[0].name == "years-001-year-1-x1-1-front.png"
    for f in files:
        with Image.open(f) as image:
            assert image.size == (px(POKER[0], 300), px(POKER[1], 300))
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_tts_sheet_is_a_grid_of_the_faces(years):
    sheet = Image.open(years / "tts" / "years-tts-1.png").convert("RGB")
    w, h = px(POKER[0], tts.DPI), px(POKER[1], tts.DPI)
    assert sheet.size == (10 * w, h)   # ten cards: one row of ten
    front = Image.open(years / "png" / "years-001-year-1-x1-1-front.png").convert("RGB")
    for col in range(10):   # each cell's corner has the Year cards' band colour
        assert sheet.getpixel((col * w + 3, 3)) == pytest.approx(front.getpixel((6, 6)), abs=12)
    back = Image.open(years / "tts" / "years-tts-back.png")
    assert back.size == (w, h)
    note = (years / "tts" / "tabletop-simulator.txt").read_text()
    assert "years-tts-1.png: width 10, height 1, number 10" in note
