"""Issue 29, The Landlord's Game: every amount built from parts says them (money.in_parts),
in the log, `log --player` and a phone's preview, in English, German and Polish."""

import pytest

from companion.cli.asking import command_tree
from companion.moves import asking
from companion.moves.context import Context
from tests.test_landlords_landing import Table


def play(cli) -> None:
    """Average hands (Cy holds the Broker's License); Ann speculates and wins $70 on a 9,
    paying the Broker 10%; Bob borrows $50 from Ann on Grand Boulevard, repaid with $60."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("deal", "--average")
    cli.ok("move", "Ann", "8")                                  # Speculation
    cli.ok("speculate", "Ann", "4,5")                           # $10 ante, wins $70
    cli.ok("borrow", "Bob", "Grand Boulevard", "--from", "Ann", "--amount", "50",
           "--repay", "60")
    cli.ok("repay", "Bob", "--to", "Ann")


def test_the_brokers_share_and_a_loan_repaid_say_their_parts(cli):
    play(cli)
    mine = cli.ok("log", "--player", "Ann")
    for line in ("Ann -> Cy $7: 10% of $70 to the Broker",
                 "Bob -> Ann $60: repays the loan on Grand Boulevard (36): $50 lent + $10 "
                 "interest"):
        assert line in mine, line
    assert "Bob owes Ann $60 on this loan ($50 lent + $10 interest" in cli.ok("log")
    cash = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    # Ann: $75 - $10 ante + $70 - $7 - $50 lent + $60; Bob: $75 + $50 - $60; Cy: $75 + $10 + $7
    assert cash == {"Ann": 138, "Bob": 65, "Cy": 92}


@pytest.mark.parametrize("lang, words", [
    ("de", ("10 % von 70 $ an den Makler", "50 $ geliehen + 10 $ Zinsen")),
    ("pl", ("10% z 70 $ dla maklera", "50 $ pożyczone + 10 $ odsetek")),
])
def test_the_parts_in_german_and_polish(cli, lang, words):
    play(cli)
    log = cli.ok("--lang", lang, "log")
    for said in words:
        assert said in log, said


def test_a_phones_preview_of_a_note_repaid_says_its_parts(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--average")
    cli.ok("borrow", "Ann", "Wall Street", "The Bowery")      # a $100 note from MISCELLANEOUS
    context = Context(cli.game)
    _summary, effects = asking.rehearse(context, command_tree(context),
                                        ["repay", "Ann"])
    assert any(e.startswith("Ann -> Miscellaneous $100: repays the loan on ") and
               e.endswith(": $100 lent") for e in effects), effects


def test_raised_wages_and_doubled_rent_say_their_parts():
    """Single Tax Rule 6: wages raised $10 for every $50 (here twice); a section with a house
    on every lot doubles its land rent: Wall Street's $22 once, $44."""
    t = Table()
    t.do("single-tax", votes=["Ann", "Bob"])
    t.state.wage_raise = 20
    t.at("Ann", 38)
    effects = t.do("move", player="Ann", steps=4)                # passes MOTHER EARTH: Fuel
    assert ("Miscellaneous -> Ann $120: wages at MOTHER EARTH: $100 + $20 raised by the "
            "Single Tax") in effects
    t.give("Cy", 36, 38, houses=1)
    t.land("Bob", 38)
    assert ("Bob -> Treasury $44: land rent of Wall Street (38) (Single Tax): $22 doubled 1 "
            "time by its section") in t.state.effects
