"""Issue 29, Discretion: every amount built from parts says them (money.in_parts), in the log,
`log --player` and a phone's preview, in English, German and Polish, through the CLI."""

import pytest

from companion.cli.asking import command_tree
from companion.moves import asking
from companion.moves.context import Context


def ann_builds_six(cli) -> None:
    """Ann owns Oakfield Farm (plot 1, A1-C3) and builds six buildings in the building round;
    Bob owns Ashby Common (10) and Long Furlong (11), bare. Ann has 490,000 left."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "1", "--winner", "Ann", "--price", "10k")
    cli.ok("auction", "10", "--winner", "Bob", "--price", "10k")
    cli.ok("auction", "11", "--winner", "Bob", "--price", "10k")
    for _ in range(4):
        cli.ok("auction", "--no-bid")
    cli.ok("pay", "Bank", "Ann", "1M", "--reason", "a gift")
    for building, cell in (("housing", "A1"), ("offices", "B1"), ("housing", "A2"),
                           ("retail", "B2"), ("industry", "C1"), ("services", "C2")):
        cli.ok("build", "Ann", building, cell)


def play(cli) -> str:
    """Two Bank Loans, a Housing Rent, Interest and the loans repaid, a Harvest, Loan Shark
    money handed back: the log of it all."""
    ann_builds_six(cli)
    cli.ok("loan", "take", "Ann", "2")           # 6 buildings secure 2 loans
    cli.ok("next")
    cli.ok("next")
    cli.ok("event", "housing-rent")               # Ann draws
    cli.ok("event", "interest")                   # Bob draws
    cli.ok("loan", "repay", "Ann", "2")
    cli.ok("event", "harvest")                    # Ann draws
    cli.ok("shark", "take", "Bob", "--for", "3.1M")   # Bob: 2,900,000, short 200,000
    cli.ok("event", "offices-rent")               # Bob draws: his shark money goes back
    return cli.ok("log")


def test_each_amount_says_its_parts_in_the_log(cli):
    log = play(cli)
    # Housing A1 touches offices B1 (100,000); housing A2 touches retail B2 (100,000).
    for line in (
            "Bank -> Ann 1,000,000: takes 2 Bank Loans x 500,000",
            "Bank -> Ann 200,000: Housing Rent: 100,000 (housing A1, next to offices) + "
            "100,000 (housing A2, next to retail)",
            "Ann -> Bank 200,000: Interest: 2 Bank Loans x 100,000",
            "Ann -> Bank 1,000,000: repays 2 Bank Loans x 500,000, the principal: with this "
            "card's interest a loan costs 600,000 (500,000 principal + 100,000 interest)",
            "Bank -> Bob 420,000: Harvest: Ashby Common (plot 10) 230,000 + Long Furlong "
            "(plot 11) 190,000",
            "Bank -> Bob 200,000: takes 2 Loan Shark loans x 100,000",
            "Bob -> Bank 200,000: hands back 2 Loan Shark loans x 100,000 unspent at the "
            "turn's end"):
        assert line in log, line
    # Ann: 3,490,000 - 3,000,000 built + 1,000,000 lent + 200,000 rent - 200,000 interest
    # - 1,000,000 repaid - 50,000 (Harvest, every plot built) + 300,000 (Offices Rent: B1
    # touches housing, industry, retail); Bob: 2,500,000 - 20,000 + 420,000.
    assert ("Bank -> Ann 300,000: Offices Rent: 300,000 (offices B1, next to housing, "
            "industry, retail)") in log
    cash = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert cash == {"Ann": 740_000, "Bob": 2_900_000}


def test_log_of_one_player_says_the_parts(cli):
    play(cli)
    mine = cli.ok("log", "--player", "Ann")
    assert ("Housing Rent: 100,000 (housing A1, next to offices) + 100,000 (housing A2, next "
            "to retail)") in mine
    assert "(500,000 principal + 100,000 interest)" in mine


@pytest.mark.parametrize("lang, words", [
    ("de", ("Housing Rent: 100.000 (housing A1, neben offices) + 100.000 (housing A2, neben "
            "retail)", "Zinsen: 2 Bankkredite × 100.000",
            "(500.000 Kreditbetrag + 100.000 Zinsen)")),
    ("pl", ("Housing Rent: 100\u00a0000 (housing A1, obok: offices) + 100\u00a0000 (housing "
            "A2, obok: retail)", "Odsetki: 2 kredyty bankowe × 100\u00a0000",
            "(500\u00a0000 kapitału + 100\u00a0000 odsetek)")),
])
def test_the_parts_in_german_and_polish(cli, lang, words):
    play(cli)
    log = cli.ok("--lang", lang, "log")
    for said in words:
        assert said in log, said


def test_a_phone_s_preview_says_the_parts(cli):
    ann_builds_six(cli)
    context = Context(cli.game)
    summary, effects = asking.rehearse(context, command_tree(context),
                                       ["loan", "take", "Ann", "2"])
    assert "Bank -> Ann 1,000,000: takes 2 Bank Loans x 500,000" in effects
