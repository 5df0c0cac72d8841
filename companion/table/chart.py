"""Each player's net worth over the game, as a line chart drawn with companion's SVG template."""

from companion.core.money import fmt
from companion.table.i18n import _
from companion.table.svg import Box, Dot, Drawing, Label, Line, centred, render

WIDTH, HEIGHT = 720, 330
LEFT, RIGHT, TOP, BOTTOM = 92, 120, 16, 40     # room for the axes and the names at the ends
DASHES = ("", "8 4", "1 5", "12 4 1 4", "4 5", "16 5")   # by seat, beside the colour (round caps)
NAME_GAP = 13    # the least distance between two names at the lines' ends
MARK_GAP = 46    # the least distance between two round marks' labels on the axis


def nice_step(span: int, most: int = 6) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50 ... that cuts `span` into at most `most` steps."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if span <= step * most:
                return step
        scale *= 10


def spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Positions near `wanted` (in that order, sorted) at least `gap` apart, kept between
    low and high as far as they fit: names at the lines' ends that do not overlap."""
    placed: list[float] = []
    for w in wanted:
        placed.append(max(w, placed[-1] + gap) if placed else max(w, low))
    overflow = placed[-1] - high if placed else 0
    if overflow > 0:   # push the stack back up, no higher than the top
        placed = [max(p - overflow, low + i * gap) for i, p in enumerate(placed)]
    return placed


def net_worth_chart(seqs: list[int], worth: dict[str, list[int]], colours: dict[str, str],
                    name: str = "net worth", label=fmt, rounds=(), out=None) -> str:
    """One line per player over the actions in effect (0 is the start of the game), each in
    its colour and dash, with a marker at every round, its name at its end; `label` writes
    the numbers on the axis. `rounds` are (point, 'Year 2') where a round of the game
    begins, marked on the axis (else the axis counts actions); `out` maps a player out of
    the game to the point where that happened: the line ends there with a cross."""
    out = out or {}
    values = [v for p, series in worth.items() for v in series[:out.get(p, len(series))]]
    low, high = min(0, *values), max(0, *values)    # the axis always shows zero
    step = nice_step(max(high - low, 1))
    low, high = low // step * step, max(-(-high // step) * step, low // step * step + step)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    last = max(len(seqs) - 1, 1)

    def x(i: int) -> float:
        return LEFT + plot_w * i / last

    def y(v: int) -> float:
        return TOP + plot_h * (high - v) / (high - low)

    items: list = [Box(LEFT, TOP, plot_w, plot_h, "#ffffff", "#999999", 0.8)]
    for v in range(low, high + 1, step):
        items += [Line(((LEFT, y(v)), (LEFT + plot_w, y(v))),
                       "#444444" if v == 0 else "#dddddd", 1.0 if v == 0 else 0.6),
                  Label(LEFT - 6, y(v) + 4, label(v), 11, fill="#333333", anchor="end")]
    items += _axis(rounds, last, x)
    ends = []
    for n, (player, series) in enumerate(worth.items()):
        end = min(out.get(player, len(series) - 1), len(series) - 1)
        points = tuple((x(i), y(v)) for i, v in enumerate(series[:end + 1]))
        if player in out and end > 0:   # out at `end`: the line stops at its last standing
            points = (*points[:-1], (points[-1][0], points[-2][1]))
        colour = colours[player]
        items.append(Line(points, colour, 2.2, DASHES[n % len(DASHES)]))
        items += [Dot(*points[i], 2.6, colour) for i, _mark in rounds if i <= end]
        if player in out:
            items += _cross(*points[-1], colour)
        ends.append((points[-1][1], player, points[-1][0]))
    ends.sort()
    for place, (_y, player, end_x) in zip(spread([e[0] for e in ends], NAME_GAP, TOP + 8,
                                                 TOP + plot_h), ends):
        text = _("{name} (out)").format(name=player) if player in out else player
        items.append(Label(max(end_x, LEFT + plot_w) + 6, place + 4, text, 11.5,
                           fill=colours[player], anchor="start", weight="bold"))
    return render(Drawing(WIDTH, HEIGHT, over_the_game(name), tuple(items)))


def over_the_game(name: str) -> str:
    """The chart's title: 'Net worth over the game' (only the first letter made capital:
    German nouns keep theirs)."""
    title = _("{score} over the game").format(score=name)
    return title[:1].upper() + title[1:]


def _axis(rounds, last: int, x) -> list:
    """The x-axis: a tick and a label where each round begins (labels that would crowd the
    one before left out), or, for a game without rounds, the number of actions."""
    base = HEIGHT - BOTTOM
    if not rounds:
        step = nice_step(last, 8)
        return [*(centred(x(i), base + 14, str(i), 11, fill="#333333")
                  for i in range(0, last + 1, step)),
                centred(LEFT + (WIDTH - LEFT - RIGHT) / 2, HEIGHT - 8, _("actions played"), 11,
                        fill="#555555")]
    items, shown = [], None
    for i, text in rounds:
        items.append(Line(((x(i), TOP), (x(i), base + 4)), "#bbbbbb", 0.6, "2 3"))
        if shown is None or x(i) - shown >= MARK_GAP:
            items.append(Label(x(i) + 2, base + 15, text, 10.5, fill="#333333", anchor="start"))
            shown = x(i)
    return items


def _cross(cx: float, cy: float, colour: str) -> list:
    """A cross where a player went out of the game."""
    r = 5
    return [Line(((cx - r, cy - r), (cx + r, cy + r)), colour, 2.2),
            Line(((cx - r, cy + r), (cx + r, cy - r)), colour, 2.2)]
