"""Card faces laid out once and stamped onto the sheets (printing/stamps.py): each distinct
face is in the PDF once, and every copy lands in its own cut box, on fronts and backs."""

import pytest
from pypdf import PdfReader

from companion.printing import build, cardsheet, geometry
from companion.printing.model import Card, CardSet, Face, Kit
from companion.printing.options import PAPERS, parse
from companion.printing.render import render
from tests.print_helpers import PT, pages, print_into


def forms(path) -> list:
    """Every form XObject of a PDF, once each."""
    reader = PdfReader(path)
    found = {}
    for page in reader.pages:
        names = page["/Resources"].get("/XObject", {})
        for ref in names.values():
            if ref.get_object().get("/Subtype") == "/Form":
                found[ref.idnum] = ref.get_object()
    return list(found.values())


def fonts(path) -> set[int]:
    """The font objects that the PDF's pages and forms use."""
    reader = PdfReader(path)
    used = set()
    holders = [p["/Resources"] for p in reader.pages] + [f["/Resources"] for f in forms(path)]
    for resources in holders:
        used |= {ref.idnum for ref in resources.get_object().get("/Font", {}).values()}
    return used


def test_a_deck_holds_each_distinct_face_once(tmp_path_factory):
    """312 notes of 7 denominations: 7 faces, and their fonts once, not once a face."""
    out, _ = print_into(tmp_path_factory, "money", "discretion", "--only", "money")
    assert len(forms(out / "money.pdf")) == 7
    # regular and bold on the sheets; regular, bold and the display face in the faces
    assert len(fonts(out / "money.pdf")) <= 5
    out, _ = print_into(tmp_path_factory, "deeds", "discretion", "--only", "title-deeds")
    assert len(forms(out / "title-deeds.pdf")) == 17 + 1   # every front, one shared back


def text_boxes(page, word: str) -> list[tuple[float, float, float, float]]:
    """Each occurrence of `word` on a page as (left, top, right, bottom) in mm from the
    page's top-left corner."""
    textpage = page.get_textpage()
    height = page.get_height()
    found = []
    for start in range(textpage.count_chars() - len(word) + 1):
        if textpage.get_text_range(start, len(word)) != word:
            continue
        boxes = [textpage.get_charbox(i) for i in range(start, start + len(word))]
        left, right = min(b[0] for b in boxes), max(b[2] for b in boxes)
        bottom, top = min(b[1] for b in boxes), max(b[3] for b in boxes)
        found.append((left / PT, (height - top) / PT, right / PT, (height - bottom) / PT))
    return found


@pytest.mark.parametrize("backs, offset", [("duplex-long", "0,0"), ("duplex-short", "2,-1"),
                                           ("fold", "0,0")])
def test_every_copy_lands_in_its_cut_box(tmp_path, backs, offset):
    """Nine cards with two fronts between them and one back: each card's words inside the
    safe area of its own cut box, the backs behind their fronts (moved by the offset)."""
    cards = tuple(Card(f"c{i}", Face(colour="#ffffff", layout="chip", title=f"Front{i % 2}"),
                       Face(colour="#dddddd", layout="back", big="Back")) for i in range(9))
    opts = parse(backs=backs, back_offset=offset)
    build.write([render(CardSet("t", "T", cards), Kit("T", ()), opts)], tmp_path, workers=1)
    sheet = cardsheet.sheet(PAPERS["a4"], opts.card, opts.bleed, backs=backs)
    doc = pages(tmp_path / "t.pdf")
    front_page, back_page = (doc[0], doc[0]) if backs == "fold" else (doc[0], doc[1])
    shift = opts.back_offset if backs != "fold" else (0.0, 0.0)
    expected = {"Front0": [f for i, f in enumerate(sheet.fronts) if i % 2 == 0],
                "Front1": [f for i, f in enumerate(sheet.fronts) if i % 2 == 1],
                "Back": [b.shifted(*shift) for b in sheet.backs]}
    for word, cut_boxes in expected.items():
        found = text_boxes(back_page if word == "Back" else front_page, word)
        assert len(found) == len(cut_boxes), word
        for box in cut_boxes:
            safe = box.grown(-geometry.SAFE_AREA + 0.01)
            assert sum(safe.x <= l and safe.y <= t and r <= safe.right and b <= safe.bottom
                       for l, t, r, b in found) == 1, (word, box)
