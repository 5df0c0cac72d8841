"""Issue 29, Pay Day: every amount built from parts says them (money.in_parts), in the log,
`log --player` and a phone's preview, in English, German and Polish, through the CLI."""

import pytest

from companion.cli.asking import command_tree
from companion.moves import asking
from companion.moves.context import Context
from tests.payday_helpers import walk_cli


def ann_pays_day(cli) -> None:
    """Ann borrows 500 $, takes two bills on day 3 (85 $ + 40 $) and reaches Pay Day: 325 $
    wage - 100 $ interest (20% of 500 $) - 125 $ bills = 100 $."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("loan", "take", "Ann", "500")
    cli.ok("move", "Ann", "3")                                 # day 3: two letters
    cli.ok("draw", "Dr. Goodbody", "Drip Water")
    cli.ok("next")
    walk_cli(cli, "Ann", 31)


def test_pay_days_bills_and_its_sum_say_their_parts(cli):
    ann_pays_day(cli)
    mine = cli.ok("log", "--player", "Ann")
    for line in ("Ann -> Bank 125 $: 3. bills: Dr. Goodbody 85 $ + Drip Water Dept. 40 $",
                 "Ann's Pay Day: 325 $ wage - 100 $ interest - 125 $ bills = 100 $"):
        assert line in mine, line
    assert next(p for p in cli.json("status")["players"] if p["name"] == "Ann")["cash"] == (
        325 + 500 + 100)


@pytest.mark.parametrize("lang, words", [
    ("de", ("3. Rechnungen: Dr. Gutleib 85 $ + Wasserwerk Tropf 40 $",
            "Zahltag von Ann: 325 $ Lohn - 100 $ Zinsen - 125 $ Rechnungen = 100 $")),
    ("pl", ("3. rachunki: Dr. Goodbody 85 $ + Drip Water Dept. 40 $",
            "Dzień wypłaty gracza Ann: 325 $ pensji - 100 $ odsetek - 125 $ rachunków = 100 $")),
])
def test_the_parts_in_german_and_polish(cli, lang, words):
    ann_pays_day(cli)
    log = cli.ok("--lang", lang, "log")
    for said in words:
        assert said in log, said


def test_a_deal_sold_says_its_cost_and_gain_in_the_phones_preview(cli):
    """John Smith's Autograph costs 150 $ and sells for 250 $: 150 $ cost + 100 $ gained."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "2")                                 # day 2, a Deal
    cli.ok("draw", "Autograph")
    cli.ok("buy")
    cli.ok("commission", "--winner", "Bob")
    cli.ok("next")
    cli.ok("land", "Bob", "4")                                 # a Buyer day; Bob holds no deal
    cli.ok("next")
    cli.ok("land", "Ann", "4")
    context = Context(cli.game)
    _summary, effects = asking.rehearse(context, command_tree(context),
                                        ["sell", "Ann", "Autograph"])
    sold = "Bank -> Ann 250 $: sells John Smith's Autograph to the Buyer: 150 $ cost + 100 $ gained"
    assert sold in effects
    cli.ok("sell", "Ann", "Autograph")
    assert sold in cli.ok("log", "--player", "Ann")


def test_a_poker_win_and_lottery_tickets_say_their_parts(cli):
    """Ann takes Bob's and Cy's 100 $ stakes at the Poker Game (day 6): 200 $; with two
    tickets (100 $ and 50 $) she cashes 150 $ at the Lottery Drawing (day 24)."""
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # day 3: two letters
    cli.ok("draw", "lottery-100", "lottery-50")
    cli.ok("next")
    for player in ("Bob", "Cy"):
        cli.ok("land", player, "4")                            # a Buyer day: nothing asked
        cli.ok("next")
    cli.ok("move", "Ann", "3")                                 # day 6, the Poker Game
    out = cli.ok("poker", "--throws", "Ann=5,Bob=2,Cy=3")
    assert "Ann wins the Poker Game: 100 $ from Bob + 100 $ from Cy = 200 $" in out
    cli.ok("next")
    walk_cli(cli, "Ann", 24)
    assert "Ann cashes 2 lottery tickets: 100 $ + 50 $ = 150 $" in cli.ok("log")
    cash = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert (cash["Ann"], cash["Bob"], cash["Cy"]) == (325 + 200 + 150, 225, 225)
