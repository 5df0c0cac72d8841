"""Pay Day through the CLI: a loan partly repaid pays its 20% on what is left, and never on
less; a loan repaid off Pay Day is refused (see also test_payday_days's ways to cheat)."""

from tests.payday_helpers import SUNDAY


def ann(cli) -> dict:
    return cli.json("status")["players"][0]


def test_interest_after_a_partial_repayment_is_on_the_rest_of_the_loan(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "3", "--seed", "1")
    cli.ok("loan", "take", "Ann", "500")                       # 325 + 500
    result = cli("loan", "repay", "Ann", "500")
    assert (result.code, result.err) == (
        1, "error: A loan is repaid only on the player's own Pay Day, after the bills (Ann is "
           "on day 0)\n")
    cli.ok("land", "Ann", "31")                                # wage 325, 20% of 500 = 100
    cli.ok("loan", "repay", "Ann", "200")
    assert (ann(cli)["cash"], ann(cli)["loan"]) == (325 + 500 + 325 - 100 - 200, 300)
    cli.ok("next")
    cli.ok("land", "Bob", str(SUNDAY))
    cli.ok("next")
    cli.ok("land", "Ann", "31")                                # 20% of the 300 left = 60
    assert (ann(cli)["cash"], ann(cli)["loan"]) == (850 + 325 - 60, 300)
