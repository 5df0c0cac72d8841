"""Issue 34: a card set's part-filled last sheet shares a ganged sheet with the other sets'
(a few pieces, or the last few of a bigger set) of the same sides, so no sheet carries one
deed; the set keeps its full sheets in its own file. Measured without writing PDFs: the
plans the print list and the cover count from, and where each face is stamped."""

import itertools

import pytest

from companion import games
from companion.printing import build, extras
from companion.printing.model import CardSet
from companion.printing.options import PAPERS, parse

A4 = PAPERS["a4"]

# Card-stock sheets on A4, poker cards (9 a sheet), notes 64 x 32 mm (24 a sheet), bleed 3 mm.
# Blocks (gang.block): a row of poker cards 102.2 mm, two rows 191.0, three 279.9; the
# printer margin (5 mm) is shared between blocks on a 297 mm sheet.
SHEETS = {
    # deeds 28 = 3 x 9 + 1, chance 32 = 3 x 9 + 5: the deed's row and chance's two rows
    # 102.2 + 191.0 - 5 = 288.2 mm; money 230 = 9 x 24 + 14 (183.2 mm) with the 44 houses'
    # strip (37.2 mm). Was 4 + 4 + 10 + 1 = 19 sheets, now 17.
    "eurobusiness": [("deeds", 3), ("ganged-2-sided", 1), ("chance", 3), ("money", 9),
                     ("ganged", 1), ("standees", 1)],
    # green 29 = 3 x 9 + 2 and education 20 = 2 x 9 + 2: a row each (102.2 x 2 - 5);
    # luxury 16 = 9 + 7 needs three rows, a sheet of its own; money 150 = 6 x 24 + 6 with
    # the houses and colleges (were already ganged). Was 4 + 1 + 2 + 3 + 7 + 1 = 18, now 16.
    "landlords-1906": [("green-cards", 3), ("ganged-2-sided", 1), ("chance", 1),
                       ("luxury", 2), ("education", 2), ("money", 6), ("ganged", 1),
                       ("standees", 1)],
    # list, title deeds and events each end on 8 cards (three rows: alone); years 10 = 9 + 1
    # and the loans 71 = 54 + 17 (30 mm tokens, three rows: 103.3 mm) share a sheet.
    # Two-sided was 2 + 2 + 3 + 2 + 2 = 11, now 10; money 312 = 13 x 24 fills its sheets.
    "discretion": [("list-cards", 2), ("title-deeds", 2), ("events", 3), ("years", 1),
                   ("ganged-2-sided", 1), ("loans", 1), ("money", 13), ("tiles-1-acre", 1),
                   ("tiles-2-acre", 2)],
    # deals 16 = 9 + 7 (three rows) and money 160 = 6 x 24 + 16: each alone, as before.
    "payday": [("deals", 2), ("mail", 8), ("money", 7), ("standees", 1)],
    # sites 58 = 54 + 4 (a row of 30 mm: 52.9 mm) joins the 8 activity cards (139.2 mm) and
    # the 95 settlers (73.2 mm): 255.3 mm with the margins shared; goods and money as before
    # (103.2 + 182.9 - 5). Two-sided was 2 + 2 = 4 (sites alone), now 3.
    "on-guard": [("sites", 1), ("ganged-2-sided", 2), ("buildings", 2),
                 ("major-buildings", 1)],
}


@pytest.mark.parametrize("game", sorted(SHEETS))
def test_card_sheets_of_each_kit_before_and_after(game):
    rendered = build.prepare(game, parse()).rendered
    assert [(r.id, r.plan.sheets) for r in rendered if r.plan.stock == "card"] == SHEETS[game]


def _whole_sets(game, options) -> list[CardSet]:
    entry = games.find(game)
    data = games.load(game).load_data()
    module = build.kit_module(entry)
    kit = extras.complete(module.components(data, options), games.load(game), data, options,
                          tuple(module.needs(data)) if hasattr(module, "needs") else ())
    return [c for c in kit.components if isinstance(c, CardSet)]


@pytest.mark.parametrize("game,options", [
    ("discretion", dict(paper="letter")), ("landlords-1906", dict(backs="separate")),
    ("eurobusiness", dict(paper="letter", bleed="0mm")), ("payday", dict(backs="fold")),
    ("on-guard", dict(paper="letter", backs="duplex-short"))])
def test_every_card_is_printed_once(game, options):
    """Each set's cards in its own file and on the ganged sheets add up to the set: every
    face stamped has its back stamped too (two-sided), none lost, none twice."""
    options = parse(**options)
    rendered = {r.id: r for r in build.prepare(game, options).rendered}
    held = {}
    for r in rendered.values():
        for page in r.holds:
            for title, n, rest in page:
                held[title] = held.get(title, 0) + n
    for cs in _whole_sets(game, options):
        own = rendered.get(cs.id)
        stamped = sum(map(len, own.stamps.places)) if own else 0
        sides = 2 if cs.backs else 1
        assert stamped % sides == 0
        assert stamped // sides + held.get(cs.title, 0) == len(cs.cards), cs.id


EUROBUSINESS_TAILS = ((("Title Deed", 1, "deeds.pdf"),
                       ("Blue Chance · Red Chance", 5, "chance.pdf")),)


def _backs_behind_fronts(ganged, paper) -> list[tuple[float, float]]:
    """Where a duplex (long edge) ganged sheet's poker cards are, each back checked to lie
    behind its front (its front mirrored across the sheet), none overlapping, all inside
    the printer margin."""
    fronts, backs = ganged.stamps.places
    w, h = 63.5, 88.9
    assert len(fronts) == len(backs)
    for (_, x, y), (_, bx, by) in zip(fronts, backs):
        assert abs(bx - (paper[0] - x - w)) < 0.01 and abs(by - y) < 0.01
    for (_, x, y), (_, x2, y2) in itertools.combinations(fronts, 2):   # none overlap
        assert abs(x - x2) >= w or abs(y - y2) >= h
    assert all(5 <= x and x + w <= paper[0] - 5 and 5 <= y and y + h <= paper[1] - 5
               for _, x, y in fronts)
    return [(x, y) for _, x, y in fronts]


def test_on_a_duplex_ganged_sheet_each_back_lies_behind_its_front():
    """Eurobusiness on A4: the 28th deed's block and the last 5 Chance cards' block."""
    rendered = build.prepare("eurobusiness", parse()).rendered
    ganged = next(r for r in rendered if r.id == "ganged-2-sided")
    assert ganged.holds == EUROBUSINESS_TAILS
    assert len(_backs_behind_fronts(ganged, A4)) == 6


def test_on_letter_the_lone_deed_and_the_last_chance_cards_share_one_grid():
    """On Letter the deed's row (102.2 mm) and the Chance cards' two rows (191.0 mm) are
    too tall as two blocks (288.2 mm > 279.4): each alone, they become one grid of 6 cards
    under one label, two rows, one sheet instead of two."""
    letter = PAPERS["letter"]
    rendered = build.prepare("eurobusiness", parse(paper="letter")).rendered
    assert [(r.id, r.plan.sheets) for r in rendered if r.plan.sides == "duplex-long"] == [
        ("deeds", 3), ("ganged-2-sided", 1), ("chance", 3)]   # were 4 and 4
    ganged = next(r for r in rendered if r.id == "ganged-2-sided")
    assert ganged.holds == EUROBUSINESS_TAILS
    placed = _backs_behind_fronts(ganged, letter)
    assert len(placed) == 6 and len({round(y, 1) for _, y in placed}) == 2
    assert "Title Deed + Blue Chance · Red Chance · sheet 1 of 1 · 6 cards" in ganged.html
