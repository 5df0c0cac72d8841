"""The 11x11 map as a drawing for the live page: land tinted by its owner, plots outlined,
buildings in their colours with their owner's tag."""

from companion.games.discretion import grid
from companion.games.discretion.i18n import _
from companion.games.discretion.state import DiscretionState
from companion.printing.gridboard import label_spot
from companion.table.colours import ink_on, owner_tags, player_colours, tint
from companion.table.svg import Box, Drawing, Line, centred, render

CELL = 40          # user units per cell
EDGE = 22          # room for the column letters and row numbers
LAND = ("#e9e5d8", "#dcd6c4")   # unowned land, alternating by plot so plots read apart


def draw(state: DiscretionState) -> str:
    size = EDGE + grid.SIZE * CELL
    items = _heads() + _land(state) + _borders(state) + _buildings(state)
    items += _legend(state, size)
    return render(Drawing(size + 4, size + 52, _("Discretion map"), tuple(items)))


def _at(cell: str) -> tuple[float, float]:
    col, row = grid.coords(cell)
    return EDGE + col * CELL, EDGE + row * CELL


def _heads() -> list:
    items = [centred(EDGE + (c + 0.5) * CELL, EDGE / 2, grid.COLUMNS[c], 13, fill="#666666")
             for c in range(grid.SIZE)]
    return items + [centred(EDGE / 2, EDGE + (r + 0.5) * CELL, str(r + 1), 13, fill="#666666")
                    for r in range(grid.SIZE)]


def _land(state: DiscretionState) -> list:
    colours, tags, built = player_colours(state.players), owner_tags(state.players), state.occupancy()
    items = []
    for cell in grid.all_cells():
        plot = state.plot(state.plot_of_cell(cell))
        owner = state.owners.get(plot["id"])
        fill = tint(colours[owner], 0.55) if owner else LAND[plot["id"] % 2]
        items.append(Box(*_at(cell), CELL, CELL, fill, "#bbb4a0", 0.6,
                         tip=(_("{cell}: plot {plot} {name}, {owner}'s") if owner
                              else _("{cell}: plot {plot} {name}")).format(
                             cell=cell, plot=plot["id"], name=plot["name"], owner=owner)))
    for plot in state.data["plots"]:
        free = {grid.coords(c) for c in plot["cells"] if c not in built}
        if not free:
            continue
        col, row = label_spot(free)[:2]
        owner = state.owners.get(plot["id"])
        text = f"{plot['id']}" + (f" {tags[owner]}" if owner else "")
        x, y = EDGE + col * CELL, EDGE + row * CELL
        items.append(centred(x + CELL / 2, y + CELL / 2, text, 13 if owner else 12,
                             fill="#222222", weight="bold" if owner else "normal"))
    return items


def _borders(state: DiscretionState) -> list:
    """A thick line wherever two plots meet, and round the map."""
    lines = []
    for cell in grid.all_cells():
        x, y = _at(cell)
        col, row = grid.coords(cell)
        mine = state.plot_of_cell(cell)
        for dc, dr, edge in ((1, 0, ((x + CELL, y), (x + CELL, y + CELL))),
                             (0, 1, ((x, y + CELL), (x + CELL, y + CELL)))):
            c, r = col + dc, row + dr
            if c < grid.SIZE and r < grid.SIZE and state.plot_of_cell(grid.name(c, r)) != mine:
                lines.append(Line(edge, "#3a3427", 2.4))
    side = grid.SIZE * CELL
    lines.append(Line(((EDGE, EDGE), (EDGE + side, EDGE), (EDGE + side, EDGE + side),
                       (EDGE, EDGE + side), (EDGE, EDGE)), "#3a3427", 3))
    return lines


def _buildings(state: DiscretionState) -> list:
    colours = {t["id"]: t["colour"] for t in state.data["building_types"]}
    tags, items, inset = owner_tags(state.players), [], 4
    for b in state.buildings:
        corners = [_at(c) for c in b.cells]
        x, y = min(p[0] for p in corners), min(p[1] for p in corners)
        w = max(p[0] for p in corners) + CELL - x
        h = max(p[1] for p in corners) + CELL - y
        colour = colours[b.type]
        who = tags.get(b.owner, "-")
        items.append(Box(x + inset, y + inset, w - 2 * inset, h - 2 * inset, colour, "#111111",
                         1.2, tip=(_("{building} at {cells}, {owner}'s") if b.owner
                                   else _("{building} at {cells}, no owner's")).format(
                             building=b.type, cells="+".join(b.cells), owner=b.owner)))
        items.append(centred(x + w / 2, y + h / 2, f"{b.type[0].upper()}{who}", 15,
                             fill=ink_on(colour), weight="bold"))
    return items


def _legend(state: DiscretionState, size: float) -> list:
    items, x, y = [], EDGE, size + 16
    for t in state.data["building_types"]:
        items += [Box(x, y, 16, 16, t["colour"], "#111111", 0.8),
                  centred(x + 8, y + 8, t["id"][0].upper(), 10, fill=ink_on(t["colour"]),
                          weight="bold")]
        label = t["name"]
        items.append(centred(x + 20 + 3.6 * len(label), y + 8, label, 12, fill="#333333"))
        x += 28 + 7.4 * len(label)
    return items
