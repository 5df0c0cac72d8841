"""A player of legal Pay Day moves, at random: for property tests and whole games."""

import random

from companion.games.payday import GAME


def choose(state, rng: random.Random) -> dict:
    """One legal action for the state, as the journal stores it."""
    if state.pending:
        return _settle(state, state.pending[0], rng)
    if state.daylight_queue:
        return {"type": "next"}
    extra = _options(state, rng)
    if extra and rng.random() < 0.5:
        return rng.choice(extra)
    if not state.moved:
        return {"type": "move", "player": state.active, "steps": rng.randint(1, 6)}
    return {"type": "next"}


def _settle(state, item: dict, rng: random.Random) -> dict:
    if item["kind"] in ("mail", "deal"):
        return {"type": "draw"}
    if item["kind"] == "offer":
        cost = state.deal(item["card"])["cost"]
        return {"type": "buy" if state.cash(state.acting) >= cost and rng.random() < 0.7
                else "pass"}
    throws = {p: rng.randint(1, 6) for p in state.playing()}
    return {"type": "commission", "throws": throws, "winner": max(throws, key=throws.get)}


def _options(state, rng: random.Random) -> list[dict]:
    me, step = state.acting, state.money["step"]
    out = []
    for offer in state.offers:
        if offer["kind"] == "insurance":
            premium = state.mail_card(offer["card"])["amount"]
            out.append({"type": "buy" if state.cash(me) >= premium else "pass",
                        "card": offer["card"]})
        elif offer["kind"] == "swellfare" and state.cash(me) >= 5 and state.in_debt(me):
            out.append({"type": "swellfare", "player": me, "throw": rng.randint(1, 6),
                        "stake": rng.choice([5, 50, 100][:1 + (state.cash(me) >= 50)
                                                         + (state.cash(me) >= 100)])})
        elif offer["kind"] == "buyer" and state.deals[me]:
            out.append({"type": "sell", "player": me, "deal": rng.choice(state.deals[me])})
        elif offer["kind"] == "poker":
            rich = [p for p in state.playing() if state.cash(p) >= state.money["poker_stake"]]
            if len(rich) >= 2:
                throws = {p: rng.randint(1, 6) for p in rich}
                out.append({"type": "poker", "throws": throws,
                            "winner": max(throws, key=throws.get)})
    if state.payday_open:
        if state.loans[me] and state.cash(me) >= step:
            out.append({"type": "loan", "op": "repay", "player": me, "amount": step})
        if not state.loans[me] and state.cash(me) >= step:
            out.append({"type": "savings", "op": "deposit", "player": me,
                        "amount": step * rng.randint(1, state.cash(me) // step)})
    someone = rng.choice(state.playing())   # a finished player's money is final (ruling 14)
    if state.savings(someone):
        out.append({"type": "savings", "op": "withdraw", "player": someone, "amount": step})
    elif rng.random() < 0.3:
        out.append({"type": "loan", "op": "take", "player": someone, "amount": step})
    return out


def play(state, rng: random.Random, limit: int = 2000, on_action=None) -> int:
    """Play until the game is over (or `limit` actions); returns the actions taken."""
    for n in range(limit):
        if state.over:
            return n
        action = choose(state, rng)
        if on_action:
            on_action(action)
        GAME.apply(state, action)
        assert GAME.invariants(state) == [], action
    return limit
