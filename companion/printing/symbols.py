"""One simple symbol per card kind, so a card says what it is before it is read: drawn in a
10 x 10 box with the kind's colour on a white disc (a badge that shows on any band or back).

`badge(symbol, colour)` is an icon body for a kit's icon set (see icons.py); a kit names its
kinds' symbols through `kit_parts.Palette`.
"""

# stroked paths (strokes: lines and outlines; fills: solid marks)
STROKES = {
    "document": "M2.6 1H6.4L7.9 2.5V9H2.6ZM6.4 1V2.5H7.9M3.9 4.4H6.6M3.9 5.9H6.6M3.9 7.4H5.6",
    "question": "M3.3 3.7C3.3 1.3 6.9 1.3 6.9 3.5C6.9 5.1 5 5 5 6.7",
    "calendar": "M1.5 2.4H8.5V8.8H1.5ZM1.5 4.3H8.5M3.3 1.1V3.2M6.7 1.1V3.2",
    "lines": "M1.4 2.4H8.6M1.4 5H8.6M1.4 7.6H6",
    "bank": "M1 3.6L5 1.2L9 3.6ZM2.2 4.6V7.8M4.1 4.6V7.8M5.9 4.6V7.8M7.8 4.6V7.8M1 8.8H9",
    "fin": "M0.8 8.4H9.2M2.2 8.4C3.8 6.6 4.4 3.6 4 1.4C6.2 3 7.6 5.6 7.9 8.4",
    "gem": "M1.8 3.8L3.5 1.6H6.5L8.2 3.8L5 8.6ZM1.8 3.8H8.2M3.8 3.8L5 8.6L6.2 3.8",
    "cap": "M0.8 4L5 2L9.2 4L5 6ZM2.7 5V7.1C4 8.2 6 8.2 7.3 7.1V5M9.2 4V6.6",
    "book": "M1 2.2C2.6 1.6 4 1.8 5 2.6C6 1.8 7.4 1.6 9 2.2V8.2C7.4 7.6 6 7.8 5 8.6"
                 "C4 7.8 2.6 7.6 1 8.2ZM5 2.6V8.6",
    "mountain": "M0.8 8.6L3.8 3L6 6.6L7.2 5L9.2 8.6Z",
    "house": "M1.2 5L5 1.4L8.8 5V8.8H1.2ZM4 8.8V6.2H6V8.8",
    "castle": "M1.6 8.8V2.6H3V3.9H4.3V2.6H5.7V3.9H7V2.6H8.4V8.8ZM4.2 8.8V6.6H5.8V8.8",
    "flag": "M2.6 9.2V1M2.6 1.4H8L6.8 3.2L8 5H2.6",
    "tag": "M1 1.2H5.6L9 4.6L5.2 8.6L1 4.4Z",
    "envelope": "M0.9 2.3H9.1V7.9H0.9ZM0.9 2.4L5 5.6L9.1 2.4",
    "receipt": "M2 1H8V9L7 8.2L6 9L5 8.2L4 9L3 8.2L2 9ZM3.5 3.4H6.5M3.5 5.4H6.5",
    "coins": "M1.6 6.6H8.4V8.6H1.6ZM2.4 4.4H7.6V6.6H2.4ZM3.2 2.2H6.8V4.4H3.2Z",
    "star": "M5 1L6.2 3.8L9.2 4L6.9 5.9L7.6 8.9L5 7.3L2.4 8.9L3.1 5.9L0.8 4L3.8 3.8Z",
    "heart": "M5 8.6C1.4 6 0.9 4.2 1.5 3C2.3 1.5 4.2 1.6 5 3.1C5.8 1.6 7.7 1.5 8.5 3"
                 "C9.1 4.2 8.6 6 5 8.6Z",
    "shield": "M5 1L8.5 2.3V5C8.5 7 7 8.4 5 9.2C3 8.4 1.5 7 1.5 5V2.3Z",
    "postcard": "M0.9 2.2H9.1V7.8H0.9ZM6.4 3.2H8.1V5H6.4ZM1.9 4H5M1.9 5.4H5M1.9 6.8H4",
    "bolt": "M5.8 0.8L2.4 5.6H4.8L4 9.2L7.6 4.2H5.2Z",
    "megaphone": "M1.2 4H3L7.6 1.8V8.2L3 6H1.2ZM3 6L3.8 8.8",
}
DOTS = {"question": (5, 8.5)}   # a question mark's dot
FILLED = {"star", "heart", "bolt"}


def badge(symbol: str, colour: str) -> str:
    """An icon body: the symbol in `colour` on a white disc ringed in it."""
    path = STROKES[symbol]
    fill, width = (colour, 0) if symbol in FILLED else ("none", 0.9)
    dot = (f'<circle cx="{DOTS[symbol][0]}" cy="{DOTS[symbol][1]}" r="0.65" fill="{colour}"/>'
           if symbol in DOTS else "")
    return (f'<circle cx="5" cy="5" r="4.7" fill="#fff" stroke="{colour}" stroke-width="0.6"/>'
            f'<g transform="translate(1.7 1.7) scale(0.66)"><path d="{path}" fill="{fill}" '
            f'stroke="{colour if width else "none"}" stroke-width="{width / 0.66:.2f}" '
            f'stroke-linejoin="round" stroke-linecap="round"/>{dot}</g>')
