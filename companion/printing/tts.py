"""Tabletop Simulator: a deck a pile (its sheets of faces and its back), each board as an
image, the note of numbers to type in, and a table to load whole: a "Saved Object" (the
save format's JSON: a Custom_Board for each board, a Deck for each pile) whose images are
the exported files, by their file:/// addresses."""

import json
import math
from dataclasses import dataclass
from itertools import count
from pathlib import Path

from companion.printing import exports, words
from companion.printing.options import INCH

DPI = 150         # a full 10 x 7 sheet of poker cards stays under 4096 pixels a side
GRID = (10, 7)    # the largest grid of a deck image
FACES = 69        # its faces at most: the grid's last cell shows the hidden card
MAX_PX = 4096     # the largest image side Tabletop Simulator reads well
CARD_MM = 88.9    # a card at scale 1 is a poker card this tall, its width by its image's
GAP = 12.0        # mm between things laid on the table


@dataclass(frozen=True)
class Sheet:
    face: Path
    back: Path                   # the back image, or with unique backs the sheet of backs
    cols: int
    rows: int
    names: tuple[str, ...]       # the card in each cell, in order


@dataclass(frozen=True)
class Deck:
    title: str
    sheets: tuple[Sheet, ...]
    size: tuple[float, float]    # a card's, mm
    unique_backs: bool
    face_up: bool                # a stack of one piece, or cards backed each by its own


@dataclass(frozen=True)
class Board:
    title: str
    image: Path
    size: tuple[float, float]    # mm
    copies: int


def decks(pdf: Path, cid: str, title: str, cards: tuple[tuple[str, int], ...],
          piles: tuple[tuple[str, tuple[int, ...]], ...], out: Path,
          lang: str = "en") -> tuple[list[str], list[Deck]]:
    """A deck for each pile: its sheets of every card (each copy) and its back image(s);
    the note's lines (in the kit's language) and the decks."""
    out.mkdir(parents=True, exist_ok=True)
    w = words.words(lang)
    images = exports.faces(pdf, DPI)
    size = exports.trim(pdf)
    lines, made = [], []
    for k, (name, members) in enumerate(piles, 1):
        prefix = f"{cid}-tts" if len(piles) == 1 else f"{cid}-tts-{k}-{exports.slug(name)}"
        order = [i for i in members for _ in range(cards[i][1])]
        backs = [images[2 * i + 1] for i in order]
        deck = name if name in title else f"{title}: {name}"   # (a set named by its piles)
        lines.append(w["tts_deck"].format(title=deck, cards=words.cards(len(order), lang)))
        faces = _sheets([images[2 * i] for i in order], prefix, out)
        lines += [_said(w, "face", s) for s in faces]
        unique = len({b.tobytes() for b in backs}) > 1
        if unique:
            lines.append(w["tts_unique"])
            back_sheets = _sheets(backs, f"{prefix}-back", out)
            lines += [_said(w, "back", s) for s in back_sheets]
        else:
            backs[0].save(out / f"{prefix}-back.png")
            lines.append(w["tts_one_back"].format(name=f"{prefix}-back.png"))
            back_sheets = [(out / f"{prefix}-back.png", 0, 0, 0)] * len(faces)
        names = [cards[i][0] for i in order]
        sheets = tuple(Sheet(path, back[0], cols, rows, tuple(names[j * FACES:j * FACES + n]))
                       for j, ((path, cols, rows, n), back) in enumerate(zip(faces, back_sheets)))
        made.append(Deck(deck, sheets, size, unique, unique or len(members) == 1))
    return lines, made


def _said(w: dict, what: str, sheet: tuple) -> str:
    path, cols, rows, n = sheet
    return w["tts_image"].format(what=w["tts_what"][what], name=path.name, cols=cols,
                                 rows=rows, n=n)


