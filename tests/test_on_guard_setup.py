"""On Guard: the data file, setup for 3-5 Aldermen, and the status view."""

import pytest

from companion.core.errors import BadInput, DataFileError
from companion.games.on_guard import GAME
from companion.games.on_guard.state import GOLD, PILE, REVEALED, SETTLERS, SUPPLY, WAGON
from tests.on_guard_helpers import data, new_game

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


@pytest.mark.parametrize("count, cash, settlers, gold, caravans, revealed, prospect", [
    (3, 2, 55, 75, [4, 5, 6], 4, 0),
    (4, 3, 75, 100, [5, 6, 7], 5, 1),
    (5, 4, 95, 122, [6, 7, 8], 6, 2),
])
def test_setup_by_number_of_aldermen(count, cash, settlers, gold, caravans, revealed, prospect):
    state = new_game(NAMES[:count])
    assert [state.faradinars(p) for p in state.players] == [cash] * count
    firsts = ["ore-mine", "ore-mine", "coal-mine", "ore-mine", "coal-mine"][:count]
    assert [[s["kind"] for s in state.sites[p]] for p in state.players] == [[k] for k in firsts]
    assert state.count(WAGON, SETTLERS) == count
    assert state.count(SUPPLY, SETTLERS) == settlers - count
    assert state.count(SUPPLY, GOLD) == gold
    assert [c["size"] for c in state.caravans] == caravans
    assert sum(state.count(REVEALED, k) for k in state.data["sites"]) == revealed
    assert [c["activity"] for c in state.cards].count("prospect") == prospect
    assert state.count(SUPPLY, "quarry") == 8
    # 50 sites that make goods, less the starting ones and those turned up
    assert len(state.pile) == sum(state.count(PILE, k) for k in state.data["sites"]) \
        == 50 - count - revealed
    assert GAME.invariants(state) == []


def test_too_few_or_too_many_aldermen_are_refused():
    for names in (NAMES[:2], NAMES + ["Fay"]):
        with pytest.raises(BadInput, match="3 to 5 Aldermen"):
            new_game(names)


def test_an_alderman_may_not_be_named_like_a_holder():
    with pytest.raises(BadInput, match="Supply"):
        new_game(["Ann", "Bob", "Supply"])


def test_the_site_pile_follows_the_seed():
    assert new_game(seed=5).pile == new_game(seed=5).pile
    assert new_game(seed=5).pile != new_game(seed=6).pile


def test_every_value_says_where_it_comes_from():
    d = data()
    assert d["buildings"]["inn"]["cost"] == 8 and d["buildings"]["inn"]["gold_bars"] == 3
    assert d["buildings"]["small-iron-foundry"]["copies"] == 4
    assert "copies" in d["buildings"]["small-iron-foundry"]["puerto_rico"]
    assert d["goods"]["pottery"]["price"] == 4
    text = GAME.house_defaults(d)
    assert "buildings small-iron-foundry copies: 4 (puerto-rico)" in text
    assert "rules end at: month (ruling)" in text
    assert "scoring tie break: faradinars + goods (puerto-rico)" in text


def test_a_broken_data_file_names_every_problem(tmp_path):
    text = GAME.default_data_path().read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace('kind = "minor"', 'kind = "tiny"', 1)
                   .replace("price = 4", "price = -4"))
    with pytest.raises(DataFileError) as err:
        GAME.load_data(bad)
    assert "buildings.small-market.kind" in str(err.value)
    assert "goods[4].price: must not be negative" in str(err.value)


def test_status_json_has_the_shape_the_issue_asks_for():
    view = GAME.status(new_game())
    assert {"game", "season", "month", "first", "activity", "players", "supply", "caravans",
            "trading_house"} <= set(view)
    assert (view["game"], view["season"], view["month"], view["first"], view["activity"]) \
        == ("on-guard", 1, 1, None, None)
    ann = view["players"][0]
    assert ann == {"name": "Ann", "faradinars": 2, "gold_bars": 0,
                   "sites": [{"kind": "ore-mine", "occupied": False}], "buildings": [],
                   "goods": {"coal": 0, "iron": 0, "wool": 0, "timber": 0, "pottery": 0},
                   "spare_settlers": 0}
    assert view["supply"]["settlers"] == 52 and view["supply"]["gold_bars"] == 75
    assert view["caravans"] == [{"size": 4, "good": None, "loads": 0},
                                {"size": 5, "good": None, "loads": 0},
                                {"size": 6, "good": None, "loads": 0}]
    assert view["trading_house"] == []


def test_new_game_and_status_through_the_cli(cli):
    out = cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    assert "Cy: 2F and one site, Coal Mine" in out
    view = cli.json("status")
    assert [p["name"] for p in view["players"]] == ["Ann", "Bob", "Cy"]
    assert all(isinstance(p["faradinars"], int) for p in view["players"])
    text = cli.ok("status")
    assert "Next: Ann is First: `companion first Ann ACTIVITY`" in text
    assert "house defaults" in cli.ok("rules", "on-guard", "house-defaults").lower()
