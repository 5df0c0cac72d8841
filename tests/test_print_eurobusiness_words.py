"""The Eurobusiness kit's own words come from the game's catalog (issue 22): every one of them
is marked in the pseudo-language, counts take the language's plural whatever the data's
numbers, a data file with English names alone prints them in a Polish kit, and a changed
catalog is printed again."""

import re

from companion.games.eurobusiness import GAME
from companion.games.eurobusiness.kit import components
from companion.games.eurobusiness.kit_sheets import score_rows
from companion.games.eurobusiness.kit_words import Words
from companion.printing import rerun
from companion.printing.options import parse
from tests.eurobusiness_helpers import DATA

NB = "\u00a0"


def parts(data: dict, lang: str) -> dict:
    return {c.id: c for c in components(data, parse(lang=lang)).components}


def deed(kit: dict, number: int):
    return next(c for c in kit["deeds"].cards if c.front.corner == str(number))


def rules_lines(kit: dict) -> list[str]:
    return list(kit["reference"].sections[2].items)


def with_rules(**rules) -> dict:
    return {**DATA, "rules": {**DATA["rules"], **rules}}


def test_every_kit_word_goes_through_the_catalog():
    """In the pseudo-language a word that went through a catalog comes back ⟦marked⟧: every
    line of a deed, of the banker's reference and of the score sheet is (names, numbers and
    amounts come from the data)."""
    kit = parts(DATA, "pseudo")
    for number in (2, 6, 13):                       # a city, a railway, a utility
        card = deed(kit, number)
        lines = [*card.front.body.splitlines(), *card.back.body.splitlines(),
                 card.front.footer, card.back.footer]
        assert [line for line in lines if "⟦" not in line] == []
    reference = kit["reference"]
    texts = [reference.title, *(s.heading for s in reference.sections),
             *(p for s in reference.sections for p in s.paragraphs),
             *(i for s in reference.sections for i in s.items),
             *(cell for s in reference.sections for cell in s.table[:1] and s.table[0][1:]
               if not cell.isdigit())]
    assert [t for t in texts if "⟦" not in t] == []
    words = Words(DATA, "pseudo")
    assert all(label.startswith("⟦") for label in score_rows(words).values())
    assert all(word.startswith("⟦") for word in words["score_words"].values())


def test_polish_counts_follow_the_data_s_numbers():
    shipped = parts(DATA, "pl")
    lines = rules_lines(shipped)
    assert lines[3].startswith(f"Więzienie: przeczekaj 2 kolejki albo zapłać 100{NB}$")
    assert lines[5].endswith("najwyżej 4 domy w mieście, 3 w rundzie; hotel, gdy każde miasto "
                             "ma 4, najwyżej 3 na okrążenie. Bank ma 32 domy i 12 hoteli.")
    body = deed(shipped, 2).front.body.splitlines()
    assert body[3:7] == [f"1 dom\t40{NB}$", f"2 domy\t120{NB}$", f"3 domy\t360{NB}$",
                         f"4 domy\t640{NB}$"]     # table rows: a tab before the amount
    assert body[-1] == f"1 hotel kosztuje 4 domy{NB}+{NB}100{NB}$"
    assert deed(shipped, 6).front.body.splitlines()[2:4] == [f"1 linię\t50{NB}$",
                                                            f"2 linie\t100{NB}$"]
    assert score_rows(Words(DATA, "pl"))["hotels"] == "plus hotele, każdy w cenie 5 domów"

    more = {**with_rules(max_houses=5, jail_turns=5),
            "components": {**DATA["components"], "houses": 25, "hotels": 5}}
    lines = rules_lines(parts(more, "pl"))
    assert lines[3].startswith("Więzienie: przeczekaj 5 kolejek albo")
    assert "najwyżej 5 domów w mieście" in lines[5] and "Bank ma 25 domów i 5 hoteli." in lines[5]
    assert lines[6] == "Bank odkupuje budynki za połowę ceny (hotel: za połowę ceny 5 domów " \
                       "i połowę dopłaty)."
    assert deed(parts(more, "pl"), 2).front.body.endswith(f"kosztuje 5 domów{NB}+{NB}100{NB}$")
    assert score_rows(Words(more, "pl"))["hotels"] == "plus hotele, każdy w cenie 6 domów"
    assert score_rows(Words(with_rules(max_houses=3), "pl"))["hotels"] == \
        "plus hotele, każdy w cenie 4 domów"


def test_english_counts_read_as_before():
    kit = parts(DATA, "en")
    assert rules_lines(kit)[3].startswith(f"Jail: sit out 2 turns, or pay 100{NB}$")
    assert rules_lines(kit)[5].endswith("The bank holds 32 houses and 12 hotels.")
    assert deed(kit, 2).front.body.endswith(f"A hotel: the 4 houses back, plus 100{NB}$")
    assert deed(kit, 6).front.body.splitlines()[1:3] == [
        "Rent by the railways one owner holds:", f"1 railway\t50{NB}$"]   # a table row
    assert score_rows(Words(DATA, "en"))["hotels"] == "plus hotels, each at 5 house prices"


def test_an_english_only_data_file_prints_its_names_in_a_polish_kit(tmp_path):
    text = (GAME.data_folder() / "eurobusiness.toml").read_text(encoding="utf-8")
    english_only = tmp_path / "english.toml"
    english_only.write_text(re.sub(r"(?m)^pl = .*\n", "", text), encoding="utf-8")
    kit = parts(GAME.load_data(english_only), "pl")
    athens = deed(kit, 4)
    assert athens.front.title.endswith("Athens") and athens.front.footer == "Akt własności · Greece"
    assert athens.front.body.startswith(f"Cena\t120{NB}$")   # a table row
    assert kit["chance"].title == "Blue Chance · Red Chance"


def test_the_rerun_digest_follows_the_catalogs(tmp_path, monkeypatch):
    """The kit's words are the catalogs': a changed catalog is printed again, not skipped."""
    catalog = tmp_path / "locale" / "pl" / "LC_MESSAGES" / "eurobusiness.mo"
    catalog.parent.mkdir(parents=True)
    catalog.write_bytes(b"one")
    monkeypatch.setattr(rerun, "_CODE", tmp_path)
    before = rerun.inputs_digest("eurobusiness", parse(lang="pl"), None)
    catalog.write_bytes(b"two")
    assert rerun.inputs_digest("eurobusiness", parse(lang="pl"), None) not in (before, None)


def test_the_printed_deed_says_what_the_banker_does_about_a_whole_country():
    """Ruling 1: the deed's own text by default ("i są one niezabudowane"), the rulebook's
    sentence when the table sets `--rule doubled_rent=country`; on the deed and the banker's
    reference alike, in each language."""
    for rules, en, pl in (
            ({}, "Whole country, none of it built: rent doubled",
             "Cały kraj bez żadnej zabudowy: czynsz podwójny"),
            ({"doubled_rent": "country"}, "Whole country: every rent doubled",
             "Cały kraj: każdy czynsz podwójny")):
        for lang, line in (("en", en), ("pl", pl)):
            kit = parts(with_rules(**rules), lang)
            assert deed(kit, 4).front.body.splitlines()[2] == line
            assert kit["reference"].sections[0].paragraphs == (line + ".",)
