"""On Guard's own texts in German and Polish: every site, good, building and activity of the
data file, every sentence of the kit and every section and ruling of the rules has its
translation (a missing one fails here), and `rules` and `print` use them without a note."""

import re

import pytest

from companion.core.datafile import load_toml
from companion.games.on_guard import GAME
from companion.games.on_guard.data import CHIP, OWN_TEXTS
from companion.games.on_guard.kit import LANGUAGES
from companion.paths import CARDS
from tests.print_helpers import print_into, text

FOLDER = CARDS / "on-guard"
PARTS = ("sites", "goods", "buildings", "activities")
SPOKEN = [lang for lang in LANGUAGES if lang != "en"]


@pytest.mark.parametrize("lang", SPOKEN)
def test_every_record_has_its_own_texts_in_the_language(lang):
    raw = load_toml(FOLDER / "on-guard.toml")
    for part in PARTS:
        for record in raw[part]:
            english = {k for k in OWN_TEXTS if k in record}
            assert set(record[lang]) - {CHIP} == english, (part, record["id"])
            assert all(record[lang].values()), (part, record["id"])


def test_the_kit_words_have_the_same_keys_in_every_language():
    words = load_toml(FOLDER / "kit-words.toml")
    assert set(words) == set(LANGUAGES)
    for lang in SPOKEN:
        assert set(words[lang]) == set(words["en"]), lang
        for key, english in words["en"].items():   # the same holes and list lengths
            said = words[lang][key]
            if isinstance(english, str):
                assert set(re.findall(r"{\w+}", said)) == set(re.findall(r"{\w+}", english)), key
            elif isinstance(english, list):
                assert len(said) == len(english), key


@pytest.mark.parametrize("lang", GAME.languages[1:])
def test_the_rules_have_every_section_and_ruling(lang):
    english = (FOLDER / "rules.md").read_text(encoding="utf-8")
    said = (FOLDER / f"rules.{lang}.md").read_text(encoding="utf-8")
    assert said.count("\n## ") == english.count("\n## ")
    assert re.findall(r"^(\d+)\. ", said, re.M) == re.findall(r"^(\d+)\. ", english, re.M)
    for command in ("end_at=season", "one_of_each=true", "influence_tries", "--anew"):
        assert command in said


@pytest.mark.parametrize("lang, words", [
    ("de", ("Überblick", "Auslegungen", "Ratsherren", "Hausregeln")),
    ("pl", ("Wprowadzenie", "Rozstrzygnięcia", "rajców", "Zasady domowe")),
])
def test_rules_in_the_language_with_no_note(cli, lang, words):
    said = cli("rules", "on-guard", "--lang", lang)
    assert (said.code, said.err) == (0, "")
    for word in words:
        assert word in said.out, word
    assert "Overview" not in said.out and "Rulings" not in said.out


@pytest.mark.parametrize("lang, words", [
    ("de", ("Ratsherr:", "Stadt 12", "Zunfthalle", "Kleine Eisengießerei", "Wert 4 GB",
            "Großgebäude: belegt zwei Stadtfelder")),
    ("pl", ("Rajca:", "miasto 12", "Dom cechowy", "Mała huta żelaza", "Wartość 4 SZ",
            "duży budynek: zajmuje dwa pola miasta")),
])
def test_the_town_board_and_building_tiles_print_in_the_language(tmp_path_factory, lang, words):
    out, said = print_into(tmp_path_factory, f"og-{lang}", "on-guard", "--lang", lang,
                           "--only", "town,buildings,major-buildings")
    assert "--lang en" not in said
    printed = " ".join(text(p) for p in sorted(out.rglob("*.pdf")))
    for word in words:
        assert word in printed, word
    assert "Alderman" not in printed and "Guild Hall" not in printed
