"""Issue 29, Pay Day: the election pot taken by a 6 and a sum rounded up to the next 100 $
step say their parts (money.in_parts), in the log, in English, German and Polish, through
the CLI; every amount is worked out by hand in the comments."""

import pytest

from companion.games.payday import GAME
from tests.payday_helpers import quiet, rest_cli, walk_cli


def day_of(cli, player: str) -> int:
    return next(p["day"] for p in cli.json("status")["players"] if p["name"] == player)


def swellfare_then_election(cli) -> str:
    """Bob (loan 300: 625 $) opens I-Beam Construction (300 $) and Swellfare, stakes 100 $ and
    throws 2: the stake goes into the pot. Cy lands on the City Election: Cy, Ann and Bob pay
    50 $ each, 250 $ in the pot. Bob's next 6 takes it: what `move` prints."""
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "3", "--seed", "1")
    rest_cli(cli, "Ann")
    cli.ok("loan", "take", "Bob", "300")
    days = GAME.load_data()["days"]
    walk_cli(cli, "Bob", next(d["day"] for d in days[day_of(cli, "Bob") + 1:]
                              if d.get("letters") == 2))
    cli.ok("draw", "I-Beam Construction", "Swellfare")
    cli.ok("swellfare", "Bob", "100", "--throw", "2")
    cli.ok("next")
    walk_cli(cli, "Cy", 15)
    cli.ok("next")
    assert cli.json("status")["pot"] == 100 + 3 * 50
    here = day_of(cli, "Ann")                         # Ann rests on a quiet day, no 6
    cli.ok("land", "Ann", str(next(d for d in range(here + 1, here + 6) if quiet(d))))
    cli.ok("next")
    return cli.ok("move", "Bob", "6")


def test_the_pot_taken_by_a_six_says_the_stakes_in_it(cli):
    said = swellfare_then_election(cli)
    assert ("Pot -> Bob 250 $: throws a 6 and takes the pot: 100 $ Swellfare stake (Bob) + "
            "3 x 50 $ City Election stakes (Cy, Ann, Bob)") in said
    assert cli.json("status")["pot"] == 0


def test_money_paid_into_and_taken_out_of_the_pot_by_hand_are_parts_too(cli):
    """Ann lands on the City Election: 2 x 50 $. Ann adds 20 $ by hand and Bob takes 10 $
    out: 110 $, taken by Bob's 6 on a commission (Antique Clock, day 9)."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    walk_cli(cli, "Ann", 15)
    cli.ok("next")
    cli.ok("pay", "Ann", "Pot", "20")
    cli.ok("pay", "Pot", "Bob", "10")
    cli.ok("move", "Bob", "3")
    cli.ok("draw", "Antique Clock")
    cli.ok("buy")
    said = cli.ok("commission", "--throws", "Bob=6,Ann=2")
    assert ("Pot -> Bob 110 $: throws a 6 and takes the pot: 2 x 50 $ City Election stakes "
            "(Ann, Bob) + 20 $ paid in by hand (Ann) - 10 $ taken out by hand (Bob)") in said


def short_at_the_election(cli) -> None:
    """Ann keeps 20 $ of her 325 $ and lands on the City Election (day 15): 30 $ short of the
    50 $ stake; loans move in 100 $ steps, so she borrows 100 $: 20 + 100 - 50 = 70 $."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("pay", "Ann", "Bank", "305")
    walk_cli(cli, "Ann", 15)


def test_a_loan_rounded_up_to_the_step_says_the_shortfall_and_the_rounding(cli):
    short_at_the_election(cli)
    log = cli.ok("log")
    assert ("Ann is 30 $ short for City Election: a loan of 100 $ pays (30 $ short + 70 $ up "
            "to the next 100 $ step)") in log
    ann = cli.json("status")["players"][0]
    assert (ann["cash"], ann["loan"]) == (70, 100)


@pytest.mark.parametrize("played, lang, line", [
    (swellfare_then_election, "de",
     "Pott -> Bob 250 $: würfelt eine 6 und nimmt den Pott: 100 $ Swellfare-Einsatz (Bob) + 3 x "
     "50 $ Einsatz zur Stadtwahl (Cy, Ann, Bob)"),
    (swellfare_then_election, "pl",
     "Pula -> Bob 250 $: wyrzuca 6 i zgarnia pulę: 100 $ stawki Swellfare (Bob) + 3 x 50 $ "
     "stawki na Wybory miejskie (Cy, Ann, Bob)"),
    (short_at_the_election, "de",
     "Ann fehlen 30 $ (Stadtwahl): ein Kredit über 100 $ zahlt (30 $ Fehlbetrag + 70 $ "
     "aufgerundet auf den nächsten Schritt von 100 $)"),
    (short_at_the_election, "pl",
     "graczowi Ann brakuje 30 $ (Wybory miejskie): płaci kredyt na 100 $ (30 $ niedoboru + 70 $ "
     "zaokrąglenia w górę do pełnych 100 $)"),
])
def test_the_parts_in_german_and_polish(cli, played, lang, line):
    played(cli)
    assert line in cli.ok("--lang", lang, "log")


def test_savings_withdrawn_off_pay_day_say_the_shortfall_the_fee_and_the_rounding(cli):
    """Ann's Pay Day: 325 + 325 wage = 650 $; she saves 600 $ and pays 30 $ away: 20 $ cash.
    Bob plays to his Pay Day; Ann lands on the City Election of her second month: she is 30 $
    short, and off Pay Day a withdrawal costs a 50 $ fee: 80 $, rounded up to 100 $;
    20 + 100 - 50 fee - 50 stake = 20 $, 500 $ saved."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    walk_cli(cli, "Ann", 31)
    cli.ok("savings", "deposit", "Ann", "600")
    cli.ok("pay", "Ann", "Bank", "30")
    cli.ok("next")
    walk_cli(cli, "Bob", 31)
    cli.ok("next")
    walk_cli(cli, "Ann", 15)
    said = cli.ok("log")
    assert ("Ann is 30 $ short for City Election: savings pay 100 $ (30 $ short + 50 $ fee off "
            "Pay Day + 20 $ up to the next 100 $ step)") in said
    ann = cli.json("status")["players"][0]
    assert (ann["cash"], ann["savings"]) == (20, 500)
    assert ("Ann fehlen 30 $ (Stadtwahl): das Ersparte zahlt 100 $ (30 $ Fehlbetrag + 50 $ "
            "Gebühr außerhalb des Zahltags + 20 $ aufgerundet auf den nächsten Schritt von "
            "100 $)") in cli.ok("--lang", "de", "log")
    assert ("graczowi Ann brakuje 30 $ (Wybory miejskie): oszczędności dają 100 $ (30 $ "
            "niedoboru + 50 $ opłaty poza Dniem wypłaty + 20 $ zaokrąglenia w górę do pełnych "
            "100 $)") in cli.ok("--lang", "pl", "log")
