"""Helpers of the print tests: run `print` in-process, read PDFs with pypdfium2."""

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import typer
from typer.testing import CliRunner

from companion.core.errors import CompanionError
from companion.printing.command import register

PT = 72 / 25.4   # PDF units per mm


def run(*args: str):
    """Invoke `print` on a bare typer app, rendering CompanionError as the root app does."""
    app = typer.Typer()
    register(app)
    app.callback()(lambda: None)
    result = CliRunner().invoke(app, ["print", *args])
    if isinstance(result.exception, CompanionError):
        return 1, str(result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def print_into(tmp_path_factory, name: str, *args: str):
    """Print a kit into a fresh folder; (folder, what the command printed)."""
    out = tmp_path_factory.mktemp(name)
    code, output = run(*args, "--out", str(out))
    assert code == 0, output
    return out, output


def pages(path) -> pdfium.PdfDocument:
    return pdfium.PdfDocument(path)


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
