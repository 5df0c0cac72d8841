"""`companion print calibration`: a duplex test sheet that measures a printer's back offset.

The front has long crossing lines; the back has scales where those lines should land.
Held against the light, each front line crosses the back scale at the offset to pass
as `--back-offset X,Y` (already applied offsets are included, so a good one reads 0).
"""

from companion.core.errors import BadInput
from companion.printing import geometry, words
from companion.printing.cardsheet import Spot
from companion.printing.i18n import _
from companion.printing.render import DUPLEX, Rendered, html_page
from companion.printing.rerun import CALIBRATION as NAME

REACH = 30.0    # half-length of the front's lines
SCALE = 5.0     # the back scales run from -5 to +5 mm
STEP = 0.5


def targets(page: tuple[float, float]) -> list[tuple[float, float]]:
    """Three spots to measure: near two opposite corners and at the middle."""
    width, height = page
    return [(45.0, 55.0), (width / 2, height / 2), (width - 45.0, height - 55.0)]


def render(options) -> Rendered:
    if options.backs not in DUPLEX:
        raise BadInput(_("the calibration sheet measures duplex printing: use --backs "
                         "duplex-long or duplex-short"))
    if options.lang not in words.languages():
        raise BadInput(_("the calibration sheet is printed in {languages}, not {lang!r}").format(
            languages=", ".join(words.languages()), lang=options.lang))
    page = options.paper_size
    front, back, labels = [], [], []
    for x, y in targets(page):
        front += [(x - REACH, y, x + REACH, y), (x, y - REACH, x, y + REACH)]
        spot = geometry.mirror(geometry.Rect(x, y, 0, 0), page, options.backs)
        bx, by = spot.x + options.back_offset[0], spot.y + options.back_offset[1]
        b_lines, b_labels = _scales(bx, by)
        back += b_lines
        labels += b_labels
    w = words.words(options.lang)
    html = html_page("calibration.html.j2", page, w["calibration_title"], options.lang,
                     front=front, back=back, labels=labels, backs=w["sides"][options.backs],
                     ruler=Spot(geometry.Rect((page[0] - geometry.RULER[0]) / 2, page[1] - 12,
                                              *geometry.RULER)))
    return Rendered(NAME, w["calibration_title"], html, ())


def _scales(x: float, y: float):
    """An X scale below the spot and a Y scale beside it, zero where the front line lands;
    every second mm numbered at 6 pt (print.css; read through paper), the X scale's numbers on two
    staggered rows so that wide ones (-4) do not touch."""
    lines, labels = [], []
    steps = int(2 * SCALE / STEP) + 1
    for i in range(steps):
        d = -SCALE + i * STEP
        tick = 4.0 if d == 0 else 3.0 if d == int(d) else 1.6
        lines.append((x + d, y + 10, x + d, y + 10 + tick))          # X scale
        lines.append((x + 10, y + d, x + 10 + tick, y + d))          # Y scale
        if d == int(d) and int(d) % 2 == 0:
            row = 2.6 if int(d) % 4 else 0.0
            labels.append((x + d - 2, y + 14.5 + row, 4.0, f"{int(d)}"))
            labels.append((x + 14.5, y + d - 1.1, 4.0, f"{int(d)}"))
    labels.append((x - 6, y + 20.5, 12.0, "X (mm)"))
    labels.append((x + 19.5, y - 1, 12.0, "Y (mm)"))
    return lines, labels
