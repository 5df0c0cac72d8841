"""Where each text of a face goes, and at what size it fits (pure; sizes from fonts.py)."""

from dataclasses import dataclass

from markupsafe import Markup

from companion.printing import fonts, icons
from companion.printing.geometry import SAFE_AREA, Rect
from companion.printing.model import Face

MIN_PT = 6.0   # no text on a component is smaller
# field -> (largest pt, smallest pt, weight, centred)
# (titles in the display face: fonts.DISPLAY)
STYLE = {
    "card": {"title": (12, MIN_PT, "display", False), "corner": (16, MIN_PT, "bold", True),
             "big": (26, 8, "bold", True), "body": (13, MIN_PT, "normal", False),
             "footer": (6.5, MIN_PT, "normal", False)},
    "chip": {"title": (10, MIN_PT, "display", True), "big": (28, MIN_PT, "bold", True),
             "body": (8, MIN_PT, "normal", True), "footer": (7, MIN_PT, "normal", True)},
}
# a card's back: a chip's stack without its frame, the kind it names a title too
STYLE["back"] = {**STYLE["chip"], "big": (28, MIN_PT, "display", True)}


@dataclass(frozen=True)
class Text:
    field: str
    box: Rect
    size: float
    weight: str
    centred: bool
    html: Markup
    fits: bool
    nowrap: bool = False

    @property
    def font(self) -> Markup:
        return Markup(fonts.css(self.weight))


def boxes(face: Face, w: float, h: float) -> dict[str, Rect]:
    """The box of every non-empty field, in mm from the face's top-left corner."""
    filled = [f for f in ("title", "corner", "big", "body", "footer") if getattr(face, f)]
    if face.layout != "card":
        return _stack(filled, w, h)
    pad = SAFE_AREA + 0.5
    band = band_height(h)
    corner = band * 0.85 if face.corner else 0.0
    foot = 2.8 if face.footer else 0.0
    out = {
        "title": Rect(pad, pad, w - 2 * pad - corner, band - pad - 0.8),
        "corner": Rect(w - pad - corner, pad, corner, band - pad - 0.8),
        "footer": Rect(pad, h - pad - foot, w - 2 * pad, foot),
    }
    top = band + 1.5
    bottom = h - pad - foot - 0.6
    if face.big:
        out["big"] = Rect(pad, top, w - 2 * pad, (bottom - top) * (0.4 if face.body else 1))
        top = out["big"].bottom + 0.5
    out["body"] = Rect(pad, top, w - 2 * pad, bottom - top)
    return {f: out[f] for f in filled}


def band_height(h: float) -> float:
    """The coloured title band of a `card` face (its text starts past the safe area)."""
    return min(max(0.17 * h, SAFE_AREA + 7.0), 20.0)


def _stack(filled: list[str], w: float, h: float) -> dict[str, Rect]:
    """A chip: its fields stacked top to bottom, each with a share of the height."""
    share = {"title": 0.26, "corner": 0.0, "big": 0.38, "body": 0.22, "footer": 0.14}
    # texts past the safe area, but for tokens too small for it (a house 5 mm wide)
    pad = SAFE_AREA if min(w, h) >= 4 * SAFE_AREA else 0.15 * min(w, h)
    total = sum(share[f] for f in filled) or 1.0
    out, y = {}, pad
    for f in filled:
        height = (h - 2 * pad) * share[f] / total
        out[f] = Rect(pad, y, w - 2 * pad, height)
        y += height
    return out


def texts(face: Face, w: float, h: float, icon_set: dict[str, str], where: str) -> list[Text]:
    """Each field fitted to its box: the largest size that fits, centred vertically (a card's
    title and corner on its band, as far as the safe area lets them)."""
    out = []
    for field, box in boxes(face, w, h).items():
        high, low, weight, centred = STYLE[face.layout].get(field, STYLE["card"][field])
        text = getattr(face, field)
        size, lines, fits = fonts.fit(text, (box.w, box.h), high, low, weight)
        # the fit keeps a margin for kerning; a text it wraps that is one line to the box's
        # full width is set on one line (no wrap), so it is centred as the line it is
        one_line = lines > 1 and fonts.lines_needed(text, box.w / fonts.SAFETY, size,
                                                    weight) == 1
        lines = 1 if one_line else lines
        used = min(lines * size * fonts.LINE_HEIGHT * fonts.PT, box.h)
        if face.layout == "card" and field in ("title", "corner"):
            middle = band_height(h) / 2 - used / 2          # the band runs from the cut
            box = Rect(box.x, min(max(box.y, middle), box.bottom - used), box.w, used)
        elif field != "body" or face.layout != "card" or face.big:
            # centred vertically: everything but a card's body, and that too below a big text
            box = Rect(box.x, box.y + max(0.0, (box.h - used) / 2), box.w, used)
        html = icons.expand(text, icon_set, f"{where} {field}")
        out.append(Text(field, box, size, weight, centred, html, fits, one_line))
    return out
