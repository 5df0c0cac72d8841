"""Pieces every game's kit builds from: house-default marks, card faces in a game's colours,
and money notes."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from companion.printing.model import Card, CardSet, Document, Face, Section

NOTE_SIZE = (64.0, 32.0)   # mm, a banknote
# one strong colour a denomination, far apart (tests check the distance), lowest value first
MONEY_COLOURS = ("#2e7d32", "#1565c0", "#c62828", "#6a1b9a", "#ef6c00", "#00897b", "#6d4c41",
                 "#fbc02d")


def house(record: dict, field: str | None = None) -> bool:
    """Whether a value (or the whole record) is a house default."""
    return record["source"] == "house" or (field is not None and field in record.get("house", ()))


def mark(record: dict, field: str | None = None) -> str:
    """The :house: mark after a printed value that is a house default."""
    return "\u00a0:house:" if house(record, field) else ""   # kept with its value


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
          footer: str) -> CardSet:
    """Money: `n` notes of each value, printed on one side, one strong colour per value."""
    cards = []
    for i, (value, n) in enumerate(counts):
        colour = MONEY_COLOURS[i % len(MONEY_COLOURS)]
        ink = text_on(colour)
        side = Face(colour=colour, ink=ink, text=ink, layout="chip", title=title,
                    big=label(value), footer=footer)
        cards += [Card(label(value), side, side)] * n
    return CardSet("money", "Money", tuple(cards), NOTE_SIZE, backs=False)


def text_on(colour: str) -> str:
    """Dark text on a light colour, white on a dark one."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#222222" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


SCORE_WORDS = {"title": "Score sheet", "player": "Player", "total": "Total", "place": "Place",
               "game": "Game {n}   date ____________"}
ROW_MM = 8.0            # a score row's height: print.css's `.score-sheet td`
GAMES_MM = 222.0        # a Letter page's height for the games, below the title and legend
GAME_HEAD_MM = 19.0     # a game's heading, its header row and the gap before it


def score_sheet(players: int, rows: Iterable[str], legend: str = "", *, after: Iterable[str] = (),
                words: dict[str, str] = SCORE_WORDS) -> Document:
    """A pad page (A4 or Letter): as many blank score tables as fit, a column a player, a row
    for each line of the final scoring, then the total, any tie-break (`after`) and the place.
    `words` are the sheet's own words in the kit's language (see SCORE_WORDS)."""
    rows, after = tuple(rows), tuple(after)
    lines = (words["player"], *rows, words["total"], *after, words["place"])
    table = (("", *(str(n) for n in range(1, players + 1))),
             *((line, *("",) * players) for line in lines))
    games = max(1, int(GAMES_MM // (GAME_HEAD_MM + ROW_MM * len(lines))))
    strong = (len(rows) + 2, len(lines))     # the total and the place, by table row
    return Document("score-sheet", words["title"],
                    tuple(Section(words["game"].format(n=n), table=table, strong=strong)
                          for n in range(1, games + 1)), legend)
