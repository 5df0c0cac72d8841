"""Mail, deals, Buyers, the election pot, Daylight Savings, poker: worked out by hand, and the
ways a player might try to dodge a bill, a fee or a loan."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from companion.games.payday import GAME
from tests.payday_helpers import act, cash, mail, new_game, others_rest, payday, rest, walk


def test_insurance_cancels_the_bills_already_held_and_those_to_come():
    state = new_game()
    mail(state, "Ann", "Crumples Auto Repair", "Dr. Goodbody")      # auto 200, medical 85
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 5)                         # one letter
    act(state, "draw", cards=["Carr Insurance"])
    act(state, "buy")                                               # 200 premium
    assert cash(state, "Ann") == 125
    assert [state.mail_card(b)["name"] for b in state.bills["Ann"]] == ["Dr. Goodbody"]
    act(state, "next")
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 11)                        # one letter
    effects = act(state, "draw", cards=["Dent & Scratch"])
    assert "Ann's insurance cancels the bill Dent & Scratch Auto Body (100 $)" in effects
    assert state.bills_due("Ann") == 85


def test_an_insurance_not_bought_lapses_when_the_day_is_left():
    state = new_game()
    mail(state, "Ann", "Aches & Pains")
    act(state, "next")
    with pytest.raises(RuleViolation, match="nothing is on offer"):
        act(state, "buy")
    assert state.insurance["Ann"] == [] and "aches-and-pains" in state.mail_discards


def test_swellfare_only_for_a_player_in_debt_and_its_stake_goes_to_the_election_pot():
    state = new_game()
    mail(state, "Ann", "Swellfare")
    assert "Swellfare: Ann is not in debt, discarded" in state.effects
    act(state, "next")
    act(state, "loan", op="take", player="Bob", amount=300)          # Bob: 625 cash
    mail(state, "Bob", "I-Beam Construction", "Swellfare")          # 300 + 60 + 500 > 625
    act(state, "swellfare", player="Bob", stake=100, throw=2)
    assert (cash(state, "Bob"), state.ledger.balance("Pot")) == (525, 100)
    act(state, "next")
    walk(state, "Cy", 15)                         # City Election
    assert state.ledger.balance("Pot") == 100 + 3 * 50
    act(state, "next")
    walk(state, "Ann", 7)
    act(state, "next")
    act(state, "move", player="Bob", steps=6)                       # day 8 -> a 6 takes it
    assert cash(state, "Bob") == 525 - 50 + 250 and state.ledger.balance("Pot") == 0


def test_a_lucky_swellfare_pays_ten_times_the_stake_and_a_six_before_any_election_keeps_the_pot():
    state = new_game()
    act(state, "loan", op="take", player="Ann", amount=100)
    mail(state, "Ann", "I-Beam Construction", "Swellfare")
    act(state, "swellfare", player="Ann", stake=50, throw=5)
    assert cash(state, "Ann") == 425 + 500
    act(state, "next")
    act(state, "loan", op="take", player="Bob", amount=200)         # 240 + 300 > 525
    mail(state, "Bob", "Charge It", "Swellfare")
    act(state, "swellfare", player="Bob", stake=20, throw=1)
    act(state, "next")
    act(state, "move", player="Cy", steps=6)
    assert state.ledger.balance("Pot") == 20 and cash(state, "Cy") == 325


def test_the_election_takes_savings_with_the_fee_then_a_loan():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 600))               # Ann: 50 cash, 600 saved
    walk(state, "Bob", 31)                                          # Bob: 650
    act(state, "savings", op="deposit", player="Bob", amount=600)   # Bob: 50 cash
    act(state, "savings", op="withdraw", player="Bob", amount=600)  # free on his Pay Day
    act(state, "next")
    walk(state, "Cy", 31)                                           # month 2 for everyone
    act(state, "next")
    state.ledger.balances["Bank"] += cash(state, "Cy")              # Cy spent it all
    state.ledger.balances["Cy"] = 0
    others_rest(state, "Ann", "Bob")
    walk(state, "Cy", 15)                         # Ann passes 15 on her way to 17
    # Ann: 50 cash pays the 50 at once. Cy: no savings -> a 100 $ loan, 50 left.
    assert (cash(state, "Ann"), state.savings("Ann")) == (0, 600)
    assert (cash(state, "Cy"), state.loans["Cy"]) == (50, 100)
    assert cash(state, "Bob") == 650 - 50
    act(state, "next")
    rest(state, "Ann")
    act(state, "land", player="Bob", day=15)                        # a second election
    # Ann: short 50 + the 50 fee -> withdraws 100: 0 + 100 - 50 fee - 50 stake = 0
    assert (cash(state, "Ann"), state.savings("Ann"), state.loans["Ann"]) == (0, 500, 0)
    assert (cash(state, "Bob"), cash(state, "Cy")) == (650 - 100, 0)


def _lands(state, *moves: tuple) -> None:
    """Turns of hand-moved tokens, each `(player, day, cards drawn there)`, each turn ended."""
    for player, day, *cards in moves:
        act(state, "land", player=player, day=day)
        if cards:
            act(state, "draw", cards=cards)
        act(state, "next")


def test_daylight_savings_moves_everyone_back_once_a_round():
    state = new_game()
    _lands(state, ("Ann", 4), ("Bob", 6), ("Cy", 4),
           ("Ann", 10), ("Bob", 11, "Postcard from Grandma"), ("Cy", 6),
           ("Ann", 14), ("Bob", 17), ("Cy", 7))
    act(state, "land", player="Ann", day=20)                         # Daylight Savings
    # Ann moves back to 19 (Mail, 2 letters) first
    assert state.days["Ann"] == 19 and state.acting == "Ann"
    act(state, "draw", cards=["Tax Refund", "Mail-in Rebate"])       # +60, +20
    act(state, "next")                                              # Bob 17 -> 16 (Mail 1)
    assert state.days["Bob"] == 16 and state.acting == "Bob"
    act(state, "draw", cards=["Postcard from the Beach"])
    act(state, "next")                                              # Cy 7 -> 6, the Poker Game
    assert [state.days[p] for p in ("Ann", "Bob", "Cy")] == [19, 16, 6]
    assert not state.daylight_queue and cash(state, "Ann") == 325 + 80
    act(state, "next")
    effects = act(state, "land", player="Bob", day=20)              # same round: nothing
    assert "Daylight Savings has been held this round: nothing happens" in effects
    assert [state.days[p] for p in ("Ann", "Bob", "Cy")] == [19, 20, 6]
    act(state, "next")
    rest(state, "Cy")                                               # Cy on 7
    act(state, "land", player="Ann", day=20)                        # round 2: again
    assert state.days["Ann"] == 19
    act(state, "draw", cards=["Postcard from Grandma", "Advert: Seasick Cruises"])
    effects = act(state, "next")                                    # Bob 20 -> 19 (Mail 2)
    assert "Daylight Savings has been held this round: nothing happens" not in effects
    assert state.days["Bob"] == 19 and state.pending == [{"kind": "mail", "left": 2}]


def test_a_token_on_start_collects_325_in_daylight_savings():
    """Bob's Pay Day sends him back to Start; Ann's Daylight Savings then pays him 325 $."""
    state = new_game(players=("Bob", "Ann"))
    walk(state, "Bob", 31)                        # Ann rests between: 4, 6, 7, 10, 14, 17
    act(state, "next")                                              # wage: 650, on Start
    walk(state, "Ann", 20)
    assert state.days["Ann"] == 19 and state.pending == [{"kind": "mail", "left": 2}]
    act(state, "draw", cards=["Postcard from the Beach", "Postcard from Grandma"])
    act(state, "next")
    assert cash(state, "Bob") == 325 + 325 + 325 and state.days["Bob"] == 0
    assert not state.daylight_queue and state.acting == "Ann"


def test_deals_commission_and_one_sale_per_buyer_day():
    state = new_game()
    act(state, "loan", op="take", player="Ann", amount=200)
    walk(state, "Ann", 2)
    act(state, "draw", cards=["copper-pipe"])                        # cost 300, commission 30
    act(state, "buy")
    with pytest.raises(RuleViolation, match="must first settle the commission"):
        act(state, "next")
    act(state, "commission", throws={"Ann": 2, "Bob": 6, "Cy": 4})
    assert (cash(state, "Ann"), cash(state, "Bob")) == (225, 355)
    act(state, "next")
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 9)
    act(state, "draw", cards=["Jukebox"])                            # cost 250: too dear now
    with pytest.raises(RuleViolation, match="borrow first: .*loan take Ann 100"):
        act(state, "buy")
    act(state, "loan", op="take", player="Ann", amount=100)
    act(state, "buy")
    act(state, "commission", winner="Ann")                           # a tie thrown again
    act(state, "next")
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 10)                         # Buyer
    act(state, "sell", player="Ann", deal="Kupferrohr")              # 450
    with pytest.raises(RuleViolation, match="only on landing on a Buyer day, once"):
        act(state, "sell", player="Ann", deal="Jukebox")
    assert cash(state, "Ann") == 225 + 100 - 250 + 25 + 450
    assert [state.deal(d)["name"] for d in state.deals["Ann"]] == ["Jukebox"]


def test_a_tie_for_the_commission_is_thrown_again():
    state = new_game()
    walk(state, "Ann", 2)
    act(state, "draw", cards=["Autograph"])
    act(state, "buy")
    with pytest.raises(RuleViolation, match="Bob and Cy tie on 6"):
        act(state, "commission", throws={"Ann": 2, "Bob": 6, "Cy": 6})


def test_the_poker_game_pays_the_highest_throw_the_stakes():
    state = new_game()
    walk(state, "Ann", 6)
    with pytest.raises(BadInput, match="Ann named twice in the throws"):
        act(state, "poker", throws={"Ann": 3, "an": 5})     # a prefix of the same player
    act(state, "poker", throws={"Ann": 3, "Bob": 5, "Cy": 1})
    assert [cash(state, p) for p in ("Ann", "Bob", "Cy")] == [225, 525, 225]
    with pytest.raises(RuleViolation, match="only when a token lands"):
        act(state, "poker", throws={"Ann": 6, "Bob": 1})


def test_lottery_tickets_pay_on_the_drawing_day_and_lapse_with_the_month():
    state = new_game()
    mail(state, "Ann", "Lottery Ticket $100", "Lottery Ticket $50")
    others_rest(state, "Bob", "Cy")
    walk(state, "Ann", 24)
    assert cash(state, "Ann") == 475 and state.tickets["Ann"] == []
    act(state, "next")
    mail(state, "Bob", "Lottery Ticket $100")
    act(state, "next")
    rest(state, "Cy")
    rest(state, "Ann")
    payday(state, "Bob")
    assert state.tickets["Bob"] == [] and state.mail_deck.cards[-1] == "lottery-100"
    walk(state, "Cy", 24)
    assert cash(state, "Bob") == 650


# --- ways to cheat the banker ---------------------------------------------------------
def test_a_loan_never_repaid_still_counts_against_the_total():
    state = new_game(months=1)
    act(state, "loan", op="take", player="Ann", amount=500)
    for player in ("Ann", "Bob", "Cy"):
        payday(state, player)                      # Ann pays 100 interest, repays nothing
    assert state.over
    row = next(r for r in GAME.score(state)["players"] if r["name"] == "Ann")
    assert row == {"name": "Ann", "total": 725 - 500, "cash": 725, "savings": 0, "loan": 500}


def test_a_withdrawal_on_another_players_pay_day_pays_the_fee():
    state = new_game()
    payday(state, "Ann", ("savings", "deposit", 300))
    walk(state, "Bob", 31)
    act(state, "savings", op="withdraw", player="Ann", amount=100)
    assert cash(state, "Ann") == 350 + 50


def test_after_pay_day_ends_the_window_is_shut():
    state = new_game()
    payday(state, "Ann")
    with pytest.raises(RuleViolation, match="only on the player's own Pay Day"):
        act(state, "savings", op="deposit", player="Ann", amount=100)
    with pytest.raises(RuleViolation, match="it is Bob's turn, not Ann's"):
        act(state, "move", player="Ann", steps=3)


def test_repaying_more_than_owed_or_with_money_not_held_is_refused():
    state = new_game()
    act(state, "loan", op="take", player="Ann", amount=200)
    walk(state, "Ann", 31)
    with pytest.raises(RuleViolation, match=r"owes 200 \$, not 300 \$"):
        act(state, "loan", op="repay", player="Ann", amount=300)
    with pytest.raises(RuleViolation, match="never held together"):
        act(state, "savings", op="deposit", player="Ann", amount=100)


def test_a_turn_with_letters_unopened_cannot_be_passed():
    state = new_game()
    walk(state, "Ann", 8)
    act(state, "draw", cards=["Postcard from the Beach"])
    with pytest.raises(RuleViolation, match="take 2 letter"):
        act(state, "next")
    with pytest.raises(RuleViolation, match="take 2 letter"):
        act(state, "move", player="Bob", steps=2)
