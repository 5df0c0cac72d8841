"""Fold-over standees: a pawn for each player in the player colours (the colour-blind-safe
seats of companion.table.colours), for the games whose players move a token.

Each standee is a strip: a base tab, the figure, the figure upside down (its back), a base
tab. Cut round it (solid), fold on the dashed lines so the two figures stand back to back
and the tabs splay out as its foot; a dab of glue between the figures holds it.
"""

from companion.printing.boxes import panel
from companion.printing.geometry import Rect
from companion.printing.model import Board
from companion.table.colours import PALETTE

WIDTH, FIGURE, TAB, GAP = 22.0, 36.0, 12.0, 4.0   # mm


def standees(title: str, players: int, label: str) -> Board:
    """`players` standees side by side, each its seat's colour and number (`label` with
    {n})."""
    shapes = []
    for seat in range(players):
        x, colour = seat * (WIDTH + GAP), PALETTE[seat % len(PALETTE)]
        text = (label.format(n=seat + 1),)
        shapes += [*panel(Rect(x, 0, WIDTH, TAB), "tlr", "b"),
                   *panel(Rect(x, TAB, WIDTH, FIGURE), "lr", "b", colour, text, 9, "display",
                          rotate=180),
                   *panel(Rect(x, TAB + FIGURE, WIDTH, FIGURE), "lr", "b", colour, text, 9,
                          "display"),
                   *panel(Rect(x, TAB + 2 * FIGURE, WIDTH, TAB), "blr", "")]
    return Board("standees", title, (players * (WIDTH + GAP) - GAP, 2 * (TAB + FIGURE)),
                 tuple(shapes), stock="card")
