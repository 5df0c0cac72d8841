"""The ring of 40 spaces for the live page: each space in its printed colour with its
number, its holder (a player, or the public or a college) and its houses."""

from companion.games.landlords_1906.i18n import _
from companion.games.landlords_1906.kit_board import SPACES
from companion.games.landlords_1906.state import LandlordState
from companion.table import ring


def draw(state: LandlordState) -> str:
    spaces = state.data["spaces"]
    index = {space["number"]: i for i, space in enumerate(spaces)}
    lines = [_("under the Single Tax")] if state.single_tax else []
    return ring.draw(_("The Landlord's Game"), state.players,
                     [_space(state, space) for space in spaces],
                     {p: index[state.positions[p]] for p in state.players}, lines, _("checker"))


def _space(state: LandlordState, space: dict) -> ring.Space:
    number = space["number"]
    fill, band = SPACES[space["kind"]]
    holder = state.owners.get(number)
    # a space held by no player: its word in the tip, its tag (three letters) on the ring
    public, tag = ((_("public"), _("pub")) if number in state.public else
                   (_("college"), _("col")) if number in state.colleges else ("", ""))
    tip = ", ".join([space["name"]] + ([_("held by {player}").format(player=holder)]
                                       if holder else []) + ([public] if public else []))
    return ring.Space(str(number or len(state.data["spaces"])), fill, tip, band, holder,
                      tag, state.houses.get(number, 0))
