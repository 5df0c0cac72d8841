"""Every game offers its most common player moves as requests (issue 23): through each
game's demo, every move offered to every player is a command line the game's own commands
read, which the rules either carry out (rehearsed: nothing written) or refuse in one line."""

import shlex
from pathlib import Path

import pytest

from companion.cli.asking import command_tree
from companion.core.errors import CompanionError
from companion.moves import asking
from companion.moves.context import Context
from tests.demo_helpers import played

CLICK_WORDS = ("Usage", "Missing argument", "No such", "unexpected extra", "Invalid value")
SUM = {"discretion": "100k", "eurobusiness": "100", "landlords-1906": "10", "payday": "100",
       "on-guard": "1"}   # a sum each game's money can pay
COMMON = {   # the command words each game's demo must see offered at least once
    "discretion": {"auction", "draw", "build", "loan", "pay"},
    "eurobusiness": {"move", "buy", "decline", "auction", "trade", "draw", "mortgage",
                     "unmortgage", "pay"},
    "landlords-1906": {"move", "buy", "decline", "sell", "borrow", "build", "pay"},
    "payday": {"move", "draw", "buy", "pass", "sell", "loan", "savings", "next", "pay"},
    "on-guard": {"first", "build", "trade", "settle", "pass", "pay"},
}
ALLOWED = {   # ... and carried out (rehearsed) at least once
    "discretion": {"auction", "draw", "build", "pay"},
    "eurobusiness": {"move", "buy", "decline", "auction", "trade", "draw", "mortgage",
                     "unmortgage", "pay"},
    "landlords-1906": {"move", "buy", "decline", "sell", "borrow", "build", "pay"},
    "payday": {"move", "draw", "buy", "pass", "sell", "loan", "savings", "next", "pay"},
    "on-guard": {"first", "build", "trade", "settle", "pass", "pay"},
}


def offered_through_the_demo(game: str, path: Path) -> tuple[set[str], set[str], list[str]]:
    """(the command words offered, those rehearsed successfully, the refusals that were not
    the rules')"""
    offered, allowed, broken = set(), set(), []
    for line, context, tree in played(game, path):
        session = context.session()
        state = session.state()
        for player in state.players:
            for move in session.game.requestable(state, player):
                values = {name: options[0] for name, options in move.choices} | {
                    "amount": SUM[game], "die1": "3", "die2": "4"}
                argv = asking.filled(move, values, session.game.amount)
                offered.add(argv[0])
                try:
                    asking.rehearse(context, tree, argv)
                    allowed.add(argv[0])
                except CompanionError as exc:
                    if any(word in str(exc) for word in CLICK_WORDS):
                        broken.append(f"{line}: {shlex.join(argv)}: {exc}")
    return offered, allowed, broken


@pytest.mark.parametrize("game", sorted(COMMON))
def test_every_game_offers_its_common_moves_and_the_rules_check_them(tmp_path, game):
    offered, allowed, broken = offered_through_the_demo(game, tmp_path / "g.db")
    assert broken == []
    assert COMMON[game] <= offered and ALLOWED[game] <= allowed


def test_a_rehearsal_writes_nothing(tmp_path):
    from tests.conftest import Cli

    cli = Cli(tmp_path / "g.db")
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1", "--seed", "5")
    context = Context(cli.game)
    summary, effects = asking.rehearse(context, command_tree(context),
                                       ["loan", "take", "Ann", "200"])
    assert effects and "200 $" in " ".join(effects)
    assert cli.json("status")["players"][0]["cash"] == 325
    assert "entries" not in cli.ok("log") or cli.ok("log").strip() == ""


def test_moves_are_offered_only_to_the_player_whose_they_are(tmp_path):
    from tests.conftest import Cli

    cli = Cli(tmp_path / "g.db")
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")                       # Ann stops on Rome (10)
    session = Context(cli.game).session()
    state = session.state()
    words = {p: {m.argv[0] for m in session.game.requestable(state, p)} for p in state.players}
    assert words == {"Ann": {"buy", "decline", "pay"}, "Bob": {"pay"}, "Cy": {"pay"}}
    [buy] = [m for m in session.game.requestable(state, "Ann") if m.argv[0] == "buy"]
    assert buy.label == "Buy Rome for 240 $" and buy.argv == ("buy", "Ann", "Rome")
