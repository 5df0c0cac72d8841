"""Sums no table could hold are refused in one line, in every game (issue 18 item 20): a
bound per game, `largest_amount` in its data file, marked a house default."""

import pytest

LOAN = "1" + "0" * 26        # 10^26
PAYMENT = "1" + "0" * 30     # 10^30
BOUNDS = {"discretion": "10,000,000,000", "landlords-1906": "$1,000,000",
          "eurobusiness": "10,000,000 $", "payday": "10,000,000 $", "on-guard": "10,000F"}
TITLES = {"discretion": "Discretion", "landlords-1906": "The Landlord's Game (1906)",
          "eurobusiness": "Eurobusiness", "payday": "Pay Day", "on-guard": "On Guard"}
# a loan where the game has one, else the other sum a player types
LOANS = {"discretion": ["shark", "take", "Ann", "--for", LOAN],
         "landlords-1906": ["borrow", "Bob", "Broadway", "--from", "Ann", "--amount", LOAN,
                            "--repay", LOAN],
         "eurobusiness": ["auction", "Rome", "--winner", "Cy", "--price", LOAN],
         "payday": ["loan", "take", "Ann", LOAN],
         "on-guard": ["pay", "Bank", "Ann", LOAN]}


def refusal(game: str, typed: str) -> str:
    return (f"error: {int(typed):,} is beyond what {TITLES[game]} can ever reach: no sum "
            f"passes {BOUNDS[game]} (largest_amount, a house default in the data file)\n")


@pytest.mark.parametrize("game", sorted(BOUNDS))
def test_a_loan_of_ten_to_the_26_and_a_payment_of_ten_to_the_30_are_refused(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1")
    before = cli.ok("log", "--json")
    for args, typed in ((LOANS[game], LOAN), (["pay", "Bank", "Ann", PAYMENT], PAYMENT),
                        (["pay", "Ann", "Bob", PAYMENT], PAYMENT),
                        (["count", "Ann", PAYMENT], PAYMENT)):
        result = cli(*args)
        assert (result.code, result.out, result.err) == (1, "", refusal(game, typed)), args
    assert cli.ok("log", "--json") == before


@pytest.mark.parametrize("game", sorted(BOUNDS))
def test_the_bound_itself_may_be_typed(cli, game):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1")
    most = int("".join(ch for ch in BOUNDS[game] if ch.isdigit()))
    result = cli("count", "Ann", str(most))
    assert result.code == 1 and "the ledger says" in result.err   # checked, not refused


def test_a_data_file_without_a_bound_names_the_key(tmp_path, cli):
    from companion.games import load

    source = load("discretion").default_data_path().read_text()
    mine = tmp_path / "mine.toml"
    mine.write_text(source.replace("largest_amount = 10_000_000_000\n", "")
                    .replace('house = ["largest_amount"]\n', ""))
    result = cli("new", "discretion", "--players", "Ann,Bob", "--data", str(mine))
    assert result.code == 1 and "game: missing field 'largest_amount'" in result.err
