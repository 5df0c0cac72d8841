"""Eurobusiness: debts that wait, both kinds of insolvency, and the ways a debtor might cheat."""

import pytest

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import BANK, GAME, Table


def drain(t: Table, player: str, keep: int) -> None:
    t.state.pay(player, BANK, t.cash(player) - keep, "spent before the test")


def vienna_hotel(t: Table) -> None:
    t.give("Ann", 38, 40)
    t.state.hotels.append(40)


def test_a_debt_is_paid_as_soon_as_the_cash_is_raised():
    t = Table()
    t.give("Bob", 10)
    drain(t, "Bob", 100)
    assert t.land("Bob", 5) == {}                        # Guarded Parking 400
    assert t.state.debt_of("Bob") == 400
    t.give("Bob", 40)
    t.do("mortgage", player="Bob", field=10)             # +120: 220, still short
    assert t.state.debt_of("Bob") == 400
    assert t.changes("mortgage", player="Bob", field=40) == {}     # +400, and 400 paid
    assert t.state.debts == [] and t.cash("Bob") == 220
    assert "Bob -> Bank 400 $: Guarded Parking (debt settled)" in t.state.effects


def test_insolvent_towards_a_player_hands_everything_to_the_creditor():
    t = Table()
    vienna_hotel(t)
    t.give("Bob", 2, 4, houses=1)                        # Greece, a house each (100 $)
    t.give("Bob", 10)
    t.state.mortgaged.append(10)                         # Rome, mortgage 120, 10% = 10
    assert t.land("Bob", 40) == {}                       # 4,000 rent, 3,000 cash
    # cash 3,000 + houses 2 x 50 + Greece mortgaged 2 x 60 = 3,220 < 4,000
    assert t.changes("bankrupt", player="Bob") == {"Bob": -3000, "Ann": 3090, BANK: -90}
    assert t.state.fields_of("Ann") == [2, 4, 10, 38, 40] and t.state.mortgaged == [10]
    assert t.state.houses == {} and t.state.bank_houses() == 32
    assert t.state.eliminated == ["Bob"] and t.state.debts == []


def test_insolvent_towards_the_bank_the_plots_are_auctioned_and_buildings_return():
    t = Table()
    t.give("Bob", 2, 4, houses=1)
    t.give("Bob", 15)
    t.state.mortgaged.append(15)
    drain(t, "Bob", 0)
    t.state.chance_due["Bob"] = {"deck": "blue"}
    assert t.changes("draw", player="Bob", card="hospital") == {}
    # raisable: 2 houses x 50 + Greece 2 x 60 = 220 < 400
    assert t.changes("bankrupt", player="Bob") == {}      # +100 for the houses, paid on
    assert t.state.owners == {} and t.state.mortgaged == [] and t.state.auctions == [2, 4, 15]
    assert t.state.bank_houses() == 32
    with pytest.raises(RuleViolation, match="auctions Thessaloniki"):
        t.do("move", player="Ann", steps=4)
    t.do("auction", field=15, winner="Cy", price=160)
    t.do("auction", field="Saloniki")
    t.do("auction", field=4, winner="Ann", price=60)
    assert t.state.owners == {15: "Cy", 4: "Ann"} and t.state.auctions == []


def test_the_last_player_standing_wins():
    t = Table()
    vienna_hotel(t)
    for loser in ("Bob", "Cy"):
        t.land(loser, 40)
        t.do("bankrupt", player=loser)
    assert t.state.phase == "over" and t.state.winner == "Ann"
    assert GAME.score(t.state)["winner"] == "Ann"
    with pytest.raises(RuleViolation, match="game is over"):
        t.do("move", player="Ann", steps=5)


# --- cheating ---------------------------------------------------------------------------
def test_no_bankruptcy_while_holding_what_would_pay():
    t = Table()
    vienna_hotel(t)
    t.give("Bob", 12, 14, 15, houses=2)                  # houses 6 x 100 + mortgages 440
    t.land("Bob", 40)                                    # 4,000 $ against 3,000 $ + 1,040 $
    with pytest.raises(RuleViolation, match="can still raise 1,040 \\$ on top of 3,000"):
        t.do("bankrupt", player="Bob")
    assert "Bob" not in t.state.eliminated and t.state.debt_of("Bob") == 4000