def _sheets(images: list, prefix: str, out: Path) -> list[tuple[Path, int, int, int]]:
    """Images in grids of up to 10 x 7 (69 faces), one file a grid: (file, cols, rows, n)."""
    from PIL import Image

    w, h = images[0].size
    made = []
    for k in range(math.ceil(len(images) / FACES)):
        chunk = images[k * FACES:(k + 1) * FACES]
        cols = min(GRID[0], len(chunk))
        rows = math.ceil(len(chunk) / cols)
        sheet = Image.new("RGB", (cols * w, rows * h), "white")
        for i, image in enumerate(chunk):
            sheet.paste(image, ((i % cols) * w, (i // cols) * h))
        path = out / f"{prefix}-{k + 1}.png"
        sheet.save(path)
        made.append((path, cols, rows, len(chunk)))
    return made


def board(pdf: Path, cid: str, title: str, copies: int, out: Path) -> Board:
    """A board's image, as sharp as fits `MAX_PX` a side (300 dpi at most)."""
    size = exports.trim(pdf)
    dpi = min(exports.PNG_DPI, math.floor(MAX_PX * INCH / max(size)))
    return Board(title, exports.board_png(pdf, cid, out, dpi), size, copies)


def table(title: str, boards: list[Board], sets: list[list[Deck]]) -> dict:
    """The saved object: the boards in a row in the middle of the table, the decks in
    columns to their right, a column for each card set (of up to 8 decks)."""
    guids = (f"{n:06x}" for n in count(0xC00001))
    objects = []
    row = [b for b in boards for _ in range(b.copies)]
    width = sum(b.size[0] for b in row) + GAP * (len(row) - 1) if row else 0.0
    x = -width / 2
    for b in row:
        objects.append(_board(b, (x + b.size[0] / 2, 0.0), next(guids)))
        x += b.size[0] + GAP
    top = max((b.size[1] for b in row), default=0.0) / 2
    x, deck_id = width / 2 + 2 * GAP, 1
    for column in (d[i:i + 8] for d in sets for i in range(0, len(d), 8)):
        z = top
        for deck in column:
            objects.append(_deck(deck, deck_id, (x + deck.size[0] / 2, z - deck.size[1] / 2),
                                 guids))
            deck_id += len(deck.sheets)
            z -= deck.size[1] + GAP
        x += max(d.size[0] for d in column) + GAP
    return {"SaveName": title, "GameMode": "", "Date": "", "VersionNumber": "",
            "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "",
            "TabStates": {}, "LuaScript": "", "LuaScriptState": "", "XmlUI": "",
            "ObjectStates": objects}


def _transform(at: tuple[float, float], scale: float, face_up: bool = True) -> dict:
    """At `at` (mm from the table's middle, x right, z away from the first seat), turned
    to face that seat; in units of an inch, about the table's own."""
    return {"posX": round(at[0] / INCH, 3), "posY": 1.0, "posZ": round(at[1] / INCH, 3),
            "rotX": 0.0, "rotY": 180.0, "rotZ": 0.0 if face_up else 180.0,
            "scaleX": round(scale, 4), "scaleY": 1.0, "scaleZ": round(scale, 4)}


def _board(b: Board, at: tuple[float, float], guid: str) -> dict:
    """Scaled as a card is, by its height (a guess: the format does not say a board's size
    at scale 1; Tabletop Simulator's scale tool corrects it)."""
    return {"GUID": guid, "Name": "Custom_Board", "Nickname": b.title,
            "Transform": _transform(at, b.size[1] / CARD_MM), "Locked": True,
            "CustomImage": {"ImageURL": b.image.resolve().as_uri(), "ImageSecondaryURL": "",
                            "WidthScale": 0.0}}


def _deck(deck: Deck, first: int, at: tuple[float, float], guids) -> dict:
    """A Deck of the pile's cards, each CardID its sheet's deck id x 100 + its cell; a
    pile of one card is a Card."""
    custom = {str(first + k): {"FaceURL": s.face.resolve().as_uri(),
                               "BackURL": s.back.resolve().as_uri(),
                               "NumWidth": s.cols, "NumHeight": s.rows, "BackIsHidden": True,
                               "UniqueBack": deck.unique_backs, "Type": 0}
              for k, s in enumerate(deck.sheets)}
    transform = _transform(at, deck.size[1] / CARD_MM, deck.face_up)
    cards = [{"GUID": next(guids), "Name": "Card", "Nickname": name,
              "CardID": (first + k) * 100 + i, "Transform": transform,
              "CustomDeck": {str(first + k): custom[str(first + k)]}}
             for k, s in enumerate(deck.sheets) for i, name in enumerate(s.names)]
    if len(cards) == 1:
        return cards[0]
    return {"GUID": next(guids), "Name": "Deck", "Nickname": deck.title,
            "Transform": transform, "DeckIDs": [c["CardID"] for c in cards],
            "CustomDeck": custom, "ContainedObjects": cards}


def write_table(path: Path, title: str, boards: list[Board], sets: list[list[Deck]]) -> None:
    path.write_text(json.dumps(table(title, boards, sets), indent=1, ensure_ascii=False),
                    encoding="utf-8")
