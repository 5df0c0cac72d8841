"""The ring of 40 spaces as a drawing for the live page: each space in its printed colour
with its number, its holder's colour band and tag, its houses, and the checkers on it."""

from companion.games.landlords_1906.kit_board import SPACES
from companion.games.landlords_1906.state import LandlordState
from companion.printing import ringboard
from companion.table.colours import ink_on, owner_tags, player_colours
from companion.table.svg import Box, Dot, Drawing, Label, centred, render

SPACE, DEPTH = 48.0, 72.0     # user units: a side space, the ring's depth (corners square)
BAND = 12.0                   # the holder's band at a space's outer edge
HOUSE = 7.0


def draw(state: LandlordState) -> str:
    spaces = state.data["spaces"]
    per_side = len(spaces) // 4
    length = ringboard.side_length(per_side, SPACE, DEPTH)
    items = [Box(0, 0, length, length, "#fbf8ee", "#333333", 1.5)]
    for spot, space in zip(ringboard.ring(per_side, SPACE, DEPTH), spaces):
        items += _space(state, spot, space)
    items += _middle(state, ringboard.inner(per_side, SPACE, DEPTH))
    return render(Drawing(length, length, "The Landlord's Game board", tuple(items)))


def _edge(spot: ringboard.Spot, outer: bool) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the strip along a space's outer edge (where its player sits) or its
    inner edge."""
    c, side = spot.cell, (spot.side + (0 if outer else 2)) % 4
    return ((c.x, c.bottom - BAND, c.w, BAND), (c.x, c.y, BAND, c.h),
            (c.x, c.y, c.w, BAND), (c.right - BAND, c.y, BAND, c.h))[side]


def _space(state: LandlordState, spot: ringboard.Spot, space: dict) -> list:
    number, c = space["number"], spot.cell
    fill, band = SPACES[space["kind"]]
    holder = state.owners.get(number)
    public = "public" if number in state.public else "college" if number in state.colleges else ""
    tip = ", ".join([space["name"]] + ([f"held by {holder}"] if holder else []) +
                    ([public] if public else []))
    items = [Box(c.x, c.y, c.w, c.h, fill, "#555555", 0.8, tip=tip)]
    if band and not spot.corner:   # a corner faces two sides: no inner edge to mark
        items.append(Box(*_edge(spot, outer=False), band))
    if holder or public:
        colour = player_colours(state.players)[holder] if holder else "#444444"
        x, y, w, h = _edge(spot, outer=True)
        items += [Box(x, y, w, h, colour, "#111111", 0.6, tip=tip),
                  centred(x + w / 2, y + h / 2, owner_tags(state.players)[holder] if holder
                          else public[:3], 9, fill=ink_on(colour), weight="bold")]
    cx, cy = c.x + c.w / 2, c.y + c.h / 2
    items.append(centred(cx, cy - 10, str(number or len(state.data["spaces"])), 13,
                         fill="#222222", weight="bold"))
    items += _houses(state.houses.get(number, 0), cx, cy + 2)
    items += _checkers(state, number, cx, cy + 16)
    return items


def _houses(count: int, cx: float, y: float) -> list:
    left = cx - (count * (HOUSE + 2) - 2) / 2
    return [Box(left + i * (HOUSE + 2), y, HOUSE, HOUSE, "#2e7d32", "#10371a", 0.6)
            for i in range(count)]


def _checkers(state: LandlordState, number: int, cx: float, y: float) -> list:
    """The checkers on a space, three to a row."""
    here = [p for p in state.players if state.positions[p] == number]
    colours, tags, r = player_colours(state.players), owner_tags(state.players), 6.0
    items, across = [], min(len(here), 3)
    for i, player in enumerate(here):
        x = cx + (i % 3 - (across - 1) / 2) * (2 * r + 1)
        yy = y + (i // 3) * (2 * r + 1) - (r if len(here) > 3 else 0)
        items += [Dot(x, yy, r, colours[player], "#ffffff", 1.2, tip=f"{player}'s checker"),
                  centred(x, yy, tags[player], 7, fill=ink_on(colours[player]), weight="bold")]
    return items


def _middle(state: LandlordState, box) -> list:
    cx = box.x + box.w / 2
    lines = ["The Landlord's Game"]
    if state.single_tax:
        lines.append("under the Single Tax")
    items = [centred(cx, box.y + 40 + 24 * i, text, 18 if i == 0 else 13, fill="#3b3b3b",
                     weight="bold" if i == 0 else "normal") for i, text in enumerate(lines)]
    colours, tags = player_colours(state.players), owner_tags(state.players)
    for i, player in enumerate(state.players):
        y = box.y + 110 + 22 * i
        items += [Dot(cx - 60, y, 8, colours[player], "#ffffff", 1.2),
                  centred(cx - 60, y, tags[player], 9, fill=ink_on(colours[player]),
                          weight="bold"),
                  Label(cx - 46, y + 4.7, player, 13, fill="#222222", anchor="start")]
    return items
