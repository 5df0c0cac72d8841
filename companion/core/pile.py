"""A face-down pile of cards as the table knows it, so that a card is claimed only when it
can be on top: the cards shuffled in, in an order no one at the table knows, lie on the cards
put back under the pile, in the order they went under.

A card the table names (it drew its own) may be any of the shuffled ones; once those are all
drawn, only the card that went under first. companion's own draw takes its seeded order's
top card. Card ids are strings; copies of a card are the same id.
"""

import random
from dataclasses import dataclass, field


@dataclass
class Pile:
    cards: list[str] = field(default_factory=list)   # top first, as companion would draw
    shuffled: int = 0    # how many cards on top lie in an order no one knows

    @classmethod
    def of(cls, cards: list[str], rng: random.Random) -> "Pile":
        """The cards shuffled (with the game's seeded `rng`) into a new pile."""
        pile = cls()
        pile.shuffle_in(cards, rng)
        return pile

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: str) -> bool:
        return card in self.cards

    def can_top(self, card: str) -> bool:
        """Whether the table may have drawn `card` from the top now."""
        return card in self.tops()

    def tops(self) -> list[str]:
        """The cards that can be on top now (a copy once per id), companion's order."""
        return list(dict.fromkeys(self.cards[:self.shuffled] or self.cards[:1]))

    def below(self, card: str) -> int:
        """How many cards lie on the first copy of `card` (which must be in the pile)."""
        return self.cards.index(card)

    def take(self, card: str | None = None) -> str:
        """The top card, or the named one, which must be one that can be on top."""
        card = self.cards[0] if card is None else card
        if not self.can_top(card):
            raise ValueError(f"{card!r} cannot be on top of the pile")
        self.cards.remove(card)
        self.shuffled = max(0, self.shuffled - 1)
        return card

    def under(self, *cards: str) -> None:
        """Put cards under the pile, the first named first."""
        self.cards.extend(cards)

    def shuffle_in(self, cards: list[str], rng: random.Random) -> None:
        """Shuffle `cards` and the whole pile together: no order is known any more."""
        self.cards.extend(cards)
        rng.shuffle(self.cards)
        self.shuffled = len(self.cards)
