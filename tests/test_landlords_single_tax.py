"""The Landlord's Game: the deal, average hands, the Single Tax and scoring."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.state import MISC, TREASURY
from tests.test_landlords_landing import DATA, Table


def test_starting_cash_by_player_count():
    # the text's $600, $500, $400, and on the same pattern $300 and $200 (a house default)
    for players, cash in ((2, 600), (3, 500), (4, 400), (5, 300), (6, 200)):
        t = Table(players=[f"P{i}" for i in range(players)], play=False)
        assert {t.cash(p) for p in t.state.players} == {cash}
        assert t.cash(MISC) == -cash * players
    with pytest.raises(BadInput, match="takes 2 to 6 players, not 7"):
        Table(players=[f"P{i}" for i in range(7)])


def test_the_deal_is_seeded_recorded_and_limits_buying():
    t = Table(play=False, seed=5)
    action = {"type": "deal"}
    GAME.apply(t.state, action)
    hands = action["hands"]
    assert sum(len(h) for h in hands.values()) == 24 and [len(h) for h in hands.values()] == [8] * 3
    again = Table(play=False, seed=5)
    GAME.apply(again.state, {"type": "deal"})
    assert again.state.dealt == t.state.dealt
    mine, other = hands["Ann"][0], hands["Bob"][0]
    t.do("buy", player="Ann", property=str(mine))
    assert t.cash("Ann") == 500 - DATA["spaces"][mine]["price"]
    with pytest.raises(RuleViolation, match="was not dealt to Ann"):
        t.do("buy", player="Ann", property=str(other))
    with pytest.raises(RuleViolation, match="sale price"):
        t.do("buy", player="Bob", property=str(other), price=500)
    t.do("move", player="Cy", steps=2)
    assert t.state.phase == "play" and t.state.dealt is None


def test_average_hands_leave_everyone_75_dollars():
    t = Table(players=("Ann", "Bob"), play=False)
    t.do("average-hands")
    assert t.cash("Ann") == t.cash("Bob") == 75
    assert t.cash(TREASURY) == 650 and t.cash(MISC) == -1200 + 2 * (600 - 325 - 75)
    assert [t.state.space(n)["name"] for n in t.state.cards_of("Bob")] == [
        "Boomtown", "Shooting Star R.R.", "Fairhope Avenue", "Slambang Trolley", "Grand Boulevard"]
    with pytest.raises(RuleViolation, match="comes before any card is bought"):
        t.do("deal")
    five = Table(players=list("ABCDE"), play=False)
    with pytest.raises(RuleViolation, match="4 average hands for 5 players"):
        five.do("average-hands")


def test_score_counts_cash_cards_houses_and_luxuries():
    t = Table()
    t.give("Ann", 31, houses=2)
    t.give("Ann", 5)
    t.state.luxuries["Ann"] = 1
    row = next(r for r in GAME.score(t.state)["players"] if r["name"] == "Ann")
    assert row == {"name": "Ann", "net_assets": 500 + 200 + 200 + 100, "cash": 500, "cards": 200,
                   "houses": 200, "luxuries": 100, "professors": 0, "debts": 0,
                   "notes": 0, "lent": 0}
    assert GAME.score(t.state)["winner"] == "Ann"


@pytest.fixture
def taxed() -> Table:
    """Bob holds Soakum, Cy the P.D.Q. R.R., Ann Wall Street; $50 of fines sit in the Treasury."""
    t = Table()
    t.give("Bob", 13)
    t.give("Cy", 35)
    t.give("Ann", 38)
    t.land("Ann", 4)
    t.do("jail", player="Ann", pay=True)
    with pytest.raises(RuleViolation, match="at least 2 players"):
        t.do("single-tax", votes=["Ann", "ann"])
    t.do("single-tax", votes=["Ann", "Cy"])
    return t


def test_single_tax_starts_with_an_empty_treasury(taxed):
    assert taxed.state.single_tax and taxed.cash(TREASURY) == 0
    assert taxed.cash(MISC) == -1500 + 50


def test_land_rent_goes_to_the_treasury_and_buys_out_soakum(taxed):
    t = taxed
    assert t.land("Ann", "Wall Street") == {"Ann": -22, TREASURY: 22}   # even on her own deed
    assert t.land("Bob", "Grand Boulevard") == {"Bob": -22, TREASURY: 22}
    changes = t.land("Cy", "Broadway")                                  # 62: one step of 50
    assert changes == {"Cy": -18, TREASURY: 18 - 50, "Bob": 50}
    assert t.cash(TREASURY) == 12 and 13 in t.state.public and 13 not in t.state.owners
    assert t.land("Ann", "Soakum") == {}
    assert t.land("Ann", "Food") == {}                                   # no necessity taxes


def test_public_works_in_the_rules_order_then_wages(taxed):
    t = taxed
    def fund(amount):
        t.do("pay", **{"from": "Miscellaneous", "to": "Treasury", "amount": amount,
                       "reason": "test"})
    fund(50)
    assert t.cash("Bob") == 550                                          # Soakum bought out
    fund(50)                                                             # Slambang: in the pack
    assert t.cash(TREASURY) == 0
    fund(50)
    assert t.cash("Cy") == 550                                           # P.D.Q. R.R.
    fund(150)                                                            # Gee Whiz, Shooting Star, Royal Rusher
    assert t.state.public == [13, 27, 35, 25, 15, 5]
    t.land("Bob", "Blueblood")
    assert "Bob" in t.state.jailed
    fund(50)
    assert t.state.colleges == [30]
    t.land("Cy", "Hogg")
    assert "Cy" in t.state.jailed
    fund(50)
    assert t.state.colleges == [30, 4] and t.state.wages() == 100
    fund(120)
    assert t.state.wages() == 120 and t.cash(TREASURY) == 20
    t.at("Ann", 36)
    t.do("move", player="Ann", steps=5)                                  # to Wayback, no rent
    assert t.cash("Ann") == 500 - 50 + 120


def test_free_college_gives_education_then_a_professor(taxed):
    t = taxed
    t.state.colleges = [30]
    for _ in range(4):
        t.land("Bob", 30)
    assert t.state.education["Bob"] == 0 and t.state.professors["Bob"] == 1
    assert "Bob" not in t.state.jailed
    row = next(r for r in GAME.score(t.state)["players"] if r["name"] == "Bob")
    assert row["professors"] == 100


def test_building_under_the_single_tax(taxed):
    """Single Tax Rule 4: the right to build on a bare lot costs the bid, or the land rent
    when no one bids against the builder, into the Treasury (ruling 13)."""
    t = taxed
    with pytest.raises(RuleViolation, match="Title Deeds are of no value"):
        t.land("Bob", 21)
        t.do("buy", player="Bob", property=21)
    assert t.cash("Bob") == 500 - 12 and t.cash(TREASURY) == 12
    with pytest.raises(RuleViolation, match="costs at least its land rent, \\$22"):
        t.do("build", player="Bob", lot="Wall Street", bid=21)
    t.do("build", player="Bob", lot="Wall Street", count=1)             # on Ann's old deed
    assert t.cash("Bob") == 500 - 12 - 22 - 100 and t.cash(TREASURY) == 12 + 22
    # Ann: $22 land rent to the Treasury, which at $56 buys out Bob's Soakum for $50
    assert t.land("Ann", 38) == {"Ann": -32, TREASURY: 22 - 50, "Bob": 10 + 50}
    with pytest.raises(RuleViolation, match="Wall Street \\(38\\) is already improved "
                                            "\\(1 house of Bob's"):
        t.do("build", player="Cy", lot=38)


def test_a_bid_for_the_right_to_build_goes_to_the_treasury(taxed):
    t = taxed
    t.do("build", player="Cy", lot="Broadway", bid=30)                  # outbid Bob's $25
    assert t.cash("Cy") == 500 - 30 - 100 and t.cash(TREASURY) == 30


def test_whoever_stopped_on_a_bare_lot_builds_without_paying_twice(taxed):
    t = taxed
    t.at("Bob", 29)
    t.throw("move", player="Bob", steps=2)                                  # Broadway: $18 rent
    t.do("build", player="Bob", lot="Broadway")
    assert t.cash("Bob") == 500 - 18 - 100 and t.cash(TREASURY) == 18


def test_under_the_single_tax_the_builder_adds_to_their_own_houses(taxed):
    """Ruling 13: the houses go up to the most a lot holds, now or later, by the one who
    improved the lot; no one else builds there."""
    t = taxed
    t.do("build", player="Bob", lot="Broadway", count=2)
    assert t.cash("Bob") == 500 - 18 - 200 and t.state.houses[31] == 2
    t.do("build", player="Bob", lot="Broadway")                          # no second right
    assert t.cash("Bob") == 500 - 18 - 300 and t.state.houses[31] == 3
    with pytest.raises(RuleViolation, match="already improved \\(3 houses of Bob's"):
        t.do("build", player="Cy", lot="Broadway")


def test_titles_count_nothing_under_the_single_tax(taxed):
    rows = {r["name"]: r for r in GAME.score(taxed.state)["players"]}
    assert rows["Ann"]["cards"] == 0                  # Wall Street is a Title Deed
    assert rows["Cy"]["cards"] == 100                 # a railroad charter still counts


def test_natural_opportunity_replaces_the_poor_house(taxed):
    """Single Tax Rule 8: a player who cannot afford the move of his throw goes instead to a
    Natural Opportunity behind the space it would reach; no debt is written off."""
    t = taxed
    with pytest.raises(RuleViolation, match="abolishes the Poor House"):
        t.do("poorhouse", player="Bob")
    t.at("Bob", 14)
    t.to_play("Bob")
    with pytest.raises(RuleViolation, match="Bob can afford the move of 4 to Market Place"):
        t.do("opportunity", player="Bob", space="oil", steps=4)
    t.state.ledger.transfer("Bob", MISC, 495, "test: Bob is nearly broke")
    with pytest.raises(RuleViolation, match="Bob cannot afford the move of 4: go to a Natural "
                                            "Opportunity"):
        t.do("move", player="Bob", steps=4)                            # Market Place: $10
    with pytest.raises(RuleViolation, match="Farm Lands \\(by corner 30\\) is not behind "
                                            "Market Place \\(18\\), where the throw would "
                                            "bring Bob: choose Timberlands, Oil Fields"):
        t.do("opportunity", player="Bob", space="Farm Lands", steps=4)
    t.do("opportunity", player="Bob", space="oil", steps=4)
    assert t.state.positions["Bob"] == 10 and t.cash("Bob") == 5 and t.state.debts == []
    assert GAME.status(t.state)["players"][1]["space"] == ("Oil Fields (Natural Opportunity by "
                                                          "corner 10)")
    t.throw("move", player="Bob", steps=2)            # wages $50, rent $10, then Goat Alley $8
    assert t.cash("Bob") == 5 + 50 - 10 - 8 == 37 and t.state.opportunity == {}
