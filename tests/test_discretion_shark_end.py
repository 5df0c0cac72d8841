"""Issue 29, Discretion ruling 14's two readings through the CLI (`--rule shark_end=...`): a
Loan Shark loan held when Year 10 ends costs its last interest and its principal once, never
both the card's interest and the score's 200,000. "score" (the default): the last End of Year
charges no interest and the loan scores at 200,000. "card": the card charges 100,000 a loan,
the debts are settled (loans, demolition, bankruptcy; nothing else), and the loan scores at
its 100,000 principal. Every amount is worked out by hand in the comments.

Ann and Bob (seed 1) start with 2,500,000; no land is sold; the End of Year bonuses are
10 x the Year's Land Tax rate: Years 1-3 nothing, Years 4-9 10k, 20k, 20k, 30k, 30k, 40k
(1,500,000), Year 10 50k (500,000)."""

import pytest

from tests.discretion_helpers import cli_to_year_ten, cli_year_ten

CARD = "shark_end=card"


def flat(text: str) -> str:
    """Printed text with its lines joined: a long line wraps in the terminal."""
    return " ".join(text.split())


def row(score: dict, name: str) -> dict:
    return next(r for r in score["players"] if r["name"] == name)


def bob_spends_on_three_shark_loans(cli) -> None:
    """Year 10: Bob spends his 2,500,000 and 300,000 more on 3 Loan Shark loans: cash 0."""
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", "300k")
    cli.ok("pay", "Bob", "Bank", "300k", "--reason", "used")


@pytest.mark.parametrize("rule, cash, loans, line", [
    # score: no interest on the last card; Bob keeps the 500,000 bonus, 3 x 200,000 owed
    (None, 500_000, -600_000,
     "Bob's 3 Loan Shark loans score at 200,000 each (100,000 principal + 100,000 final "
     "interest), with no interest charged now"),
    # card: the bonus pays 3 x 100,000 interest, 200,000 left; 3 x 100,000 principal owed
    (CARD, 200_000, -300_000,
     "Bob's 3 Loan Shark loans score at their principal, 100,000 each: the last End of Year "
     "card charged their interest"),
])
def test_a_whole_year_ten_end_costs_a_shark_loan_200000_under_either_reading(
        cli, rule, cash, loans, line):
    cli_year_ten(cli, rule)
    bob_spends_on_three_shark_loans(cli)
    cli.ok("event", "offices-rent", "--active", "Ann")     # no one owns Offices: Bob's turn
    said = flat(cli.ok("event", "end-of-year", "--active", "Bob"))
    assert line in said and "Year 10 is over, and with it the game (ruling 14)" in said
    assert ("Bob -> Bank 300,000: Loan Shark interest: 3 Loan Shark loans x 100,000" in said) \
        == (rule == CARD)
    score = cli.json("score")
    bob = row(score, "Bob")
    # either way: 500,000 bonus - 3 x 200,000 = -100,000 (interest + principal, each once)
    assert (bob["cash"], bob["shark_loans"], bob["debts"], bob["total"]) == (
        cash, loans, 0, -100_000)
    assert score["final"] and score["winner"] == "Ann"
    assert row(score, "Ann")["total"] == 2_500_000 + 1_500_000


def awaited(debt: str) -> str:
    return ("error: the game is over once every debt is settled (ruling 14): Bob owes "
            f"{debt}; until then only `loan take`, `shark take`, `demolish` or `bankrupt "
            "Bob`\n")


OWED = "300,000 (Loan Shark interest: 3 Loan Shark loans x 100,000)"


def bob_owes_at_the_end(cli) -> str:
    """Read by the card, Ann draws the last End of Year: Bob, with no cash, owes 3 x 100,000."""
    cli_year_ten(cli, CARD)
    bob_spends_on_three_shark_loans(cli)
    return cli.ok("event", "end-of-year", "--active", "Ann")


