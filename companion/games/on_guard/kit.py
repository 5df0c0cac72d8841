"""The On Guard print-and-play kit, built from the validated data dict.

Every number printed comes from the data the ledger plays by, so the cards and sheets cannot
drift from it. Values that are house defaults carry the :house: mark.
"""

from companion.games.on_guard.kit_sheets import ACCENT, caravans, reference, scores, town
from companion.games.on_guard.i18n import _
from companion.games.on_guard.kit_sizes import CHIP, MAJOR, SITE, TOWN
from companion.games.on_guard.words import aldermen
from companion.printing.kit_parts import Palette, mark, text_on
from companion.printing.model import Card, CardSet, Face, Kit, Need

PALETTE = Palette({"site": ("#eef3e2", "#55702b"), "production": ("#f6ecdc", "#8a5a1c"),
                   "minor": ("#e3edf7", "#2d5d8a"), "major": ("#f1e4f1", "#6d2f6d"),
                   "activity": ("#fbf3d9", "#8a6d12")},
                  "On Guard", {"site": "mountain", "production": "coins", "minor": "house",
                               "major": "castle", "activity": "flag"})
KIND_LINE = {"production": "production building", "minor": "minor building",
             "major": "major building: covers two town spaces"}


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit: the dice of an influence throw (`rules.influence_dice`, a ruling) and
    a pencil for the score sheet; no pawns (nothing moves on a track)."""
    return Need("dice", data["rules"]["influence_dice"]), Need("pencil")


def components(data: dict, options) -> Kit:
    """Site tiles, building tiles (a major one covers two town spaces), activity cards,
    goods, settlers, Faradinars and Gold Bars, a town board (one per Alderman), the demesne
    board (caravans, Trading House, sites, tracks), a reference and a score sheet."""
    parts = (sites(data), buildings(data), majors(data), activities(data), goods(data),
             settlers(data), money(data), town(data), caravans(data), reference(data),
             scores(data, options.paper_size[1]))
    return Kit(data["game"]["title"], parts, PALETTE.icons(), ACCENT)


def sites(data: dict) -> CardSet:
    back = PALETTE.back("site", "Site")
    cards = []
    for site in data["sites"].values():
        good = data["goods"].get(site["good"])
        footer = f"makes {good['name']}" if good else "cuts building costs"
        face = PALETTE.front("site", layout="chip", title="Site", big=site["name"],
                             footer=footer)
        cards += [Card(site["name"], face, back)] * site["count"]
    return CardSet("sites", "Site tiles", tuple(cards), SITE)


def buildings(data: dict) -> CardSet:
    """Production and minor buildings: tiles the size of a town space."""
    return CardSet("buildings", "Building tiles", _buildings(data, ("production", "minor")), TOWN,
                   backs=False)


def majors(data: dict) -> CardSet:
    """Major buildings: tiles two town spaces long."""
    return CardSet("major-buildings", "Major building tiles", _buildings(data, ("major",)),
                   MAJOR, backs=False)


def _buildings(data: dict, kinds: tuple[str, ...]) -> tuple[Card, ...]:
    cards = []
    for b in (b for b in data["buildings"].values() if b["kind"] in kinds):
        body = (f"{b['text']}\nSettlers: {b['settlers']} · worth {b['gold_bars']}\u00a0GB\n"
                f"Occupied quarries cut up to {b['quarries']}F{mark(b, 'quarries')}")
        face = PALETTE.front(b["kind"], title=b["name"], corner=f"{b['cost']}F", body=body,
                             footer=KIND_LINE[b["kind"]])
        cards += [Card(b["name"], face, face)] * b["copies"]
    return tuple(cards)


def activities(data: dict) -> CardSet:
    back = PALETTE.back("activity", "Activity")
    cards = []
    for aid, a in data["activities"].items():
        body = f"{a['text']}\nThe First: {a['privilege']}."
        # the second Prospecting card is played only with five Aldermen: each card says its own
        seats = [[r["players"] for r in data["by_players"].values() if r["prospecting"] > k]
                 for k in range(max(r["prospecting"] for r in data["by_players"].values()))]
        footers = ([_("bonus F go here · {aldermen} only").format(aldermen=_seats(s))
                    for s in seats] if aid == "prospect" else ["bonus Faradinars go here"])
        cards += [Card(a["name"], PALETTE.front("activity", title=a["name"], body=body,
                                                footer=footer), back) for footer in footers]
    return CardSet("activities", "Activity cards", tuple(cards))


def _seats(seats: list[int]) -> str:
    """The numbers of Aldermen a card is played with: 5 Aldermen, 3-5 Aldermen."""
    if len(seats) == 1:
        return aldermen(seats[0])
    return _("{low}-{high} Aldermen").format(low=min(seats), high=max(seats))


# Pieces told apart by colour and by shape: each good, the settlers, the Faradinars and the
# Gold Bars one colour of Okabe and Ito's colour-blind-safe palette (every pair stays apart
# under protanopia and deuteranopia: tests/test_print_on_guard_chips.py), and each kind of
# piece its frame: goods a crate, settlers a pawn, Faradinars a coin, Gold Bars an ingot.
# the goods in the data file's order: coal black, iron blue, wool sky blue, timber green,
# pottery vermilion (a data file with more goods repeats them)
GOOD_COLOURS = ("#000000", "#0072b2", "#56b4e9", "#009e73", "#d55e00")
SETTLER, FARADINAR, GOLD_BAR = "#cc79a7", "#e69f00", "#f0e442"


def _chips(label: str, colour: str, shape: str, count: int) -> list[Card]:
    ink = text_on(colour)
    face = Face(colour=colour, ink=ink, text=ink, layout="chip", shape=shape, big=label)
    return [Card(label, face, face)] * count


def goods(data: dict) -> CardSet:
    cards = [c for i, g in enumerate(data["goods"].values())
             for c in _chips(g["name"], GOOD_COLOURS[i % len(GOOD_COLOURS)], "hexagon",
                             g["count"])]
    return CardSet("goods", "Goods", tuple(cards), CHIP)


def settlers(data: dict) -> CardSet:
    most = max(r["settlers"] for r in data["by_players"].values())
    return CardSet("settlers", "Settlers", tuple(_chips("Settler", SETTLER, "pawn", most)), CHIP)


def money(data: dict) -> CardSet:
    kit = data["kit"]
    cards = []
    for value, count in zip((1, 5), kit["faradinar_chips"]):   # the unit says what it is:
        cards += _chips(f"{value}F", FARADINAR, "round", count)   # a word would not fit
    for value, count in zip((1, 5), kit["gold_bar_chips"]):
        cards += _chips(f"{value} GB", GOLD_BAR, "bar", count)
    return CardSet("money", "Faradinars and Gold Bars", tuple(cards), CHIP)
