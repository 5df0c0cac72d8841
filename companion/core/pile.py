"""A face-down pile of cards as the table knows it, so that a card is claimed only when it
can be on top: the pile lies in layers, top first. The cards shuffled in form one layer, in
an order no one at the table knows; cards put under go below the rest, each a layer of its
own in the order they went under, or (put under together, as a shuffled handful) one layer.

A card the table names (it drew its own) may be any of the top layer's; companion's own draw
takes its seeded order's top card. Card ids are strings or numbers; copies are the same id.
"""

import random
from dataclasses import dataclass, field


@dataclass
class Pile:
    cards: list = field(default_factory=list)    # top first, as companion would draw
    layers: list[int] = field(default_factory=list)   # each layer's size, top first

    def __setstate__(self, saved: dict) -> None:
        """A pile pickled in a snapshot before layers: its shuffled top, then single cards."""
        if "shuffled" in saved:
            top = saved.pop("shuffled")
            saved["layers"] = [top] * bool(top) + [1] * (len(saved["cards"]) - top)
        self.__dict__.update(saved)

    @classmethod
    def of(cls, cards: list, rng: random.Random) -> "Pile":
        """The cards shuffled (with the game's seeded `rng`) into a new pile."""
        pile = cls()
        pile.shuffle_in(cards, rng)
        return pile

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card) -> bool:
        return card in self.cards

    def can_top(self, card) -> bool:
        """Whether the table may have drawn `card` from the top now."""
        return card in self.tops()

    def tops(self) -> list:
        """The cards that can be on top now (a copy once per id), companion's order."""
        return list(dict.fromkeys(self.cards[:self.layers[0] if self.layers else 0]))

    def above(self, card) -> int:
        """How many cards lie in the layers above the first copy of `card`'s (which must be
        in the pile): all of them come up before it."""
        return self._layer_of(card)[1]

    def take(self, card=None):
        """The top card, or the named one, which must be one that can be on top."""
        card = self.cards[0] if card is None else card
        if not self.can_top(card):
            raise ValueError(f"{card!r} cannot be on top of the pile")
        return self.remove(card)

    def remove(self, card):
        """The first copy of `card` leaves the pile from wherever it lies (a Title an
        Inheritance hands out); a card not in the pile leaves nothing to do."""
        if card in self.cards:
            self.layers[self._layer_of(card)[0]] -= 1
            self.layers = [size for size in self.layers if size]
            self.cards.remove(card)
        return card

    def _layer_of(self, card) -> tuple[int, int]:
        """(the layer of the first copy of `card`, how many cards lie in the layers above)."""
        index, count = self.cards.index(card), 0
        for layer, size in enumerate(self.layers):
            if count + size > index:
                return layer, count
            count += size
        raise AssertionError("the layers do not cover the pile")

    def under(self, *cards) -> None:
        """Put cards under the pile one by one, the first named first."""
        self.cards.extend(cards)
        self.layers.extend([1] * len(cards))

    def under_together(self, cards: list) -> None:
        """Put cards under the pile together, as one layer whose order no one knows."""
        if cards:
            self.cards.extend(cards)
            self.layers.append(len(cards))

    def shuffle_in(self, cards: list, rng: random.Random) -> None:
        """Shuffle `cards` and the whole pile together: no order is known any more."""
        self.cards.extend(cards)
        rng.shuffle(self.cards)
        self.layers = [len(self.cards)] if self.cards else []
