"""Where each player's money came from and went, as a bar chart: in and out, by kind."""

from companion.table.chart import nice_step
from companion.table.flows import ORDER, word
from companion.table.i18n import _
from companion.table.svg import Box, Drawing, Label, Line, render

WIDTH, LEFT, RIGHT, TOP = 720, 92, 44, 10
BAR, PAIR_GAP, LEGEND = 13, 12, 34
# Paul Tol's muted scheme (colour-blind safe), one colour a kind, in flows.ORDER
KIND_COLOURS = dict(zip(ORDER, ("#882255", "#cc6677", "#332288", "#117733", "#999933",
                                "#88ccee", "#44aa99", "#ddcc77", "#661100", "#aa4499",
                                "#bbbbbb")))
# a game's own kinds (Game.transfer_kinds), in their order: Paul Tol's light scheme
OWN_COLOURS = ("#77aadd", "#ee8866", "#eedd88", "#ffaabb", "#99ddff", "#44bb99", "#aaaa00")


def flow_chart(flows: dict, colours: dict[str, str], money, own: dict[str, str]) -> str:
    """Two bars a player, money in above money out, each cut into its kinds (the game's
    `own` kinds, kind -> word, among them); `money` writes the numbers on the axis."""
    tints = KIND_COLOURS | {k: OWN_COLOURS[n % len(OWN_COLOURS)] for n, k in enumerate(own)}
    totals = [sum(side.values()) for f in flows.values() for side in f.values()]
    most = max([1, *totals])
    step = nice_step(most, 5)
    top_value = -(-most // step) * step
    side_words = {"in": _("in"), "out": _("out")}
    # room past the longest bar for its side's word (a German 'Einnahmen' needs more)
    plot_w = WIDTH - LEFT - max(RIGHT, 10 + 5.4 * max(map(len, side_words.values())))
    pair = 2 * BAR + PAIR_GAP
    height = TOP + pair * len(flows) + 18 + LEGEND

    def x(v: int) -> float:
        return LEFT + plot_w * v / top_value

    items: list = []
    bottom = TOP + pair * len(flows)
    for v in range(0, top_value + 1, step):
        items += [Line(((x(v), TOP), (x(v), bottom)), "#dddddd", 0.6),
                  Label(x(v), bottom + 12, money(v), 10, fill="#333333")]
    for n, (player, sides) in enumerate(flows.items()):
        y0 = TOP + n * pair
        items.append(Label(LEFT - 8, y0 + BAR + 4, player, 11.5, fill=colours[player],
                           anchor="end", weight="bold"))
        for row, side in enumerate(("in", "out")):
            y, at = y0 + row * BAR, 0
            for kind, amount in sides[side].items():
                items.append(Box(x(at), y + 1, x(at + amount) - x(at), BAR - 2,
                                 tints[kind], "#ffffff", 0.5,
                                 _("{kind}: {amount}").format(kind=word(kind, own),
                                                              amount=money(amount))))
                at += amount
            items.append(Label(x(at) + 4, y + BAR - 3, side_words[side], 9, fill="#555555",
                               anchor="start"))
    used = [k for k in (*ORDER[:-1], *own, ORDER[-1])
            if any(k in side for f in flows.values() for side in f.values())]
    lx, ly = LEFT, height - LEGEND + 14
    for kind in used:
        name = word(kind, own)
        items += [Box(lx, ly - 9, 10, 10, tints[kind]),
                  Label(lx + 14, ly, name, 10.5, fill="#222222", anchor="start")]
        lx += 26 + 7 * len(name)
        if lx > WIDTH - 90:
            lx, ly = LEFT, ly + 15
    return render(Drawing(WIDTH, height, _("Money in and out by kind"), tuple(items)))
