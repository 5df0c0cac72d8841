"""Building (rulings 1, 7) and demolition, with the cash worked out by hand."""

import pytest

from companion.core.errors import BadInput, RuleViolation
from tests.discretion_helpers import act, build, cash, event, quiet, setup

OAKFIELD = (1, "Ann", 100_000)    # plot 1, A1-C3
KINGSMEAD = (2, "Bob", 100_000)   # plot 2, D1-F3
MILL = (5, "Ann", 100_000)        # plot 5, A4-C6, below Oakfield Farm


def test_a_building_costs_500k_whatever_its_size():
    state = setup([OAKFIELD])
    # In play Ann (the first buyer) is active: 2,500,000 - 100,000 land = 2,400,000.
    build(state, "Ann", "housing", "A1")
    build(state, "Ann", "offices", "B1+B2")
    assert cash(state, "Ann") == 2_400_000 - 500_000 - 500_000
    assert [(b.type, b.cells, b.owner) for b in state.buildings] == [
        ("housing", ["A1"], "Ann"), ("offices", ["B1", "B2"], "Ann")]


def test_cells_and_types_are_read_leniently():
    state = setup([OAKFIELD])
    build(state, "ann", "Shops", "c3")     # player prefix, type alias, lower-case cell
    assert state.building_at("C3").type == "retail"
    build(state, "Ann", "o", "C2")         # "offices", or its alias "office": one type
    assert state.building_at("C2").type == "offices"
    with pytest.raises(BadInput, match=r"type comes before the cells: `companion build Ann "
                                       r"housing A1`"):
        build(state, "Ann", "a1", "housing")  # the cell typed first


def test_only_on_own_land():
    state = setup([OAKFIELD, KINGSMEAD])
    with pytest.raises(RuleViolation, match="D1 is on Kingsmead .plot 2., Bob's land"):
        build(state, "Ann", "housing", "D1")
    with pytest.raises(RuleViolation, match="unowned land"):
        build(state, "Ann", "housing", "G1")  # plot 3 belongs to no one
    assert state.buildings == [] and cash(state, "Ann") == 2_400_000


def test_two_acres_may_straddle_two_plots_of_the_same_owner():
    state = setup([OAKFIELD, MILL])
    build(state, "Ann", "industry", "C3+C4")   # C3 on plot 1, C4 on plot 5
    assert state.building_at("C4").cells == ["C3", "C4"]
    assert not state.undeveloped(1) and not state.undeveloped(5)


def test_two_acres_may_not_straddle_anothers_plot():
    state = setup([OAKFIELD, KINGSMEAD])
    with pytest.raises(RuleViolation, match="Bob's land"):
        build(state, "Ann", "industry", "C1+D1")


def test_overlap_is_refused():
    state = setup([OAKFIELD])
    build(state, "Ann", "housing", "B2")
    with pytest.raises(RuleViolation, match="B2 is taken by the housing at B2"):
        build(state, "Ann", "offices", "B2+B3")
    assert len(state.buildings) == 1


@pytest.mark.parametrize("cells", ["B1+B3", "A1+B2", "B2+B2", "A1+A2+A3", "L1", "A12"])
def test_two_acres_need_two_side_by_side_cells(cells):
    state = setup([OAKFIELD])
    with pytest.raises(BadInput):
        build(state, "Ann", "housing", cells)


def test_tile_stock_is_15_per_size_and_type():
    # Ann owns plots 1, 2 and 3: rows 1-3, columns A-I, 27 cells.
    state = setup([OAKFIELD, (2, "Ann", 100_000), (3, "Ann", 100_000)],
                  funds={"Ann": 10_000_000})
    row_cells = [f"{c}{r}" for r in (1, 2) for c in "ABCDEFGHI"]   # 18 cells
    for cell in row_cells[:15]:
        build(state, "Ann", "housing", cell)
    with pytest.raises(RuleViolation, match="all 15 1-acre housing tiles"):
        build(state, "Ann", "housing", row_cells[15])
    build(state, "Ann", "offices", row_cells[15])          # another type: fine
    build(state, "Ann", "housing", "A3+B3")                # the 2-acre housing stock: fine


