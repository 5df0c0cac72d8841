"""Ganged sheets: in a whole kit, card sets of a few pieces share sheets instead of each
taking a sheet of its own, each set under its own label, and the print list says which sheet
holds what; measured from the PDFs (each stamped face a form XObject)."""

import itertools
import re

import pypdfium2.raw as pdfium_c
import pytest

from companion.core.errors import BadInput
from companion.games import load
from companion.games.on_guard.kit_sizes import ACTIVITY
from companion.printing import build, cardsheet, gang
from companion.printing.geometry import MARGIN
from companion.printing.options import PAPERS, parse
from companion.printing.geometry import Rect
from tests.print_helpers import PT, page_text, pages, print_into, rects, words

A4 = PAPERS["a4"]


def faces(page) -> list:
    """What each stamped face draws, in mm from the page's top-left corner."""
    return rects(page, pdfium_c.FPDF_PAGEOBJ_FORM, depth=1)


def placed(page, size: tuple[float, float], tallest: float = 0.0) -> list[Rect]:
    """Each stamped face's cut box: where its form is placed, `size` mm (the face in the
    top-left corner of its page, as tall as the file's `tallest` face, else itself)."""
    height = page.get_height() / PT
    out = []
    for obj in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_FORM,), max_depth=1):
        m = obj.get_matrix()
        out.append(Rect(m.e / PT, height - m.f / PT - (tallest or size[1]), *size))
    return out


def _inside_the_margin(boxes, paper) -> bool:
    return all(b.x >= MARGIN - 0.01 and b.y >= MARGIN - 0.01 and b.right <= paper[0] - MARGIN
               + 0.01 and b.bottom <= paper[1] - MARGIN + 0.01 for b in boxes)


def _apart(boxes) -> bool:
    return not any(a.overlaps(b) for a, b in itertools.combinations(boxes, 2))


def test_the_landlords_houses_colleges_and_last_notes_share_one_sheet(landlords_kit):
    out, _ = landlords_kit
    assert not (out / "houses.pdf").exists() and not (out / "colleges.pdf").exists()
    doc = pages(out / "ganged.pdf")
    assert len(doc) == 1   # was three sheets: houses, the two college tiles, six notes
    page = doc[0]
    found = faces(page)
    # what each face draws: a college tile's frame inside its 30 mm cut, a house its icon,
    # a note its 64 x 32 mm
    colleges = [f for f in found if 20 < f.w < 40]
    houses = [f for f in found if f.w < 6.3]
    notes = [f for f in found if f.w > 60]
    assert (len(houses), len(colleges), len(notes)) == (66, 2, 6)   # 150 notes = 6 x 24 + 6
    assert _apart(found) and _inside_the_margin(found, A4)
    text = page_text(page)
    assert "Houses · sheet 1 of 1 · 66 cards · one-sided" in text
    assert "Free Colleges · sheet 1 of 1 · 2 cards · one-sided" in text
    assert "Money · sheet 1 of 1 · 6 cards · one-sided" in text
    # each set under its own label, in kit order down the sheet: the notes' label above
    # them, the houses' between the last note and the houses, the colleges' between the
    # last house and the colleges
    labels = [box for t, box in words(page) if t == "·"]
    for above, below in ((notes, houses), (houses, colleges)):
        assert any(max(f.bottom for f in above) <= b.y and b.bottom <= min(f.y for f in below)
                   for b in labels)
    assert len(pages(out / "money.pdf")) == 6
    listing = (out / "landlords-1906-print-list.txt").read_text(encoding="utf-8")
    assert "  ganged.pdf, sheet 1 of 1: Money: 6 cards (the others in money.pdf), Houses: " \
           "66 cards, Free Colleges: 2 cards" in listing
    assert re.search(r"\n\d+-\d+ +money\.pdf +6 +card stock +single-sided\n"
                     r"\d+ +ganged\.pdf +1 +card stock +single-sided\n", listing)


@pytest.fixture(scope="module")
def on_guard(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "on-guard-ganged", "on-guard")
    return out


def test_on_guards_goods_and_money_share_a_duplex_sheet_backs_behind_fronts(on_guard):
    doc = pages(on_guard / "ganged-2-sided.pdf")
    # front and back of one sheet for goods and money (they took two), then of one for the
    # activity cards and the settlers
    assert len(doc) == 4
    data = load("on-guard").load_data()
    goods = sum(g["count"] for g in data["goods"].values())
    money = sum(data["kit"]["faradinar_chips"]) + sum(data["kit"]["gold_bar_chips"])
    assert (goods, money) == (50, 116)
    chip = (16.0, 16.0)
    # (the activity cards on the second sheet are the file's tallest faces)
    front, back = (placed(doc[i], chip, ACTIVITY[1]) for i in (0, 1))
    assert len(front) == len(back) == goods + money
    assert _apart(front) and _inside_the_margin(front, A4)
    # turned over the long edge, each chip's back lies behind its front
    mirrored = {(round(A4[0] - f.right, 1), round(f.y, 1)) for f in front}
    assert {(round(b.x, 1), round(b.y, 1)) for b in back} == mirrored
    assert "Goods · sheet 1 of 2 · 50 cards · fronts" in page_text(doc[0])
    assert "Faradinars and Gold Bars · sheet 1 of 2 · 116 cards · backs" in page_text(doc[1])
    assert not any((on_guard / f"{cid}.pdf").exists()
                   for cid in ("goods", "money", "settlers", "activities"))
    listing = (on_guard / "on-guard-print-list.txt").read_text(encoding="utf-8")
    assert "  ganged-2-sided.pdf, sheet 1 of 2: Goods: 50 cards, Faradinars and Gold " \
           "Bars: 116 cards" in listing
    # the sites' part-filled sheet (58 = 54 + 4) on the second, their full one in sites.pdf
    assert "  ganged-2-sided.pdf, sheet 2 of 2: Site tiles: 4 cards (the others in " \
           "sites.pdf), Activity cards: 8 cards, Settlers: 95 cards" in listing
    assert len(pages(on_guard / "sites.pdf")) == 2
    assert re.search(r"ganged-2-sided\.pdf +2 +card stock +duplex, flip on the long edge",
                     listing)


