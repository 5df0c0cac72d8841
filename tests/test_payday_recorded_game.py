"""A recorded Pay Day game (tests/fixtures/payday/): two players, one month, typed through the
command line; its end, score, report and BG Stats export against the sums done by hand."""

import shlex
from pathlib import Path

import pytest

from companion.core.session import Session
from companion.table import bgstats, report as report_mod
from tests.test_table_report import report_html

RECORDED = Path(__file__).parent / "fixtures" / "payday" / "two-players-one-month.txt"

# By hand, line by line in the fixture's comments:
# Ann: 325 - 250 clock + 400 sold - 100 poker - 50 election + 50 windfall + 100 lottery
#      + 60 commission - 135 bills (85 + 50) = 400; 300 of it deposited on Pay Day.
# Bob: 325 + 25 commission + 60 refund + 100 poker - 200 insurance - 50 election + 100 pot
#      + 300 loan - 600 racehorse = 60; Pay Day: - 60 interest (20% of 300) = 0, + 200 loan
#      - 150 bill = 50, owing 300 + 200 = 500. The Dent & Scratch bill (100) was cancelled.
CASH, SAVINGS, LOAN = {"Ann": 100, "Bob": 50}, {"Ann": 300, "Bob": 0}, {"Ann": 0, "Bob": 500}
TOTAL = {"Ann": 100 + 300, "Bob": 50 - 500}


def lines() -> list[list[str]]:
    found = [shlex.split(line, comments=True) for line in RECORDED.read_text().splitlines()]
    return [argv for argv in found if argv]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    from tests.conftest import Cli

    cli = Cli(tmp_path_factory.mktemp("payday") / "game.db")
    for argv in lines():
        cli.ok(*argv)
    return cli


def test_the_game_ends_with_the_cash_savings_and_loans_counted_by_hand(played):
    status = played.json("status")
    assert status["pot"] == 0 and status["active"] is None
    for p in status["players"]:
        name = p["name"]
        assert (p["cash"], p["savings"], p["loan"]) == (CASH[name], SAVINGS[name], LOAN[name])
        assert (p["day"], p["months_done"], p["bills"], p["deals"]) == (31, 1, [], [])
    assert [p["insurance"] for p in status["players"]] == [[], ["auto"]]
    balances = played.json("log", "--last", "1")["entries"][0]["balances"]
    assert balances == {"Bank": -(100 + 300 + 50), "Pot": 0, "Ann": 100, "Ann's savings": 300,
                        "Bob": 50, "Bob's savings": 0}
    assert "the game is over" in played.ok("status")


def test_the_score_is_cash_plus_savings_minus_the_loan(played):
    assert played.json("score") == {
        "game": "payday", "final": True, "winner": "Ann", "tied": [], "players": [
            {"name": name, "total": TOTAL[name], "eliminated": False, "cash": CASH[name],
             "savings": SAVINGS[name], "loan": LOAN[name]} for name in ("Ann", "Bob")]}


def test_the_report_counts_the_same(played):
    report = played.json("report")
    assert report["final"] is True and report["points"] == TOTAL
    assert report["winners"] == ["Ann"] and report["score"] == played.json("score")
    assert {name: worth[-1] for name, worth in report["net_worth"]["players"].items()} == TOTAL
    moments = report["moments"]
    assert (moments["largest_payment"]["amount"], moments["largest_payment"]["payer"]) == \
        (600, "Bob")
    assert [(m["player"], m["amount"]) for m in moments["loans_taken"]] == \
        [("Bob", 300), ("Bob", 200)]
    assert report["length"]["actions"] == sum(argv[0] != "new" for argv in lines())
    page = report_html(report)
    assert "Winner: <b>Ann</b>" in page and "Loans taken: Bob 500 $ loan</li>" in page


def test_the_bgstats_export_scores_the_same(played):
    session = Session.open(played.game)
    play = bgstats.play(session, report_mod.gather(session))
    assert [(p["name"], p["score"], p["winner"], p["startPlayer"]) for p in play["players"]] == \
        [("Ann", 400, True, True), ("Bob", -450, False, False)]
