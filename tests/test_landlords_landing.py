"""The Landlord's Game: every landing, with hand-computed amounts, on states built in memory."""

import pytest

from companion.core.errors import RuleViolation, UnknownName
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.state import MISC, TREASURY

DATA = GAME.load_data()


class Table:
    """A game in memory: `t.do("move", player="Ann", steps=6)`; invariants after every action."""

    def __init__(self, players=("Ann", "Bob", "Cy"), seed=1, play=True):
        self.state = GAME.new_state(list(players), DATA, seed)
        if play:
            self.state.phase = "play"

    def do(self, kind: str, **args) -> list[str]:
        effects = GAME.apply(self.state, {"type": kind, **args})
        assert GAME.invariants(self.state) == []
        return effects

    def give(self, player: str, *spaces: int, houses: int = 0) -> None:
        for number in spaces:
            self.state.owners[number] = player
            if houses:
                self.state.houses[number] = houses
                self.state.house_owners[number] = player

    def cash(self, name: str) -> int:
        return self.state.ledger.balance(name)

    def at(self, player: str, position: int) -> None:
        self.state.positions[player] = position

    def to_play(self, player: str) -> None:
        """Set up the turn: `player` throws next (as `at` sets up a checker)."""
        self.state.turn, self.state.turn_over = player, False

    def throw(self, kind: str, **args) -> list[str]:
        """A throw (move, jail) in a test of something else than the turn order: the
        thrower's turn is set up first."""
        self.to_play(args["player"])
        return self.do(kind, **args)

    def land(self, player: str, space) -> dict[str, int]:
        """Land and return every account's change."""
        before = dict(self.state.ledger.balances)
        self.do("land", player=player, space=space)
        return {k: v - before[k] for k, v in self.state.ledger.balances.items() if v != before[k]}


LOT_RENTS = {1: 0, 3: 2, 6: 4, 7: 4, 9: 6, 11: 6, 12: 8, 14: 8, 16: 10, 18: 10, 19: 12, 21: 12,
             23: 14, 24: 14, 26: 16, 28: 16, 29: 18, 31: 18, 33: 20, 34: 20, 36: 22, 38: 22}


@pytest.mark.parametrize("lot, rent", sorted(LOT_RENTS.items()))
def test_land_rent_of_every_lot_goes_to_its_owner(lot, rent):
    t = Table()
    t.give("Ann", lot)
    assert t.land("Bob", lot) == ({"Bob": -rent, "Ann": rent} if rent else {})


def test_own_lot_costs_nothing():
    t = Table()
    t.give("Ann", 31, houses=2)
    assert t.land("Ann", "Broadway") == {}


@pytest.mark.parametrize("houses, expected", [
    # Madison Square (row 10) in the section Broadway 31, Madison Square 33, Fifth Avenue 34
    ((1, 1, 1), 40 + 10),      # section level 1: 20 doubled, plus one house
    ((2, 2, 2), 80 + 20),      # level 2: doubled again
    ((3, 3, 3), 160 + 30),     # level 3: doubled again
    ((0, 3, 3), 20 + 30),      # Broadway bare: no doubling, house rent only
    ((1, 3, 2), 40 + 30),      # the fewest houses set the level
])
def test_section_doubling(houses, expected):
    t = Table()
    for lot, count in zip((31, 33, 34), houses):
        t.give("Ann", lot, houses=count)
    assert t.land("Bob", 33) == {"Bob": -expected, "Ann": expected}


def test_section_of_two_lots_at_the_top_row_and_level():
    t = Table()
    t.give("Ann", 36, 38, houses=3)
    assert t.land("Bob", "Wall Street") == {"Bob": -(176 + 30), "Ann": 176 + 30}


def test_wayback_pays_house_rent_only_and_doubles_nothing():
    t = Table()
    t.give("Ann", 1, 3, houses=1)
    assert t.land("Bob", 1) == {"Bob": -10, "Ann": 10}
    assert t.land("Bob", 3) == {"Bob": -(4 + 10), "Ann": 14}


