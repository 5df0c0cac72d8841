"""Print options as typed values: papers, card sizes, lengths, back modes (all in mm)."""

import re
from dataclasses import dataclass, field

from companion.core.errors import BadInput
from companion.core.names import suggestion
from companion.printing.i18n import N_, _

INCH = 25.4
PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (8.5 * INCH, 11 * INCH),
    "universal": (210.0, 11 * INCH),  # fits inside both A4 and Letter
}
BOARD_PAPERS: dict[str, tuple[float, float]] = {
    "a3": (297.0, 420.0), "tabloid": (11 * INCH, 17 * INCH), "a2": (420.0, 594.0),
    "a1": (594.0, 841.0),
}
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.5, 88.9), "bridge": (57.0, 89.0), "mini": (44.0, 63.0),
    "tarot": (70.0, 120.0), "square": (70.0, 70.0),
}
BACK_MODES = ("duplex-long", "duplex-short", "fold", "separate")
CUT_LINES = ("marks", "full")
FORMATS = ("pdf", "png", "png-bleed", "tts", "print-shop")
DPI = (72, 1200)   # --dpi: its range
INKS = ("full", "saver")   # saver: light tints and outlines (printing/ink.py)
_NUMBER = r"\d+(?:\.\d+)?"


@dataclass(frozen=True)
class Options:
    paper: str = "a4"
    card: tuple[float, float] = CARD_SIZES["poker"]
    bleed: float = 3.0
    backs: str = "duplex-long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    cut_lines: str = "marks"
    board_paper: str | None = None
    only: tuple[str, ...] = field(default=())
    lang: str = "en"            # a kit's language, where its game offers more than English
    format: str = "pdf"
    ink: str = "full"
    boxes: bool = False         # a whole kit with its boxes too (printing/extras.py)
    dpi: int = 300              # --format png and png-bleed: pixels per inch

    @property
    def paper_size(self) -> tuple[float, float]:
        return PAPERS[self.paper]


def choice(typed: str, choices, what: str) -> str:
    """One of `choices`, case-insensitively, or a BadInput naming the option."""
    value = typed.strip().lower()
    if value not in choices:
        raise BadInput(_("unknown {what} {value!r}").format(what=_(what), value=typed)
                       + suggestion(typed, list(choices)))
    return value


def card_size(typed: str) -> tuple[float, float]:
    """A preset name (`poker`) or `WxH` in mm (`63x88`, `63.5x88.9mm`)."""
    text = typed.strip().lower().removesuffix("mm")
    match = re.fullmatch(rf"({_NUMBER})\s*x\s*({_NUMBER})", text)
    if match:
        w, h = float(match[1]), float(match[2])
        if min(w, h) < 10:
            raise BadInput(_("card size {value!r} is too small (at least 10 mm a side)").format(
                value=typed))
        return w, h
    return CARD_SIZES[choice(typed, CARD_SIZES, N_("card size (or WxH in mm)"))]


def bleed_length(typed: str) -> float:
    """`3mm`, `3` (mm), `0.125in`."""
    match = re.fullmatch(rf"({_NUMBER})\s*(mm|in)?", typed.strip().lower())
    if not match:
        raise BadInput(_("not a bleed: {value!r} (try 3mm)").format(value=typed))
    return float(match[1]) * (INCH if match[2] == "in" else 1)


MAX_OFFSET = 10.0   # mm: a printer's duplex error is a few mm; more is a typing mistake


def offset(typed: str) -> tuple[float, float]:
    """`X,Y` in mm, each possibly negative: `0.5,-1`."""
    match = re.fullmatch(rf"\s*(-?{_NUMBER})\s*(?:mm)?\s*,\s*(-?{_NUMBER})\s*(?:mm)?\s*",
                         typed.lower())
    if not match:
        raise BadInput(_("not a back offset: {value!r} (use X,Y in mm, e.g. 0.5,-1)").format(
            value=typed))
    x, y = float(match[1]), float(match[2])
    if max(abs(x), abs(y)) > MAX_OFFSET:
        raise BadInput(_("back offset {value!r} is too large (at most {most} mm each way: the "
                         "calibration sheet reads up to 5)").format(value=typed,
                                                                   most=f"{MAX_OFFSET:g}"))
    return x, y


def parse(*, paper="a4", card_size_text="poker", bleed="3mm", backs="duplex-long",
          back_offset="0,0", cut_lines="marks", board_paper=None, only=(), lang="en",
          output="pdf", ink="full", boxes=False, dpi=None) -> Options:
    """Options from the command line's strings; every mistake is a BadInput."""
    bleed_mm = bleed_length(bleed)
    fmt = choice(output, FORMATS, N_("format"))
    if dpi is not None and fmt not in ("png", "png-bleed"):
        raise BadInput(_("--dpi sets the resolution of --format png and png-bleed, not "
                         "{format}").format(format=fmt))
    if dpi is not None and not DPI[0] <= dpi <= DPI[1]:
        raise BadInput(_("--dpi {value} is out of range ({low} to {high})").format(
            value=dpi, low=DPI[0], high=DPI[1]))
    if bleed_mm > 10:
        raise BadInput(_("bleed {value!r} is too large (at most 10mm)").format(value=bleed))
    return Options(
        paper=choice(paper, PAPERS, N_("paper")),
        card=card_size(card_size_text),
        bleed=bleed_mm,
        backs=choice(backs, BACK_MODES, N_("backs mode")),
        back_offset=offset(back_offset),
        cut_lines=choice(cut_lines, CUT_LINES, N_("cut-lines style")),
        board_paper=choice(board_paper, BOARD_PAPERS, N_("board paper")) if board_paper
        else None,
        only=tuple(only),
        lang=lang.strip().lower(),
        format=fmt,
        ink=choice(ink, INKS, N_("ink")),
        boxes=boxes,
        dpi=300 if dpi is None else dpi,
    )
