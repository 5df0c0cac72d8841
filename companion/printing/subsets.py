"""Each face embedded once in a PDF joined from several (print-all).

WeasyPrint embeds a subset of each face a document uses, keeping the face's glyph ids, so
the subsets of one face in the parts of a kit differ only in the glyphs they hold (and a
sheet of cards has two: its own and its stamped faces'). Here every font of a bundled face
becomes one: the face cut to all the glyphs any of them used, with their widths and their
Unicode map (the text still copies and searches as before), each page drawing as before.
"""

import io
import re
from pathlib import Path

from companion.printing import fonts

_CMAP_PAIR = re.compile(rb"<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>")


def bundled() -> dict[str, Path]:
    """The bundled faces by the name WeasyPrint gives them in a PDF ('DejaVu-Sans-Bold')."""
    return {f"{family}{' Bold' if weight == 'bold' else ''}".replace(" ", "-"):
            fonts.font_file(key) for key, (family, weight) in fonts.CSS_FACES.items()}


def once(data: bytes) -> bytes:
    """The PDF `data` with each bundled face's fonts made one."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    holders, faces = _fonts(writer)
    files = bundled()
    for name, refs in faces.items():
        if len(refs) < 2:
            continue
        kept, *merged = refs.values()
        _merge([r.get_object() for r in refs.values()], files[name], writer)
        gone = {r.idnum for r in merged}
        for holder in holders:
            for key, ref in list(holder.items()):
                if getattr(ref, "idnum", None) in gone:
                    holder[key] = kept
        for ref in merged:
            _drop(writer, ref, keep=reachable(kept))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _fonts(writer):
    """Every /Font resource dictionary (of pages and of the forms they draw, at any depth),
    and the Type0 fonts of each bundled face they name: {face: {object number: ref}}."""
    holders, faces, seen = [], {}, set()
    names = bundled()

    def visit(resources):
        resources = resources.get_object() if resources is not None else None
        if not resources:
            return
        if "/Font" in resources:
            holder = resources["/Font"].get_object()
            holders.append(holder)
            for ref in holder.values():
                font = ref.get_object()
                name = str(font.get("/BaseFont", "")).split("+", 1)[-1].lstrip("/")
                if (name in names and font.get("/Subtype") == "/Type0"
                        and font.get("/Encoding") == "/Identity-H" and hasattr(ref, "idnum")):
                    faces.setdefault(name, {})[ref.idnum] = ref
        for ref in resources.get("/XObject", {}).values():
            form = ref.get_object()
            if getattr(ref, "idnum", None) in seen or form.get("/Subtype") != "/Form":
                continue
            seen.add(ref.idnum)
            visit(form.get("/Resources"))

    for page in writer.pages:
        visit(page.get("/Resources"))
    return holders, faces


def _merge(fonts_of_face: list, face: Path, writer) -> None:
    """The first of the fonts made to hold every glyph any of them holds."""
    from pypdf.generic import ArrayObject, NameObject, NumberObject, StreamObject

    widths, text = {}, {}
    for font in fonts_of_face:
        cid = font["/DescendantFonts"][0].get_object()
        widths.update(_widths(cid["/W"].get_object()))
        text.update(_unicode(font["/ToUnicode"].get_object().get_data()))
    font = fonts_of_face[0]
    cid = font["/DescendantFonts"][0].get_object()
    descriptor = cid["/FontDescriptor"].get_object()
    for old in (descriptor.raw_get("/FontFile2"), font.raw_get("/ToUnicode"),
                descriptor.get("/CIDSet") and descriptor.raw_get("/CIDSet")):
        if hasattr(old, "idnum"):   # replaced below
            writer._objects[old.idnum - 1] = None
    program = StreamObject()
    program.set_data(_subset(face, set(widths)))
    program[NameObject("/Length1")] = NumberObject(len(program.get_data()))
    descriptor[NameObject("/FontFile2")] = writer._add_object(program.flate_encode())
    descriptor.pop("/CIDSet", None)   # (PDF 1.4's list of glyphs; WeasyPrint writes 1.7)
    bbox = descriptor["/FontBBox"]
    bbox[2] = NumberObject(round(max(widths.values())))
    cid[NameObject("/W")] = ArrayObject(_w_array(widths))
    cmap = StreamObject()
    cmap.set_data(_cmap(text))
    font[NameObject("/ToUnicode")] = writer._add_object(cmap.flate_encode())


def _widths(w) -> dict[int, float]:
    """A CIDFont's /W array as {glyph: width}: `c [w1 w2 ...]` and `c1 c2 w` runs."""
    out, i = {}, 0
    while i < len(w):
        first = int(w[i])
        if isinstance(w[i + 1].get_object(), list):
            for n, width in enumerate(w[i + 1].get_object()):
                out[first + n] = float(width)
            i += 2
        else:
            for glyph in range(first, int(w[i + 1]) + 1):
                out[glyph] = float(w[i + 2])
            i += 3
    return out


