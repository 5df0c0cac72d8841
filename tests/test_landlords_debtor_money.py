"""The Landlord's Game through the CLI: money another player puts toward a debtor is a loan
(ruling 18), and a debtor's sale floor is a house rule with its switch (ruling 19)."""

import pytest

from companion.paths import CARDS

SHIPPED = CARDS / "landlords-1906" / "landlords-1906.toml"


def owing(cli, *new_args: str) -> None:
    """Ann, Bob and Cy take the average hands ($75 each; Ann holds Wall Street, Bob Boomtown,
    Shooting Star R.R., Fairhope Avenue, Slambang Trolley and Grand Boulevard). Bob keeps $5,
    stops on Wall Street (row 11, $22): pays his $5 and owes Ann $17."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3", *new_args)
    cli.ok("deal", "--average")
    cli.ok("pay", "Bob", "Miscellaneous", "70")
    cli.ok("land", "Bob", "Wall Street")


def debts(cli) -> list:
    return [p["debts"] for p in cli.json("status")["players"]]


@pytest.mark.parametrize("payer, amount", [("Cy", "17"), ("Cy", "1"), ("Ann", "17")])
def test_a_bare_payment_to_a_debtor_is_refused_with_the_borrow_command(cli, payer, amount):
    """The cheat: Cy (or the creditor herself) hands Bob the cash and the debt is gone, paid
    with a gift no one owes back. Before ruling 18's fix `pay` booked it and settled the debt."""
    owing(cli)
    before = cli.json("status")
    result = cli("pay", payer, "Bob", amount)
    assert (result.code, result.out, result.err) == (1, "", (
        f"error: Bob owes $17 to Ann: money from another player toward a debt is a loan on a "
        f"mortgage (ruling 18); record it with `companion borrow Bob Boomtown --from {payer} "
        f"--amount {amount}` (add `--repay` with the sum agreed; Bob may mortgage Boomtown, "
        f"Shooting Star R.R., Fairhope Avenue, Slambang Trolley, Grand Boulevard)\n"))
    assert cli.json("status") == before
    assert debts(cli)[1] == [{"to": "Ann", "amount": 17,
                              "reason": "land rent of Wall Street (38)"}]


def test_a_card_handed_to_a_debtor_to_sell_on_is_refused(cli):
    """The same gift by another road: Cy gives Bob Easy Street for nothing, Bob sells it back
    at its $75 price and pays his debt with Cy's money. Before the fix both sales went through."""
    owing(cli)
    before = cli.json("status")
    result = cli("sell", "Cy", "Easy Street", "Bob", "--price", "0")
    assert (result.code, result.err) == (1, (
        "error: Bob still owes Ann $17 (land rent of Wall Street (38)) before buying: borrow "
        "$100 on Fairhope Avenue, Grand Boulevard (`companion borrow Bob`), or sell a card or "
        "houses (`companion sell`)\n"))
    assert cli.json("status") == before


def test_the_command_offered_records_the_loan_and_settles_the_debt(cli):
    owing(cli)
    out = cli.ok("borrow", "Bob", "Boomtown", "--from", "Cy", "--amount", "17", "--repay", "20")
    assert "Cy -> Bob $17: lends on a mortgage of Boomtown (11)" in out
    assert "Bob -> Ann $17: land rent of Wall Street (38) (debt settled)" in out
    status = cli.json("status")
    # Ann: 75 + 5 + 17; Bob: 0 + 17 - 17; Cy: 75 - 17.
    assert [p["cash"] for p in status["players"]] == [97, 0, 58]
    assert debts(cli) == [[], [], []]
    assert status["players"][1]["notes"] == [{"amount": 20, "to": "Cy", "mortgaged": ["Boomtown"]}]
    lent = {r["name"]: r["lent"] for r in cli.json("score")["players"]}
    assert lent == {"Ann": 0, "Bob": 0, "Cy": 20}


def test_a_debtor_with_nothing_to_mortgage_is_pointed_to_the_poor_house(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal", "--hand", "Ann=Wall Street")
    cli.ok("buy", "Ann", "Wall Street")
    cli.ok("pay", "Bob", "Miscellaneous", "500")
    cli.ok("land", "Bob", "Wall Street")                         # owes Ann $22, holds nothing
    before = cli.json("status")
    result = cli("pay", "Cy", "Bob", "22")
    assert (result.code, result.err) == (1, (
        "error: Bob owes $22 to Ann: money from another player toward a debt is a loan on a "
        "mortgage (ruling 18), and Bob has nothing left to mortgage, so goes to the POOR HOUSE "
        "(`companion poorhouse Bob`)\n"))
    assert cli.json("status") == before


def test_the_bank_may_still_correct_a_debtors_cash_and_others_may_still_be_paid(cli):
    owing(cli)
    cli.ok("pay", "Cy", "Ann", "5")                              # no one in debt receives it
    out = cli.ok("pay", "Miscellaneous", "Bob", "17")            # the banker's correction
    assert "Bob -> Ann $17: land rent of Wall Street (38) (debt settled)" in out
    assert debts(cli) == [[], [], []]


# --- ruling 19: a house rule, with its switch ----------------------------------------------
def test_the_debtor_sale_floor_is_listed_as_a_house_default(cli):
    shown = cli.ok("rules", "landlords-1906", "house-defaults")
    assert "• rules: debtor sells at value: true" in shown
    rulings = cli.ok("rules", "landlords-1906", "rulings")
    assert "A debtor's sales (changed: a house rule)" in rulings
    assert "debtor_sells_at_value" in rulings


@pytest.mark.parametrize("switch", ["true", "false"])
def test_a_debtor_sells_below_value_only_with_the_house_rule_off(cli, tmp_path, switch):
    mine = tmp_path / "mine.toml"
    mine.write_text(SHIPPED.read_text().replace("debtor_sells_at_value = true",
                                                f"debtor_sells_at_value = {switch}"))
    owing(cli, "--data", str(mine))
    result = cli("sell", "Bob", "Boomtown", "Cy", "--price", "5")   # Boomtown's price: $50
    cards = {p["name"]: p["cards"] for p in cli.json("status")["players"]}
    if switch == "true":
        assert (result.code, result.err) == (1, (
            "error: Bob owes Ann: Boomtown (11) goes to another player for no less than $50, "
            "its sale price and houses (ruling 19, a house rule)\n"))
        assert "Boomtown" in cards["Bob"]
        return
    assert result.code == 0 and "Cy -> Bob $5: buys Boomtown (11) from Bob" in result.out
    assert "Boomtown" in cards["Cy"] and "Boomtown" not in cards["Bob"]
    # $5 does not cover the $17 Bob owes: it stays owed, the $5 in Bob's hand.
    assert cli.json("status")["players"][1]["cash"] == 5 and debts(cli)[1][0]["amount"] == 17
