"""No Loan Shark money kept as a cash reserve (issue 18 item 1, ruling 6): "all Loan Shark
loans must be used during the turn that they are received". What is unspent when the turn
ends goes back to the Bank with its receipts; each test tries a way to keep it."""

import pytest


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
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans unspent" in out
    assert held(broke_ann, "Ann") == (0, 0)


def test_a_building_taken_back_is_no_shark_reserve(broke_ann):
    broke_ann.ok("shark", "take", "Ann", "--for", "500k")       # 5 loans
    broke_ann.ok("build", "Ann", "housing", "A1")               # the money is used ...
    broke_ann.ok("demolish", "A1")                              # ... and 100,000 comes back
    assert held(broke_ann, "Ann") == (100_000, 5)
    out = broke_ann.ok("next")
    assert "Ann -> Bank 100,000: hands back 1 Loan Shark loan unspent" in out
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
    assert "Ann -> Bank 300,000: hands back 3 Loan Shark loans unspent" in out
    assert "Bob -> Bank 100,000: hands back 1 Loan Shark loan unspent" in out
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
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans unspent" in out
    assert held(broke_ann, "Ann") == (0, 0)


def test_own_cash_is_spent_before_shark_money(broke_ann):
    # Ann has 1,000,000, borrows for three buildings (1,500,000: 5 loans) and builds one.
    # Her own cash paid for it: without the loans she would hold 500,000, so all 5 go back.
    broke_ann.ok("pay", "Bank", "Ann", "1M", "--reason", "a gift for the test")
    broke_ann.ok("shark", "take", "Ann", "--for", "1.5M")
    broke_ann.ok("build", "Ann", "housing", "A1")
    assert held(broke_ann, "Ann") == (1_000_000, 5)
    out = broke_ann.ok("next")
    assert "Ann -> Bank 500,000: hands back 5 Loan Shark loans unspent" in out
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
    assert "Ann -> Bank 400,000: hands back 4 Loan Shark loans unspent" in out
    assert held(cli, "Ann") == (0, 1)
