"""On Guard's goods, settlers, Faradinars and Gold Bars differ in colour and in shape, the
colours stay apart for colour-blind players, and their words sit inside the 3 mm safe area:
measured on the print-shop 1-up PDFs (each distinct chip once, with its TrimBox)."""

import itertools
import math

import pypdfium2.raw as pdfium_c
import pytest

from companion.games.on_guard import GAME
from companion.printing.geometry import SAFE_AREA
from tests.print_helpers import PT, pages, print_into, words

DATA = GAME.load_data()
SETS = ("goods", "settlers", "money")
# Machado, Oliveira and Fernandes (2009), full severity, on linear RGB
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "normal vision": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}
APART = 15.0   # CIE76 colour difference every two kinds keep (about 2.3 is just noticeable)


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "on-guard-chips", "on-guard", "--format",
                        "print-shop", *(a for s in SETS for a in ("--only", s)))
    return out / "print-shop"


def _chips(shop):
    """(name, page) of every distinct chip's front (a 1-up PDF is front, back, front, ...);
    the settler, a pawn too small for a word, by its set."""
    for cid in SETS:
        doc = pages(shop / f"{cid}.pdf")
        for i in range(0, len(doc), 2):
            page = doc[i]
            yield " ".join(t for t, _ in words(page)) or cid.removesuffix("s").title(), page


def _colour(page) -> tuple[int, int, int]:
    """The chip's colour, 0.5 mm inside its top-left corner."""
    image = page.render(scale=4).to_pil().convert("RGB")
    at = round((3 + 0.5) * PT * 4)
    return image.getpixel((at, at))


def _lab(rgb, matrix) -> tuple[float, float, float]:
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    lin = [linear(c) for c in rgb]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in matrix)
    x, y, z = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, \
        0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def _frame(page) -> tuple[int, int, float]:
    """The chip's frame drawn inside its cut: its straight and curved segments and its width
    over its height (of a curve's control points too); the other path is the paint, the
    whole page."""
    width = page.get_width()
    for obj in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_PATH,), max_depth=8):
        left, bottom, right, top = obj.get_bounds()
        if right - left >= width - 0.1:
            continue
        kinds = [pdfium_c.FPDFPathSegment_GetType(pdfium_c.FPDFPath_GetPathSegment(obj.raw, i))
                 for i in range(pdfium_c.FPDFPath_CountSegments(obj.raw))]
        return (kinds.count(pdfium_c.FPDF_SEGMENT_LINETO),
                kinds.count(pdfium_c.FPDF_SEGMENT_BEZIERTO), round((right - left) / (top - bottom), 1))
    raise AssertionError("no frame on the chip")


def test_every_kind_of_chip_has_its_own_colour_apart_under_colour_blindness(shop):
    colours = {name: _colour(page) for name, page in _chips(shop)}
    kinds = [g["name"] for g in DATA["goods"].values()] + ["Settler", "1F", "5F", "1 GB",
                                                           "5 GB"]
    assert sorted(colours) == sorted(kinds)
    # a denomination is read from its number: Faradinars share a colour, Gold Bars theirs
    assert colours["1F"] == colours["5F"] and colours["1 GB"] == colours["5 GB"]
    apart = {k: v for k, v in colours.items() if k not in ("5F", "5 GB")}
    assert len(set(apart.values())) == len(apart) == 8
    for vision, matrix in SIMULATIONS.items():
        for (a, ca), (b, cb) in itertools.combinations(apart.items(), 2):
            distance = math.dist(_lab(ca, matrix), _lab(cb, matrix))
            assert distance >= APART, (vision, a, b, round(distance, 1))


def test_goods_settlers_faradinars_and_gold_bars_differ_in_shape(shop):
    frames = {name: _frame(page) for name, page in _chips(shop)}
    crate, pawn, coin, ingot = (frames[n] for n in ("Coal", "Settler", "1F", "1 GB"))
    assert {frames[g["name"]] for g in DATA["goods"].values()} == {crate}
    assert frames["5F"] == coin and frames["5 GB"] == ingot
    assert crate[:2] == (6, 0)                    # a hexagon
    assert coin[0] <= 1 < coin[1]                 # a circle: curves only
    assert pawn[0] >= 4 and pawn[1] > 1           # a head (curves) on a body (lines)
    assert ingot[:2] == (4, 0) and ingot[2] >= 1.4   # a trapezoid, wider than high


def test_every_word_on_a_chip_is_inside_the_safe_area(shop):
    checked = 0
    for name, page in _chips(shop):
        left, bottom, right, top = page.get_trimbox()
        trim = ((right - left) / PT, (top - bottom) / PT)
        offset = left / PT   # the bleed: the trim's distance from the page edge
        for text, box in words(page):
            inside = (box.x - offset, box.y - offset, offset + trim[0] - box.right,
                      offset + trim[1] - box.bottom)
            assert min(inside) >= SAFE_AREA, (name, text, [round(v, 2) for v in inside])
            checked += 1
    assert checked >= 9
