"""Engraved-looking line art for money and backs, drawn from numbers (vector, a few paths a
face): a guilloche band round the piece (waves crossing along a rounded rectangle) and a
rosette (a rose curve turned in steps), so each denomination differs in pattern as well as in
colour, and a deck's back is a pattern, not a solid colour.

`note(value, index)` and `back(name)` give a face's `pattern` (plain ints, so a Face stays
plain data); `svg(face, w, h)` draws it in the face's text colour: lines only, no fill, so
the ink saver's outlines stay outlines.
"""

import math

from markupsafe import Markup

from companion.printing.geometry import SAFE_AREA

STROKE = 0.16   # mm: a hairline that prints on any laser or inkjet


def note(value: int, index: int) -> tuple[int, ...]:
    """A denomination's pattern, from its value (lead digit, number of digits) and its place
    in the row (which side its rosette is on): (side, lobes, turns, waves, strands)."""
    digits = str(value)
    lead, places = int(digits[0]), len(digits)
    return (index % 2, 5 + (lead + places + index) % 7, 4 + places % 3,
            14 + 3 * index + lead, 2 + index % 2)


def back(name: str) -> tuple[int, ...]:
    """A deck's back pattern, from its kind's name (the same every run)."""
    seed = sum(ord(c) * (i + 1) for i, c in enumerate(name))
    return (2, 6 + seed % 5, 5 + seed % 3, 20 + seed % 9, 2 + seed % 2)


def svg(pattern: tuple[int, ...], w: float, h: float, colour: str) -> Markup:
    """The pattern over a face `w` x `h` mm: the band inside the safe area's edge and the
    rosette (on the left or right for a note, side 0 or 1; in the middle for a back, 2)."""
    side, lobes, turns, waves, strands = pattern
    # a note's band from 2 mm in (a chip's frame is inside its cut); a back's inside the
    # safe area, so the back's colour alone meets the cut
    inset = 2.6 if side < 2 else SAFE_AREA + 0.9
    band = _band(w, h, inset, 0.7 if side < 2 else 0.6, waves, strands)
    radius = min(h * 0.24, w * 0.2) if side < 2 else min(w, h) * 0.36
    cx = {0: 5.2 + radius, 1: w - 5.2 - radius, 2: w / 2}[side]
    rose = _rosette(cx, h / 2, radius, lobes, turns)
    opacity = 0.4 if side < 2 else 0.3
    return Markup(f'<svg class="pattern" viewBox="0 0 {w:g} {h:g}"><g fill="none" '
                  f'stroke="{colour}" stroke-opacity="{opacity}" stroke-width="{STROKE}" '
                  f'stroke-linejoin="round"><path d="{band}"/><path d="{rose}"/></g></svg>')


def _band(w: float, h: float, inset: float, amplitude: float, waves: int,
          strands: int) -> str:
    """`strands` waves of `waves` periods (per side's length) along a rounded rectangle,
    each shifted by a share of a period, so they cross in a lattice."""
    points = _perimeter(w - 2 * inset, h - 2 * inset, 1.6, 360)
    total = 2 * (w + h - 4 * inset)
    periods = round(waves * total / (w + h))
    paths = []
    for k in range(strands):
        phase = 2 * math.pi * k / strands
        ring = [(inset + x + nx * amplitude * math.sin(2 * math.pi * periods * s + phase),
                 inset + y + ny * amplitude * math.sin(2 * math.pi * periods * s + phase))
                for x, y, nx, ny, s in points]
        paths.append(_path(ring))
    return "".join(paths)


def _perimeter(w: float, h: float, r: float, n: int):
    """`n` points evenly along a rounded rectangle's edge: (x, y, outward normal, share of
    the way round)."""
    straight = (w - 2 * r, h - 2 * r)
    arc = math.pi * r / 2
    legs = []   # (length, point at distance d) clockwise from the top left's straight
    for i, (length, start, direction) in enumerate((
            (straight[0], (r, 0), (1, 0)), (straight[1], (w, r), (0, 1)),
            (straight[0], (w - r, h), (-1, 0)), (straight[1], (0, h - r), (0, -1)))):
        legs.append((length, start, direction, None))
        centre = [(w - r, r), (w - r, h - r), (r, h - r), (r, r)][i]
        legs.append((arc, centre, None, -math.pi / 2 + i * math.pi / 2))
    total = sum(leg[0] for leg in legs)
    out = []
    for j in range(n):
        d = total * j / n
        for length, origin, direction, angle in legs:
            if d <= length:
                break
            d -= length
        if direction:
            nx, ny = direction[1], -direction[0]
            out.append((origin[0] + direction[0] * d, origin[1] + direction[1] * d,
                        nx, ny, j / n))
        else:
            a = angle + d / r
            out.append((origin[0] + r * math.cos(a), origin[1] + r * math.sin(a),
                        math.cos(a), math.sin(a), j / n))
    return out


def _rosette(cx: float, cy: float, radius: float, lobes: int, turns: int) -> str:
    """A rose of `lobes` petals between half and the whole `radius`, drawn `turns` times,
    each turned by a share of a petal: the lines cross in a rosette."""
    paths = []
    for k in range(turns):
        turn = 2 * math.pi * k / (lobes * turns)
        ring = []
        for j in range(120):
            t = 2 * math.pi * j / 120
            r = radius * (0.75 + 0.25 * math.cos(lobes * t))
            ring.append((cx + r * math.cos(t + turn), cy + r * math.sin(t + turn)))
        paths.append(_path(ring))
        inner = [(cx + radius * 0.4 * (0.8 + 0.2 * math.cos(lobes * t)) * math.cos(t - turn),
                  cy + radius * 0.4 * (0.8 + 0.2 * math.cos(lobes * t)) * math.sin(t - turn))
                 for t in (2 * math.pi * j / 72 for j in range(72))]
        paths.append(_path(inner))
    return "".join(paths)


def _path(points) -> str:
    x, y = points[0]
    return f"M{x:.2f} {y:.2f}" + "".join(f"L{x:.2f} {y:.2f}" for x, y in points[1:]) + "Z"
