"""The Landlord's Game kit and the ring board layout: counts, order, data-driven numbers, marks."""

import copy

import pytest

from companion.games import load
from companion.games.landlords_1906 import kit
from companion.printing import fonts, geometry, render, ringboard
from companion.printing.geometry import Rect
from companion.printing.options import BOARD_PAPERS, PAPERS, parse


@pytest.fixture(scope="module")
def data():
    return load("landlords-1906").load_data()


@pytest.fixture(scope="module")
def parts(data):
    return {c.id: c for c in kit.components(data, parse()).components}


def _touch(a: Rect, b: Rect) -> bool:
    """Two cells share part of an edge."""
    side_by_side = (abs(a.right - b.x) < 1e-6 or abs(b.right - a.x) < 1e-6) and \
        min(a.bottom, b.bottom) > max(a.y, b.y)
    stacked = (abs(a.bottom - b.y) < 1e-6 or abs(b.bottom - a.y) < 1e-6) and \
        min(a.right, b.right) > max(a.x, b.x)
    return side_by_side or stacked


def test_the_ring_runs_clockwise_from_the_bottom_right_corner():
    spots = ringboard.ring(10, 21, 32)
    length = ringboard.side_length(10, 21, 32)
    assert len(spots) == 40 and length == 253
    assert spots[0].cell == Rect(221, 221, 32, 32)
    assert [s.index for s in spots if s.corner] == [0, 10, 20, 30]
    for a, b in zip(spots, spots[1:] + spots[:1]):
        assert _touch(a.cell, b.cell), (a, b)       # each space next to the one before
    # clockwise: left along the bottom, up the left side, right along the top, down the right
    assert spots[1].cell.x < spots[0].cell.x and spots[11].cell.y < spots[10].cell.y
    assert spots[21].cell.x > spots[20].cell.x and spots[31].cell.y > spots[30].cell.y
    assert [spots[i].rotate for i in (5, 15, 25, 35)] == [0, 90, 180, 270]
    cells = [s.cell for s in spots]
    assert all(c.inside(Rect(0, 0, length, length)) for c in cells)
    assert not any(c.inside(ringboard.inner(10, 21, 32)) for c in cells)


@pytest.mark.parametrize("index", [5, 15, 25, 35])
def test_a_band_at_the_top_of_a_space_lands_on_its_inner_edge(index):
    spot = ringboard.ring(10, 21, 32)[index]
    width, _ = spot.upright
    band = ringboard.place(spot, Rect(0, 0, width, 5))
    turned = band if spot.rotate in (0, 180) else Rect(band.x + band.w / 2 - band.h / 2,
                                                       band.y + band.h / 2 - band.w / 2,
                                                       band.h, band.w)
    assert turned.inside(spot.cell)
    middle = ringboard.inner(10, 21, 32)
    edge = {0: turned.y - middle.bottom, 90: middle.x - turned.right,
            180: middle.y - turned.bottom, 270: turned.x - middle.right}[spot.rotate]
    assert edge == pytest.approx(0)


def test_board_spaces_in_board_order_with_every_name(parts, data):
    names = [s.lines[0] for s in parts["board"].shapes if "space-name" in s.cls]
    assert names == [s["name"] for s in data["spaces"]]
    numbers = [s.lines[0] for s in parts["board"].shapes if "space-number" in s.cls]
    assert numbers == ["40", *map(str, range(1, 40))]


def test_board_fits_a3_and_tiles_on_two_a4_or_letter_pages(parts):
    size = parts["board"].size
    for paper in ("a4", "letter"):
        (rows, cols), _ = geometry.tiles(size, PAPERS[paper])
        assert rows * cols == 2
    assert geometry.tiles(size, BOARD_PAPERS["a3"])[0] == (1, 1)


def test_board_texts_fit(parts):
    for s in parts["board"].shapes:
        if s.lines:
            weight = "bold" if "bold" in s.cls else "normal"
            lines = fonts.lines_needed("\n".join(s.lines), s.box.w, s.size_pt, weight)
            assert lines and lines * s.size_pt * fonts.LINE_HEIGHT * fonts.PT <= s.box.h + 1e-6, \
                s.lines


def test_card_counts_per_component(parts, data):
    green = parts["green-cards"].cards
    assert len(green) == 29
    kinds = [s["kind"] for s in data["spaces"] if s["name"] in {c.name for c in green}]
    assert [kinds.count(k) for k in ("lot", "railroad", "franchise", "speculation")] == \
        [22, 4, 2, 1]
    assert len(parts["chance"].cards) == len(data["chance"]) == 9
    assert len(parts["luxury"].cards) == data["components"]["luxury_cards"]
    names = [c.name for c in parts["education"].cards]
    assert (names.count("Education"), names.count("Professor")) == \
        (data["components"]["education_cards"], data["components"]["professor_cards"])
    notes = [c.name for c in parts["money"].cards]
    assert [notes.count(f"${d}") for d in data["denominations"]] == data["note_counts"]
    assert len(parts["houses"].cards) == 66 == kit.house_count(data)   # 3 on each of 22 lots
    assert len(parts["colleges"].cards) == 2


