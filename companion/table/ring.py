"""Race-track boards (a ring of spaces round a square) as a drawing for the live page: each
space in its colour with its number, its holder's colour band and tag, its houses or hotel, a
mortgage mark, and the tokens on it; the players listed in the middle.

A game says what each space shows (`Space`); the geometry is `printing.ringboard`'s."""

from dataclasses import dataclass

from companion.printing import ringboard
from companion.table.colours import ink_on, owner_tags, player_colours
from companion.table.i18n import N_, _
from companion.table.svg import Box, Dot, Drawing, Label, Line, centred, fitted, render

SPACE, DEPTH = 56.0, 84.0     # user units: a side space, the ring's depth (corners square)
BAND = 13.0                   # the holder's band at a space's outer edge, the group's inner
HOUSE, TOKEN = 8.0, 8.5
NAME = 10.5                   # a space's name: 14 px on a TV, as the tokens' tags
MORTGAGED = "#c62828"
KEY_WORDS = {"house": N_("house"), "hotel": N_("hotel"), "mortgaged": N_("mortgaged")}


@dataclass(frozen=True)
class Space:
    """What one space of the ring shows."""

    number: str
    fill: str
    tip: str
    band: str | None = None       # the strip along its inner edge (its group's colour)
    holder: str | None = None     # the player holding it
    mark: str = ""                # a holder that is no player (a public space), as a tag
    houses: int = 0
    hotel: bool = False
    mortgaged: bool = False
    name: str = ""                # written at its foot (Eurobusiness' cities)


def draw(title: str, players: list[str], spaces: list[Space], at: dict[str, int],
         middle: list[str], token: str = "token", key: tuple[str, ...] = ("house",)) -> str:
    """The ring of `spaces` in playing order; `at` gives each player's `token` as an index
    into `spaces`; `middle` are lines written in the open middle under the title, above the
    players' list and the `key` to the marks the game uses (house, hotel, mortgaged)."""
    per_side = len(spaces) // 4
    length = ringboard.side_length(per_side, SPACE, DEPTH)
    colours, tags = player_colours(players), owner_tags(players)
    items = [Box(0, 0, length, length, "#fbf8ee", "#333333", 1.5)]
    for i, (spot, space) in enumerate(zip(ringboard.ring(per_side, SPACE, DEPTH), spaces)):
        items += _space(spot, space, colours, tags)
        here = [p for p in players if at[p] == i]
        items += _tokens(here, token, colours, tags, *_inside(spot))
    box = ringboard.inner(per_side, SPACE, DEPTH)
    items += _middle(title, middle, players, colours, tags, box)
    items += _key(key, box)
    return render(Drawing(length, length, _("{title} board").format(title=title), tuple(items)))


