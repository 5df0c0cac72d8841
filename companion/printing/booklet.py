"""The rules booklet: half-sheet pages (A5 on A4, 5.5 x 8.5 in on Letter) imposed two up for
saddle stitch, and the imposition itself.

Sheets are stacked in order (sheet 1 outside), printed duplex flipping on the short edge,
folded once and stapled on the fold. A booklet of N pages (padded with blanks to a multiple
of 4) takes N / 4 sheets; sheet i (from 0) holds, front left to right, pages N - 2i and
2i + 1, back left to right, 2i + 2 and N - 2i - 1.
"""

import io
from dataclasses import dataclass
from pathlib import Path

from companion.printing import stamps
from companion.printing.stamps import PT


@dataclass(frozen=True)
class Sheet:
    """One sheet's pages (1-based; None: a blank), each side left then right."""

    front: tuple[int | None, int | None]
    back: tuple[int | None, int | None]


def padded(pages: int) -> int:
    """The page count a booklet of `pages` takes: the next multiple of 4 (at least 4)."""
    return max(4, -(-pages // 4) * 4)


def imposition(pages: int) -> list[Sheet]:
    """Each sheet's pages, for `pages` pages of text; the padding pages are blanks."""
    n = padded(pages)
    real = lambda p: p if p <= pages else None   # noqa: E731
    return [Sheet((real(n - 2 * i), real(2 * i + 1)), (real(2 * i + 2), real(n - 2 * i - 1)))
            for i in range(n // 4)]


def half(paper: tuple[float, float]) -> tuple[float, float]:
    """A booklet page: half the paper, upright (A4 -> A5)."""
    return paper[1] / 2, paper[0]


def impose(pdf: Path, paper: tuple[float, float]) -> bytes:
    """The booklet's pages (half-sheet pages in reading order) imposed on landscape `paper`
    sheets, front then back of each: a PDF to print duplex, flipping on the short edge. Each
    page is a form XObject drawn in its half (its drawing kept as it is: merging the pages'
    drawings would parse every operator of them, most of the booklet's cost)."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    source = PdfReader(pdf)
    writer = PdfWriter()
    width, height = paper[1] * PT, paper[0] * PT
    forms = []
    for page in source.pages:   # each its whole page, width by height mm
        size = (float(page.mediabox.width) / PT, float(page.mediabox.height) / PT)
        forms.append(writer._add_object(stamps.form(page, size, size[1]).clone(writer)))
    for sheet in imposition(len(source.pages)):
        for side in (sheet.front, sheet.back):
            page = writer.add_blank_page(width, height)
            named, draw = DictionaryObject(), []
            for slot, number in enumerate(side):
                if number is not None:
                    named[NameObject(f"/Page{number}")] = forms[number - 1]
                    draw.append(f"q 1 0 0 1 {slot * width / 2:.3f} 0 cm /Page{number} Do Q")
            content = DecodedStreamObject()
            content.set_data("\n".join(draw).encode())
            page[NameObject("/Resources")] = DictionaryObject({NameObject("/XObject"): named})
            page[NameObject("/Contents")] = writer._add_object(content)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()

