"""On Guard: the end by a full town (the other triggers are in the Settle and Export tests),
final scoring with every major building's bonus, and the tie-break."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.on_guard import GAME
from companion.games.on_guard.state import GOLD, SUPPLY
from tests.on_guard_helpers import act, data, give, new_game

MINORS = ["small-market", "manor-house", "masons-lodge", "small-warehouse", "healer-shrine",
          "chandlery", "large-market", "large-warehouse", "workshop", "dwarven-chapel"]


def test_the_twelfth_town_space_ends_the_game_after_the_month():
    state = new_game()
    give(state, "Ann", buildings=[(b, 0) for b in MINORS] + [("small-iron-foundry", 0)],
         faradinars=10)
    act(state, "first", player="Ann", activity="build")
    act(state, "build", player="Ann", building="inn")          # the 12th space
    assert state.end == {"trigger": "town", "by": "Ann", "season": 1, "month": 1}
    assert not state.over                                      # Bob and Cy still build
    act(state, "build", player="Bob", building="small-market")
    act(state, "pass", player="Cy")
    assert state.over
    with pytest.raises(RuleViolation, match="THE END"):
        act(state, "first", player="Bob", activity="trade")


def test_with_end_at_season_the_season_is_played_out():
    season_data = {**data(), "rules": {**data()["rules"], "end_at": "season"}}
    state = GAME.new_state(["Ann", "Bob", "Cy"], season_data, 1)
    give(state, "Ann", buildings=[(b, 0) for b in MINORS] + [("small-iron-foundry", 0)],
         faradinars=10)
    act(state, "first", player="Ann", activity="build")
    act(state, "build", player="Ann", building="inn")
    act(state, "pass", player="Bob")
    act(state, "pass", player="Cy")
    assert not state.over
    act(state, "first", player="Bob", activity="produce")
    act(state, "first", player="Cy", activity="develop")
    for p in ("Cy", "Ann", "Bob"):
        act(state, "pass", player=p)
    assert state.over and state.end["trigger"] == "town"


def test_final_scoring_with_every_major_bonus():
    state = new_game()
    # Ann: Guild Hall manned; small foundry and large mill manned, Timber Yard empty
    give(state, "Ann", buildings=[("guild-hall", 1), ("small-iron-foundry", 1),
                                  ("large-wool-mill", 2), ("timber-yard", 0)])
    state.move(GOLD, SUPPLY, "Ann", 9, "test: Gold Bars earned")
    # Bob: Manse and Town Hall manned, 10 occupied sites (his first one is empty)
    give(state, "Bob", buildings=[("manse", 1), ("town-hall", 1), ("small-market", 0),
                                  ("small-iron-foundry", 0)],
         sites=[("quarry", True)] * 8 + [("coal-mine", True)] * 2)
    # Cy: Keep and Guard House manned, 7 settlers spare, 13 Gold Bars
    give(state, "Cy", buildings=[("keep", 1), ("guard-house", 1)], spare=7)
    state.move(GOLD, SUPPLY, "Cy", 13, "test: Gold Bars earned")
    result = GAME.score(state)
    rows = {r["name"]: r for r in result["players"]}
    # Ann: 9 GB, buildings 4 + 1 + 2 + 3, Guild Hall 1 (small) + 2 (large)
    assert (rows["Ann"]["gold_bars"], rows["Ann"]["buildings"], rows["Ann"]["bonus"],
            rows["Ann"]["total"]) == (9, 10, 3, 22)
    assert rows["Ann"]["bonuses"] == {"guild-hall": 3}
    # Bob: buildings 4 + 4 + 1 + 1; Manse 10 occupied sites = 5; Town Hall 3 non-production
    assert rows["Bob"]["bonuses"] == {"manse": 5, "town-hall": 3}
    assert rows["Bob"]["total"] == 10 + 8
    # Cy: buildings 4 + 4; Keep 9 settlers // 3 = 3; Guard House 13 // 4 = 3
    assert rows["Cy"]["bonuses"] == {"keep": 3, "guard-house": 3}
    assert rows["Cy"]["total"] == 13 + 8 + 6
    assert result["winner"] == "Cy" and [r["name"] for r in result["players"]] == \
        ["Cy", "Ann", "Bob"]


def test_an_empty_major_building_scores_its_value_but_no_bonus():
    state = new_game()
    give(state, "Ann", buildings=[("guard-house", 0)])
    state.move(GOLD, SUPPLY, "Ann", 8, "test")
    row = GAME.score(state)["players"][0]
    assert (row["name"], row["total"], row["bonus"]) == ("Ann", 8 + 4, 0)


def test_the_tie_break_is_faradinars_plus_goods_then_a_shared_win():
    state = new_game()
    for p in ("Ann", "Bob", "Cy"):
        state.move(GOLD, SUPPLY, p, 5, "test")
    give(state, "Bob", goods={"coal": 1})
    result = GAME.score(state)
    assert result["winner"] == "Bob" and result["tied"] == []
    give(state, "Cy", faradinars=1)
    result = GAME.score(state)
    assert result["winner"] is None and result["tied"] == ["Bob", "Cy"]
