"""Eurobusiness state and the questions the rules ask of it."""

import unicodedata
from dataclasses import dataclass, field

from companion.core import i18n
from companion.core.errors import UnknownName
from companion.core.money import styled
from companion.core.names import suggestion
from companion.core.pile import Pile
from companion.games.base import BaseState
from companion.games.eurobusiness.i18n import _, ngettext

BANK = "Bank"
MONEY = "{} $"                              # an amount as the game writes it: 1,200 $


def dollars(amount: int) -> str:
    return styled(amount, MONEY)


def houses(n: int) -> str:
    """`1 house`, `2 houses`; `1 dom`, `2 domy`, `5 domów`."""
    return ngettext("{n} house", "{n} houses", n).format(n=n)


def hotels(n: int) -> str:
    return ngettext("{n} hotel", "{n} hotels", n).format(n=n)


def times(count: str, amount: int) -> str:
    """`2 houses x 40 $`: a count in words at an amount each, a term of `in_parts`."""
    return _("{count} x {amount}").format(count=count, amount=dollars(amount))


def name(record: dict) -> str:
    """A field's, country's, deck's or card's text in the language spoken now: the data's
    own (`pl`), else its English (a user's data file may give English names only)."""
    return record.get(i18n.current()) or record["en"]


def fold(text: str) -> str:
    """Case and Polish diacritics aside: `Wiedeń` and `wieden` are one name."""
    text = str(text).strip().casefold().replace("ł", "l")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(ch))


def interest(data: dict, mortgage: int) -> int:
    """10% of a mortgage, rounded down to the smallest note: to the bank's disadvantage."""
    smallest = min(data["money"]["denominations"])
    tenth = mortgage * data["rules"]["mortgage_interest"] // 100
    return tenth - tenth % smallest


