"""Every Alderman's town at a glance for the live page (sites with their settlers, buildings
with theirs, goods, Faradinars and Gold Bars), and the shared supply: the caravans and their
loads, the Trading House, the settler wagon."""

from companion.games.on_guard import words
from companion.games.on_guard.i18n import N_, _, ngettext
from companion.games.on_guard.state import (
    GOLD, REVEALED, SETTLERS, SUPPLY, TRADING_HOUSE, WAGON, OnGuardState, caravan_name, money,
    place,
)
from companion.table.colours import ink_on, owner_tags, player_colours, tint
from companion.table.svg import Box, Dot, Drawing, Label, centred, render

WIDTH, PAD = 390.0, 10.0         # a panel: about a phone's width, so its words stay large
LEFT = 104.0                     # where slots start, after a row's label
SLOT, GAP = 30.0, 4.0            # a site, a load, a good in the Trading House
SETTLER = "#4e342e"
GOODS = {"coal": "#3a3a3a", "iron": "#7d8fa3", "wool": "#efe6cf", "timber": "#8b5a2b",
         "pottery": "#c8642e", "": "#a7a7a7"}    # "" is the quarry's stone, never a good
# Translators: a good's letter on its chip (each good's letter differs; two letters fit)
LETTERS = {"coal": N_("C"), "iron": N_("I"), "wool": N_("W"), "timber": N_("T"),
           "pottery": N_("P"), "": N_("S")}      # S: the quarry's stone
KINDS = {"production": "#f6ecdc", "minor": "#e3edf7", "major": "#f1e4f1"}


def draw(state: OnGuardState) -> str:
    """One panel for the demesne and one for each town: the live page stacks them on a
    phone and sets them side by side on a wide screen."""
    panels = [_panel(_("The demesne"), *_supply(state, PAD))]
    panels += [_panel(_("{player}'s town").format(player=p), *_town(state, p, 0.0))
               for p in state.players]
    return "".join(panels)


def _panel(title: str, items: list, bottom: float) -> str:
    height = bottom + PAD
    return render(Drawing(WIDTH, height, title, (Box(0, 0, WIDTH, height, "#fbf8ee"), *items)))


def _width(text: str, size: float) -> float:
    """About how wide `text` sets in DejaVu Sans at `size`."""
    return 0.62 * size * len(text)


def _good(kind: str, x: float, y: float, tip: str, filled: bool = True) -> list:
    """One slot: a good's colour with its initial, or an empty outline."""
    if not filled:
        return [Box(x, y, SLOT, SLOT, "#ffffff", "#9a927d", 1, tip=tip)]
    colour = GOODS[kind]
    return [Box(x, y, SLOT, SLOT, colour, "#333333", 1, tip=tip),
            centred(x + SLOT / 2, y + SLOT / 2, _(LETTERS[kind]) if kind in LETTERS
                    else kind[:1].upper(), 13,
                    fill=ink_on(colour), weight="bold")]


def _settlers(count: int, room: int, x: float, y: float, r: float = 5.0) -> list:
    """`count` settlers in a row of `room` places from (x, y), the first centre."""
    return [Dot(x + i * (2 * r + 3), y, r, SETTLER if i < count else "#ffffff", SETTLER, 1.2)
            for i in range(room)]


def _row(label: str, y: float, colour: str = "#222222") -> Label:
    return Label(PAD, y + 20, label, 13, fill=colour, anchor="start")


