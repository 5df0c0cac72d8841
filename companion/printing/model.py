"""What a game's kit hands the pipeline: components described as plain, picklable data.

A kit module (`companion.games.<id>.kit`) has `components(data, options) -> Kit`; the
pipeline finds it by name, so a new game adds a kit without touching the pipeline.
"""

from dataclasses import dataclass, field

from companion.printing.geometry import Rect


@dataclass(frozen=True)
class Places:
    """A row of round places along a face's foot, each for one piece `size` mm across (the
    settlers a building holds), ringed in `colour` with the piece's `shape` (frames.py)."""

    count: int
    size: float
    colour: str
    shape: str = "pawn"


@dataclass(frozen=True)
class Face:
    """One side of a card, note, token or tile. Texts may hold `:icon:` tokens and newlines."""

    colour: str                 # background, painted into the bleed
    ink: str = "#222222"        # band and border colour
    text: str = "#222222"       # text colour (outside a card's band)
    layout: str = "card"        # "card": band, title, corner, body; "chip": centred stack
    #                             in a frame inside the cut; "back": the stack, no frame;
    #                             "note": money, the value in each corner and beside a rosette
    title: str = ""
    corner: str = ""
    body: str = ""
    big: str = ""
    footer: str = ""
    shape: str = ""             # a chip's frame: "" a rounded square, else a name in frames.py
    band_text: str = "#ffffff"  # a card's title and corner, on its band
    outlined: bool = False      # a back framed as a chip is (the ink saver's backs)
    pattern: tuple[int, ...] = ()   # line art drawn from numbers (guilloche.py)
    places: Places | None = None    # places for pieces along the foot (card and chip)


@dataclass(frozen=True)
class Card:
    name: str
    front: Face
    back: Face


@dataclass(frozen=True)
class CardSet:
    """Cards cut from sheets; `size` None means the --card-size option. `backs` False: the
    back is the front's twin or plain (money, tiles), so sheets print single-sided."""

    id: str
    title: str
    cards: tuple[Card, ...]
    size: tuple[float, float] | None = None
    backs: bool = True


@dataclass(frozen=True)
class Shape:
    """A box on a board, with per-side border widths (top, right, bottom, left) in mm.

    `rotate` (degrees clockwise) turns the box about its centre, so a text can face a player
    at any side of the board; `box` is then the box before turning (see ringboard.place).
    """

    box: Rect
    fill: str = "none"
    borders: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    lines: tuple[str, ...] = ()
    size_pt: float = 7.0
    cls: str = ""
    rotate: int = 0


@dataclass(frozen=True)
class Board:
    """`copies`: how many a game needs (a board each player), for a print shop's order."""

    id: str
    title: str
    size: tuple[float, float]
    shapes: tuple[Shape, ...]
    copies: int = 1
    stock: str = "board"   # what to print it on (printing/words.py): "card" for a dieline


@dataclass(frozen=True)
class Section:
    heading: str
    paragraphs: tuple[str, ...] = ()
    markdown: str = ""                             # a block of Markdown after the paragraphs
    items: tuple[str, ...] = ()                    # a numbered list
    table: tuple[tuple[str, ...], ...] = ()        # first row is the header
    strong: tuple[int, ...] = ()                   # rows of the table printed bold
    row_mm: float = 0.0                            # each body row's height; 0: as tall as its text


@dataclass(frozen=True)
class Document:
    """A flowing sheet (reference, setup) on the chosen paper. Its texts are Markdown: a
    section's `markdown` a block (lists, headings), every other text inline."""

    id: str
    title: str
    sections: tuple[Section, ...]
    legend: str = ""
    booklet: bool = False   # half-sheet pages imposed for saddle stitch (printing/booklet.py)


@dataclass(frozen=True)
class Need:
    """Something the table needs besides the printed kit, for the cover page (a kit
    module's optional `needs(data)`): `what` "dice" (`count` six-sided dice), "pawns" (one a
    player: standees are printed in the player colours) or "pencil" (for the score sheet)."""

    what: str
    count: int = 1


Component = CardSet | Board | Document


@dataclass(frozen=True)
class Kit:
    title: str
    components: tuple[Component, ...]
    icons: dict[str, str] = field(default_factory=dict)   # name -> SVG body, see icons.py
    accent: str = "#222222"   # the game's own colour for the titles of its boards and sheets