def test_only_the_active_player_builds():
    state = setup([OAKFIELD, KINGSMEAD])
    assert state.active == "Ann"
    with pytest.raises(RuleViolation, match=r"only the active player \(Ann\) may build"):
        build(state, "Bob", "housing", "D1")
    event(state, "housing-rent")          # Ann's turn ends; Bob's begins
    assert state.active == "Bob"
    build(state, "Bob", "housing", "D1")
    with pytest.raises(RuleViolation, match=r"only the active player \(Bob\)"):
        build(state, "Ann", "housing", "A1")


def test_building_needs_the_cash():
    state = setup([(1, "Ann", 1_600_000)], {"Ann": [("housing", "A1")]})
    # 2,500,000 - 1,600,000 - 500,000 = 400,000: not enough for another.
    with pytest.raises(RuleViolation, match="Ann has 400,000; a building costs 500,000"):
        build(state, "Ann", "housing", "B1")


def test_no_building_before_the_auctions_are_done():
    from tests.discretion_helpers import new_game
    state = new_game()
    with pytest.raises(RuleViolation, match="an auction is due first"):
        build(state, "Ann", "housing", "A1")


# --- demolition ---------------------------------------------------------------------
def test_demolishing_a_fixed_building_earns_100k():
    # Built in the building round, so fixed when Ann passed it on.
    state = setup([OAKFIELD], {"Ann": [("housing", "B2")]})
    before = cash(state, "Ann")
    act(state, "demolish", cell="B2")
    assert cash(state, "Ann") - before == 100_000
    assert state.buildings == []


def test_a_building_placed_this_turn_demolished_pays_100k_and_undo_takes_it_back(cli):
    # Ruling 7 (discretion-4): "only if 100,000 is paid by the bank for each"; it paid
    # 500,000 before, for a building not yet fixed.
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "oak", "--winner", "Ann", "--price", "100k")
    for _ in range(6):
        cli.ok("auction", "--no-bid")
    cli.ok("build", "Ann", "offices", "B1+B2")          # 2,400,000 - 500,000
    out = cli.ok("demolish", "B2")                      # any cell of it names it
    assert "Bank -> Ann 100,000: demolishes offices at B1+B2" in out
    assert cli.json("status")["players"][0]["cash"] == 2_000_000
    cli.ok("undo")                                      # the demolition
    cli.ok("undo")                                      # the build: the mistake itself
    assert cli.json("status")["players"][0]["cash"] == 2_400_000


def test_only_the_active_player_demolishes():
    state = setup([OAKFIELD, KINGSMEAD], {"Bob": [("offices", "D1")]})
    with pytest.raises(RuleViolation, match=r"only the active player \(Ann\) may demolish"):
        act(state, "demolish", cell="D1")


def test_nothing_to_demolish():
    state = setup([OAKFIELD])
    with pytest.raises(RuleViolation, match="there is no building at A1"):
        act(state, "demolish", cell="A1")


def test_a_debtor_may_demolish_out_of_turn_to_pay():
    # Bob: 2,500,000 - 1,950,000 - 500,000 = 50,000; his one plot is built on.
    state = setup([OAKFIELD, (2, "Bob", 1_950_000)],
                  {"Ann": [("housing", "A1")], "Bob": [("offices", "D1")]})
    event(state, "harvest")
    # Ann (all built) pays 50,000 penalty; Bob pays his 50,000 -> 0; Cy owns nothing.
    assert cash(state, "Bob") == 0 and cash(state, "Ann") == 2_400_000 - 500_000 - 50_000
    event(state, "extra-harvest", active="Bob")  # Bob, no undeveloped plot: owes 50,000
    assert state.debt_of("Bob") == 50_000 and state.active == "Cy"
    act(state, "demolish", cell="D1")            # +100,000, then the 50,000 debt is paid
    assert state.debts == [] and cash(state, "Bob") == 50_000
