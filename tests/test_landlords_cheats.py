"""The Landlord's Game through the CLI: loans between players on a mortgage (ruling 18), and
the ways a borrower or a debtor might try to leave a loan or a debt behind."""

from companion.games.landlords_1906.state import MISC
from tests.test_landlords_landing import Table


def lent(cli) -> None:
    """Ann and Bob take the average hands ($75 each); Ann lends Bob $50 on a mortgage of
    Grand Boulevard, to be repaid with $60."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "3")
    cli.ok("deal", "--average")
    out = cli.ok("borrow", "Bob", "Grand Boulevard", "--from", "Ann", "--amount", "50",
                 "--repay", "60")
    assert "Ann -> Bob $50: lends on a mortgage of Grand Boulevard" in out


def row(cli, name: str) -> dict:
    return next(p for p in cli.json("score")["players"] if p["name"] == name)


def test_a_loan_between_players_is_recorded_with_its_mortgage_and_agreed_repayment(cli):
    lent(cli)
    bob = next(p for p in cli.json("status")["players"] if p["name"] == "Bob")
    assert bob["cash"] == 125 and bob["notes"] == [
        {"amount": 60, "to": "Ann", "mortgaged": ["Grand Boulevard"]}]
    # The $60 counts against Bob and for Ann: the $10 interest is already hers.
    assert (row(cli, "Bob")["notes"], row(cli, "Bob")["total"]) == (-60, 125 + 500 - 60)
    assert (row(cli, "Ann")["lent"], row(cli, "Ann")["total"]) == (60, 25 + 500 + 60)


def test_the_loan_is_repaid_only_in_full_with_its_interest_and_to_its_lender(cli):
    lent(cli)
    cli.ok("pay", "Bob", "Miscellaneous", "70")                 # Bob keeps $55
    before = cli.json("status")
    result = cli("repay", "Bob", "--to", "Ann")
    assert (result.code, result.err) == (
        1, "error: Bob has $55, the loan from Ann is repaid in full: $60\n")
    result = cli("repay", "Bob", "--to", "misc")
    assert (result.code, result.err) == (1, "error: Bob owes Miscellaneous no loan\n")
    result = cli("repay", "Bob", "--to", "Anne")
    assert (result.code, result.err) == (1, "error: unknown lender 'Anne' (did you mean Ann?)\n")
    assert cli.json("status") == before
    cli.ok("pay", "Miscellaneous", "Bob", "5")
    out = cli.ok("repay", "Bob", "--to", "Ann")
    assert "#5 Bob repays a loan to Ann\n   Bob -> Ann $60: repays the loan on Grand Boulevard" in out
    assert [p["cash"] for p in cli.json("status")["players"]] == [25 + 60, 0]
    assert row(cli, "Ann")["lent"] == 0 and row(cli, "Bob")["notes"] == 0
    cli.ok("sell", "Bob", "Grand Boulevard", "Ann", "--price", "0")   # free again


def test_mortgaged_property_is_not_sold_or_pledged_twice(cli):
    lent(cli)
    for args, message in [
        (("sell", "Bob", "Grand Boulevard", "Ann", "--price", "20"),
         "Grand Boulevard (36) is mortgaged for a note: repay it first (`companion repay Bob "
         "36`)"),
        (("borrow", "Bob", "Grand Boulevard"), "Grand Boulevard (36) is already mortgaged"),
        (("borrow", "Bob", "Grand Boulevard", "--from", "Ann", "--amount", "10"),
         "Grand Boulevard (36) is already mortgaged"),
    ]:
        before = cli.json("status")
        result = cli(*args)
        assert (result.code, result.err) == (1, f"error: {message}\n"), args
        assert cli.json("status") == before


def test_a_loan_between_players_is_refused_on_bad_terms(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "3")
    cli.ok("deal", "--average")
    before = cli.json("status")
    for args, message in [
        (("Boomtown", "--from", "Ann", "--amount", "50", "--repay", "40"),
         "a loan of $50 is repaid with at least $50, not $40: the agreed interest comes on top"),
        (("--from", "Ann", "--amount", "50"),
         "name the property Ann takes a mortgage on (`companion borrow Bob CARD --from Ann "
         "...`)"),
        (("Boomtown", "--from", "Ann", "--amount", "80"), "Ann has $75, cannot lend $80"),
        (("Boomtown", "--from", "Bob", "--amount", "10"), "Bob cannot lend to themselves"),
        (("Wall Street", "--from", "Ann", "--amount", "10"),
         "Bob holds neither the card nor houses of Wall Street (38)"),
        (("Boomtown", "--from", "Ann"), "say how much is lent: `--amount AMOUNT`"),
        (("Boomtown", "--amount", "10"),
         "--amount and --repay are for a loan from a player: add --from NAME"),
    ]:
        result = cli("borrow", "Bob", *args)
        assert (result.code, result.err) == (1, f"error: {message}\n"), args
        assert cli.json("status") == before


def test_undo_and_redo_around_a_loan_between_players(cli):
    lent(cli)
    cli.ok("undo")
    assert [p["cash"] for p in cli.json("status")["players"]] == [75, 75]
    assert row(cli, "Ann")["lent"] == 0 and row(cli, "Bob")["notes"] == 0
    cli.ok("sell", "Bob", "Grand Boulevard", "Ann", "--price", "20")   # no mortgage now
    cli.ok("undo")
    cli.ok("redo")
    assert row(cli, "Bob")["cards"] == 400


def test_wages_charge_no_bank_interest_on_a_players_loan_and_the_poor_house_keeps_it():
    t = Table()
    t.give("Bob", 31)
    t.do("borrow", player="Bob", pledge=["Broadway"], lender="Ann", amount=100, repay=130)
    t.at("Bob", 37)
    t.do("move", player="Bob", steps=3)                 # MOTHER EARTH: $100 wages, nothing off
    assert t.cash("Bob") == 500 + 100 + 100 and t.cash(MISC) == -1500 - 100
    t.give("Cy", 36, 38, houses=3)
    t.state.ledger.transfer("Bob", MISC, t.cash("Bob"), "test: broke")
    t.land("Bob", 38)                                   # owes Cy $206, Broadway mortgaged
    t.do("poorhouse", player="Bob")
    assert t.state.loans == [{"player": "Bob", "pledged": [31], "lender": "Ann", "owed": 130,
                              "lent": 100}]


def test_a_debtor_cannot_hand_cash_to_a_friend_before_the_poor_house(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal", "--average")                                 # Ann holds Wall Street
    cli.ok("pay", "Bob", "Miscellaneous", "70")                 # Bob keeps $5
    cli.ok("land", "Bob", "Wall Street")                        # $22 rent: $5 paid, $17 owed
    cli.ok("pay", "Miscellaneous", "Bob", "10")                 # $10, not enough to settle
    before = cli.json("status")
    result = cli("pay", "Bob", "Cy", "10")
    assert (result.code, result.err) == (
        1, "error: Bob still owes Ann: a debtor's cash goes to their creditors first\n")
    assert cli.json("status") == before
    out = cli.ok("pay", "Bob", "Ann", "10")                     # to the creditor it counts
    assert "Bob's debt to Ann (land rent of Wall Street (38)) falls by $10 to $7" in out


def test_a_debtor_cannot_give_a_card_away_and_then_claim_the_poor_house(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal", "--average")                                 # Bob: Boomtown ($50) and more
    cli.ok("pay", "Bob", "Miscellaneous", "75")
    cli.ok("land", "Bob", "Wall Street")                        # owes Ann $22
    before = cli.json("status")
    result = cli("sell", "Bob", "Boomtown", "Cy", "--price", "5")
    assert (result.code, result.err) == (
        1, "error: Bob owes Ann: Boomtown (11) goes to another player for no less than $50, "
           "its sale price and houses (ruling 19, a house rule)\n")
    assert cli.json("status") == before
    cli.ok("sell", "Bob", "Boomtown", "Ann", "--price", "5")    # to the creditor, as agreed
    cli.ok("sell", "Bob", "Fairhope Avenue", "Cy", "--price", "75")  # at its price: debt paid
    assert [p["debts"] for p in cli.json("status")["players"]] == [[], [], []]
