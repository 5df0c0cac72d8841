"""The Discretion data file: the shipped one is valid; a user's file is checked strictly."""

import pytest

from companion.core.errors import DataFileError
from companion.games.discretion import GAME
from companion.paths import CARDS

SHIPPED = (CARDS / "discretion" / "discretion.toml").read_text()


def load_edited(tmp_path, old, new):
    assert old in SHIPPED
    path = tmp_path / "mine.toml"
    path.write_text(SHIPPED.replace(old, new, 1))
    return GAME.load_data(path)


def test_shipped_data_matches_the_rulebook_counts():
    data = GAME.load_data()
    assert len(data["plots"]) == 17
    assert sum(p["acres"] for p in data["plots"]) == 121
    assert {p["acres"] for p in data["plots"]} <= set(range(1, 10))
    assert [sum(1 for e in data["events"] if e["year"] == y) for y in range(1, 7)] == \
        [12, 6, 2, 2, 2, 2]
    assert [y["auctions"] for y in data["years"][:2]] == [7, 5]
    assert data["years"][9]["land_tax"] == 50_000
    assert [y["land_tax"] for y in data["years"][:3]] == [0, 0, 0]   # Land Tax from Year 4


def test_every_land_tax_is_payable_in_notes():
    data = GAME.load_data()
    smallest = min(data["denominations"])
    for year in data["years"]:
        for plot in data["plots"]:
            assert year["land_tax"] * plot["acres"] % smallest == 0, (year, plot["name"])


def test_the_deck_holds_two_auctions_every_year_and_marks_its_house_cards():
    data = GAME.load_data()
    for year in range(1, 11):
        in_play = [e for e in data["events"] if e["year"] <= year]
        assert sum(e["effect"] in ("auction", "compulsory-auction") for e in in_play) == 2
    listed = {e["id"] for e in data["events"] if e["year"] <= 2}
    assert all(e["source"] == "house" or e.get("house") for e in data["events"]
               if e["id"] not in listed)
    assert [r["total"] for r in data["start_money"]] == [2_500_000, 2_000_000]


@pytest.mark.parametrize("old, new, message", [
    ("harvest = 180_000", "harvest = \"lots\"", "plots[0].harvest: expected int, got str"),
    ("appraisal = 720_000\n", "appraisal = 720_000\ncolour = 1\n", "unknown field 'colour'"),
    ('effect = "harvest"', 'effect = "hailstorm"', "unknown effect 'hailstorm'"),
    ('source = "house"\nmap', 'source = "guess"\nmap', "board.source: must be one of"),
    (" 1  1  1  2  2  2  3  3  3  4  4\",\n  \" 1  1  1  2  2  2  3  3  3  4  4\",\n"
     "  \" 1  1  1",
     " 1  1  1  2  2  2  3  3  3  4  4\",\n  \" 5  1  1  2  2  2  3  3  3  4  4\",\n"
     "  \" 1  1  1", "plot 5's cells are not one piece of land"),
    ('effect = "end-of-year"', 'effect = "harvest"', "End of Year card"),
    ("players = [5, 8]", "players = [5, 7]", "no row for [8] players"),
    ("land_tax = 20_000", "land_tax = 15_000",
     "years[4].land_tax: 15,000 an acre makes 15,000 on a 1-acre plot, which notes of 10,000 "
     "cannot pay"),
    ("land_tax = 20_000", "land_tax = -20_000",
     "years[4].land_tax: -20000 is below zero (a tax an acre is 0 or more)"),
    ("rent = [0, 100_000, 200_000, 300_000, 500_000]", "rent = [0, 100_000]",
     "rules.rent: expected 5 whole amounts"),
])
def test_bad_data_names_file_and_field(tmp_path, old, new, message):
    with pytest.raises(DataFileError) as error:
        load_edited(tmp_path, old, new)
    assert str(error.value).startswith(str(tmp_path / "mine.toml"))
    assert message in str(error.value)


def test_not_toml(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text("[game\n")
    with pytest.raises(DataFileError, match="not valid TOML"):
        GAME.load_data(path)


def test_every_ruling_names_the_text_it_reads_and_why():
    import re

    rulings = GAME.rules_topics()["rulings"]
    items = re.split(r"\n(?=\d+\. )", rulings)[1:]
    assert len(items) == 22
    for item in items:
        assert "Reads:" in item and "Why:" in item, item[:60]
