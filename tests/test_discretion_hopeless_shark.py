"""Issue 29, Discretion: a Loan Shark loan that cannot avert a bankruptcy is not lent (ruling
6: only for "the business they have in mind", here paying the debt), through the CLI."""

from tests.discretion_helpers import cli_start


def bob_owes_shark_interest(cli, held: int) -> None:
    """Year 1, Ann and Bob, no land: Bob spends his 2,500,000 and `held` Loan Shark loans;
    Ann draws End of Year, which charges Bob held x 100,000."""
    cli_start(cli)
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", f"{held}00k")
    cli.ok("pay", "Bob", "Bank", f"{held}00k", "--reason", "used")
    cli.ok("event", "end-of-year", "--active", "Ann")


def test_no_shark_loan_beside_a_debt_it_cannot_pay(cli):
    # Bob owes 18 x 100,000 = 1,800,000 with no cash, land or buildings; 2 more loans (20 held
    # at most) raise 200,000, all he can: the debt cannot be paid, so nothing is lent.
    bob_owes_shark_interest(cli, 18)
    before = cli.json("status")
    for args in (("shark", "take", "Bob", "2"), ("shark", "take", "Bob", "1"),
                 ("shark", "take", "Bob", "1", "--for", "100k")):
        result = cli(*args)
        assert (result.code, result.err) == (1, (
            "error: Bob cannot raise the 1,800,000 owed even with every loan and demolition "
            "open to them (at most 200,000): a Loan Shark loan would not avert bankruptcy, so "
            "none is lent (ruling 6); `companion bankrupt Bob` when the debt's turn comes\n")
        ), args
    assert cli.json("status") == before
    assert "shark take" not in cli.ok("status")
    assert "eliminated" in cli.ok("bankrupt", "Bob")


def test_a_shark_loan_that_pays_the_debt_is_lent(cli):
    # Bob owes 10 x 100,000 = 1,000,000; 10 more loans (20 held) pay it exactly.
    bob_owes_shark_interest(cli, 10)
    assert "`companion shark take Bob` (10 Loan Shark loans)" in cli.ok("status")
    cli.ok("shark", "take", "Bob")
    bob = next(p for p in cli.json("status")["players"] if p["name"] == "Bob")
    assert (bob["cash"], bob["shark_loans"], bob["debts"]) == (0, 20, [])