def test_turned_on_the_short_edge_a_block_lies_mirrored_down_the_sheet():
    """Without a PDF: where the ganged sheet stamps each face, front and back."""
    rendered = build.prepare("on-guard", parse(backs="duplex-short")).rendered
    ganged, = [r for r in rendered if r.id == "ganged-2-sided"]
    places, sizes = ganged.stamps.places, ganged.stamps.sizes
    chip = 16.0   # the goods' and money's sheet; then sites, activity cards and settlers
    assert {sizes[face] for face, _, _ in places[0] + places[1]} == {(chip, chip)}
    assert [len(p) for p in places] == [166, 166, 4 + 8 + 95, 4 + 8 + 95]
    for fronts, backs in (places[:2], places[2:]):
        for (face, x, y), (_, bx, by) in zip(fronts, backs):   # mirrored down the sheet
            assert abs(x - bx) < 0.01 and abs(A4[1] - y - sizes[face][1] - by) < 0.01


def test_only_prints_each_set_on_its_own_sheets(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "only-houses", "landlords-1906", "--only", "houses",
                        "--only", "colleges")
    assert (out / "houses.pdf").exists() and (out / "colleges.pdf").exists()
    assert not (out / "ganged.pdf").exists()


# The block search: each height it tries is one layout without bleed; only the strip found
# (and the highest strip refused, to be sure no bleed makes room there) is laid out in full.
CHIPS = ((210.0, 297.0), (16.0, 16.0), 116, 3.0, "duplex-long", "marks", 96.0)   # On Guard's


def _full(page, card, count, bleed, backs, cut_lines, label_w, height) -> bool:
    """Whether a strip `height` tall holds all `count` cards, by a full layout."""
    try:
        found = cardsheet.sheet((page[0], height), card, bleed, backs, cut_lines, label_w,
                                cards=count, whole=True)
    except BadInput:
        return False
    return len(found.fronts) >= count


def test_a_block_is_the_lowest_strip_that_holds_its_set():
    # 116 chips of 16 mm, 12 a row: 10 rows, centred down the strip; above them the label,
    # below them the ruler (the deeper band, 2.8 mm), each past the printer margin, a gap,
    # a 3 mm cut mark and a gap: 160 + 2 * (5 + 2.8 + 0.3 + 3 + 0.3) = 182.8 mm
    b = gang.block(0, *CHIPS)
    assert 182.8 <= b.sheet.page[1] <= 182.8 + gang.STEP
    assert len(b.sheet.fronts) == 120 and b.sheet.page[0] == 210.0
    for args in (CHIPS, (A4, (6.3, 6.5), 66, 3.0, "separate", "marks", 95.3),   # houses
                 (PAPERS["letter"], (30.0, 30.0), 2, 0.0, "duplex-short", "full", 80.0)):
        height = gang.block(0, *args).sheet.page[1]
        assert _full(*args, height) and not _full(*args, height - gang.STEP), args


def test_a_block_costs_two_full_layouts_and_one_bleedless_layout_a_height(monkeypatch):
    """It was a full layout a height tried: 147 layouts for On Guard's money."""
    reaches = []   # the bleed of each layout tried
    layout = cardsheet._layout
    monkeypatch.setattr(cardsheet, "_layout", lambda *a: reaches.append(a[3]) or layout(*a))
    cardsheet.sheet.cache_clear()
    gang.block(0, *CHIPS)
    bled = [r for r in reaches if r]
    assert len(bled) <= 2 * 6 * 3   # a full layout: 3, 2.5, ... 0.5 mm, 3 ways each, then 0
    assert len(reaches) - len(bled) <= 2 + 10   # one a height tried (8 here)


def test_should_a_bleed_make_room_full_layouts_decide_the_strip(monkeypatch):
    expected = gang.block(0, *CHIPS)
    sheet = cardsheet.sheet

    def no_room_without_bleed(page, card, bleed, *rest, **kw):
        if bleed == 0.0 and page[1] < 200:
            raise BadInput("pretend: no room without bleed")
        return sheet(page, card, bleed, *rest, **kw)

    monkeypatch.setattr(cardsheet, "sheet", no_room_without_bleed)
    assert gang.block(0, *CHIPS) == expected


def test_a_set_with_none_to_share_a_sheet_with_is_not_measured_for_one(monkeypatch):
    """Pay Day's deals (16: 9 + 7) are its one two-sided set with a part-filled sheet, its
    money (160: 6 x 24 + 16) the one one-sided: each printed whole, no block sought."""
    sought = []
    monkeypatch.setattr(gang, "block", lambda *a: sought.append(a))
    rendered = build.prepare("payday", parse()).rendered
    assert sought == [] and not any(r.holds for r in rendered)
    assert [(r.id, r.plan.sheets) for r in rendered if r.id in ("deals", "money")] == [
        ("deals", 2), ("money", 7)]
