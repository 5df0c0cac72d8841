"""`--ink saver`, measured: the ink a page takes (from its rendered pixels, ink.coverage),
every text still dark enough on its tint, no colour in the bleed, and the print list's figure
the one the pages give."""

import re
from dataclasses import replace

import pytest

from companion import games
from companion.printing import build, cardsheet, extras, ink
from companion.printing.model import CardSet
from companion.printing.options import parse
from tests.print_helpers import PT, page_text, pages, print_into, run

GAMES = ("discretion", "landlords-1906", "eurobusiness", "payday", "on-guard")
BOARD = {"on-guard": "town"}


def test_tints_and_contrast_by_hand():
    assert ink.tint("#ff0000", 0.2) == "#ffcccc"            # 255 - 0.2 * 255 = 204
    assert ink.tint("#00000080", 1.0) == "#7f7f7f"          # half-transparent black on white
    assert ink.tint("none", 0.3) == "none"
    assert ink.contrast("#000000", "#ffffff") == pytest.approx(21)
    assert ink.contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    grey = ink.legible("#ffffff", "#ffffff")      # white text on white: darkened to grey
    assert ink.contrast(grey, "#ffffff") >= ink.LEGIBLE and grey != "#000000"
    assert ink.legible("#1565c0", "#ffffff") == "#1565c0"   # dark enough already: unchanged


def test_coverage_reads_white_as_none_and_black_as_all():
    from PIL import Image

    image = Image.new("RGB", (10, 10), "white")
    assert ink.coverage(image) == 0
    image.paste((0, 0, 0), (0, 0, 10, 5))
    assert ink.coverage(image) == pytest.approx(0.5)
    image.paste((255, 0, 0), (0, 5, 10, 10))      # red: two of three inks (magenta, yellow)
    assert ink.coverage(image) == pytest.approx(0.5 + 0.5 * 2 / 3)


def _kit(game: str, ink_mode: str):
    options = parse(ink=ink_mode)
    entry = games.find(game)
    kit = build.kit_module(entry).components(games.load(entry.id).load_data(None), options)
    return ink.saver(kit) if ink_mode == "saver" else kit


@pytest.mark.parametrize("game", GAMES)
def test_every_saver_text_reads_on_its_tint_and_no_fill_is_strong(game):
    faces = {f for c in _kit(game, "saver").components if isinstance(c, CardSet)
             for card in c.cards for f in (card.front, card.back)}
    assert faces
    for f in faces:
        assert ink.contrast(f.text, f.colour) >= ink.LEGIBLE, f
        if f.layout == "card":
            assert ink.contrast(f.band_text, f.ink) >= ink.LEGIBLE, f
            assert min(ink.rgb(f.ink)) >= 1 - ink.BAND - 1 / 255   # a light band
        else:   # a chip's frame (and a back's, a note's band) an outline that shows
            assert f.layout == "chip" or f.outlined or f.pattern, f
            assert ink.contrast(f.ink, f.colour) >= ink.LEGIBLE, f
        assert min(ink.rgb(f.colour)) >= 1 - ink.FILL - 1 / 255   # a light tint
    shapes = [s for c in _kit(game, "saver").components if hasattr(c, "shapes")
              for s in c.shapes if s.fill != "none"]
    assert all(min(ink.rgb(s.fill)) >= 1 - ink.BAND - 1 / 255 for s in shapes)


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """Each game's money and board, in full colour and with the ink saver."""
    out = {}
    for game in GAMES:
        board = BOARD.get(game, "board")
        for mode in ink.MODES:
            folder, _ = print_into(tmp_path_factory, f"{game}-{mode}", game, "--ink", mode,
                                   "--only", "money", "--only", board)
            out[game, mode] = folder
    return out


# the saver's share of the full colour's ink, at most: On Guard's money is grey already
MONEY_AT_MOST = {"on-guard": 0.75}


@pytest.mark.parametrize("game", GAMES)
def test_the_saver_takes_a_fraction_of_the_ink_and_keeps_every_word(printed, game):
    board = BOARD.get(game, "board")
    for part, at_most in (("money", MONEY_AT_MOST.get(game, 0.3)), (board, 0.7)):
        full, saver = (pages(printed[game, mode] / f"{part}.pdf") for mode in ink.MODES)
        assert len(full) == len(saver)
        for i in range(len(full)):
            assert page_text(saver[i]) == page_text(full[i])      # every text still printed
        used = [ink.coverage(doc[0].render(scale=0.5).to_pil()) for doc in (full, saver)]
        assert used[1] <= at_most * used[0], (part, used)


