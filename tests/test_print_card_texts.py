"""Card texts as they print, read from the 1-up print-shop PDFs and the sheets: every one-line
title of a playing card sits in the middle of its band (the band runs from the cut; the safe
area leaves room for that on every card-size card), and Discretion's rent schedule never
starts a line with its separator."""

import pytest

from companion.printing.faces import band_height
from tests.print_helpers import PT, pages, print_into

SETS = {"eurobusiness": ("deeds", "chance"), "payday": ("deals", "mail"),
        "discretion": ("list-cards", "title-deeds", "events", "years"),
        "landlords-1906": ("green-cards", "chance", "luxury", "education")}
# (On Guard's activity cards are mini cards, 63 mm tall: their titles sit 0.6 mm low, the
# safe area keeping them off the cut)
BLEED = 3.0       # the print-shop PDFs' bleed
ON_BASELINE = set("ABCDEFGHIJKLMNOPRSTUVWXYZabcdefhiklmnorstuvwxz0123456789")


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    found = {}
    for game, ids in SETS.items():
        only = [arg for cid in ids for arg in ("--only", cid)]
        out, _ = print_into(tmp_path_factory, f"titles-{game}", game, "--format", "print-shop",
                            *only)
        found |= {(game, cid): pages(out / "print-shop" / f"{cid}.pdf") for cid in ids}
    return found


def _title_middle(page, width: float, band: float) -> float | None:
    """Where a front's one-line title sits: the middle between its capitals' top and its
    baseline, in mm from the cut (None for a title on two lines)."""
    text, height = page.get_textpage(), page.get_height()
    chars = []
    for i in range(text.count_chars()):
        ch = text.get_text_range(i, 1)
        left, bottom, _, top = text.get_charbox(i)
        y_top, y_bottom = (height - top) / PT - BLEED, (height - bottom) / PT - BLEED
        if not ch.isspace() and y_bottom < band + 0.5 and left / PT - BLEED < 0.7 * width:
            chars.append((ch, y_top, y_bottom))
    baselines = [bottom for ch, _, bottom in chars if ch in ON_BASELINE]
    if not baselines or max(baselines) - min(baselines) > 0.5:
        return None
    capitals = [top for ch, top, _ in chars if ch.isupper() or ch.isdigit()]
    return (min(capitals) + max(baselines)) / 2


@pytest.mark.parametrize("game, cid", [(g, c) for g, ids in SETS.items() for c in ids])
def test_one_line_titles_sit_in_the_middle_of_their_band(shop, game, cid):
    doc = shop[game, cid]
    left, bottom, right, top = doc[0].get_trimbox()   # poker, or the set's own size
    width, height = (right - left) / PT, (top - bottom) / PT
    band = band_height(height)
    middles = [_title_middle(doc[i], width, band) for i in range(0, len(doc), 2)]   # fronts
    one_line = [m for m in middles if m is not None]
    assert one_line                                   # the set has one-line titles
    assert [round(m - band / 2, 2) for m in one_line if abs(m - band / 2) > 0.3] == []


def test_discretion_rent_schedule_lines_start_with_a_number(discretion_kit):
    doc = pages(discretion_kit[0] / "events.pdf")
    lines = [line.strip() for i in range(len(doc))
             for line in doc[i].get_textpage().get_text_range().splitlines()]
    assert any(line.startswith("0:") for line in lines)            # the schedule is there
    assert [line for line in lines if line.startswith("·")] == []
