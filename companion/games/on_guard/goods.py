"""What the Aldermen do with goods: Produce, Trade and Export (with what is kept after)."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import in_parts
from companion.games.on_guard import words
from companion.games.on_guard.i18n import _, ngettext
from companion.games.on_guard.turns import check_playing, trigger_end
from companion.games.on_guard.state import (
    BANK, BOX, GOLD, SUPPLY, TRADING_HOUSE, OnGuardState, caravan_name, lookup, place,
)


def good_id(state: OnGuardState, player: str, typed: str) -> str:
    good = lookup(typed, state.data["goods"], _("good"), words.aliases(words.GOODS))
    if not state.count(player, good):
        held = ", ".join(words.load(n, g) for g, n in state.goods_of(player).items())
        raise RuleViolation((_("{player} has no {good} (holds {goods})") if held else
                             _("{player} has no {good} (holds no goods)")).format(
                                 player=player, good=words.good(good), goods=held))
    return good


def earn_gold(state: OnGuardState, player: str, count: int, why: str, parts: list) -> None:
    """Gold Bars from the supply; past the target, from the box (counted all the same); the
    line says the amount's `parts` (words.explained), or a line of its own when split."""
    from_supply = min(count, state.count(SUPPLY, GOLD))
    if from_supply == count:
        state.move(GOLD, SUPPLY, player, count, words.explained(why, parts))
        return
    state.move(GOLD, SUPPLY, player, from_supply, why)
    state.move(GOLD, BOX, player, count - from_supply,
               _("{why} (past the target)").format(why=why))
    if len(parts) > 1:
        state.note(_("{gold_bars}: {parts}").format(gold_bars=words.gold_bars(count),
                                                    parts=in_parts(parts)))


# --- Produce ----------------------------------------------------------------------------
def output(state: OnGuardState, player: str) -> dict[str, int]:
    """Good -> loads the player's occupied sites and buildings can make (supply aside)."""
    made = {}
    for good in state.goods:
        sites = sum(state.occupied_sites(player, k) for k in state.data["sites"]
                    if state.site_good(k) == good)
        mills = [b for b in state.data["buildings"].values()
                 if b["kind"] == "production" and b["good"] == good]
        if mills:
            workers = sum(e["settlers"] for e in state.town[player]
                          if state.building(e["id"]).get("good") == good
                          and state.building(e["id"])["kind"] == "production")
            sites = min(sites, workers)
        if sites:
            made[good] = sites
    return made


def produce(state: OnGuardState) -> None:
    """Everyone produces in the running order, as far as the supply goes; then the First's
    extra load of each kind they made, and the Workshops' Faradinars."""
    kinds_made = {}
    for player in state.order:
        made = []
        for good, count in output(state, player).items():
            got = min(count, state.count(SUPPLY, good))
            state.move(good, SUPPLY, player, got, _("produced"))
            if got:
                made.append(good)
        kinds_made[player] = made
    for good in kinds_made[state.first]:
        extra = min(state.rules["produce_privilege"], state.count(SUPPLY, good))
        state.move(good, SUPPLY, state.first, extra, _("the First's extra"))
    for player in state.order:
        for _copy in range(state.manned(player, "workshop")):
            made = len(kinds_made[player])
            state.pay(BANK, player, state.data["workshop"]["bonus"][made],
                      ngettext("Workshop, {n} kind made", "Workshop, {n} kinds made",
                               made).format(n=made))
    state.waiting = []


# --- Trade ------------------------------------------------------------------------------
MARKETS = {"small-market": 1, "large-market": 2}   # +F a manned market adds to a sale


def sale_price(state: OnGuardState, player: str, good: str) -> tuple[int, list]:
    """What the Trading House pays `player` for `good`, and its parts: the price, the First's
    privilege, each manned market's Faradinars."""
    price = state.data["goods"][good]["price"]
    parts = [(price, str(price))]
    first = state.rules["trade_privilege"] if player == state.first else 0
    parts += [(first, words.first(first))] if first else []
    parts += [(extra, words.part(extra, state.building(bid)["name"]))
              for bid, extra in MARKETS.items() for _copy in range(state.manned(player, bid))]
    return sum(amount for amount, _w in parts), [(1, said) for _a, said in parts]


def trade(state: OnGuardState, player: str, action: dict) -> None:
    """Sell one good to the Trading House: it has room, and not that kind (but a Chandlery)."""
    good = action["good"] = good_id(state, player, action["good"])
    held = state.stock.held(TRADING_HOUSE, state.goods)
    if sum(held.values()) >= state.rules["trading_house_size"]:
        raise RuleViolation(_("the Trading House is full"))
    if good in held and not state.occupied(player, "chandlery"):
        raise RuleViolation(_("the Trading House already has {good} (only an occupied "
                              "Chandlery sells a kind twice)").format(good=words.good(good)))
    state.move(good, player, TRADING_HOUSE, 1, _("sold"))
    amount, parts = sale_price(state, player, good)
    state.pay(BANK, player, amount,
              words.explained(_("sells {good}").format(good=words.good(good)), parts))


