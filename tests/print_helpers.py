"""Helpers of the print tests: run `print` in-process, read PDFs with pypdfium2."""

import ctypes

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import typer
from typer.testing import CliRunner

from companion.core import i18n
from companion.core.errors import CompanionError
from companion.printing.command import register
from companion.printing.geometry import Rect

PT = 72 / 25.4   # PDF units per mm


def run(*args: str):
    """Invoke `print` on a bare typer app, rendering CompanionError as the root app does
    (and taking the root's `--lang`)."""
    app = typer.Typer()
    register(app)
    app.callback()(lambda: None)
    args, lang = _without_lang(list(args))
    with i18n.speaking(lang):
        result = CliRunner().invoke(app, ["print", *args])
    if isinstance(result.exception, CompanionError):
        return 1, str(result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def _without_lang(args: list[str]) -> tuple[list[str], str | None]:
    if "--lang" not in args:
        return args, None
    at = args.index("--lang")
    return args[:at] + args[at + 2:], args[at + 1]


def print_into(tmp_path_factory, name: str, *args: str):
    """Print a kit into a fresh folder; (folder, what the command printed)."""
    out = tmp_path_factory.mktemp(name)
    code, output = run(*args, "--out", str(out))
    assert code == 0, output
    return out, output


def pages(path) -> pdfium.PdfDocument:
    return pdfium.PdfDocument(path)


def page_fonts(page) -> dict[str, bool]:
    """The fonts a page's text is set in (wherever it prints, forms too), each name without
    its subset prefix, and whether the PDF embeds it."""
    name = ctypes.create_string_buffer(200)
    found = {}
    for obj in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_TEXT,), max_depth=8):
        font = pdfium_c.FPDFTextObj_GetFont(obj.raw)
        pdfium_c.FPDFFont_GetBaseFontName(font, name, 200)
        found[name.value.decode().split("+")[-1]] = bool(pdfium_c.FPDFFont_GetIsEmbedded(font))
    return found


def page_text(page) -> str:
    return " ".join(page.get_textpage().get_text_range().split())


def text(path) -> str:
    """All the text of a PDF, whitespace folded (names may wrap onto two lines)."""
    doc = pages(path)
    return " ".join(page_text(doc[i]) for i in range(len(doc)))


def font_sizes(page) -> list[float]:
    """The size in pt of every printed character of a page."""
    textpage = page.get_textpage()
    return [pdfium_c.FPDFText_GetFontSize(textpage.raw, i)
            for i in range(textpage.count_chars())
            if not textpage.get_text_range(i, 1).isspace()]


def rects(page, kind=pdfium_c.FPDF_PAGEOBJ_PATH, depth: int = 8) -> list:
    """The bounding box of every object of `kind` on a page (drawn paths, or with
    FPDF_PAGEOBJ_FORM and depth 1 each stamped face), in mm from the top-left corner."""
    height = page.get_height()
    out = []
    for obj in page.get_objects(filter=(kind,), max_depth=depth):
        left, bottom, right, top = obj.get_bounds()
        out.append(Rect(left / PT, (height - top) / PT, (right - left) / PT, (top - bottom) / PT))
    return out


def words(page) -> list:
    """The printed words of a page, each (text, box in mm from the top-left corner)."""
    textpage, height = page.get_textpage(), page.get_height()
    found, word, box = [], "", None
    for i in range(textpage.count_chars() + 1):
        ch = textpage.get_text_range(i, 1) if i < textpage.count_chars() else " "
        if ch.isspace():
            if word:
                found.append((word, Rect(box[0] / PT, (height - box[3]) / PT,
                                         (box[2] - box[0]) / PT, (box[3] - box[1]) / PT)))
            word, box = "", None
            continue
        left, bottom, right, top = textpage.get_charbox(i)
        word += ch
        box = (left, bottom, right, top) if box is None else (
            min(box[0], left), min(box[1], bottom), max(box[2], right), max(box[3], top))
    return found
