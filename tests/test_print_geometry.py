"""Sheet geometry as pure functions: grids, mirrored backs, marks, footers, board tiles."""

from dataclasses import astuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import BadInput
from companion.printing import geometry
from companion.printing.geometry import SAFE, Rect
from companion.printing.options import BACK_MODES, CARD_SIZES, PAPERS

A4 = PAPERS["a4"]


def overlaps(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return a.x < b.right - eps and b.x < a.right - eps and a.y < b.bottom - eps and b.y < a.bottom - eps


@pytest.mark.parametrize("paper, card, count", [
    ("a4", "poker", 9), ("letter", "poker", 9), ("universal", "poker", 9),
    ("a4", "bridge", 9), ("a4", "mini", 16), ("a4", "tarot", 4), ("a4", "square", 8),
])
def test_cards_per_sheet(paper, card, count):
    assert len(geometry.sheet(PAPERS[paper], CARD_SIZES[card]).fronts) == count


def test_bleed_takes_room_and_separates_cards():
    sheet = geometry.sheet(A4, CARD_SIZES["poker"], bleed=3)
    assert len(sheet.fronts) == 4
    a, b = sheet.fronts[:2]
    assert b.x - a.right == pytest.approx(6)


def test_without_bleed_neighbours_share_a_cut_line():
    a, b = geometry.sheet(A4, CARD_SIZES["poker"]).fronts[:2]
    assert b.x == pytest.approx(a.right)


def test_grid_is_centred():
    s = geometry.sheet(A4, CARD_SIZES["poker"])
    left = min(f.x for f in s.fronts)
    right = max(f.right for f in s.fronts)
    assert left == pytest.approx(A4[0] - right)


@pytest.mark.parametrize("mode", ["duplex-long", "separate", "fold"])
def test_long_edge_backs_mirror_x(mode):
    s = geometry.sheet(A4, CARD_SIZES["poker"], backs=mode)
    for front, back in zip(s.fronts, s.backs):
        assert back.x == pytest.approx(A4[0] - front.right)
        assert (back.y, back.w, back.h) == pytest.approx((front.y, front.w, front.h))


def test_short_edge_backs_mirror_y():
    s = geometry.sheet(A4, CARD_SIZES["poker"], backs="duplex-short")
    for front, back in zip(s.fronts, s.backs):
        assert back.y == pytest.approx(A4[1] - front.bottom)
        assert back.x == pytest.approx(front.x)


def test_fold_keeps_fronts_and_backs_on_their_own_halves():
    s = geometry.sheet(A4, CARD_SIZES["poker"], backs="fold")
    assert all(f.right <= A4[0] / 2 - geometry.FOLD_GAP + 1e-6 for f in s.fronts)
    assert all(b.x >= A4[0] / 2 + geometry.FOLD_GAP - 1e-6 for b in s.backs)
    assert s.fold[0] == s.fold[2] == pytest.approx(A4[0] / 2)


def test_marks_line_up_with_every_cut_and_stay_in_the_margin():
    s = geometry.sheet(A4, CARD_SIZES["poker"])
    xs, ys = geometry.cut_positions(s.fronts)
    verticals = {round(x1, 6) for x1, y1, x2, y2 in s.marks if x1 == x2}
    horizontals = {round(y1, 6) for x1, y1, x2, y2 in s.marks if y1 == y2}
    assert verticals == set(xs) and horizontals == set(ys)
    grid = Rect(xs[0], ys[0], xs[-1] - xs[0], ys[-1] - ys[0])
    for x1, y1, x2, y2 in s.marks:
        assert abs(x2 - x1) + abs(y2 - y1) >= geometry.MARK_MIN - 1e-6
        assert min(x1, x2) >= SAFE - 1e-6 and max(x1, x2) <= A4[0] - SAFE + 1e-6
        assert min(y1, y2) >= SAFE - 1e-6 and max(y1, y2) <= A4[1] - SAFE + 1e-6
        mark = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
        assert not overlaps(mark, grid)


def test_too_large_a_card_is_refused():
    with pytest.raises(BadInput, match="does not fit"):
        geometry.sheet(A4, (250, 100))


papers = st.sampled_from(sorted(PAPERS))
cards = st.tuples(st.floats(20, 150), st.floats(20, 150))


@settings(max_examples=60, deadline=None)
@given(papers, cards, st.sampled_from([0.0, 1.5, 3.0]), st.sampled_from(BACK_MODES),
       st.sampled_from(["marks", "full"]))
def test_any_sheet_is_sound(paper, card, bleed, backs, cut_lines):
    page = PAPERS[paper]
    try:
        s = geometry.sheet(page, card, bleed, backs, cut_lines)
    except BadInput:
        return
    safe = Rect(SAFE, SAFE, page[0] - 2 * SAFE, page[1] - 2 * SAFE)
    painted = [f.grown(bleed) for f in s.fronts] + [b.grown(bleed) for b in s.backs] \
        if backs == "fold" else [f.grown(bleed) for f in s.fronts]
    for i, a in enumerate(painted):
        assert a.inside(safe)
        assert not any(overlaps(a, b) for b in painted[i + 1:])
    for box in (s.ruler, s.note):
        assert box.inside(safe)
        assert not any(overlaps(box, p) for p in painted)
        for x1, y1, x2, y2 in s.marks:
            line = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
            assert not overlaps(line.grown(0.01), box)
    for front, back in zip(s.fronts, s.backs):
        assert astuple(geometry.mirror(front, page, backs)) == pytest.approx(astuple(back))
        assert astuple(geometry.mirror(back, page, backs)) == pytest.approx(astuple(front))


def test_back_colour_reaches_past_outer_cuts_only_without_bleed():
    s = geometry.sheet(A4, CARD_SIZES["poker"])
    paint = geometry.back_paint(s.backs, 0.0)
    for box, area in zip(s.backs, paint):
        assert box.inside(area)
        assert not any(overlaps(area, other) for other in s.backs if other is not box)
    outer = Rect(min(b.x for b in s.backs), min(b.y for b in s.backs), 0, 0)
    assert min(a.x for a in paint) == pytest.approx(outer.x - geometry.BACK_REACH)


def test_back_colour_runs_into_the_bleed():
    s = geometry.sheet(A4, CARD_SIZES["poker"], bleed=3)
    assert geometry.back_paint(s.backs, 3)[0] == s.backs[0].grown(3)


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
    for t in tiles:
        assert t.window.w <= A4[0] - 2 * (SAFE + geometry.TILE_BAND) + 1e-6
    shared = set(tiles[0].crosses) & set(tiles[1].crosses)
    assert shared, "neighbouring pages must share alignment crosses"
    assert [(t.row, t.col) for t in tiles] == [(1, 1), (1, 2), (2, 1), (2, 2)]


@pytest.mark.parametrize("backs", ["duplex-long", "separate", "fold"])
def test_a_part_filled_page_is_marked_down_to_its_last_row(backs):
    s = geometry.sheet(PAPERS["a4"], (63.5, 88.9), backs=backs)
    cols = len({round(f.x, 6) for f in s.fronts})
    used = s.fronts[:cols + 1]                      # one full row and one card of the next
    marks, back_marks = geometry.page_marks(s, len(used))
    lowest_cut = max(f.bottom for f in used)
    assert max(max(y1, y2) for _, y1, _, y2 in marks) <= lowest_cut + geometry.MARK_MAX + 1
    xs, ys = geometry.cut_positions(used)
    horizontal = {round(y1, 6) for x1, y1, x2, y2 in marks if y1 == y2}
    assert horizontal == set(ys)
    assert geometry.page_marks(s, len(s.fronts)) == (s.marks, s.back_marks)