def test_no_bankruptcy_without_a_debt():
    t = Table()
    with pytest.raises(RuleViolation, match="owes nothing"):
        t.do("bankrupt", player="Ann")


def test_a_mortgage_is_not_lifted_without_its_ten_percent():
    t = Table()
    t.give("Bob", 40)
    t.do("mortgage", player="Bob", field=40)
    drain(t, "Bob", 400)                                 # the mortgage, not the 40 $ interest
    with pytest.raises(RuleViolation, match="Bob has 400 \\$, lifting it \\(400 \\$ and 40 \\$"):
        t.do("unmortgage", player="Bob", field=40)
    assert 40 in t.state.mortgaged and t.cash("Bob") == 400


def test_a_debtor_buys_nothing_and_builds_nothing():
    t = Table()
    t.give("Bob", 12, 14, 15)
    t.give("Bob", 10)
    t.state.mortgaged.append(10)
    drain(t, "Bob", 0)
    t.land("Bob", 39)                                    # Wealth Tax 200
    assert t.state.debt_of("Bob") == 200
    for active, action in (("Bob", {"type": "build", "player": "Bob", "city": 12}),
                           ("Bob", {"type": "unmortgage", "player": "Bob", "field": 10}),
                           ("Ann", {"type": "trade", "seller": "Ann", "field": "card",
                                    "buyer": "Bob", "price": 0})):
        t.state.active = active                          # in the moment before that throw
        with pytest.raises(RuleViolation, match="Bob still owes Bank 200"):
            GAME.apply(t.state, action)


def test_a_debtor_may_not_give_cash_or_land_away_below_its_worth():
    t = Table()
    vienna_hotel(t)
    t.give("Bob", 10)
    t.land("Bob", 40)
    t.state.active = "Bob"                              # Bob's moment before his throw
    with pytest.raises(RuleViolation, match="Bob still owes Ann: a debtor's cash goes to "
                                            "their creditors first"):
        t.do("pay", **{"from": "Bob", "to": "Cy", "amount": 500})
    with pytest.raises(RuleViolation, match="not below its mortgage value, 120 \\$"):
        t.do("trade", seller="Bob", field=10, buyer="Cy", price=0)
    t.do("trade", seller="Bob", field=10, buyer="Cy", price=120)
    assert t.state.owners[10] == "Cy"


def test_land_given_to_the_creditor_pays_the_debt_at_the_agreed_value():
    t = Table()
    vienna_hotel(t)
    t.give("Bob", 10)
    t.land("Bob", 40)                                   # owes 4,000, has 3,000
    assert t.changes("trade", seller="Bob", field=10, buyer="Ann", price=1000) == {
        "Bob": -3000, "Ann": 3000}
    assert t.state.debts == [] and t.state.owners[10] == "Ann"


def test_a_jailed_player_without_the_fee_cannot_try_for_a_double():
    t = Table()
    drain(t, "Ann", 50)
    t.land("Ann", 31)
    with pytest.raises(RuleViolation, match="an early try costs 100"):
        t.do("jail", player="Ann", how="throw", throw="2,2")


def test_a_failed_early_exit_beyond_the_cash_is_a_debt():
    t = Table()
    drain(t, "Ann", 150)
    t.land("Ann", 31)
    t.do("jail", player="Ann", how="throw", throw="2,3")
    assert t.cash("Ann") == 50 and t.state.debt_of("Ann") == 300


def test_waiting_names_the_debt_first():
    from companion.games.eurobusiness.views import waiting
    t = Table()
    vienna_hotel(t)
    t.land("Bob", 40)
    t.state.chance_due["Cy"] = {"deck": "red"}
    assert waiting(t.state) == [
        "Bob owes Ann 4,000 $ (rent for Vienna (40): 4,000 $ with a hotel): raise it "
        "(`sell-building`, `mortgage`, `trade`) or `bankrupt Bob`",
        "Cy draws a red Chance card: `draw Cy`",
        "Ann to move: `move Ann STEPS` (after any building or trading)"]
