"""The printed sheets measured from the PDFs (pypdfium2): cards per sheet, art past the cuts,
plain backs at the cut, a 6 pt floor for text, sheet labels, the combined PDF."""

import re

import pypdfium2 as pdfium
import pytest

from companion.printing import build, cardsheet
from companion.printing.geometry import SAFE_AREA
from companion.printing.model import Card, CardSet, Face, Kit
from companion.printing.options import CARD_SIZES, PAPERS, parse
from companion.printing.render import render
from tests.print_helpers import PT, font_sizes, page_text, pages

SCALE = 3   # pixels per PDF unit when measuring colours
NAMES = [f"Card{n}" for n in range(1, 10)]
FACE, BACK = (0xE0, 0x30, 0x30), (0x20, 0x40, 0xA0)


def rgb(colour) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour)


def near(pixel, colour, tolerance=10) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def pixel(image, x_mm: float, y_mm: float):
    return image.getpixel((round(x_mm * PT * SCALE), round(y_mm * PT * SCALE)))


@pytest.fixture(scope="module")
def nine(tmp_path_factory):
    """Nine plain poker cards printed on A4 and Letter, with and without 3 mm bleed."""
    out = tmp_path_factory.mktemp("nine")
    cards = tuple(Card(n, Face(colour=rgb(FACE), layout="chip", title=n),
                       Face(colour=rgb(BACK), layout="back", big="Back")) for n in NAMES)
    found = {}
    for paper in ("a4", "letter"):
        for bleed in ("0mm", "3mm"):
            opts = parse(paper=paper, bleed=bleed)
            rendered = render(CardSet(f"{paper}-{bleed}", "Nine", cards), Kit("Test", ()), opts)
            build.write([rendered], out, workers=1)
            found[paper, bleed] = (out / f"{paper}-{bleed}.pdf", opts)
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", ["0mm", "3mm"])
def test_nine_poker_cards_a_sheet(nine, paper, bleed):
    path, opts = nine[paper, bleed]
    doc = pages(path)
    assert len(doc) == 2
    assert doc[0].get_size() == pytest.approx(tuple(v * PT for v in PAPERS[paper]), abs=0.1)
    words = page_text(doc[0]).split()
    assert [w for w in words if w.startswith("Card")] == NAMES
    sheet = cardsheet.sheet(PAPERS[paper], CARD_SIZES["poker"], opts.bleed)
    image = doc[0].render(scale=SCALE).to_pil().convert("RGB")
    for box, art in zip(sheet.fronts, sheet.front_paint):
        assert (box.w, box.h) == pytest.approx(CARD_SIZES["poker"])
        for x, y in ((box.x + 0.3, box.y + 0.3), (box.right - 0.3, box.bottom - 0.3)):
            assert near(pixel(image, x, y), FACE)   # colour reaches the cut
        if opts.bleed:   # and past it, by the bleed the sheet gave this card
            assert art.x < box.x and near(pixel(image, art.x + 0.3, box.y + 20), FACE)


def test_3mm_bleed_on_a4_puts_art_past_every_cut(nine):
    path, opts = nine["a4", "3mm"]
    sheet = cardsheet.sheet(PAPERS["a4"], CARD_SIZES["poker"], opts.bleed)
    image = pages(path)[0].render(scale=SCALE).to_pil().convert("RGB")
    for box in sheet.fronts:
        mid_x, mid_y = box.x + box.w / 2, box.y + box.h / 2
        for x, y in ((box.x - 1.2, mid_y), (box.right + 1.2, mid_y), (mid_x, box.y - 1.2),
                     (mid_x, box.bottom + 1.2)):
            assert near(pixel(image, x, y), FACE), (box, x, y)


