"""The On Guard kit: complete, counted from the data the ledger plays by, and every text fits."""

from dataclasses import replace

import pytest

from companion import games
from companion.games.on_guard import GAME
from companion.games.on_guard.kit import components
from companion.printing import build, extras, words
from companion.printing.options import parse
from tests.print_helpers import pages, run

DATA = GAME.load_data()


def kit():
    return {c.id: c for c in components(DATA, parse()).components}


def test_every_component_and_its_count():
    parts = kit()
    assert list(parts) == ["sites", "buildings", "major-buildings", "activities", "goods",
                           "settlers", "money", "town", "caravans", "calendar", "reference",
                           "score-sheet"]
    names = [c.name for c in parts["sites"].cards]
    assert names.count("Coal Mine") == 10 and names.count("Stone Quarry") == 8
    assert len(names) == 58
    buildings = [c.name for c in parts["buildings"].cards]
    majors = [c.name for c in parts["major-buildings"].cards]
    assert buildings.count("Small Iron Foundry") == 4 and majors.count("Guild Hall") == 1
    assert len(buildings) == (4 + 3 + 4 + 3 + 3 + 3) + 12 * 2 and len(majors) == 5
    assert [c.name for c in parts["activities"].cards].count("Prospecting") == 2
    assert len(parts["activities"].cards) == 8
    assert [c.name for c in parts["goods"].cards].count("Pottery") == 9
    assert len(parts["settlers"].cards) == 95
    money = [c.name for c in parts["money"].cards]
    assert money.count("1 GB") + 5 * money.count("5 GB") >= 122


def test_the_cards_print_the_ledgers_numbers():
    cards = {c.name: c for c in kit()["buildings"].cards}
    inn = cards["Inn"].front
    assert inn.corner == "8F" and "Worth 3\u00a0GB" in inn.body and "cut up to 3F" in inn.body
    town_text = " ".join(line for s in kit()["town"].shapes for line in s.lines)
    assert "town 12" in town_text and "site 12" in town_text and "town 13" not in town_text


def test_no_text_overflows():
    rendered = build.prepare("on-guard", parse()).rendered
    assert [o for r in rendered for o in r.overflows] == []


def test_the_print_list_gives_a_town_board_per_alderman(tmp_path, monkeypatch):
    """A town board per Alderman, 3 to 5 play: the print list says 5 copies and counts their
    sheets 5 times (it said 1 board while the print-shop list said 5)."""
    real = build.kit_module(games.find("on-guard"))

    class Small:   # the kit cut to its town board, to print it whole quickly
        @staticmethod
        def components(data, options):
            kit = real.components(data, options)
            return replace(kit, components=tuple(c for c in kit.components if c.id == "town"))

    monkeypatch.setattr(build, "kit_module", lambda entry: Small)
    monkeypatch.setattr(extras, "complete", lambda kit, *rest: kit)
    code, output = run("on-guard", "--out", str(tmp_path))
    assert code == 0, output
    listing = next(tmp_path.glob("*-print-list.txt")).read_text(encoding="utf-8")
    row = next(line for line in listing.splitlines() if "town.pdf" in line)
    tiles = len(pages(tmp_path / "town.pdf"))
    assert row.split()[2] == str(5 * tiles), row   # sheets: 5 boards of `tiles` sheets each
    assert row.endswith("single-sided; 5 copies, one a player"), row


@pytest.mark.parametrize("lang, n, said", [
    ("en", 1, "1 copy, one a player"), ("de", 5, "5 Exemplare, eines je Spieler"),
    ("pl", 3, "3 egzemplarze, po jednym na gracza"),
    ("pl", 5, "5 egzemplarzy, po jednym na gracza")])
def test_copies_in_each_language(lang, n, said):
    assert words.copies(n, lang) == said
