"""End to end: `companion print landlords-1906` writes the whole kit; checked with pypdfium2."""

import math
import re

import pypdfium2 as pdfium
import pytest

from companion.games import load
from companion.games.landlords_1906 import kit
from companion.printing import cardsheet, geometry, ringboard
from companion.printing.options import BOARD_PAPERS, CARD_SIZES, PAPERS
from tests.print_helpers import PT, print_into

# the files of the whole kit: the houses and the two college tiles share a ganged sheet
COMPONENTS = {"board", "green-cards", "chance", "luxury", "education", "money", "ganged",
              "reference", "setup", "score-sheet"}


@pytest.fixture(scope="module")
def data():
    return load("landlords-1906").load_data()


@pytest.fixture(scope="module")
def a4(landlords_kit):
    return landlords_kit


@pytest.fixture(scope="module")
def letter(tmp_path_factory):
    """Letter paper, cards folded, the board on one A3 sheet: a few components only."""
    out, _ = print_into(tmp_path_factory, "landlords-letter", "landlords-1906", "--paper",
                        "letter", "--backs", "fold", "--board-paper", "a3", "--only", "board",
                        "--only", "green", "--only", "reference")
    return out


def text(doc, pages) -> str:
    return " ".join(" ".join(doc[i].get_textpage().get_text_range().split()) for i in pages)


def every_page(path) -> str:
    """The text of a one-sided component's pages."""
    doc = pdfium.PdfDocument(path)
    return text(doc, range(len(doc)))


def cards_on(path) -> int:
    """The cards a one-sided component's sheet labels count."""
    return sum(int(n) for n in re.findall(r"· (\d+) cards? ·", every_page(path)))


def fronts(path) -> str:
    """The text of every front page (duplex: fronts and backs alternate)."""
    doc = pdfium.PdfDocument(path)
    return text(doc, range(0, len(doc), 2))


def test_the_whole_kit_is_written(a4):
    out, output = a4
    # with the cover, the standees and the rules every kit has (issue 34)
    # and the two-sided sets' part-filled sheets ganged (the last 2 green and 2 education cards)
    added = {"cover", "standees", "rules", "rules-booklet", "ganged-2-sided"}
    assert {p.stem for p in out.glob("*.pdf")} == COMPONENTS | added | {"landlords-1906-print-all"}
    assert f"{len(COMPONENTS) + len(added)} written, 0 unchanged" in output
    assert "do not fit" not in output


def test_a4_pages_and_a_board_over_two_sheets(a4):
    out, _ = a4
    size = tuple(v * PT for v in PAPERS["a4"])
    for name in COMPONENTS:
        doc = pdfium.PdfDocument(out / f"{name}.pdf")
        assert doc[0].get_size() == pytest.approx(size, abs=0.1), name
    assert len(pdfium.PdfDocument(out / "board.pdf")) == 2
    # 29 = 3 x 9 + 2: three duplex sheets, the last 2 cards on the ganged two-sided sheet
    assert len(pdfium.PdfDocument(out / "green-cards.pdf")) == 2 * (29 // 9)


def test_cards_per_component(a4, data):
    out, _ = a4
    two = fronts(out / "ganged-2-sided.pdf")   # the last 2 green and 2 education cards
    assert "Green cards · sheet 1 of 1 · 2 cards" in two
    assert (fronts(out / "green-cards.pdf") + two).count("counts $100 at the end") == 29
    chance = fronts(out / "chance.pdf")
    assert chance.count("Chance") - chance.count("Chance cards") == len(data["chance"])
    assert fronts(out / "luxury.pdf").count("Luxury space") == \
        data["components"]["luxury_cards"]
    edu = fronts(out / "education.pdf") + two
    assert edu.count("Free College (Single Tax)") == data["components"]["education_cards"]
    assert edu.count("Education cards. Counts") == data["components"]["professor_cards"]
    ganged = every_page(out / "ganged.pdf")   # the last 6 notes, the houses, the colleges
    assert (every_page(out / "money.pdf") + ganged).count("Miscellaneous") == \
        sum(data["note_counts"])
    assert "Money · sheet 1 of 1 · 6 cards" in ganged
    assert "Houses · sheet 1 of 1 · 66 cards" in ganged
    assert "Free Colleges · sheet 1 of 1 · 2 cards" in ganged
    assert cards_on(out / "ganged.pdf") == 6 + kit.house_count(data) + 2 == 74
    for space in data["spaces"]:
        if "price" in space:
            name = "Broker's License" if space["kind"] == "speculation" else space["name"]
            assert name in fronts(out / "green-cards.pdf") + two


def test_the_40_spaces_read_in_order_round_the_board(letter, data):
    """Each space's name is printed inside its own cell, and the cells run clockwise."""
    doc = pdfium.PdfDocument(letter / "board.pdf")
    assert len(doc) == 1
    assert doc[0].get_size() == pytest.approx(tuple(v * PT for v in BOARD_PAPERS["a3"]), abs=0.1)
    page = doc[0].get_textpage()
    height = BOARD_PAPERS["a3"][1]
    _, (tile,) = geometry.tiles((253.0, 253.0), BOARD_PAPERS["a3"])
    spots = ringboard.ring(10, kit.SPACE, kit.DEPTH)
    for spot, space in zip(spots, data["spaces"], strict=True):
        c = spot.cell.shifted(*tile.at)
        inside = page.get_text_bounded(c.x * PT, (height - c.bottom) * PT, c.right * PT,
                                       (height - c.y) * PT).split()
        for word in space["name"].split():
            assert word in inside, (space["name"], inside)
        assert str(space["number"] or 40) in inside
    whole = " ".join(page.get_text_range().split())
    assert "house default" in whole


def test_letter_paper_with_folded_backs(letter):
    size = tuple(v * PT for v in PAPERS["letter"])
    cards = pdfium.PdfDocument(letter / "green-cards.pdf")
    assert cards[0].get_size() == pytest.approx(size[::-1], abs=0.1)   # landscape
    per_sheet = len(cardsheet.sheet(PAPERS["letter"], CARD_SIZES["poker"], 3.0, "fold").fronts)
    assert len(cards) == math.ceil(29 / per_sheet)   # fronts and backs on one side
    reference = pdfium.PdfDocument(letter / "reference.pdf")
    assert reference[0].get_size() == pytest.approx(size, abs=0.1)
    sheet = text(reference, range(len(reference)))
    assert "The Landlord's Game (1906) · Reference sheet · page 1" in sheet   # footer unescaped
    assert "Single Tax" in sheet and "MISCELLANEOUS" in sheet
