"""A whole Discretion game, from `new` to `score`, played only through the CLI."""

from companion.core.session import Session


def free_cells(plots, status, player):
    built = {c for p in status["players"] for b in p["buildings"] for c in b["cells"]}
    built |= {c for b in status["unowned_buildings"] for c in b["cells"]}
    own = [p for p in plots if p["owner"] == player]
    return [c for p in own for c in p["cells"] if c not in built]


def take_turn_actions(cli, status, plots, turn):
    """The active player builds when they can afford it comfortably."""
    active = status["active"]
    me = next(p for p in status["players"] if p["name"] == active)
    cells = free_cells(plots, status, active)
    kinds = ["housing", "offices", "industry", "services", "retail"]
    if cells and me["cash"] >= 1_200_000:
        cli.ok("build", active, kinds[turn % 5], cells[turn % len(cells)])


def settle(cli, status, debtor):
    """Forfeit bare land after Land Tax, else borrow from the Bank, the Shark, pull a building
    down, else go bust."""
    name = debtor["name"]
    if status["window"] == "land-tax":
        plots = cli.json("plots")["plots"]
        built = {c for b in debtor["buildings"] for c in b["cells"]}
        bare = [p["id"] for p in plots if p["owner"] == name and not built & set(p["cells"])]
        if bare:
            cli.ok("forfeit", name, str(bare[0]))
            return
    demolish = [("demolish", cell) for cell in debtor["can_raise"]["demolitions"][:1]]
    for attempt in (("loan", "take", name), ("shark", "take", name), *demolish,
                    ("bankrupt", name)):
        if cli(*attempt).code == 0:
            return
    raise AssertionError(f"{name} could not settle")


def test_whole_game_from_new_to_score(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "2024")
    turn = 0
    while True:
        turn += 1
        assert turn < 2000, "the game never ended"
        status = cli.json("status")
        if status["phase"] == "over":
            break
        if status["debtors"]:
            first = next(p for p in status["players"] if p["name"] == status["debtors"][0])
            settle(cli, status, first)
            continue
        if status["pending_auctions"]:
            richest = max((p for p in status["players"] if not p["eliminated"]),
                          key=lambda p: p["cash"])
            if richest["cash"] >= 400_000:
                cli.ok("auction", "--winner", richest["name"], "--price", "350k")
            else:
                cli.ok("auction", "--no-bid")
            continue
        plots = cli.json("plots")["plots"]
        take_turn_actions(cli, status, plots, turn)
        cli.ok("next" if status["phase"] == "build-round" else "draw")

    score = cli.json("score")
    assert score["final"] is True
    rows = {r["name"]: r for r in score["players"]}
    for row in rows.values():
        assert row["total"] == (row["cash"] + row["bank_loans"] + row["shark_loans"]
                            + row["land"] + row["buildings"] + row["debts"])
    standing = [r for r in rows.values() if not r["eliminated"]]
    assert score["winner"] == max(standing, key=lambda r: r["total"])["name"]

    final = cli.json("status")
    assert final["year"] == 10
    cash = sum(p["cash"] for p in final["players"])
    assert cash + final["bank"]["balance"] == 0, "money created or lost"
    log = cli.json("log")["entries"]
    assert sum(1 for e in log if e["summary"].startswith("draw End of Year")) == 10
    assert "Final scores" in cli.ok("score")

    session = Session.open(cli.game)
    assert session.game.invariants(session.state()) == []
