"""Eurobusiness: a rent is paid "provided the owner claims it", and is cancelled once "the
next player has already begun rolling the dice" (ruling 2). `unclaimed` lets it go before
that throw, in the journal; undoing the landing instead took the move with it, and typing
the move again charged the rent again."""

import copy

import pytest
from hypothesis import given, settings, strategies as st

from companion.core.errors import RuleViolation
from tests.eurobusiness_helpers import BANK, DATA, GAME, Table
from tests.test_properties_eurobusiness import play


@pytest.fixture
def game(cli):
    """Bob holds the South Railway (6) and Naples (7); Ann to throw."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    return cli


def cash(cli) -> dict[str, int]:
    return {p["name"]: p["cash"] for p in cli.json("status")["players"]}


def test_an_unclaimed_rent_goes_back_and_the_game_goes_on_without_charging_it_again(game):
    dealt = cash(game)
    assert "Ann -> Bob 50" in game.ok("move", "Ann", "5")      # one railway: 50 $
    out = game.ok("unclaimed")
    assert "Bob -> Ann 50" in out and "not claimed: handed back" in out
    assert cash(game) == dealt
    assert game.json("log")["entries"][-1]["summary"] == "Bob does not claim the rent for South " \
                                               "Railways (6)"
    game.ok("move", "Bob", "10")
    assert cash(game) == dealt
    game.ok("undo")
    game.ok("undo")
    assert cash(game)["Ann"] == dealt["Ann"] - 50
    game.ok("redo")
    assert cash(game) == dealt


def test_once_the_next_player_has_thrown_the_rent_stands(game):
    game.ok("move", "Ann", "5")
    game.ok("move", "Bob", "4", "--double")            # Bob has begun rolling
    result = game("unclaimed")
    assert result.code == 1 and result.err == (
        "error: no rent has been charged since the last throw: once the next player has "
        "thrown, a rent stands\n")


def test_a_rent_is_let_go_once(game):
    game.ok("move", "Ann", "5")
    game.ok("unclaimed")
    assert "no rent has been charged" in game("unclaimed").err


def test_two_rents_since_the_throw_are_told_apart_by_field(game):
    game.ok("move", "Ann", "5")                        # 50 $ for the railway
    game.ok("land", "Ann", "Neapol")                   # and 15 $ for Naples
    result = game("unclaimed")
    assert result.code == 1 and "more than one rent since the last throw: Ann paid Bob " \
                                "50 $ for South Railways (6) (`unclaimed 6`); Ann paid " \
                                "Bob 15 $ for Naples (7) (`unclaimed 7`)" in result.err
    assert "Bob -> Ann 15" in game.ok("unclaimed", "7")
    assert "no rent for Thessaloniki (2)" in game("unclaimed", "2").err


def test_a_rent_still_owed_is_dropped_and_a_part_paid_goes_back():
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    t.land("Bob", 40)                                  # 4,000 $ against 3,000 $: a debt
    t.do("pay", **{"from": "Bob", "to": "Ann", "amount": 100})    # 3,900 $ still owed
    assert t.changes("unclaimed") == {"Ann": -100, "Bob": 100}
    assert t.state.debts == [] and t.cash("Bob") == 3000


def test_a_rent_taken_in_land_was_claimed():
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    t.give("Bob", 10)
    t.land("Bob", 40)
    t.do("trade", seller="Bob", field=10, buyer="Ann", price=500)
    with pytest.raises(RuleViolation, match="no rent has been charged"):
        t.do("unclaimed")


def test_no_rent_is_handed_back_once_the_game_is_over():
    t = Table()
    t.give("Ann", 38, 40, hotel=True)
    t.give("Bob", 10)
    t.land("Cy", 10)                                   # 20 $ to Bob
    t.land("Bob", 40)                                  # 8,000 $: Bob cannot pay
    t.do("bankrupt", player="Bob")
    t.land("Cy", 40)
    t.do("bankrupt", player="Cy")
    assert t.state.phase == "over"
    with pytest.raises(RuleViolation, match="the game is over: Ann won"):
        t.do("unclaimed")


def test_the_owner_hands_back_only_cash_they_hold():
    t = Table()
    t.give("Bob", 10)
    t.land("Ann", 10)                                  # 20 $ to Bob
    t.state.pay("Bob", BANK, 3020, "spent before the test")
    with pytest.raises(RuleViolation, match="Bob has 0 \\$, handing back the rent for Rome "
                                            "\\(10\\) costs 20 \\$"):
        t.do("unclaimed")


def test_ruling_2_names_the_command(cli):
    rulings = " ".join(cli.ok("rules", "eurobusiness", "rulings").split())
    assert "lets it go with companion unclaimed" in rulings
    assert "(provided the owner claims it)" in rulings


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 5))
def test_letting_any_rent_go_in_random_play_conserves_money_and_returns_it_exactly(seed,
                                                                                    players):
    """At every moment of a bot game with a rent standing, `unclaimed` leaves the lander
    better off by exactly the rent (paid back, or no longer owed), money conserved."""
    state, accepted = play(seed, players, 150, quick=True)
    replayed = GAME.new_state(state.players, DATA, seed)
    tried = 0
    for action in accepted:
        GAME.apply(replayed, copy.deepcopy(action))
        for rent in replayed.rents:
            trial = copy.deepcopy(replayed, {id(replayed.data): replayed.data})
            net = trial.ledger.balance(rent["payer"]) - trial.debt_of(rent["payer"])
            try:
                GAME.apply(trial, {"type": "unclaimed", "field": rent["field"]})
            except RuleViolation as refused:      # the owner spent it, or two rents alike
                assert "handing back" in str(refused) or "more than one" in str(refused)
                continue
            tried += 1
            assert GAME.invariants(trial) == [] and trial.ledger.total() == 0
            assert trial.ledger.balance(rent["payer"]) - trial.debt_of(rent["payer"]) \
                == net + rent["amount"]           # paid back, or no longer owed
    assert tried
