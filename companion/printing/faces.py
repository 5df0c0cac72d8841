"""Where each text of a face goes, and at what size it fits (pure; sizes from fonts.py)."""

from dataclasses import dataclass

from markupsafe import Markup

from companion.printing import fonts, icons
from companion.printing.geometry import Rect
from companion.printing.model import Face

# field -> (largest pt, smallest pt, weight, centred)
STYLE = {
    "card": {"title": (11, 6, "bold", False), "corner": (14, 6, "bold", True),
             "big": (24, 8, "bold", True), "body": (11, 5.5, "normal", False),
             "footer": (6, 4, "normal", False)},
    "chip": {"title": (10, 4, "bold", True), "big": (24, 5, "bold", True),
             "body": (7, 3.5, "normal", True), "footer": (5.5, 3.5, "normal", True)},
}


@dataclass(frozen=True)
class Text:
    field: str
    box: Rect
    size: float
    weight: str
    centred: bool
    html: Markup
    fits: bool


def boxes(face: Face, w: float, h: float) -> dict[str, Rect]:
    """The box of every non-empty field, in mm from the face's top-left corner."""
    filled = [f for f in ("title", "corner", "big", "body", "footer") if getattr(face, f)]
    if face.layout == "chip":
        return _stack(filled, w, h)
    pad = min(max(0.06 * min(w, h), 2.0), 4.0)
    band = band_height(h)
    corner = band * 0.85 if face.corner else 0.0
    foot = 3.4 if face.footer else 0.0
    out = {
        "title": Rect(pad, pad * 0.6, w - 2 * pad - corner, band - pad * 0.6 - 0.8),
        "corner": Rect(w - pad - corner, pad * 0.6, corner, band - pad * 0.6 - 0.8),
        "footer": Rect(pad, h - pad * 0.7 - foot, w - 2 * pad, foot),
    }
    top = band + pad * 0.6
    bottom = h - pad * 0.7 - foot - 0.6
    if face.big:
        out["big"] = Rect(pad, top, w - 2 * pad, (bottom - top) * (0.4 if face.body else 1))
        top = out["big"].bottom + 0.5
    out["body"] = Rect(pad, top, w - 2 * pad, bottom - top)
    return {f: out[f] for f in filled}


def band_height(h: float) -> float:
    """The coloured title band of a `card` face."""
    return min(max(0.17 * h, 8.0), 20.0)


def _stack(filled: list[str], w: float, h: float) -> dict[str, Rect]:
    """A chip: its fields stacked top to bottom, each with a share of the height."""
    share = {"title": 0.26, "corner": 0.0, "big": 0.38, "body": 0.22, "footer": 0.14}
    pad = min(max(0.08 * min(w, h), 1.0), 3.0)
    total = sum(share[f] for f in filled) or 1.0
    out, y = {}, pad
    for f in filled:
        height = (h - 2 * pad) * share[f] / total
        out[f] = Rect(pad, y, w - 2 * pad, height)
        y += height
    return out


def texts(face: Face, w: float, h: float, icon_set: dict[str, str], where: str) -> list[Text]:
    """Each field fitted to its box: the largest size that fits, centred vertically."""
    out = []
    for field, box in boxes(face, w, h).items():
        high, low, weight, centred = STYLE[face.layout].get(field, STYLE["card"][field])
        text = getattr(face, field)
        size, lines, fits = fonts.fit(text, (box.w, box.h), high, low, weight)
        used = lines * size * fonts.LINE_HEIGHT * fonts.PT
        if field != "body" or face.layout == "chip":   # everything but body text is centred
            box = Rect(box.x, box.y + max(0.0, (box.h - used) / 2), box.w, min(used, box.h))
        html = icons.expand(text, icon_set, f"{where} {field}")
        out.append(Text(field, box, size, weight, centred, html, fits))
    return out
