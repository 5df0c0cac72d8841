"""The Event deck: finding the card the table names, shuffling a Year, drawing the next card."""

import random

from companion.core.errors import RuleViolation, UnknownName
from companion.core.names import match_name
from companion.games.discretion.i18n import _
from companion.games.discretion.state import DiscretionState


def find_card(state: DiscretionState, typed: str) -> dict:
    """A card by id (`housing-rent`), effect, or name (`Housing Rent`)."""
    cards = state.data["events"]
    card = state.data["_events_by_id"].get(typed)  # the fast path: replaying a recorded id
    if card is None:
        by_key = {c["id"]: c for c in cards}
        for each in cards:
            by_key.setdefault(each["name"].casefold().replace(" ", "-"), each)
        key = _canonical_type(state, typed.strip().casefold().replace(" ", "-"))
        try:
            card = by_key[match_name(key, by_key, kind=_("event card"))]
        except UnknownName as exc:
            if "did you mean" in str(exc):
                raise
            ids = ", ".join(c["id"] for c in cards if c["year"] <= state.year)
            raise UnknownName(_("unknown event card {card!r}; in play: {ids}").format(
                card=typed, ids=ids)) from None
    if card["year"] > state.year or card["id"] in state.drawn:
        left = state.cards_left()
        twin = next((c for c in cards if c["id"] in left and c["effect"] == card["effect"]
                     and c.get("building") == card.get("building")), None)
        if twin is None and card["year"] > state.year:
            raise RuleViolation(_("{card} comes into play in Year {year}; this is Year {now}"
                                  ).format(card=card["name"], year=card["year"], now=state.year))
        if twin is None:
            raise RuleViolation(_("{card} has turned up already this Year: each card comes "
                                  "once a Year (End of Year comes before the deck runs round); "
                                  "check the card, or `companion undo` the earlier one").format(
                card=card["name"]))
        card = twin
    return card


def _canonical_type(state: DiscretionState, key: str) -> str:
    """`shops-rent` -> `retail-rent`: building-type aliases work in card names too."""
    head, _, tail = key.partition("-")
    for btype in state.data["building_types"]:
        if head in btype["aliases"]:
            return f"{btype['id']}-{tail}"
    return key


def build_event_deck(state: DiscretionState) -> None:
    """The year's deck: every card in play by now, shuffled with the game's seed."""
    deck = [c["id"] for c in state.data["events"] if c["year"] <= state.year]
    random.Random(f"{state.seed}:events:{state.year}").shuffle(deck)
    state.event_deck = deck
    state.events_drawn = 0


def next_card(state: DiscretionState) -> tuple[int, str] | None:
    """(where in companion's deck, the card) of the next card that has not turned up this
    Year (ruling 18); None when every card has. The state is left as it is."""
    cards = state.event_deck
    for step in range(len(cards)):
        at = state.events_drawn + step
        if cards[at % len(cards)] not in state.drawn:
            return at, cards[at % len(cards)]
    return None
