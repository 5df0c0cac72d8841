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
