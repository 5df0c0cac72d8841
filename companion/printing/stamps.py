"""Card faces laid out once and stamped onto the sheets.

A deck repeats its faces (312 notes of 7 denominations, one back for a whole deck), and
laying a face out is most of a sheet's cost. So each distinct face is rendered once, a page
of its own at its cut size, and becomes a form XObject that the sheets draw wherever a copy
goes: the PDF holds each face once, its fonts shared, and prints exactly as rendered.

pypdf writes the XObjects: pdfium's page-to-XObject call copies a page's fonts again for
every face (a deck's PDF grew sixteenfold).
"""

import io
from dataclasses import dataclass
from pathlib import Path

from companion.printing.options import INCH

PT = 72 / INCH   # PDF units per mm


@dataclass(frozen=True)
class Stamps:
    """`html`: one page per distinct face, each `size` mm, the face in its top-left corner
    (`sizes[i]` mm of page i, where faces differ in size); `places[p]`: (face page, left mm,
    top mm) of every copy on page p of the sheets."""

    html: str
    size: tuple[float, float]
    places: tuple[tuple[tuple[int, float, float], ...], ...]
    faces: int   # pages of `html`
    sizes: tuple[tuple[float, float], ...] = ()


def apply(sheets: Path, faces_pdf: bytes, stamps: Stamps) -> bytes:
    """The sheets' PDF with every face drawn where its copies go."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ArrayObject, DecodedStreamObject, DictionaryObject, NameObject

    own = PdfReader(sheets)
    writer = PdfWriter(clone_from=own)
    writer.pdf_header = own.pdf_header   # (pypdf would write its own 1.3)
    faces = PdfReader(io.BytesIO(faces_pdf)).pages
    if (len(writer.pages), len(faces)) != (len(stamps.places), stamps.faces):
        raise ValueError(f"stamps for {len(stamps.places)} sheets and {stamps.faces} faces, "
                         f"given {len(writer.pages)} and {len(faces)}")
    height = stamps.size[1]
    forms = [writer._add_object(form(page, size, height).clone(writer))
             for page, size in zip(faces, stamps.sizes or [stamps.size] * len(faces))]
    for page, places in zip(writer.pages, stamps.places):
        resources = page["/Resources"]
        if "/XObject" not in resources:
            resources[NameObject("/XObject")] = DictionaryObject()
        names = resources["/XObject"]
        page_height = float(page.mediabox.height) / PT
        draw = [b"Q"]   # the sheet's own drawing ends in the state it started with
        for face, left, top in places:
            names[NameObject(f"/Face{face}")] = forms[face]
            draw.append(f"q 1 0 0 1 {left * PT:.3f} {(page_height - top - height) * PT:.3f} cm "
                        f"/Face{face} Do Q".encode())
        before, after = DecodedStreamObject(), DecodedStreamObject()
        before.set_data(b"q")
        after.set_data(b"\n".join(draw))
        contents = page.raw_get("/Contents")
        drawn = list(contents.get_object()) if isinstance(contents.get_object(), ArrayObject) \
            else [contents]
        page[NameObject("/Contents")] = ArrayObject(
            [writer._add_object(before), *drawn, writer._add_object(after)])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def form(page, size: tuple[float, float], height: float):
    """A page as a form XObject: its drawing, the box of its face (`size` mm in the top-left
    corner of a page `height` mm tall) and its resources (still the reader's)."""
    from pypdf.generic import ArrayObject, DecodedStreamObject, FloatObject, NameObject

    form = DecodedStreamObject()
    form.set_data(page.get_contents().get_data())
    form.update({NameObject("/Type"): NameObject("/XObject"),
                 NameObject("/Subtype"): NameObject("/Form"),
                 NameObject("/BBox"): ArrayObject(FloatObject(v) for v in (
                     0, (height - size[1]) * PT, size[0] * PT, height * PT)),
                 NameObject("/Resources"): page["/Resources"]})
    return form.flate_encode()
