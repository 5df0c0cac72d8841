"""Rulings 11, 14 and 15: inherited standing buildings, the last End of Year (no shark
interest: the score's 200,000 a loan holds it), Extra Harvest for a player with no land (pays,
as the card says)."""

from companion.games.discretion import GAME
from tests.discretion_helpers import act, cash, cli_year_ten, event, quiet, setup, to_year
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


def test_the_last_end_of_year_charges_no_shark_interest_the_score_does():
    state = setup([(1, "Ann", 100_000)])
    to_year(state, 10)
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 2_500_000, "reason": "spent"})
    act(state, "shark", op="take", player="Bob", **{"for": 300_000})     # 3 loans
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 300_000, "reason": "used"})
    quiet(state)
    ann = cash(state, "Ann")
    event(state, "end-of-year", active="Ann")
    # Ann: 10 x 50,000 bonus. Bob pays nothing now; his 3 loans score at 200,000 each, the
    # principal and the final interest (ruling 14).
    assert cash(state, "Ann") - ann == 500_000
    assert cash(state, "Bob") == 0 and state.debts == [] and state.phase == "over"
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
    cli_year_ten(cli)
    cli.ok("event", "end-of-year", "--active", "Ann")
    before = cli.json("score")
    for payer, payee in (("Bank", "Ann"), ("Ann", "Bob"), ("Bob", "Bank")):
        result = cli("pay", payer, payee, "10k")
        assert (result.code, result.err) == (1, "error: the game is over (won by Ann): no "
                                                 "money moves now; `companion score` shows the "
                                                 "result, `companion undo` takes back the last "
                                                 "entry\n")
    assert cli.json("score") == before