def sellable(state: OnGuardState, player: str) -> list[str]:
    """The goods `player` may sell to the Trading House now."""
    held = state.stock.held(TRADING_HOUSE, state.goods)
    if sum(held.values()) >= state.rules["trading_house_size"]:
        return []
    return [g for g in state.goods_of(player)
            if g not in held or state.occupied(player, "chandlery")]


def cannot_trade(state: OnGuardState, player: str) -> str | None:
    """Why `player` can sell nothing to the Trading House now, if so."""
    if sellable(state, player):
        return None
    if sum(state.stock.held(TRADING_HOUSE, state.goods).values()) \
            >= state.rules["trading_house_size"]:
        return _("the Trading House is full")
    if not state.goods_of(player):
        return _("{player} has no goods").format(player=player)
    return _("the Trading House holds every kind {player} has").format(player=player)


def finish_trade(state: OnGuardState) -> None:
    held = state.stock.held(TRADING_HOUSE, state.goods)
    if sum(held.values()) >= state.rules["trading_house_size"]:
        for good, count in held.items():
            state.move(good, TRADING_HOUSE, SUPPLY, count, _("the full Trading House cleared"))


# --- Export -----------------------------------------------------------------------------
def caravans_for(state: OnGuardState, good: str) -> list[int]:
    """The caravans `good` may go on: the one carrying it, else every empty one."""
    carrying = [i for i, c in enumerate(state.caravans) if c["kind"] == good]
    if carrying:
        i = carrying[0]
        return [i] if state.count(caravan_name(i), good) < state.caravans[i]["size"] else []
    return [i for i, c in enumerate(state.caravans) if c["kind"] is None]


def wagon_train_ready(state: OnGuardState, player: str) -> bool:
    """Whether a manned Wagon Train of `player`'s has not loaded (nor stayed home) this
    month: each of two loads once (ruling 13)."""
    return state.wagon_train_used.count(player) < state.manned(player, "wagon-train")


def caravan_goods(state: OnGuardState, player: str) -> list[str]:
    """The goods `player` could load onto a merchant caravan now: he must load one of them
    ("Must load goods onto merchant caravans if possible")."""
    return [g for g in state.goods_of(player) if caravans_for(state, g)]


def can_load(state: OnGuardState, player: str) -> bool:
    """Whether `player` is asked to load: he must on a caravan, or may on his Wagon Train."""
    return bool(caravan_goods(state, player)) or (bool(state.goods_of(player))
                                                   and wagon_train_ready(state, player))


def leave_wagon_train(state: OnGuardState, player: str) -> None:
    """`player` passes in Export: refused while a merchant caravan takes one of his goods
    (ruling 8); else his Wagon Train stays home this month, as the text lets it ("Can load")."""
    loadable = caravan_goods(state, player)
    if loadable:
        raise RuleViolation(_("{player} must load onto a merchant caravan if possible: {goods} "
                              "can go on one").format(player=player,
                                                      goods=words.goods(loadable)))
    state.wagon_train_used += [player] * state.manned(player, "wagon-train")
    state.note(_("{player} leaves the Wagon Train at home this month").format(player=player))


def start_export(state: OnGuardState) -> None:
    state.export_bonus_paid = False
    state.wagon_train_used = []


def next_loader(state: OnGuardState, after: str) -> list[str]:
    """The next Alderman round the table after `after` who can load, if any."""
    order = state.after(after)[1:] + [after]
    return [p for p in order if can_load(state, p)][:1]


def export(state: OnGuardState, player: str, action: dict) -> None:
    """Load as much of one good as fits onto a caravan (or the Wagon Train): Gold Bars."""
    good = action["good"] = good_id(state, player, action["good"])
    held = state.count(player, good)
    if action.get("wagon_train"):
        if not wagon_train_ready(state, player):
            raise RuleViolation(_("{player} has no occupied Wagon Train ready this month")
                                .format(player=player))
        loads = min(held, state.rules["wagon_train_size"])
        state.wagon_train_used.append(player)
        state.move(good, player, SUPPLY, loads, _("shipped by Wagon Train"))
    else:
        i = _caravan(state, good, held, action.get("caravan"))
        name = caravan_name(i)
        loads = min(held, state.caravans[i]["size"] - state.count(name, good))
        state.caravans[i]["kind"] = good
        state.move(good, player, name, loads, _("loaded"))
    gold, parts = loads * state.rules["gold_per_load"], [(1, words.loads(loads))]
    if player == state.first and not state.export_bonus_paid:
        gold += state.rules["export_privilege"]
        parts.append((1, words.first(state.rules["export_privilege"])))
        state.export_bonus_paid = True
    inns = state.manned(player, "inn")
    gold += inns
    parts += [(1, state.pieces("inn", inns))] if inns else []
    earn_gold(state, player, gold, _("exports {goods}").format(goods=words.load(loads, good)),
              parts)


