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


def test_a_token_moved_by_hand_only_goes_forward_never_back_to_live_the_month_again(cli):
    """Issue 18 item 11: "1 bis 6 Felder weiter"; only Pay Day's last step and Daylight
    Savings move a token back."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # day 3: two letters
    cli.ok("draw", "Postcard from Grandma", "Postcard from the Beach")
    cli.ok("next")
    cli.ok("move", "Bob", "4")                                 # day 4, a Buyer
    cli.ok("next")
    before = cli.json("status")
    for day, message in (("1", "Ann is on day 3, so `land` takes a day from 4 to 31"),
                         ("3", "Ann is on day 3, so `land` takes a day from 4 to 31"),
                         ("0", "Ann is on day 3, so `land` takes a day from 4 to 31")):
        result = cli("land", "Ann", day)
        assert (result.code, result.err) == (1, f"error: tokens only go forward: {message}\n")
    assert cli.json("status") == before
    cli.ok("land", "Ann", "8")                                 # forward is the table's move
    assert cli.json("status")["players"][0]["day"] == 8
