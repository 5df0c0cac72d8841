"""What German and Polish native readers marked (issue 33 item 4): the phone's preview,
the banker's help in one form of address, Eurobusiness's Chance decks named as its board
names them, Polish sentences capitalised, Pay Day's table whole at 80 columns."""

import re
import tomllib

import pytest

from companion import catalogs
from companion.core import i18n
from companion.paths import CARDS


def test_the_phone_s_preview_reads_as_a_sentence_in_german():
    from companion.table import live

    with i18n.speaking("de"):
        assert live.script_words("Ann", "/p/x", {})["would"] == "Vorschau:"


def test_the_german_banker_s_help_never_says_du():
    """The banker's screens speak impersonally (or with Sie); "du" is the phone's."""
    said = []
    for area in catalogs.areas():
        for message in catalogs.read(area.po("de"), "de"):
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if "Example:" in ids[0]:   # a command's help
                said += [s for s in strings if re.search(r"\b(du|dich|dir|dein\w*)\b", s)]
    assert said == []


def test_eurobusiness_s_chance_decks_are_named_as_their_fields_are():
    data = tomllib.loads((CARDS / "eurobusiness" / "eurobusiness.toml").read_text())
    for deck, record in data["decks"].items():
        fields = {f["pl"] for f in data["fields"] if f.get("deck") == deck}
        assert fields == {record["pl"]}


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_a_sentence_the_banker_reads_begins_with_a_capital(lang):
    with i18n.speaking(lang):
        kept = i18n._("kept the game in {path}: `companion serve --game {path}`, "
                      "`companion report --game {path}`")
    assert kept[0].isupper()


@pytest.mark.parametrize("lang, heads", [
    ("de", "Spieler Bargeld Erspartes Kredit Tag    Rechnungen Deals versichert Lose Monate"),
    ("pl", "gracz gotówka oszczędności kredyt dzień  rachunki interesy polisy losy miesiące"),
    ("en", "player cash savings loan day    bills deals insured tickets months"),
])
def test_pay_day_s_status_is_whole_at_80_columns(cli, monkeypatch, lang, heads):
    """Ten columns, every heading whole, each line within 80 columns; what is longer wraps
    in its cell (a bill's name)."""
    monkeypatch.setenv("COLUMNS", "80")
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--seed", "1", "--lang", lang)
    cli.ok("move", "Ann", "2")
    cli.ok("draw", "Antique Clock")
    lines = cli.ok("status").splitlines()
    assert lines[1].rstrip() == heads
    assert all(len(line) <= 80 for line in lines[1:-1]) and "…" not in lines[1]
