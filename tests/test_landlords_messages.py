"""The Landlord's Game: messages that fit the game (issue 7, item 7)."""


def test_amounts_are_suggested_in_dollars(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    for args in (("build", "Ann", "Wayback", "--bid", "ten"), ("pay", "Ann", "Bob", "ten"),
                 ("count", "Ann", "ten")):
        result = cli(*args)
        assert (result.code, result.err) == (1, "error: not an amount: 'ten' (try 90 or $90)\n")


def test_no_suggestion_for_a_name_far_from_every_space(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    result = cli("land", "Ann", "Earth")
    assert result.err == ("error: unknown space 'Earth' (a board number 1 to 40, or a name: "
                          "`companion board` lists them)\n")
    assert cli("land", "Ann", "Brodway").err == ("error: unknown space 'Brodway' (did you mean "
                                                 "Broadway?)\n")


def test_a_pending_sale_does_not_hide_other_mistakes(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # Lonely Lane, for sale
    for args, message in [
        (("move", "Bob", "13"), "a throw of two dice moves 2 to 12 spaces, not 13"),
        (("land", "Bob", "Brodway"), "unknown space 'Brodway' (did you mean Broadway?)"),
        (("build", "Bob", "Fuel"), "houses stand on lots only, and Fuel (2) is not one"),
        (("chance", "Bob", "legacy"), "Bob is on Mother Earth (0): only a player who has just "
                                      "stopped on a Chance space (22 or 37) draws a red card"),
        (("move", "Bob", "7"), "Lonely Lane (3) is for sale after Ann stopped on it"),
    ]:
        result = cli(*args)
        assert result.code == 1 and result.err.startswith(f"error: {message}"), args


def test_decline_means_only_that_no_one_buys(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("move", "Ann", "8")                                 # Speculation
    result = cli("decline")
    assert result.err == ("error: no card is for sale: `companion decline` says no one buys "
                          "the card of the space stopped on; to refuse Speculation: "
                          "`companion speculate Ann --refuse`\n")
    assert "Ann refuses to speculate and stays on Mother Earth (0)" in cli.ok(
        "speculate", "Ann", "--refuse")


def test_one_house_is_one_house(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--average")                                # Ann holds Wall Street
    assert cli("build", "Ann", "Wall Street").err == (
        "error: Ann has $75; building 1 house costs $100\n")
    cli.ok("pay", "Miscellaneous", "Ann", "100")
    out = cli.ok("build", "Ann", "Wall Street")
    assert "builds 1 house on Wall Street (38)" in out and "1 houses" not in out


def test_the_top_level_help_names_only_the_open_game_s_commands(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    text = " ".join(cli.ok("--help").split())
    assert "auction" not in text and "draw" not in text
    assert "poorhouse" in text and "borrow" in text


def test_status_says_what_the_waiting_decision_takes(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("move", "Ann", "8")                                 # Speculation
    text = " ".join(cli.ok("status").split())
    assert ("Waiting: the Broker's License is for sale first (`companion buy NAME "
            "\"Speculation\"`); then Ann may speculate: `companion speculate Ann DICE`, or "
            "refuse and stay put: `companion speculate Ann --refuse`") in text
    assert "decline" not in text


def test_effect_lines_and_the_status_write_dollars_and_counts_as_the_game_does(cli):
    """Issue 18 item 21: one money style ($1,200) and one plural helper (1 house, 2 houses)
    for the log and the status; before, `$1200`, `1 houses on the board`, `1 luxury`."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "3")
    cli.ok("deal", "--average")
    assert "#2 Miscellaneous pays Ann $1,200\n" in cli.ok("pay", "Miscellaneous", "Ann", "1200")
    cli.ok("build", "Ann", "Wall Street")
    assert "tax on Fuel (2) (1 house on the board)" in cli.ok("land", "Bob", "Fuel")
    cli.ok("land", "Ann", "Luxury")                      # $75 to MISCELLANEOUS
    cli.ok("borrow", "Ann")                              # a $100 note
    status = cli.ok("status")
    # Ann: 75 + 1,200 - 100 (house) - 75 (Luxury) + 100 (note) = 1,200. MISCELLANEOUS paid
    # 1,200 starting cash, took back 2 x 200 from the average hands, paid 1,200 and 100,
    # took 100 for the house and 75 for the Luxury: 1,925 net.
    ann = next(line for line in status.splitlines() if line.strip().startswith("Ann "))
    assert "$1,200" in ann and "1 Luxury card" in ann and "1 note ($100)" in ann
    assert ("Treasury $660, Miscellaneous has paid out $1,925 net, wages $100, necessity tax "
            "$10, 1 house on the board.") in " ".join(status.split())
