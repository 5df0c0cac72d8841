"""Pay Day's board: the month as a calendar of spaces a token stands on, Monday the 1st to Pay
Day, with Start and the election pot after the last week and the Deal and Mail piles beside it.

Each day shows its number, its symbol, its name and what it makes a player do, in the kit's
language, with the amounts from the data (the same numbers the ledger uses).
"""

from companion.games.payday import words
from companion.games.payday.board_svg import FILLS   # the live page's colours for each day
from companion.printing.geometry import Rect
from companion.printing.model import Board, Shape
from companion.printing.ringboard import fitted

SPACE = 36.0       # mm, a day: room for the texts and a token or two (at least 28 mm)
PAD = 4.0          # round the board's edge
TITLE_H, WEEK_H = 14.0, 6.0
PILE = (64.0, 89.0)   # the largest pile place; larger cards get a place scaled down to it
PAPER, ACCENT = "#fdf3e1", "#8e2c6b"   # the game's own: a warm 1970s cream, a Deal's plum
LINE = 0.15        # mm, each side of a shared edge
POT_FILL, POT_INK = "#fff7d1", "#8d6e00"
ICONS = {   # each day's symbol, in a 10 x 10 box
    "start": '<path d="M1 5H7.5M5.2 2.2L8.4 5L5.2 7.8" fill="none" stroke="#222" '
             'stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/>',
    "mail": '<rect x="0.8" y="2.2" width="8.4" height="5.8" rx="0.5" fill="#fff" stroke="#222" '
            'stroke-width="0.8"/><path d="M0.9 2.4L5 5.6L9.1 2.4" fill="none" stroke="#222" '
            'stroke-width="0.8"/>',
    "deal": '<path d="M1 1.2H5.6L9 4.6L5.2 8.6L1 4.4Z" fill="#fff" stroke="#222" '
            'stroke-width="0.8" stroke-linejoin="round"/><circle cx="3" cy="3.1" r="0.8" '
            'fill="#222"/>',
    "buyer": '<path d="M0.6 1.4H2.2L3.4 6.6H8.2L9.2 3H2.8" fill="none" stroke="#222" '
             'stroke-width="0.8" stroke-linejoin="round"/><circle cx="4" cy="8.3" r="0.9" '
             'fill="#222"/><circle cx="7.6" cy="8.3" r="0.9" fill="#222"/>',
    "sunday": '<circle cx="5" cy="5" r="2.3" fill="#f6c026" stroke="#222" stroke-width="0.6"/>'
              '<path d="M5 0.5V1.8M5 8.2V9.5M0.5 5H1.8M8.2 5H9.5M1.8 1.8L2.7 2.7M7.3 7.3L8.2 '
              '8.2M1.8 8.2L2.7 7.3M7.3 2.7L8.2 1.8" stroke="#222" stroke-width="0.7"/>',
    "daylight": '<circle cx="5" cy="5.3" r="3.8" fill="#fff" stroke="#222" stroke-width="0.8"/>'
                '<path d="M5 3V5.3L6.6 6.3" fill="none" stroke="#222" stroke-width="0.8"/>'
                '<path d="M0.6 1.2L1.4 3.6L3.6 2.6" fill="none" stroke="#222" '
                'stroke-width="0.7"/>',
    "election": '<path d="M3 1H7V5H3Z" fill="#fff" stroke="#222" stroke-width="0.6"/>'
                '<rect x="1" y="4.4" width="8" height="4.8" fill="#fff" stroke="#222" '
                'stroke-width="0.8"/><path d="M3.2 4.4H6.8" stroke="#222" stroke-width="1.1"/>',
    "poker": '<path d="M5 1C6.2 3 8.6 4.2 8.6 6C8.6 7.6 6.6 8.2 5.4 6.9L6.3 9H3.7L4.6 6.9C3.4 '
             '8.2 1.4 7.6 1.4 6C1.4 4.2 3.8 3 5 1Z" fill="#222"/>',
    "lottery": '<path d="M0.8 2.4H9.2V4A1 1 0 0 0 9.2 6V7.6H0.8V6A1 1 0 0 0 0.8 4Z" '
               'fill="#fff" stroke="#222" stroke-width="0.7"/><path d="M3.4 2.6V7.4" '
               'stroke="#222" stroke-width="0.5" stroke-dasharray="0.6 0.5"/>',
    "payday": '<rect x="0.6" y="2.4" width="8.8" height="5.2" rx="0.4" fill="#cfe8c4" '
              'stroke="#1f5f1f" stroke-width="0.7"/><circle cx="5" cy="5" r="1.5" fill="none" '
              'stroke="#1f5f1f" stroke-width="0.7"/>',
}


def icons() -> dict[str, str]:
    """The days' symbols, as kit icons (`:day-mail:`)."""
    return {f"day-{kind}": body for kind, body in ICONS.items()}


