"""A seeded table of Eurobusiness players making plausible moves (some the rules refuse).

Used by the property tests (random legal sequences) and by the whole-game CLI test.
"""

import random


def candidate_actions(state, rng: random.Random) -> list[dict]:
    """Plausible next actions in this state, most urgent first."""
    if state.phase == "over":
        return []
    if state.debts:
        return _raise_cash(state, state.debts[0].debtor, rng)
    if state.offer:
        return _offer(state, rng)
    if state.auctions:
        return [_bid(state, state.auctions[0], rng)]
    if state.chance_due:
        player, due = next(iter(state.chance_due.items()))
        pay = "fee" in due and rng.random() < 0.5
        return [{"type": "draw", "player": player, "card": None, "pay": pay}]
    player = state.active
    actions = _dealings(state, player, rng)
    if player in state.jailed:
        how = rng.choice(["wait", "wait", "throw", "card"])
        throw = f"{rng.randint(1, 6)},{rng.randint(1, 6)}"
        actions.append({"type": "jail", "player": player, "how": how, "throw": throw})
        actions.append({"type": "jail", "player": player, "how": "wait"})
    else:
        first, second = rng.randint(1, 6), rng.randint(1, 6)
        actions.append({"type": "move", "player": player, "steps": first + second,
                        "double": first == second})
    return actions


def _raise_cash(state, debtor: str, rng) -> list[dict]:
    built = [n for n in state.fields_of(debtor) if state.level(n)]
    bare = [n for n in state.fields_of(debtor) if n not in state.mortgaged and not state.level(n)]
    actions = [{"type": "sell-building", "player": debtor, "city": n} for n in built]
    actions += [{"type": "mortgage", "player": debtor, "field": n} for n in bare]
    rng.shuffle(actions)
    return actions + [{"type": "bankrupt", "player": debtor}]


def _offer(state, rng) -> list[dict]:
    offer = state.offer
    if offer["auction"]:
        return [_bid(state, offer["field"], rng), {"type": "auction", "field": offer["field"]}]
    buy = {"type": "buy", "player": offer["player"], "field": offer["field"]}
    return [buy, {"type": "decline"}] if rng.random() < 0.7 else [{"type": "decline"}]


def _bid(state, field: int, rng) -> dict:
    half = state.field(field)["price"] // 2
    price = half + 5 * rng.randint(0, half // 5)
    return {"type": "auction", "field": field, "winner": rng.choice(state.in_play()),
            "price": price} if rng.random() < 0.8 else {"type": "auction", "field": field}


def _dealings(state, player: str, rng) -> list[dict]:
    """In the player's moment before the throw: building, selling back, mortgages, sales."""
    mine = state.fields_of(player)
    actions = []
    if mine and rng.random() < 0.6:
        city = rng.choice(mine)
        for _ in range(rng.randint(1, 3)):
            actions.append({"type": "build", "player": player, "city": city})
    if mine and rng.random() < 0.1:
        actions.append({"type": "sell-building", "player": player, "city": rng.choice(mine)})
    if mine and rng.random() < 0.1:
        kind = rng.choice(["mortgage", "unmortgage"])
        actions.append({"type": kind, "player": player, "field": rng.choice(mine)})
    others = [p for p in state.in_play() if p != player]
    cities = [n for n in mine if state.field(n)["kind"] == "city"]
    wanted = [(n, state.owners[m]) for n in cities for m in state.country(n)
              if state.owners.get(m) in others]
    if wanted and rng.random() < 0.5:        # a city another player's country lacks
        number, buyer = rng.choice(wanted)
        actions.append({"type": "trade", "seller": player, "field": number,
                        "buyer": buyer, "price": state.field(number)["price"]})
    if mine and others and rng.random() < 0.08:
        actions.append({"type": "trade", "seller": player, "field": rng.choice(mine),
                        "buyer": rng.choice(others), "price": 5 * rng.randint(0, 100),
                        "lift": rng.random() < 0.3})
    return actions
