"""Where each text of a face goes, and at what size it fits (pure; sizes from fonts.py)."""

from dataclasses import dataclass, replace

from markupsafe import Markup

from companion.printing import fonts, icons
from companion.printing.geometry import SAFE_AREA, Rect
from companion.printing.model import Face

MIN_PT = 6.0   # no text on a component is smaller
# field -> (largest pt, smallest pt, weight, centred)
# (titles in the display face: fonts.DISPLAY)
STYLE = {
    "card": {"title": (12, MIN_PT, "display", False), "corner": (16, MIN_PT, "bold", True),
             "big": (34, 8, "bold", True), "body": (13, MIN_PT, "normal", False),
             "footer": (6.5, MIN_PT, "normal", False)},
    "chip": {"title": (10, MIN_PT, "display", True), "big": (28, MIN_PT, "bold", True),
             "body": (8, MIN_PT, "normal", True), "footer": (7, MIN_PT, "normal", True)},
}
# a card's back: a chip's stack without its frame, the kind it names a title too
STYLE["back"] = {**STYLE["chip"], "big": (28, MIN_PT, "display", True)}
# a note: its value in the corners and big beside its rosette (guilloche.py)
STYLE["note"] = {"title": (8, MIN_PT, "display", True), "corner": (8, MIN_PT, "bold", True),
                 "big": (24, MIN_PT, "bold", True), "footer": (6.5, MIN_PT, "normal", True)}
PLACE_GAP = 1.5   # mm between places for pieces, and above their row
CORNERS = ("corner", "corner-tr", "corner-bl", "corner-br")   # a note's four corner values


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
    leading: float = fonts.LINE_HEIGHT   # line height, in ems: a table's rows spread

    @property
    def font(self) -> Markup:
        return Markup(fonts.css(self.weight))


def boxes(face: Face, w: float, h: float) -> dict[str, Rect]:
    """The box of every non-empty field, in mm from the face's top-left corner."""
    filled = [f for f in ("title", "corner", "big", "body", "footer") if getattr(face, f)]
    if face.layout == "note":
        return _note(face, w, h)
    room = face.places.size + PLACE_GAP if face.places else 0.0   # the places' row
    if face.layout != "card":   # a patterned back keeps its texts off its band
        return _stack(filled, w, h - room, 2.0 if face.pattern else 0.0)
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
    bottom = h - pad - foot - 0.6 - room
    if face.big:
        out["big"] = Rect(pad, top, w - 2 * pad, (bottom - top) * (0.4 if face.body else 1))
        top = out["big"].bottom + 0.5
    out["body"] = Rect(pad, top, w - 2 * pad, bottom - top)
    return {f: out[f] for f in filled}


def places(face: Face, w: float, h: float) -> list[Rect]:
    """The round places of a face, a row centred under its texts (a card's above its
    footer), `PLACE_GAP` apart."""
    if not face.places:
        return []
    n, size = face.places.count, face.places.size
    pad = SAFE_AREA + 0.5 if face.layout == "card" else _pad(w, h)
    foot = 2.8 + 0.6 if face.layout == "card" and face.footer else 0.0
    y = h - pad - foot - size
    x = (w - n * size - (n - 1) * PLACE_GAP) / 2
    return [Rect(x + i * (size + PLACE_GAP), y, size, size) for i in range(n)]


def band_height(h: float) -> float:
    """The coloured title band of a `card` face (its text starts past the safe area)."""
    return min(max(0.17 * h, SAFE_AREA + 7.0), 20.0)


def _note(face: Face, w: float, h: float) -> dict[str, Rect]:
    """A note: the value in each corner inside its band (no wider than it needs), the title
    between the top two, the big value and the footer under it on the side away from its
    rosette (the pattern's first number)."""
    wide = fonts.width(face.corner, STYLE["note"]["corner"][0], "bold") / fonts.SAFETY + 0.5
    pad, corner, foot = 4.0, (min(wide, w * 0.24), min(4.4, h * 0.14)), 3.4
    rosette = 2 * min(h * 0.24, w * 0.2) + 6.0   # its width from the edge (guilloche.svg)
    left = (face.pattern or (0,))[0] == 0
    top = pad + corner[1] + 0.3
    column = Rect(rosette if left else pad, top, w - rosette - pad, h - 2 * top - foot)
    out = {"title": Rect(pad + corner[0] + 0.5, pad, w - 2 * (pad + corner[0] + 0.5), corner[1]),
           "big": column, "footer": Rect(column.x, column.bottom, column.w, foot),
           **{f: Rect(pad if i % 2 == 0 else w - pad - corner[0],
                      pad if i < 2 else h - pad - corner[1], *corner)
              for i, f in enumerate(CORNERS)}}
    return {f: box for f, box in out.items() if getattr(face, f.split("-")[0])}


