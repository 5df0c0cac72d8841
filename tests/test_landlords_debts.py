"""The Landlord's Game: debts, notes on mortgages and the Poor House (Rule 12), and every way
a player might try to leave a debt or a note behind."""

import pytest

from companion.core.errors import CompanionError
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.state import MISC, TREASURY
from tests.test_landlords_landing import Table
from tests.test_landlords_refusals import snapshot


def refused(t: Table, kind: str, match: str, **args) -> None:
    before = snapshot(t.state)
    with pytest.raises(CompanionError, match=match):
        t.do(kind, **args)
    assert snapshot(t.state) == before


def broke(t: Table, player: str, keep: int = 0) -> None:
    t.state.ledger.transfer(player, MISC, t.cash(player) - keep, "test: nearly broke")


def owing(*cards: int, keep: int = 20) -> Table:
    """Bob, holding `cards`, lands on Ann's Wall Street with three houses in a full section
    ($176 land rent + $30 house rent) holding `keep` dollars: he owes Ann the rest."""
    t = Table()
    t.give("Ann", 38, 36, houses=3)
    t.give("Bob", *cards)
    broke(t, "Bob", keep)
    t.land("Bob", 38)
    return t


# --- Rule 12: the Poor House only for one who cannot borrow, sell or mortgage -------------
def test_no_poor_house_with_property_to_borrow_on():
    t = owing(31, 5)                                  # Broadway $100, Royal Rusher R.R. $50
    assert [d.amount for d in t.state.debts] == [156, 30] and t.cash("Ann") == 520
    refused(t, "poorhouse", r"Bob can still raise cash before the POOR HOUSE \(Rule 12\): "
                            r"borrow \$100 on Royal Rusher R.R., Broadway \(`companion borrow "
                            r"Bob`\)", player="Bob")


def test_no_poor_house_with_property_to_sell_unless_no_one_buys():
    t = owing(1)                                      # Wayback, $25: too little to borrow on
    refused(t, "poorhouse", r"sell Wayback to another player \(`companion sell`\); if no one "
                            r"will buy, `companion poorhouse Bob --no-buyer`", player="Bob")
    refused(t, "borrow", r"a \$100 note needs property worth at least \$110 \(house default\): "
                         r"Wayback \(1\) is worth \$25", player="Bob", pledge=["Wayback"])
    t.do("poorhouse", player="Bob", no_buyer=True)
    assert t.state.owners[1] == "Bob" and t.state.positions["Bob"] == 20


def test_the_debt_stays_in_the_poor_house_until_cash_pays_it():
    t = owing()
    t.do("poorhouse", player="Bob")
    # nothing is written off: Ann is still owed $156 + $30, and Bob's score says so
    assert t.state.debt_of("Bob") == 186 and t.cash("Ann") == 520 and t.cash("Bob") == 0
    assert next(r for r in GAME.score(t.state)["players"] if r["name"] == "Bob")["debts"] == -186
    # Rule 12: next turn he throws, and moves out only on a throw he can afford
    effects = t.throw("move", player="Bob", steps=5)     # Gee Whiz R.R.: $5 fare if unsold
    assert t.state.positions["Bob"] == 20 and t.cash(TREASURY) == 0
    assert effects[-1] == ("Bob cannot afford the move of 5 and stays in the POOR HOUSE "
                           "(Rule 12); next turn, another throw")
    t.throw("move", player="Bob", steps=2)               # Chance: free to stop on
    t.do("chance", player="Bob", card="overtime")     # $25: pays neither debt in full
    assert t.state.positions["Bob"] == 22 and t.cash("Bob") == 25
    t.at("Bob", 35)
    t.throw("move", player="Bob", steps=5)               # MOTHER EARTH: $100 wages
    # $125: the $30 is paid; the $156 waits for the cash to cover it
    assert t.cash("Bob") == 95 and t.cash("Ann") == 550 and t.state.debt_of("Bob") == 156
    t.do("pay", **{"from": "Miscellaneous", "to": "Bob", "amount": 61, "reason": "test"})
    assert t.state.debts == [] and t.cash("Ann") == 520 + 186 and t.state.poor == []


