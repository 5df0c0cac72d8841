"""Exports beyond the sheets, all made from 1-up PDFs (one card face a page, its trim size
plus `SHOP_BLEED` all round), so every export is exactly what the PDF prints:

- `print-shop`: those PDFs (and boards, 1-up with bleed), with the TrimBox and BleedBox
  set, and the copies of each face (shop.py);
- `png`: each face at 300 dpi, cut to its trim, named so a card and its back sort together;
- `tts`: Tabletop Simulator deck sheets (up to 10 x 7 faces an image) and the back image.
"""

import math
import os
import re
from pathlib import Path

from companion.printing import words
from companion.printing.options import INCH

SHOP_BLEED = 3.0     # mm, the print shops' usual bleed
PNG_DPI = 300
TTS_DPI = 150        # a full 10 x 7 sheet of poker cards stays under 4096 pixels a side
TTS_GRID = (10, 7)   # the largest grid of a Tabletop Simulator deck image
TTS_FACES = 69       # its faces at most: the grid's last cell shows the hidden card
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


def faces(pdf: Path, dpi: int):
    """Each page of a 1-up PDF as an image cut to its trim (the bleed left off)."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    px = dpi / INCH   # pixels per mm
    for i in range(len(doc)):
        page = doc[i]
        w, h = (v / PT - 2 * SHOP_BLEED for v in page.get_size())   # the trim, in mm
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        left = top = round(SHOP_BLEED * px)
        yield image.crop((left, top, left + round(w * px), top + round(h * px)))
    doc.close()


def pngs(pdf: Path, cid: str, cards: tuple[tuple[str, int], ...], out: Path) -> list[Path]:
    """`CID-NNN-NAME-xCOUNT-1-front.png` and `...-2-back.png` for each distinct card."""
    out.mkdir(parents=True, exist_ok=True)
    images = faces(pdf, PNG_DPI)
    written = []
    for n, (name, count) in enumerate(cards, 1):
        for side in ("1-front", "2-back"):
            path = out / f"{cid}-{n:03d}-{slug(name)}-x{count}-{side}.png"
            next(images).save(path, dpi=(PNG_DPI, PNG_DPI))
            written.append(path)
    return written


def tts(pdf: Path, cid: str, title: str, cards: tuple[tuple[str, int], ...],
        piles: tuple[tuple[str, tuple[int, ...]], ...], out: Path,
        lang: str = "en") -> list[str]:
    """A deck for each pile: its sheets of every card (each copy), its back image(s), and
    the note's lines (in the kit's language)."""
    out.mkdir(parents=True, exist_ok=True)
    w = words.words(lang)
    images = list(faces(pdf, TTS_DPI))
    lines = []
    for k, (name, members) in enumerate(piles, 1):
        prefix = f"{cid}-tts" if len(piles) == 1 else f"{cid}-tts-{k}-{slug(name)}"
        order = [i for i in members for _ in range(cards[i][1])]
        backs = [images[2 * i + 1] for i in order]
        deck = name if name in title else f"{title}: {name}"   # (a set named by its piles)
        lines.append(w["tts_deck"].format(title=deck, cards=words.cards(len(order), lang)))
        lines += _sheets([images[2 * i] for i in order], prefix, "face", out, w)
        if len({b.tobytes() for b in backs}) == 1:
            backs[0].save(out / f"{prefix}-back.png")
            lines.append(w["tts_one_back"].format(name=f"{prefix}-back.png"))
        else:
            lines.append(w["tts_unique"])
            lines += _sheets(backs, f"{prefix}-back", "back", out, w)
    return lines


def _sheets(images: list, prefix: str, what: str, out: Path, said: dict) -> list[str]:
    """Images in grids of up to 10 x 7 (69 faces), one file a grid; the numbers to type in."""
    from PIL import Image

    w, h = images[0].size
    per = TTS_FACES
    lines = []
    for k in range(math.ceil(len(images) / per)):
        chunk = images[k * per:(k + 1) * per]
        cols = min(TTS_GRID[0], len(chunk))
        rows = math.ceil(len(chunk) / cols)
        sheet = Image.new("RGB", (cols * w, rows * h), "white")
        for i, image in enumerate(chunk):
            sheet.paste(image, ((i % cols) * w, (i // cols) * h))
        name = f"{prefix}-{k + 1}.png"
        sheet.save(out / name)
        lines.append(said["tts_image"].format(what=said["tts_what"][what], name=name,
                                              cols=cols, rows=rows, n=len(chunk)))
    return lines
