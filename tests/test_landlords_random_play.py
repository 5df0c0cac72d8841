"""The Landlord's Game: random whole games, checking the invariants after every action."""

import random

import pytest

from companion.core.errors import RuleViolation
from tests.test_landlords_landing import Table


def _turn(t: Table, rng: random.Random, player: str) -> None:
    s = t.state
    if s.pending:
        p = s.pending
        if p["kind"] == "speculation":
            t.do("speculate", player=p["player"], dice=f"{rng.randint(1, 6)},{rng.randint(1, 6)}")
        elif not s.single_tax or s.space(p["space"])["kind"] != "lot":
            price = s.space(p["space"])["price"]
            if t.cash(player) >= price and rng.random() < 0.7:
                t.do("buy", player=player, property=p["space"])
            else:
                t.do("decline")
        return
    if s.debts_of(player):
        t.do("opportunity" if s.single_tax else "poorhouse", player=player,
             **({"space": "Timberlands"} if s.single_tax else {}))
        return
    if player in s.jailed:
        t.do("jail", player=player, dice=f"{rng.randint(1, 6)},{rng.randint(1, 6)}")
        return
    lots = [n for n in s.cards_of(player) if s.space(n)["kind"] == "lot"]
    if lots and rng.random() < 0.3 and t.cash(player) >= 100:
        try:
            t.do("build", player=player, lot=rng.choice(lots))
        except RuleViolation:
            pass
    t.do("move", player=player, steps=rng.randint(1, 6) + rng.randint(1, 6))
    if s.space(s.positions[player])["kind"] == "chance" and not s.pending:
        t.do("chance", player=player, card=None)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_invariants(seed):
    rng = random.Random(seed)
    t = Table(players=("Ann", "Bob", "Cy", "Dee")[: 2 + seed % 3], seed=seed, play=False)
    t.do("average-hands" if seed % 2 else "deal")
    for turn in range(300):
        player = t.state.players[turn % len(t.state.players)]
        if turn == 150 and not t.state.pending:
            t.do("single-tax", votes=t.state.players[:2])
        _turn(t, rng, player)
        if t.state.pending:
            _turn(t, rng, t.state.pending["player"])
