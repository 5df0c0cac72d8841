"""What every part of the Landlord's Game kit shares: the house-default mark, dollar amounts,
and the coloured fronts and backs of the cards."""

from companion.printing.model import Face

HOUSE_NOTE = ":house: house default (the surviving 1906 text gives no value)"
# card kinds: (face, band/back) colours; the rules name green, red and blue cards
COLOURS = {"green": ("#e2f1dc", "#2e7d32"), "chance": ("#fde3df", "#c62828"),
           "luxury": ("#efe3f6", "#6a1b9a"), "education": ("#dcebfa", "#1565c0"),
           "professor": ("#e3e6f3", "#283593")}


def house(record: dict, field: str | None = None) -> bool:
    """Whether a value (or the whole record) is a house default."""
    return record["source"] == "house" or (field is not None and field in record.get("house", ()))


def mark(record: dict, field: str | None = None) -> str:
    return " :house:" if house(record, field) else ""


def usd(amount: int) -> str:
    return f"${amount:,}"


def card_front(kind: str, **fields) -> Face:
    face, ink = COLOURS[kind]
    return Face(colour=face, ink=ink, **fields)


def card_back(kind: str, label: str) -> Face:
    face, ink = COLOURS[kind]
    return Face(colour=ink, ink=face, text="#ffffff", layout="chip",
                title="The Landlord's Game", big=label)
