"""The Title and List piles: a card the table names must be one that can be on top now
(ruling 22). Each card in a pile has a layer: cards shuffled together share one, and cards
put under the pile form a new layer below the rest, so only the top layer's cards can come up
next, whatever order the table's own shuffle gave them."""


def start(cards: list[int]) -> dict[int, int]:
    """The layers of a freshly shuffled pile: one for all."""
    return {card: 0 for card in cards}


def on_top(layers: dict[int, int], card: int) -> bool:
    return layers[card] == min(layers.values())


def above(layers: dict[int, int], card: int) -> int:
    """How many cards lie in layers above `card`'s: all of them come up before it."""
    return sum(1 for layer in layers.values() if layer < layers[card])


def take(pile: list[int], layers: dict[int, int], card: int) -> None:
    """`card` leaves the pile, from wherever it lies (a Title an Inheritance hands out)."""
    if card in layers:
        pile.remove(card)
        del layers[card]


def put_under(pile: list[int], layers: dict[int, int], cards: list[int]) -> None:
    """`cards` go under the pile together, as one layer (a bankrupt's Titles, shuffled)."""
    layer = max(layers.values(), default=-1) + 1
    for card in cards:
        pile.append(card)
        layers[card] = layer