def test_a_debtor_settles_by_a_shark_loan_and_then_the_game_is_over(cli):
    said = flat(bob_owes_at_the_end(cli))
    assert ("Year 10 has ended, but the game is over only once every debt is settled (ruling "
            "14): until then a debtor may only borrow, demolish or declare bankruptcy") in said
    status = cli.json("status")
    assert (status["phase"], status["debtors"]) == ("settle", ["Bob"])
    assert not cli.json("score")["final"]
    assert ("Next: Bob must pay the 300,000 they owe: `companion shark take Bob` (3 Loan Shark "
            "loans)") in flat(cli.ok("status"))
    said = flat(cli.ok("shark", "take", "Bob"))                 # 3 more: 300,000 pays the interest
    assert "Bob -> Bank 300,000: Loan Shark interest" in said
    assert ("Bob's 6 Loan Shark loans score at their principal, 100,000 each: the last End of "
            "Year card charged their interest") in said
    score = cli.json("score")
    bob = row(score, "Bob")
    assert (bob["cash"], bob["shark_loans"], bob["total"]) == (0, -600_000, -600_000)
    assert score["final"] and score["winner"] == "Ann"
    assert row(score, "Ann")["cash"] == 2_500_000 + 2_000_000
    result = cli("shark", "take", "Bob", "--for", "100k")
    assert result.code == 1 and result.err.startswith("error: the game is over (won by Ann)")


def test_while_debts_are_settled_events_auctions_and_everything_else_are_refused(cli):
    bob_owes_at_the_end(cli)
    before = cli.json("status")
    for args in (("draw",), ("event", "interest"), ("auction", "--no-bid"), ("next",),
                 ("pay", "Ann", "Bank", "10k"), ("end",), ("loan", "take", "Ann"),
                 ("shark", "take", "Ann", "--for", "100k"), ("shark", "repay", "Bob"),
                 ("build", "Ann", "housing", "A1")):
        result = cli(*args)
        assert (result.code, result.err) == (1, awaited(OWED)), args
    assert cli.json("status") == before
    assert cli("--lang", "de", "draw").err == (
        "Fehler: das Spiel ist aus, sobald jede Schuld beglichen ist (Auslegung 14): Bob "
        "schuldet 300.000 (Kredithai-Zinsen: 3 Kredite vom Kredithai × 100.000); bis dahin nur "
        "`loan take`, `shark take`, `demolish` oder `bankrupt Bob`\n")
    assert cli("--lang", "pl", "draw").err == (
        "błąd: gra kończy się, gdy wszystkie długi zostaną spłacone (rozstrzygnięcie 14): Bob ma "
        "dług 300\u00a0000 (Odsetki lichwiarza: 3 kredyty u lichwiarza × 100\u00a0000); do tego "
        "czasu tylko `loan take`, `shark take`, `demolish` albo `bankrupt Bob`\n")


def test_undo_goes_back_across_the_settling(cli):
    bob_owes_at_the_end(cli)
    cli.ok("shark", "take", "Bob")
    assert cli.json("status")["phase"] == "over"
    cli.ok("undo")
    status = cli.json("status")
    assert (status["phase"], status["debtors"]) == ("settle", ["Bob"])
    cli.ok("undo")                                         # the End of Year itself
    status = cli.json("status")
    assert (status["phase"], status["year"], status["debtors"]) == ("play", 10, [])
    cli.ok("event", "end-of-year", "--active", "Ann")
    assert cli.json("status")["phase"] == "settle"


def test_a_debtor_who_cannot_pay_goes_bankrupt_and_then_the_game_is_over(cli):
    """Ann, Bob and Cy; Bob holds 20 Loan Shark loans, spent: the last card charges him
    2,000,000 and no loan or demolition can raise it. His bankruptcy leaves no debt: the
    game is over, Ann (4,500,000) ahead of Cy (2,500,000)."""
    cli_year_ten(cli, CARD, "Ann,Bob,Cy")
    cli.ok("pay", "Bob", "Bank", "2.5M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", "2M")
    cli.ok("pay", "Bob", "Bank", "2M", "--reason", "used")
    cli.ok("event", "end-of-year", "--active", "Ann")
    assert cli.json("status")["phase"] == "settle"
    assert cli("shark", "take", "Bob").code == 1           # it would not avert bankruptcy
    said = flat(cli.ok("bankrupt", "Bob"))
    assert "Bob is eliminated" in said and "Year 10 is over, and with it the game" in said
    score = cli.json("score")
    assert score["final"] and score["winner"] == "Ann"
    assert (row(score, "Ann")["total"], row(score, "Cy")["total"]) == (4_500_000, 2_500_000)


