"""Pay Day's own names in the table's language: the days, the weekdays, the kinds of letter
and of bill, and the cards (the table, the live page and the kit read them all from here)."""

from companion.core import i18n
from companion.core.names import match_name
from companion.games.payday.i18n import N_, _, ngettext

DAYS = {   # kind: its name on the board (the German rulebook keeps Sweet Sunday, Daylight Savings)
    "start": N_("Start"),
    "mail": N_("Mail"),
    "deal": N_("Deal"),
    "buyer": N_("Buyer"),
    "sunday": N_("Sweet Sunday"),
    "daylight": N_("Daylight Savings"),
    "election": N_("City Election"),
    "poker": N_("Poker Game"),
    "lottery": N_("Lottery Drawing"),
    "payday": N_("Pay Day"),
}
FORMER = {"Süßer Sonntag": "sunday", "Sommerzeit": "daylight"}   # German names once shown
WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"),
            N_("Saturday"), N_("Sunday"))
# Translators: the weekdays shortened, Monday first, one space between: the calendar's heads
SHORT_WEEKDAYS = N_("Mon Tue Wed Thu Fri Sat Sun")
KINDS = {"bill": N_("Bill"), "collection": N_("Collect"), "lottery": N_("Lottery ticket"),
         "swellfare": N_("Swellfare"), "insurance": N_("Insurance"), "postcard": N_("Postcard"),
         "advert": N_("Advertisement")}
CLASSES = {"auto": N_("car"), "medical": N_("doctor and dentist"), "other": N_("other")}


def day_name(kind: str) -> str:
    return _(DAYS[kind])


def label(day: dict) -> str:
    """A day's name as the calendar shows it: a Mail day with its letters, "Mail (2)"."""
    if day["kind"] == "mail":
        return _("{day} ({letters})").format(day=day_name("mail"), letters=day["letters"])
    return day_name(day["kind"])


def kind_of(typed: str) -> str:
    """A day kind from its id or its name in any language companion speaks: `Zahltag` is
    `payday`."""
    names = {k: k for k in DAYS} | FORMER
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            names |= {_(name): kind for kind, name in DAYS.items()}
    names |= {n.replace(" ", "-"): k for n, k in list(names.items())}
    return names[match_name(typed, names, kind=_("day"))]


def weekdays() -> list[str]:
    return [_(day) for day in WEEKDAYS]


def short_weekdays() -> list[str]:
    return _(SHORT_WEEKDAYS).split()


def kind(card: dict) -> str:
    return _(KINDS[card["kind"]])


def bill_class(cls: str) -> str:
    return _(CLASSES[cls])


def card_name(card: dict) -> str:
    """A card's name in the table's language, as the data file gives it (a file with English
    names alone shows them in every language)."""
    return card.get(f"name_{i18n.current()}") or card["name"]


def letters(n: int) -> str:
    return ngettext("{n} letter", "{n} letters", n).format(n=n)
