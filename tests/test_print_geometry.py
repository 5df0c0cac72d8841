"""Sheet geometry as pure functions: grids, bleed, mirrored backs, marks, labels, board tiles."""

from dataclasses import astuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import BadInput
from companion.printing import cardsheet, geometry
from companion.printing.geometry import MARGIN, Rect, printable
from companion.printing.options import BACK_MODES, CARD_SIZES, PAPERS

A4 = PAPERS["a4"]


def overlaps(a: Rect, b: Rect) -> bool:
    return a.overlaps(b)


def bleeds(s, box_index: int) -> tuple[float, float, float, float]:
    """(left, right, top, bottom) art past the cut of one front."""
    b, p = s.fronts[box_index], s.front_paint[box_index]
    return b.x - p.x, p.right - b.right, b.y - p.y, p.bottom - b.bottom


@pytest.mark.parametrize("paper, card, count", [
    ("a4", "poker", 9), ("letter", "poker", 9), ("universal", "poker", 9),
    ("a4", "bridge", 9), ("a4", "mini", 16), ("a4", "tarot", 4), ("a4", "square", 8),
])
@pytest.mark.parametrize("bleed", [0.0, 3.0])
def test_cards_per_sheet_with_and_without_bleed(paper, card, count, bleed):
    assert len(cardsheet.sheet(PAPERS[paper], CARD_SIZES[card], bleed).fronts) == count


def test_universal_paper_fits_inside_a4_and_letter():
    w, h = PAPERS["universal"]
    assert w <= min(PAPERS["a4"][0], PAPERS["letter"][0])
    assert h <= min(PAPERS["a4"][1], PAPERS["letter"][1])


def test_a4_bleed_lives_in_the_gutters():
    """9 poker cards and 3 mm of bleed: the gutters hold both neighbours' bleed, and every
    card gets art past every cut."""
    s = cardsheet.sheet(A4, CARD_SIZES["poker"], bleed=3)
    a, b = s.fronts[:2]
    gutter = b.x - a.right
    assert gutter > 3
    assert s.front_paint[0].right == pytest.approx(s.front_paint[1].x)   # meet mid-gutter
    for i in range(len(s.fronts)):
        assert 1.5 <= min(bleeds(s, i)) <= max(bleeds(s, i)) <= 3
    for i, p in enumerate(s.front_paint):
        assert not any(overlaps(p, q) for q in s.front_paint[i + 1:])


def test_without_bleed_neighbours_share_a_cut_line():
    s = cardsheet.sheet(A4, CARD_SIZES["poker"])
    a, b = s.fronts[:2]
    assert b.x == pytest.approx(a.right)
    assert s.front_paint == s.fronts


def test_grid_is_centred():
    s = cardsheet.sheet(A4, CARD_SIZES["poker"], 3)
    left = min(f.x for f in s.fronts)
    right = max(f.right for f in s.fronts)
    assert left == pytest.approx(A4[0] - right)


@pytest.mark.parametrize("mode", ["duplex-long", "separate"])
def test_long_edge_backs_mirror_x(mode):
    s = cardsheet.sheet(A4, CARD_SIZES["poker"], 3, backs=mode)
    for front, back in zip(s.fronts, s.backs):
        assert back.x == pytest.approx(A4[0] - front.right)
        assert (back.y, back.w, back.h) == pytest.approx((front.y, front.w, front.h))
    for front, back in zip(s.front_paint, s.back_paint):
        assert back.x == pytest.approx(A4[0] - front.right)


def test_short_edge_backs_mirror_y():
    s = cardsheet.sheet(A4, CARD_SIZES["poker"], backs="duplex-short")
    for front, back in zip(s.fronts, s.backs):
        assert back.y == pytest.approx(A4[1] - front.bottom)
        assert back.x == pytest.approx(front.x)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_landscape_gutterfold_holds_four_poker_cards(paper):
    s = cardsheet.sheet(PAPERS[paper], CARD_SIZES["poker"], 3, backs="fold")
    width, height = s.page
    assert width > height and len(s.fronts) == 4
    assert all(f.bottom <= height / 2 - geometry.FOLD_GAP + 1e-6 for f in s.fronts)
    assert all(b.y >= height / 2 + geometry.FOLD_GAP - 1e-6 for b in s.backs)
    assert s.fold[1] == s.fold[3] == pytest.approx(height / 2)
    # the art runs to the fold from both sides: a fold off the line shows no white
    assert max(p.bottom for p in s.front_paint) == pytest.approx(height / 2)
    assert min(p.y for p in s.back_paint) == pytest.approx(height / 2)


def test_marks_line_up_with_every_cut_and_stay_in_the_margin():
    s = cardsheet.sheet(A4, CARD_SIZES["poker"], 3)
    xs, ys = geometry.cut_positions(s.fronts)
    verticals = {round(x1, 6) for x1, y1, x2, y2 in s.marks if x1 == x2}
    horizontals = {round(y1, 6) for x1, y1, x2, y2 in s.marks if y1 == y2}
    assert verticals == set(xs) and horizontals == set(ys)
    for line in s.marks:
        mark = geometry.line_box(line)
        assert mark.w + mark.h >= geometry.MARK_MIN - 1e-6
        assert mark.inside(printable(A4))
        assert not any(overlaps(mark, f) for f in s.fronts)