def _stack(filled: list[str], w: float, h: float, extra: float = 0.0) -> dict[str, Rect]:
    """A chip: its fields stacked top to bottom, each with a share of the height."""
    share = {"title": 0.26, "corner": 0.0, "big": 0.38, "body": 0.22, "footer": 0.14}
    pad = _pad(w, h, extra)
    total = sum(share[f] for f in filled) or 1.0
    out, y = {}, pad
    for f in filled:
        height = (h - 2 * pad) * share[f] / total
        out[f] = Rect(pad, y, w - 2 * pad, height)
        y += height
    return out


def _pad(w: float, h: float, extra: float = 0.0) -> float:
    """A chip's texts past the safe area, but for tokens too small for it (a house 5 mm
    wide)."""
    return SAFE_AREA + extra if min(w, h) >= 4 * SAFE_AREA else 0.15 * min(w, h)


def texts(face: Face, w: float, h: float, icon_set: dict[str, str], where: str) -> list[Text]:
    """Each field fitted to its box: the largest size that fits, centred vertically (a card's
    title and corner on its band, as far as the safe area lets them)."""
    out = []
    placed = boxes(face, w, h)
    for field, box in placed.items():
        name = field.split("-")[0]   # a note's corners are one field, four times
        high, low, weight, centred = STYLE[face.layout].get(name, STYLE["card"][name])
        text = getattr(face, name)
        measured = text.replace("\t", " \u2003\u2003")   # a table's gap and bold value
        size, lines, fits = fonts.fit(measured, (box.w, box.h), high, low, weight)
        # the fit keeps a margin for kerning; a text it wraps that is one line to the box's
        # full width is set on one line (no wrap), so it is centred as the line it is
        one_line = lines > 1 and fonts.lines_needed(measured, box.w / fonts.SAFETY, size,
                                                    weight) == 1
        lines = 1 if one_line else lines
        used = min(lines * size * fonts.LINE_HEIGHT * fonts.PT, box.h)
        leading = fonts.LINE_HEIGHT
        if "\t" in text:   # a table: each row on one line if it can, spread up to 2.5 times
            rows = text.count("\n") + 1   # its height to fill its box
            while lines > rows and size > low:
                size -= 0.25
                lines = fonts.lines_needed(measured, box.w, size, weight) or lines
            used = lines * size * fonts.LINE_HEIGHT * fonts.PT
            leading *= min(2.5, box.h * fonts.SAFETY / used)
            used = min(used * leading / fonts.LINE_HEIGHT, box.h)
        if face.layout == "card" and field in ("title", "corner"):
            middle = band_height(h) / 2 - used / 2          # the band runs from the cut
            box = Rect(box.x, min(max(box.y, middle), box.bottom - used), box.w, used)
        elif field != "body" or face.layout != "card" or face.big or "\t" in text:
            # centred vertically: everything but a card's prose body, and that too below a
            # big text
            box = Rect(box.x, box.y + max(0.0, (box.h - used) / 2), box.w, used)
        html = icons.expand(text, icon_set, f"{where} {field}")
        out.append(Text(field, box, size, weight, centred, html, fits, one_line,
                        round(leading, 3)))
    if face.layout == "card" and face.big and face.body:
        return _together(out, placed["big"].y, placed["body"].bottom)
    return out


def _together(texts: list[Text], room_top: float, room_bottom: float) -> list[Text]:
    """A card's big text and its body as one block in the middle of the room they share,
    a line's gap between them (not each in the middle of its own share)."""
    fields = {t.field: t for t in texts}
    big, body = fields["big"], fields["body"]
    gap = body.size * fonts.PT
    room = room_bottom - room_top
    top = room_top + max(0.0, (room - big.box.h - gap - body.box.h) / 2)
    moved = {"big": replace(big, box=replace(big.box, y=top)),
             "body": replace(body, box=replace(body.box, y=top + big.box.h + gap))}
    return [moved.get(t.field, t) for t in texts]
