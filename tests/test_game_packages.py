"""Issue 35: what a real game package needs from companion. A package without commands of its
own plays every core command; its score table totals its `score_key` in its money style (its
`new_state` not passing it); the report's money flows know its own kinds; a phone move asks
for a count; companion's conformance kit passes it and catches a broken one."""

import json
import os
import subprocess
import sys

import pytest

from companion import games
from companion.games import requests
from companion.moves import asking
from companion.core.errors import BadInput
from companion.games.base import Move
from tests.stock_package import installed  # noqa: F401 (a fixture)
from tests.plugin_helpers import fake_package


def run(root, game, *args, code=0):
    env = {k: v for k, v in os.environ.items() if k != "COMPANION_LANG"}
    done = subprocess.run([sys.executable, "-m", "companion", "--game", str(game), *args],
                          capture_output=True, text=True, cwd=root,
                          env=env, timeout=120)
    assert done.returncode == code, (args, done.stdout, done.stderr)
    assert "internal error" not in done.stderr
    return done


def test_a_package_without_commands_plays_every_core_command(installed):
    root = installed(cli=False)
    game = root / "g.db"
    assert "Usage: companion" in run(root, game, "--help").stdout
    run(root, game, "new", "stocks", "--players", "Ann,Bob")
    assert "Usage: companion" in run(root, game, "--help").stdout    # the game open
    assert "buy" in run(root, game, "buy", "Ann", "Tower", "1", code=2).stderr   # no such command
    run(root, game, "pay", "Ann", "Bob", "100", "--reason", "a bet")
    run(root, game, "pay", "Bob", "Bank", "40")
    run(root, game, "undo")
    run(root, game, "redo")
    status = run(root, game, "status").stdout   # companion's own table: cash in its style
    assert "$5,900" in status and "$6,060" in status
    score = run(root, game, "score").stdout     # totals `worth`, the score_key, in "${}"
    assert "worth" in score and "$6,060" in score and "Leading: Bob" in score
    log = run(root, game, "log").stdout         # new_state passed no money_style: still "$"
    assert "Ann pays Bob $100: a bet" in log and "Ann -> Bob $100: a bet" in log
    assert json.loads(run(root, game, "score", "--json").stdout)["players"][0] == {
        "name": "Bob", "total": 6060, "eliminated": False, "cash": 6060}
    run(root, game, "count", "Ann", "5900")
    assert "Buy them." in run(root, game, "rules", "stocks").stdout
    refused = run(root, game, "end", code=1)
    assert refused.stderr.count("\n") == 1 and "ends by its own rules" in refused.stderr


def test_the_report_counts_a_games_own_kind_of_money(installed):
    from companion.table import flowchart

    root = installed()
    game = root / "g.db"
    run(root, game, "new", "stocks", "--players", "Ann,Bob")
    run(root, game, "buy", "Ann", "tower", "2")       # 2 x 300 to the bank
    run(root, game, "dividend")                      # 2 x 300 // 10 back
    run(root, game, "pay", "Bob", "Ann", "15", "--reason", "rent")
    flows = json.loads(run(root, game, "report", "--json").stdout)["flows"]
    assert flows["Ann"] == {"in": {"rents": 15, "dividends": 60},   # (the start is no flow)
                            "out": {"purchases": 600}}
    chart = flowchart.flow_chart(flows, {"Ann": "#000000", "Bob": "#111111"}, str,
                                 {"dividends": "Dividenden"})
    assert "Dividenden: 60" in chart and flowchart.OWN_COLOURS[0] in chart


def test_a_phone_move_asks_for_a_count():
    move = Move("Buy shares", ("buy", "Ann", "{chain}", "{count}"),
                (("chain", ("Tower", "Luxor")),))
    assert asking.filled(move, {"chain": "Luxor", "count": " 12 "}, int) == [
        "buy", "Ann", "Luxor", "12"]
    for typed in ("", "1k", "3.5", "-2", "1234567"):
        with pytest.raises(BadInput, match="type how many in figures"):
            asking.filled(move, {"chain": "Luxor", "count": typed}, int)
    assert requests.matches(move, ["buy", "Ann", "Luxor", "12"])       # stored, read back
    assert not requests.matches(move, ["buy", "Ann", "Luxor", "1,2"])


def test_the_conformance_kit_passes_a_sound_package(installed):
    from companion.testing import problems

    installed()
    assert problems("stocks", plays=2, actions=25) == []


