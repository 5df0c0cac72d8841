"""What a Discretion debtor can raise by pulling down buildings and forfeiting the plots they
bare (solvency._group_options), against the plain search over every set of plots; and a
group joining all 17 plots, which the plain search cannot finish at a table."""

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.discretion import grid, solvency
from companion.games.discretion.state import Building
from tests.discretion_helpers import new_game

RATE = 10_000   # a Land Tax rate per acre


def plain_search(state, plots, buildings, rate) -> dict[int, int]:
    """Every set of plots bared: its buildings pulled down, then the best of the rest."""
    refund = state.rules["demolition_refund"]   # every building alike (ruling 7)
    options: dict[int, int] = {}
    for mask in range(1 << len(plots)):
        bared = [p for i, p in enumerate(plots) if mask >> i & 1]
        needed = [b for b in buildings if any(b in state.buildings_on_plot(p) for p in bared)]
        acres = sum(state.plot(p)["acres"] for p in bared)
        for count in range(len(needed), len(buildings) + 1):
            options[count] = max(options.get(count, 0), count * refund + rate * acres)
    return options


def owning_everything(picks: list[tuple[int, int, bool]]):
    """Ann owns every plot; buildings (1 or 2 acres) where `picks` put them."""
    state = new_game()
    state.owners = {p["id"]: "Ann" for p in state.data["plots"]}
    used: set[str] = set()
    for n, (cell_no, direction, wide) in enumerate(picks):
        cell = grid.all_cells()[cell_no % 121]
        cells = [cell]
        if wide:
            cells.append(grid.neighbours(cell)[direction % len(grid.neighbours(cell))])
        if used.isdisjoint(cells):
            used.update(cells)
            state.buildings.append(Building(n + 1, "housing", cells, "Ann"))
    return state


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 120), st.integers(0, 3), st.booleans()),
                max_size=24))
def test_the_search_finds_what_trying_every_set_of_plots_finds(picks):
    state = owning_everything(picks)
    taxed = [p for p in state.plots_of("Ann") if not state.undeveloped(p)]
    for plots, buildings in solvency._groups(state, "Ann", taxed):
        if len(plots) <= 7:   # the plain search's own limit, for a quick test
            assert solvency._group_options(state, plots, buildings, RATE) == \
                plain_search(state, plots, buildings, RATE)


def joined_by_2_acre_buildings():
    """Ann owns every plot, all joined into one group: a 2-acre building on each plot border
    that links two groups not yet joined (a spanning tree of the plots)."""
    state = new_game()
    state.owners = {p["id"]: "Ann" for p in state.data["plots"]}
    group = {p["id"]: p["id"] for p in state.data["plots"]}

    def root(p):
        while group[p] != p:
            p = group[p]
        return p

    used: set[str] = set()
    for cell in grid.all_cells():
        for other in grid.neighbours(cell):
            a, b = root(state.plot_of_cell(cell)), root(state.plot_of_cell(other))
            if a != b and used.isdisjoint((cell, other)):
                group[a] = b
                used.update((cell, other))
                state.buildings.append(Building(len(state.buildings) + 1, "housing",
                                                [cell, other], "Ann"))
    return state


def test_a_group_of_all_17_plots_is_weighed_whole():
    state = joined_by_2_acre_buildings()
    plots = state.plots_of("Ann")
    [(grouped, buildings)] = solvency._groups(state, "Ann", plots)
    assert len(grouped) == 17 and len(buildings) == 16
    options = solvency._group_options(state, grouped, buildings, RATE)
    refunds = 16 * state.rules["demolition_refund"]
    acres = sum(state.plot(p)["acres"] for p in plots)
    assert acres == 121
    assert options[16] == refunds + RATE * 121     # everything down, every plot forfeited
    assert options[0] == 0                          # nothing down: every plot is built on
    assert sorted(options) == list(range(17))


def test_eight_joined_plots_weigh_as_the_plain_search_does():
    state = joined_by_2_acre_buildings()
    [(grouped, buildings)] = solvency._groups(state, "Ann", state.plots_of("Ann"))
    some = grouped[:8]
    assert solvency._group_options(state, some, buildings, RATE) == \
        plain_search(state, some, buildings, RATE)
