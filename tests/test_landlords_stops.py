"""The Landlord's Game: the status and the board say what a stop costs now (land rent with
its section's doubling, house rent, fares, taxes), the sum a landing then charges."""

from hypothesis import given, settings, strategies as st

from companion.games.landlords_1906 import fares
from companion.games.landlords_1906.state import MISC
from tests.test_landlords_landing import Table


def built(cli) -> None:
    """Two players with the average hands: Ann holds hand 1 (Beggarman's Court, The Bowery,
    Wall Street, Royal Rusher R.R., Gee Whiz R.R.), Bob hand 2 (Boomtown, Fairhope Avenue,
    Grand Boulevard, Shooting Star R.R., Slambang Trolley), $75 each. Ann is given $200 and
    builds a house on Wall Street."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "3")
    cli.ok("deal", "--average")
    cli.ok("pay", "Miscellaneous", "Ann", "200")
    cli.ok("build", "Ann", "Wall Street")


def stops(cli) -> dict:
    return {p["name"]: p["stops"] for p in cli.json("status")["players"]}


def test_status_json_gives_what_a_stop_on_each_card_costs(cli):
    built(cli)
    # LAND RENT TABLE rows: Beggarman's Court 4 ($8), The Bowery 9 ($18), Wall Street 11 ($22)
    # plus one house at $10; Boomtown 3 ($6), Fairhope Avenue 8 ($16), Grand Boulevard 11
    # ($22). Ann holds two railroads ($10 a fare), Bob one ($5); one franchise: $5.
    assert stops(cli) == {
        "Ann": {"Royal Rusher R.R.": 10, "Beggarman's Court": 8, "Gee Whiz R.R.": 10,
                "The Bowery": 18, "Wall Street": 22 + 10},
        "Bob": {"Boomtown": 6, "Shooting Star R.R.": 5, "Fairhope Avenue": 16,
                "Slambang Trolley": 5, "Grand Boulevard": 22},
    }


def test_a_section_with_a_house_on_every_lot_doubles_and_the_stop_costs_that(cli):
    built(cli)
    cli.ok("pay", "Miscellaneous", "Bob", "200")
    cli.ok("build", "Bob", "Grand Boulevard")     # Grand Boulevard and Wall Street: a section
    # Every lot of the section has a house: row 11 doubles to $44, and $10 for the house.
    assert stops(cli)["Ann"]["Wall Street"] == stops(cli)["Bob"]["Grand Boulevard"] == 44 + 10
    lines = cli.ok("status").splitlines()
    assert ("Ann's cards (and what a stop costs): Royal Rusher R.R. $10, Beggarman's Court $8, "
            "Gee Whiz R.R. $10, The Bowery $18, Wall Street (1 house) $54") in lines
    out = cli.ok("land", "Bob", "Wall Street")    # and a stop charges exactly that
    assert ("Bob -> Ann $44: land rent of Wall Street (38): $22 doubled 1 time by its section"
            in out)                               # issue 29: the amount in its parts
    assert "Bob -> Ann $10: house rent of Wall Street (38): 1 x $10" in out


def test_the_board_shows_what_a_stop_costs_on_every_space(cli):
    built(cli)
    rows = {r["name"]: r for r in cli.json("board")["spaces"]}
    assert [rows[n]["stop"] for n in ("Wall Street", "The Pike", "P. D. Q. R.R.",
                                      "Soakum Lighting System", "Fuel", "Jail",
                                      "Speculation", "Chance 22")] == \
        [32, 4, 5, 5, 10, 10, None, None]     # unsold cards: what is paid if no one buys
    assert rows["Wall Street"]["land_rent"] == 22
    assert "a stop" in cli.ok("board").splitlines()[1]


# --- the stop cost shown is the sum the landing charges, in any state --------------------
FOR_SALE = [s["number"] for s in Table().state.data["spaces"] if "price" in s]


@st.composite
def boards(draw):
    holders = draw(st.lists(st.sampled_from(["Ann", "Bob", "Cy", None]),
                            min_size=len(FOR_SALE), max_size=len(FOR_SALE)))
    houses = draw(st.lists(st.integers(0, 3), min_size=len(FOR_SALE), max_size=len(FOR_SALE)))
    return (list(zip(FOR_SALE, holders, houses)), draw(st.booleans()), draw(st.booleans()),
            draw(st.sampled_from(range(40))))


@settings(max_examples=150, deadline=None)
@given(boards())
def test_a_stop_costs_what_the_landing_charges_a_player_holding_nothing(board):
    holdings, trust, single_tax, space = board
    t = Table(players=("Ann", "Bob", "Cy", "Dee"))
    state = t.state
    for number, holder, houses in holdings:
        if holder:
            lot = state.space(number)["kind"] == "lot"
            t.give(holder, number, houses=houses if lot else 0)
    roads = {state.owners.get(n) for n in state.of_kind("railroad")}
    if trust and len(roads) == 2 and None not in roads:
        t.do("trust", members=sorted(roads))
    if single_tax:
        t.do("single-tax", votes=["Ann", "Bob"])
    state.ledger.transfer(MISC, "Dee", 10_000, "test: Dee can pay anything")
    expected = fares.stop_cost(state, space)
    before = t.cash("Dee")
    t.do("land", player="Dee", space=space)
    if state.pending and state.pending["kind"] == "sale":
        t.do("decline")
    if state.pending:                             # Speculation: the ante is Dee's choice
        assert expected is None
        return
    assert before - t.cash("Dee") == (expected or 0)
