"""The Eurobusiness print-and-play kit, in English or Polish (`--lang pl`).

Every number comes from the validated data dict (the mortgage's lifting price through the
same rounding the ledger uses), so the ledger and the printed deeds cannot drift apart.
"""

from companion.games.eurobusiness.kit_board import ACCENT, board
from companion.games.eurobusiness.kit_cards import chance, deeds, houses, icons, money
from companion.games.eurobusiness.kit_sheets import reference, scores
from companion.games.eurobusiness.kit_words import Words
from companion.printing.model import Kit, Need

LANGUAGES = ("en", "pl")


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit, as the rulebook's components list them: 2 dice and a token for each
    player; a pencil for the score sheet."""
    return Need("dice", 2), Need("pawns"), Need("pencil")


def components(data: dict, options) -> Kit:
    """The board, the 28 Title Deeds, both Chance decks, money, houses and hotels, and the
    banker's reference sheet and a score sheet, in the language of `options.lang`."""
    words = Words(data, options.lang)
    with words.speaking():      # the counts the parts write through ngettext
        parts = (board(words, options.card), deeds(words), chance(words), money(words),
                 houses(words), reference(words), scores(words, options.paper_size[1]))
    return Kit(words["title"], parts, icons(words), ACCENT)