def test_basic_rules_do_not_double_sections():
    t = Table()
    t.state.data = {**t.state.data, "rules": {**DATA["rules"], "advanced": False}}
    t.give("Ann", 31, 33, 34, houses=3)
    assert t.land("Bob", 33) == {"Bob": -50, "Ann": 50}


@pytest.mark.parametrize("owned, fare", [(1, 5), (2, 10), (3, 20), (4, 50)])
def test_railroad_fares_for_one_to_four_railroads(owned, fare):
    t = Table()
    t.give("Ann", *[5, 15, 25, 35][:owned])
    assert t.land("Bob", 5) == {"Bob": -fare, "Ann": fare}


def test_trust_charges_forty_shared_and_lets_members_ride_free():
    t = Table()
    t.give("Ann", 5, 15)
    t.give("Bob", 25, 35)
    assert t.land("Cy", 25) == {"Cy": -10, "Bob": 10}      # two railroads each, no Trust yet
    t.do("trust", members=["Ann", "Bob"])
    assert t.land("Cy", 25) == {"Cy": -40, "Bob": 20, "Ann": 20}
    assert t.land("Ann", 35) == {}
    t.give("Cy", 5)                                          # the Trust no longer holds all four
    assert t.land("Ann", 25) == {"Ann": -10, "Bob": 10}


def test_a_trust_ends_when_one_member_takes_all_four_railroads():
    t = Table(play=False)
    t.do("deal", hands={"Ann": [], "Bob": [5, 15], "Cy": [25, 35]})
    for player, road in (("Bob", 5), ("Bob", 15), ("Cy", 25), ("Cy", 35)):
        t.do("buy", player=player, property=road)
    t.do("trust", members=["Bob", "Cy"])
    t.do("sell", seller="Cy", property=25, buyer="Bob")
    assert t.state.trust == ["Bob", "Cy"]                    # Cy still holds P.D.Q.
    effects = t.do("sell", seller="Cy", property=35, buyer="Bob")
    assert effects[-1] == ("The Trust of Bob and Cy is dissolved (railroads held: Bob 4, "
                           "Cy 0): fares follow each owner's railroads again")
    assert t.state.trust == []
    assert t.land("Ann", 5) == {"Ann": -50, "Bob": 50}      # four railroads, one owner
    with pytest.raises(RuleViolation, match="Bob and Cy must hold all 4 railroads between "
                                            "them, each at least one"):
        t.do("trust", members=["Bob", "Cy"])


def test_a_trust_broken_by_a_third_holder_stays_dissolved():
    t = Table()
    t.give("Ann", 5, 15)
    t.give("Bob", 25, 35)
    t.do("trust", members=["Ann", "Bob"])
    t.do("sell", seller="Bob", property=35, buyer="Cy", price=60)
    t.do("sell", seller="Cy", property=35, buyer="Bob", price=60)
    assert t.state.trust == []                               # re-formed only by `trust`
    assert t.land("Cy", 25) == {"Cy": -10, "Bob": 10}


def test_trust_needs_all_four_railroads_between_two():
    t = Table()
    t.give("Ann", 5, 15, 25)
    with pytest.raises(RuleViolation, match="must hold all 4 railroads"):
        t.do("trust", members=["Ann", "Bob"])


def test_franchise_and_municipal_cinch():
    t = Table()
    t.give("Ann", 13)
    assert t.land("Bob", "Soakum") == {"Bob": -5, "Ann": 5}
    t.give("Ann", 27)
    assert t.land("Bob", "Soakum") == {"Bob": -25, "Ann": 25}
    assert t.land("Bob", "Slambang") == {"Bob": -25, "Ann": 25}


@pytest.mark.parametrize("houses, tax", [(0, 10), (9, 10), (10, 20), (24, 20), (25, 40)])
def test_necessity_tax_levels(houses, tax):
    t = Table()
    lots = [n for n in LOT_RENTS]
    for i in range(houses):
        lot = lots[i % len(lots)]
        t.give("Cy", lot, houses=t.state.houses.get(lot, 0) + 1)
    assert t.land("Bob", "Food") == {"Bob": -tax, TREASURY: tax}


