"""The message catalogs: complete, true to their placeholders, compiled, and followed."""

import pytest

from companion import catalogs
from companion.core import i18n
from companion.core.money import fmt, styled


def test_every_catalog_matches_its_source():
    """Every marked message is translated in every language, with the source's placeholders,
    and the compiled .mo files are the .po files' (python -m companion.catalogs check)."""
    assert catalogs.problems() == []


def test_a_message_wrapped_by_hand_is_laid_out_once_and_then_stays(tmp_path):
    """`compile` writes a .po as `update` does, so update after it changes nothing (no churn
    of a message a translator wrapped otherwise); the check finds one not so written."""
    po = i18n.CORE.folder / "de" / "LC_MESSAGES" / "companion.po"
    text = po.read_text()
    wrapped = '{difference} weniger, als es sein "\n"sollte. '   # as `update` wraps it
    assert wrapped in text
    edited = tmp_path / "companion.po"                 # as it was once edited by hand
    edited.write_text(text.replace(wrapped, '{difference} weniger, als es sein sollte."\n" '))
    catalogs.write(catalogs.read(edited, "de"), edited)
    assert edited.read_bytes() == po.read_bytes()
    catalogs.write(catalogs.read(edited, "de"), edited)
    assert edited.read_bytes() == po.read_bytes()


def test_a_placeholder_that_differs_is_found():
    from babel.messages.catalog import Message

    source = Message("{name} pays {amount}")
    assert catalogs._placeholder_errors(source, Message(source.id, "{name} zahlt {betrag}"))
    assert catalogs._placeholder_errors(source, Message(source.id, "{name} zahlt"))
    assert not catalogs._placeholder_errors(source, Message(source.id, "{name} zahlt {amount}"))
    plural = Message(("{n} house", "{n} houses"))
    assert not catalogs._placeholder_errors(plural, Message(plural.id, ("ein Haus", "{n} Häuser")))
    assert catalogs._placeholder_errors(plural, Message(plural.id, ("{m} Haus", "{n} Häuser")))


@pytest.mark.parametrize("lang, expected", [
    ("en", "1,250,000 $"), ("de", "1.250.000 $"), ("pl", "1\u00a0250\u00a0000 $")])
def test_amounts_are_grouped_as_the_language_groups_them(lang, expected):
    with i18n.speaking(lang):
        assert styled(1_250_000, "{} $") == expected
    assert fmt(1250) == "1,250"   # English again outside


def test_polish_plurals_take_three_forms():
    """The catalogs carry CLDR's plural rule (Polish: 1 dom, 2 domy, 5 domów)."""
    with i18n.speaking("pl"):
        forms = i18n.CORE.translations("pl")
        assert [forms.plural(n) for n in (1, 2, 4, 5, 12, 22, 25)] == [0, 1, 1, 2, 2, 1, 2]


def test_the_game_remembers_its_language(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--lang", "de", "--seed", "1")
    assert "3.000 $" in cli.ok("status")          # the starting cash, grouped in German
    assert "3,000 $" in cli.ok("status", "--lang", "en")   # one command in English
    assert "3,000 $" in cli.ok("--lang", "en", "status")
    assert "3.000 $" in cli.ok("status")


def test_the_environment_chooses_for_one_process(cli, monkeypatch):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1")
    assert "3,000 $" in cli.ok("status")
    monkeypatch.setenv("COMPANION_LANG", "pl")
    assert "3\u00a0000 $" in cli.ok("status")


@pytest.mark.parametrize("how", ["option", "environment"])
def test_an_unknown_language_is_one_line(cli, monkeypatch, how):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1")
    before = cli.game.read_bytes()
    if how == "environment":
        monkeypatch.setenv("COMPANION_LANG", "dx")
        result = cli("pay", "Ann", "Bank", "10")
    else:
        result = cli("pay", "Ann", "Bank", "10", "--lang", "dx")
    assert result.code == 2 and result.out == ""
    assert result.err == "error: no language 'dx' (did you mean de?)\n"
    assert cli.game.read_bytes() == before


@pytest.mark.parametrize("game, lang, note, english", [
    ("eurobusiness", "de", "Hinweis: Die Regeln von Eurobusiness gibt es noch nicht auf Deutsch: "
     "hier sind sie auf Englisch.\n", "Chance"),
    ("payday", "pl", "uwaga: Zasady gry Pay Day nie są jeszcze dostępne po polsku: oto wersja "
     "angielska.\n", "Pay Day"),
])
def test_rules_not_yet_translated_say_so_as_the_language_says_itself(cli, game, lang, note,
                                                                      english):
    """The note names the language as it says its own name there: auf Deutsch, po polsku."""
    result = cli("rules", game, "--lang", lang)
    assert result.code == 0
    assert result.err == note
    assert english in result.out


def test_the_pseudo_language_marks_what_went_through_a_catalog(cli):
    result = cli("rules", "discretion", "--lang", "pseudo")
    assert result.err == ("⟦note: ⟦Discretion's rules are not yet written in this language: here "
                          "they are in English.⟧⟧\n")


def test_each_area_extracts_its_own_files():
    """Each source file belongs to one catalog: the innermost area holding it."""
    every = catalogs.areas()
    owners: dict[str, list[str]] = {}
    for area in every:
        for path in area.python_files([a.root for a in every]):
            owners.setdefault(str(path), []).append(area.domain)
    assert all(len(domains) == 1 for domains in owners.values())
    by_name = {path.rsplit("companion/", 1)[1]: domains[0] for path, domains in owners.items()}
    assert by_name["printing/words.py"] == "printing"
    assert by_name["games/payday/month.py"] == "payday"
    assert by_name["table/live.py"] == "table"
    assert by_name["cli/app.py"] == by_name["core/money.py"] == "companion"


def test_gettext_s_own_check_passes_every_catalog():
    """`msgfmt --check`, as Poedit and Weblate check a catalog: formats, plurals, headers."""
    found = catalogs.gettext_problems()
    if found is None:
        pytest.skip("msgfmt is not installed (apt-get install gettext)")
    assert found == []
