"""What every part of the Landlord's Game kit shares: the house-default note, dollar amounts,
and the colours of its cards."""

from companion.printing.kit_parts import Palette

HOUSE_NOTE = ":house: house default (the surviving 1906 text gives no value)"
# card kinds: (face, band/back) colours; the rules name green, red and blue cards
PAPER, ACCENT = "#f6eedb", "#2e5d34"   # the game's own: an aged paper, an Edwardian green
PALETTE = Palette({"green": ("#e2f1dc", "#2e7d32"), "chance": ("#fde3df", "#c62828"),
                   "luxury": ("#efe3f6", "#6a1b9a"), "education": ("#dcebfa", "#1565c0"),
                   "professor": ("#e3e6f3", "#283593")}, "The Landlord's Game",
                  {"green": "document", "chance": "question", "luxury": "gem",
                   "education": "cap", "professor": "book"})


def usd(amount: int) -> str:
    return f"${amount:,}"
