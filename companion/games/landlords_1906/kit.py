"""The Landlord's Game (1906) print-and-play kit, built from the validated data dict.

Every number printed comes from the data (through the same rule functions the ledger uses),
so the ledger and the sheets cannot drift apart. Values the surviving 1906 text does not give
(source "house", or listed in a record's `house`) carry the :house: mark.
"""

from companion.games.landlords_1906.kit_board import DEPTH, SPACE, board
from companion.games.landlords_1906.kit_cards import (chance, colleges, education, green_cards,
                                                      houses, luxury, money)
from companion.games.landlords_1906.kit_common import ACCENT, HOUSE_NOTE, PALETTE
from companion.games.landlords_1906.kit_sheets import reference, scores, setup
from companion.games.landlords_1906.rules import house_count
from companion.printing.model import Kit, Need

__all__ = ["DEPTH", "HOUSE_NOTE", "SPACE", "components", "house_count"]


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit: the dice the rules throw (`rules.dice`), a pawn for each player and a
    pencil for the score sheet."""
    return Need("dice", data["rules"]["dice"]), Need("pawns"), Need("pencil")


def components(data: dict, options) -> Kit:
    """The board, the green, red, Luxury, Education and Professor cards, money, houses,
    and reference and setup sheets."""
    parts = (board(data, options.card), green_cards(data), chance(data), luxury(data),
             education(data), money(data), houses(data), colleges(data), reference(data),
             setup(data), scores(data, options.paper_size[1]))
    return Kit(data["game"]["title"], parts, PALETTE.icons(), ACCENT)
