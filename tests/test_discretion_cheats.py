"""Discretion through the CLI: every way a player might leave a debt or a loan behind that
the other test files do not already try (money handed on, a friend's bail-out, a loan
repaid in the turn it was taken)."""

import pytest


def players(cli) -> dict[str, dict]:
    return {p["name"]: p for p in cli.json("status")["players"]}


@pytest.fixture
def bob_owes(cli):
    """No land sold; Bob holds 20 Loan Shark loans and 50,000 in cash when Ann draws End of
    Year: he owes the Bank 2,000,000 of interest and can raise nothing more."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    for _ in range(7):
        cli.ok("auction", "--no-bid")
    cli.ok("next")
    cli.ok("next")                                          # Ann draws first
    cli.ok("pay", "Bob", "Bank", "2450k")
    cli.ok("shark", "take", "Bob", "--for", "2050k")        # 20 loans
    cli.ok("pay", "Bob", "Bank", "2000k")
    cli.ok("event", "end-of-year")
    bob = players(cli)["Bob"]
    assert (bob["cash"], bob["debts"][0]["amount"]) == (50_000, 2_000_000)
    return cli


def refused(cli, args, message):
    before = cli.json("status")
    result = cli(*args)
    assert (result.code, result.err) == (1, f"error: {message}\n"), args
    assert cli.json("status") == before


def test_a_debtor_cannot_hand_cash_to_a_friend_before_bankruptcy(bob_owes):
    refused(bob_owes, ["pay", "Bob", "Ann", "50k"],
            "Bob still owes Bank: a debtor's cash goes to their creditors first")
    bank = bob_owes.json("status")["bank"]["balance"]
    bob_owes.ok("bankrupt", "Bob")
    view = bob_owes.json("status")
    assert view["winner"] == "Ann" and players(bob_owes)["Bob"]["cash"] == 0
    assert view["bank"]["balance"] == bank + 50_000     # his cash went back to the Bank


def test_a_friend_cannot_pay_a_debtors_way_out(bob_owes):
    refused(bob_owes, ["pay", "Ann", "Bob", "1950k"],
            "Bob owes the Bank 2,000,000: a debt is paid with cash in hand, loans or "
            "demolition, not with Ann's money (ruling 21)")


def test_cash_paid_to_the_bank_by_hand_counts_against_the_debt(bob_owes):
    out = bob_owes.ok("pay", "Bob", "Bank", "50k")
    assert ("Bob's debt to Bank (Loan Shark interest: 20 Loan Shark loans x 100,000) falls by "
            "50,000 to 1,950,000") in out
    assert players(bob_owes)["Bob"]["debts"][0]["amount"] == 1_950_000


def test_a_bank_loan_is_not_repaid_in_the_turn_it_was_taken(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5")
    cli.ok("auction", "1", "--winner", "Ann", "--price", "300k")     # Oakfield Farm, A1-C3
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    for cell in ("A1", "A2", "A3"):
        cli.ok("build", "Ann", "housing", cell)
    cli.ok("loan", "take", "Ann")
    refused(cli, ["loan", "repay", "Ann"],
            "a Bank Loan is repaid only when the Interest card is drawn")
    cli.ok("next")
    cli.ok("next")
    cli.ok("event", "interest")                  # Ann pays 100,000 on the loan she holds
    assert players(cli)["Ann"]["cash"] == 2_500_000 - 300_000 - 1_500_000 + 500_000 - 100_000
    cli.ok("loan", "repay", "Ann")               # 500,000 more: 600,000 in all
    repaid = 2_500_000 - 300_000 - 1_500_000 - 100_000
    assert players(cli)["Ann"]["cash"] == repaid
    refused(cli, ["loan", "repay", "Ann"], "Ann holds 0 Bank Loans")
    cli.ok("undo")                               # the loan is back, and only once repaid
    assert (players(cli)["Ann"]["cash"], players(cli)["Ann"]["bank_loans"]) == (
        repaid + 500_000, 1)
    cli.ok("redo")
    assert (players(cli)["Ann"]["cash"], players(cli)["Ann"]["bank_loans"]) == (repaid, 0)
    refused(cli, ["loan", "repay", "Ann"], "Ann holds 0 Bank Loans")
