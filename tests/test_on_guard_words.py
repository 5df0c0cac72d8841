"""On Guard's effect lines and refusals (issue 18 item 21): Faradinars in the game's money
style (3F), counts through the game's catalog (1 settler, 2 settlers; the other languages:
tests/test_on_guard_languages.py)."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.on_guard.state import SUPPLY
from companion.games.on_guard.towns import revealed
from tests.on_guard_helpers import act, give, new_game


def test_the_effect_lines_write_faradinars_and_counts_as_the_table_says_them(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    out = cli.ok("first", "Ann", "settle")         # Ann's extra one, then the wagon's three
    assert "Supply -> Ann 1 settler: the First's extra settler" in out
    assert "1 settlers" not in out
    assert "Ann has 1 settler placed, 1 spare" in cli.ok("settle", "Ann", "ore-mine")
    cli.ok("settle", "Bob", "ore-mine")
    cli.ok("settle", "Cy", "coal-mine")
    cli.ok("first", "Bob", "build")
    cli.ok("pass", "Bob")
    out = cli.ok("build", "Cy", "small-market")    # 1F: Cy is not First
    assert "Cy -> Bank 1F: builds the Small Market" in out
    assert "Supply -> Cy 1 Small Market: built" in out
    cli.ok("pass", "Ann")
    cli.ok("first", "Cy", "produce")               # Cy: 1 coal and 1 as First
    cli.ok("first", "Ann", "export")
    assert "Supply -> Cy 2 Gold Bars: exports 2 coal" in cli.ok("export", "Cy", "coal")
    assert "Ann pays Bob 1F\n   Ann -> Bob 1F: manual payment" in cli.ok("pay", "Ann", "Bob", "1")


def test_a_new_alderman_and_his_site_in_words(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    out = cli.ok("join", "Dee")
    assert "Bank -> Dee 3F: a new Alderman's Faradinars" in out
    assert "Site pile -> Dee 1 Iron Ore Mine: a new Alderman's site" in out
    assert "Supply -> Settler wagon 1 settler: the wagon's cart-load for one more" in out


def test_refusals_count_in_words():
    state = new_game()
    give(state, "Ann", goods={"timber": 2, "pottery": 1}, buildings=[("small-warehouse", 1)])
    state.caravans = [{"size": 1, "kind": k} for k in ("coal", "iron", "wool")]
    for i, good in enumerate(("coal", "iron", "wool")):
        state.move(good, SUPPLY, f"Caravan {i + 1}", 1, "test: full caravans")
    act(state, "first", player="Ann", activity="export")   # nothing can load: Ann chooses
    with pytest.raises(RuleViolation, match=r"Ann's warehouses store 1 kind whole, not 2"):
        act(state, "keep", player="Ann", one="timber", store=["timber", "pottery"])
    state = new_game()
    give(state, "Ann", sites=[("quarry", False)] * 8 + [("sheep-pasture", False)] * 3)
    act(state, "first", player="Ann", activity="develop")
    with pytest.raises(RuleViolation, match=r"Ann has room for 0 more sites"):
        act(state, "develop", player="Ann", site=revealed(state)[0])
