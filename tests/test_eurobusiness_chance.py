"""Eurobusiness: both Chance decks (seeded or recorded) and every kind of card; Jail."""

import pytest

from companion.core.errors import RuleViolation, UnknownName
from companion.games.eurobusiness import views
from tests.eurobusiness_helpers import BANK, DATA, Table


def on_chance(t: Table, player: str, field: int) -> None:
    t.land(player, field)
    assert player in t.state.chance_due


def draw(t: Table, player: str, card: str | None = None) -> dict[str, int]:
    return t.changes("draw", player=player, card=card)


def test_decks_are_seeded_and_cards_go_back_underneath():
    a, b = Table(seed=5), Table(seed=5)
    assert a.state.decks == b.state.decks
    assert Table(seed=6).state.decks != a.state.decks
    top = a.state.decks["blue"].cards[0]
    on_chance(a, "Ann", 3)
    a.do("draw", player="Ann", card=None)
    if top not in ("blue-free",):
        assert a.state.decks["blue"].cards[-1] == top and len(a.state.decks["blue"]) == 16


def test_a_draw_needs_a_chance_field():
    t = Table()
    with pytest.raises(RuleViolation, match="no Chance card to draw"):
        t.do("draw", player="Ann", card=None)


def test_a_recorded_card_must_be_in_the_due_deck():
    t = Table()
    on_chance(t, "Ann", 8)
    with pytest.raises(UnknownName, match="red Chance card"):
        t.do("draw", player="Ann", card="birthday")


@pytest.mark.parametrize("deck_field, card, change", [
    (3, "hospital", -400), (3, "inheritance", 200), (3, "bank-error", 400),
    (3, "insurance", -20), (3, "discount", 20), (3, "annuity", 200), (3, "beauty", 200),
    (3, "tax-refund", 40), (3, "interest", 50), (3, "doctor", -20), (8, "speeding", -30),
    (8, "crossword", 200), (8, "school", -300), (8, "drinking", -40),
    (8, "bank-interest", 100), (8, "dividend", 300),
])
def test_cards_paid_to_or_by_the_bank(deck_field, card, change):
    t = Table()
    on_chance(t, "Ann", deck_field)
    assert draw(t, "Ann", card) == {"Ann": change, BANK: -change}


def test_birthday_collects_from_each_other_player():
    t = Table(players=("Ann", "Bob", "Cy", "Dee"))
    on_chance(t, "Ann", 18)
    assert draw(t, "Ann", "birthday") == {"Ann": 60, "Bob": -20, "Cy": -20, "Dee": -20}


def test_jail_cards_send_without_start_money():
    t = Table()
    on_chance(t, "Ann", 37)
    assert draw(t, "Ann", "red-jail") == {}
    assert t.state.positions["Ann"] == 11 and "Ann" in t.state.jailed


@pytest.mark.parametrize("start, card, end, bonus", [
    (3, "blue-start", 1, 400), (34, "blue-start", 1, 400), (8, "red-start", 1, 400),
    (3, "vienna", 40, 0), (8, "madrid", 15, 0), (37, "madrid", 15, 0),
    (23, "naples", 7, 400), (8, "naples", 7, 400), (37, "brussels", 24, 400),
    (8, "east-railways", 36, 0),
])
def test_travel_cards_and_the_start_bonus(start, card, end, bonus):
    t = Table()
    on_chance(t, "Ann", start)
    t.do("draw", player="Ann", card=card)
    assert t.state.positions["Ann"] == end
    assert t.cash("Ann") == 3000 + bonus
    if end != 1:
        assert t.state.offer == {"player": "Ann", "field": end, "auction": False}


def test_travel_card_to_an_owned_field_pays_its_rent():
    t = Table()
    t.give("Bob", 38, 40)
    on_chance(t, "Ann", 18)
    assert draw(t, "Ann", "vienna") == {"Ann": -200, "Bob": 200}


def test_three_back_from_a_red_chance_may_land_on_a_blue_one():
    t = Table()
    on_chance(t, "Ann", 37)
    t.do("draw", player="Ann", card="three-back")
    assert t.state.positions["Ann"] == 34 and t.state.chance_due["Ann"] == {"deck": "blue"}


def test_three_back_from_field_8_costs_the_guarded_parking():
    t = Table()
    on_chance(t, "Ann", 8)
    assert draw(t, "Ann", "three-back") == {"Ann": -400, BANK: 400}


@pytest.mark.parametrize("card, per_house, per_hotel", [("modernise", 80, 230),
                                                         ("renovate", 50, 200)])
def test_repairs_per_house_and_per_hotel(card, per_house, per_hotel):
    t = Table()
    t.give("Ann", 12, 14, houses=3)
    t.give("Ann", 15, hotel=True)
    on_chance(t, "Ann", 23)
    expected = 6 * per_house + per_hotel
    assert draw(t, "Ann", card) == {"Ann": -expected, BANK: expected}


