"""On Guard: Produce, Trade, Export (and keeping goods), Prospecting; hand-computed."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.on_guard.state import BOX, GOLD, SUPPLY, TRADING_HOUSE
from tests.on_guard_helpers import act, cash, give, goods, new_game

FIVE = ["Ann", "Bob", "Cy", "Dee", "Eve"]


# --- Produce ----------------------------------------------------------------------------
def test_produce_with_the_privilege_and_a_workshop():
    state = new_game()
    # Ann: ore mines 2 occupied + start one empty, small and large foundry with 1 each,
    # a coal mine, a sheep pasture without a mill
    give(state, "Ann", sites=[("ore-mine", True), ("ore-mine", True), ("coal-mine", True),
                              ("sheep-pasture", True)],
         buildings=[("small-iron-foundry", 1), ("large-iron-foundry", 1)])
    # Bob: a coal mine, a sheep pasture with a small mill, and a workshop: 2 kinds
    give(state, "Bob", sites=[("coal-mine", True), ("sheep-pasture", True)],
         buildings=[("small-wool-mill", 1), ("workshop", 1)])
    act(state, "first", player="Ann", activity="produce")
    assert goods(state, "Ann") == {"coal": 1 + 1, "iron": 2 + 1}   # the First's extra of each
    assert goods(state, "Bob") == {"coal": 1, "wool": 1}
    assert goods(state, "Cy") == {}            # Cy's coal mine has nobody on it
    assert cash(state, "Bob") == 2 + 1         # Workshop: 2 kinds, +1F
    assert state.activity is None and state.month == 2


def test_produce_stops_at_the_supply_in_the_running_order():
    state = new_game()
    give(state, "Ann", sites=[("coal-mine", True)] * 2)
    give(state, "Bob", sites=[("coal-mine", True)] * 2)
    give(state, "Cy", goods={"coal": 7})       # 3 coal left in the supply
    act(state, "influence", player="Bob", roll=8)            # the Mayor bumps Bob up
    act(state, "first", player="Bob", activity="produce")   # Bob, Ann, Cy
    assert goods(state, "Bob") == {"coal": 2} and goods(state, "Ann") == {"coal": 1}
    assert state.count(SUPPLY, "coal") == 0    # nothing left for Bob's extra


# --- Trade ------------------------------------------------------------------------------
def test_trade_prices_privilege_markets_and_chandlery():
    state = new_game()
    give(state, "Ann", goods={"pottery": 1})
    give(state, "Bob", goods={"pottery": 1, "wool": 1}, buildings=[("chandlery", 0)])
    give(state, "Cy", goods={"timber": 1, "pottery": 1},
         buildings=[("small-market", 1), ("large-market", 1), ("chandlery", 1)])
    act(state, "first", player="Ann", activity="trade")
    act(state, "trade", player="Ann", good="pottery")             # 4 + 1 (First)
    with pytest.raises(RuleViolation, match="already has pottery"):
        act(state, "trade", player="Bob", good="pottery")         # his Chandlery is empty
    with pytest.raises(RuleViolation, match="Bob has no timber"):
        act(state, "trade", player="Bob", good="timber")
    act(state, "trade", player="Bob", good="wool")                # 2
    act(state, "trade", player="Cy", good="pottery")              # 4 + 1 + 2, Chandlery
    assert (cash(state, "Ann"), cash(state, "Bob"), cash(state, "Cy")) == (2 + 5, 2 + 2, 2 + 7)
    assert state.stock.held(TRADING_HOUSE, state.goods) == {"wool": 1, "pottery": 2}


def test_a_full_trading_house_is_cleared_after_the_month():
    state = new_game()
    state.move("coal", SUPPLY, TRADING_HOUSE, 1, "test: coal already sold")
    state.move("iron", SUPPLY, TRADING_HOUSE, 1, "test: iron already sold")
    give(state, "Ann", goods={"wool": 1})
    give(state, "Bob", goods={"timber": 1})
    give(state, "Cy", goods={"pottery": 1})
    act(state, "first", player="Ann", activity="trade")
    act(state, "trade", player="Ann", good="wool")
    effects = act(state, "trade", player="Bob", good="timber")
    assert "Cy passes: the Trading House is full" in effects   # passed by the rules
    assert state.stock.held(TRADING_HOUSE, state.goods) == {}
    assert state.count(SUPPLY, "wool") == 11 and state.count(SUPPLY, "coal") == 10


# --- Export -----------------------------------------------------------------------------
def test_export_round_hand_computed():
    state = new_game()
    give(state, "Ann", goods={"wool": 3})
    give(state, "Bob", goods={"wool": 2, "coal": 1})
    give(state, "Cy", goods={"iron": 4})
    act(state, "first", player="Ann", activity="export")
    with pytest.raises(RuleViolation, match="Ann must load onto a merchant caravan if "
                       "possible: wool can go on one"):
        act(state, "pass", player="Ann")
    act(state, "export", player="Ann", good="wool")      # caravan 1 (4): 3 loads, +1 First
    with pytest.raises(RuleViolation, match="Caravan 1 cannot take coal"):
        act(state, "export", player="Bob", good="coal", caravan=1)
    act(state, "export", player="Bob", good="wool")      # caravan 1 full: 1 load
    act(state, "export", player="Cy", good="iron")       # caravan 2 (5): 4 loads
    # Ann has nothing; Bob's last wool has no caravan; his coal goes on caravan 3
    assert state.waiting == ["Bob"]
    act(state, "export", player="Bob", good="coal")
    # nobody can load: Bob keeps his one wool; caravan 1 (full) leaves
    assert [state.gold_bars(p) for p in ("Ann", "Bob", "Cy")] == [4, 2, 4]
    assert goods(state, "Bob") == {"wool": 1}
    assert [(c["kind"], c["size"]) for c in state.caravans] == [
        (None, 4), ("iron", 5), ("coal", 6)]
    assert state.count(SUPPLY, "wool") == 11 - 5 + 4
    assert state.activity is None


def test_a_good_may_not_start_a_second_caravan():
    state = new_game()
    state.caravans[1]["kind"] = "iron"
    state.move("iron", SUPPLY, "Caravan 2", 5, "test: a full caravan of iron")
    give(state, "Ann", goods={"iron": 2, "coal": 1})
    act(state, "first", player="Ann", activity="export")
    with pytest.raises(RuleViolation, match="no caravan can take iron"):
        act(state, "export", player="Ann", good="iron")


def test_inn_wagon_train_and_the_warehouses():
    state = new_game()
    give(state, "Bob", goods={"timber": 3, "coal": 2, "iron": 2, "wool": 1},
         buildings=[("inn", 1), ("wagon-train", 1), ("small-warehouse", 1)])
    act(state, "first", player="Ann", activity="export")      # only Bob can load
    act(state, "export", player="Bob", good="timber", wagon_train=True)   # 3 + Inn 1
    with pytest.raises(RuleViolation, match="no occupied Wagon Train ready"):
        act(state, "export", player="Bob", good="coal", wagon_train=True)
    act(state, "export", player="Bob", good="coal", caravan=3)           # 2 + Inn 1
    act(state, "export", player="Bob", good="iron")                      # caravan 1: 2 + 1
    act(state, "export", player="Bob", good="wool")                      # caravan 2: 1 + 1
    assert state.gold_bars("Bob") == 4 + 3 + 3 + 2
    assert state.count(SUPPLY, "timber") == 9          # the Wagon Train's go straight back
    assert state.activity is None                      # nothing left: no choice to make


def test_keeping_goods_asks_when_there_is_a_choice():
    state = new_game()
    state.caravans = [{"size": s, "kind": k} for s, k in ((4, "coal"), (5, "iron"), (6, "wool"))]
    for i, good in enumerate(("coal", "iron", "wool")):
        state.move(good, SUPPLY, f"Caravan {i + 1}", 1, "test: caravans under way")
    give(state, "Ann", goods={"timber": 2, "pottery": 3}, buildings=[("small-warehouse", 1)])
    give(state, "Bob", goods={"timber": 2, "pottery": 1})
    give(state, "Cy", goods={"timber": 4})
    act(state, "first", player="Ann", activity="export")   # nobody can load anything
    assert state.keeping == ["Ann", "Bob"]                 # Cy just keeps one timber
    assert goods(state, "Cy") == {"timber": 1}
    with pytest.raises(RuleViolation, match="Ann's turn to choose"):
        act(state, "keep", player="Bob", one="timber")
    with pytest.raises(RuleViolation, match="store 1 kind"):
        act(state, "keep", player="Ann", one="timber", store=["pottery", "timber"])
    act(state, "keep", player="Ann", one="timber", store=["pottery"])
    act(state, "keep", player="Bob", one="pottery")
    assert goods(state, "Ann") == {"timber": 1, "pottery": 3}
    assert goods(state, "Bob") == {"pottery": 1}
    assert state.activity is None


def test_gold_bars_past_the_target_come_from_the_box_and_end_the_game():
    state = new_game()
    state.move(GOLD, SUPPLY, "Cy", 73, "test: Gold Bars earned before")
    give(state, "Ann", goods={"pottery": 3})
    act(state, "first", player="Ann", activity="export")
    act(state, "export", player="Ann", good="pottery")     # 3 + 1: 2 from the supply
    assert state.gold_bars("Ann") == 4 and state.count(SUPPLY, GOLD) == 0
    assert state.count(BOX, GOLD) == -75 - 2
    assert state.end["trigger"] == "gold" and state.over


# --- Prospecting and the season ---------------------------------------------------------
def test_prospecting_by_number_of_aldermen():
    with pytest.raises(RuleViolation, match="not played with this many Aldermen"):
        act(new_game(), "first", player="Ann", activity="prospect")
    state = new_game(FIVE)
    act(state, "first", player="Ann", activity="prospecting")
    act(state, "first", player="Bob", activity="prospect")   # a second card with five
    assert [cash(state, p) for p in FIVE] == [5, 5, 4, 4, 4]
    with pytest.raises(RuleViolation, match="chosen this season already"):
        act(state, "first", player="Cy", activity="prospect")


def test_the_running_order_turns_and_unchosen_activities_earn_a_bonus():
    state = new_game()
    with pytest.raises(RuleViolation, match="no activity"):
        act(state, "trade", player="Ann", good="coal")
    act(state, "first", player="Ann", activity="produce")
    assert state.order == ["Bob", "Cy", "Ann"]
    with pytest.raises(RuleViolation, match="Ann has been First this season"):
        act(state, "first", player="Ann", activity="develop")
    act(state, "influence", player="Cy", roll=7)                # the Mayor's bump, 1F
    effects = act(state, "first", player="Cy", activity="trade")   # nobody holds a good
    assert [e for e in effects if "passes" in e] == [
        f"{p} passes: {p} has no goods" for p in ("Cy", "Bob", "Ann")]
    assert state.order == ["Bob", "Ann", "Cy"]
    act(state, "first", player="Bob", activity="build")
    for p in ("Bob", "Ann", "Cy"):
        act(state, "pass", player=p)
    assert state.season == 2 and state.been_first == []
    bonus = {c["activity"]: c["bonus"] for c in state.cards}
    assert bonus == {"develop": 1, "build": 0, "export": 1, "trade": 0, "produce": 0,
                     "settle": 1}
    assert state.order == ["Ann", "Cy", "Bob"]
    act(state, "first", player="Ann", activity="settle")
    assert cash(state, "Ann") == 2 + 1
    assert [c["bonus"] for c in state.cards if c["activity"] == "settle"] == [0]
