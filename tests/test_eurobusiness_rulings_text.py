"""Eurobusiness rulings brought to the text (issue 18 item 9): each names the sentence it
reads, and where the text is plain companion does what it says."""

import pytest

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import BANK, DATA, Table


def rulings(cli) -> str:
    return " ".join(cli.ok("rules", "eurobusiness", "rulings").split())


def test_a_built_city_of_a_whole_country_pays_double_through_the_cli(cli):
    """Ruling 1: "The rent is doubled if the player collecting it owns all the building plots
    in that country": built cities too. Greece dealt to Ann, a house on each city."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cli.ok("build", "Ann", "2")
    cli.ok("build", "Ann", "4")
    cli.ok("move", "Ann", "10")                        # Jail, visiting
    before = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    cli.ok("move", "Bob", "3")                         # Athens (4): 1 house, 40 $ on the deed
    after = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert (after["Ann"] - before["Ann"], after["Bob"] - before["Bob"]) == (80, -80)
    assert any("rent for Athens (4): 1 house, 40 $ doubled: Ann holds the whole country" in e
               for e in cli.json("log")[-1]["effects"])


def test_ruling_1_reads_the_rulebook_and_names_the_deeds_reading(cli):
    text = rulings(cli)
    assert '"The rent is doubled if the player collecting it owns all the building plots in ' \
           'that country."' in text
    assert "doubled_rent" in text and "Before rules eurobusiness-4" in text


def test_ruling_8_sells_back_from_any_city(cli):
    text = rulings(cli)
    assert '"Buildings are sold and bought back only by the bank."' in text


def test_ruling_13_leaves_a_mortgaged_deed_to_the_agreed_price():
    """The floor is what the bank would still lend on the field: nothing on a mortgaged one."""
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    t.give("Bob", 10, 12)
    t.state.mortgaged.append(12)
    t.land("Bob", 40)                                   # owes Ann 8,000 $
    t.state.active = "Bob"                              # Bob's moment before his throw
    with pytest.raises(RuleViolation, match="not below its mortgage value, 120 \\$ \\(ruling "
                                            "13, a house rule\\)"):
        t.do("trade", seller="Bob", field=10, buyer="Cy", price=100)
    assert t.changes("trade", seller="Bob", field=12, buyer="Cy", price=5) == {
        "Cy": -5 - 10, BANK: 10, "Bob": 5}              # and Cy's 10% on the mortgage (140)
    assert t.state.owners[12] == "Cy"


def test_ruling_13_is_a_house_rule_with_its_switch():
    t = Table()
    t.state.data = {**DATA, "rules": {**DATA["rules"], "debtor_sale_floor": False}}
    t.give("Ann", 38, 40, hotel=True)
    t.give("Bob", 10)
    t.land("Bob", 40)
    t.state.active = "Bob"
    t.do("trade", seller="Bob", field=10, buyer="Cy", price=0)
    assert t.state.owners[10] == "Cy"


def test_ruling_13_names_what_it_departs_from_and_its_switch(cli):
    text = rulings(cli)
    assert '"for any agreed price"' in text and "debtor_sale_floor" in text
    assert "debtor sale floor: True" in cli.ok("rules", "eurobusiness", "house-defaults")


def test_mortgaged_railways_and_utilities_still_count_as_held(cli):
    """Ruling 15: a mortgaged field still has "its owner"; it charges nothing itself."""
    t = Table()
    t.give("Ann", 6, 16, 26, 36, 13, 29)
    t.state.mortgaged.extend([16, 26, 36, 29])
    assert t.land("Bob", 6) == {"Bob": -400, "Ann": 400}
    assert t.land("Cy", 13, dice=7) == {"Cy": -140, "Ann": 140}
    assert t.land("Bob", 16) == {}
    assert '"A property mortgaged to the bank cannot be charged rent by its owner"' in \
        rulings(cli)


def test_the_deeds_reading_is_chosen_in_the_data_file(cli, tmp_path):
    from companion.paths import CARDS

    text = (CARDS / "eurobusiness" / "eurobusiness.toml").read_text(encoding="utf-8")
    assert text.count('doubled_rent = "country"') == 1
    mine, bad = tmp_path / "deeds.toml", tmp_path / "bad.toml"
    mine.write_text(text.replace('doubled_rent = "country"', 'doubled_rent = "unbuilt"'))
    bad.write_text(text.replace('doubled_rent = "country"', 'doubled_rent = "sometimes"'))
    result = cli("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--data", str(bad))
    assert result.code != 0 and result.err.count("\n") == 1
    assert "rules.doubled_rent: expected country or unbuilt, got 'sometimes'" in result.err
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4", "--data", str(mine))
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cli.ok("build", "Ann", "4")
    cli.ok("move", "Ann", "10")
    cli.ok("move", "Bob", "3")                         # Athens, 1 house: the deed's 40 $
    assert [p["cash"] for p in cli.json("status")["players"]][:2] == [
        3000 - 120 - 120 - 100 + 40, 3000 - 400 - 200 - 40]
