"""Pay Day through the CLI: a loan partly repaid pays its 20% on what is left, and never on
less; a loan repaid off Pay Day is refused (see also test_payday_days's ways to cheat)."""

from tests.payday_helpers import rest_cli, walk_cli


def ann(cli) -> dict:
    return cli.json("status")["players"][0]


def test_interest_after_a_partial_repayment_is_on_the_rest_of_the_loan(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "3", "--seed", "1")
    cli.ok("loan", "take", "Ann", "500")                       # 325 + 500
    result = cli("loan", "repay", "Ann", "500")
    assert (result.code, result.err) == (
        1, "error: A loan is repaid only on the player's own Pay Day, after the bills (Ann is "
           "on day 0)\n")
    walk_cli(cli, "Ann", 31)                                   # wage 325, 20% of 500 = 100
    cli.ok("loan", "repay", "Ann", "200")
    assert (ann(cli)["cash"], ann(cli)["loan"]) == (325 + 500 + 325 - 100 - 200, 300)
    cli.ok("next")
    rest_cli(cli, "Bob")
    walk_cli(cli, "Ann", 31)                                   # 20% of the 300 left = 60
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
    for day in ("1", "3", "0"):
        result = cli("land", "Ann", day)
        assert (result.code, result.err) == (
            1, "error: a token goes 1 to 6 days forward: Ann is on day 3, so `land` takes a "
               "day from 4 to 9\n")
    assert cli.json("status") == before
    cli.ok("land", "Ann", "8")                                 # forward is the table's move
    assert cli.json("status")["players"][0]["day"] == 8


def test_a_token_moved_by_hand_goes_at_most_six_days_so_no_mail_day_is_jumped(cli):
    """"1 bis 6 Felder weiter": `land Ann 31` from Start skipped every Mail day, so every
    bill of the month. A hand-moved token goes as far as one die could take it."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    before = cli.json("status")
    for day in ("31", "payday", "7", "15"):
        result = cli("land", "Ann", day)
        assert (result.code, result.err) == (
            1, "error: a token goes 1 to 6 days forward: Ann is on day 0, so `land` takes a "
               "day from 1 to 6\n")
    assert cli.json("status") == before
    cli.ok("land", "Ann", "6")                                 # the Poker Game: a 6 thrown
    cli.ok("next")
    cli.ok("land", "Bob", "1")                                 # one letter
    cli.ok("draw", "Postcard from Grandma")
    cli.ok("next")
    for day in (13, 12, 11, 10, 9, 8, 7):                      # 6 + 6 = 12 at most
        result = cli("land", "Ann", str(day))
        assert (result.code == 0) == (day <= 12), day
        if result.code == 0:
            assert cli.json("status")["players"][0]["day"] == day
            cli.ok("undo")


def test_a_named_draw_takes_a_card_still_in_the_pile_or_says_where_it_is(cli):
    """Issue 18 item 15: a third Tax Refund came out of the discards of a deck of two."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # two letters
    cli.ok("draw", "Tax Refund", "Tax Refund")                 # 2 x 60, both discarded
    cli.ok("next")
    cli.ok("move", "Bob", "1")                                 # one letter
    before = cli.json("status")
    result = cli("draw", "Tax Refund")
    assert (result.code, result.err) == (
        1, "error: no Tax Refund is left in the pile to draw: 2 in the discards; check the "
           "card's name\n")
    assert cli.json("status") == before
    cli.ok("draw", "Dr. Goodbody")                             # a bill Bob holds
    cli.ok("next")
    cli.ok("move", "Ann", "2")                                 # day 5, one letter
    result = cli("draw", "Dr. Goodbody")
    assert result.err == ("error: no Dr. Goodbody is left in the pile to draw: 1 with Bob; "
                          "check the card's name\n")
    cli.ok("draw")                                             # the top of companion's pile
    assert [p["cash"] for p in before["players"]] == [325 + 120, 325]


def test_a_named_deal_held_by_a_player_cannot_be_drawn_again(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "2")
    cli.ok("draw", "Jukebox")
    cli.ok("buy")
    cli.ok("commission", "--throws", "Ann=2,Bob=5")
    cli.ok("next")
    cli.ok("move", "Bob", "2")
    result = cli("draw", "Jukebox")
    assert result.err == ("error: no Jukebox is left in the pile to draw: 1 with Ann; check "
                          "the card's name\n")


def test_a_deal_put_under_the_pile_is_not_drawn_again_at_once(cli):
    """Issue 29, cards claimed once (ruling 13): a deal put back goes under the 16 cards of
    the Deal pile, so the next Deal day cannot name it while the 15 others lie on it."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "2")                                 # day 2, a Deal
    cli.ok("draw", "Antique Clock")
    cli.ok("pass")                                             # under the Deal pile
    cli.ok("next")
    cli.ok("move", "Bob", "2")                                 # day 2, a Deal
    before = cli.json("status")
    result = cli("draw", "Antique Clock")
    assert (result.code, result.err) == (1, (
        "error: Antique Clock cannot be on top of the pile now: it went under it, and 15 cards "
        "lie on it; check the card's name\n"))
    assert cli.json("status") == before
    out = cli.ok("draw")                                       # companion's top card instead
    assert "Bob draws the deal" in out and "Antique Clock" not in out
