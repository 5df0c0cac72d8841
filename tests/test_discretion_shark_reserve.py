"""No Loan Shark money kept as a cash reserve (issue 18 item 1, ruling 6): "all Loan Shark
loans must be used during the turn that they are received". What is unspent when the turn
ends goes back to the Bank with its receipts; each test tries a way to keep it."""

import pytest

from tests.discretion_helpers import land_tax_on_oakfield


@pytest.fixture
def broke_ann(cli):
    """Ann (first buyer: she builds first, then draws first) has Oakfield Farm and no cash."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "oak", "--winner", "Ann", "--price", "100k")
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    cli.ok("pay", "Ann", "Bank", "2.4M", "--reason", "spent")
    return cli


def held(cli, name: str) -> tuple[int, int]:
    """(cash, Loan Shark loans) of a player."""
    row = next(p for p in cli.json("status")["players"] if p["name"] == name)
    return row["cash"], row["shark_loans"]


def test_shark_money_unspent_when_the_building_round_passes_goes_back(broke_ann):
    out = broke_ann.ok("shark", "take", "Ann", "--for", "500k")
    assert "what Ann still holds of it when the turn ends goes back" in out
    out = broke_ann.ok("next")
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans x 100,000 unspent" in out
    assert held(broke_ann, "Ann") == (0, 0)


def test_a_building_taken_back_is_no_shark_reserve(broke_ann):
    broke_ann.ok("shark", "take", "Ann", "--for", "500k")       # 5 loans
    broke_ann.ok("build", "Ann", "housing", "A1")               # the money is used ...
    broke_ann.ok("demolish", "A1")                              # ... and 100,000 comes back
    assert held(broke_ann, "Ann") == (100_000, 5)
    out = broke_ann.ok("next")
    assert "Ann -> Bank 100,000: hands back 1 Loan Shark loan x 100,000 unspent" in out
    assert held(broke_ann, "Ann") == (0, 4)


def test_shark_money_spent_stays_spent(broke_ann):
    broke_ann.ok("shark", "take", "Ann", "--for", "500k")
    broke_ann.ok("build", "Ann", "housing", "A1")
    assert "hands back" not in broke_ann.ok("next")
    assert held(broke_ann, "Ann") == (0, 5)


def test_shark_money_kept_to_the_draw_goes_back_before_the_card(broke_ann):
    broke_ann.ok("next")
    broke_ann.ok("next")                                        # the building round is over
    broke_ann.ok("shark", "take", "Ann", "--for", "300k")       # 3 loans: kept for the card?
    broke_ann.ok("shark", "take", "Bob", "--for", "2.6M")       # Bob, out of his turn: 1
    out = broke_ann.ok("event", "end-of-year")                  # no interest on them: gone
    assert "Ann -> Bank 300,000: hands back 3 Loan Shark loans x 100,000 unspent" in out
    assert "Bob -> Bank 100,000: hands back 1 Loan Shark loan x 100,000 unspent" in out
    assert "Loan Shark interest" not in out
    assert held(broke_ann, "Ann") == (0, 0) and held(broke_ann, "Bob") == (2_500_000, 0)


def test_a_bank_loan_taken_after_the_shark_loan_makes_it_unneeded(broke_ann):
    # Money is money: with 500,000 from the Bank in hand, the shark's 500,000 was not needed.
    for cell in ("A1", "B1", "C1"):
        broke_ann.ok("pay", "Bank", "Ann", "500k", "--reason", "a gift for the test")
        broke_ann.ok("build", "Ann", "housing", cell)
    broke_ann.ok("shark", "take", "Ann", "--for", "500k")
    broke_ann.ok("loan", "take", "Ann")
    broke_ann.ok("build", "Ann", "offices", "A2")
    out = broke_ann.ok("next")
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans x 100,000 unspent" in out
    assert held(broke_ann, "Ann") == (0, 0)


def test_own_cash_is_spent_before_shark_money(broke_ann):
    # Ann has 1,000,000, borrows for three buildings (1,500,000: 5 loans) and builds one.
    # Her own cash paid for it: without the loans she would hold 500,000, so all 5 go back.
    broke_ann.ok("pay", "Bank", "Ann", "1M", "--reason", "a gift for the test")
    broke_ann.ok("shark", "take", "Ann", "--for", "1.5M")
    broke_ann.ok("build", "Ann", "housing", "A1")
    assert held(broke_ann, "Ann") == (1_000_000, 5)
    out = broke_ann.ok("next")
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans x 100,000 unspent" in out
    assert held(broke_ann, "Ann") == (500_000, 0)


def test_a_bid_smaller_than_the_loan_keeps_only_the_loans_it_needed(cli):
    # 2,500,000 in hand, 5 loans "for" a 3,000,000 bid; the plot goes for 2,600,000. One loan
    # paid the 100,000 beyond her cash; the 400,000 left is shark money and goes back.
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("shark", "take", "Ann", "--for", "3M")
    cli.ok("auction", "--winner", "Ann", "--price", "2.6M")
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    assert held(cli, "Ann") == (400_000, 5)
    out = cli.ok("next")
    assert "Ann -> Bank 400,000: hands back 4 Loan Shark loans x 100,000 unspent" in out
    assert held(cli, "Ann") == (0, 1)


def test_shark_money_is_no_gift_to_another_player(broke_ann):
    # Ann, broke, borrows 500,000 and hands it to Bob: Bob would hold shark money past the
    # turn with no receipt of his own. Her own cash she may give; the loan she may not.
    broke_ann.ok("shark", "take", "Ann", "--for", "500k")
    result = broke_ann("pay", "Ann", "Bob", "500k")
    assert result.code == 1 and result.err == (
        "error: Ann holds 500,000 of Loan Shark money lent this turn for what Ann cannot pay, "
        "not for Bob: Ann's own cash is 0 (ruling 6)\n")
    broke_ann.ok("pay", "Bank", "Ann", "300k", "--reason", "a gift for the test")
    broke_ann.ok("pay", "Ann", "Bob", "300k")                   # her own 300,000
    assert "Ann's own cash is 0 (ruling 6)" in broke_ann("pay", "Ann", "Bob", "10k").err
    out = broke_ann.ok("next")
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans x 100,000 unspent" in out
    assert held(broke_ann, "Ann") == (0, 0) and held(broke_ann, "Bob") == (2_800_000, 0)


def test_a_land_tax_paid_by_the_shark_then_refunded_by_a_forfeit_goes_back(cli):
    # Year 4, Ann broke with Oakfield Farm: 90,000 Land Tax owed. One shark loan pays it
    # (10,000 left), then she forfeits the farm and the 90,000 comes back: 100,000 of shark
    # money in hand, which goes back when the next card is drawn.
    land_tax_on_oakfield(cli)
    cli.ok("shark", "take", "Ann")
    cli.ok("forfeit", "Ann", "oak")
    assert held(cli, "Ann") == (100_000, 1)
    out = cli.ok("event", "harvest")                            # Bob's card ends his turn
    assert "Ann -> Bank 100,000: hands back 1 Loan Shark loan x 100,000 unspent" in out
    assert held(cli, "Ann") == (0, 0)