def test_the_saver_paints_no_colour_in_the_bleed(printed):
    """Just outside each note's cut (in its 3 mm bleed): colour in full, white with the saver."""
    sheet = cardsheet.sheet(parse().paper_size, (64.0, 32.0), 3.0, "separate")
    for mode, white in (("full", False), ("saver", True)):
        image = pages(printed["eurobusiness", mode] / "money.pdf")[0].render(
            scale=2).to_pil().convert("RGB")
        for box in sheet.fronts[:6]:
            for x, y in ((box.x + box.w / 2, box.y - 1.5), (box.x - 1.5, box.y + box.h / 2)):
                pixel = image.getpixel((round(x * PT * 2), round(y * PT * 2)))
                assert (min(pixel) > 245) == white, (mode, box, pixel)


def test_the_print_list_says_what_a_sheet_of_money_saves(tmp_path_factory, discretion_kit):
    out, _ = print_into(tmp_path_factory, "discretion-saver", "discretion", "--ink", "saver")
    listing = next(out.glob("*-print-list.txt")).read_text(encoding="utf-8")
    assert "(a4 paper, backs duplex (long edge), bleed 3 mm, ink saver)" in listing
    said = re.search(r"Ink saver: a sheet of Money takes (\d+) % of the ink of the same sheet "
                     r"in full colour \(measured from the rendered pages\)\.", listing)
    assert said, listing
    full = ink.page_ink(discretion_kit[0] / "money.pdf")
    saver = ink.page_ink(out / "money.pdf")
    assert int(said[1]) == pytest.approx(100 * saver / full, abs=1.5)
    assert int(said[1]) <= 30
    assert not list(out.glob(".*full-colour*"))   # the full-colour sheet measured is gone


def test_an_unknown_ink_is_one_line(cli, tmp_path):
    result = cli("print", "eurobusiness", "--ink", "light", "--out", str(tmp_path / "kit"))
    assert result.code != 0 and "Traceback" not in result.err
    assert result.err == "error: unknown ink 'light' (choose from full, saver)\n"
    assert not (tmp_path / "kit").exists()


@pytest.mark.parametrize("game", GAMES)
def test_every_whole_kit_prints_with_the_saver_when_its_money_is_ganged(game, tmp_path,
                                                                         monkeypatch):
    """A whole kit cut to its smallest parts (a few notes and a few of the smallest other set,
    of the money's sides where there is one): the two share a ganged sheet where they can, so
    the kit has no money.pdf, and the print list still says the ink a sheet of money takes
    (On Guard's kit failed on that)."""
    real = build.kit_module

    class Small:
        LANGUAGES = ("en",)

        @staticmethod
        def components(data, options):
            kit = real(games.find(game)).components(data, options)
            sets = [c for c in kit.components if isinstance(c, CardSet)]
            money = next(c for c in sets if c.id == "money")
            others = [c for c in sets if c is not money]
            other = min([c for c in others if c.backs == money.backs] or others,
                        key=lambda c: len(c.cards))
            return replace(kit, components=tuple(replace(c, cards=c.cards[:4])
                                                 for c in (money, other)))

    monkeypatch.setattr(build, "kit_module", lambda entry: Small)
    monkeypatch.setattr(extras, "complete", lambda kit, *rest: kit)
    code, output = run(game, "--ink", "saver", "--out", str(tmp_path))
    assert code == 0, output
    # Pay Day's money is its only one-sided set: alone, it keeps its own file
    assert (tmp_path / "money.pdf").exists() == (game == "payday")
    listing = next(tmp_path.glob("*-print-list.txt")).read_text(encoding="utf-8")
    said = re.search(r"a sheet of [^:]+ takes (\d+) % of the ink", listing)
    assert said, listing
    assert 0 < int(said[1]) <= 100 * MONEY_AT_MOST.get(game, 0.3)
    assert not list(tmp_path.glob(".*.pdf"))   # the sheets measured are gone
