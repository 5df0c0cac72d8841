"""Every Eurobusiness amount built from parts says them (issue 29, item 6), in the log, in
`log --player` and in the preview a phone's request shows, in English, German and Polish:
a sale back to the bank, a mortgage lifted with its 10%, a Chance card by houses and hotels,
a doubled rent, the 10% on a mortgage taken over."""

import pytest

from companion.cli.asking import command_tree
from companion.core.errors import RuleViolation
from companion.moves import asking
from companion.moves.context import Context
from tests.eurobusiness_helpers import BANK, Table

SETUP = ("deal --hand Ann=2,4 --hand Bob=6,7 --hand Cy=9,10",
         "build Ann 2", "build Ann 4", "build Ann 2")    # Thessaloniki 2 houses, Athens 1


@pytest.fixture
def game(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    for line in SETUP:
        cli.ok(*line.split())
    return cli


def effects(cli, *args: str) -> list[str]:
    cli.ok(*args)
    return cli.json("log")["entries"][-1]["effects"]


def test_each_amount_says_its_parts_in_the_log(game):
    # a house back at half its cost (100 $ a house in Greece)
    assert effects(game, "sell-building", "Ann", "2") == [
        "Bank -> Ann 50 $: sells a house on Thessaloniki (2): 1 house x 50 $ (1/2 of the cost)"]
    # the red deck's "Modernise your cities: pay 80 $ a house and 230 $ a hotel", 2 houses
    game.ok("move", "Ann", "7")                         # Red Chance (8)
    assert effects(game, "draw", "Ann", "modernise")[-1] == (
        "Ann -> Bank 160 $: Chance: modernise: 2 houses x 80 $")
    # Naples' mortgage 100 $ and its 10%; Rome's 120 $ and 12 $ rounded down to 10 $ (5 $ notes)
    game.ok("mortgage", "Bob", "7")
    assert effects(game, "unmortgage", "Bob", "7") == [
        "Bob -> Bank 110 $: lifts the mortgage of Naples (7): 100 $ + 10 $ (10% of 100 $)"]
    game.ok("mortgage", "Cy", "10")
    assert effects(game, "unmortgage", "Cy", "10") == [
        "Cy -> Bank 130 $: lifts the mortgage of Rome (10): 120 $ + 10 $ (10% of 120 $, "
        "rounded down to the smallest note)"]
    told = game.ok("log", "--player", "Cy")
    assert "lifts the mortgage of Rome (10): 120 $ + 10 $ (10% of 120 $, rounded down" in told


@pytest.mark.parametrize("lang, sale, lift", [
    ("de", "Bank -> Ann 50 $: verkauft ein Haus auf Thessaloniki (2): 1 Haus x 50 $ (1/2 der "
           "Kosten)",
     "Bob -> Bank 110 $: löst die Hypothek auf Naples (7) ab: 100 $ + 10 $ (10% von 100 $)"),
    ("pl", "Bank -> Ann 50 $: sprzedaż domu na polu Saloniki (2): 1 dom x 50 $ (1/2 kosztu)",
     "Bob -> Bank 110 $: wykup pola Neapol (7) z zastawu: 100 $ + 10 $ (10% z 100 $)"),
])
def test_the_parts_in_german_and_polish(game, lang, sale, lift):
    game.ok("sell-building", "Ann", "2")
    game.ok("mortgage", "Bob", "7")
    game.ok("unmortgage", "Bob", "7")
    told = game.ok("--lang", lang, "log")
    assert sale in told and lift in told


def test_a_phones_preview_says_the_parts(game):
    """A request rehearsed before the banker accepts it shows the same parts."""
    game.ok("mortgage", "Bob", "7")
    context = Context(game.game)
    summary, said = asking.rehearse(context, command_tree(context),
                                    ["unmortgage", "Bob", "7"])
    assert said == ["Bob -> Bank 110 $: lifts the mortgage of Naples (7): 100 $ + 10 $ "
                    "(10% of 100 $)"]


def test_a_hotel_sold_back_and_bought_back_at_a_bankruptcy_by_its_parts():
    """A hotel stands for 4 houses and its surcharge (a house's price): half of each back."""
    t = Table()
    t.give("Ann", 38, 40)
    t.give("Ann", 40, hotel=True)
    t.give("Ann", 38, houses=2)
    assert t.changes("sell-building", player="Ann", city=40) == {"Ann": 1000, BANK: -1000}
    assert t.state.effects == ["Bank -> Ann 1,000 $: sells the hotel on Vienna (40): 4 houses "
                               "x 200 $ + 200 $ for the hotel (1/2 of the cost)"]
    t.give("Ann", 40, hotel=True)
    t.do("pay", **{"from": "Ann", "to": "Bank", "amount": t.cash("Ann"), "reason": "a test"})
    t.land("Ann", 39)                                   # Wealth Tax, 200 $, with nothing
    with pytest.raises(RuleViolation):
        t.do("bankrupt", player="Ann")                  # the buildings would pay it
    t.state.debts[0].amount = 10_000
    t.do("bankrupt", player="Ann")
    said = " ".join(t.state.effects)
    assert "the bank buys back the hotel on Vienna (40): 4 houses x 200 $ + 200 $ for the " \
           "hotel (1/2 of the cost)" in said
    assert "the bank buys back the houses on Innsbruck (38): 2 houses x 200 $ (1/2 of the " \
           "cost)" in said


def test_a_mortgage_taken_over_says_its_ten_percent():
    t = Table()
    t.give("Bob", 10)
    t.state.mortgaged.append(10)
    t.state.active = "Bob"
    t.do("trade", seller="Bob", field=10, buyer="Cy", price=5)
    assert "Cy -> Bank 10 $: taking over the mortgage of Rome (10): 10 $ (10% of 120 $, " \
           "rounded down to the smallest note)" in t.state.effects


def test_a_failed_early_try_says_the_rest_of_the_fine_by_its_parts(cli):
    """"pay 100 $ and throw ... otherwise 300 $ more": the 400 $ fine less the 100 $ paid."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("land", "Ann", "31")                        # Go to Jail (31): Jail (11)
    assert effects(cli, "jail", "Ann", "--throw", "3,4")[:2] == [
        "Ann -> Bank 100 $: Jail: fee for an early try",
        "Ann -> Bank 300 $: Jail: no double (3+4), the rest of the fine: the 400 $ fine - 100 $ "
        "paid for the try"]
