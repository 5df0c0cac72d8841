"""What the Aldermen do to their lands and towns: Develop, Build and Settle."""

import random

from companion.core.errors import RuleViolation
from companion.games.on_guard import words
from companion.games.on_guard.i18n import _, ngettext
from companion.games.on_guard.turns import trigger_end
from companion.games.on_guard.state import (
    BANK, DISCARD, PILE, REVEALED, SETTLERS, SUPPLY, WAGON, OnGuardState, lookup, money,
)

QUARRY = "quarry"


# --- sites --------------------------------------------------------------------------
def shuffle_pile(state: OnGuardState) -> None:
    state.pile = [k for k in state.data["sites"] for _n in range(state.count(PILE, k))]
    random.Random(f"{state.seed}:sites:{state.reshuffles}").shuffle(state.pile)
    state.reshuffles += 1


def reveal(state: OnGuardState, count: int | None = None) -> None:
    """Turn up `count` sites, else the number the Aldermen's count asks; reshuffle the
    discards if the pile runs out (Puerto Rico)."""
    for _n in range(state.setup["revealed"] if count is None else count):
        if not refill_pile(state):
            state.note(_("the site pile is empty"))
            return
        state.move(state.pile.pop(0), PILE, REVEALED, 1, _("turned up"))


def refill_pile(state: OnGuardState) -> bool:
    """Whether a face-down site is there to take, the discards reshuffled into a new pile
    when it has run out (ruling 12)."""
    if not state.pile:
        for kind in state.data["sites"]:
            state.move(kind, DISCARD, PILE, state.count(DISCARD, kind), _("reshuffled"))
        shuffle_pile(state)
    return bool(state.pile)


def revealed(state: OnGuardState) -> list[str]:
    return [k for k in state.data["sites"] for _n in range(state.count(REVEALED, k))]


def develop(state: OnGuardState, player: str, action: dict) -> None:
    """Claim a revealed site (or a quarry); a Manor House first adds one more."""
    extra = action.get("manor")
    if extra and not state.occupied(player, "manor-house"):
        raise RuleViolation(_("{player} has no occupied Manor House").format(player=player))
    kind = action["site"] = _site_kind(state, player, action["site"])
    room = state.rules["site_spaces"] - len(state.sites[player])
    if room < 1 + bool(extra):
        raise RuleViolation(ngettext("{player} has room for {n} more site",
                                     "{player} has room for {n} more sites", room).format(
                                         player=player, n=room))
    if extra == "pile" and not refill_pile(state):
        raise RuleViolation(_("the site pile and the discards are empty"))
    if extra == QUARRY and state.count(SUPPLY, QUARRY) < 1 + (kind == QUARRY):
        raise RuleViolation(_("not enough quarries left"))
    if extra:
        top = state.pile.pop(0) if extra == "pile" else QUARRY
        _claim(state, player, top, PILE if extra == "pile" else SUPPLY,
               state.building("manor-house")["name"])
    _claim(state, player, kind, SUPPLY if kind == QUARRY else REVEALED,
           words.activity("develop"))
    if state.occupied(player, "healer-shrine"):
        if _settler_for(state, player, "healer-shrine"):
            state.sites[player][-1]["occupied"] = True


def _site_kind(state: OnGuardState, player: str, typed: str) -> str:
    kind = lookup(typed, state.data["sites"], _("site"))
    if kind == QUARRY:
        if player != state.first and not state.occupied(player, "masons-lodge"):
            raise RuleViolation(_("only the First or an Alderman with an occupied Masons Lodge "
                                  "may take a quarry; revealed: {sites}").format(
                                      sites=", ".join(revealed(state))))
        if not state.count(SUPPLY, QUARRY):
            raise RuleViolation(_("no quarries are left"))
    elif not state.count(REVEALED, kind):
        raise RuleViolation(_("no {site} is revealed; revealed: {sites}").format(
            site=kind, sites=", ".join(revealed(state))))
    return kind


def _claim(state: OnGuardState, player: str, kind: str, source: str, why: str) -> None:
    state.move(kind, source, player, 1, why)
    state.sites[player].append({"kind": kind, "occupied": False})


def grant_site(state: OnGuardState, player: str, kind: str) -> None:
    """A new Alderman's one site, the kind their seat starts on: from the face-down pile, else
    from the discards, else none is left (ruling 14)."""
    if kind in state.pile:
        state.pile.remove(kind)
        _claim(state, player, kind, PILE, _("a new Alderman's site"))
    elif state.count(DISCARD, kind):
        _claim(state, player, kind, DISCARD, _("a new Alderman's site"))
    else:
        state.note(_("no {site} is left for {player}").format(
            site=state.data["sites"][kind]["name"], player=player))


def _settler_for(state: OnGuardState, player: str, bid: str) -> bool:
    """One settler from the supply, else from the wagon, else none, for the building `bid`."""
    building = state.building(bid)["name"]
    for source in (SUPPLY, WAGON):
        if state.count(source, SETTLERS):
            state.move(SETTLERS, source, player, 1, building)
            return True
    state.note(_("no settler is left for the {building}").format(building=building))
    return False


def finish_develop(state: OnGuardState) -> None:
    for kind in state.data["sites"]:
        state.move(kind, REVEALED, DISCARD, state.count(REVEALED, kind), _("not claimed"))
    reveal(state)


# --- buildings -------------------------------------------------------------------------
def price(state: OnGuardState, player: str, bid: str) -> int:
    """Cost, less the First's privilege, less occupied quarries up to the building's limit."""
    b = state.building(bid)
    cut = min(state.occupied_sites(player, QUARRY), b["quarries"])
    if player == state.first and state.activity == "build":
        cut += state.rules["build_privilege"]
    return max(0, b["cost"] - cut)