def _w_array(widths: dict[int, float]) -> list:
    from pypdf.generic import ArrayObject, FloatObject, NumberObject

    out = []
    for glyph in sorted(widths):
        if glyph - 1 not in widths:
            run = ArrayObject()
            out += [NumberObject(glyph), run]
        run.append(FloatObject(widths[glyph]))
    return out


def _unicode(cmap: bytes) -> dict[int, str]:
    """A ToUnicode CMap's bfchar entries (WeasyPrint writes no ranges) as {glyph: text}."""
    out = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for glyph, text in _CMAP_PAIR.findall(block):
            out[int(glyph, 16)] = bytes.fromhex(text.decode()).decode("utf-16-be")
    return out


def _cmap(text: dict[int, str]) -> bytes:
    lines = [b"/CIDInit /ProcSet findresource begin", b"12 dict begin", b"begincmap",
             b"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
             b"/CMapName /Adobe-Identity-UCS def", b"/CMapType 2 def",
             b"1 begincodespacerange", b"<0000> <ffff>", b"endcodespacerange"]
    items = sorted(text.items())
    for start in range(0, len(items), 100):
        batch = items[start:start + 100]
        lines.append(f"{len(batch)} beginbfchar".encode())
        lines += [f"<{glyph:04x}> <{chars.encode('utf-16-be').hex()}>".encode()
                  for glyph, chars in batch]
        lines.append(b"endbfchar")
    lines += [b"endcmap", b"CMapName currentdict /CMap defineresource pop", b"end", b"end"]
    return b"\n".join(lines)


def _subset(face: Path, glyphs: set[int]) -> bytes:
    """The face cut to `glyphs`, each at its own glyph id (as WeasyPrint's subsets)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options(retain_gids=True, notdef_outline=True, hinting=False,
                             ignore_missing_glyphs=True, glyph_names=False)
    font = TTFont(face, lazy=True)
    for table in ("GSUB", "GPOS", "GDEF", "kern", "FFTM"):   # the pages are shaped already
        if table in font:
            del font[table]
    subsetter = subset.Subsetter(options)
    subsetter.populate(gids=sorted(glyphs | {0}))
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def reachable(ref) -> set[int]:
    """The numbers of the objects reachable from `ref` (a font: its own, its descendant's,
    their streams')."""
    found = set()

    def walk(obj):
        if hasattr(obj, "idnum"):
            if obj.idnum in found:
                return
            found.add(obj.idnum)
        obj = obj.get_object()
        if isinstance(obj, dict):
            for value in obj.values():
                walk(value)
        elif isinstance(obj, list):
            for value in obj:
                walk(value)

    walk(ref)
    return found


def _drop(writer, ref, keep: set[int]) -> None:
    """A merged font's objects, no longer drawn: left out of the file."""
    for number in reachable(ref) - keep:
        writer._objects[number - 1] = None
