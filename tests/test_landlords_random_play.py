"""The Landlord's Game: random whole games, checking the invariants after every action."""

import random

import pytest

from companion.core.errors import RuleViolation
from companion.games.landlords_1906 import landing, loans, turns
from tests.test_landlords_landing import Table


def _turn(t: Table, rng: random.Random, player: str) -> None:
    s = t.state
    if s.pending:
        p = s.pending
        if p["kind"] == "speculation":
            wages = s.wages() if p["wages"] else 0
            if s.debts_of(p["player"]) or t.cash(p["player"]) + wages < 10 or rng.random() < 0.2:
                t.do("speculate", player=p["player"], refuse=True)
            else:
                t.do("speculate", player=p["player"],
                     dice=f"{rng.randint(1, 6)},{rng.randint(1, 6)}")
        elif not s.single_tax or s.space(p["space"])["kind"] != "lot":
            price = s.space(p["space"])["price"]
            if t.cash(player) >= price and rng.random() < 0.7:
                t.do("buy", player=player, property=p["space"])
            else:
                t.do("decline")
        return
    if player in s.jailed:
        t.do("jail", player=player, dice=f"{rng.randint(1, 6)},{rng.randint(1, 6)}")
        return
    if s.debts_of(player) and not landing.may_move_owing(s, player):
        _raise_cash(t, rng, player)
        return
    if loans.notes_of(s, player) and t.cash(player) >= 200 and rng.random() < 0.5:
        t.do("repay", player=player)
    lots = [n for n in s.cards_of(player) if s.space(n)["kind"] == "lot"]
    if lots and rng.random() < 0.3 and t.cash(player) >= 100:
        try:
            t.do("build", player=player, lot=rng.choice(lots))
        except RuleViolation:
            pass
    steps = rng.randint(1, 6) + rng.randint(1, 6)
    steps = s.throw_due.get(player, steps)   # out of JAIL on a throw: it moves with that one
    if s.single_tax and not landing.affordable(s, player, steps, False):
        t.do("opportunity", player=player, space="Timberlands", steps=steps)
        return
    t.do("move", player=player, steps=steps)
    if s.space(s.positions[player])["kind"] == "chance" and not s.pending:
        t.do("chance", player=player, card=None)


def _raise_cash(t: Table, rng: random.Random, player: str) -> None:
    """A debtor borrows, else sells, else (nothing left, or no buyer) goes to the Poor House."""
    s = t.state
    if loans.pledge_for(s, player) is not None:
        t.do("borrow", player=player)
    elif not s.single_tax:
        t.do("poorhouse", player=player, no_buyer=True)
    else:
        buyer = rng.choice([p for p in s.players if p != player])
        price = min(t.cash(buyer), s.debt_of(player))
        t.do("sell", seller=player, property=loans.free_property(s, player)[0], buyer=buyer,
             price=price)


@pytest.mark.parametrize("seed", range(14))
def test_random_games_keep_the_invariants(seed):
    """Two to four players, and (seeds 12, 13) six, poorer: debts, notes, the Poor House."""
    rng = random.Random(seed)
    seats = 6 if seed >= 12 else 2 + seed % 3
    t = Table(players=("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")[:seats], seed=seed, play=False)
    t.do("average-hands" if seed % 2 and seats <= 4 else "deal")
    for turn in range(300):
        player = turns.whose_turn(t.state) or t.state.players[0]
        if turn == 150 and not t.state.pending:
            t.do("single-tax", votes=t.state.players[:2])
        _turn(t, rng, player)
        if t.state.pending:
            _turn(t, rng, t.state.pending["player"])
