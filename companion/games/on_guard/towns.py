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
    """Claim a revealed site (or a quarry); a Manor House first adds one more, and a Healer
    Shrine settles one of the new sites (`shrine`: the claimed one's kind, or "manor")."""
    extra = action.get("manor")
    if extra and not state.occupied(player, "manor-house"):
        raise RuleViolation(_("{player} has no occupied Manor House").format(player=player))
    kind = action["site"] = _site_kind(state, player, action["site"])
    shrine = _shrine_site(state, player, action, kind)
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
    if state.occupied(player, "healer-shrine") and _settler_for(state, player, "healer-shrine"):
        state.sites[player][-2 if shrine == MANOR else -1]["occupied"] = True


MANOR = "manor"   # `--shrine manor`: the Manor House's extra site


def _shrine_site(state: OnGuardState, player: str, action: dict, kind: str) -> str | None:
    """Which new site the Healer Shrine's settler goes to, as the Alderman chose it ("Add one
    Settler to one new Site claimed"): the site claimed (by default, or named by its kind),
    or the Manor House's extra site ("manor", or its kind when it is a quarry)."""
    typed = action.get("shrine")
    if typed is None:
        return None
    if not state.occupied(player, "healer-shrine"):
        raise RuleViolation(_("{player} has no occupied Healer Shrine").format(player=player))
    extra = action.get("manor")
    choices = {kind: None} | ({MANOR: MANOR} if extra else {})
    if extra == QUARRY and kind != QUARRY:
        choices[QUARRY] = MANOR
    wanted = typed.strip().casefold()
    hits = [c for c in choices if c == wanted] or [c for c in choices if c.startswith(wanted)]
    if len(hits) != 1:
        raise RuleViolation(_("the Healer Shrine's settler goes to a site claimed now: "
                              "{choices}").format(choices=words.either(choices)))
    action["shrine"] = hits[0]
    return choices[hits[0]]


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


def grant_site(state: OnGuardState, player: str, kind: str) -> int:
    """A new Alderman's one site, the kind their seat starts on: from the face-down pile, else
    the discards, else the revealed sites (ruling 14); how many revealed sites to turn up in
    its place (0 or 1)."""
    why = _("a new Alderman's site")
    if kind in state.pile:
        state.pile.remove(kind)
        _claim(state, player, kind, PILE, why)
    elif state.count(DISCARD, kind) or state.count(REVEALED, kind):
        source = DISCARD if state.count(DISCARD, kind) else REVEALED
        _claim(state, player, kind, source, why)
        return int(source == REVEALED)
    else:
        state.note(_("no {site} is left for {player}").format(
            site=state.data["sites"][kind]["name"], player=player))
    return 0


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
    return price_parts(state, player, bid)[0]


def price_parts(state: OnGuardState, player: str, bid: str) -> tuple[int, list]:
    """What `bid` costs the player, and its parts: the cost, less the First's privilege, less
    occupied quarries up to the building's limit, never below nothing."""
    b = state.building(bid)
    first = state.rules["build_privilege"] if (player == state.first
                                                and state.activity == "build") else 0
    first = min(first, b["cost"])
    quarries = min(state.occupied_sites(player, QUARRY), b["quarries"], b["cost"] - first)
    terms = [(1, str(b["cost"]))]
    terms += [(-1, words.first(first))] if first else []
    terms += [(-1, words.quarries(quarries))] if quarries else []
    return b["cost"] - first - quarries, terms


def building_id(state: OnGuardState, typed: str) -> str:
    return lookup(typed, state.data["buildings"], _("building"))


def build(state: OnGuardState, player: str, action: dict) -> None:
    """Put up one building: refused without the money, the town space, or a copy left."""
    bid = action["building"] = building_id(state, action["building"])
    b = state.building(bid)
    if state.rules["one_of_each"] and state.count(player, bid):
        raise RuleViolation(_("{player} already has the {building}: with one_of_each, nobody "
                              "owns two of the same building (ruling 13)").format(
                                  player=player, building=b["name"]))
    if not state.count(SUPPLY, bid):
        raise RuleViolation(_("no {building} is left to build").format(building=b["name"]))
    size = 2 if b["kind"] == "major" else 1
    free = state.rules["town_spaces"] - state.town_used(player)
    if size > free:
        raise RuleViolation(ngettext("the {building} needs {n} town space; {player} has {free}",
                                     "the {building} needs {n} town spaces; {player} has {free}",
                                     size).format(building=b["name"], n=size, player=player,
                                                  free=free))
    cost, parts = price_parts(state, player, bid)
    if not state.ledger.can_pay(player, cost):
        raise RuleViolation(_("the {building} costs {player} {cost}; {player} has {money}")
                            .format(building=b["name"], player=player, cost=money(cost),
                                    money=money(state.faradinars(player))))
    state.pay(player, BANK, cost, words.explained(
        _("builds the {building}").format(building=b["name"]), parts))
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
    entries = [b for b in town if b["id"] == name]
    if entries:
        room = [b for b in entries if b["settlers"] < state.building(name)["settlers"]]
        if not room:
            raise RuleViolation(_("{player}'s {building} is full").format(
                player=player, building=state.building(name)["name"]))
        room[0]["settlers"] += 1
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


def wagon_need(state: OnGuardState) -> int:
    """The settlers a refill of the wagon takes now: one per free building space, at least
    one per Alderman."""
    free = sum(state.building(b["id"])["settlers"] - b["settlers"]
               for p in state.players for b in state.town[p])
    return max(free, state.setup["wagon"])


def finish_settle(state: OnGuardState) -> None:
    """Refill the wagon: one settler per free building space, at least one per Alderman."""
    need = wagon_need(state)
    have = state.count(SUPPLY, SETTLERS)
    state.move(SETTLERS, SUPPLY, WAGON, min(need, have), _("the wagon refilled"))
    if have < need:
        trigger_end(state, "settlers", None, _("the wagon needs {settlers} and the supply has "
                                               "{have}").format(settlers=words.settlers(need),
                                                                have=have))
