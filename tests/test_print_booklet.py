"""Issue 34 item 4: the rules booklet. Its imposition folded in a test: the sheets stacked
in order, printed duplex flipping on the short edge, folded once, read as a book."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion import games
from companion.printing import booklet, rules_doc
from tests.print_helpers import PT, pages, print_into



def folded(sheets: list[booklet.Sheet]) -> list[tuple]:
    """The leaves of the stacked, folded sheets in reading order, each (recto, verso).

    Turned over on its short edge, a sheet's back left lies behind its front right. Folded
    with sheet 1 outside, the right halves are the first leaves (outermost first), the left
    halves the last (innermost first); a right half's recto is its front, a left half's
    recto its back."""
    first = [(s.front[1], s.back[0]) for s in sheets]
    last = [(s.back[1], s.front[0]) for s in reversed(sheets)]
    return first + last


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 16, 30])
def test_the_folded_booklet_reads_in_order(n):
    sheets = booklet.imposition(n)
    leaves = folded(sheets)
    read = [p for leaf in leaves for p in leaf]
    total = booklet.padded(n)
    assert len(sheets) == total // 4 and total % 4 == 0 and total - n < 4
    assert read == [p if p <= n else None for p in range(1, total + 1)]
    # an open booklet: each leaf's verso faces the next leaf's recto, page n faces n + 1
    spreads = [(a[1], b[0]) for a, b in zip(leaves, leaves[1:])]
    assert spreads == [(2 * k, 2 * k + 1) if 2 * k + 1 <= n else
                       (2 * k if 2 * k <= n else None, None) for k in range(1, total // 2)]


def test_eight_pages_on_two_sheets_as_printers_impose_them():
    assert booklet.imposition(8) == [booklet.Sheet((8, 1), (2, 7)), booklet.Sheet((6, 3), (4, 5))]
    assert booklet.imposition(6) == [booklet.Sheet((None, 1), (2, None)),
                                     booklet.Sheet((6, 3), (4, 5))]


@given(st.integers(min_value=1, max_value=200))
def test_every_page_once_on_some_sheet(n):
    placed = [p for s in booklet.imposition(n) for p in (*s.front, *s.back) if p]
    assert sorted(placed) == list(range(1, n + 1))


@pytest.mark.parametrize("paper,page", [("a4", (148.5, 210.0)),
                                        ("letter", (139.7, 215.9))])
def test_a_booklet_page_is_half_the_paper(paper, page):
    from companion.printing.options import PAPERS
    assert booklet.half(PAPERS[paper]) == pytest.approx(page)


def test_the_rules_are_those_companion_rules_shows_with_marks():
    game = games.load("eurobusiness")
    plain, bound = rules_doc.documents(game, game.load_data(), "pl")
    topics, in_polish = game.rules_in(None, "pl")
    assert in_polish and bound.booklet and not plain.booklet
    assert [s.heading for s in plain.sections][:2] == ["Przegląd", "Przygotowanie"]
    assert plain.sections[-2].heading == f"§\u00a0Rozstrzygnięcia"
    assert plain.sections[-1].heading == "\u00a0".join([":house:", "Zasady domowe"])
    assert plain.sections[0].markdown in topics["overview"]


def _halves(document, index: int) -> tuple[int | None, int | None]:
    """The booklet page numbers ("page k of") printed on the left and right half of a
    sheet side, None for a blank half."""
    page = document[index]
    width, height = page.get_size()
    text = page.get_textpage()
    found = []
    for left in (0, width / 2):
        words = text.get_text_bounded(left, 0, left + width / 2, height)
        match = re.search(r"page (\d+) of (\d+)", words)
        found.append(int(match[1]) if match else None)
    return tuple(found)


@pytest.mark.parametrize("paper,size", [("a4", (297.0, 210.0)), ("letter", (279.4, 215.9))])
def test_the_printed_booklet_is_imposed(tmp_path_factory, paper, size):
    out, _said = print_into(tmp_path_factory, "booklet", "on-guard", "--paper", paper,
                            "--only", "rules-booklet", "--bleed", "0mm", "--ink", "saver")
    document = pages(out / "rules-booklet.pdf")
    assert document[0].get_size() == pytest.approx((size[0] * PT, size[1] * PT), abs=0.5)
    pages_of = int(re.search(r"page \d+ of (\d+)", document[0].get_textpage().get_text_range())[1])
    sheets = booklet.imposition(pages_of)
    assert len(document) == 2 * len(sheets)
    for i, sheet in enumerate(sheets):
        assert _halves(document, 2 * i) == sheet.front
        assert _halves(document, 2 * i + 1) == sheet.back
