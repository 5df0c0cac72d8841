"""A whole Eurobusiness game, from `new` to the last player standing, through the CLI only."""

from companion.games import shape
from tests.eurobusiness_helpers import GAME
from tests.test_properties_eurobusiness import play

SEED = 36          # a bot game (quick start, three players) that ends in about 370 actions


def argv(action: dict) -> list[str]:
    """The command line that records a bot action."""
    kind = action["type"]
    if kind == "move":
        return ["move", action["player"], str(action["steps"])] + (
            ["--double"] if action["double"] else [])
    if kind == "jail":
        how = action["how"]
        return ["jail", action["player"], f"--{how}"] + ([action["throw"]] if how == "throw"
                                                         else [])
    if kind == "draw":
        return ["draw", action["player"]] + (["--pay"] if action.get("pay") else [])
    if kind == "auction":
        bid = ["--winner", action.get("winner"), "--price", str(action.get("price"))]
        return ["auction", str(action["field"])] + (bid if action.get("winner") else [])
    if kind == "trade":
        return ["trade", action["seller"], str(action["field"]), action["buyer"],
                "--price", str(action["price"])] + (["--lift"] if action.get("lift") else [])
    if kind in ("build", "sell-building"):
        return [kind, action["player"], str(action["city"])]
    if kind == "decline":
        return ["decline"]
    if kind in ("buy", "mortgage", "unmortgage"):
        return [kind, action["player"], str(action["field"])]
    return [kind] + ([action["player"]] if "player" in action else [])


def test_a_whole_game_through_the_cli(cli):
    live, accepted = play(SEED, 3, 1500, quick=True)
    assert live.phase == "over"
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", str(SEED))
    for i, action in enumerate(accepted):
        cli.ok(*argv(action))
        if i % 10 == 0 or i == len(accepted) - 1:
            status = cli.json("status")
            on_board = [f for p in status["players"] for f in p["fields"]]
            assert status["bank"]["houses"] + sum(f["houses"] for f in on_board) == 32
            assert status["bank"]["hotels"] + sum(f["hotel"] for f in on_board) == 12
    log = cli.json("log")["entries"]
    assert len(log) == len(accepted)
    assert all(sum(entry["balances"].values()) == 0 for entry in log)
    score = cli.json("score")
    assert score["winner"] == live.winner and score["final"]
    assert score["players"] == shape.score(GAME, live)["players"]
    out = cli.ok("score")
    assert f"Winner: {live.winner}" in out
