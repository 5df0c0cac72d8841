"""What an On Guard Alderman holds and may ask for from their own phone (issues 23, 32):
the month's activity when First, a site developed, a building put up or a good traded in
their turn, a settler placed, a good exported or loaded on the Wagon Train, the good kept
and the kinds warehouses store after an export, passing, and paying; the banker keeps the
Mayor and newcomers."""

from companion.games.base import Move
from companion.games.on_guard import goods, views, words
from companion.games.on_guard.i18n import N_, _, ngettext
from companion.games.on_guard.state import REVEALED, OnGuardState

OWN_TURN = {   # the activity -> the command and the kind of name it takes
    "develop": (N_("Develop a site"), "site"),
    "build": (N_("Build"), "building"),
    "trade": (N_("Trade a good"), "good"),
}


def moves(state: OnGuardState, player: str) -> list[Move]:
    if not state.activity:
        if state.order and state.order[0] == player:
            chosen = tuple(views.names(state, "activity"))
            return [Move(_("Choose this month's activity"), ("first", player, "{activity}"),
                         (("activity", chosen),),
                         shown=tuple((a, words.activity(a)) for a in chosen))]
        return []
    queue = state.keeping or state.waiting
    if not queue or queue[0] != player:
        return []
    if views.step(state) in CHOICES:
        return CHOICES[views.step(state)](state, player)
    if state.activity not in OWN_TURN:
        return []
    label, kind = OWN_TURN[state.activity]
    if kind == "site":
        options = tuple(k for k in state.data["sites"] if state.count(REVEALED, k)) + ("quarry",)
    elif kind == "good":
        options = tuple(k for k, n in state.goods_of(player).items() if n)
    else:
        options = tuple(views.names(state, kind))
    if not options:
        return [Move(_("Pass"), ("pass", player))]
    return [Move(_(label), (state.activity, player, f"{{{kind}}}"), ((kind, options),),
                 shown=tuple((o, state.named(o)) for o in options)),
            Move(_("Pass"), ("pass", player))]


def _goods(state: OnGuardState, player: str) -> tuple[str, ...]:
    return tuple(k for k, n in state.goods_of(player).items() if n)


def _settle(state: OnGuardState, player: str) -> list[Move]:
    """A settler placed on a building or site of their own, or all kept spare."""
    free = [s["kind"] for s in state.sites[player] if not s["occupied"]]
    places = tuple(dict.fromkeys([b["id"] for b in state.town[player]] + free))
    spare = [Move(_("Keep the settlers spare"), ("settle", player))]
    if not places or not state.spare(player):
        return spare
    return [Move(_("Place a settler"), ("settle", player, "{place}"), (("place", places),)),
            *spare]


def _export(state: OnGuardState, player: str) -> list[Move]:
    """A good loaded on a merchant caravan (he must load one that a caravan takes)."""
    return [Move(_("Export a good"), ("export", player, "{good}"),
                 (("good", tuple(goods.caravan_goods(state, player))),))]


def _wagon_train(state: OnGuardState, player: str) -> list[Move]:
    loads = _goods(state, player)
    load = [Move(_("Load the Wagon Train"), ("export", player, "{good}", "--wagon-train"),
                 (("good", loads),))] if loads else []
    return load + [Move(_("Pass"), ("pass", player))]


def _keep(state: OnGuardState, player: str) -> list[Move]:
    """The one good kept, and as many kinds stored whole as the manned warehouses take."""
    kept = _goods(state, player)
    one = [Move(_("Keep one good"), ("keep", player, "{good}"), (("good", kept),))] if kept \
        else []
    for n in range(1, min(goods.keep_slots(state, player), len(kept)) + 1):
        stores = tuple(f"store{i}" for i in range(1, n + 1))
        one.append(Move(
            ngettext("Keep one good, store {n} kind whole",
                     "Keep one good, store {n} kinds whole", n).format(n=n),
            ("keep", player, "{good}", *(w for s in stores for w in ("--store", f"{{{s}}}"))),
            (("good", kept), *((s, kept) for s in stores))))
    return one + [Move(_("Keep none"), ("keep", player))]


CHOICES = {"settle": _settle, "export": _export, "wagon-train": _wagon_train, "keep": _keep}


def holdings(state: OnGuardState, player: str) -> list[str]:
    """Gold Bars, goods, the town's buildings and the sites, with their settlers."""
    bars = state.gold_bars(player)
    lines = [words.gold_bars(bars)]
    goods = [words.load(n, kind) for kind, n in state.goods_of(player).items() if n]
    if goods:
        lines.append(_("goods: {goods}").format(goods=", ".join(goods)))
    town = [_("{building} ({settlers})").format(building=state.named(b["id"]),
                                                settlers=b["settlers"])
            for b in state.town[player]]
    if town:
        lines.append(_("town: {buildings}").format(buildings=", ".join(town)))
    sites = [_("{site} (settled)").format(site=state.named(s["kind"])) if s["occupied"]
             else state.named(s["kind"])
             for s in state.sites[player]]
    if sites:
        lines.append(_("sites: {sites}").format(sites=", ".join(sites)))
    lines.append(_("spare settlers: {n}").format(n=state.spare(player)))
    return lines