def _slots(goods: list[str], room: int, y: float, tip: str, per_row: int = 8) -> tuple[list, float]:
    """`room` slots from LEFT, the first filled with `goods`, wrapped `per_row` to a row;
    returns the items and the top of the next row."""
    items = []
    for slot in range(room):
        x = LEFT + slot % per_row * (SLOT + GAP)
        items += _good(goods[slot] if slot < len(goods) else "", x,
                       y + slot // per_row * (SLOT + GAP), tip, slot < len(goods))
    return items, y + max(1, -(-room // per_row)) * (SLOT + GAP)


def _supply(state: OnGuardState, y: float) -> tuple[list, float]:
    face_down = len(state.pile)
    items = [Label(PAD, y + 17, _("The demesne"), 17, fill="#222222", anchor="start",
                   weight="bold"),
             Label(PAD, y + 38, _("supply: {gold_bars}, {settlers}, {sites} face down").format(
                 gold_bars=words.gold_bars(state.count(SUPPLY, GOLD)),
                 settlers=words.settlers(state.count(SUPPLY, SETTLERS)),
                 sites=ngettext("{n} site", "{n} sites", face_down).format(n=face_down)),
                   13, fill="#444444", anchor="start")]
    y += 48
    for i, caravan in enumerate(state.caravans):
        kind, name = caravan["kind"], place(caravan_name(i))
        loads = state.count(caravan_name(i), kind) if kind else 0
        what = words.load(loads, kind) if kind else _("empty")
        items.append(_row(name, y))
        more, y = _slots([kind] * loads, caravan["size"], y, ngettext(
            "{caravan} ({n} load): {goods}", "{caravan} ({n} loads): {goods}",
            caravan["size"]).format(caravan=name, n=caravan["size"], goods=what))
        items += more
    held = [g for g in state.goods for _n in range(state.count(TRADING_HOUSE, g))]
    # Translators: the Trading House shortened to fit a row's label (about 11 letters)
    items.append(_row(_("Trading Ho."), y))
    more, y = _slots(held, state.rules["trading_house_size"], y,
                     _("Trading House: {goods}").format(goods=words.goods(held)) if held
                     else _("Trading House: empty"))
    items += more
    wagon = state.count(WAGON, SETTLERS)
    items += [_row(_("wagon: {n}").format(n=wagon), y),
              *_settlers(wagon, wagon, LEFT + 6, y + SLOT / 2, 6)]
    y += SLOT + GAP
    revealed = [k for k in state.data["sites"] for _n in range(state.count(REVEALED, k))]
    items.append(_row(_("sites shown"), y))
    items += [x for i, k in enumerate(revealed)
              for x in _good(state.site_good(k), LEFT + i * (SLOT + GAP), y,
                             state.data["sites"][k]["name"])]
    return items, y + SLOT


def _town(state: OnGuardState, player: str, y: float) -> tuple[list, float]:
    colour, tag = player_colours(state.players)[player], owner_tags(state.players)[player]
    ink = ink_on(colour)
    items = [Box(0, y, WIDTH, 32, colour, tip=_("{player}'s town").format(player=player)),
             Dot(PAD + 11, y + 16, 11, "#ffffff"),
             centred(PAD + 11, y + 16, tag, 12, fill="#111111", weight="bold"),
             Label(PAD + 30, y + 22, player, 17, fill=ink, anchor="start", weight="bold"),
             Label(WIDTH - PAD, y + 22, _("{faradinars} · {gold_bars}").format(
                 faradinars=money(state.faradinars(player)),
                 gold_bars=words.gold_bars(state.gold_bars(player))), 15, fill=ink,
                   anchor="end")]
    y += 38
    sites = state.sites[player]
    items.append(_row(_("sites {n}/{spaces}").format(n=len(sites),
                                                     spaces=state.rules["site_spaces"]),
                      y, "#444444"))
    for i, site in enumerate(sites):
        x, top = LEFT + i % 8 * (SLOT + GAP), y + i // 8 * (SLOT + GAP)
        name = state.data["sites"][site["kind"]]["name"]
        items += _good(state.site_good(site["kind"]), x, top,
                       (_("{player}'s {site}, settled") if site["occupied"]
                        else _("{player}'s {site}, no settler")).format(player=player, site=name))
        if site["occupied"]:
            items.append(Dot(x + SLOT - 6, top + SLOT - 6, 5, SETTLER, "#ffffff", 1.2))
    y += max(1, -(-len(sites) // 8)) * (SLOT + GAP)
    more, y = _buildings(state, player, y)
    items += more
    spare = state.spare(player)
    items += [_row(_("spare"), y, "#444444"),
              Label(LEFT, y + 20, words.settlers(spare), 13, fill="#222222", anchor="start"),
              *_settlers(spare, spare, LEFT + 80, y + SLOT / 2, 6)]
    y += SLOT + GAP
    goods = [(g, n) for g, n in state.goods_of(player).items() if n]
    items.append(_row(_("goods"), y, "#444444"))
    x = LEFT
    for good, n in goods:
        if x + SLOT + 30 > WIDTH - PAD:
            x, y = LEFT, y + SLOT + GAP
        items += _good(good, x, y, _("{player} holds {goods}").format(
            player=player, goods=words.load(n, good)))
        items.append(Label(x + SLOT + 4, y + 21, f"×{n}", 14, fill="#222222", anchor="start"))
        x += SLOT + 36
    if not goods:
        items.append(Label(x, y + 20, _("none"), 13, fill="#777777", anchor="start"))
    return items, y + SLOT


def _buildings(state: OnGuardState, player: str, y: float) -> tuple[list, float]:
    """The town's buildings as chips (name and settler places), wrapped into rows."""
    items = [_row(_("town {n}/{spaces}").format(n=state.town_used(player),
                                                 spaces=state.rules["town_spaces"]),
                  y - 2, "#444444")]
    x, high = LEFT, 26.0
    for entry in state.town[player]:
        b = state.building(entry["id"])
        w = _width(b["name"], 13) + 14 + b["settlers"] * 13
        if x + w > WIDTH - PAD and x > LEFT:
            x, y = LEFT, y + high + GAP
        items += [Box(x, y, w, high, KINDS[b["kind"]], "#555555", 1,
                      tip=_("{player}'s {building}: {n} of {room} settlers").format(
                          player=player, building=b["name"], n=entry["settlers"],
                          room=b["settlers"])),
                  Label(x + 6, y + 18, b["name"], 13, fill="#222222", anchor="start")]
        items += _settlers(entry["settlers"], b["settlers"], x + _width(b["name"], 13) + 14,
                           y + high / 2)
        x += w + GAP
    if not state.town[player]:
        items.append(Label(x, y + 18, _("no buildings yet"), 13, fill="#777777",
                           anchor="start"))
    return items, y + high + GAP
