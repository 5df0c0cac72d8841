"""Issue 34: the combined print-all file embeds each face once (printing/subsets.py), where the
parts it joins carry a subset of each face apiece (a card sheet two: its own and its stamped
faces'), and every page still draws and reads exactly as in its part."""

import io
from collections import Counter

import pytest
from pypdf import PdfReader

from companion.printing import subsets
from tests.print_helpers import pages


def font_programs(path) -> Counter:
    """How many embedded font programs of each face (its name without the subset prefix) a
    PDF holds (of the objects its root reaches)."""
    reader = PdfReader(path)
    programs = {}
    for number in subsets.reachable(reader.trailer.raw_get("/Root")):
        obj = reader.get_object(number)
        if isinstance(obj, dict) and obj.get("/Type") == "/FontDescriptor" \
                and "/FontFile2" in obj:
            programs[obj.raw_get("/FontFile2").idnum] = str(obj["/FontName"]).split("+", 1)[-1]
    return Counter(programs.values())


def test_print_all_embeds_each_face_once(landlords_kit):
    out, _ = landlords_kit
    combined = font_programs(out / "landlords-1906-print-all.pdf")
    assert set(combined) <= set(subsets.bundled()) and set(combined.values()) == {1}
    parts = Counter()
    for part in out.glob("*.pdf"):
        if not part.name.endswith("print-all.pdf"):
            parts += font_programs(part)
    # every part embeds DejaVu Sans, a card sheet twice (its labels, its stamped faces)
    assert parts["DejaVu-Sans"] > len(list(out.glob("*.pdf")))
    assert set(parts) == set(combined)


def test_every_page_draws_and_reads_as_in_its_part(landlords_kit):
    out, _ = landlords_kit
    combined = pages(out / "landlords-1906-print-all.pdf")
    listing = (out / "landlords-1906-print-list.txt").read_text(encoding="utf-8")
    at = 0
    for line in listing.splitlines():   # "4-9    deeds.pdf ...": the parts in print order
        cells = line.split()
        if len(cells) < 2 or not cells[1].endswith(".pdf") or not cells[0][0].isdigit():
            continue
        part = pages(out / cells[1])
        for i in range(len(part)):
            mine, theirs = combined[at + i], part[i]
            assert mine.render(scale=0.5).to_pil().tobytes() == \
                theirs.render(scale=0.5).to_pil().tobytes(), (cells[1], i)
            assert mine.get_textpage().get_text_range() == \
                theirs.get_textpage().get_text_range(), (cells[1], i)
        at += len(part)
    assert at == len(combined)


@pytest.mark.parametrize("glyphs", [{36, 37, 38}, {36, 1000, 2000}])
def test_a_face_cut_to_some_glyphs_keeps_each_at_its_id(glyphs):
    from fontTools.ttLib import TTFont

    face = subsets.bundled()["DejaVu-Sans"]
    cut = TTFont(io.BytesIO(subsets._subset(face, glyphs)))
    whole = TTFont(face)
    order, full = cut.getGlyphOrder(), whole.getGlyphOrder()
    assert len(order) == max(glyphs) + 1
    parts = set()
    for gid in glyphs:   # the same outline at the same id
        glyph = whole["glyf"][full[gid]]
        assert cut["glyf"][order[gid]].numberOfContours == glyph.numberOfContours != 0
        assert cut["hmtx"][order[gid]] == whole["hmtx"][full[gid]]
        if glyph.isComposite():   # an accented letter: its parts come along
            parts |= {whole.getGlyphID(c.glyphName) for c in glyph.components}
    kept = {g for g in range(len(order)) if cut["glyf"][order[g]].numberOfContours}
    assert glyphs | {0} <= kept <= glyphs | parts | {0}   # 0: .notdef, drawn as a box
