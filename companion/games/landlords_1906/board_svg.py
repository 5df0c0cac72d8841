"""The ring of 40 spaces for the live page: each space in its printed colour with its
number, its holder (a player, or the public or a college) and its houses."""

from companion.games.landlords_1906.kit_board import SPACES
from companion.games.landlords_1906.state import LandlordState
from companion.table import ring


def draw(state: LandlordState) -> str:
    spaces = state.data["spaces"]
    index = {space["number"]: i for i, space in enumerate(spaces)}
    lines = ["under the Single Tax"] if state.single_tax else []
    return ring.draw("The Landlord's Game", state.players,
                     [_space(state, space) for space in spaces],
                     {p: index[state.positions[p]] for p in state.players}, lines, "checker")


def _space(state: LandlordState, space: dict) -> ring.Space:
    number = space["number"]
    fill, band = SPACES[space["kind"]]
    holder = state.owners.get(number)
    public = "public" if number in state.public else "college" if number in state.colleges else ""
    tip = ", ".join([space["name"]] + ([f"held by {holder}"] if holder else []) +
                    ([public] if public else []))
    return ring.Space(str(number or len(state.data["spaces"])), fill, tip, band, holder,
                      public[:3], state.houses.get(number, 0))
