"""Bad Discretion input through the CLI: one clear stderr line, non-zero exit, game unchanged."""

import pytest

from tests.discretion_helpers import land_tax_on_oakfield

from tests.test_cli import assert_refused


@pytest.fixture
def table(cli):
    """Ann owns Oakfield Farm (A1-C3) with housing at A1, and Mill Meadow (A4-C6); Bob owns
    Kingsmead (D1-F3). Play has begun and Ann is active."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5")
    cli.ok("auction", "1", "--winner", "Ann", "--price", "300k")
    cli.ok("auction", "Kingsmead", "--winner", "Bob", "--price", "300k")
    cli.ok("auction", "mill", "--winner", "Ann", "--price", "300k")
    for _ in range(4):
        cli.ok("auction", "--no-bid")
    cli.ok("build", "Ann", "housing", "A1")
    cli.ok("next")
    cli.ok("next")                      # the building round is over: Ann draws first
    return cli


@pytest.mark.parametrize("args, message", [
    (["auction", "Oakfeld", "--winner", "Ann", "--price", "1k"], "no auction is due"),
    (["build", "Zed", "housing", "A2"], "unknown player 'Zed'"),
    (["build", "Anne", "housing", "A2"], "did you mean Ann?"),
    (["build", "Ann", "hotels", "A2"], "unknown building type 'hotels'"),
    (["build", "Ann", "housing", "L2"], "not a cell: 'L2'"),
    (["build", "Ann", "housing", "A12"], "not a cell: 'A12'"),
    (["build", "Ann", "housing", "D1"], "D1 is on Kingsmead (plot 2), Bob's land"),
    (["build", "Ann", "housing", "A1"], "A1 is taken by the housing at A1"),
    (["build", "Ann", "offices", "A2+B3"], "do not share an edge"),
    (["build", "Ann", "offices", "C1+D1"], "Bob's land"),
    (["build", "Ann", "offices", "A2+A2"], "same cell twice"),
    (["build", "Ann", "offices", "A2+A3+A4"], "not a building position"),
    (["build", "Bob", "retail", "D1"], "only the active player (Ann) may build"),
    (["loan", "take", "Ann"], "enough collateral for 0 Bank Loans"),
    (["loan", "take", "Ann", "0"], "0"),
    (["shark", "take", "Ann"], "say what the loan is for"),
    (["shark", "take", "Ann", "--for", "100k"], "the Loan Shark lends only to those who cannot pay"),
    (["shark", "take", "Ann", "--for", "-5"], "amount"),
    (["demolish", "E5"], "there is no building at E5"),
    (["event", "land-tax"], "comes into play in Year 4"),
    (["event", "housing-rnt"], "did you mean housing-rent?"),
    (["event", "zzz"], "unknown event card 'zzz'; in play: housing-rent, offices-rent"),
    (["forfeit", "Ann", "mill"], "right after a Land Tax card"),
    (["bankrupt", "Bob"], "Bob owes nothing"),
    (["pay", "Ann", "Bob", "1.5"], "not a whole amount"),
    (["pay", "Ann", "Bob", "95"], "95 cannot be paid in notes: the smallest is 10,000"),
])
def test_bad_input_is_refused_cleanly(table, args, message):
    code = 2 if args == ["loan", "take", "Ann", "0"] else 1   # a count below 1: usage error
    assert_refused(table, args, message, code=code)


def test_no_card_during_the_building_round(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob")
    for _ in range(7):
        cli.ok("auction", "--no-bid")
    assert_refused(cli, ["draw"], "the one-time building round is on: Ann builds")


def test_unknown_plot_in_auction_gets_a_suggestion(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob")
    assert_refused(cli, ["auction", "Kingsmeed", "--winner", "Ann", "--price", "1k"],
                   "did you mean Kingsmead?")
    assert_refused(cli, ["auction", "99", "--winner", "Ann", "--price", "1k"], "unknown plot 99")
    assert_refused(cli, ["auction", "1", "--winner", "Ann", "--price", "95"],
                   "95 cannot be paid in notes")
    assert_refused(cli, ["auction", "1", "--winner", "Ann", "--price", "3M"],
                   "raise cash first (`companion shark take Ann --for 3000000`)")
    assert_refused(cli, ["auction", "1", "--winner", "Ann", "--price", "5M"],
                   "the 2,500,000 shortfall is more than Ann can borrow")
    assert_refused(cli, ["auction", "1"], "give --winner NAME --price AMOUNT, or --no-bid", code=2)


def test_a_corrupt_data_file_is_refused_with_file_and_field(cli, tmp_path):
    from companion.paths import CARDS

    bad = tmp_path / "mine.toml"
    text = (CARDS / "discretion" / "discretion.toml").read_text()
    bad.write_text(text.replace("harvest = 180_000", "harvst = 180_000"))
    result = cli("new", "discretion", "--players", "A,B", "--data", str(bad))
    assert result.code == 1 and not cli.game.exists()
    assert "mine.toml: plots[0]: missing field 'harvest'" in result.err
    assert "unknown field 'harvst'" in result.err


def test_status_always_says_what_comes_next(table):
    assert table.ok("status").splitlines()[-1] == (
        "Next: Ann may build or borrow, then draws: `companion draw`, or `companion event CARD` "
        "for the card the table drew")


def test_a_debtor_is_shown_only_the_ways_open_to_them(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("auction", "Oakfield", "--winner", "Ann", "--price", "100k")
    cli.ok("auction", "Kingsmead", "--winner", "Bob", "--price", "2M")
    for _ in range(5):
        cli.ok("auction", "--no-bid")
    cli.ok("next")
    cli.ok("build", "Bob", "offices", "D1")        # Bob: 2,500,000 - 2,500,000 = 0
    cli.ok("next")
    cli.ok("next")
    cli.ok("event", "harvest")                    # Ann draws: Bob owes the 50,000 penalty
    # Not the active player and not a tax: no Bank Loan for Bob. One shark loan covers the
    # 50,000 (it offered "up to 20", and `shark take Bob 2` is refused).
    assert cli.ok("status").splitlines()[-1] == (
        "Next: Bob must pay the 50,000 they owe: `companion shark take Bob` (1 Loan Shark "
        "loan), or `companion demolish CELL` (D1)")
    assert cli.json("status")["players"][1]["can_raise"] == {
        "bank_loans": 0, "shark_loans": 1, "shark_needed": 1, "demolitions": ["D1"],
        "forfeits": [], "bareable": [], "most": 200_000}
    assert "the 50,000 shortfall takes 1 loan: no" in cli("shark", "take", "Bob", "2").err


def test_a_debt_nothing_can_cover_offers_no_shark_loan(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "Oakfield", "--winner", "Ann", "--price", "100k")
    cli.ok("auction", "Kingsmead", "--winner", "Bob", "--price", "2M")
    for _ in range(5):
        cli.ok("auction", "--no-bid")
    cli.ok("next")
    cli.ok("build", "Bob", "offices", "D1")        # Bob: 0 cash
    cli.ok("shark", "take", "Bob", "18", "--for", "1.8M")
    cli.ok("pay", "Bob", "Bank", "1.8M", "--reason", "used")
    cli.ok("next")
    cli.ok("event", "end-of-year")                 # Ann draws: Bob owes 18 x 100,000
    # 2 more shark loans and D1 demolished raise 300,000 at most: no shark loan is lent
    # for a debt it cannot pay (issue 29), so none is offered.
    assert cli.ok("status").splitlines()[-1] == (
        "Next: Bob cannot raise the 1,800,000 they owe (`companion demolish CELL` (D1) are not "
        "enough): `companion bankrupt Bob`")
    assert "(at most 300,000): a Loan Shark loan would not avert bankruptcy" in cli(
        "shark", "take", "Bob", "2").err


def test_a_game_played_under_the_earlier_rules_is_refused_by_name(cli):
    import json

    import sqlite3

    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "--no-bid")
    sqlite3.connect(cli.game, isolation_level=None).execute(   # as if an older file
        "UPDATE meta SET value = ? WHERE key = 'rules_version'", (json.dumps("discretion-1"),))
    result = cli("status")
    assert result.code == 1
    assert result.err == (f"error: {cli.game} was played under rules 'discretion-1'; this "
                          f"companion has 'discretion-8'\n")


def test_a_payment_from_or_to_a_player_who_is_out_says_so(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "1")
    for _ in range(7):
        cli.ok("auction", "--no-bid")
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "20", "--for", "2M")
    cli.ok("pay", "Bob", "Bank", "2M", "--reason", "used")
    for _ in range(3):
        cli.ok("next")
    cli.ok("event", "end-of-year")                 # Bob owes 20 x 100,000 and has nothing
    cli.ok("bankrupt", "Bob")
    for payer, payee in (("Bob", "Ann"), ("Ann", "bo")):
        result = cli("pay", payer, payee, "10k")
        assert (result.code, result.err) == (
            1, "error: Bob is out of the game: no money moves to or from them\n")
    assert "unknown account 'Zed' (choose from Ann, Cy, Bank)" in cli("pay", "Zed", "Ann", "10k").err


def test_count_checks_the_banks_notes_against_the_kit(cli):
    # The kit prints 80 x 10,000, 20 x 20,000, 80 x 50,000, 48 x 100,000, 32 x 200,000,
    # 32 x 500,000 and 20 x 1,000,000: 52,400,000. Two players start with 5,000,000 of it.
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    assert cli.ok("count", "bank", "47.4M") == "Bank: 47,400,000 counted, matches the ledger.\n"
    cli.ok("auction", "--winner", "Ann", "--price", "300k")
    result = cli("count", "Bank", "47.4M")
    assert result.code == 1 and result.err.startswith(
        "error: Bank: counted 47,400,000, the ledger says 47,700,000: 300,000 less than it "
        "should be.")
    assert cli.json("count", "Bank", "47.7M")["difference"] == 0


def test_a_land_tax_debtor_with_one_plot_is_pointed_to_that_plot(cli):
    # Year 4, Ann broke with Oakfield Farm (9 acres x 10,000 = 90,000 owed): one plot, "plot 1".
    land_tax_on_oakfield(cli)
    assert cli.ok("status").splitlines()[-1] == (
        "Next: Ann must pay the 90,000 they owe: `companion forfeit Ann PLOT` (plot 1), or "
        "`companion shark take Ann` (1 Loan Shark loan)")
    assert "`companion forfeit Ann PLOT` (plot 1), `companion shark" in cli("bankrupt", "Ann").err
