"""The shared board of the month's choice: a place for each activity card with a place for
its +1F bonuses under it, and the calendar (the month of the year, the month of the season,
the season), each track a row of places for a marker."""

from companion.games.on_guard.i18n import _
from companion.games.on_guard.kit_sheets import GAP, LINE, PAD, PAPER, SIZE, box, heading
from companion.games.on_guard.kit_sizes import ACTIVITY, CHIP
from companion.games.on_guard.words import aldermen, month
from companion.printing.geometry import Rect
from companion.printing.model import Board, Shape
from companion.printing.ringboard import fitted

ACROSS = 4                 # activity places to a row
BONUS = "#fbe3b0"          # a bonus place: the Faradinars' colour, lightened, and round
LABEL = 30.0               # mm: a calendar track's name, left of its places
SEASONS = 8                # places on the season track (a marker turns back after the last)


def activity_slots(data: dict) -> list[tuple[str, str]]:
    """(activity, who plays it) for each activity card: a second Prospecting card for the
    numbers of Aldermen that play two."""
    rows = data["by_players"].values()
    out = []
    for aid, a in data["activities"].items():
        if aid != "prospect":
            out.append((a["name"], ""))
            continue
        for k in range(max(r["prospecting"] for r in rows)):
            seats = sorted(r["players"] for r in rows if r["prospecting"] > k)
            out.append((a["name"], aldermen(seats[0]) if len(seats) == 1 else
                        _("{low}-{high} Aldermen").format(low=seats[0], high=seats[-1])))
    return out


def calendar(data: dict, w: dict) -> Board:
    """The activity track and the calendar: one board for the table."""
    rules = data["rules"]
    width = SIZE[0] - 2 * PAD
    shapes = [Shape(Rect(0, 0, *SIZE), fill=PAPER, borders=LINE),
              fitted(None, Rect(PAD, 3, width, 10), (w["calendar"],), 18, 8,
                     "display", "board-title"),
              heading(14, w["calendar_intro"].format(bonus=f"{rules['season_bonus']}F"), 8)]
    y = 21.0
    gap = (width - ACROSS * ACTIVITY[0]) / (ACROSS - 1)
    for i, (name, seats) in enumerate(activity_slots(data)):
        row, col = divmod(i, ACROSS)
        x, top = PAD + col * (ACTIVITY[0] + gap), y + row * (ACTIVITY[1] + CHIP[1] + 4)
        shapes += box(x, top, *ACTIVITY, f"{name}: {seats}" if seats else name,
                      "#ffffff", cls="dashed")
        shapes += _bonus(x + (ACTIVITY[0] - CHIP[0]) / 2, top + ACTIVITY[1] + 1.5,
                         rules["season_bonus"], w["bonus"])
    rows = -(-len(activity_slots(data)) // ACROSS)
    y += rows * (ACTIVITY[1] + CHIP[1] + 4) + 1
    months = [month(m) for m in rules["months"]]
    shapes.append(heading(y, w["calendar_heading"].format(last=months[-1], first=months[0]), 8))
    y += 7
    tracks = (months, [str(j + 1) for j in range(data["game"]["max_players"])],
              [str(j + 1) for j in range(SEASONS)])
    for name, labels in zip(w["tracks"], tracks):
        shapes += _track(y, name, labels)
        y += CHIP[1] + 2 * GAP
    return Board("calendar", w["calendar"], SIZE, tuple(shapes))


def _bonus(x: float, y: float, bonus: int, word: str) -> list[Shape]:
    """A round place for an activity's bonus Faradinars."""
    return [Shape(Rect(x, y, *CHIP), fill=BONUS, borders=LINE, cls="round"),
            fitted(None, Rect(x + 1, y + 4, CHIP[0] - 2, CHIP[1] - 8),
                   (f"+{bonus}F", word), 8, 6, "normal", "space-info")]


def _track(y: float, name: str, labels: list[str]) -> list[Shape]:
    """A track: its name at the left, then a place for the marker at each step."""
    out = [fitted(None, Rect(PAD, y, LABEL, CHIP[1]), (name,), 9, 6, "display", "box-heading")]
    for i, label in enumerate(labels):
        out += box(PAD + LABEL + i * (CHIP[0] + GAP), y, *CHIP, label, "#ffffff")
    return out
