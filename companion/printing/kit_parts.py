"""Pieces every game's kit builds from: house-default marks, card faces in a game's colours,
and money notes."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from companion.printing import fonts, guilloche, words
from companion.printing.symbols import badge
from companion.printing.model import Card, CardSet, Document, Face, Section

NB = "\u00a0"   # a no-break space: keeps a symbol with its word
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
    """A game's card kinds, each (face colour, band and back colour), its name for backs, and
    each kind's symbol (symbols.py): on the back above the kind's name, before a front's
    title."""

    colours: dict[str, tuple[str, str]]
    game: str
    symbols: dict[str, str] = field(default_factory=dict)

    def front(self, kind: str, **fields) -> Face:
        face, ink = self.colours[kind]
        title = fields.pop("title", "")
        if kind in self.symbols:
            title = f":kind-{kind}:{NB}{title}"
        return Face(colour=face, ink=ink, title=title, **fields)

    def back(self, kind: str, label: str) -> Face:
        face, ink = self.colours[kind]
        big = f":kind-{kind}:\n{label}" if kind in self.symbols else label
        return Face(colour=ink, ink=face, text="#ffffff", layout="back", title=self.game,
                    big=big, pattern=guilloche.back(kind))

    def icons(self) -> dict[str, str]:
        """The kinds' badges, for the kit's icon set."""
        return {f"kind-{kind}": badge(symbol, self.colours[kind][1])
                for kind, symbol in self.symbols.items()}


def notes(counts: Iterable[tuple[int, int]], label: Callable[[int], str], title: str,
          footer: str, lang: str = "en") -> CardSet:
    """Money: `n` notes of each value, printed on one side, one strong colour per value, its
    value in the corners and a pattern drawn from it (its rosette on alternate sides), so
    denominations differ by more than their hue."""
    cards = []
    for i, (value, n) in enumerate(counts):
        colour = MONEY_COLOURS[i % len(MONEY_COLOURS)]
        ink = text_on(colour)
        side = Face(colour=colour, ink=ink, text=ink, layout="note", title=title,
                    corner=label(value), big=label(value), footer=footer,
                    pattern=guilloche.note(value, i))
        cards += [Card(label(value), side, side)] * n
    return CardSet("money", words.words(lang)["money"], tuple(cards), NOTE_SIZE, backs=False)


def text_on(colour: str) -> str:
    """Dark text on a light colour, white on a dark one."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#222222" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


SCORE_WORDS = {"title": "Score sheet", "player": "Player", "total": "Total", "place": "Place",
               "game": "Game {n}   date ____________"}
ROW_MM = (8.0, 14.0)    # a score row's height: at least room to write, at most roomy
# a document page (print.css, document.html.j2): margins, the title, the legend's lines at
# 7.5 pt across A4's 182 mm, and a game's heading, header row and the gap before it
MARGINS_MM, TITLE_MM, LEGEND = 30.0, 16.0, (182.0, 7.5, 3.6)
GAME_HEAD_MM = 20.0


def score_sheet(players: int, rows: Iterable[str], legend: str = "", *, page_height: float,
                after: Iterable[str] = (), words: dict[str, str] = SCORE_WORDS) -> Document:
    """A pad page: as many blank score tables as fit a page `page_height` mm tall, their rows
    stretched to fill it; a column a player, a row for each line of the final scoring, then
    the total, any tie-break (`after`) and the place. `words` are the sheet's own words in
    the kit's language (see SCORE_WORDS)."""
    rows, after = tuple(rows), tuple(after)
    lines = (words["player"], *rows, words["total"], *after, words["place"])
    table = (("", *(str(n) for n in range(1, players + 1))),
             *((line, *("",) * players) for line in lines))
    width, size, line_mm = LEGEND
    room = page_height - MARGINS_MM - TITLE_MM - line_mm * fonts.lines_needed(legend, width, size,
                                                                             "normal")
    games = max(1, int(room // (GAME_HEAD_MM + ROW_MM[0] * len(lines))))
    row_mm = min(ROW_MM[1], max(ROW_MM[0], (room / games - GAME_HEAD_MM) / len(lines)))
    strong = (len(rows) + 2, len(lines))     # the total and the place, by table row
    return Document("score-sheet", words["title"],
                    tuple(Section(words["game"].format(n=n), table=table, strong=strong,
                                  row_mm=round(row_mm, 1))
                          for n in range(1, games + 1)), legend)