def test_cash_left_goes_to_the_creditors_in_the_poor_house():
    t = owing(31, 5)
    t.do("borrow", player="Bob")                      # Broadway + Royal Rusher: $150 >= $110
    # the note's $100 pays the $30 at once; $70 is short of the $156
    assert t.cash("Bob") == 70 and t.cash("Ann") == 550 and t.state.debt_of("Bob") == 156
    t.do("poorhouse", player="Bob")                   # nothing left unmortgaged
    assert t.cash("Bob") == 0 and t.cash("Ann") == 620 and t.state.debt_of("Bob") == 86
    row = next(r for r in GAME.score(t.state)["players"] if r["name"] == "Bob")
    assert row["notes"] == -100 and row["debts"] == -86


def test_a_poor_player_who_cannot_afford_a_move_goes_back_to_the_poor_house():
    t = owing()
    t.do("poorhouse", player="Bob")
    t.throw("move", player="Bob", steps=10)              # Blueblood: JAIL costs nothing
    effects = t.throw("jail", player="Bob", dice="1,1")
    assert effects[-1].endswith("leaves JAIL and moves with this throw, counting from "
                                "Shelter: `companion move Bob 2`")
    effects = t.throw("move", player="Bob", steps=8)     # Market Place: $10 rent if unsold
    assert t.state.positions["Bob"] == 20 and t.cash(TREASURY) == 0
    assert "goes back to the POOR HOUSE" in effects[-1]


# --- Rule 12's borrowing and mortgaging: a house default after the 1904 patent ----------
def test_borrowing_mortgages_the_cards_until_the_note_is_repaid():
    t = owing(31, 5)
    t.do("borrow", player="Bob")
    assert t.state.loans == [{"player": "Bob", "pledged": [5, 31]}]
    refused(t, "sell", r"Broadway \(31\) is mortgaged for a note: repay it first",
            seller="Bob", property=31, buyer="Cy", price=200)
    refused(t, "borrow", r"Broadway \(31\) is already mortgaged", player="Bob",
            pledge=["Broadway"])
    refused(t, "poorhouse", r"Cy has \$500 and owes nothing", player="Cy")


def test_a_note_costs_its_interest_at_every_wages_and_is_repaid_in_full():
    t = Table()
    t.give("Bob", 31, 33)                             # Broadway $100, Madison Square $100
    t.do("borrow", player="Bob", pledge=["Broadway", "Madison"])
    assert t.cash("Bob") == 600 and t.cash(MISC) == -1500 - 100
    t.at("Bob", 37)
    t.throw("move", player="Bob", steps=3)               # MOTHER EARTH: $100 wages, $5 interest
    assert t.cash("Bob") == 600 + 100 - 5
    t.at("Bob", 35)
    t.throw("move", player="Bob", steps=5)               # again
    assert t.cash("Bob") == 600 + 2 * (100 - 5)
    t.do("repay", player="Bob", property="Broadway")
    # MISCELLANEOUS lent $100 and got back $100 and 2 x $5: no way round the interest
    assert t.cash("Bob") == 500 + 2 * (100 - 5) and t.state.loans == []
    assert t.cash(MISC) == -1500 - 2 * 100 + 2 * 5
    t.do("sell", seller="Bob", property=31, buyer="Cy", price=150)     # free again
    assert t.state.owners[31] == "Cy"


def test_a_note_repaid_before_wages_costs_no_interest():
    t = Table()
    t.give("Bob", 31, 33)
    t.do("borrow", player="Bob")
    t.do("repay", player="Bob")
    assert t.cash("Bob") == 500 and t.cash(MISC) == -1500 and t.state.loans == []


def test_a_note_is_repaid_in_full_and_after_the_debts():
    t = Table()
    t.give("Bob", 31, houses=1)                       # Broadway and a house: $200
    t.do("borrow", player="Bob", pledge=["Broadway"])
    refused(t, "repay", r"no note of Bob's is secured by Madison Square \(33\)",
            player="Bob", property="Madison")
    refused(t, "repay", "Ann has no note to repay", player="Ann")
    broke(t, "Bob", 99)
    refused(t, "repay", r"Bob has \$99, the loan from Miscellaneous is repaid in full: \$100",
            player="Bob")
    broke(t, "Bob")
    t.give("Ann", 36, 38, houses=3)
    t.land("Bob", 38)                                 # $176 + $30, none of it paid
    t.do("pay", **{"from": "Miscellaneous", "to": "Bob", "amount": 150, "reason": "test"})
    assert t.cash("Bob") == 120 and t.state.debt_of("Bob") == 176
    refused(t, "repay", "Bob pays what they owe .* before repaying a note", player="Bob")