def test_a_debtor_holding_property_cannot_leave_the_settling_with_the_debt(cli):
    """Bob buys Oakfield Farm (plot 1, appraisal 720,000) for 100,000 and builds Housing at
    A1 (500,000); as first buyer he draws each End of Year (1,500,000): 3,400,000, spent in
    Year 10 with 300,000 of 3 Loan Shark loans. He passes the turn with a card that moves
    nothing, and Ann draws the last End of Year: Bob owes 300,000. His building and his loans
    can pay it, so he may not go bankrupt, and nothing else moves; demolishing A1 (100,000)
    and 2 Loan Shark loans pay it, and the game is over."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--rule", CARD)
    cli.ok("auction", "oak", "--winner", "Bob", "--price", "100k")
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    cli.ok("build", "Bob", "housing", "A1")
    cli.ok("next")
    cli.ok("next")
    cli_to_year_ten(cli, "Bob")
    cli.ok("pay", "Bob", "Bank", "3.4M", "--reason", "spent")
    cli.ok("shark", "take", "Bob", "--for", "300k")
    cli.ok("pay", "Bob", "Bank", "300k", "--reason", "used")
    cli.ok("event", "offices-rent", "--active", "Bob")
    cli.ok("event", "end-of-year", "--active", "Ann")
    before = cli.json("status")
    assert (before["phase"], before["debtors"]) == ("settle", ["Bob"])
    result = cli("bankrupt", "Bob")
    assert result.code == 1 and "Bob can still pay the 300,000 owed" in result.err
    for args in (("pay", "Bob", "Ann", "10k"), ("draw",), ("end",), ("next",)):
        assert (cli(*args).err) == awaited(OWED), args
    assert cli.json("status") == before and not cli.json("score")["final"]
    cli.ok("demolish", "A1")                               # 100,000: 200,000 still short
    assert cli.json("status")["phase"] == "settle"
    said = flat(cli.ok("shark", "take", "Bob"))            # 2 loans: 300,000 pays the debt
    assert "Year 10 is over, and with it the game (ruling 14)" in said
    score = cli.json("score")
    bob = row(score, "Bob")
    # 0 cash - 5 x 100,000 + 720,000 land = 220,000; Ann 2,500,000 + 500,000 bonus
    assert (bob["cash"], bob["shark_loans"], bob["land"], bob["total"]) == (
        0, -500_000, 720_000, 220_000)
    assert score["final"] and row(score, "Ann")["total"] == 3_000_000


def test_the_rules_say_which_reading_is_in_force(cli):
    result = cli("new", "discretion", "--players", "Ann,Bob", "--rule", "shark_end=both")
    assert (result.code, result.err) == (
        1, "error: --rule shark_end: expected score / card, not 'both'\n")
    shipped = flat(cli.ok("rules", "discretion", "house-defaults"))   # markdown, rendered
    assert ("Ruling 14 is read by the score (shark_end = score): the last End of Year card "
            "charges no Loan Shark interest, and a loan still held scores at 200,000, its "
            "principal and final interest. The other reading: companion new discretion --rule "
            "shark_end=card.") in shipped
    rulings = flat(cli.ok("rules", "discretion", "rulings"))
    assert "--rule shark_end=card" in rulings and "shark_end" in rulings
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--rule", CARD)
    played = flat(cli.ok("rules", "discretion", "house-defaults"))
    assert ("Ruling 14 is read by the card (shark_end = card, chosen at companion new "
            "discretion --rule shark_end=card): the last End of Year card charges Loan Shark "
            "interest, 100,000 a loan, the game is over once every debt is settled, and a loan "
            "still held scores at its principal, 100,000.") in played
    assert ("Auslegung 14 gilt nach der Karte (shark_end = card" in
            flat(cli.ok("--lang", "de", "rules", "discretion", "house-defaults")))
    assert ("Rozstrzygnięcie 14 czytane według karty (shark_end = card" in
            flat(cli.ok("--lang", "pl", "rules", "discretion", "house-defaults")))


def test_while_debts_are_settled_a_phone_offers_only_the_loans_that_pay_them():
    """Read by the card: Bob owes 3 x 100,000 at the end; his phone offers the 3 Loan Shark
    loans that pay it (no building: no Bank Loan), no payment; Ann's offers nothing."""
    from companion.games.discretion import GAME
    from tests.discretion_helpers import act, no_bids

    state = GAME.new_state(["Ann", "Bob"], GAME.set_rules(GAME.load_data(),
                                                          {"shark_end": "card"}), seed=1)
    no_bids(state)
    act(state, "next")
    act(state, "next")
    while state.year < 10:
        act(state, "event", card="end-of-year")
        no_bids(state)
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 2_500_000, "reason": "spent"})
    act(state, "shark", op="take", player="Bob", **{"for": 300_000})
    act(state, "pay", **{"from": "Bob", "to": "Bank", "amount": 300_000, "reason": "used"})
    act(state, "event", card="end-of-year")
    assert state.phase == "settle"
    assert [m.argv for m in GAME.requestable(state, "Bob")] == [("shark", "take", "Bob")]
    assert GAME.requestable(state, "Ann") == []
