"""Pay Day's board, measured from the PDFs: the 31 days and Start are spaces a token stands on
(at least 28 mm each way), each with its number, name and instruction in the kit's language;
places for the Deal and Mail piles and the election pot; tiled on A4 and Letter, one sheet on
A3 and tabloid."""

import pytest

from companion.core import i18n
from companion.core.datafile import load_toml
from companion.games.payday import GAME, words as day_words
from companion.paths import CARDS
from companion.printing.options import BOARD_PAPERS, CARD_SIZES, PAPERS
from tests.print_helpers import PT, pages, print_into, rects, words

DATA = GAME.load_data()
WORDS = load_toml(CARDS / "payday" / "kit-words.toml")
TOKEN = 28.0     # mm: a token and room round it


@pytest.fixture(scope="module", params=[("en", "a4", "a3"), ("de", "letter", "tabloid")])
def one_sheet(request, tmp_path_factory):
    lang, paper, board = request.param
    out, _ = print_into(tmp_path_factory, f"payday-board-{lang}", "payday", "--lang", lang,
                        "--paper", paper, "--board-paper", board, "--only", "board")
    return lang, board, pages(out / "board.pdf")


def _spaces(page):
    """The boxes at least a token wide and deep but smaller than the board, each with the
    words printed in it, in the order printed."""
    found = words(page)
    boxes = {(round(r.x, 1), round(r.y, 1), round(r.w, 1), round(r.h, 1)): r
             for r in rects(page) if TOKEN <= r.w < 150 and TOKEN <= r.h < 150}
    return [(r, [t for t, b in found if b.inside(r)]) for r in boxes.values()]


def test_one_sheet_on_a3_and_tabloid(one_sheet):
    _, board, doc = one_sheet
    assert len(doc) == 1
    assert sorted(doc[0].get_size()) == pytest.approx(sorted(v * PT for v in BOARD_PAPERS[board]),
                                                      abs=0.1)


def test_every_day_is_a_space_with_its_number_name_and_instruction(one_sheet):
    lang, _, doc = one_sheet
    w = WORDS[lang]
    by_number = {}
    for box, texts in _spaces(doc[0]):
        if texts and texts[0].isdigit():
            by_number[int(texts[0])] = (box, " ".join(texts[1:]))
    assert sorted(by_number) == list(range(1, 32))
    for day in DATA["days"][1:]:
        box, printed = by_number[day["day"]]
        assert box.w >= TOKEN and box.h >= TOKEN
        with i18n.speaking(lang):
            assert day_words.day_name(day["kind"]) in printed
        # the instruction's first words, as the kit words give them
        first = w["day_text"][day["kind"]].split("{")[0].split()[:2]
        assert " ".join(first) in printed, (day, printed)
    election = by_number[15][1]
    assert "50\u00a0$" in election or "50 $" in election      # the data's stake
    assert by_number[31][1].count("325") == 1                   # the wage on Pay Day


def test_start_the_pot_and_the_piles_have_their_places(one_sheet):
    lang, _, doc = one_sheet
    w = WORDS[lang]
    spaces = _spaces(doc[0])
    start = [box for box, texts in spaces if "Start" in texts[:2]]
    assert len(start) == 1 and start[0].w >= TOKEN and start[0].h >= TOKEN
    pot = [box for box, texts in spaces if " ".join(texts).startswith(w["pot"])]
    note = (64.0, 32.0)                                      # the pot holds a note
    assert pot and pot[0].w >= note[0] and pot[0].h >= note[1]
    card = CARD_SIZES["poker"]
    piles = [r for r in rects(doc[0]) if abs(r.w - card[0]) < 0.3 and abs(r.h - card[1]) < 0.3]
    assert len(piles) == 2
    found = words(doc[0])
    for pile, label in zip(sorted(piles, key=lambda r: r.y), (w["deal_pile"], w["mail_pile"])):
        above = " ".join(t for t, b in found if pile.y - 7 < b.y < pile.y and
                         pile.x <= b.x <= pile.right)
        assert above == label


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tiled_on_a4_and_letter(tmp_path_factory, paper):
    out, _ = print_into(tmp_path_factory, f"payday-board-{paper}", "payday", "--paper", paper,
                        "--only", "board")
    doc = pages(out / "board.pdf")
    assert len(doc) == 2
    for i in range(2):
        assert sorted(doc[i].get_size()) == pytest.approx(sorted(v * PT for v in PAPERS[paper]),
                                                          abs=0.1)
