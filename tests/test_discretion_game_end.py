"""Issue 29, Discretion: the end of the game through the CLI. The last End of Year charges no
Loan Shark interest, the score counting each loan at 200,000 (ruling 14); no debt stands and
nothing moves money once the game is over (rulings 10, 14); the house defaults say the Land
Tax rates they invent decide the game's end."""

from tests.discretion_helpers import cli_start, cli_year_ten as year_ten


def row(score: dict, name: str) -> dict:
    return next(r for r in score["players"] if r["name"] == name)


def refused(winner: str) -> str:
    return (f"error: the game is over (won by {winner}): no money moves now; `companion score` "
            "shows the result, `companion undo` takes back the last entry\n")


def test_a_shark_loan_held_at_the_end_costs_its_200000_once(cli):
    year_ten(cli)
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", "300k")          # 3 loans of 100,000
    cli.ok("pay", "Bob", "Bank", "300k", "--reason", "used")
    said = cli.ok("event", "end-of-year", "--active", "Ann")
    # Ann: 2,500,000 + End of Year bonuses 10 x (10k + 20k + 20k + 30k + 30k + 40k + 50k).
    # Bob: no interest on the last card; his 3 loans score at 3 x 200,000 (Determining the
    # Winner: "the principal, plus 100,000 final interest repayment").
    score = cli.json("score")
    assert score["final"] and score["winner"] == "Ann"
    assert row(score, "Ann")["cash"] == 2_500_000 + 10 * 200_000
    bob = row(score, "Bob")
    assert (bob["cash"], bob["shark_loans"], bob["debts"], bob["total"]) == (
        0, -600_000, 0, -600_000)
    assert ("Bob's 3 Loan Shark loans score at 200,000 each (100,000 principal + 100,000 "
            "final interest), with no interest charged now") in said
    assert "owes" not in said and "raise it" not in said


def test_after_the_last_year_every_action_is_refused_and_nothing_moves(cli):
    year_ten(cli)
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", "100k")
    cli.ok("pay", "Bob", "Bank", "100k", "--reason", "used")
    cli.ok("event", "end-of-year", "--active", "Ann")
    before = cli.json("status")
    assert before["debtors"] == [] and before["window"] is None
    for args in (("shark", "repay", "Bob"), ("shark", "take", "Bob", "--for", "100k"),
                 ("loan", "take", "Ann"), ("bankrupt", "Bob"), ("pay", "Ann", "Bob", "10k"),
                 ("draw",), ("next",), ("build", "Ann", "housing", "A1")):
        result = cli(*args)
        assert (result.code, result.err) == (1, refused("Ann")), args
    assert cli.json("status") == before


def test_the_last_player_standing_wins_and_their_own_debt_lapses(cli):
    # Year 1: Ann and Bob each hold 20 Loan Shark loans, spent. End of Year charges each
    # 20 x 100,000 = 2,000,000; neither can raise a penny (no land, no buildings, 20 loans
    # held). Ann, the drawer, goes bankrupt first: Bob is left and wins, and his debt from
    # the same card is never paid (Bankruptcy: the last player wins "EVEN IF completion of
    # the turn would result in bankruptcy for this player also").
    cli_start(cli)
    for player in ("Ann", "Bob"):
        cli.ok("pay", player, "Bank", "2.5M", "--reason", "spent")
        cli.ok("shark", "take", player, "--for", "2M")
        cli.ok("pay", player, "Bank", "2M", "--reason", "used")
    cli.ok("event", "end-of-year", "--active", "Ann")
    assert cli.json("status")["debtors"] == ["Ann", "Bob"]
    said = cli.ok("bankrupt", "Ann")
    assert "Bob is the last player standing and wins" in said
    assert ("Bob's 2,000,000 (Loan Shark interest: 20 Loan Shark loans x 100,000) is never "
            "paid: the last player wins even if completing the turn would bankrupt them "
            "(Bankruptcy)") in said
    status = cli.json("status")
    assert status["debtors"] == [] and status["winner"] == "Bob"
    assert "raise" not in cli.ok("status")
    for args in (("shark", "take", "Bob"), ("bankrupt", "Bob"), ("pay", "Bob", "Bank", "10k")):
        result = cli(*args)
        assert (result.code, result.err) == (1, refused("Bob")), args


def test_house_defaults_say_the_invented_land_tax_rates_decide_the_end(cli):
    said = " ".join(cli.ok("rules", "discretion", "house-defaults").split())
    assert ("The Land Tax rates of Years 4-9 below are invented: the rulebook says only that "
            "the tax applies from Year Four on and \"increases sharply to 50,000 in Year 10\". "
            "They decide the game's end all the same") in said