def test_unsold_lot_bought_at_auction_by_another_player():
    t = Table()
    t.land("Ann", "Easy Street")
    with pytest.raises(RuleViolation, match="is for sale after Ann stopped"):
        t.do("move", player="Bob", steps=4)
    with pytest.raises(RuleViolation, match="below its sale price, \\$75"):
        t.do("buy", player="Bob", property="Easy Street", price=70)
    t.do("buy", player="Bob", property="easy", price=90)
    assert t.cash("Ann") == 500 - 12                       # Ann pays Bob the land rent
    assert t.cash("Bob") == 500 - 90 + 12 and t.cash(TREASURY) == 90
    assert t.state.owners[21] == "Bob" and t.state.pending is None


def test_lander_buys_at_sale_price_and_pays_no_rent():
    t = Table()
    t.land("Ann", 21)
    t.do("buy", player="Ann", property="21")
    assert t.cash("Ann") == 500 - 75 and t.state.owners[21] == "Ann"


def test_no_one_buys_so_rent_and_fare_go_to_the_treasury():
    t = Table()
    t.land("Ann", 21)
    t.do("decline")
    t.land("Ann", 5)
    t.do("decline")
    t.land("Ann", 13)
    t.do("decline")
    assert t.cash(TREASURY) == 12 + 5 + 5


def test_moving_pays_wages_on_reaching_or_passing_mother_earth():
    t = Table()
    t.at("Ann", 36)
    t.do("move", player="Ann", steps=4)                    # reaches MOTHER EARTH
    assert t.cash("Ann") == 600 and t.state.positions["Ann"] == 0
    t.at("Bob", 38)
    t.do("move", player="Bob", steps=4)                    # passes it, lands on Fuel
    assert t.cash("Bob") == 500 + 100 - 10


def test_backward_only_between_the_chances():
    t = Table()
    t.at("Ann", 31)
    t.do("move", player="Ann", steps=11, back=True)        # 31 -> 20, Central Park
    assert t.state.positions["Ann"] == 20
    with pytest.raises(RuleViolation, match="only between the Chances \\(22 and 37\\)"):
        t.throw("move", player="Ann", steps=2, back=True)


def test_trespass_jail_and_the_ways_out():
    t = Table()
    t.land("Ann", "Blueblood")
    assert t.state.positions["Ann"] == 10 and "Ann" in t.state.jailed
    with pytest.raises(RuleViolation, match="Ann is in JAIL"):
        t.throw("move", player="Ann", steps=5)
    t.throw("jail", player="Ann", dice="3,3")
    assert "Ann" not in t.state.jailed and t.cash("Ann") == 500
    t.land("Bob", 4)
    t.throw("jail", player="Bob", pay=True)
    assert t.cash("Bob") == 450 and t.cash(TREASURY) == 50
    t.land("Cy", 4)
    t.throw("jail", player="Cy", dice="1,2")
    t.throw("jail", player="Cy", dice="4,5")
    assert "Cy" in t.state.jailed and t.cash("Cy") == 500
    t.throw("jail", player="Cy", dice="6,5")      # Rule 6: no more than three missed turns
    assert t.state.jailed == {"Cy": 3} and t.cash("Cy") == 500
    effects = t.throw("jail", player="Cy", dice="2,3")    # a fourth miss: the fine, and out
    assert "Cy" not in t.state.jailed and t.cash("Cy") == 450
    assert effects[-1] == ("Cy has missed 3 turns: pays the fine; leaves JAIL and moves with "
                           "this throw, counting from Shelter: `companion move Cy 5`")


SPECULATION = [((1, 1), 100), ((2, 2), 100), ((6, 6), 100), ((5, 6), 90), ((4, 6), 80),
               ((4, 5), 70), ((2, 6), 60), ((3, 4), 50), ((2, 4), 40), ((1, 4), 30)]