def test_labels_and_rulers_sit_inside_the_printer_margin_clear_of_the_art():
    for paper in ("a4", "letter"):
        s = cardsheet.sheet(PAPERS[paper], CARD_SIZES["poker"], 3)
        for spot in (s.label, *s.rulers):
            assert spot.box.inside(printable(PAPERS[paper]))
            assert not any(overlaps(spot.box, p) for p in s.front_paint)
        assert not any(overlaps(s.back_label.box, p) for p in s.back_paint)
        assert s.rulers


def test_too_large_a_card_is_refused():
    with pytest.raises(BadInput, match="does not fit"):
        cardsheet.sheet(A4, (250, 100))


papers = st.sampled_from(sorted(PAPERS))
cards = st.tuples(st.floats(25, 150), st.floats(25, 150))


@settings(max_examples=30, deadline=None)
@given(papers, cards, st.sampled_from([0.0, 1.5, 3.0]), st.sampled_from(BACK_MODES),
       st.sampled_from(["marks", "full"]))
def test_any_sheet_is_sound(paper, card, bleed, backs, cut_lines):
    try:
        s = cardsheet.sheet(PAPERS[paper], card, bleed, backs, cut_lines)
    except BadInput:
        return
    page = s.page
    whole = Rect(0, 0, *page)
    fold = geometry.FOLD_GAP if backs == "fold" else 0.0
    painted = list(s.front_paint) + (list(s.back_paint) if backs == "fold" else [])
    for i, a in enumerate(painted):
        assert a.inside(whole)
        assert not any(overlaps(a, b) for b in painted[i + 1:])
    for box, area in zip(s.fronts, s.front_paint):
        assert box.inside(area)
        assert all(-1e-6 <= side <= max(bleed, fold) + 1e-6 for side in
                   (box.x - area.x, area.right - box.right, box.y - area.y,
                    area.bottom - box.bottom))
    for spot in (s.label, *s.rulers):
        assert spot.box.inside(printable(page))
        assert not any(overlaps(spot.box, p) for p in painted)
        for line in s.marks:
            assert not overlaps(geometry.line_box(line).grown(0.01), spot.box)
    for line in s.marks:
        assert geometry.line_box(line).inside(printable(page).grown(1e-6))
    for front, back in zip(s.fronts, s.backs):
        assert astuple(geometry.mirror(front, page, backs)) == pytest.approx(astuple(back))
        assert astuple(geometry.mirror(back, page, backs)) == pytest.approx(astuple(front))


def test_a_board_that_fits_is_one_centred_tile():
    (rows, cols), tiles = geometry.tiles((250, 380), (297, 420))
    assert (rows, cols) == (1, 1)
    assert tiles[0].at == pytest.approx(((297 - 250) / 2, (420 - 380) / 2))
    assert not tiles[0].crosses and not tiles[0].trims


def test_tiles_cover_the_board_with_overlap_and_shared_crosses():
    board = (276, 390)
    (rows, cols), tiles = geometry.tiles(board, A4)
    assert (rows, cols) == (2, 2)
    assert tiles[0].window.right - tiles[1].window.x == pytest.approx(geometry.OVERLAP)
    assert max(t.window.right for t in tiles) == pytest.approx(board[0])
    assert max(t.window.bottom for t in tiles) == pytest.approx(board[1])
    for t in tiles:   # a band above and below for the label and the ruler, none beside
        assert t.window.w <= A4[0] - 2 * MARGIN + 1e-6
        assert t.window.h <= A4[1] - 2 * (MARGIN + geometry.TILE_BAND) + 1e-6
    shared = set(tiles[0].crosses) & set(tiles[1].crosses)
    assert shared, "neighbouring pages must share alignment crosses"
    assert [(t.row, t.col) for t in tiles] == [(1, 1), (1, 2), (2, 1), (2, 2)]


@pytest.mark.parametrize("backs", ["duplex-long", "separate"])   # a gutterfold has one row
def test_a_part_filled_page_is_marked_down_to_its_last_row(backs):
    s = cardsheet.sheet(PAPERS["a4"], (63.5, 88.9), 3.0, backs=backs)
    cols = len({round(f.x, 6) for f in s.fronts})
    used = s.fronts[:cols + 1]                      # one full row and one card of the next
    marks, back_marks = cardsheet.page_marks(s, len(used))
    lowest_cut = max(f.bottom for f in used)
    assert max(max(y1, y2) for _, y1, _, y2 in marks) <= lowest_cut + geometry.MARK_MAX + 1
    xs, ys = geometry.cut_positions(used)
    horizontal = {round(y1, 6) for x1, y1, x2, y2 in marks if y1 == y2}
    assert horizontal == set(ys)
    assert cardsheet.page_marks(s, len(s.fronts)) == (s.marks, s.back_marks)
