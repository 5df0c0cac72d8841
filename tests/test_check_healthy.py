"""Issue 30, item 1: `check` tells the truth. Random legal play (with undos and redos) in
each of the five games and the example package, then `companion check` passes the file, and
`companion repair` refuses it (repair is for a damaged file)."""

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from companion import games
from companion.core.check import same
from companion.core.errors import CompanionError
from companion.core.session import Session
from tests import discretion_bot, eurobusiness_bot, on_guard_bot, payday_bot
from tests.conftest import Cli
from tests.plugin_helpers import fake_package
from tests.test_landlords_random_play import _turn

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "companion-plainbank"


class _Table:
    """The landlords random player's table (`t.do`, `t.state`, `t.cash`) on a game file."""

    def __init__(self, session: Session):
        self.session = session

    @property
    def state(self):
        return self.session.state()

    def do(self, kind: str, **args) -> None:
        self.session.act({"type": kind, **args})

    def cash(self, name: str) -> int:
        return self.state.ledger.balance(name)


def _landlords(session: Session, rng: random.Random) -> None:
    state = session.state()
    if state.phase == "setup" and state.dealt is None:
        session.act({"type": "deal"})
        return
    player = state.pending["player"] if state.pending else state.players[
        len(session.journal.entries(light=True)) % len(state.players)]
    _turn(_Table(session), rng, player)


def _pick(candidates):
    return lambda session, rng: session.act(rng.choice(candidates(session.state(), rng)))


def _plainbank(session: Session, rng: random.Random) -> None:
    ann, bob = rng.sample(session.state().players, 2)
    session.act(rng.choice([
        {"type": "pay", "from": ann, "to": bob, "amount": rng.choice([5, 50, 200])},
        {"type": "collect", "player": ann, "amount": 200},
        {"type": "loan", "op": "take", "player": ann, "amount": 500},
        {"type": "interest"}]))


MOVES = {
    "discretion": lambda s, rng: s.act(discretion_bot.preferred(
        discretion_bot.candidate_actions(s.state(), rng), rng)),
    "eurobusiness": _pick(eurobusiness_bot.candidate_actions),
    "landlords": _landlords,
    "payday": lambda s, rng: s.act(payday_bot.choose(s.state(), rng)),
    "on-guard": lambda s, rng: s.act(on_guard_bot.next_action(s.state(), rng)),
    "plainbank": _plainbank,
}


@pytest.fixture
def plainbank(tmp_path_factory, monkeypatch):
    """The example package, declared on sys.path as pip would install it."""
    root = tmp_path_factory.mktemp("site")
    fake_package(root, "companion-plainbank", {}, {"plainbank": "companion_plainbank:DECLARATION"})
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.syspath_prepend(str(root))
    monkeypatch.setattr(games, "_catalogue", None)
    yield
    games._catalogue = None


@pytest.mark.parametrize("game", list(MOVES))
@settings(max_examples=4, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), moves=st.integers(5, 40), players=st.integers(3, 4))
def test_every_healthy_game_passes_its_check(game, seed, moves, players, tmp_path_factory,
                                            plainbank):
    path = tmp_path_factory.mktemp(game) / "game.db"
    rng = random.Random(seed)
    names = ["Ann", "Bob", "Cy", "Dee"][:players]
    session = Session.create(path, games.load(game), names, seed=seed)
    for _ in range(moves):
        roll = rng.random()
        try:
            if roll < 0.08:
                session.undo()
            elif roll < 0.12:
                session.redo()
            else:
                MOVES[game](session, rng)
        except CompanionError:   # a move the rules refuse, or nothing to undo or redo
            pass
    session.journal.close()
    cli = Cli(path)
    checked = cli("check")
    assert (checked.code, checked.err) == (0, ""), checked.out
    refused = cli("repair", "--keep-through", "0")
    assert refused.code == 1 and "passes its check" in refused.err
    assert cli("check").code == 0   # repair left it as it was


def test_a_cache_is_compared_by_its_values():
    """Discretion's buildings compare by identity; two states of equal values are the same."""
    from companion.games.discretion.state import Building

    game = games.load("discretion")
    first, second = (game.new_state(["Ann", "Bob"], game.load_data(), 7) for _ in range(2))
    for state in (first, second):
        state.buildings.append(Building(1, "housing", ["A1", "A2"], "Ann"))
    assert first.buildings != second.buildings and same(first, second)
    second.buildings[0].owner = "Bob"
    assert not same(first, second)