@pytest.mark.parametrize("dice, win", SPECULATION)
def test_speculation_with_a_broker(dice, win):
    t = Table()
    t.give("Bob", 8)
    t.at("Ann", 3)
    t.do("move", player="Ann", steps=5)
    t.do("speculate", player="Ann", dice=f"{dice[0]},{dice[1]}")
    assert t.cash("Ann") == 500 - 10 + win - win // 10
    assert t.cash("Bob") == 500 + 10 + win // 10
    assert t.cash(MISC) == -1500 - win


@pytest.mark.parametrize("dice", ["1,2", "1,3", "3,1"])
def test_speculation_three_or_four_jails_the_broker(dice):
    t = Table()
    t.give("Bob", 8)
    t.land("Ann", 8)
    t.do("speculate", player="Ann", dice=dice)
    assert t.cash("Ann") == 490 and t.cash("Bob") == 510
    assert "Bob" in t.state.jailed and 8 not in t.state.owners


def test_speculation_without_a_broker_pays_the_pile():
    t = Table()
    t.land("Ann", "Speculation")
    t.do("speculate", player="Ann", dice="5,6")
    assert t.cash("Ann") == 500 - 10 + 90 - 9 and t.cash(MISC) == -1500 - 90 + 10 + 9


def test_buying_the_license_before_speculating():
    t = Table()
    t.land("Ann", 8)
    t.do("buy", player="Ann", property="Broker's License")
    t.do("speculate", player="Ann", dice="4,4")
    assert t.cash("Ann") == 500 - 50 + 100


def test_refusing_to_speculate_stays_put_without_wages():
    t = Table()
    t.at("Ann", 38)
    t.throw("move", player="Ann", steps=10)
    t.do("speculate", player="Ann", refuse=True)
    assert t.state.positions["Ann"] == 38 and t.cash("Ann") == 500
    t.throw("move", player="Ann", steps=10)
    t.do("speculate", player="Ann", dice="1,4")             # wages once the player plays
    assert t.cash("Ann") == 500 + 100 - 10 + 30 - 3


def test_luxury_and_chance():
    t = Table()
    t.land("Ann", "Luxury")
    assert t.cash("Ann") == 425 and t.state.luxuries["Ann"] == 1
    t.land("Bob", 37)
    t.do("chance", player="Bob", card="a-day-on-broadway")  # passes MOTHER EARTH
    assert t.state.positions["Bob"] == 31 and t.state.pending["kind"] == "sale"
    assert t.cash("Bob") == 600
    t.do("decline")
    assert t.cash("Bob") == 600 - 18
    t.land("Cy", 22)
    t.do("chance", player="Cy", card="legacy")
    assert t.cash("Cy") == 550
    t.land("Cy", "Chance 37")
    t.do("chance", player="Cy", card="caught")
    assert "Cy" in t.state.jailed


def test_companion_draws_a_chance_card_and_records_it():
    t = Table()
    t.land("Ann", 22)
    action = {"type": "chance", "player": "Ann", "card": None}
    GAME.apply(t.state, action)
    assert action["card"] in {c["id"] for c in DATA["chance"]}


def test_building_houses():
    t = Table()
    t.give("Ann", 31)
    t.do("build", player="Ann", lot="Broadway", count=2)
    assert t.state.houses[31] == 2 and t.cash("Ann") == 300 and t.cash(MISC) == -1300
    with pytest.raises(RuleViolation, match="at most 3 stand on a lot"):
        t.do("build", player="Ann", lot=31, count=2)
    with pytest.raises(RuleViolation, match="not Bob's lot"):
        t.do("build", player="Bob", lot=31)
    with pytest.raises(RuleViolation, match="houses stand on lots only"):
        t.do("build", player="Ann", lot="Fuel")


def test_unknown_names_suggest():
    t = Table()
    with pytest.raises(UnknownName, match="did you mean Broadway"):
        t.do("land", player="Ann", space="Brodway")
    with pytest.raises(UnknownName, match="no space numbered 41"):
        t.do("land", player="Ann", space="41")
    assert t.state.find_space("40") == 0 and t.state.find_space("pdq") == 35
