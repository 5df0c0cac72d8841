"""Every Alderman's town at a glance for the live page (sites with their settlers, buildings
with theirs, goods, Faradinars and Gold Bars), and the shared supply: the caravans and their
loads, the Trading House, the settler wagon."""

from companion.games.on_guard.state import (
    GOLD, REVEALED, SETTLERS, SUPPLY, TRADING_HOUSE, WAGON, OnGuardState, caravan_name,
)
from companion.table.colours import ink_on, owner_tags, player_colours, tint
from companion.table.svg import Box, Dot, Drawing, Label, centred, render

WIDTH, PAD = 560.0, 10.0
SLOT, GAP = 30.0, 4.0            # a site, a load, a good in the Trading House
SETTLER = "#4e342e"
GOODS = {"coal": "#3a3a3a", "iron": "#7d8fa3", "wool": "#efe6cf", "timber": "#8b5a2b",
         "pottery": "#c8642e", "": "#a7a7a7"}    # "" is the quarry's stone, never a good
KINDS = {"production": "#f6ecdc", "minor": "#e3edf7", "major": "#f1e4f1"}


def draw(state: OnGuardState) -> str:
    items, y = _supply(state, PAD)
    for player in state.players:
        more, y = _town(state, player, y + PAD)
        items += more
    height = y + PAD
    return render(Drawing(WIDTH, height, "On Guard towns",
                          (Box(0, 0, WIDTH, height, "#fbf8ee"), *items)))


def _width(text: str, size: float) -> float:
    """About how wide `text` sets in DejaVu Sans at `size`."""
    return 0.62 * size * len(text)


def _good(kind: str, x: float, y: float, tip: str, filled: bool = True) -> list:
    """One slot: a good's colour with its initial, or an empty outline."""
    if not filled:
        return [Box(x, y, SLOT, SLOT, "#ffffff", "#9a927d", 1, tip=tip)]
    colour = GOODS[kind]
    return [Box(x, y, SLOT, SLOT, colour, "#333333", 1, tip=tip),
            centred(x + SLOT / 2, y + SLOT / 2, (kind or "stone")[0].upper(), 13,
                    fill=ink_on(colour), weight="bold")]


def _settlers(count: int, room: int, x: float, y: float, r: float = 5.0) -> list:
    """`count` settlers in a row of `room` places from (x, y), the first centre."""
    return [Dot(x + i * (2 * r + 3), y, r, SETTLER if i < count else "#ffffff", SETTLER, 1.2)
            for i in range(room)]


def _supply(state: OnGuardState, y: float) -> tuple[list, float]:
    items = [Label(PAD, y + 16, "The demesne", 16, fill="#222222", anchor="start",
                   weight="bold"),
             Label(WIDTH - PAD, y + 16, f"supply: {state.count(SUPPLY, GOLD)} Gold Bars, "
                   f"{state.count(SUPPLY, SETTLERS)} settlers, {len(state.pile)} sites face down",
                   12, fill="#444444", anchor="end")]
    y += 26
    for i, caravan in enumerate(state.caravans):
        kind, name = caravan["kind"], caravan_name(i)
        loads = state.count(name, kind) if kind else 0
        what = f"{loads} {kind}" if kind else "empty"
        items.append(Label(PAD, y + 20, f"{name}: {what}", 13, fill="#222222", anchor="start"))
        items += [x for slot in range(caravan["size"])
                  for x in _good(kind or "", 142 + slot * (SLOT + GAP), y,
                                 f"{name} ({caravan['size']} loads): {what}", slot < loads)]
        y += SLOT + GAP
    held = [g for g in state.goods for _ in range(state.count(TRADING_HOUSE, g))]
    items.append(Label(PAD, y + 20, "Trading House", 13, fill="#222222", anchor="start"))
    room = state.rules["trading_house_size"]
    items += [x for slot in range(room)
              for x in _good(held[slot] if slot < len(held) else "", 142 + slot * (SLOT + GAP),
                             y, f"Trading House: {', '.join(held) or 'empty'}",
                             slot < len(held))]
    wagon = state.count(WAGON, SETTLERS)
    x = 142 + room * (SLOT + GAP) + 20
    items += [Label(x, y + 20, f"wagon: {wagon}", 13, fill="#222222", anchor="start")]
    items += _settlers(wagon, wagon, x + _width(f"wagon: {wagon}", 13) + 12, y + SLOT / 2)
    y += SLOT + GAP
    revealed = [k for k in state.data["sites"] for _ in range(state.count(REVEALED, k))]
    items.append(Label(PAD, y + 20, "Sites revealed", 13, fill="#222222", anchor="start"))
    items += [x for i, k in enumerate(revealed)
              for x in _good(state.site_good(k), 142 + i * (SLOT + GAP), y,
                             state.data["sites"][k]["name"])]
    return items, y + SLOT