def test_backs_have_no_ink_near_the_cut(discretion_kit):
    """On every back of the events, a band from the safe area's edge to past the cut line
    holds nothing but the back's colour: no frame, no text."""
    out, _ = discretion_kit
    page = pages(out / "events.pdf")[1]
    image = page.render(scale=SCALE).to_pil().convert("RGB")
    sheet = cardsheet.sheet(PAPERS["a4"], CARD_SIZES["poker"], 3.0)
    colour = pixel(image, sheet.backs[0].x + 1, sheet.backs[0].y + 1)
    assert not near(colour, (255, 255, 255))
    for box in sheet.backs:
        steps = [d / 4 for d in range(-4, int(SAFE_AREA * 4))]   # 1 mm outside to 3 mm in
        for d in steps:
            for t in (0.2, 0.5, 0.8):
                for x, y in ((box.x + d, box.y + t * box.h), (box.right - d, box.y + t * box.h),
                             (box.x + t * box.w, box.y + d), (box.x + t * box.w, box.bottom - d)):
                    assert near(pixel(image, x, y), colour), (box, d, x, y)


ONE_SIDED = {"money", "tiles-1-acre", "tiles-2-acre", "ganged"}
CARD_PARTS = {"discretion": ("list-cards", "title-deeds", "events", "years", "loans", "money",
                             "tiles-1-acre", "tiles-2-acre"),
              "landlords": ("green-cards", "chance", "luxury", "education", "money",
                            "ganged")}   # the houses and the colleges share a ganged sheet


@pytest.mark.parametrize("game", ["discretion", "landlords"])
def test_no_text_under_6_pt_and_every_sheet_labelled(request, game):
    out, _ = request.getfixturevalue(f"{game}_kit")
    for part in CARD_PARTS[game]:
        doc = pages(out / f"{part}.pdf")
        one_sided = part in ONE_SIDED
        sheets = len(doc) if one_sided else len(doc) // 2
        for i in range(len(doc)):
            sizes = font_sizes(doc[i])
            assert sizes and min(sizes) >= 5.95, (part, i, min(sizes))
            label = re.search(r"sheet (\d+) of (\d+) · (\d+) cards? · (fronts|backs|one-sided)",
                              page_text(doc[i]))
            assert label, (part, i)
            sheet = i + 1 if one_sided else i // 2 + 1
            assert (int(label[1]), int(label[2])) == (sheet, sheets)
            assert label[4] == ("one-sided" if one_sided else
                                "fronts" if i % 2 == 0 else "backs")


@pytest.mark.parametrize("game, name", [("discretion", "discretion"),
                                        ("landlords", "landlords-1906")])
def test_the_combined_pdf_is_every_part(request, game, name):
    out, _ = request.getfixturevalue(f"{game}_kit")
    parts = [p for p in out.glob("*.pdf") if not p.stem.endswith("print-all")]
    combined = pdfium.PdfDocument(out / f"{name}-print-all.pdf")
    assert len(combined) == sum(len(pdfium.PdfDocument(p)) for p in parts)
    listing = (out / f"{name}-print-list.txt").read_text()
    for p in parts:
        assert p.name in listing
    assert "duplex, flip on the long edge" in listing and "single-sided" in listing


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


@pytest.mark.parametrize("part, size, kinds", [
    ("money", (64.0, 32.0), 7),          # Discretion's seven denominations
    ("tiles-1-acre", (24.0, 20.0), 5),   # its five building types
])
def test_money_and_buildings_are_told_apart_by_colour(discretion_kit, part, size, kinds):
    """The colour of every piece, read off the printed sheets: one a kind, far apart."""
    out, _ = discretion_kit
    doc = pages(out / f"{part}.pdf")
    sheet = cardsheet.sheet(PAPERS["a4"], size, 3.0, "separate")
    found = set()
    for i in range(len(doc)):
        image = doc[i].render(scale=SCALE).to_pil().convert("RGB")
        for box in sheet.fronts:
            colour = pixel(image, box.x + 0.6, box.y + box.h / 2)   # outside the inner frame
            if colour != (255, 255, 255):
                found.add(colour)
    assert len(found) == kinds
    found = sorted(found)
    assert min(distance(a, b) for i, a in enumerate(found) for b in found[i + 1:]) >= 60
