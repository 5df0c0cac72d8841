"""Rulings 11, 14 and 15: inherited standing buildings, the last End of Year (all players pay
the shark interest, as the card says), Extra Harvest for a player with no land (pays, as the
card says)."""

from companion.games.discretion import GAME
from tests.discretion_helpers import act, cash, event, fund, quiet, setup, to_year
from tests.test_discretion_bankruptcy import broke_bob


def test_inheritance_takes_over_buildings_left_by_a_bankrupt():
    state = broke_bob()
    act(state, "bankrupt", player="Bob")                 # offices E1, retail F1 stand unowned
    to_year(state, 2)                                    # Ann draws End of Year; no bids
    before = cash(state, "Ann")
    event(state, "inheritance", plot="Kingsmead")        # Ann draws it
    assert state.owners[2] == "Ann"
    assert [(b.cells, b.owner) for b in state.buildings] == [(["E1"], "Ann"), (["F1"], "Ann")]
    assert cash(state, "Ann") - before == 200_000


def test_the_last_end_of_year_charges_shark_interest_like_every_other():
    state = setup([(1, "Ann", 100_000)])
    to_year(state, 10)
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 2_500_000, "reason": "spent"})
    act(state, "shark", op="take", player="Bob", **{"for": 300_000})     # 3 loans
    act(state, "shark", op="take", player="Cy", **{"for": 2_700_000})    # 2 loans
    for player, used in (("Bob", 300_000), ("Cy", 2_700_000)):          # used this turn,
        act(state, "pay", **{"from": player, "to": "Bank", "amount": used, "reason": "used"})
    quiet(state)
    fund(state, "Bob", 300_000)                                         # earned back later
    fund(state, "Cy", 2_700_000)
    ann = cash(state, "Ann")
    event(state, "end-of-year", active="Ann")
    # Ann: 10 x 50,000 bonus. All players pay: Bob 3 x 100,000, Cy 2 x 100,000.
    assert cash(state, "Ann") - ann == 500_000
    assert cash(state, "Bob") == 0 and cash(state, "Cy") == 2_500_000
    assert state.phase == "over"
    act(state, "shark", op="repay", player="Cy", count=2)                # 100,000 more each
    assert cash(state, "Cy") == 2_300_000 and state.shark_loans["Cy"] == 0
    # Bob could not repay: his 3 loans score at 200,000 each, as the rulebook values them.
    bob_row = next(r for r in GAME.score(state)["players"] if r["name"] == "Bob")
    assert bob_row["shark_loans"] == -600_000 and bob_row["net_assets"] == -600_000


def test_extra_harvest_with_no_land_costs_the_penalty():
    state = setup([(1, "Ann", 100_000)])
    event(state, "harvest")                               # Ann draws; Bob is active next
    before = cash(state, "Bob")
    event(state, "extra-harvest")                        # Bob owns no land: pays 50,000
    assert cash(state, "Bob") == before - 50_000


def test_no_money_moves_by_hand_once_the_game_is_over(cli):
    # After Year 10's End of Year the score stands: a hand payment would change it.
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    for _ in range(7):
        cli.ok("auction", "--no-bid")
    cli.ok("next")
    cli.ok("next")
    for year in range(1, 11):
        cli.ok("event", "end-of-year", "--active", "Ann")
        if year == 1:
            for _ in range(5):
                cli.ok("auction", "--no-bid")
    before = cli.json("score")
    for payer, payee in (("Bank", "Ann"), ("Ann", "Bob"), ("Bob", "Bank")):
        result = cli("pay", payer, payee, "10k")
        assert (result.code, result.err) == (1, "error: the game is over: see `companion "
                                                 "score`\n")
    assert cli.json("score") == before