def test_borrowing_only_on_ones_own_free_property():
    t = Table()
    t.give("Ann", 31)
    refused(t, "borrow", r"Bob holds neither the card nor houses of Broadway", player="Bob",
            pledge=["Broadway"])
    refused(t, "borrow", "Bob has no free property to mortgage", player="Bob")
    refused(t, "borrow", "Fuel .* is not a card that can be bought", player="Bob",
            pledge=["Fuel"])


def test_a_mortgaged_broker_s_license_lost_in_the_skin_game_leaves_the_note_owed():
    t = Table()
    t.give("Bob", 8, 31)
    t.do("borrow", player="Bob", pledge=["Speculation", "Broadway"])
    t.land("Ann", 8)
    t.do("speculate", player="Ann", dice="1,2")     # the Broker is caught
    assert 8 not in t.state.owners and t.state.loans == [{"player": "Bob", "pledged": [31]}]
    assert "Bob" in t.state.jailed


def test_house_defaults_list_the_terms_of_a_note_and_every_switch():
    text = GAME.house_defaults(GAME.load_data())
    for line in ("- loans: note: $100", "- loans: margin: $10", "- loans: interest: $5",
                 "- rules: advanced: true", "- starting cash with 5 players: $300 each",
                 "- starting cash with 6 players: $200 each"):
        assert line in text.splitlines()


# --- Rule 6: JAIL ---------------------------------------------------------------------------
def test_three_missed_turns_then_the_fine_and_the_move_with_that_throw():
    t = Table()
    t.land("Ann", "Hogg")
    for dice in ("1,2", "3,4", "5,6"):
        effects = t.throw("jail", player="Ann", dice=dice)
        assert effects[-1].endswith("this throw does not move")
    assert t.state.jailed == {"Ann": 3} and t.cash("Ann") == 500
    t.throw("jail", player="Ann", dice="2,4")
    assert "Ann" not in t.state.jailed and t.cash("Ann") == 450 and t.cash(TREASURY) == 50
    t.throw("move", player="Ann", steps=6)               # from the JAIL corner: Rickety Row
    assert t.state.positions["Ann"] == 16


def test_without_property_to_realize_the_fine_the_player_stays_in_jail():
    t = Table()
    broke(t, "Ann", 30)
    t.give("Ann", 1)                                  # Wayback: too little to borrow on
    t.land("Ann", "Hogg")
    for dice in ("1,2", "3,4", "5,6", "1,3", "2,5"):
        effects = t.throw("jail", player="Ann", dice=dice)
    assert t.state.jailed == {"Ann": 5} and t.cash("Ann") == 30
    assert "without property enough to realize the $50 fine, Ann stays" in effects[-1]
    t.throw("jail", player="Ann", dice="4,4")            # a double still serves the time
    assert "Ann" not in t.state.jailed


def test_a_fine_that_leaves_a_debt_does_not_send_the_player_on():
    t = Table()
    broke(t, "Ann", 30)
    t.give("Ann", 31, houses=1)                       # Broadway and a house: $200 to borrow on
    t.land("Ann", "Hogg")
    for dice in ("1,2", "3,4", "5,6"):
        t.throw("jail", player="Ann", dice=dice)
    effects = t.throw("jail", player="Ann", dice="2,5")
    assert t.state.debt_of("Ann") == 20 and t.cash("Ann") == 0
    assert effects[-1] == ("Ann has missed 3 turns: pays the fine; leaves JAIL, but moves "
                           "(`companion move Ann 7`) only once the debt is paid")
    assert not any("`companion move" in e for e in effects[:-1])
    refused(t, "move", r"Ann still owes Treasury \$20", player="Ann", steps=7)
    t.do("borrow", player="Ann")
    assert t.cash("Ann") == 80 and t.cash(TREASURY) == 50
    t.throw("move", player="Ann", steps=7)               # Food: $10 tax
    assert t.cash("Ann") == 70 and t.state.positions["Ann"] == 17
