"""Discretion's Title Deeds name each plot's cells as read off the board map: an L-shaped plot
as two rectangles, one acre in the singular; checked by hand for the L-shaped plots and, for
every plot, against the map itself."""

import pytest

from companion.games.discretion import GAME, grid
from companion.games.discretion.kit import cell_ranges
from tests.print_helpers import text

DATA = GAME.load_data()
PLOTS = {p["name"]: p for p in DATA["plots"]}


@pytest.mark.parametrize("name, ranges", [
    ("Riverside", "J4 to K5 and I6 to K6"),        # 2 x 2, then a row of 3 under it
    ("Willow Bank", "K7 to K8 and I9 to K9"),      # a column of 2 over a row of 3
    ("Quarry Field", "G9 and E10 to G11"),         # one cell over a 3 x 2 block
    ("Oakfield Farm", "A1 to C3"),
    ("Church Acre", "H9")])
def test_cell_ranges_by_hand(name, ranges):
    assert cell_ranges(PLOTS[name]["cells"]) == ranges.replace(" to ", "\u00a0to\u00a0")


def _cells(ranges: str) -> list[str]:
    """The cells a printed range names, back from `A1 to C3 and D4`."""
    out = []
    for part in ranges.split(" and "):
        start, _, end = part.partition("\u00a0to\u00a0")
        (c0, r0), (c1, r1) = grid.coords(start), grid.coords(end or start)
        out += [grid.name(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
    return out


def test_every_plots_ranges_name_exactly_its_cells_on_the_map():
    for plot in DATA["plots"]:
        named = _cells(cell_ranges(plot["cells"]))
        assert sorted(named) == sorted(plot["cells"]) and len(set(named)) == len(named), plot


def test_the_printed_deeds_and_list_cards(discretion_kit):
    deeds = text(discretion_kit[0] / "title-deeds.pdf")
    assert "7 acres (J4 to K5 and I6 to K6)" in deeds and "1 acre (H9)" in deeds
    lists = text(discretion_kit[0] / "list-cards.pdf")
    assert "Plot 15 · 1 acre" in lists
    assert "1 acres" not in deeds + lists
