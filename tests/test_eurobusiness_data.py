"""Eurobusiness data file: every value marked, every problem named with its key."""

import pytest

from companion.core.errors import DataFileError
from companion.games.eurobusiness import GAME
from companion.paths import CARDS

SHIPPED = (CARDS / "eurobusiness" / "eurobusiness.toml").read_text(encoding="utf-8")


def load_edited(tmp_path, old: str, new: str):
    assert old in SHIPPED
    path = tmp_path / "mine.toml"
    path.write_text(SHIPPED.replace(old, new, 1), encoding="utf-8")
    return GAME.load_data(path)


def test_every_record_names_its_source():
    data = GAME.load_data()
    records = [*data["fields"], *data["chance"], *data["countries"], *data["decks"].values()]
    assert all(r["source"] in ("rulebook", "research", "ruling", "house") for r in records)
    assert all("sources" in f and "confidence" in f for f in data["fields"] if "price" in f)


@pytest.mark.parametrize("old, new, message", [
    ("price = 800", "price = -800", "fields[39].price: must not be negative"),
    ("rents = [10, 40, 120, 360, 640, 900]", "rents = [10, 40]", "fields[1].rents: expected 6"),
    ('kind = "go-to-jail"', 'kind = "jail"', "expected 1 field(s) of kind 'go-to-jail'"),
    ("start_notes = [1, 2, 6, 4, 5, 8, 4]", "start_notes = [1, 2, 6, 4, 5, 8, 3]",
     "make 2995 $, not rules.start_cash"),
    ("amount = 400\nen = \"You fund", "amount = 450\nen = \"You fund",
     "chance[0].en: must name the amount 450 $"),
    ('source = "rulebook"\nresearch', 'source = "guess"\nresearch',
     "rules.source: must be one of rulebook, ruling, house, research"),
    ('country = "greece"', 'country = "poland"', "fields[1].country: unknown country"),
    ("counts = [15, 25, 50, 30, 35, 50, 25]", "counts = [15, 25, 50, 30, 35, 40, 25]",
     "money.counts: 40 notes of 10 $ cannot deal 8 to each of 6 players"),
    ("railway_rents = [50, 100, 200, 400]", "railway_rents = [50, 100]",
     "rules.railway_rents: one rent for each number"),
])
def test_bad_values_are_reported_with_file_and_key(tmp_path, old, new, message):
    with pytest.raises(DataFileError, match="mine.toml") as err:
        load_edited(tmp_path, old, new)
    assert message in str(err.value)


def test_a_table_plays_with_its_own_values(tmp_path, cli):
    path = tmp_path / "mine.toml"
    path.write_text(SHIPPED.replace("start_bonus = 400", "start_bonus = 200"), encoding="utf-8")
    cli.ok("new", "eurobusiness", "--players", "A,B,C", "--data", str(path))
    cli.ok("land", "A", "39")
    cli.ok("move", "A", "3")                                  # passes Start to field 2
    assert cli.json("status")["players"][0]["cash"] == 3000 - 200 + 200
