"""Designed money and backs (issue 34 item 2): each denomination its own colour, pattern and
side, its value in the four corners of the printed note; each deck's back a pattern; the
pattern lines only, so the ink saver keeps them light."""

import re

import pytest

from companion import games
from companion.printing import build, cardsheet, guilloche, ink
from companion.printing.faces import boxes
from companion.printing.kit_parts import MONEY_COLOURS, NOTE_SIZE
from companion.printing.model import CardSet
from companion.printing.options import parse
from tests.print_helpers import PT, pages, print_into

NOTE_GAMES = ("discretion", "landlords-1906", "eurobusiness", "payday")
GAMES = (*NOTE_GAMES, "on-guard")


def _sets(game: str, ink_mode: str = "full") -> dict[str, CardSet]:
    entry = games.find(game)
    kit = build.kit_module(entry).components(games.load(entry.id).load_data(None),
                                             parse(ink=ink_mode))
    kit = ink.saver(kit) if ink_mode == "saver" else kit
    return {c.id: c for c in kit.components if isinstance(c, CardSet)}


def _denominations(game: str) -> list:
    return list(dict.fromkeys(card.front for card in _sets(game)["money"].cards))


@pytest.mark.parametrize("game", NOTE_GAMES)
def test_each_denomination_differs_in_colour_pattern_and_layout(game):
    notes = _denominations(game)
    assert len(notes) >= 5
    assert len({n.colour for n in notes}) == len(notes)
    assert len({n.pattern for n in notes}) == len(notes)            # the rosette and band
    assert {n.pattern[0] for n in notes} == {0, 1}                  # rosette left or right
    for n in notes:   # the value in the corners, big and said in words too
        assert n.layout == "note" and n.corner == n.big and n.title and n.footer
    # neighbours in the row differ by more than hue: the side of the rosette alternates
    assert all(a.pattern[0] != b.pattern[0] for a, b in zip(notes, notes[1:]))


def test_a_note_pattern_comes_from_its_value_by_hand():
    # 500, third in the row: lead 5, 3 digits -> (5 + 3 + 2) % 7 = 3 -> 8 lobes,
    # 4 + 3 % 3 = 4 turns, 14 + 3 * 2 + 5 = 25 waves, 2 + 0 = 2 strands, rosette left
    assert guilloche.note(500, 2) == (0, 8, 4, 25, 2)
    assert guilloche.note(1000, 3) == (1, 5 + (1 + 4 + 3) % 7, 5, 14 + 9 + 1, 3)


def test_the_pattern_is_lines_only_and_light():
    art = guilloche.svg(guilloche.note(100, 0), *NOTE_SIZE, "#ffffff")
    assert 'fill="none"' in art and "<rect" not in art and "<text" not in art
    assert len(art) < 40_000       # a few paths, not an image
    # every point of the band inside the note, the rosette clear of the corners' values
    xs = [float(x) for x in re.findall(r"[ML](-?[\d.]+) ", art)]
    ys = [float(y) for y in re.findall(r"[ML]-?[\d.]+ (-?[\d.]+)", art)]
    assert 1.5 < min(xs) and max(xs) < NOTE_SIZE[0] - 1.5
    assert 1.5 < min(ys) and max(ys) < NOTE_SIZE[1] - 1.5


def test_a_notes_texts_keep_clear_of_each_other():
    for note in _denominations("discretion"):
        placed = list(boxes(note, *NOTE_SIZE).items())
        for i, (a, box) in enumerate(placed):
            assert box.x >= 3 and box.right <= NOTE_SIZE[0] - 3, (a, box)   # safe area
            for b, other in placed[i + 1:]:
                assert not box.overlaps(other), (a, b)


@pytest.mark.parametrize("game", GAMES)
def test_every_deck_back_is_a_pattern(game):
    backs = {card.back for cs in _sets(game).values() if cs.backs for card in cs.cards
             if card.back.layout == "back"}
    assert backs
    assert all(b.pattern for b in backs)
    by_title = {}
    for b in backs:
        by_title.setdefault((b.big, b.footer), set()).add(b.pattern)
    assert all(len(p) == 1 for p in by_title.values())   # one pattern a deck


def test_the_values_print_in_the_four_corners(tmp_path_factory):
    """The print shop's 1-up PDF: each note's value read from each corner's box."""
    out, _ = print_into(tmp_path_factory, "eb-notes", "eurobusiness", "--only", "money",
                        "--format", "print-shop")
    doc = pages(out / "print-shop" / "money.pdf")
    notes = _denominations("eurobusiness")
    assert notes[0].big == "1,000\u00a0$" and len(doc) == 2 * len(notes)
    for page, note in zip(range(0, len(doc), 2), notes):   # front then back, each note
        p = doc[page]
        h = p.get_size()[1]
        text = p.get_textpage()
        corners = [box for field, box in boxes(note, *NOTE_SIZE).items()
                   if field.startswith("corner")]
        assert len(corners) == 4
        for box in corners:   # on the page, past its 3 mm bleed
            left, top = (3 + box.x) * PT, (3 + box.y) * PT
            found = text.get_text_bounded(left=left, right=left + box.w * PT, top=h - top,
                                          bottom=h - top - box.h * PT)
            assert found.strip() == note.big, (page, box, found)


def test_the_ink_saver_fills_nothing_but_a_tint_to_the_cut(tmp_path_factory):
    """With the saver, no note or back paints past its cut, and its art is lines."""
    for game in NOTE_GAMES:
        for cs in _sets(game, "saver").values():
            for card in cs.cards:
                for f in (card.front, card.back):
                    assert min(ink.rgb(f.colour)) >= 1 - ink.FILL - 1 / 255
                    if f.pattern:
                        art = guilloche.svg(f.pattern, 63.0, 88.0, f.text)
                        assert 'fill="none"' in art and "<rect" not in art
    out, _ = print_into(tmp_path_factory, "saver-backs", "discretion", "--only",
                        "title-deeds", "--ink", "saver")
    sheet = cardsheet.sheet(parse().paper_size, parse().card, 3.0, "duplex-long")
    image = pages(out / "title-deeds.pdf")[1].render(scale=2).to_pil().convert("RGB")
    for box in sheet.backs[:6]:   # just outside each back's cut, in its bleed: white
        for x, y in ((box.x + box.w / 2, box.y - 1.5), (box.x - 1.5, box.y + box.h / 2)):
            assert min(image.getpixel((round(x * PT * 2), round(y * PT * 2)))) > 245, box
