"""Colours and short tags that tell players apart, on screen and on paper."""

# Okabe and Ito's colour-blind-safe set (no yellow: it vanishes on white paper), by seat.
PALETTE = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#56b4e9", "#e69f00", "#6a3d9a",
           "#555555")


def player_colours(players: list[str]) -> dict[str, str]:
    """One colour per player, by seat; past eight seats the colours repeat."""
    return {p: PALETTE[i % len(PALETTE)] for i, p in enumerate(players)}


def ink_on(colour: str) -> str:
    """Black text on light colours (retail yellow), white on dark ones."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "black" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "white"


def owner_tags(players: list[str]) -> dict[str, str]:
    """One letter per player, or two where first letters clash (Ann, Amy -> An, Am)."""
    firsts = [p[0].upper() for p in players]
    return {p: p[0].upper() if firsts.count(p[0].upper()) == 1 else p[:2].title()
            for p in players}


def tint(colour: str, amount: float) -> str:
    """`colour` mixed with white: 0 keeps it, 1 is white."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(v + (255 - v) * amount):02x}" for v in (r, g, b))