@dataclass
class EuroState(BaseState):
    active: str = ""
    phase: str = "setup"                    # setup (the quick start may deal) -> play -> over
    positions: dict[str, int] = field(default_factory=dict)
    owners: dict[int, str] = field(default_factory=dict)
    houses: dict[int, int] = field(default_factory=dict)
    hotels: list[int] = field(default_factory=list)
    mortgaged: list[int] = field(default_factory=list)
    jailed: dict[str, int] = field(default_factory=dict)          # player -> turns sat out
    jail_cards: dict[str, list[str]] = field(default_factory=dict)
    decks: dict[str, Pile] = field(default_factory=dict)          # card ids, top first
    first_throw: dict[str, int] = field(default_factory=dict)     # a double waiting
    chance_due: dict[str, dict] = field(default_factory=dict)     # player -> deck, fee option
    offer: dict | None = None               # a field stopped on, for sale or auction
    auctions: list[int] = field(default_factory=list)             # a bankrupt's plots
    bought_houses: dict[str, int] = field(default_factory=dict)   # this round
    bought_hotels: dict[str, int] = field(default_factory=dict)   # this circuit
    rents: list[dict] = field(default_factory=list)   # charged since the last throw: may go
                                                      # unclaimed (claims.py)
    winner: str | None = None
    tied: list[str] = field(default_factory=list)   # the largest fortunes, equal, at `end`
    dealt: bool = False                     # the quick start deal was made

    # --- the board --------------------------------------------------------------------
    @property
    def rules(self) -> dict:
        return self.data["rules"]

    def field(self, number: int) -> dict:
        return self.data["fields"][number - 1]

    def label(self, number: int) -> str:
        return f"{name(self.field(number))} ({number})"

    def deck_word(self, deck: str) -> str:
        """A Chance deck as a sentence names it: `red` in English ("a red Chance card"),
        else the deck's name in that language (`Szansa czerwona`)."""
        return deck if i18n.current() == i18n.SOURCE else name(self.data["decks"][deck])

    def card_word(self, card: dict) -> str:
        """A Chance card as a payment's reason names it: its id in English (`birthday`),
        else its text in that language."""
        return card["id"] if i18n.current() == i18n.SOURCE else name(card)

    def find_field(self, typed, *, for_sale: bool = False) -> int:
        """A field by number (1-40) or by English or Polish name, with or without
        diacritics, by unique prefix."""
        text = str(typed).strip()
        fields = [f for f in self.data["fields"] if not for_sale or "price" in f]
        if text.isdigit():
            number = int(text)
            if any(f["number"] == number for f in fields):
                return number
            raise UnknownName((_("no property numbered {number} (fields run 1 to 40)")
                               if 1 <= number <= 40 else
                               _("no field numbered {number} (fields run 1 to 40)")).format(
                number=text))
        wanted = fold(text)
        names = [(fold(f[lang]), f["number"]) for f in fields for lang in ("en", "pl")
                 if f.get(lang)]
        hits = {n for k, n in names if k == wanted} or {
            n for k, n in names if wanted and k.startswith(wanted)}
        if len(hits) == 1:
            return hits.pop()
        if hits:
            listed = ", ".join(self.label(n) for n in sorted(hits))
            raise UnknownName(_("field {name!r} is ambiguous: {listed} (a number will do)").format(
                name=text, listed=listed))
        known = list(dict.fromkeys([name(f) for f in fields] + [f["en"] for f in fields]))
        hint = suggestion(text, known)
        raise UnknownName((_("unknown property {name!r}{hint}") if for_sale else
                           _("unknown field {name!r}{hint}")).format(name=text, hint=hint))

    def of_kind(self, kind: str) -> list[int]:
        return [f["number"] for f in self.data["fields"] if f["kind"] == kind]

    def country_of(self, city: int) -> dict:
        """The record of the country a city lies in."""
        return next(c for c in self.data["countries"] if c["id"] == self.field(city)["country"])

    def country(self, city: int) -> list[int]:
        cid = self.field(city)["country"]
        return [f["number"] for f in self.data["fields"] if f.get("country") == cid]

    # --- holdings ---------------------------------------------------------------------
    def fields_of(self, player: str) -> list[int]:
        return sorted(n for n, owner in self.owners.items() if owner == player)

    def holds_country(self, city: int) -> bool:
        owner = self.owners.get(city)
        return owner is not None and all(self.owners.get(n) == owner for n in self.country(city))

    def level(self, city: int) -> int:
        """Buildings as a count: 0-4 houses, 5 for a hotel."""
        return 5 if city in self.hotels else self.houses.get(city, 0)

    def buildings_of(self, player: str) -> tuple[int, int]:
        """(houses, hotels) standing on the player's cities."""
        mine = self.fields_of(player)
        return (sum(self.houses.get(n, 0) for n in mine), sum(n in self.hotels for n in mine))

    def bank_houses(self) -> int:
        return self.data["components"]["houses"] - sum(self.houses.values())

    def bank_hotels(self) -> int:
        return self.data["components"]["hotels"] - len(self.hotels)

    def interest(self, number: int) -> int:
        return interest(self.data, self.field(number)["mortgage"])

    def interest_words(self, number: int) -> str:
        """The 10% on a field's mortgage by its parts: `20 $ (10% of 200 $)`, and its
        rounding down to the smallest note where there is one."""
        mortgage, percent = self.field(number)["mortgage"], self.rules["mortgage_interest"]
        due = self.interest(number)
        words = dict(due=dollars(due), percent=percent, mortgage=dollars(mortgage))
        if due * 100 == mortgage * percent:
            return _("{due} ({percent}% of {mortgage})").format(**words)
        return _("{due} ({percent}% of {mortgage}, rounded down to the smallest note)").format(
            **words)

    def outcome(self) -> str:
        """Who won the game that is over, in words: the winner, or those tied."""
        if self.winner:
            return _("{player} won").format(player=self.winner)
        return _("{players} tie").format(players=", ".join(self.tied))

    def next_player(self, player: str) -> str:
        seats = self.players
        i = seats.index(player)
        for step in range(1, len(seats) + 1):
            candidate = seats[(i + step) % len(seats)]
            if candidate not in self.eliminated:
                return candidate
        return player