def _town(state: OnGuardState, player: str, y: float) -> tuple[list, float]:
    colour, tag = player_colours(state.players)[player], owner_tags(state.players)[player]
    head = (f"{state.faradinars(player)}F · {state.gold_bars(player)} Gold Bars · "
            f"{state.spare(player)} spare settlers")
    items = [Box(0, y, WIDTH, 28, colour, tip=f"{player}'s town"),
             Dot(PAD + 10, y + 14, 10, "#ffffff"),
             centred(PAD + 10, y + 14, tag, 11, fill="#111111", weight="bold"),
             Label(PAD + 28, y + 19, player, 15, fill=ink_on(colour), anchor="start",
                   weight="bold"),
             Label(WIDTH - PAD, y + 19, head, 13, fill=ink_on(colour), anchor="end")]
    y += 34
    sites = state.sites[player]
    items.append(Label(PAD, y + 20, f"sites {len(sites)}/{state.rules['site_spaces']}", 13,
                       fill="#444444", anchor="start"))
    for i, site in enumerate(sites):
        x = 100 + i * (SLOT + GAP)
        name = state.data["sites"][site["kind"]]["name"]
        items += _good(state.site_good(site["kind"]), x, y,
                       f"{player}'s {name}, {'settled' if site['occupied'] else 'no settler'}")
        if site["occupied"]:
            items.append(Dot(x + SLOT - 6, y + SLOT - 6, 5, SETTLER, "#ffffff", 1.2))
    y += SLOT + GAP
    more, y = _buildings(state, player, y)
    items += more
    goods = [(g, n) for g, n in state.goods_of(player).items() if n]
    items.append(Label(PAD, y + 20, "goods", 13, fill="#444444", anchor="start"))
    x = 100
    for good, n in goods:
        items += _good(good, x, y, f"{player} holds {n} {good}")
        items.append(Label(x + SLOT + 4, y + 21, f"×{n}", 14, fill="#222222", anchor="start"))
        x += SLOT + 40
    if not goods:
        items.append(Label(x, y + 20, "none", 12, fill="#777777", anchor="start"))
    return items, y + SLOT


def _buildings(state: OnGuardState, player: str, y: float) -> tuple[list, float]:
    """The town's buildings as chips (name and settler places), wrapped into rows."""
    items = [Label(PAD, y + 18, f"town {state.town_used(player)}/{state.rules['town_spaces']}",
                   13, fill="#444444", anchor="start")]
    x, high = 100.0, 26.0
    for entry in state.town[player]:
        b = state.building(entry["id"])
        w = _width(b["name"], 13) + 14 + b["settlers"] * 13
        if x + w > WIDTH - PAD and x > 100:
            x, y = 100.0, y + high + GAP
        items += [Box(x, y, w, high, KINDS[b["kind"]], "#555555", 1,
                      tip=f"{player}'s {b['name']}: {entry['settlers']} of {b['settlers']} "
                          f"settlers"),
                  Label(x + 6, y + 18, b["name"], 13, fill="#222222", anchor="start")]
        items += _settlers(entry["settlers"], b["settlers"], x + _width(b["name"], 13) + 14,
                           y + high / 2)
        x += w + GAP
    if not state.town[player]:
        items.append(Label(x, y + 18, "no buildings yet", 12, fill="#777777", anchor="start"))
    return items, y + high + GAP
