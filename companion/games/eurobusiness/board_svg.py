"""The ring of 40 fields for the live page: cities in their country colours, each field's
owner, houses or hotel, mortgage, and the players' pawns."""

from companion.games.eurobusiness.i18n import _
from companion.games.eurobusiness.kit_board import FILLS
from companion.games.eurobusiness.state import EuroState, hotels, houses, name
from companion.table import ring
from companion.table.colours import tint


def draw(state: EuroState) -> str:
    lines = [_("the bank holds {houses}, {hotels}").format(
        houses=houses(state.bank_houses()), hotels=hotels(state.bank_hotels()))]
    if state.jailed:
        lines.append(_("in jail: {players}").format(players=", ".join(state.jailed)))
    return ring.draw(_("Eurobusiness"), state.players,
                     [_field(state, f) for f in state.data["fields"]],
                     {p: state.positions[p] - 1 for p in state.players}, lines, "pawn",
                     ("house", "hotel", "mortgaged"))


def _field(state: EuroState, f: dict) -> ring.Space:
    number = f["number"]
    holder, mortgaged = state.owners.get(number), number in state.mortgaged
    built, hotel = state.houses.get(number, 0), number in state.hotels
    fill = (tint(state.data["decks"][f["deck"]]["colour"], 0.65) if f["kind"] == "chance"
            else FILLS[f["kind"]])
    band = next(c["colour"] for c in state.data["countries"]
                if c["id"] == f["country"]) if f["kind"] == "city" else None
    tip = ", ".join([state.label(number)]
                    + [_("held by {player}").format(player=holder)] * bool(holder)
                    + [_("a hotel")] * hotel + [houses(built)] * bool(built)
                    + [_("mortgaged")] * mortgaged)
    return ring.Space(str(number), fill, tip, band, holder, houses=built, hotel=hotel,
                      mortgaged=mortgaged, name=name(f))

