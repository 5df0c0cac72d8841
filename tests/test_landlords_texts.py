"""The Landlord's Game's own texts in German and Polish: `rules` reads them with no
fallback note, and each translation runs in step with the English (every section, every
ruling, every command), so a missing or dropped piece fails."""

import re

import pytest

from companion.games.landlords_1906.game import LandlordsGame

GAME = LandlordsGame()
FOLDER = GAME.data_folder()
RULING = re.compile(r"^(\d+)\. \*\*", re.MULTILINE)
COMMAND = re.compile(r"`companion\s+([a-z-]+)")
TRANSLATED = [lang for lang in GAME.languages if lang != "en"]


def text(lang: str) -> str:
    return (FOLDER / ("rules.md" if lang == "en" else f"rules.{lang}.md")).read_text("utf-8")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_translation_has_every_section_ruling_and_command_of_the_english(lang):
    english, other = GAME.rules_topics(lang="en"), GAME.rules_topics(lang=lang)
    assert set(english) <= set(other)   # the English topic names find the same sections
    assert len(re.findall("^## ", text(lang), re.MULTILINE)) == len(english) - 1   # + defaults
    assert RULING.findall(text(lang)) == RULING.findall(text("en")) == [
        str(n) for n in range(1, 22)]
    assert sorted(set(COMMAND.findall(text(lang)))) == sorted(set(COMMAND.findall(text("en"))))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_amounts_are_written_as_the_language_writes_dollars(lang):
    """"600 $", never "$600", and the sign kept with its number."""
    body = text(lang)
    assert not re.search(r"\$\d", body)
    assert re.findall(r"\d\u00a0\$", body) and not re.search(r"\d \$", body)


@pytest.mark.parametrize("lang, title, rulings, house", [
    ("de", "Überblick", "Auslegungen", "Hausregel"),
    ("pl", "Przegląd", "Rozstrzygnięcia", "zasada domowa"),
])
def test_rules_in_the_language_with_no_fallback_note(cli, lang, title, rulings, house):
    whole = cli("rules", "landlords-1906", "--lang", lang)
    assert (whole.code, whole.err) == (0, "")
    assert title in whole.out and rulings in whole.out and "Overview" not in whole.out
    assert house.capitalize() in whole.out.split(rulings)[-1]   # the house defaults, translated
    by_english = cli("rules", "landlords-1906", "rulings", "--lang", lang)
    by_own = cli("rules", "landlords-1906", rulings.lower(), "--lang", lang)
    assert by_english.err == by_own.err == ""
    assert by_english.out == by_own.out and house in by_own.out


def test_every_red_card_is_written_in_every_language_of_the_rules():
    cards = GAME.load_data()["chance"]
    assert len(cards) == 9
    assert [c["id"] for c in cards if set(TRANSLATED) - c.keys()] == []


@pytest.mark.parametrize("lang, card", [
    ("de", "legacy: Ein entfernter Verwandter hinterlässt dir ein Erbe. Nimm 50 $ aus "
           "VERSCHIEDENES."),
    ("pl", "caught-poaching: Przyłapany na kłusowaniu w rewirze łowieckim. Idź do WIĘZIENIA."),
])
def test_the_red_cards_read_the_language(cli, lang, card):
    topics = cli.json("rules", "landlords-1906", "house-defaults", "--lang", lang)["topics"]
    assert f"  - {card}\n" in topics[0]["text"]


def test_a_red_card_s_translation_must_name_the_amount_it_moves(cli, tmp_path):
    text = (FOLDER / "landlords-1906.toml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text(text.replace("Weź 50 $ z kasy", "Weź 5 $ z kasy"), encoding="utf-8")
    result = cli("new", "landlords-1906", "--players", "Ann,Bob", "--data", str(broken),
                 "--lang", "pl")
    assert result.code != 0
    assert result.err.endswith(f"{broken}: chance[0].pl: musi podawać przenoszoną kwotę 50 $\n")
