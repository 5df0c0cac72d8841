"""The Pay Day kit in English and German: complete, from the data and the rules text, and
every text fits."""

import pytest

from companion.games.payday import GAME
from companion.games.payday.kit import components
from companion.printing import build
from companion.printing.model import Board, CardSet, Document
from companion.printing.options import parse
from tests.print_helpers import page_text, pages, print_into

DATA = GAME.load_data()


def kit(lang: str):
    return {c.id: c for c in components(DATA, parse(lang=lang)).components}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_component_in_both_languages(lang):
    parts = kit(lang)
    assert list(parts) == ["board", "deals", "mail", "money", "pad", "reference",
                          "score-sheet"]
    assert len(parts["deals"].cards) == 16 and len(parts["mail"].cards) == 72
    assert len(parts["money"].cards) == sum(DATA["money"]["note_counts"])
    assert isinstance(parts["board"], Board) and isinstance(parts["mail"], CardSet)
    assert isinstance(parts["reference"], Document)


@pytest.mark.parametrize("lang, payday, step1, deal", [
    ("en", "31 Pay Day Wage 325\u00a0$", "Collect the 325 $ wage", "Cost\t300\u00a0$"),
    ("de", "31 Zahltag Lohn 325\u00a0$", "325 $ Lohn kassieren", "Preis\t300\u00a0$")])
def test_texts_in_the_language_with_the_ledgers_numbers(lang, payday, step1, deal):
    parts = kit(lang)
    lines = [line for shape in parts["board"].shapes for line in shape.lines]
    assert payday in " ".join(lines)
    steps = parts["reference"].sections[0].markdown
    assert f"\n1. {step1}" in steps and "\n7. " in steps and "\n8. " not in steps
    pipe = next(c for c in parts["deals"].cards if c.name == "copper-pipe")
    assert pipe.front.body.startswith(deal + "\n")   # a table row; the one sourced price: no mark
    assert ":house:" in pipe.front.body                          # commission and sale are house


def test_german_amounts_group_thousands_with_a_dot_and_the_interest_table_is_exact():
    parts = kit("de")
    rows = parts["pad"].sections[1].table
    assert rows[10] == ("1.000\u00a0$", "100\u00a0$", "200\u00a0$")
    assert len(parts["pad"].sections[0].table) == 1 + 12


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_text_overflows(lang):
    rendered = build.prepare("payday", parse(lang=lang)).rendered
    assert [o for r in rendered for o in r.overflows] == []


@pytest.mark.parametrize("lang, mail, says", [
    ("en", "The Mail cards", ("Insurance (Carr for cars, Aches & Pains", "Swellfare helps only",
                              "pays ten times the stake", "A lottery ticket is good only")),
    ("de", "Die Post-Briefe", ("Versicherungen", "Swellfare gibt es nur", "das Zehnfache",
                               "Ein Lotterieschein gilt nur"))])
def test_the_printed_reference_speaks_the_tables_words_and_explains_the_mail(
        tmp_path_factory, lang, mail, says):
    """No `companion ...` command on the paper a table plays with; the special Mail cards
    (insurance, Swellfare, lottery tickets) explained as the rulebook has them."""
    out, _ = print_into(tmp_path_factory, f"payday-ref-{lang}", "payday", "--only", "reference",
                        "--lang", lang)
    text = " ".join(" ".join(page_text(page).split()) for page in pages(out / "reference.pdf"))
    assert "companion" not in text
    assert mail in text
    for said in says:
        assert said in text, said
    assert "Mail: take as many letters as the day shows." in text or lang == "de"
