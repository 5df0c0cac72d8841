"""Exports beyond the sheets, all made from 1-up PDFs (one card face a page, its trim size
plus a bleed all round: `SHOP_BLEED`, or `--bleed` for `png-bleed`), so every export is
exactly what the PDF prints:

- `print-shop`: those PDFs (and boards, 1-up with bleed), with the TrimBox and BleedBox
  set, and the copies of each face (shop.py);
- `png`: each face and board at `--dpi` (300), cut to its trim, named so a card and its
  back sort together; `png-bleed` the same with `--bleed` of its own art all round;
- `tts`: Tabletop Simulator decks and boards, and a table of them to load (tts.py).
"""

import os
import re
from pathlib import Path

from companion.printing.options import INCH

SHOP_BLEED = 3.0     # mm, the print shops' usual bleed
PNG_DPI = 300
PT = 72 / INCH       # PDF units per mm


def set_boxes(path: Path, bleed: float = SHOP_BLEED) -> None:
    """Give every page a TrimBox `bleed` inside its MediaBox and a BleedBox on it."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(path)
    b = bleed * PT
    for i in range(len(doc)):
        page = doc[i]
        w, h = page.get_size()
        page.set_bleedbox(0, 0, w, h)
        page.set_trimbox(b, b, w - b, h - b)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    doc.save(tmp)
    doc.close()
    os.replace(tmp, path)


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def faces(pdf: Path, dpi: int, bleed: float = SHOP_BLEED, keep: float = 0.0) -> list:
    """Each page of a 1-up PDF (its trim plus `bleed` mm all round) as an image of its trim
    plus `keep` mm of that bleed all round."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    px = dpi / INCH   # pixels per mm
    images = []
    for i in range(len(doc)):
        page = doc[i]
        w, h = (v / PT - 2 * (bleed - keep) for v in page.get_size())   # the image, in mm
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        left = top = round((bleed - keep) * px)
        images.append(image.crop((left, top, left + round(w * px), top + round(h * px))))
    doc.close()
    return images


def trim(pdf: Path, bleed: float = SHOP_BLEED) -> tuple[float, float]:
    """The trim size (mm) of a 1-up PDF's first page."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    size = tuple(round(v / PT - 2 * bleed, 3) for v in doc[0].get_size())
    doc.close()
    return size


def pngs(pdf: Path, cid: str, cards: tuple[tuple[str, int], ...], out: Path, dpi: int,
         bleed: float = SHOP_BLEED, keep: float = 0.0) -> list[Path]:
    """`CID-NNN-NAME-xCOUNT-1-front.png` and `...-2-back.png` for each distinct card."""
    out.mkdir(parents=True, exist_ok=True)
    images = iter(faces(pdf, dpi, bleed, keep))
    written = []
    for n, (name, count) in enumerate(cards, 1):
        for side in ("1-front", "2-back"):
            path = out / f"{cid}-{n:03d}-{slug(name)}-x{count}-{side}.png"
            next(images).save(path, dpi=(dpi, dpi))
            written.append(path)
    return written


def board_png(pdf: Path, cid: str, out: Path, dpi: int, bleed: float = SHOP_BLEED,
              keep: float = 0.0) -> Path:
    """A board's 1-up PDF as `CID.png`."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{cid}.png"
    faces(pdf, dpi, bleed, keep)[0].save(path, dpi=(dpi, dpi))
    return path
