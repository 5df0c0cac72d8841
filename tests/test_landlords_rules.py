"""The Landlord's Game: pure rule functions and the data file, with hand-computed numbers."""

import copy
import tomllib

import pytest

from companion.core.errors import BadInput, DataFileError
from companion.games.landlords_1906 import GAME, data as data_mod, rules, views

DATA = GAME.load_data()
RULES = DATA["rules"]


@pytest.mark.parametrize("row, expected", [
    (1, [2, 4, 8, 16]), (2, [4, 8, 16, 32]), (3, [6, 12, 24, 48]), (4, [8, 16, 32, 64]),
    (5, [10, 20, 40, 80]), (6, [12, 24, 48, 96]), (7, [14, 28, 56, 112]),
    (8, [16, 32, 64, 128]), (9, [18, 36, 72, 144]), (10, [20, 40, 80, 160]),
    (11, [22, 44, 88, 176]),
])
def test_every_rent_row_at_every_section_level(row, expected):
    assert [rules.land_rent(RULES["rent_table"], row, level) for level in range(4)] == expected


def test_row_zero_pays_no_land_rent():
    assert rules.land_rent(RULES["rent_table"], 0, 3) == 0


@pytest.mark.parametrize("counts, level", [
    ([0, 0, 0], 0), ([1, 1, 0], 0), ([1, 1, 1], 1), ([3, 2, 3], 2), ([3, 3, 3], 3), ([1, 3, 3], 1),
])
def test_section_level_is_the_fewest_houses(counts, level):
    assert rules.section_level(counts, 3) == level


def test_the_board_has_eight_sections_between_railroads_and_corners():
    assert rules.sections(DATA["spaces"]) == [
        [1, 3], [6, 7, 9], [11, 12, 14], [16, 18, 19], [21, 23, 24], [26, 28, 29],
        [31, 33, 34], [36, 38]]


@pytest.mark.parametrize("owned, fare", [(1, 5), (2, 10), (3, 20), (4, 50)])
def test_railroad_fares_by_railroads_owned(owned, fare):
    assert rules.railroad_fare(RULES["railroad_fares"], owned) == fare


def test_franchise_rate_and_municipal_cinch():
    assert rules.franchise_rate(RULES, cinch=False) == 5
    assert rules.franchise_rate(RULES, cinch=True) == 25


@pytest.mark.parametrize("houses, tax", [(0, 10), (9, 10), (10, 20), (24, 20), (25, 40), (60, 40)])
def test_necessity_tax_by_houses_on_the_board(houses, tax):
    assert rules.necessity_tax(DATA["tax_levels"], houses) == tax


def test_necessity_tax_without_the_advanced_rules_stays_at_ten():
    assert rules.necessity_tax(DATA["tax_levels"], 30, advanced=False) == 10


@pytest.mark.parametrize("dice, result", [
    ((1, 1), ("win", 100)), ((2, 2), ("win", 100)), ((3, 3), ("win", 100)),
    ((6, 6), ("win", 100)), ((5, 6), ("win", 90)), ((4, 6), ("win", 80)), ((4, 5), ("win", 70)),
    ((2, 6), ("win", 60)), ((3, 4), ("win", 50)), ((2, 4), ("win", 40)), ((1, 4), ("win", 30)),
    ((1, 2), ("caught", 0)), ((1, 3), ("caught", 0)),
])
def test_every_speculation_throw(dice, result):
    assert rules.speculation(RULES, dice) == result


def test_broker_share_is_ten_percent():
    assert [rules.broker_share(w, 10) for w in (100, 90, 30)] == [10, 9, 3]


@pytest.mark.parametrize("position, steps, back, result", [
    (0, 6, False, (6, False)), (36, 4, False, (0, True)), (38, 5, False, (3, True)),
    (25, 3, True, (22, False)),
])
def test_step_and_passing_mother_earth(position, steps, back, result):
    assert rules.step(position, steps, back) == result


@pytest.mark.parametrize("text, dice", [("3,4", (3, 4)), ("3+4", (3, 4)), ("34", (3, 4)),
                                        (" 6, 6 ", (6, 6))])
def test_parse_dice(text, dice):
    assert rules.parse_dice(text) == dice


@pytest.mark.parametrize("text", ["7", "0,3", "3,7", "a,b", "1,2,3", ""])
def test_parse_dice_refuses_what_two_dice_cannot_show(text):
    with pytest.raises(BadInput, match="not a throw of two dice"):
        rules.parse_dice(text)