def test_fee_or_the_other_deck():
    t = Table()
    on_chance(t, "Ann", 3)
    assert draw(t, "Ann", "fee-or-red") == {}
    assert t.state.chance_due["Ann"] == {"deck": "red", "fee": 20}
    paid = {"type": "draw", "player": "Ann", "pay": True}
    assert t.changes("draw", player="Ann", pay=True) == {"Ann": -20, BANK: 20}
    assert views.describe(t.state, paid) == "Ann pays the fee instead of drawing a Chance card"
    t = Table()
    on_chance(t, "Bob", 3)
    t.do("draw", player="Bob", card="fee-or-red")
    assert draw(t, "Bob", "crossword") == {"Bob": 200, BANK: -200}


def test_a_plain_draw_cannot_be_paid_off():
    t = Table()
    on_chance(t, "Ann", 3)
    with pytest.raises(RuleViolation, match="no fee replaces it"):
        t.do("draw", player="Ann", pay=True)


def test_out_of_jail_card_kept_then_played_and_returned():
    t = Table()
    on_chance(t, "Ann", 8)
    t.do("draw", player="Ann", card="red-free")
    assert t.state.jail_cards["Ann"] == ["red-free"] and "red-free" not in t.state.decks["red"]
    t.land("Ann", 31)
    assert t.changes("jail", player="Ann", how="card") == {}
    assert "Ann" not in t.state.jailed and t.state.decks["red"].cards[-1] == "red-free"
    t.land("Ann", 31)
    with pytest.raises(RuleViolation, match="holds no out-of-Jail card"):
        t.do("jail", player="Ann", how="card")


# --- Jail ---------------------------------------------------------------------------
def test_two_turns_sat_out_then_free():
    t = Table()
    t.land("Ann", 31)
    t.do("jail", player="Ann", how="wait")
    assert t.state.active == "Bob"
    t.do("move", player="Bob", steps=10)
    t.do("move", player="Cy", steps=10)
    with pytest.raises(RuleViolation, match="Ann is in Jail"):
        t.do("move", player="Ann", steps=5)
    t.do("jail", player="Ann", how="wait")
    assert "Ann" not in t.state.jailed


def test_early_exit_with_a_double_costs_100_and_moves():
    t = Table()
    t.land("Ann", 31)
    assert t.changes("jail", player="Ann", how="throw", throw="5,5") == {"Ann": -100, BANK: 100}
    assert t.state.positions["Ann"] == 21 and t.state.active == "Bob"


def test_a_failed_early_exit_costs_400_in_all():
    t = Table()
    t.land("Ann", 31)
    assert t.changes("jail", player="Ann", how="throw", throw="4,6") == {"Ann": -400, BANK: 400}
    assert "Ann" not in t.state.jailed and t.state.positions["Ann"] == 21


def test_a_jailed_player_may_not_buy_or_trade():
    t = Table()
    t.give("Bob", 10)
    t.land("Ann", 31)
    t.state.active = "Bob"                                  # Bob's moment before his throw
    with pytest.raises(RuleViolation, match="Ann is in Jail"):
        t.do("trade", seller="Bob", field=10, buyer="Ann", price=100)


def test_every_card_in_the_data_is_playable():
    for c in DATA["chance"]:
        t = Table()
        t.give("Ann", 12, 14, 15, houses=1)
        on_chance(t, "Ann", 3 if c["deck"] == "blue" else 8)
        t.do("draw", player="Ann", card=c["id"])
        assert t.state.ledger.total() == 0


def test_a_named_card_put_back_under_its_pile_is_refused_at_once(cli):
    """"the card is put back at the bottom of the pile": `draw Ann bank-error` twice paid
    800 $. A card the table names must be one that can be on top of its pile now: the 15
    cards never drawn lie on it, in an order no one knows, so any of them may be named."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("land", "Ann", "3")
    cli.ok("draw", "Ann", "bank-error")                # Collect 400 $
    cli.ok("land", "Ann", "3")
    run = cli("draw", "Ann", "bank-error")
    assert (run.code, run.err) == (1, "error: bank-error cannot be on top of the blue pile now: "
                                      "it went back under it, and 15 cards lie on it (`draw "
                                      "Ann` takes the top one)\n")
    assert cli.json("status")["players"][0]["cash"] == 3000 + 400
    run = cli("--lang", "pl", "draw", "Ann", "bank-error")
    assert "Błąd banku na twoją korzyść. Weź 400 $." in run.err and run.code == 1
    cli.ok("draw", "Ann", "inheritance")               # one of the 15: 200 $
    assert cli.json("status")["players"][0]["cash"] == 3000 + 400 + 200