def _edge(spot: ringboard.Spot, outer: bool) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the strip along a space's outer edge (where its player sits) or its
    inner edge."""
    c, side = spot.cell, (spot.side + (0 if outer else 2)) % 4
    return ((c.x, c.bottom - BAND, c.w, BAND), (c.x, c.y, BAND, c.h),
            (c.x, c.y, c.w, BAND), (c.right - BAND, c.y, BAND, c.h))[side]


def _space(spot: ringboard.Spot, space: Space, colours: dict, tags: dict) -> list:
    c = spot.cell
    items = [Box(c.x, c.y, c.w, c.h, space.fill, "#555555", 0.8, tip=space.tip)]
    if space.band and not spot.corner:   # a corner faces two sides: no inner edge to mark
        items.append(Box(*_edge(spot, outer=False), space.band))
    if space.holder or space.mark:
        colour = colours[space.holder] if space.holder else "#444444"
        x, y, w, h = _edge(spot, outer=True)
        items += [Box(x, y, w, h, colour, "#111111", 0.6, tip=space.tip),
                  centred(x + w / 2, y + h / 2, tags[space.holder] if space.holder
                          else space.mark, 11, fill=ink_on(colour), weight="bold")]
    if space.mortgaged:   # a red cross behind the number: the space earns no rent
        inset = 8
        items += [Line(((c.x + inset, c.y + inset), (c.right - inset, c.bottom - inset)),
                       MORTGAGED, 2.2, dash="6 3"),
                  Line(((c.right - inset, c.y + inset), (c.x + inset, c.bottom - inset)),
                       MORTGAGED, 2.2, dash="6 3")]
    cx, top = _inside(spot)
    items.append(centred(cx, top + 8, space.number, 14, fill="#222222", weight="bold"))
    if space.name:
        items += _name(spot, space.name, cx)
    if space.hotel:
        items.append(Box(cx - 11, top + 17, 22, HOUSE + 1, MORTGAGED, "#4a0e0e", 0.8))
    left = cx - (space.houses * (HOUSE + 2) - 2) / 2
    return items + [Box(left + i * (HOUSE + 2), top + 17, HOUSE, HOUSE, "#2e7d32", "#10371a",
                        0.6) for i in range(space.houses)]


def _name(spot: ringboard.Spot, name: str, cx: float) -> list:
    """A space's name at the foot of the room between its bands, under a row of tokens;
    two words that would be squeezed hard go on two lines."""
    c = spot.cell
    room = c.w - 6 - (2 * BAND if spot.side in (1, 3) and not spot.corner else 0)
    foot = c.bottom - (8 if spot.corner else 6 if spot.side in (1, 3) else BAND + 6)
    first, _, rest = name.rpartition(" ")
    lines = [first, rest] if first and len(name) * 0.62 * NAME > 1.25 * room else [name]
    return [fitted(cx, foot - (len(lines) - 1 - i) * (NAME + 1), line, NAME, room,
                   fill="#222222") for i, line in enumerate(lines)]


def _inside(spot: ringboard.Spot) -> tuple[float, float]:
    """The middle of a space across, and the top of the room between its two bands."""
    c = spot.cell
    if spot.corner:
        return c.x + c.w / 2, c.y + BAND / 2
    if spot.side in (0, 2):
        return c.x + c.w / 2, c.y + BAND
    return c.x + c.w / 2, c.y


def _tokens(here: list[str], token: str, colours: dict, tags: dict, cx: float,
            top: float) -> list:
    """The players' tokens (the game's word for one: `token`) on a space, three to a row,
    under its number and houses."""
    items, across = [], min(len(here), 3)
    for i, player in enumerate(here):
        x = cx + (i % 3 - (across - 1) / 2) * (2 * TOKEN + 1.5)
        y = top + 34 + (i // 3) * (2 * TOKEN + 1.5)
        tip = _("{player}'s {token}").format(player=player, token=token)
        items += [Dot(x, y, TOKEN, colours[player], "#ffffff", 1.2, tip=tip),
                  centred(x, y, tags[player], 10.5, fill=ink_on(colours[player]),
                          weight="bold")]
    return items


def _middle(title: str, lines: list[str], players: list[str], colours: dict, tags: dict,
            box) -> list:
    cx = box.x + box.w / 2
    items = [centred(cx, box.y + 44 + 28 * i, text, 24 if i == 0 else 16, fill="#3b3b3b",
                     weight="bold" if i == 0 else "normal")
             for i, text in enumerate([title, *lines])]
    top = box.y + 100 + 28 * len(lines)
    for i, player in enumerate(players):
        y = top + 30 * i
        items += [Dot(cx - 70, y, 11, colours[player], "#ffffff", 1.5),
                  centred(cx - 70, y, tags[player], 12, fill=ink_on(colours[player]),
                          weight="bold"),
                  Label(cx - 52, y + 6, player, 17, fill="#222222", anchor="start")]
    return items


def _key(marks: tuple[str, ...], box) -> list:
    """What the marks on the spaces mean, along the bottom of the middle."""
    items, x, y = [], box.x + 40, box.bottom - 40
    for mark in marks:
        if mark == "house":
            items.append(Box(x, y - HOUSE / 2, HOUSE, HOUSE, "#2e7d32", "#10371a", 0.6))
        elif mark == "hotel":
            items.append(Box(x - 4, y - HOUSE / 2 - 0.5, 16, HOUSE + 1, MORTGAGED, "#4a0e0e", 0.8))
        else:
            items += [Line(((x - 2, y - 8), (x + 12, y + 8)), MORTGAGED, 2.2, dash="6 3"),
                      Line(((x + 12, y - 8), (x - 2, y + 8)), MORTGAGED, 2.2, dash="6 3")]
        word = _(KEY_WORDS[mark])
        items.append(Label(x + 20, y + 5, word, 14, fill="#333333", anchor="start"))
        x += 40 + 8.5 * len(word)
    return items
