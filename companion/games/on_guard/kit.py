"""The On Guard print-and-play kit, built from the validated data dict.

Every number printed comes from the data the ledger plays by, so the cards and sheets cannot
drift from it. Values that are house defaults carry the :house: mark.
"""

from dataclasses import replace

from companion.core import i18n
from companion.games.on_guard import words
from companion.games.on_guard.kit_sheets import ACCENT, caravans, reference, scores, town
from companion.games.on_guard.i18n import _
from companion.games.on_guard.kit_calendar import activity_slots, calendar
from companion.games.on_guard.kit_sizes import ACTIVITY, CHIP, MAJOR, SETTLER, SITE, TOWN
from companion.printing.kit_parts import Palette, mark, text_on
from companion.printing.model import Card, CardSet, Face, Kit, Need, Places

PALETTE = Palette({"site": ("#eef3e2", "#55702b"), "production": ("#f6ecdc", "#8a5a1c"),
                   "minor": ("#e3edf7", "#2d5d8a"), "major": ("#f1e4f1", "#6d2f6d"),
                   "activity": ("#fbf3d9", "#8a6d12")},
                  "On Guard", {"site": "mountain", "production": "coins", "minor": "house",
                               "major": "castle", "activity": "flag"})
LANGUAGES = ("en", "de", "pl")   # kit-words.toml's, the data file's `de` and `pl` tables


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit: the dice of an influence throw (`rules.influence_dice`, a ruling) and
    a pencil for the score sheet; no pawns (nothing moves on a track)."""
    return Need("dice", data["rules"]["influence_dice"]), Need("pencil")


def components(data: dict, options) -> Kit:
    """Site tiles, building tiles (a major one covers two town spaces), activity cards,
    goods, settlers, Faradinars and Gold Bars, a town board (one per Alderman), the demesne
    board (caravans, Trading House, sites), the calendar board (activities and their bonuses,
    the month and season tracks), a reference and a score sheet; in the kit's language."""
    with i18n.speaking(options.lang):
        data, w = words.localized(data, options.lang), words.kit_words(options.lang)
        parts = (sites(data, w), buildings(data, w), majors(data, w), activities(data, w),
                 goods(data, w), settlers(data, w), money(data, w), town(data, w),
                 caravans(data, w), calendar(data, w), reference(data, w),
                 scores(data, w, options.paper_size[1]))
    return Kit(data["game"]["title"], parts, PALETTE.icons(), ACCENT)


def sites(data: dict, w: dict) -> CardSet:
    back = PALETTE.back("site", w["site"])
    cards = []
    for site in data["sites"].values():
        good = data["goods"].get(site["good"])
        footer = w["makes"].format(good=good["name"]) if good else w["cuts"]
        # no title: the name, what it makes and its settler's place fill the tile
        face = replace(PALETTE.front("site", layout="chip", big=site["name"], footer=footer,
                                     places=_settlers(1)), title="")
        cards += [Card(site["name"], face, back)] * site["count"]
    return CardSet("sites", w["site_tiles"], tuple(cards), SITE)


def buildings(data: dict, w: dict) -> CardSet:
    """Production and minor buildings: tiles the size of a town space."""
    return CardSet("buildings", w["building_tiles"],
                   _buildings(data, w, ("production", "minor")), TOWN, backs=False)


def majors(data: dict, w: dict) -> CardSet:
    """Major buildings: tiles two town spaces long."""
    return CardSet("major-buildings", w["major_tiles"], _buildings(data, w, ("major",)),
                   MAJOR, backs=False)


def _buildings(data: dict, w: dict, kinds: tuple[str, ...]) -> tuple[Card, ...]:
    """A building's kind is its colour and badge; a major tile says what it covers (the
    others leave the room of a footer to their text, over the places for their settlers)."""
    cards = []
    for b in (b for b in data["buildings"].values() if b["kind"] in kinds):
        worth = w["worth"].format(gold_bars=f"{b['gold_bars']}\u00a0{w['gb']}",
                                  quarries=f"{b['quarries']}F")
        body = f"{b['text']}\n{worth}{mark(b, 'quarries')}"
        face = PALETTE.front(b["kind"], title=b["name"], corner=f"{b['cost']}F", body=body,
                             footer=w["major_line"] if b["kind"] == "major" else "",
                             places=_settlers(b["settlers"]))
        cards += [Card(b["name"], face, face)] * b["copies"]
    return tuple(cards)


def activities(data: dict, w: dict) -> CardSet:
    """An activity card a slot of the calendar board, the size of its place there; the
    second Prospecting card says the Aldermen it is played with."""
    back = PALETTE.back("activity", w["activity"])
    acts = {a["name"]: a for a in data["activities"].values()}
    cards = []
    for name, seats in activity_slots(data):
        a = acts[name]
        footer = _("{aldermen} only").format(aldermen=seats) if seats else ""
        cards.append(Card(name, PALETTE.front("activity", title=name, footer=footer,
                                              body=f"{a['text']}\n" + w["the_first"].format(
                                                  privilege=a["privilege"])),
                          back))
    return CardSet("activities", w["activity_cards"], tuple(cards), ACTIVITY)


# Pieces told apart by colour and by shape: each good, the settlers, the Faradinars and the
# Gold Bars one colour of Okabe and Ito's colour-blind-safe palette (every pair stays apart
# under protanopia and deuteranopia: tests/test_print_on_guard_chips.py), and each kind of
# piece its frame: goods a crate, settlers a pawn, Faradinars a coin, Gold Bars an ingot.
# the goods in the data file's order: coal black, iron blue, wool sky blue, timber green,
# pottery vermilion (a data file with more goods repeats them)
GOOD_COLOURS = ("#000000", "#0072b2", "#56b4e9", "#009e73", "#d55e00")
SETTLER_COLOUR, FARADINAR, GOLD_BAR = "#cc79a7", "#e69f00", "#f0e442"


def _chips(label: str, colour: str, shape: str, count: int) -> list[Card]:
    ink = text_on(colour)
    face = Face(colour=colour, ink=ink, text=ink, layout="chip", shape=shape, big=label)
    return [Card(label, face, face)] * count


def goods(data: dict, w: dict) -> CardSet:
    cards = [c for i, g in enumerate(data["goods"].values())
             for c in _chips(g.get("chip", g["name"]), GOOD_COLOURS[i % len(GOOD_COLOURS)], "hexagon",
                             g["count"])]
    return CardSet("goods", w["goods"], tuple(cards), CHIP)


def _settlers(n: int) -> Places:
    """A tile's places for the settlers it holds (a site one, a building its number)."""
    return Places(n, SETTLER[0], SETTLER_COLOUR)


def settlers(data: dict, w: dict) -> CardSet:
    """A pawn in the settlers' colour, too small for a word (its shape and colour say it)."""
    most = max(r["settlers"] for r in data["by_players"].values())
    face = Face(colour=SETTLER_COLOUR, ink=text_on(SETTLER_COLOUR), layout="chip", shape="pawn")
    return CardSet("settlers", w["settlers"], (Card(w["settler"], face, face),) * most, SETTLER)


def money(data: dict, w: dict) -> CardSet:
    kit = data["kit"]
    cards = []
    for value, count in zip((1, 5), kit["faradinar_chips"]):   # the unit says what it is:
        cards += _chips(f"{value}F", FARADINAR, "round", count)   # a word would not fit
    for value, count in zip((1, 5), kit["gold_bar_chips"]):
        cards += _chips(f"{value} {w['gb']}", GOLD_BAR, "bar", count)
    return CardSet("money", w["money"], tuple(cards), CHIP)