def building_id(state: OnGuardState, typed: str) -> str:
    return lookup(typed, state.data["buildings"], _("building"))


def build(state: OnGuardState, player: str, action: dict) -> None:
    """Put up one building: refused without the money, the town space, or a copy left."""
    bid = action["building"] = building_id(state, action["building"])
    b = state.building(bid)
    if state.entry(player, bid):
        raise RuleViolation(_("{player} already has the {building}: nobody owns two of the "
                              "same building (ruling 13)").format(player=player,
                                                                  building=b["name"]))
    if not state.count(SUPPLY, bid):
        raise RuleViolation(_("no {building} is left to build").format(building=b["name"]))
    size = 2 if b["kind"] == "major" else 1
    free = state.rules["town_spaces"] - state.town_used(player)
    if size > free:
        raise RuleViolation(ngettext("the {building} needs {n} town space; {player} has {free}",
                                     "the {building} needs {n} town spaces; {player} has {free}",
                                     size).format(building=b["name"], n=size, player=player,
                                                  free=free))
    cost = price(state, player, bid)
    if not state.ledger.can_pay(player, cost):
        raise RuleViolation(_("the {building} costs {player} {cost}; {player} has {money}")
                            .format(building=b["name"], player=player, cost=money(cost),
                                    money=money(state.faradinars(player))))
    state.pay(player, BANK, cost, _("builds the {building}").format(building=b["name"]))
    state.move(bid, SUPPLY, player, 1, _("built"))
    state.town[player].append({"id": bid, "settlers": 0})
    if state.occupied(player, "dwarven-chapel") and _settler_for(state, player, "dwarven-chapel"):
        state.town[player][-1]["settlers"] = 1
    if state.town_used(player) >= state.rules["town_spaces"]:
        trigger_end(state, "town", player, _("{player} has built on every town space").format(
            player=player))


# --- settlers --------------------------------------------------------------------------
def start_settle(state: OnGuardState) -> None:
    """The First's extra settler, then the wagon shared out one at a time from the First."""
    if state.count(SUPPLY, SETTLERS):
        state.move(SETTLERS, SUPPLY, state.first, state.rules["settle_privilege"],
                   _("the First's extra settler"))
    while state.count(WAGON, SETTLERS):
        for player in state.order:
            if state.count(WAGON, SETTLERS):
                state.move(SETTLERS, WAGON, player, 1, _("from the wagon"))


def settle(state: OnGuardState, player: str, action: dict) -> None:
    """Place spare settlers on free spaces (after lifting them all, with `anew`)."""
    sites = [dict(s) for s in state.sites[player]]
    town = [dict(b) for b in state.town[player]]
    if action.get("anew"):
        for space in sites:
            space["occupied"] = False
        for entry in town:
            entry["settlers"] = 0
    spare = state.count(player, SETTLERS) - sum(b["settlers"] for b in town) \
        - sum(s["occupied"] for s in sites)
    for typed in action.get("place", []):
        if not spare:
            raise RuleViolation(_("{player} has no spare settler left for {place}").format(
                player=player, place=typed))
        _place(state, player, typed, sites, town)
        spare -= 1
    free = sum(state.building(b["id"])["settlers"] - b["settlers"] for b in town) \
        + sum(not s["occupied"] for s in sites)
    if spare and free:
        raise RuleViolation(_("{player} would keep {spare} while {free}; place them").format(
            player=player, spare=ngettext("{n} spare settler", "{n} spare settlers",
                                          spare).format(n=spare),
            free=ngettext("{n} space is free", "{n} spaces are free", free).format(n=free)))
    state.sites[player], state.town[player] = sites, town
    placed = state.placed(player)
    state.note(ngettext("{player} has {n} settler placed, {spare} spare",
                        "{player} has {n} settlers placed, {spare} spare", placed).format(
                            player=player, n=placed, spare=spare))


def _place(state: OnGuardState, player: str, typed: str, sites: list, town: list) -> None:
    records = {b["id"]: state.building(b["id"]) for b in town}
    records |= {s["kind"]: state.data["sites"][s["kind"]] for s in sites}
    name = lookup(typed, records, _("building or site of {player}").format(player=player))
    entry = next((b for b in town if b["id"] == name), None)
    if entry:
        if entry["settlers"] >= state.building(entry["id"])["settlers"]:
            raise RuleViolation(_("{player}'s {building} is full").format(
                player=player, building=state.building(entry["id"])["name"]))
        entry["settlers"] += 1
        return
    empty = [s for s in sites if s["kind"] == name and not s["occupied"]]
    if not empty:
        raise RuleViolation(_("{player} has no unoccupied {site}").format(player=player,
                                                                           site=name))
    empty[0]["occupied"] = True


def nothing_to_settle(state: OnGuardState, player: str) -> str | None:
    """Why `player` can place no settler, nor place his settlers otherwise, if so: no space
    is free (settlers are alike, so full spaces stay as they are), or he has no settler."""
    if not state.free_spaces(player):
        return _("{player} has no free space").format(player=player)
    if not state.count(player, SETTLERS):
        return _("{player} has no settler").format(player=player)
    return None


def finish_settle(state: OnGuardState) -> None:
    """Refill the wagon: one settler per free building space, at least one per Alderman."""
    free = sum(state.building(b["id"])["settlers"] - b["settlers"]
               for p in state.players for b in state.town[p])
    need = max(free, state.setup["wagon"])
    have = state.count(SUPPLY, SETTLERS)
    state.move(SETTLERS, SUPPLY, WAGON, min(need, have), _("the wagon refilled"))
    if have < need:
        trigger_end(state, "settlers", None, _("the wagon needs {settlers} and the supply has "
                                               "{have}").format(settlers=words.settlers(need),
                                                                have=have))
