"""An On Guard player that only makes legal moves: random ones, or greedy ones that end a
game soon. Used by the random-play property test and the whole game through the CLI."""

import random

from companion.games.on_guard import goods as goods_mod, month, towns
from companion.games.on_guard.state import SUPPLY, OnGuardState

GREEDY_ACTIVITIES = ("settle", "build", "produce", "export", "trade", "develop", "prospect")


NEWCOMERS = ("Fay", "Gus")


def _between_months(state: OnGuardState, rng: random.Random, greedy: bool) -> dict:
    """Now and then (never when greedy) a newcomer takes office or an Alderman not yet First
    tries the Mayor; else the head of the running order is First."""
    if not greedy and rng.random() < 0.1:
        if (str(len(state.players) + 1) in state.data["by_players"] and not state.end
                and rng.random() < 0.3):
            return {"type": "join", "name": next(n for n in NEWCOMERS if n not in state.players)}
        hopefuls = [p for p in state.order[1:] if p not in state.been_first + state.influenced
                    and state.faradinars(p) >= state.rules["influence_cost"]]
        if hopefuls:
            return {"type": "influence", "player": rng.choice(hopefuls),
                    "roll": rng.randint(1, 6) + rng.randint(1, 6)}
    return _first(state, rng, greedy)


def _first(state: OnGuardState, rng: random.Random, greedy: bool) -> dict:
    player = state.order[0]
    open_ = month.open_activities(state)
    activity = next(a for a in GREEDY_ACTIVITIES if a in open_) if greedy else rng.choice(open_)
    return {"type": "first", "player": player, "activity": activity}


def _develop(state: OnGuardState, player: str, rng: random.Random) -> dict:
    if len(state.sites[player]) >= state.rules["site_spaces"]:
        return {"type": "pass", "player": player}
    options = sorted(set(towns.revealed(state)))
    if state.count(SUPPLY, "quarry") and (player == state.first
                                          or state.occupied(player, "masons-lodge")):
        options.append("quarry")
    if not options:
        return {"type": "pass", "player": player}
    action = {"type": "develop", "player": player, "site": rng.choice(options)}
    if (state.occupied(player, "manor-house") and state.pile
            and len(state.sites[player]) <= state.rules["site_spaces"] - 2):
        action["manor"] = "pile"
    return action


def _build(state: OnGuardState, player: str, rng: random.Random, greedy: bool) -> dict:
    free = state.rules["town_spaces"] - state.town_used(player)
    options = [b for b, rec in state.data["buildings"].items()
               if not state.count(player, b) and state.count(SUPPLY, b)
               and (2 if rec["kind"] == "major" else 1) <= free
               and towns.price(state, player, b) <= state.faradinars(player)]
    if not options or (not greedy and rng.random() < 0.2):
        return {"type": "pass", "player": player}
    pick = max(options, key=lambda b: state.building(b)["cost"]) if greedy else rng.choice(options)
    return {"type": "build", "player": player, "building": pick}


def _settle(state: OnGuardState, player: str, rng: random.Random) -> dict:
    anew = rng.random() < 0.2
    spare = state.count(player, "settlers") if anew else state.spare(player)
    spaces = [(b["id"], state.building(b["id"])["settlers"] - (0 if anew else b["settlers"]))
              for b in state.town[player]]
    spaces += [(s["kind"], 1) for s in state.sites[player] if anew or not s["occupied"]]
    targets = [name for name, n in spaces for _ in range(n)]
    rng.shuffle(targets)
    return {"type": "settle", "player": player, "place": targets[:spare], "anew": anew}


def _export(state: OnGuardState, player: str, rng: random.Random) -> dict:
    held = state.goods_of(player)
    options = [{"good": g} for g in held if goods_mod.caravans_for(state, g)]
    if not options and rng.random() < 0.3:
        return {"type": "pass", "player": player}   # the Wagon Train may stay home
    if goods_mod.wagon_train_ready(state, player):
        options += [{"good": g, "wagon_train": True} for g in held]
    return {"type": "export", "player": player, **rng.choice(options)}


def _keep(state: OnGuardState, player: str, rng: random.Random) -> dict:
    held = list(state.goods_of(player))
    rng.shuffle(held)
    slots = goods_mod.keep_slots(state, player)
    return {"type": "keep", "player": player, "store": held[:slots],
            "one": held[slots] if len(held) > slots else None}


def _trade(state: OnGuardState, player: str, rng: random.Random) -> dict:
    house = state.stock.held("Trading House", state.goods)
    if sum(house.values()) >= state.rules["trading_house_size"]:
        return {"type": "pass", "player": player}
    options = [g for g in state.goods_of(player)
               if g not in house or state.occupied(player, "chandlery")]
    if not options:
        return {"type": "pass", "player": player}
    return {"type": "trade", "player": player, "good": rng.choice(options)}


def next_action(state: OnGuardState, rng: random.Random, greedy: bool = False) -> dict:
    """A legal action for whoever must act now."""
    if state.keeping:
        return _keep(state, state.keeping[0], rng)
    if not state.activity:
        return _between_months(state, rng, greedy)
    player = state.waiting[0]
    if state.activity == "develop":
        return _develop(state, player, rng)
    if state.activity == "build":
        return _build(state, player, rng, greedy)
    if state.activity == "settle":
        return _settle(state, player, rng)
    if state.activity == "export":
        return _export(state, player, rng)
    return _trade(state, player, rng)
