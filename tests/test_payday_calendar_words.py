"""The live page's month: every day's name fits its cell in every language (a German or
Polish word too wide for the cell is broken where the language hyphenates it)."""

import pytest

from companion.core import i18n
from companion.games.payday import board_svg, words
from companion.games.payday.game import GAME

DAYS = GAME.load_data(None)["days"][1:]


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_every_day_s_name_fits_its_cell_in_three_lines(lang):
    with i18n.speaking(lang):
        for day in DAYS:
            lines = board_svg.name_lines(words.label(day))
            assert 1 <= len(lines) <= board_svg.MAX_LINES
            for line, squeeze in lines:
                assert squeeze == 0.0 and board_svg._width(line) <= board_svg.NAME_ROOM, line


def test_a_word_too_wide_is_hyphenated_as_the_language_does():
    with i18n.speaking("de"):
        assert board_svg.name_lines("Lottoziehung") == [("Lotto-", 0.0), ("ziehung", 0.0)]
    with i18n.speaking("pl"):
        assert [line for line, _ in board_svg.name_lines("Słodka niedziela")] == [
            "Słodka", "niedzie-", "la"]


def test_english_shows_a_name_s_first_word_then_the_rest_as_before():
    with i18n.speaking("en"):
        assert board_svg.name_lines("Daylight Savings") == [("Daylight", 0.0), ("Savings", 0.0)]
        assert board_svg.name_lines("Mail (2)") == [("Mail", 0.0), ("(2)", 0.0)]


def test_a_word_with_no_place_to_break_is_squeezed_into_the_cell():
    with i18n.speaking("de"):
        assert board_svg.name_lines("Xxxxxxxxxxxxxxxxxx") == [
            ("Xxxxxxxxxxxxxxxxxx", board_svg.NAME_ROOM)]
