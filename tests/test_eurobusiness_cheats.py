"""Eurobusiness through the CLI: a mortgage lifted in the turn it was taken, and undo/redo
around it, still cost the 10% (the Table-level tests try the other ways out of a debt)."""


def ann(cli) -> dict:
    return cli.json("status")["players"][0]


def test_a_mortgage_lifted_in_the_same_turn_pays_its_ten_percent_and_undo_redo_keep_it(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")
    cli.ok("buy", "Ann", "Rome")                        # 240 $
    cli.ok("mortgage", "Ann", "Rome")                   # +120 $
    out = cli.ok("unmortgage", "Ann", "Rome")           # 120 $ and 10% (12, down to 10 $)
    assert "Ann -> Bank 130" in out
    assert ann(cli)["cash"] == 3000 - 240 + 120 - 130
    cli.ok("undo")
    assert ann(cli)["cash"] == 3000 - 240 + 120 and ann(cli)["fields"][0]["mortgaged"]
    cli.ok("redo")
    assert ann(cli)["cash"] == 3000 - 240 + 120 - 130 and not ann(cli)["fields"][0]["mortgaged"]


def test_no_player_bails_a_debtor_out_with_a_bare_payment(cli):
    """"It is also forbidden to lend other players cash" (ruling 16): Cy's cash toward
    Ann's rent is refused in one line, Ann still owes and raises it herself (her Athens
    mortgage); the banker's own correction from the Bank still passes."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cli.ok("pay", "Ann", "Bank", "2760")               # 3,000 $ less the deal's 240 $
    cli.ok("move", "Ann", "5")                          # South Railways (6): owes Bob 50 $
    before = cli.json("status")
    for lender in ("Cy", "Bob"):
        refused = cli("pay", lender, "Ann", "50")
        assert refused.code == 1 and refused.out == ""
        assert refused.err.count("\n") == 1 and "Traceback" not in refused.err
        assert "forbidden to lend other players cash" in refused.err
        assert "`mortgage Ann FIELD`" in refused.err and "ruling 16" in refused.err
    assert cli.json("status") == before
    assert "Ann -> Bob 50" in cli.ok("mortgage", "Ann", "Athens")   # 60 $ raised, 50 $ paid
    assert cli.json("status")["players"][0]["cash"] == 10
    cli.ok("undo")
    assert "Ann -> Bob 50" in cli.ok("pay", "Bank", "Ann", "50", "--reason", "banker's slip")
