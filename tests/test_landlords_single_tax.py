"""The Landlord's Game: the deal, average hands, the Single Tax and scoring."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.state import MISC, TREASURY
from tests.test_landlords_landing import DATA, Table


def test_starting_cash_by_player_count():
    for players, cash in ((2, 600), (3, 500), (4, 400), (5, 350), (6, 300)):
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
                   "houses": 200, "luxuries": 100, "professors": 0, "debts": 0}
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
    t = taxed
    with pytest.raises(RuleViolation, match="Title Deeds are of no value"):
        t.land("Bob", 21)
        t.do("buy", player="Bob", property=21)
    t.do("build", player="Bob", lot="Wall Street", count=1, bid=10)      # on Ann's old deed
    assert t.cash("Bob") == 500 - 12 - 110 and t.cash(TREASURY) == 12 + 10
    assert t.land("Ann", 38) == {"Ann": -32, TREASURY: 22, "Bob": 10}
    with pytest.raises(RuleViolation, match="Wall Street \\(38\\) is already improved "
                                            "\\(1 of Bob's house"):
        t.do("build", player="Cy", lot=38)


def test_under_the_single_tax_houses_go_up_on_unimproved_lots_only(taxed):
    """Single Tax Rule 4 (ruling 13): a house is erected on an unimproved lot; the builder
    may put up to three there at once, but adds none later, even to their own."""
    t = taxed
    t.do("build", player="Bob", lot="Broadway", count=2)
    assert t.cash("Bob") == 500 - 200 and t.state.houses[31] == 2
    with pytest.raises(RuleViolation, match="already improved \\(2 of their own house"):
        t.do("build", player="Bob", lot="Broadway")
    assert t.cash("Bob") == 300 and t.state.houses[31] == 2


def test_titles_count_nothing_under_the_single_tax(taxed):
    rows = {r["name"]: r for r in GAME.score(taxed.state)["players"]}
    assert rows["Ann"]["cards"] == 0                  # Wall Street is a Title Deed
    assert rows["Cy"]["cards"] == 100                 # a railroad charter still counts


def test_natural_opportunity_replaces_the_poor_house(taxed):
    t = taxed
    with pytest.raises(RuleViolation, match="abolishes the Poor House"):
        t.do("poorhouse", player="Bob")
    with pytest.raises(RuleViolation, match="Bob has \\$500 and owes nothing"):
        t.do("opportunity", player="Bob", space="oil")
    t.state.ledger.transfer("Bob", MISC, 495, "test: Bob is nearly broke")
    t.land("Bob", 38)                                 # $22 land rent: pays $5, owes $17
    assert t.cash("Bob") == 0 and t.cash(TREASURY) == 5
    t.do("opportunity", player="Bob", space="oil")    # the $17 lapses
    assert t.state.positions["Bob"] == 10 and t.state.debts == []
    t.do("move", player="Bob", steps=2)               # wages $50, rent $10, then Goat Alley $8
    assert t.cash("Bob") == 0 + 50 - 10 - 8 == 32
