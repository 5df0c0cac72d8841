"""The Discretion kit and the HTML stage: counts, sizes, house marks, text fit, escaping."""

import copy

import pytest

from companion.core.errors import DataFileError
from companion.games import load
from companion.games.discretion import finance, kit
from companion.printing import fonts, icons, render
from companion.printing.model import Card, CardSet, Face, Kit
from companion.printing.options import parse


@pytest.fixture(scope="module")
def data():
    return load("discretion").load_data()


@pytest.fixture(scope="module")
def parts(data):
    return {c.id: c for c in kit.components(data, parse()).components}


def test_every_component_of_the_rulebook(parts, data):
    counts = {k: len(parts[k].cards) for k in ("list-cards", "title-deeds", "events", "years")}
    assert counts == {"list-cards": 17, "title-deeds": 17, "events": 26, "years": 10}
    loans = [c.name for c in parts["loans"].cards]
    assert (loans.count("Bank Loan"), loans.count("Loan Shark")) == (30, 41)
    assert {"board", "reference", "setup", "money"} <= set(parts)


def test_tiles_fit_the_board_squares_and_leave_the_label_strip(parts, data):
    one, two = parts["tiles-1-acre"], parts["tiles-2-acre"]
    assert one.size == (kit.SQUARE, kit.SQUARE - kit.STRIP)
    assert two.size == (kit.SQUARE, 2 * kit.SQUARE - kit.STRIP)
    labels = [s for s in parts["board"].shapes if "plot-label" in s.cls]
    assert len(labels) == len(data["plots"])
    assert all(s.box.h <= kit.STRIP and s.size_pt >= 6 for s in labels)
    assert len(one.cards) == len(two.cards) == 15 * 5
    cells = [s for s in parts["board"].shapes if s.box.w == s.box.h == kit.SQUARE]
    assert len(cells) == 121
    assert {c.front.colour for c in one.cards} == {t["colour"] for t in data["building_types"]}


def test_money_covers_eight_players_and_the_bank(data):
    counts = finance.note_counts(data)
    assert set(counts) == set(data["denominations"])
    for row in data["start_money"]:
        for d, n in row["notes"]:
            assert counts[d] >= 2 * n * max(row["players"])


def test_touching_plots_differ_in_colour(parts, data):
    from companion.games.discretion import grid
    ids = {grid.coords(c): p["id"] for p in data["plots"] for c in p["cells"]}
    fills = kit.plot_colours(ids)
    for (col, row), plot in ids.items():
        for other in (ids.get((col + 1, row)), ids.get((col, row + 1))):
            if other not in (None, plot):
                assert fills[plot] != fills[other]


def test_board_outlines_plots_with_thick_borders(parts):
    cells = [s for s in parts["board"].shapes if s.box.w == s.box.h == kit.SQUARE]
    widths = {w for s in cells for w in s.borders}
    assert len(widths) == 2   # thin between cells of one plot, thick between plots


def test_house_defaults_are_marked(parts, data):
    year1, year4 = parts["years"].cards[0].front, parts["years"].cards[3].front
    assert ":house:" not in year1.body and year1.big == "No Land Tax"
    assert data["years"][3]["house"] == ["land_tax"] and ":house:" in year4.body
    year10 = parts["years"].cards[-1].front
    assert ":house:" not in year10.body
    house_events = [c for c, e in zip(parts["events"].cards, data["events"]) if e["source"] == "house"]
    assert house_events and all(":house:" in c.front.footer for c in house_events)


def test_numbers_come_from_the_data(data):
    changed = copy.deepcopy(data)
    changed["years"][4]["land_tax"] = 123_456
    changed["rules"]["bank_loan"] = 777_000
    k = kit.components(changed, parse())
    html = "".join(source for c in k.components if c.id in ("years", "reference", "loans")
                   for source in render.render(c, k, parse()).sources())
    assert "123,456" in html and "777,000" in html


def test_html_is_escaped_and_icons_inline(data):
    face = Face(colour="#fff", title="<b>Tom & Jerry</b>", body="Pay :coin: 5")
    html = "".join(render.render(CardSet("x", "X", (Card("c", face, face),)), Kit("T", ()),
                                 parse()).sources())
    assert "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;" in html and "<b>Tom" not in html
    assert 'class="icon"' in html and ":coin:" not in html


def test_unknown_icon_names_the_card():
    with pytest.raises(DataFileError, match=r"Auction body: unknown icon ':nope:'"):
        icons.expand("x :nope:", {}, "Auction body")


def test_text_shrinks_to_fit_and_overflow_is_reported():
    short = fonts.fit("Rent", (40, 10), 10, 5)
    long = fonts.fit("word " * 30, (40, 20), 10, 5)
    assert short[0] == 10 and short[2]
    assert 5 < long[0] < 10 and long[2]
    huge = Face(colour="#fff", body="far too many words here " * 40)
    rendered = render.render(CardSet("x", "X", (Card("Big", huge, huge),), (40, 40)),
                             Kit("T", ()), parse())
    assert ("Big", "front body") in rendered.overflows


def test_full_kit_fits_every_card_size(data):
    for size in ("poker", "mini", "bridge"):
        opts = parse(card_size_text=size)
        k = kit.components(data, opts)
        for c in k.components:
            assert render.render(c, k, opts).overflows == (), (size, c.id)


def test_fonts_are_loaded_by_absolute_file_url():
    urls = [f["url"] for f in fonts.font_faces()]
    assert urls and all(u.startswith("file:///") and u.endswith(".ttf") for u in urls)


def test_score_sheet_has_a_row_for_each_part_of_the_final_score(parts, data):
    r = data["rules"]
    sheet = parts["score-sheet"]
    assert len(sheet.sections) == 2   # two games on one page (see test_print_score_sheets)
    table = sheet.sections[0].table
    assert len(table[0]) == data["game"]["max_players"] + 1
    rows = [row[0] for row in table[1:]]
    assert rows[0] == "Player" and rows[-2:] == ["Total", "Place"]
    assert any(kit.fmt(r["bank_loan_repay"]) in row for row in rows)
    assert any(kit.fmt(r["shark_repay"]) in row for row in rows)
    assert any(kit.fmt(r["building_price"]) in row for row in rows)
    assert all(cell == "" for row in table[1:] for cell in row[1:])


def test_an_icon_and_its_label_stay_with_their_amount():
    html = str(icons.expand("Harvest\u00a0:coin:\u00a0180,000 a year", {}))
    kept = html.split('<span class="keep">')[1].split("</span>")[0]
    assert kept.startswith("Harvest\u00a0<img") and kept.endswith("\u00a0180,000")
    assert html.endswith(" a year")
    # the text fit counts a kept run as one word
    assert fonts.lines_needed("Harvest\u00a0:coin:\u00a0180,000", 40, 9, "normal") == 1
    assert fonts.lines_needed("Harvest\u00a0:coin:\u00a0180,000", 20, 9, "normal") is None
