"""On Guard where the rules leave no choice, or leave one (issue 29 items 11 and 14): the
Wagon Train "Can load" while the merchant caravans "must" be loaded "if possible", and an
Alderman who can do nothing in Trade or Settle is passed by the rules, the log saying why."""

from companion.games.on_guard import GAME


def wagon_train_table(cli, tmp_path):
    """Three Aldermen with 9F each and caravans of one wagon. Season 1: Ann settles (each
    mans his starting mine), Cy builds a Wagon Train, Cy produces 2 coal (1 and 1 as First).
    Season 2 begins with Ann First."""
    text = GAME.default_data_path().read_text()
    for old, new in (("caravans = [4, 5, 6]", "caravans = [1, 1, 1]"),
                     ("faradinars = 2 ", "faradinars = 9 ")):
        assert text.count(old) == 1
        text = text.replace(old, new)
    mine = tmp_path / "one-wagon-caravans.toml"
    mine.write_text(text)
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", str(mine))
    for line in (["first", "Ann", "settle"], ["settle", "Ann", "ore-mine"],
                 ["settle", "Bob", "ore-mine"], ["settle", "Cy", "coal-mine"],
                 ["first", "Bob", "build"], ["pass", "Bob"], ["build", "Cy", "wagon-train"],
                 ["pass", "Ann"], ["first", "Cy", "produce"]):
        cli.ok(*line)
    return cli


def test_settle_passes_who_has_no_free_space(cli, tmp_path):
    table = wagon_train_table(cli, tmp_path)
    # the wagon's 3 go Ann, Bob, Cy; Ann (with her extra one and the spare one of season 1)
    # and Bob have every space full
    out = table.ok("first", "Ann", "settle")
    assert "Ann passes: Ann has no free space\n" in out
    assert "Bob passes: Bob has no free space\n" in out
    status = table.json("status")
    assert (status["waiting"], status["step"]) == ("Cy", "settle")
    assert [p["spare_settlers"] for p in status["players"]] == [3, 1, 1]
    assert "Ann passes: Ann has no free space" in table.ok("log")


def test_an_alderman_whose_goods_fit_only_his_wagon_train_may_pass(cli, tmp_path):
    table = wagon_train_table(cli, tmp_path)
    table.ok("first", "Ann", "settle")
    table.ok("settle", "Cy", "wagon-train")
    table.ok("first", "Bob", "export")                 # Bob holds nothing: Cy loads first
    refused = table("pass", "Cy")
    assert refused.code == 1 and refused.err == (
        "error: Cy must load onto a merchant caravan if possible: coal can go on one\n")
    table.ok("export", "Cy", "coal")                   # Caravan 1 takes one coal
    status = table.json("status")
    # no other caravan may take coal; his Wagon Train could, and he may leave it home
    assert (status["waiting"], status["step"]) == ("Cy", "wagon-train")
    assert "Next: Cy's turn: `companion export Cy GOOD --wagon-train (or pass Cy)`" \
        in table.ok("status")
    out = table.ok("pass", "Cy")
    assert "Cy leaves the Wagon Train at home this month" in out
    status = table.json("status")
    assert status["activity"] is None and status["month_name"] == "August"   # July was the 5th month
    cy = status["players"][2]
    assert (cy["gold_bars"], cy["goods"]["coal"]) == (1, 1)   # 1 load; 1 good kept


def test_trade_passes_who_has_no_good_to_sell(cli, tmp_path):
    table = wagon_train_table(cli, tmp_path)
    table.ok("first", "Ann", "settle")
    table.ok("settle", "Cy", "wagon-train")
    table.ok("first", "Bob", "trade")                  # only Cy holds a good
    assert "Bob passes: Bob has no goods" in table.ok("log")
    out = table.ok("trade", "Cy", "coal")
    assert "Ann passes: Ann has no goods" in out
    status = table.json("status")
    assert status["activity"] is None and status["trading_house"] == ["coal"]
