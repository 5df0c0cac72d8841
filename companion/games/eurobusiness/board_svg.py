"""The ring of 40 fields for the live page: cities in their country colours, each field's
owner, houses or hotel, mortgage, and the players' pawns."""

from companion.core.words import plural
from companion.games.eurobusiness.kit_board import FILLS
from companion.games.eurobusiness.state import EuroState
from companion.table import ring
from companion.table.colours import tint


def draw(state: EuroState) -> str:
    lines = [f"the bank holds {plural(state.bank_houses(), 'house')}, "
             f"{plural(state.bank_hotels(), 'hotel')}"]
    if state.jailed:
        lines.append(f"in jail: {', '.join(state.jailed)}")
    return ring.draw("Eurobusiness", state.players,
                     [_field(state, f) for f in state.data["fields"]],
                     {p: state.positions[p] - 1 for p in state.players}, lines, "pawn",
                     ("house", "hotel", "mortgaged"))


def _field(state: EuroState, f: dict) -> ring.Space:
    number = f["number"]
    holder, mortgaged = state.owners.get(number), number in state.mortgaged
    houses, hotel = state.houses.get(number, 0), number in state.hotels
    fill = (tint(state.data["decks"][f["deck"]]["colour"], 0.65) if f["kind"] == "chance"
            else FILLS[f["kind"]])
    band = next(c["colour"] for c in state.data["countries"]
                if c["id"] == f["country"]) if f["kind"] == "city" else None
    tip = ", ".join([state.label(number)] + [f"held by {holder}"] * bool(holder)
                    + ["a hotel"] * hotel + [plural(houses, "house")] * bool(houses)
                    + ["mortgaged"] * mortgaged)
    return ring.Space(str(number), fill, tip, band, holder, houses=houses, hotel=hotel,
                      mortgaged=mortgaged, name=f["en"])
