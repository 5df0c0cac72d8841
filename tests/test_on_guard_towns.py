"""On Guard: Develop, Build and Settle, each with and without the privilege (hand-computed)."""

import pytest

from companion.core.errors import RuleViolation, UnknownName
from companion.games.on_guard.state import DISCARD, REVEALED, SETTLERS, SUPPLY, WAGON
from tests.on_guard_helpers import act, cash, give, new_game


def revealed(state):
    return [k for k in state.data["sites"] for _ in range(state.count(REVEALED, k))]


# --- Develop --------------------------------------------------------------------------
def test_develop_each_claims_one_then_new_sites_are_turned_up():
    state = new_game(seed=3)          # revealed: coal-mine, coal-mine, ore-mine, clay-pit
    assert revealed(state) == ["coal-mine", "coal-mine", "ore-mine", "clay-pit"]
    act(state, "first", player="Ann", activity="develop")
    act(state, "develop", player="Ann", site="quarry")        # the First's privilege
    with pytest.raises(RuleViolation, match="only the First or an Alderman with an occupied "
                                            "Masons Lodge"):
        act(state, "develop", player="Bob", site="quarry")
    act(state, "develop", player="Bob", site="clay")
    top = state.pile[:4]
    act(state, "develop", player="Cy", site="Coal Mine")
    assert [s["kind"] for s in state.sites["Ann"]] == ["ore-mine", "quarry"]
    assert [s["kind"] for s in state.sites["Bob"]] == ["ore-mine", "clay-pit"]
    assert [s["kind"] for s in state.sites["Cy"]] == ["coal-mine", "coal-mine"]
    assert state.count(SUPPLY, "quarry") == 7
    assert state.count(DISCARD, "coal-mine") == 1 and state.count(DISCARD, "ore-mine") == 1
    assert sorted(revealed(state)) == sorted(top)
    assert state.activity is None and state.order == ["Bob", "Cy", "Ann"]


def test_develop_refuses_a_site_that_is_not_revealed_and_turns_out_of_order():
    state = new_game(seed=3)
    act(state, "first", player="Ann", activity="develop")
    with pytest.raises(RuleViolation, match="no sheep-pasture is revealed"):
        act(state, "develop", player="Ann", site="sheep-pasture")
    with pytest.raises(RuleViolation, match="not Bob's turn"):
        act(state, "develop", player="Bob", site="coal-mine")
    with pytest.raises(UnknownName, match="did you mean"):
        act(state, "develop", player="Ann", site="coal-mien")


def test_masons_lodge_manor_house_and_healer_shrine():
    state = new_game(seed=3)
    give(state, "Bob", buildings=[("masons-lodge", 1), ("manor-house", 1), ("healer-shrine", 1)])
    act(state, "first", player="Ann", activity="develop")
    act(state, "pass", player="Ann")
    top = state.pile[0]
    supply = state.count(SUPPLY, SETTLERS)
    act(state, "develop", player="Bob", site="quarry", manor="pile")
    assert state.sites["Bob"][1:] == [{"kind": top, "occupied": False},
                                      {"kind": "quarry", "occupied": True}]
    assert state.count(SUPPLY, SETTLERS) == supply - 1
    assert state.spare("Bob") == 0


def test_healer_shrine_takes_from_the_wagon_when_the_supply_is_empty():
    state = new_game(seed=3)
    give(state, "Ann", buildings=[("healer-shrine", 1)], spare=state.count(SUPPLY, SETTLERS) - 2)
    act(state, "first", player="Ann", activity="develop")
    act(state, "develop", player="Ann", site="clay-pit")
    assert state.count(SUPPLY, SETTLERS) == 0 and state.sites["Ann"][-1]["occupied"]
    act(state, "pass", player="Bob")
    act(state, "pass", player="Cy")
    state2 = new_game(seed=3)
    give(state2, "Ann", buildings=[("healer-shrine", 1)],
         spare=state2.count(SUPPLY, SETTLERS) - 1)
    act(state2, "first", player="Ann", activity="develop")
    act(state2, "develop", player="Ann", site="clay-pit")
    assert state2.count(WAGON, SETTLERS) == 2 and state2.sites["Ann"][-1]["occupied"]


def test_a_full_set_of_sites_takes_no_more():
    state = new_game(seed=3)
    give(state, "Ann", sites=[("quarry", False)] * 6 + [("sheep-pasture", False)] * 4,
         buildings=[("manor-house", 1)])
    act(state, "first", player="Ann", activity="develop")
    with pytest.raises(RuleViolation, match="Ann has room for 1 more site"):
        act(state, "develop", player="Ann", site="coal-mine", manor="pile")
    act(state, "develop", player="Ann", site="coal-mine")
    assert len(state.sites["Ann"]) == 12


# --- Build ----------------------------------------------------------------------------
def test_build_prices_privilege_and_quarries():
    state = new_game()
    give(state, "Ann", faradinars=8)                                   # 10F
    give(state, "Bob", faradinars=3, sites=[("quarry", True), ("quarry", True),
                                            ("quarry", True)])       # 5F, 3 quarries
    give(state, "Cy", sites=[("quarry", True), ("quarry", False)])    # 2F, 1 occupied
    act(state, "first", player="Ann", activity="build")
    act(state, "build", player="Ann", building="inn")                # 8 - 1 = 7
    act(state, "build", player="Bob", building="large market")       # 5 - 2 (limit 2) = 3
    act(state, "build", player="Cy", building="small-wool-mill")     # 2 - 1 = 1
    assert (cash(state, "Ann"), cash(state, "Bob"), cash(state, "Cy")) == (3, 2, 1)
    assert state.town["Ann"] == [{"id": "inn", "settlers": 0}]
    assert state.count(SUPPLY, "inn") == 1


