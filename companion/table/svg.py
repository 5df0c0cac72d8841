"""Drawings as data (boxes, lines, labels, dots in user units), turned into SVG by one template.

Games and charts build a `Drawing`; `render` is the only place SVG markup is written.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: str
    stroke: str = "none"
    width: float = 0.0
    tip: str = ""          # shown when pointed at (a title element)
    kind: str = "box"


@dataclass(frozen=True)
class Line:
    points: tuple[tuple[float, float], ...]
    stroke: str
    width: float
    dash: str = ""
    kind: str = "line"


@dataclass(frozen=True)
class Label:
    x: float
    y: float               # the baseline
    text: str
    size: float
    fill: str = "#000000"
    anchor: str = "middle"
    weight: str = "normal"
    fit: float = 0.0       # squeeze the text into this width (0: as wide as it sets)
    kind: str = "label"


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    r: float
    fill: str
    stroke: str = "none"
    width: float = 0.0
    tip: str = ""
    kind: str = "dot"


@dataclass(frozen=True)
class Drawing:
    width: float
    height: float
    title: str
    items: tuple


def centred(x: float, y: float, text: str, size: float, **style) -> Label:
    """A label whose middle sits at (x, y)."""
    return Label(x, y + 0.36 * size, text, size, **style)


def fitted(x: float, y: float, text: str, size: float, room: float, **style) -> Label:
    """A label centred at (x, y), its letters squeezed into `room` where it would set wider
    (a word is about 0.62 of its size wide a letter in DejaVu Sans)."""
    wide = 0.62 * size * len(text)
    return centred(x, y, text, size, fit=room if wide > room else 0.0, **style)


def render(drawing: Drawing) -> str:
    from companion.printing.render import environment

    return environment().get_template("table/drawing.svg.j2").render(d=drawing)
