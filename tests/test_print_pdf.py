"""End to end: the `print` command writes real PDFs (WeasyPrint), checked with pypdfium2."""

import math

import pytest

from companion.core.errors import CompanionError
from companion.games import load
from companion.paths import CARDS
from companion.printing import build, cardsheet, geometry
from companion.printing.model import Card, CardSet, Face, Kit
from companion.printing.options import PAPERS, parse
from companion.printing.render import render
from tests.print_helpers import PT, pages, run, text


@pytest.fixture(scope="module")
def kit_dir(discretion_kit):
    return discretion_kit


def test_the_whole_kit_is_written(kit_dir):
    out, output = kit_dir
    expected = {"board", "list-cards", "title-deeds", "events", "years", "loans", "money",
                "tiles-1-acre", "tiles-2-acre", "reference", "setup", "score-sheet", "rules",
                "rules-booklet", "cover", "ganged-2-sided"}
    assert {p.stem for p in out.glob("*.pdf")} == expected | {"discretion-print-all"}
    assert "16 written, 0 unchanged" in output
    assert not list(out.glob("*.tmp")) and not list(out.glob(".*.tmp"))


def test_page_size_and_cards_per_component(kit_dir):
    out, _ = kit_dir
    a4 = tuple(v * PT for v in PAPERS["a4"])
    for name in ("events", "list-cards", "reference"):
        doc = pages(out / f"{name}.pdf")
        assert doc[0].get_size() == pytest.approx(a4, abs=0.1)
    # 9 poker cards a sheet, each sheet a front and a back page
    assert len(pages(out / "events.pdf")) == 2 * math.ceil(26 / 9)
    assert len(pages(out / "list-cards.pdf")) == 2 * math.ceil(17 / 9)
    # the 10th Year card is on the ganged sheet with the last 17 loan tokens
    assert len(pages(out / "years.pdf")) == 2 * (10 // 9)


def test_every_plot_and_event_name_is_printed(kit_dir):
    out, _ = kit_dir
    data = load("discretion").load_data()
    titles, events, board = (text(out / f"{n}.pdf") for n in ("title-deeds", "events", "board"))
    for plot in data["plots"]:
        assert plot["name"] in titles and plot["name"] in board
    for event in data["events"]:
        assert event["name"] in events


def test_a_rerun_skips_unchanged_pdfs(kit_dir):
    out, _ = kit_dir
    before = {p.name: p.stat().st_mtime_ns for p in out.glob("*.pdf")}
    # (not the Year cards: printed alone, the 10th is no longer on the ganged sheet)
    code, output = run("discretion", "--out", str(out), "--only", "events", "--only",
                       "list-cards")
    assert code == 0 and "0 written, 2 unchanged" in output and "unchanged" in output
    assert {p.name: p.stat().st_mtime_ns for p in out.glob("*.pdf")} == before


def test_the_ruler_measures_50_mm(kit_dir):
    """Find the ruler's end ticks in the rendered pixels and measure them in PDF units."""
    out, _ = kit_dir
    scale = 8
    page = pages(out / "events.pdf")[0]
    image = page.render(scale=scale, grayscale=True).to_pil()
    ruler = cardsheet.sheet(PAPERS["a4"], (63.5, 88.9), 3.0).rulers[0].box
    # the row just under the bar crosses only the ticks (the label is past their end)
    y = round((ruler.y + 0.5) * PT * scale)
    ticks = range(round(ruler.x * PT * scale), round((ruler.x + 52) * PT * scale))
    dark = [x for x in ticks if image.getpixel((x, y)) < 128]
    assert dark
    span_pt = (max(dark) - min(dark)) / scale
    assert span_pt == pytest.approx(50 * PT, abs=0.6)


def test_each_back_lands_behind_its_front(tmp_path):
    """Two cards with different back colours: on the back page each sits at its front's mirror."""
    colours = ["#ff0000", "#0000ff"]
    cards = tuple(Card(f"c{i}", Face(colour="#ffffff"), Face(colour=c)) for i, c in
                  enumerate(colours))
    for mode, offset in (("duplex-long", "0,0"), ("duplex-short", "2,-1")):
        opts = parse(backs=mode, back_offset=offset)
        rendered = render(CardSet("t", "T", cards), Kit("T", ()), opts)
        build.write([rendered], tmp_path / mode)
        image = pages(tmp_path / mode / "t.pdf")[1].render(scale=2).to_pil().convert("RGB")
        # two cards take one row of the page (a set smaller than a sheet)
        sheet = cardsheet.sheet(PAPERS["a4"], opts.card, opts.bleed, backs=mode,
                                cards=len(cards))
        for front, colour in zip(sheet.fronts, colours):
            back = geometry.mirror(front, PAPERS["a4"], mode).shifted(*opts.back_offset)
            centre = ((back.x + back.w / 2) * PT * 2, (back.y + back.h / 2) * PT * 2)
            assert image.getpixel(tuple(map(round, centre))) == \
                tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def test_options_change_the_sheets(tmp_path):
    code, _ = run("discretion", "--out", str(tmp_path / "l"), "--paper", "letter",
                  "--card-size", "mini", "--bleed", "3mm", "--backs", "fold", "--only", "years")
    assert code == 0
    doc = pages(tmp_path / "l" / "years.pdf")
    assert doc[0].get_size() == pytest.approx((792, 612), abs=0.1)   # a landscape gutterfold
    per_page = len(cardsheet.sheet(PAPERS["letter"], (44, 63), 3, "fold").fronts)
    assert len(doc) == math.ceil(10 / per_page)   # fold: fronts and backs on one page


def test_board_on_one_large_sheet(tmp_path):
    code, _ = run("discretion", "--out", str(tmp_path), "--board-paper", "a3", "--only", "board")
    assert code == 0
    doc = pages(tmp_path / "board.pdf")
    assert len(doc) == 1 and doc[0].get_size() == pytest.approx((297 * PT, 420 * PT), abs=0.1)


def test_calibration_sheet(tmp_path):
    code, output = run("calibration", "--out", str(tmp_path))
    assert code == 0, output
    assert len(pages(tmp_path / "calibration.pdf")) == 2
    assert run("calibration", "--backs", "fold", "--out", str(tmp_path))[0] == 1


@pytest.mark.parametrize("args, message", [
    (("monopoly",), "unknown game 'monopoly'"),
    (("discretion", "--paper", "a5"), "unknown paper 'a5'"),
    (("discretion", "--card-size", "300x300"), "does not fit on a 210 x 297 mm page"),
    (("discretion", "--only", "dice"), "unknown component 'dice'"),
    (("discretion", "--only", "events", "--back-offset", "100,100"),
     "back offset '100,100' is too large (at most 10 mm each way"),
    (("discretion", "--only", "setup", "--format", "png"),
     "--format png exports card sets and boards, and setup is not one"),
])
def test_bad_input_is_one_clear_error_and_writes_nothing(tmp_path, args, message):
    code, output = run(*args, "--out", str(tmp_path / "o"))
    assert code == 1 and message in output
    assert not (tmp_path / "o").exists()


def test_a_data_file_that_is_not_text_is_one_clear_error(tmp_path):
    binary = tmp_path / "game.db"
    binary.write_bytes(b"SQLite format 3\x00\xf8\xff")
    code, output = run("discretion", "--data", str(binary), "--out", str(tmp_path / "o"))
    assert code == 1 and output == f"{binary}: not a data file (not UTF-8 text)"
    assert not (tmp_path / "o").exists()


def test_an_unusable_out_folder_is_one_clear_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    code, output = run("discretion", "--only", "setup", "--out", str(blocker / "kit"))
    assert code == 1 and f"cannot write PDFs into {blocker / 'kit'}" in output


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace('harvest = 180_000\n', '', 1), "plots[0]: missing field 'harvest'"),
    (lambda t: t.replace('harvest = 180_000\n', 'harvest = 180_000\ncolour = 1\n', 1),
     "plots[0]: unknown field 'colour'"),
])
def test_a_bad_data_file_names_file_and_field(tmp_path, edit, message):
    bad = tmp_path / "bad.toml"
    bad.write_text(edit((CARDS / "discretion" / "discretion.toml").read_text()))
    code, output = run("discretion", "--data", str(bad), "--out", str(tmp_path / "o"))
    assert code == 1 and str(bad) in output and message in output
    assert not (tmp_path / "o").exists()


def test_a_failed_render_leaves_no_partial_pdf(tmp_path, monkeypatch):
    import weasyprint

    def broken(self, target, *a, **k):
        with open(target, "wb") as handle:
            handle.write(b"%PDF-partial")
        raise RuntimeError("printer on fire")

    monkeypatch.setattr(weasyprint.Document, "write_pdf", broken)
    face = Face(colour="#fff")
    rendered = render(CardSet("t", "T", (Card("c", face, face),)), Kit("T", ()), parse())
    with pytest.raises(RuntimeError):
        build.write([rendered], tmp_path)
    assert list(tmp_path.iterdir()) == [tmp_path / build.MANIFEST]


def test_the_command_module_does_not_import_weasyprint():
    import subprocess
    import sys

    code = ("import sys, companion.printing.command; "
            "assert 'weasyprint' not in sys.modules and 'jinja2' not in sys.modules")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_fonts_missing_is_a_clear_error(monkeypatch, tmp_path):
    from companion.printing import fonts
    monkeypatch.setattr(fonts, "FONT_DIR", tmp_path)
    with pytest.raises(CompanionError, match="font missing: .*DejaVuSans.ttf"):
        fonts.font_faces()


