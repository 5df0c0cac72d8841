"""A whole three-month Pay Day for three players, every action through the command line."""

import random

from companion.games import shape
from companion.games.payday import GAME
from tests.payday_bot import choose
from tests.payday_helpers import new_game


def command(action: dict) -> list[str]:
    """The command line a table would type for one of the bot's actions."""
    kind = action["type"]
    if kind in ("next", "draw", "buy", "pass"):
        return [kind]
    if kind == "move":
        return ["move", action["player"], str(action["steps"])]
    if kind in ("commission", "poker"):
        throws = ",".join(f"{p}={t}" for p, t in action["throws"].items())
        return [kind, "--throws", throws, "--winner", action["winner"]]
    if kind == "swellfare":
        return ["swellfare", action["player"], str(action["stake"]), "--throw",
                str(action["throw"])]
    if kind == "sell":
        return ["sell", action["player"], GAME_DEAL_NAMES[action["deal"]]]
    return [kind, action["op"], action["player"], str(action["amount"])]


GAME_DEAL_NAMES = {d["id"]: d["name_de"] for d in GAME.load_data()["deals"]}


def test_three_months_for_three_players_through_the_cli(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "3", "--seed", "38")
    shadow = new_game(months=3, seed=38)       # decides the moves; the CLI must agree with it
    rng = random.Random(38)
    kinds = set()
    while not shadow.over:
        action = choose(shadow, rng)
        kinds.add(action["type"])
        cli.ok(*command(action))
        GAME.apply(shadow, action)
    assert {"move", "draw", "next", "buy", "pass", "commission", "loan", "savings", "sell",
            "poker", "swellfare"} <= kinds
    status = cli.json("status")
    assert [p["months_done"] for p in status["players"]] == [3, 3, 3]
    assert [p["day"] for p in status["players"]] == [31, 31, 31]
    assert all(p["deals"] == [] for p in status["players"])     # worthless at the end
    assert cli.json("score") == shape.score(GAME, shadow)
    balances = cli.json("log", "--last", "1")["entries"][0]["balances"]
    assert sum(balances.values()) == 0 and balances["Pot"] == status["pot"]
    assert "the game is over" in cli.ok("status")
    score = cli.json("score")
    for args in (["move", "Ann", "3"], ["loan", "take", "Ann", "500"],
                 ["loan", "repay", "Ann", "100"], ["savings", "withdraw", "Ann", "100"],
                 ["savings", "deposit", "Ann", "100"]):
        result = cli(*args)                    # no moving money once the totals are final
        assert result.code == 1 and result.err.startswith("error: the game is over: ")
    assert cli.json("score") == score
