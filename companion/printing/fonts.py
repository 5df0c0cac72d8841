"""The one place fonts are chosen, and text-fit estimates from their metrics.

WeasyPrint cannot tell us afterwards whether text overflowed, so each fitted field's size is
picked here, from DejaVu's advance widths, before the HTML is written. The faces are the
package's own (companion/printing/dejavu/), never the machine's.
"""

import re
from functools import lru_cache
from pathlib import Path

from companion.core.errors import CompanionError
from companion.printing.amounts import unbroken
from companion.printing.i18n import _

# The faces ship inside the package (their licence beside them), so a kit prints and measures
# the same on every machine, whatever fonts it has installed.
FONT_DIR = Path(__file__).resolve().parent / "dejavu"
FAMILY = "DejaVu Sans"
DISPLAY = "DejaVu Serif"   # titles: a bold serif beside the sans texts, same free licence
MONO = "DejaVu Sans Mono"   # code in the printed references
FACES = {"normal": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
         "display": "DejaVuSerif-Bold.ttf", "mono": "DejaVuSansMono.ttf"}
CSS_FACES = {"normal": (FAMILY, "normal"), "bold": (FAMILY, "bold"), "display": (DISPLAY, "bold"),
             "mono": (MONO, "normal")}
PT = 25.4 / 72          # mm per point
LINE_HEIGHT = 1.2       # must match print.css
ICON_EM = 0.8           # an inline icon is this wide (and high), in em; matches print.css
SAFETY = 0.96           # kerning and rounding: use a little less than the box
_ICON = re.compile(r":[a-z][a-z0-9-]*:")


def font_file(weight: str) -> Path:
    """The absolute path of a bundled face; a clear error when the installation lacks it."""
    path = FONT_DIR / FACES[weight]
    if not path.is_file():
        raise CompanionError(_("font missing: {path} (the installation of companion is "
                               "incomplete: reinstall it)").format(path=path))
    return path


def font_faces() -> list[dict]:
    """@font-face entries for the template, each with an absolute file URL."""
    return [{"family": CSS_FACES[w][0], "weight": CSS_FACES[w][1], "url": font_file(w).as_uri()}
            for w in FACES]


def css(weight: str) -> str:
    """The CSS declarations that set a face (`normal`, `bold` or `display`)."""
    family, css_weight = CSS_FACES[weight]
    return f"font-family:'{family}';font-weight:{css_weight}"   # inside a style="..." 


@lru_cache(maxsize=None)
def _metrics(weight: str) -> tuple[dict[int, int], int, int]:
    from fontTools.ttLib import TTFont   # comes with WeasyPrint; only the print path needs it

    font = TTFont(font_file(weight), lazy=True)
    hmtx = font["hmtx"]
    widths = {code: hmtx[glyph][0] for code, glyph in font.getBestCmap().items()}
    upem = font["head"].unitsPerEm
    return widths, upem, hmtx[".notdef"][0]


def width(text: str, size_pt: float, weight: str = "normal") -> float:
    """Width of one line of text in mm (icons count as ICON_EM)."""
    widths, upem, missing = _metrics(weight)
    icons = len(_ICON.findall(text))
    plain = _ICON.sub("", text)
    units = sum(widths.get(ord(ch), missing) for ch in plain) + icons * ICON_EM * upem
    return units / upem * size_pt * PT


def lines_needed(text: str, box_w: float, size_pt: float, weight: str) -> int | None:
    """Lines a greedy wrap takes, or None when one word alone is wider than the box."""
    limit = box_w * SAFETY
    space = width(" ", size_pt, weight)
    count = 0
    for paragraph in unbroken(text).split("\n"):
        count += 1
        line = 0.0
        for word in paragraph.split(" "):   # a no-break space keeps its words together
            if not word:
                continue
            w = width(word, size_pt, weight)
            if w > limit:
                return None
            if line and line + space + w > limit:
                count += 1
                line = w
            else:
                line = line + space + w if line else w
    return count


@lru_cache(maxsize=4096)
def fit(text: str, box: tuple[float, float], max_pt: float, min_pt: float,
        weight: str = "normal") -> tuple[float, int, bool]:
    """The largest size (0.25 pt steps) at which text fits the box: (size, lines, fits)."""
    size = max_pt
    while size >= min_pt - 1e-9:
        n = lines_needed(text, box[0], size, weight)
        if n is not None and n * size * LINE_HEIGHT * PT <= box[1] * SAFETY:
            return size, n, True
        size -= 0.25
    return min_pt, lines_needed(text, box[0], min_pt, weight) or 1, False
