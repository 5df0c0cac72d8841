"""The kits' designed look, measured: titles in the display face (embedded), one symbol per
card kind on its cards, and each game's own accent on its boards' titles."""

import ctypes
import itertools
import re

import pypdfium2.raw as pdfium_c
import pytest

from companion import games
from companion.printing import build, fonts, ink, symbols
from companion.printing.model import Board, CardSet
from companion.printing.options import parse
from tests.print_helpers import page_fonts, pages, print_into

GAMES = ("discretion", "landlords-1906", "eurobusiness", "payday", "on-guard")
_KIND = re.compile(r":kind-([a-z-]+):")


def _kit(game: str):
    entry = games.find(game)
    return build.kit_module(entry).components(games.load(entry.id).load_data(None), parse())


def _fonts(page) -> dict[str, set[str]]:
    """Each printed word of a page and the fonts its characters are set in, wherever it
    prints (the font's name without its subset prefix)."""
    textpage = page.get_textpage()
    name, flags = ctypes.create_string_buffer(200), ctypes.c_int()
    out, word, used = {}, "", set()
    for i in range(textpage.count_chars() + 1):
        ch = textpage.get_text_range(i, 1) if i < textpage.count_chars() else " "
        if ch.isspace():
            if word:
                out.setdefault(word, set()).update(used)
            word, used = "", set()
            continue
        pdfium_c.FPDFText_GetFontInfo(textpage.raw, i, name, 200, ctypes.byref(flags))
        word += ch
        used.add(name.value.decode().split("+")[-1])
    return out


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "design", "eurobusiness", "--only", "deeds",
                        "--only", "chance", "--only", "board")
    return out


def test_card_titles_are_in_the_display_face_and_texts_in_the_sans(printed):
    deeds, chance = pages(printed / "deeds.pdf"), pages(printed / "chance.pdf")
    front = _fonts(deeds[0])
    assert front["Thessaloniki"] == {"DejaVu-Serif-Bold"}     # a deed's title
    assert front["Price"] == {"DejaVu-Sans"}                  # its body
    back = _fonts(chance[1])   # the game's name on 9 backs, and in the sheet's label
    assert back["Eurobusiness"] == {"DejaVu-Serif-Bold", "DejaVu-Sans-Bold"}
    assert _fonts(deeds[1])["Mortgaged"] == {"DejaVu-Sans"}   # a back's footer
    board = _fonts(pages(printed / "board.pdf")[0])
    assert board["Eurobusiness"] == {"DejaVu-Serif-Bold", "DejaVu-Sans-Bold"}   # title, label
    assert board["Rotterdam"] == {"DejaVu-Sans-Bold"}         # a space's name


def test_the_display_face_is_embedded(printed):
    embedded = {name for name, inside in page_fonts(pages(printed / "deeds.pdf")[0]).items()
                if inside}
    assert {"DejaVu-Serif-Bold", "DejaVu-Sans"} <= embedded
    assert fonts.font_file("display").name == "DejaVuSerif-Bold.ttf"   # the bundled face


@pytest.mark.parametrize("game", GAMES)
def test_every_card_shows_its_kinds_symbol_and_kinds_differ(game):
    kit = _kit(game)
    kinds_of_set = {}
    for c in kit.components:
        if not isinstance(c, CardSet) or c.id in ("money", "houses", "goods", "settlers"):
            continue
        for card in c.cards:
            if card.front.layout != "card":    # tiles and tokens: their own big words
                continue
            (kind,) = _KIND.findall(card.front.title)   # one symbol, first in the title
            assert card.front.title.startswith(f":kind-{kind}:\u00a0"), card.front.title
            assert f"kind-{kind}" in kit.icons
            kinds_of_set.setdefault(c.id, set()).add(kind)
            if card.back.layout == "back" and card.back.big != "?":   # a Chance back's ?
                # its kind's, or its pile's (every Pay Day letter has the Mail back)
                (back,) = _KIND.findall(card.back.big)
                assert back == kind or (game, back) == ("payday", "mail"), card.back
    assert kinds_of_set, "no card with a kind"
    badges = {name: body for name, body in kit.icons.items() if name.startswith("kind-")}
    drawn = {re.search(r'<path d="([^"]+)"', body)[1] + body[:60] for body in badges.values()}
    assert len(drawn) == len(badges)   # no two kinds of a game look the same


def test_a_symbol_is_a_ringed_white_disc_in_its_kinds_colour():
    body = symbols.badge("question", "#1565c0")
    assert 'fill="#fff" stroke="#1565c0"' in body and symbols.STROKES["question"] in body
    assert '<circle cx="5" cy="8.5" r="0.65" fill="#1565c0"/>' in body   # the dot
    with pytest.raises(KeyError):
        symbols.badge("unicorn", "#000")


def test_each_game_has_its_own_accent_readable_on_its_paper():
    accents = {game: _kit(game).accent for game in GAMES}
    for (a, x), (b, y) in itertools.combinations(accents.items(), 2):
        distance = sum((p - q) ** 2 for p, q in zip(ink.rgb(x), ink.rgb(y))) ** 0.5
        assert distance > 0.15, (a, b)
    for game in GAMES:
        kit = _kit(game)
        boards = [c for c in kit.components if isinstance(c, Board)]
        paper = boards[0].shapes[0].fill             # a board's ground, its first shape
        assert ink.contrast(kit.accent, paper) >= ink.LEGIBLE, game


def test_the_boards_title_is_printed_in_the_games_accent(printed):
    """Pixels of Eurobusiness's red accent: the strokes of its board's title."""
    accent = [round(255 * c) for c in ink.rgb(_kit("eurobusiness").accent)]
    image = pages(printed / "board.pdf")[0].render(scale=2).to_pil().convert("RGB")
    near = sum(n for n, colour in image.getcolors(image.width * image.height)
               if max(abs(c - a) for c, a in zip(colour, accent)) <= 12)
    assert near > 2000   # the 28 pt title's strokes (the Bank heading too)