@pytest.mark.parametrize("position, building, message", [
    ({"faradinars": 0}, "inn", "the Inn costs Bob 8F; Bob has 2F"),
    ({"buildings": [("guild-hall", 0)], "faradinars": 20}, "guild-hall",
     "no Guild Hall is left to build"),                  # "Max 1 of each in town"
    ({"buildings": [(b, 0) for b in (
        "small-market", "manor-house", "masons-lodge", "small-warehouse", "healer-shrine",
        "chandlery", "large-market", "large-warehouse", "workshop", "dwarven-chapel", "inn")],
      "faradinars": 20}, "guild-hall", "the Guild Hall needs 2 town spaces; Bob has 1"),
])
def test_build_refusals(position, building, message):
    state = new_game()
    give(state, "Bob", **position)
    act(state, "first", player="Ann", activity="build")
    act(state, "pass", player="Ann")
    before = (cash(state, "Bob"), list(state.town["Bob"]))
    with pytest.raises(RuleViolation, match=message):
        act(state, "build", player="Bob", building=building)
    assert (cash(state, "Bob"), state.town["Bob"]) == before


def test_no_copy_left_is_refused():
    state = new_game()
    give(state, "Ann", buildings=[("guild-hall", 0)])
    give(state, "Bob", faradinars=20)
    act(state, "influence", player="Bob", roll=7)             # the Mayor bumps Bob up
    act(state, "first", player="Bob", activity="build")
    with pytest.raises(RuleViolation, match="no Guild Hall is left"):
        act(state, "build", player="Bob", building="guild-hall")


def test_dwarven_chapel_mans_the_new_building():
    state = new_game()
    give(state, "Ann", buildings=[("dwarven-chapel", 1)], faradinars=5)
    act(state, "first", player="Ann", activity="build")
    act(state, "build", player="Ann", building="large-wool-mill")
    assert state.town["Ann"][-1] == {"id": "large-wool-mill", "settlers": 1}
    assert state.count(SUPPLY, SETTLERS) == 52 - 2   # one on the chapel, one now


# --- Settle ---------------------------------------------------------------------------
def test_settle_privilege_wagon_round_robin_and_refill():
    state = new_game()
    give(state, "Bob", buildings=[("large-wool-mill", 0)], sites=[("sheep-pasture", False)])
    state.move(SETTLERS, SUPPLY, WAGON, 2, "test: five on the wagon")
    act(state, "influence", player="Bob", roll=12)
    act(state, "first", player="Bob", activity="settle")
    # Bob is bumped ahead (order Bob, Ann, Cy): the wagon's 5 go Bob, Ann, Cy, Bob, Ann,
    # and Bob also had the First's extra one from the supply
    assert (state.spare("Ann"), state.spare("Bob"), state.spare("Cy")) == (2, 3, 1)
    with pytest.raises(RuleViolation, match="keep 1 spare settler.*3 space"):
        act(state, "settle", player="Bob", place=["large-wool-mill", "sheep"])
    act(state, "settle", player="Bob", place=["large-wool-mill", "large-wool-mill", "ore"])
    with pytest.raises(RuleViolation, match="no unoccupied ore-mine"):
        act(state, "settle", player="Ann", place=["ore-mine", "ore-mine"])
    act(state, "settle", player="Ann", place=["ore-mine"])       # one stays spare: no room
    act(state, "settle", player="Cy", place=["coal-mine"])
    assert state.spare("Ann") == 1
    # free building spaces: 1 on Bob's mill; the minimum is 3
    assert state.count(WAGON, SETTLERS) == 3
    assert state.count(SUPPLY, SETTLERS) == 55 - 5 - 1 - 3


def test_settle_anew_lifts_and_replaces():
    state = new_game()
    give(state, "Ann", buildings=[("small-market", 1), ("large-wool-mill", 0)])
    act(state, "first", player="Ann", activity="settle")      # Ann now has 3 settlers
    act(state, "settle", player="Ann", place=["large-wool", "large-wool", "large-wool"],
        anew=True)
    assert state.town["Ann"] == [{"id": "small-market", "settlers": 0},
                                 {"id": "large-wool-mill", "settlers": 3}]
    assert state.spare("Ann") == 0


def test_the_wagon_refill_runs_short_and_the_game_ends():
    state = new_game()
    give(state, "Cy", spare=state.count(SUPPLY, SETTLERS) - 3)      # 3 left in the supply
    act(state, "first", player="Ann", activity="settle")             # Ann's extra: 2 left
    for p in ("Ann", "Bob", "Cy"):
        act(state, "settle", player=p, place=["coal-mine" if p == "Cy" else "ore-mine"])
    assert state.end == {"trigger": "settlers", "by": None, "season": 1, "month": 1}
    assert state.over and state.count(WAGON, SETTLERS) == 2
    with pytest.raises(RuleViolation, match="THE END"):
        act(state, "first", player="Bob", activity="build")