def test_board_data_matches_the_research():
    lots = [s for s in DATA["spaces"] if s["kind"] == "lot"]
    assert len(DATA["spaces"]) == 40 and len(lots) == 22
    assert sorted(s["price"] for s in lots) == [25] * 5 + [50] * 6 + [75] * 6 + [100] * 5
    assert [s["number"] for s in DATA["spaces"] if s["kind"] == "railroad"] == [5, 15, 25, 35]
    assert [s["number"] for s in DATA["spaces"] if s["kind"] == "chance"] == [22, 37]
    green = [s for s in DATA["spaces"] if "price" in s]
    assert len(green) == 29
    by_name = {s["name"]: s["price"] for s in green}
    assert all(sum(by_name[c] for c in h["cards"]) == 325 for h in DATA["average_hands"])


def test_every_record_carries_a_source(tmp_path):
    text = GAME.default_data_path().read_text()
    broken = tmp_path / "bad.toml"
    text = text.replace('kind = "lot"\nprice = 25\nrow = 0', 'kind = "lot"\ncolour = "red"\n'
                        'price = 25\nrow = 0', 1)
    broken.write_text(text.replace('pays none\nsource = "ruling"', 'pays none\nsource = "lore"'))
    with pytest.raises(DataFileError) as err:
        data_mod.load(broken)
    assert "spaces[1]: unknown field 'colour'" in str(err.value)
    assert "spaces[1].source: must be one of rulebook, ruling, house" in str(err.value)


def test_house_defaults_list_every_house_value_of_the_data_file():
    text = GAME.house_defaults(DATA)
    for line in ("- game: max players: 6", "- house rules: house price: $100",
                 "- house rules: luxury price: $75", "- house rules: luxury value: $100",
                 "- components: luxury cards: 16", "- components: education cards: 16",
                 "- components: professor cards: 4",
                 "- money denominations: $1, $5, $10, $20, $50, $100, $500",
                 "- money notes printed in the kit: 20 of $1, 20 of $5, 30 of $10, 30 of $20, "
                 "20 of $50, 20 of $100, 10 of $500",
                 "- houses printed in the kit: 66 (max houses on each of the 22 lots)",   # 3 x 22
                 "- starting cash with 5 players: $300 each",
                 "- starting cash with 6 players: $200 each",
                 "- Natural Opportunity Farm Lands (by corner 30): wages $50, rent $10",
                 "- space 39 Luxury: see the house rules above",
                 "  - caught-poaching: Caught poaching in the game preserves. Go to JAIL."):
        assert line in text.splitlines(), line
    # every field of every house record, and every field a record lists in `house`
    raw = tomllib.loads(GAME.default_data_path().read_text())
    for name, record in raw.items():
        if isinstance(record, dict) and name != "money":
            for key in views.house_keys(record):
                assert f"- {name.replace('_', ' ')}: {key.replace('_', ' ')}: " in text


def test_house_defaults_follow_a_record_s_house_list():
    data = copy.deepcopy(DATA)
    data["rules"]["house"] = ["wages", "railroad_fares"]
    text = GAME.house_defaults(data)
    assert "- rules: wages: 100\n" in text and "- rules: railroad fares: 5, 10, 20, 50\n" in text


def test_the_printed_house_count_is_one_function_for_kit_and_defaults():
    from companion.games.landlords_1906 import kit

    assert kit.house_count is rules.house_count
    fewer = {**DATA, "rules": {**DATA["rules"], "max_houses": 2}}
    assert rules.house_count(fewer) == 2 * 22 == 44
    assert "- houses printed in the kit: 44 (max houses on each of the 22 lots)" in \
        views.house_defaults(fewer)


def test_every_ruling_names_the_text_it_reads_and_what_changed():
    import re

    text = GAME.rules_topics()["rulings"]
    rulings = re.findall(r"^\d+\. \*\*.*?(?=^\d+\. |\Z)", text, re.M | re.S)
    assert len(rulings) == 21
    for ruling in rulings:
        assert "The text" in ruling and "Reading:" in ruling, ruling[:40]
    changed = [r for r in rulings if "(changed" in r.split("\n")[0]]
    assert len(changed) == 9
    assert all(re.search(r"Changed: rules version [346] ", " ".join(r.split())) for r in changed)