def test_every_card_text_fits(data):
    built = kit.components(data, parse())
    for part in built.components:
        assert render.render(part, built, parse()).overflows == (), part.id


def test_numbers_come_from_the_data(data):
    changed = copy.deepcopy(data)
    changed["rules"]["wages"] = 175
    changed["rules"]["rent_table"][0] = [3, 7, 11, 19]
    changed["rules"]["railroad_fares"] = [6, 12, 24, 48]
    changed["house_rules"]["luxury_price"] = 80
    changed["single_tax"]["step"] = 60
    parts = {c.id: c for c in kit.components(changed, parse()).components}
    board = " ".join(line for s in parts["board"].shapes for line in s.lines)
    assert "Wages $175" in board and "Pay $80" in board and "Fare $6" in board
    lonely = next(c.front.body for c in parts["green-cards"].cards if c.name == "Lonely Lane")
    assert "0 houses\t$3" in lonely and "3 houses\t$19" in lonely
    rushers = next(c.front.body for c in parts["green-cards"].cards if "Rusher" in c.name)
    assert "4 railroads\t$48" in rushers     # a table row: the fare right of its count
    sheet = str(parts["reference"])
    assert "$175" in sheet and "$19" in sheet and "holds $60" in sheet


def test_house_defaults_are_marked(parts, data):
    luxury = parts["luxury"].cards[0].front
    assert ":house:" in luxury.body and ":house:" in luxury.big
    # on the pieces a mark; what the mark means is said on the reference sheet
    assert all(c.front.footer == "red card\u00a0:house:" for c in parts["chance"].cards)
    assert parts["reference"].legend == kit.HOUSE_NOTE
    board = {s.lines[0]: s.lines for s in parts["board"].shapes if "space-info" in s.cls}
    assert any(":house:" in line for line in board["Pay $75\u00a0:house:"])
    opportunities = [s for s in parts["board"].shapes if "opportunity" in s.cls]
    assert len(opportunities) == 4 and all(":house:" in s.lines[2] for s in opportunities)
    cash = dict(parts["setup"].sections[0].table[1:])
    assert cash["2"] == "$600"
    assert cash["5"] == "$300\u00a0:house:" and cash["6"] == "$200\u00a0:house:"
    # a rulebook value carries no mark
    assert not any(":house:" in line for line in board[f"Wages ${data['rules']['wages']} "
                                                       "each time you reach or pass"])
    assert parts["reference"].legend == kit.HOUSE_NOTE


def _spaces_section(parts) -> list[str]:
    return list(parts["reference"].sections[0].items)


def test_the_sheet_taxes_and_frees_what_the_ledger_does(parts, data):
    """Ruling 3: Shelter (the JAIL corner) pays the necessity tax; the sheet says so from the
    ledger's own table of landings, and the ledger moves no money on any space the sheet
    calls free."""
    from companion.games.landlords_1906 import landing
    from tests.test_landlords_landing import Table

    items = _spaces_section(parts)
    taxed = next(i for i in items if "Absolute Necessities" in i)
    assert taxed == ("Fuel, Shelter, Food, Clothing: the tax on Absolute Necessities into the "
                     "PUBLIC TREASURY (table below).")
    assert "Central Park (also Poor House): stopping there costs nothing." in items
    free = [s["number"] for s in data["spaces"]
            if landing.costs_nothing(s["kind"]) and s["kind"] != "mother-earth"]
    assert free == [20]
    for number in free:
        assert Table().land("Ann", number) == {}
    board = {s.lines[0]: s.lines for s in parts["board"].shapes if "space-info" in s.cls}
    assert board["also Shelter"] == ("also Shelter", "Tax $10", "Fine $50 to leave")
    assert Table().land("Ann", 10) == {"Ann": -10, "Treasury": 10}


def test_basic_rules_print_no_section_doubling_and_one_tax(data):
    basic = copy.deepcopy(data)
    basic["rules"]["advanced"] = False
    parts = {c.id: c for c in kit.components(basic, parse()).components}
    titles = [s.heading for s in parts["reference"].sections]
    assert "Land rent" in titles and "Land rent, with section doubling" not in titles
    rent = next(s for s in parts["reference"].sections if s.heading == "Land rent")
    assert rent.table[0] == ("Row", "Lots", "0 houses a lot") and rent.table[1][2] == "$2"
    tax = next(s for s in parts["reference"].sections if "Necessities" in s.heading)
    assert tax.table == (("Houses on the board", "Tax"), ("0 or more", "$10"))
    lonely = next(c.front.body for c in parts["green-cards"].cards if c.name == "Lonely Lane")
    assert "Land rent $2." in lonely and "section" not in lonely


def test_education_cards_name_themselves_once(parts):
    edu = next(c.front for c in parts["education"].cards if c.name == "Education")
    assert edu.title == ":kind-education:\u00a0Education" and edu.big == "1 of 4"
    assert "Education" not in edu.big
