"""A simple, seeded table of Discretion players that only makes legal-looking moves.

Used by the property tests (random legal sequences) and by the whole-game CLI test.
"""

import random

from companion.games.discretion import grid, solvency

TYPES = ("housing", "offices", "industry", "services", "retail")


def candidate_actions(state, rng: random.Random) -> list[dict]:
    """Plausible next actions in this state; some may still be refused by the rules."""
    if state.phase == "over":
        return []
    if state.debts:
        return _settle_debt(state, state.debts[0].debtor, rng)
    if state.pending_auctions:
        return _auction(state, rng)
    actions = [{"type": "next"}] if state.phase == "build-round" else [{"type": "draw"}]
    player = state.active
    actions += [_build(state, player, rng) for _ in range(3)]
    actions.append({"type": "loan", "op": "take", "player": player, "count": 1})
    own = state.buildings_of(player)
    if own and rng.random() < 0.2:
        actions.append({"type": "demolish", "cell": rng.choice(own).cells[0]})
    if state.phase == "play":
        cards = [c["id"] for c in state.data["events"] if c["year"] <= state.year]
        actions.append({"type": "event", "card": rng.choice(cards)})
    window = (state.window or {}).get("kind")
    someone = rng.choice(state.in_play())
    if window == "interest" and state.bank_loans[someone]:
        actions.append({"type": "loan", "op": "repay", "player": someone, "count": 1})
    if window == "end-of-year" and state.shark_loans[someone]:
        actions.append({"type": "shark", "op": "repay", "player": someone, "count": 1})
    if window == "land-tax" and state.plots_of(someone):
        actions.append({"type": "forfeit", "player": someone,
                        "plot": rng.choice(state.plots_of(someone))})
    actions.append({"type": "pay", "from": someone, "to": rng.choice([*state.players, "Bank"]),
                    "amount": rng.choice([10_000, 50_000]), "reason": "table deal"})
    return actions


def _settle_debt(state, debtor, rng):
    means = solvency.means(state, debtor)
    actions = [{"type": "shark", "op": "take", "player": debtor},
               {"type": "loan", "op": "take", "player": debtor, "count": 1}]
    if means.shark_loans:          # as many as are left, when fewer than the debt needs
        actions.append({"type": "shark", "op": "take", "player": debtor,
                        "count": means.shark_loans})
    actions += [{"type": "forfeit", "player": debtor, "plot": p} for p in means.forfeits]
    own = state.buildings_of(debtor)
    if own:
        actions.append({"type": "demolish", "cell": rng.choice(own).cells[0]})
    actions.append({"type": "bankrupt", "player": debtor})
    return actions


def _auction(state, rng):
    bidder = rng.choice(state.in_play())
    cash = state.ledger.balance(bidder)
    price = max(10_000, min(cash, rng.choice([200_000, 400_000, 700_000])) // 10_000 * 10_000)
    return [{"type": "auction", "plot": None, "winner": bidder, "price": price, "no_bid": False},
            {"type": "auction", "plot": None, "no_bid": True}]


def _build(state, player, rng) -> dict:
    plots = state.plots_of(player)
    cell = rng.choice(state.plot(rng.choice(plots))["cells"]) if plots else "A1"
    cells = cell
    if rng.random() < 0.4:
        cells = f"{cell}+{rng.choice(grid.neighbours(cell))}"
    return {"type": "build", "player": player, "building": rng.choice(TYPES), "cells": cells}


def preferred(actions: list[dict], rng: random.Random) -> dict:
    """The bot's choice: mostly build and draw, so games move forward."""
    weights = [{"draw": 6, "next": 3, "build": 4, "auction": 3, "shark": 4, "bankrupt": 0.3,
                "event": 1}.get(a["type"], 1) for a in actions]
    return rng.choices(actions, weights)[0]
