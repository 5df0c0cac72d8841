"""Pieces every game's kit builds from: house-default marks, card faces in a game's colours,
and money notes."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from companion.printing.model import Card, CardSet, Face

NOTE_SIZE = (64.0, 32.0)   # mm, a banknote
NOTE_COLOURS = ("#e9f3e1", "#e2eef8", "#f8eedc", "#f3e3f3", "#e3f3f1", "#f9e4e0", "#efefd9")


def house(record: dict, field: str | None = None) -> bool:
    """Whether a value (or the whole record) is a house default."""
    return record["source"] == "house" or (field is not None and field in record.get("house", ()))


def mark(record: dict, field: str | None = None) -> str:
    """The :house: mark after a printed value that is a house default."""
    return " :house:" if house(record, field) else ""


@dataclass(frozen=True)
class Palette:
    """A game's card kinds, each (face colour, band and back colour), and its name for backs."""

    colours: dict[str, tuple[str, str]]
    game: str

    def front(self, kind: str, **fields) -> Face:
        face, ink = self.colours[kind]
        return Face(colour=face, ink=ink, **fields)

    def back(self, kind: str, label: str) -> Face:
        face, ink = self.colours[kind]
        return Face(colour=ink, ink=face, text="#ffffff", layout="back", title=self.game,
                    big=label)


def notes(counts: Iterable[tuple[int, int]], label: Callable[[int], str], title: str,
          footer: str, ink: str, colours: tuple[str, ...] = NOTE_COLOURS) -> CardSet:
    """Money: `n` notes of each value, the same on both sides, one colour per value."""
    cards = []
    for i, (value, n) in enumerate(counts):
        side = Face(colour=colours[i % len(colours)], ink=ink, layout="chip",
                    title=title, big=label(value), footer=footer)
        cards += [Card(label(value), side, side)] * n
    return CardSet("money", "Money", tuple(cards), NOTE_SIZE)
