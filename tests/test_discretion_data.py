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