def check_caravan(state: OnGuardState, typed: int) -> None:
    if not 1 <= typed <= len(state.caravans):
        raise BadInput(_("there is no {caravan}: the caravans are 1 to {n}").format(
            caravan=place(caravan_name(typed - 1)), n=len(state.caravans)))


def _caravan(state: OnGuardState, good: str, held: int, typed: int | None) -> int:
    """A caravan that takes the most of `good` ("must load as much of that as possible"):
    the one asked for, else the smallest of them."""
    choices = caravans_for(state, good)
    if not choices:
        raise RuleViolation(_("no caravan can take {good}: {caravans}").format(
            good=words.good(good), caravans=", ".join(
                _("{caravan} {good}").format(caravan=place(caravan_name(i)),
                                             good=words.good(c["kind"]) or _("empty"))
                for i, c in enumerate(state.caravans))))
    room = {i: min(held, state.caravans[i]["size"] - state.count(caravan_name(i), good))
            for i in choices}
    best = [i for i in choices if room[i] == max(room.values())]
    if typed is None:
        return min(best, key=lambda i: state.caravans[i]["size"])
    if typed - 1 not in choices:
        raise RuleViolation(_("{caravan} cannot take {good}; it may go on {caravans}").format(
            caravan=place(caravan_name(typed - 1)), good=words.good(good),
            caravans=", ".join(place(caravan_name(i)) for i in choices)))
    if typed - 1 not in best:
        raise RuleViolation(_(
            "{caravan} takes {goods} and {best} takes {most}: as much as possible must be "
            "loaded (--caravan {numbers})").format(
                caravan=place(caravan_name(typed - 1)), goods=words.load(room[typed - 1], good),
                best=place(caravan_name(best[0])), most=room[best[0]],
                numbers=words.either(str(i + 1) for i in best)))
    return typed - 1


def keep_slots(state: OnGuardState, player: str) -> int:
    """The kinds `player`'s manned warehouses store whole: one a Small, two a Large."""
    return state.manned(player, "small-warehouse") + 2 * state.manned(player, "large-warehouse")


def end_loading(state: OnGuardState) -> None:
    """Everyone keeps one good and their warehoused kinds; who has a choice is asked."""
    for player in state.order:
        held = state.goods_of(player)
        slots = keep_slots(state, player)
        if len(held) <= slots:
            continue
        if slots == 0 and len(held) == 1:
            _spoil(state, player, [], next(iter(held)))
        else:
            state.keeping.append(player)
    if state.keeping:
        who = state.keeping[0]
        state.note((_("{player} chooses what to keep: `companion keep {player} GOOD --store "
                      "KIND`") if keep_slots(state, who) else
                    _("{player} chooses what to keep: `companion keep {player} GOOD`"))
                   .format(player=who))
    else:
        _finish_export(state)


def _spoil(state: OnGuardState, player: str, store: list[str], one: str | None) -> None:
    for good, count in state.goods_of(player).items():
        kept = count if good in store else min(count, state.rules["keep_after_export"]
                                                * (good == one))
        state.move(good, player, SUPPLY, count - kept, _("spoiled after export"))


def keep(state: OnGuardState, action: dict) -> None:
    """After loading: the one good to keep, and the kinds the warehouses store whole."""
    check_playing(state)
    player = action["player"] = state.player(action["player"])
    if not state.keeping:
        raise RuleViolation(_("nobody is choosing goods to keep now"))
    if state.keeping[0] != player:
        raise RuleViolation(_("it is {player}'s turn to choose what to keep").format(
            player=state.keeping[0]))
    store = action["store"] = [good_id(state, player, g) for g in action.get("store", [])]
    slots = keep_slots(state, player)
    if len(set(store)) != len(store) or len(store) > slots:
        raise RuleViolation(ngettext("{player}'s warehouses store {n} kind whole, not {typed}",
                                     "{player}'s warehouses store {n} kinds whole, not {typed}",
                                     slots).format(player=player, n=slots, typed=len(store)))
    one = action.get("one")
    if one is not None:
        one = action["one"] = good_id(state, player, one)
    _spoil(state, player, store, one)
    state.keeping.pop(0)
    if state.keeping:
        state.note(_("{player} chooses what to keep next").format(player=state.keeping[0]))
        return
    _finish_export(state)


def _finish_export(state: OnGuardState) -> None:
    for i, caravan in enumerate(state.caravans):
        name, good = caravan_name(i), caravan["kind"]
        if good and state.count(name, good) >= caravan["size"]:
            state.move(good, name, SUPPLY, caravan["size"], _("the full caravan leaves"))
            caravan["kind"] = None
    earned = sum(state.gold_bars(p) for p in state.players)
    if earned >= state.setup["gold_bars"]:
        trigger_end(state, "gold", None, _("the Aldermen hold {gold_bars}, the target is {target}")
                    .format(gold_bars=words.gold_bars(earned), target=state.setup["gold_bars"]))
