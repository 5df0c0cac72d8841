"""Each player's net worth over the game, as a line chart drawn with companion's SVG template."""

from companion.core.money import fmt
from companion.table.svg import Box, Drawing, Label, Line, centred, render

WIDTH, HEIGHT = 720, 330
LEFT, RIGHT, TOP, BOTTOM = 92, 130, 16, 40     # room for the axes and the legend


def nice_step(span: int, most: int = 6) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50 ... that cuts `span` into at most `most` steps."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if span <= step * most:
                return step
        scale *= 10


def net_worth_chart(seqs: list[int], worth: dict[str, list[int]], colours: dict[str, str],
                    name: str = "net worth", label=fmt) -> str:
    """One line per player over the actions in effect (0 is the start of the game); `label`
    writes the numbers on the axis."""
    values = [v for series in worth.values() for v in series]
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
    x_step = nice_step(last, 8)
    for i in range(0, last + 1, x_step):
        items.append(centred(x(i), HEIGHT - BOTTOM + 14, str(i), 11, fill="#333333"))
    items.append(centred(LEFT + plot_w / 2, HEIGHT - 8, "actions played", 11, fill="#555555"))
    for n, (player, series) in enumerate(worth.items()):
        items.append(Line(tuple((x(i), y(v)) for i, v in enumerate(series)),
                          colours[player], 2.4))
        ly = TOP + 10 + 22 * n
        items += [Line(((WIDTH - RIGHT + 14, ly), (WIDTH - RIGHT + 38, ly)), colours[player], 4),
                  Label(WIDTH - RIGHT + 44, ly + 4, player, 12, fill="#222222", anchor="start")]
    return render(Drawing(WIDTH, HEIGHT, f"{name.capitalize()} over the game", tuple(items)))
