"""Eurobusiness rulings brought to the text (issue 18 item 9): each names the sentence it
reads, and where the text is plain companion does what it says."""

import pytest

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import BANK, DATA, Table


def rulings(cli) -> str:
    return " ".join(cli.ok("rules", "eurobusiness", "rulings").split())


def rent_paid(cli, *rule: str) -> tuple[int, str]:
    """Greece dealt to Ann (Thessaloniki 2, Athens 4), a house bought on Thessaloniki; Bob
    throws 3 onto Athens, unbuilt: what he pays Ann, and why."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4", "--force", *rule)
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cli.ok("build", "Ann", "2")
    cli.ok("move", "Ann", "10")                        # Jail, visiting
    before = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    cli.ok("move", "Bob", "3")                         # Athens (4)
    after = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert after["Ann"] - before["Ann"] == before["Bob"] - after["Bob"]
    return after["Ann"] - before["Ann"], " ".join(cli.json("log")["entries"][-1]["effects"])


def test_the_deed_doubles_a_whole_country_only_while_none_of_it_is_built(cli):
    """Ruling 1, the Title Deed's text: "Jeżeli gracz posiada wszystkie tereny budowlane w tym
    państwie i są one niezabudowane to opłata jest podwójna". Athens' deed: 10 $ unbuilt."""
    assert rent_paid(cli) == (10, "Bob -> Ann 10 $: rent for Athens (4): 10 $ unbuilt")
    cli.ok("sell-building", "Ann", "2")                # Greece unbuilt again: 10 $ + 10 $
    cli.ok("land", "Bob", "4")
    effects = " ".join(cli.json("log")["entries"][-1]["effects"])
    assert ("Bob -> Ann 20 $: rent for Athens (4): 10 $ unbuilt + 10 $ doubled: Ann holds the "
            "whole country (Greece), none of it built") in effects


def test_the_rulebook_sentence_is_a_switch_that_doubles_every_rent_of_a_whole_country(cli):
    """`--rule doubled_rent=country`: "The rent is doubled if the player collecting it owns all
    the building plots in that country", built or not."""
    assert rent_paid(cli, "--rule", "doubled_rent=country") == (
        20, "Bob -> Ann 20 $: rent for Athens (4): 10 $ unbuilt + 10 $ doubled: Ann holds the "
            "whole country (Greece)")


@pytest.mark.parametrize("city, houses, hotel, deed", [
    (2, 1, False, 40), (7, 2, False, 180), (15, 3, False, 1000), (20, 4, False, 1600),
    (40, 0, True, 4000), (35, 0, True, 2800), (25, 1, False, 200)])
def test_a_built_city_pays_its_deeds_rent_doubled_only_by_the_switch(city, houses, hotel,
                                                                       deed):
    for reading, rent in (("unbuilt", deed), ("country", 2 * deed)):
        t = Table()
        t.state.data = {**DATA, "rules": {**DATA["rules"], "doubled_rent": reading}}
        t.give("Ann", *t.state.country(city))
        t.give("Ann", city, houses=houses, hotel=hotel)
        t.state.pay(BANK, "Bob", 6000, "a windfall for the test")
        assert t.land("Bob", city) == {"Bob": -rent, "Ann": rent}


def test_ruling_1_reads_the_deed_and_names_the_rulebooks_sentence(cli):
    for text in (rulings(cli), " ".join(cli.ok("rules", "eurobusiness", "rulings", "--lang",
                                                "pl").split())):
        assert ("Jeżeli gracz posiada wszystkie tereny budowlane w tym państwie i są one "
                "niezabudowane to opłata jest podwójna") in text
        assert "--rule doubled_rent=country" in text
    text = rulings(cli)
    assert '"The rent is doubled if the player collecting it owns all the building plots in ' \
           'that country"' in text and '"the amount stated on the Title Deed"' in text
    assert "Before rules eurobusiness-6" in text and "Before rules eurobusiness-4" in text
    assert "doubled rent: unbuilt" in cli.ok("rules", "eurobusiness", "house-defaults")


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


def test_the_rulebooks_reading_is_chosen_in_the_data_file_too(cli, tmp_path):
    from companion.paths import CARDS

    text = (CARDS / "eurobusiness" / "eurobusiness.toml").read_text(encoding="utf-8")
    assert text.count('doubled_rent = "unbuilt"') == 1
    mine, bad = tmp_path / "sentence.toml", tmp_path / "bad.toml"
    mine.write_text(text.replace('doubled_rent = "unbuilt"', 'doubled_rent = "country"'))
    bad.write_text(text.replace('doubled_rent = "unbuilt"', 'doubled_rent = "sometimes"'))
    result = cli("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--data", str(bad))
    assert result.code != 0 and result.err.count("\n") == 1
    assert "rules.doubled_rent: expected unbuilt or country, got 'sometimes'" in result.err
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4", "--data", str(mine))
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cli.ok("build", "Ann", "4")
    cli.ok("move", "Ann", "10")
    cli.ok("move", "Bob", "3")                         # Athens, 1 house: the deed's 40 $, doubled
    assert [p["cash"] for p in cli.json("status")["players"]][:2] == [
        3000 - 120 - 120 - 100 + 80, 3000 - 400 - 200 - 80]
