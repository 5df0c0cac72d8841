"""The ink saver (`--ink saver`): a kit's fills as light tints, its bands and backs as outlines,
every text dark enough to read on its tint; `render` paints no colour into the bleed.

Pure: a Kit in, a Kit out (faces and board shapes recoloured, nothing moved), plus the
ink a rendered page takes, measured from its pixels.
"""

from dataclasses import replace

from companion.printing.model import Board, CardSet, Face, Kit, Shape

FILL = 0.12     # of a card's, note's or tile's colour kept (the rest is paper white)
BAND = 0.3      # of a title band's or a board's colour: groups stay told apart
LEGIBLE = 4.5   # the least contrast (WCAG) of a text on its tint
MODES = ("full", "saver")


def rgb(colour: str) -> tuple[float, float, float]:
    """`#rgb`, `#rrggbb` or `#rrggbbaa` (laid on white paper) as 0..1 channels."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    r, g, b = (int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))
    alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
    return tuple(1 - alpha * (1 - c) for c in (r, g, b))


def hex_colour(channels) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in channels)


def tint(colour: str, share: float) -> str:
    """`share` of the colour, the rest white: the ink it takes scales by `share`."""
    if colour in ("none", "transparent"):
        return colour
    return hex_colour(1 - share * (1 - c) for c in rgb(colour))


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour):
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb(colour)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def legible(colour: str, on: str) -> str:
    """`colour`, darkened just enough to read on `on` (a light colour keeps its hue)."""
    channels = rgb(colour)
    for step in range(21):
        darker = hex_colour(c * (1 - step / 20) for c in channels)
        if contrast(darker, on) >= LEGIBLE:
            return darker
    return "#000000"


def face(f: Face) -> Face:
    """A face in light tints: a card's band a tint with its title in the band's own colour,
    darkened; a back framed like a chip; texts in the face's colour, darkened to read."""
    paper = tint(f.colour, FILL)
    if f.layout == "card":
        band = tint(f.ink, BAND)
        return replace(f, colour=paper, ink=band, band_text=legible(f.ink, band),
                       text=legible(f.text, paper))
    # white text was on the full colour: now the colour itself is the text's
    strong = f.colour if f.text.lower() in ("#fff", "#ffffff") else f.text
    # a chip's frame (and now a back's) is drawn in `ink`: the face's colour, as an outline
    return replace(f, colour=paper, outlined=f.layout == "back", ink=legible(f.colour, paper),
                   text=legible(strong, paper))


def shape(s: Shape) -> Shape:
    return replace(s, fill=tint(s.fill, BAND))


def saver(kit: Kit) -> Kit:
    """Every card face and board shape of a kit in the ink saver's colours."""
    def component(c):
        if isinstance(c, CardSet):
            return replace(c, cards=tuple(replace(card, front=face(card.front),
                                                  back=face(card.back)) for card in c.cards))
        if isinstance(c, Board):
            return replace(c, shapes=tuple(shape(s) for s in c.shapes))
        return c
    return replace(kit, components=tuple(component(c) for c in kit.components))


def coverage(image) -> float:
    """The share of a page that ink covers: each pixel's three channels, 0 on white and 1
    on full colour (a CMY reading of an RGB render), averaged over the page."""
    rgb_image = image.convert("RGB")
    pixels = rgb_image.width * rgb_image.height
    total = sum(sum((255 - v) * n for v, n in enumerate(band.histogram()))
                for band in rgb_image.split())
    return total / (3 * 255 * pixels)


def page_ink(path, page: int = 0) -> float:
    """The coverage of one page of a PDF, rendered at 36 dpi."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(path)
    try:
        return coverage(doc[page].render(scale=0.5).to_pil())
    finally:
        doc.close()
