"""Frames of a chip's shape, so pieces that look alike in colour differ in form too (a coin
round, a Gold Bar an ingot): SVG paths in a 100 x 100 box stretched over the chip inside its
cut, drawn in the face's ink where a plain chip has its rounded square; and a face's line
art (guilloche.py), in its text colour."""

from markupsafe import Markup

from companion.printing import faces, guilloche
from companion.printing.model import Face

FRAMES = {
    "round": "M2 50A48 48 0 0 1 98 50A48 48 0 0 1 2 50Z",                            # a coin
    "bar": "M2 82L14 18H86L98 82Z",                                   # an ingot
    "hexagon": "M27 4H73L98 50L73 96H27L2 50Z",                       # a crate of goods
    "pawn": "M38 14A12 12 0 0 1 62 14A12 12 0 0 1 38 14ZM12 30H88L98 97H2Z",          # a settler
}


def svg(face: Face, size: tuple[float, float]) -> Markup:
    """The SVG under a face's texts: its pattern, if any, then the frame of its `shape`
    in its ink (none for the plain square)."""
    art = guilloche.svg(face.pattern, *size, face.text) if face.pattern else Markup("")
    art += _places(face, size)
    if not face.shape:
        return art
    return art + Markup(f'<svg class="frame" viewBox="0 0 100 100" preserveAspectRatio="none">'
                        f'<path d="{FRAMES[face.shape]}" fill="none" stroke="{face.ink}" '
                        'stroke-width="2.6" stroke-linejoin="round"/></svg>')


def _places(face: Face, size: tuple[float, float]) -> Markup:
    """A face's places for pieces (faces.places): white discs ringed in the pieces' colour,
    each with the piece's shape inside, so a place reads without its colour."""
    spots = faces.places(face, *size)
    if not spots:
        return Markup("")
    colour, path = face.places.colour, FRAMES[face.places.shape]
    drawn = "".join(
        f'<circle cx="{r.x + r.w / 2:.3f}" cy="{r.y + r.h / 2:.3f}" r="{r.w / 2 - 0.3:.3f}" '
        f'fill="#fff" stroke="{colour}" stroke-width="0.6"/>'
        f'<path transform="translate({r.x + 0.28 * r.w:.3f} {r.y + 0.26 * r.h:.3f}) '
        f'scale({0.0044 * r.w:.4f})" d="{path}" fill="{colour}"/>' for r in spots)
    return Markup(f'<svg class="places" viewBox="0 0 {size[0]:g} {size[1]:g}">{drawn}</svg>')
