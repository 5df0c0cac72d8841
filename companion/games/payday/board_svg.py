"""The month for the live page: the 31 days as the board shows them (Monday the 1st, seven
to a week), each with its name, the players' tokens on their days, Start, and the pot.
About a phone's width in user units, so that on a phone every word is at least 11 px."""

from companion.core import i18n
from companion.core.money import fmt
from companion.games.payday import words
from companion.games.payday.data import LAST_DAY
from companion.games.payday.i18n import _
from companion.games.payday.state import POT, PayDayState
from companion.table.colours import ink_on, owner_tags, player_colours
from companion.table.svg import Box, Dot, Drawing, Label, centred, render

CELL_W, CELL_H = 52.0, 84.0
TOP, HEAD = 70.0, 24.0           # the strip with Start and the pot; the weekdays' row
TOKEN = 8.0
NAME_SIZE, NAME_ROOM, MAX_LINES = 11.5, CELL_W - 3.5, 3  # a day's name: its lines in the cell
FILLS = {"start": "#fde9c9", "mail": "#e4effa", "deal": "#e6f2dc", "buyer": "#fff3c4",
         "sunday": "#f3e5f5", "daylight": "#fde3df", "election": "#e8eaf6",
         "poker": "#dff1ef", "lottery": "#fbe9d0", "payday": "#ffd54f"}


def draw(state: PayDayState) -> str:
    width = 7 * CELL_W
    weeks = -(-LAST_DAY // 7)
    grid_bottom = TOP + HEAD + weeks * CELL_H
    height = grid_bottom + 16 + 28 * len(state.players)
    items = [Box(0, 0, width, height, "#fbf8ee")] + _top(state, width) + _heads()
    for day in state.data["days"][1:]:
        items += _day(state, day)
    items += _legend(state, grid_bottom + 10)
    return render(Drawing(width, height, _("Pay Day month"), tuple(items)))


def _tokens(state: PayDayState, number: int, x: float, y: float, across: int) -> list:
    """The tokens on day `number`, `across` to a row from (x, y), the first dot's centre."""
    colours, tags, items = player_colours(state.players), owner_tags(state.players), []
    here = [p for p in state.players if state.days[p] == number]
    for i, player in enumerate(here):
        cx, cy = x + (i % across) * (2 * TOKEN + 1), y - (i // across) * (2 * TOKEN + 1)
        items += [Dot(cx, cy, TOKEN, colours[player], "#ffffff", 1.2,
                      tip=_("{player}'s token on day {day}").format(player=player, day=number)),
                  centred(cx, cy, tags[player], 11.5, fill=ink_on(colours[player]),
                          weight="bold")]
    return items


def _top(state: PayDayState, width: float) -> list:
    half = width / 2
    start = words.day_name("start")
    items = [Box(0, 0, half - 4, TOP - 8, FILLS["start"], "#555555", 1,
                 tip=_("{start} (day 0)").format(start=start)),
             Label(8, 19, start, 15, fill="#222222", anchor="start", weight="bold")]
    items += _tokens(state, 0, 8 + TOKEN, TOP - 8 - TOKEN - 5, 8)
    pot = state.ledger.balance(POT)
    items += [Box(half + 4, 0, half - 4, TOP - 8, "#fff7d1", "#8d6e00", 1.5,
                  tip=_("the pot holds {amount}").format(amount=f"{fmt(pot)} $")),
              Label(half + 12, 19, _("Pot (jackpot)"), 13, fill="#5d4a00", anchor="start"),
              Label(width - 8, TOP - 16, f"{fmt(pot)} $", 24, fill="#222222", anchor="end",
                    weight="bold")]
    return items


def _heads() -> list:
    return [centred((i + 0.5) * CELL_W, TOP + HEAD / 2, name, 12, fill="#555555",
                    weight="bold")
            for i, name in enumerate(words.short_weekdays())]


def _day(state: PayDayState, day: dict) -> list:
    number = day["day"]
    col, row = (number - 1) % 7, (number - 1) // 7
    x, y = col * CELL_W, TOP + HEAD + row * CELL_H
    name = words.label(day)
    items = [Box(x, y, CELL_W, CELL_H, FILLS[day["kind"]], "#666666", 1,
                 tip=_("day {day}: {name}").format(day=number, name=name)),
             Label(x + 4, y + 17, str(number), 15, fill="#222222", anchor="start",
                   weight="bold")]
    items += [Label(x + 3, y + 32 + 13 * i, line, NAME_SIZE, fill="#333333", anchor="start",
                    fit=squeeze)
              for i, (line, squeeze) in enumerate(name_lines(name))]
    return items + _tokens(state, number, x + 1.5 + TOKEN, y + CELL_H - 2.5 - TOKEN, 3)


def name_lines(name: str) -> list[tuple[str, float]]:
    """A day's name as its cell shows it, (line, width to squeeze it into or 0): its first
    word, then the rest; a word wider than the cell broken where the language hyphenates it
    ("Lotto-", "ziehung"), else squeezed, in at most three lines."""
    parts = name.split(" ", 1)
    lines = [piece for part in parts for piece in _broken(part)]
    if len(lines) > MAX_LINES:
        lines = parts
    return [(line, NAME_ROOM if _width(line) > NAME_ROOM else 0.0) for line in lines]


def _broken(word: str) -> list[str]:
    """`word`, or its two parts at the last hyphenation point that fits the cell."""
    if _width(word) <= NAME_ROOM:
        return [word]
    import pyphen   # WeasyPrint's hyphenation dictionaries; only a too-wide word needs them

    try:
        hyphens = pyphen.Pyphen(lang=i18n.current())
    except KeyError:    # a language without a dictionary: the word is squeezed
        return [word]
    for chars in range(len(word) - 1, 1, -1):
        first, rest = hyphens.wrap(word, chars) or (None, None)
        if first and _width(first) <= NAME_ROOM:
            return [first, rest]
    return [word]


def _width(text: str) -> float:
    """How wide `text` sets in a day's cell, in the drawing's units (DejaVu's advances)."""
    from companion.printing.fonts import PT, width

    return width(text, NAME_SIZE) / PT


def _legend(state: PayDayState, top: float) -> list:
    colours, tags, items = player_colours(state.players), owner_tags(state.players), []
    for i, player in enumerate(state.players):
        y = top + 14 + 28 * i
        done = state.months_done[player]
        where = (_("done") if done >= state.months
                 else _("month {month} of {months}, day {day}").format(
                     month=done + 1, months=state.months, day=state.days[player]))
        items += [Dot(16, y, TOKEN, colours[player], "#ffffff", 1.2),
                  centred(16, y, tags[player], 12, fill=ink_on(colours[player]), weight="bold"),
                  Label(34, y + 6, f"{player}: {where}", 16, fill="#222222", anchor="start")]
    return items