BROKEN = '''from companion.core.session import Session   # private: not for a game package
from companion.games.base import BaseState, Game
from leaky_game import views


class Leaky(Game):
    id = "leaky"
    title = "Leaky bank"
    rules_version = "1"
    views = views

    def load_data(self, path=None):
        return {"game": {"min_players": 2, "max_players": 3}}

    def new_state(self, players, data, seed):
        state = BaseState(players=list(players), data=data, seed=seed)
        state.ledger.open("Bank", unlimited=True)
        for p in players:
            state.ledger.open(p)
        return state

    def act_bonus(self, state, action):
        state.ledger.balances[action["player"]] += 10   # printed from nowhere

    def random_action(self, state, rng):
        return {"type": "bonus", "player": rng.choice(state.players)}


GAME = Leaky()
'''
LEAKY_VIEWS = '''from companion.core.i18n import _


def describe(state, action):
    return _("a bonus")


def status(state):
    return {"players": [{"name": p} for p in state.players]}


def score(state):
    return {"players": [{"name": p, "net_assets": state.ledger.balance(p)}
                        for p in state.players], "winner": None, "final": False}


def invariants(state):
    return []
'''
BROKEN_TESTS = '''def test_the_leaky_bank_keeps_companions_rules(companion_conformance):
    companion_conformance("leaky", plays=1, actions=5)
'''


def test_the_conformance_kit_catches_a_broken_package(tmp_path):
    """A package's own test run through the plugin, as its author runs it: money printed
    from nowhere and a private import of companion each fail it, said in a line."""
    fake_package(tmp_path, "leaky-game", {
        "leaky_game/__init__.py": "DECLARATION = {'interface': 1, 'title': 'Leaky', "
                                  "'game': 'leaky_game.game:GAME'}\n",
        "leaky_game/game.py": BROKEN, "leaky_game/views.py": LEAKY_VIEWS,
        "tests/conftest.py": 'pytest_plugins = ["companion.testing"]\n',
        "tests/test_leaky.py": BROKEN_TESTS}, {"leaky": "leaky_game:DECLARATION"})
    env = {k: v for k, v in os.environ.items() if k != "COMPANION_LANG"}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(tmp_path / "tests")], capture_output=True, text=True,
                          cwd=tmp_path, env=env | {"PYTHONPATH": str(tmp_path)}, timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed" in done.stdout
    assert ("leaky imports a private module of companion: leaky_game/game.py line 1: "
            "companion.core.session.Session") in done.stdout
    assert "action 1 {'type': 'bonus', 'player': " in done.stdout
    assert "money not conserved: accounts sum to 10" in done.stdout


def test_the_kit_needs_no_pytest_until_pytest_loads_it():
    """companion.testing is in the wheel, pytest is not: importing it (for `problems`)
    imports no pytest; only pytest, loading it as a plugin, brings its fixture."""
    code = ("import sys, companion.testing as t; print('pytest' in sys.modules, "
            "callable(t.problems))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.stdout.split() == ["False", "True"], done.stderr



@pytest.mark.parametrize("game", ["discretion", "landlords-1906", "eurobusiness", "on-guard",
                                  "payday"])
def test_the_built_in_games_pass_the_kit_they_hold_packages_to(game):
    from companion.testing import problems

    assert problems(game, plays=1, actions=8) == []


def test_the_kit_reads_a_panel_and_the_kinds_of_money_as_the_page_and_report_will():
    from companion.games.base import BaseState, Game, Panel
    from companion.testing import hooks

    class Shares(Game):
        transfer_kinds = {"dividends": "dividends"}
        shown = Panel("Prices", ("chain", "price"), (("Tower", 300), ("Luxor", 4.5)),
                      money=("cost",))

        def panel(self, state):
            return self.shown

        def transfer_kind(self, reason):
            return {"dividend": "dividends", "fee": "fees"}.get(reason)

    state = BaseState(players=["Ann", "Bob"], data={}, seed=1)
    state.transfers = [("Bank", "Ann", 30, "dividend"), ("Ann", "Bank", 5, "fee"),
                       ("Ann", "Bob", 7, "rent")]
    assert hooks(Shares(), state) == [
        "the panel holds a cell that is neither words nor a whole number",
        "the panel's money columns ('cost',) are not all its columns",
        "transfer_kind says 'fees' for 'fee': neither one of companion's kinds nor of the "
        "game's transfer_kinds"]
    Shares.shown = Panel("Prices", ("chain", "price"), (("Tower", 300), ("Luxor",)))
    state.transfers = state.transfers[:1]
    assert hooks(Shares(), state) == ["the panel has a row without a cell for each column"]
