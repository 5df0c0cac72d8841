"""Issue 34 item 6: a tuck box for each deck sized from its card count and the stock's
thickness, and a lid-and-base box for the whole kit, printed as dielines."""

import pytest

from companion import games
from companion.printing import boxes, extras
from companion.printing.model import Board, CardSet
from companion.printing.options import Options
from tests.print_helpers import page_text, pages, print_into


def test_a_poker_deck_of_54_on_card_stock():
    # 54 x 0.30 mm = 16.2 mm of cards, 1 mm of play: 17.2 -> 17.5 mm; 63.5 + 1, 88.9 + 1
    box = boxes.tuck_size((63.5, 88.9), 54)
    assert (box.w, box.h, box.d) == pytest.approx((64.5, 89.9, 17.5))
    assert boxes.tuck_size((57, 89), 20, 0.1).d == 3.0   # 2.0 + 1 mm


def test_the_dieline_is_glue_back_side_front_side_with_lids_and_flaps():
    box = boxes.Box(64.5, 89.9, 17.5)
    board = boxes.tuck_box("box-x", "x", box, "#336699", ("front",), ("side",), "glue")
    # 10 + 64.5 + 17.5 + 64.5 + 17.5 wide; two (15 mm tuck flap + 17.5 mm lid) and 89.9 high
    assert board.size == pytest.approx((174.0, 154.9))
    folds = [s for s in board.shapes if s.cls == "dashed"]
    vertical = sorted({round(s.box.x + boxes.FOLD / 2, 2) for s in folds if s.box.w == 0})
    assert vertical == [10.0, 74.5, 92.0, 156.5]   # between the five panels
    assert all(-0.2 <= s.box.x and s.box.right <= board.size[0] + 0.2
               for s in board.shapes if not s.rotate)


def test_every_deck_gets_its_box_from_its_own_count():
    game = games.load("discretion")
    data = game.load_data()
    from companion.games.discretion import kit
    built = kit.components(data, Options())
    decks = [c for c in built.components if isinstance(c, CardSet) and c.size is None]
    parts = {b.id: b for b in extras.box_parts(built, Options())}
    for deck in decks:
        d = boxes.tuck_size((63.5, 88.9), len(deck.cards)).d
        assert parts[f"box-{deck.id}"].size == pytest.approx((10 + 2 * 64.5 + 2 * d,
                                                              2 * (15 + d) + 89.9))
    base, lid = parts["box-base"], parts["box-lid"]
    assert isinstance(base, Board) and lid.size[0] > base.size[0] - 2 * 20


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_boxes_print_with_their_words(tmp_path_factory, paper):
    out, _said = print_into(tmp_path_factory, "boxes", "payday", "--paper", paper,
                            "--only", "box-mail", "--only", "box-base", "--bleed", "0mm",
                            "--ink", "saver", "--lang", "de")
    text = page_text(pages(out / "box-mail.pdf")[0])
    assert "Faltschachtel" in text and "kleben" in text
    assert len(pages(out / "box-base.pdf")) >= 1
