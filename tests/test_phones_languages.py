"""Phones and accounts in the language (issue 33 item 3): every choice on a phone in the
phone's language while the command keeps its ids, and public accounts typed as any
language names them."""

import re
import shlex

import pytest

from companion.core import i18n
from companion.core.session import Session
from companion.table import live


def own_view(cli, player: str, lang: str) -> tuple[dict, str]:
    """(`player`'s moves as data, their own sections' HTML) in `lang`."""
    with i18n.speaking(lang):
        data = {**live.snapshot(Session.open(cli.game)), "rolling": False}   # as served
        html = "".join(live.own_parts(data, player).values())
    return data["mine"][player], html


def options(html: str, name: str) -> list[tuple[str, str]]:
    select = re.search(rf'<select name="{name}" aria-label="([^"]*)">(.*?)</select>', html)
    return re.findall(r'<option value="([^"]*)">([^<]*)</option>', select.group(2))


def play(cli, *lines: str) -> None:
    for line in lines:
        cli.ok(*shlex.split(line))


def test_the_polish_eurobiznes_phone_names_its_fields_in_polish(cli):
    play(cli, "new eurobusiness --players Ann,Bob,Cy --seed 4 --lang pl", "move Ann 9")
    mine, html = own_view(cli, "Ann", "pl")
    assert [m["label"] for m in mine["moves"]][:2] == [
        "Kup pole Rzym za 240 $", "Zrezygnuj z pola Rzym (pójdzie na licytację)"]
    assert mine["moves"][0]["line"] == "buy Ann Rome"   # the table reads it in any language
    play(cli, "buy Ann Rome")
    _mine, html = own_view(cli, "Ann", "pl")
    assert options(html, "field") == [("Rome", "Rzym")]
    assert 'aria-label="pole"' in html


def test_on_guard_s_phone_names_activities_and_buildings_not_ids(cli):
    play(cli, "new on-guard --players Ann,Bob,Cy --seed 3")
    mine, html = own_view(cli, "Ann", "de")
    shown = dict(options(html, "activity"))
    assert shown["develop"] == "Erschließen" and shown["settle"] == "Besiedeln"
    play(cli, "first Ann settle", "settle Ann ore-mine", "settle Bob ore-mine",
         "settle Cy coal-mine", "first Bob build")
    mine, html = own_view(cli, "Bob", "pl")
    shown = dict(options(html, "building"))
    assert shown["small-market"] == "Small Market" and "small-market" not in shown.values()
    assert "tereny: Iron Ore Mine (zasiedlony)" in mine["holdings"]   # by name, not id
    assert 'aria-label="budynek"' in html


@pytest.mark.parametrize("lang, treasury, misc", [
    ("de", "Staatskasse", "Verschiedenes"), ("pl", "Skarb publiczny", "Różne"),
    ("en", "Treasury", "Miscellaneous")])
def test_public_accounts_are_chosen_in_the_phone_s_language(cli, lang, treasury, misc):
    play(cli, "new landlords-1906 --players Ann,Bob,Cy --seed 1 --lang en")
    _mine, html = own_view(cli, "Ann", lang)
    assert options(html, "to") == [("Bob", "Bob"), ("Cy", "Cy"), ("Treasury", treasury),
                                   ("Miscellaneous", misc)]


@pytest.mark.parametrize("table", ["de", "en", "pl"])
@pytest.mark.parametrize("typed", ["Staatskasse", "skarb publiczny", "Treasury", "treasury"])
def test_a_public_account_is_typed_as_any_language_names_it(cli, table, typed):
    play(cli, f"new landlords-1906 --players Ann,Bob,Cy --seed 1 --lang {table}")
    named = {"de": "Staatskasse", "pl": "Skarb publiczny", "en": "Treasury"}[table]
    paid = "$5" if table == "en" else "5 $"   # CLDR: German and Polish write the sign after
    assert f"Cy -> {named} {paid}" in cli.ok("pay", "Cy", typed, "5")


@pytest.mark.parametrize("typed", ["Pot", "Pula", "pott"])
def test_the_pot_is_typed_in_any_language_at_an_english_table(cli, typed):
    play(cli, "new payday --players Ann,Bob --seed 1")
    assert "Ann -> Pot 5 $" in cli.ok("pay", "Ann", typed, "5")
