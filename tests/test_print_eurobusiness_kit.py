"""The Eurobusiness kit in English and Polish: complete, from the data, and every text fits."""

import pytest

from companion.games.eurobusiness import GAME
from companion.games.eurobusiness.kit import components
from companion.printing import build
from companion.printing.model import Board, CardSet
from companion.printing.options import parse

DATA = GAME.load_data()


def kit(lang: str):
    return {c.id: c for c in components(DATA, parse(lang=lang)).components}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_component_in_both_languages(lang):
    parts = kit(lang)
    assert list(parts) == ["board", "deeds", "chance", "money", "houses", "reference",
                          "score-sheet"]
    assert len(parts["deeds"].cards) == 28 and len(parts["chance"].cards) == 32
    notes = parts["money"].cards
    assert len(notes) == sum(DATA["money"]["counts"])
    pieces = [c.name for c in parts["houses"].cards]
    assert pieces.count("house") == 32 and pieces.count("hotel") == 12
    assert isinstance(parts["board"], Board) and isinstance(parts["deeds"], CardSet)


@pytest.mark.parametrize("lang, vienna, deck", [("en", "Vienna", "Blue Chance"),
                                                ("pl", "Wiedeń", "Szansa niebieska")])
def test_names_and_card_texts_in_the_language(lang, vienna, deck):
    parts = kit(lang)
    board_text = " ".join(line for s in parts["board"].shapes for line in s.lines)
    assert vienna in board_text and deck in board_text
    titles = [c.front.title for c in parts["deeds"].cards]
    assert titles[-1] == f":kind-deed:\u00a0{vienna}"   # the deed's symbol, then its name
    texts = {c.front.body for c in parts["chance"].cards}
    assert {card[lang] for card in DATA["chance"]} == texts


def test_deeds_print_the_ledgers_numbers_and_the_mortgage_on_the_back():
    state = GAME.new_state(["A", "B", "C"], DATA, 1)
    deeds = {c.front.corner: c for c in kit("en")["deeds"].cards}
    madrid = deeds["15"]
    # a table: a tab between each label and its amount (icons.expand)
    assert "Price\t320\u00a0$" in madrid.front.body and "3 houses\t1,000\u00a0$" in madrid.front.body
    assert madrid.back.big == "160\u00a0$"
    lift = 160 + state.interest(15)
    assert f"Lift for {lift}\u00a0$" in madrid.back.body and lift == 175
    assert "Cena\t320\u00a0$" in {c.front.corner: c for c in kit("pl")["deeds"].cards}["15"].front.body


def test_polish_amounts_group_thousands_with_a_narrow_space():
    deeds = {c.front.corner: c for c in kit("pl")["deeds"].cards}
    assert "Hotel\t4\u202f000\u00a0$" in deeds["40"].front.body


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_no_text_overflows(lang):
    rendered = build.prepare("eurobusiness", parse(lang=lang)).rendered
    assert [o for r in rendered for o in r.overflows] == []


def test_a_language_the_kit_lacks_falls_back_to_english_for_its_own_texts():
    """Eurobusiness's own texts exist in Polish, not German: a German kit prints its deeds
    in English, the pipeline's words (the sheet labels) in German."""
    assert (build.written_in("eurobusiness", "de"), build.written_in("eurobusiness", "pl"),
            build.written_in("calibration", "pl")) == ("en", "pl", "pl")
    german = build.prepare("eurobusiness", parse(lang="de", only=("deeds",)))
    english = build.prepare("eurobusiness", parse(lang="en", only=("deeds",)))
    assert german.lang == "de"
    assert german.rendered[0].cards == english.rendered[0].cards


def test_print_lang_through_the_cli(cli, tmp_path):
    result = cli("print", "eurobusiness", "--lang", "fr")
    assert result.code == 2 and result.err == "error: no language 'fr' (choose from en, de, pl)\n"
    result = cli("print", "eurobusiness", "--lang", "de", "--only", "reference", "--out",
                 str(tmp_path))
    assert result.code == 0 and result.err == (
        "Hinweis: Karten, Spielplan und Bögen von Eurobusiness gibt es noch nicht auf Deutsch: "
        "sie werden auf Englisch gedruckt.\n")
    assert (tmp_path / "reference.pdf").exists()
    again = cli("print", "eurobusiness", "--lang", "de", "--only", "reference", "--out",
                str(tmp_path))   # said again on a re-run with nothing to do
    assert again.code == 0 and again.err == result.err
    polish = cli("print", "eurobusiness", "--lang", "pl", "--only", "reference", "--out",
                 str(tmp_path / "pl"))
    assert polish.code == 0 and polish.err == ""


def test_four_houses_fit_on_a_city_of_the_board_two_by_two():
    from companion.games.eurobusiness.kit_board import DEPTH, SPACE
    piece = kit("en")["houses"].size
    assert DATA["rules"]["max_houses"] == 4
    assert 2 * piece[0] <= SPACE and 2 * piece[1] <= DEPTH


def test_the_printed_notes_deal_the_start_to_six_players():
    m = DATA["money"]
    most = DATA["game"]["max_players"]
    assert all(count >= most * start for start, count in zip(m["start_notes"], m["counts"]))