def board(data: dict, w: dict, card: tuple[float, float]) -> Board:
    """Five weeks of seven days; after day 31 Start and the pot; the piles on the right."""
    weeks = (len(data["days"]) - 1) // 7 + 1   # the last week has room for Start and the pot
    grid = Rect(PAD, PAD + TITLE_H + WEEK_H, 7 * SPACE, weeks * SPACE)
    scale = min(1.0, PILE[0] / card[0], PILE[1] / card[1])
    pile = (card[0] * scale, card[1] * scale)
    panel = Rect(grid.right + PAD, PAD, max(pile[0], PILE[0]) + 4, grid.bottom - PAD)
    size = (panel.right + PAD, grid.bottom + PAD)
    shapes = [Shape(Rect(0, 0, *size), fill=PAPER, borders=(0.4,) * 4),
              fitted(None, Rect(PAD, PAD, 80, TITLE_H - 2), (w["title"],), 24, 12, "display",
                     "board-title"),
              fitted(None, Rect(PAD + 84, PAD, grid.w - 84, TITLE_H - 2), (w["board_note"],),
                     7.5, 6, "normal", "board-note")]
    shapes += [fitted(None, Rect(grid.x + i * SPACE, grid.y - WEEK_H, SPACE, WEEK_H - 1),
                      (name,), 9, 6, "bold", "weekday") for i, name in enumerate(words.weekdays())]
    for day in data["days"][1:]:
        col, row = divmod(day["day"] - 1, 7)[::-1]
        box = Rect(grid.x + col * SPACE, grid.y + row * SPACE, SPACE, SPACE)
        shapes += _day(day, data["money"], w, box)
    after = data["days"][-1]["day"] % 7       # the first free column of the last week
    left = 7 - after
    start_w = SPACE * -(-left // 2)
    last = grid.bottom - SPACE
    shapes += _start(data["days"][0], w, Rect(grid.x + after * SPACE, last, start_w, SPACE))
    shapes += _pot(w, Rect(grid.x + after * SPACE + start_w, last, (left * SPACE) - start_w,
                           SPACE))
    y = panel.y
    for kind in ("deal", "mail"):
        shapes += _pile(w, kind, Rect(panel.x + (panel.w - pile[0]) / 2, y + 6, *pile))
        y += 6 + pile[1] + 4
    return Board("board", w["board"], size, tuple(shapes))


def day_text(day: dict, money: dict, w: dict) -> str:
    """What a day makes a player do, with the data's amounts."""
    return w["day_text"][day["kind"]].format(letters=words.letters(day.get("letters", 0)),
                                     election=w["$"](money["election_stake"]),
                                     poker=w["$"](money["poker_stake"]),
                                     wage=w["$"](money["wage"]))


def _texts(box: Rect, kind: str, name: str, text: str, number: str = "") -> list[Shape]:
    """A space's number (top left), symbol (top right), name and instruction."""
    x, y, width = box.x + 1.5, box.y + 1.2, box.w - 3
    out = [fitted(None, Rect(box.right - 12, y, 10.5, 9.5), (f":day-{kind}:",), 28, 12,
                  "normal", "day-symbol")]
    if number:
        out.append(fitted(None, Rect(x, y, 12, 9), (number,), 18, 10, "bold", "day-number"))
    top = y + 10
    out += [fitted(None, Rect(x, top, width, 7), (name,), 9.5, 6, "bold", "day-name"),
            fitted(None, Rect(x, top + 7.5, width, box.bottom - top - 9.5), (text,), 7.5, 6,
                   "normal", "day-text")]
    return out


def _day(day: dict, money: dict, w: dict, box: Rect) -> list[Shape]:
    return [Shape(box, fill=FILLS[day["kind"]], borders=(LINE,) * 4, cls="day"),
            *_texts(box, day["kind"], words.day_name(day["kind"]), day_text(day, money, w),
                    str(day["day"]))]


def _start(day: dict, w: dict, box: Rect) -> list[Shape]:
    return [Shape(box, fill=FILLS["start"], borders=(LINE * 3,) * 4, cls="day start"),
            *_texts(box, "start", words.day_name("start"), w["start"])]


def _pot(w: dict, box: Rect) -> list[Shape]:
    inner = box.grown(-1.5)
    return [Shape(box, fill=POT_FILL, borders=(LINE,) * 4),
            Shape(inner, borders=(0.5,) * 4, cls="dashed pot"),
            fitted(None, Rect(inner.x + 2, inner.y + 1.5, inner.w - 4, 7), (w["pot"],), 11, 6,
                   "bold", "pot-name"),
            fitted(None, Rect(inner.x + 2, inner.y + 9, inner.w - 4, inner.h - 11),
                   (w["pot_text"],), 7.5, 6, "normal", "pot-text")]


def _pile(w: dict, kind: str, box: Rect) -> list[Shape]:
    """A dashed place the size of a card, its name above it and its symbol inside."""
    return [fitted(None, Rect(box.x, box.y - 6, box.w, 5), (w[f"{kind}_pile"],), 10, 6,
                   "bold", "pile-label"),
            Shape(box, fill="#ffffff", borders=(0.5,) * 4, cls="dashed pile"),
            fitted(None, Rect(box.x, box.y + box.h / 2 - 8, box.w, 16), (f":day-{kind}:",), 40,
                   12, "normal", "pile-symbol")]
