"""On Guard's state: Faradinars in the ledger, every counted piece in the stock, and the
month's progress; with the small questions the rules ask of it."""

from dataclasses import dataclass, field

from companion.core.money import styled
from companion.core.names import match_name
from companion.core.stock import Stock
from companion.games.base import BaseState
from companion.games.on_guard import words
from companion.games.on_guard.i18n import N_, _, ngettext

# the holders of money and pieces: their ids, stored in the game, and their English names
BANK = N_("Bank")
BOX = N_("Box")              # where every piece comes from at setup; Gold Bars past the target
SUPPLY = N_("Supply")
WAGON = N_("Settler wagon")
PILE = N_("Site pile")       # face-down sites
REVEALED = N_("Revealed sites")
DISCARD = N_("Discarded sites")
TRADING_HOUSE = N_("Trading House")
SETTLERS = "settlers"
GOLD = "Gold Bars"
HOLDERS = (BANK, BOX, SUPPLY, WAGON, PILE, REVEALED, DISCARD, TRADING_HOUSE)
MONEY = "{}F"                # Faradinars as the game writes them: 3F


def money(amount: int) -> str:
    return styled(amount, MONEY)


def caravan_name(i: int) -> str:
    """The `i`th caravan's holder id (its name in English)."""
    return f"Caravan {i + 1}"


def place(holder: str) -> str:
    """Where money or pieces lie, in the table's language: a place of the demesne, a caravan,
    or an Alderman (their name)."""
    if holder in HOLDERS:
        return _(holder)
    number = holder.removeprefix("Caravan ")
    if number != holder and number.isdigit():
        return _("Caravan {number}").format(number=number)
    return holder


@dataclass
class OnGuardState(BaseState):
    stock: Stock = field(default_factory=Stock)
    order: list[str] = field(default_factory=list)        # this month's running order
    season: int = 1
    month: int = 1
    first: str | None = None
    activity: str | None = None
    been_first: list[str] = field(default_factory=list)   # this season
    influenced: list[str] = field(default_factory=list)   # who tried the Mayor before this month
    cards: list[dict] = field(default_factory=list)       # {"activity", "bonus", "chosen"}
    waiting: list[str] = field(default_factory=list)      # who still acts this month
    sites: dict[str, list[dict]] = field(default_factory=dict)   # {"kind", "occupied"}
    town: dict[str, list[dict]] = field(default_factory=dict)    # {"id", "settlers"}
    pile: list[str] = field(default_factory=list)         # face-down sites, top first
    reshuffles: int = 0
    caravans: list[dict] = field(default_factory=list)    # {"size", "kind"}
    export_bonus_paid: bool = False
    wagon_train_used: list[str] = field(default_factory=list)
    keeping: list[str] = field(default_factory=list)      # who must choose goods to keep
    end: dict | None = None                               # {"trigger", "by", "month"}
    over: bool = False

    # --- data -------------------------------------------------------------------
    @property
    def rules(self) -> dict:
        return self.data["rules"]

    @property
    def setup(self) -> dict:
        return self.data["by_players"][str(len(self.players))]

    @property
    def month_name(self) -> str:
        """The month's name (the data file's, as stored and shown in --json): the months run
        March to October, then the next year's March."""
        months = self.rules["months"]
        return months[(self.month - 1) % len(months)]

    @property
    def year(self) -> int:
        return (self.month - 1) // len(self.rules["months"]) + 1

    def building(self, bid: str) -> dict:
        return self.data["buildings"][bid]

    def site_good(self, kind: str) -> str:
        return self.data["sites"][kind]["good"]

    @property
    def goods(self) -> list[str]:
        return list(self.data["goods"])

    # --- moving pieces ------------------------------------------------------------
    def move(self, kind: str, source: str, target: str, count: int, reason: str) -> None:
        if count:
            self.stock.move(kind, source, target, count, reason)
            self.effects.append(_("{source} -> {target} {pieces}: {reason}").format(
                source=place(source), target=place(target),
                pieces=self.pieces(kind, count), reason=reason))

    def named(self, kind: str) -> str:
        """A good in the language, a site or building by the data file's name, a quarry."""
        if kind in self.data["goods"]:
            return words.good(kind)
        record = self.data["sites"].get(kind) or self.data["buildings"].get(kind)
        return record["name"] if record else _("quarry") if kind == "quarry" else kind

    def pieces(self, kind: str, count: int) -> str:
        """`count` pieces in words: 3 coal (goods are counted in loads), 1 settler, 2 Gold
        Bars, 1 Iron Ore Mine, 2 Small Markets (a site's or building's name and plural as the
        data file gives them)."""
        if kind in self.data["goods"]:
            return words.load(count, kind)
        if kind == SETTLERS:
            return words.settlers(count)
        if kind == GOLD:
            return words.gold_bars(count)
        record = self.data["sites"].get(kind) or self.building(kind)
        return ngettext("{n} {name}", "{n} {names}", count).format(
            n=count, name=record["name"], names=record.get("plural", record["name"]))

    def count(self, holder: str, kind: str) -> int:
        return self.stock.count(holder, kind)

    def faradinars(self, player: str) -> int:
        return self.ledger.balance(player)

    # --- an Alderman's holdings ------------------------------------------------------
    def manned(self, player: str, bid: str) -> int:
        """How many of the player's `bid` buildings have a settler on them: a building works
        only while one does (ruling 5), and each of two the same works (ruling 13)."""
        return sum(1 for b in self.town[player] if b["id"] == bid and b["settlers"])

    def occupied(self, player: str, bid: str) -> bool:
        return self.manned(player, bid) > 0

    def town_used(self, player: str) -> int:
        return sum(2 if self.building(b["id"])["kind"] == "major" else 1
                   for b in self.town[player])

    def placed(self, player: str) -> int:
        return (sum(b["settlers"] for b in self.town[player])
                + sum(1 for s in self.sites[player] if s["occupied"]))

    def spare(self, player: str) -> int:
        return self.count(player, SETTLERS) - self.placed(player)

    def free_spaces(self, player: str) -> int:
        return (sum(self.building(b["id"])["settlers"] - b["settlers"] for b in self.town[player])
                + sum(1 for s in self.sites[player] if not s["occupied"]))

    def occupied_sites(self, player: str, kind: str | None = None) -> int:
        return sum(1 for s in self.sites[player]
                   if s["occupied"] and (kind is None or s["kind"] == kind))

    def goods_of(self, player: str) -> dict[str, int]:
        return self.stock.held(player, self.goods)

    def gold_bars(self, player: str) -> int:
        return self.count(player, GOLD)

    def after(self, player: str) -> list[str]:
        """The running order from `player` on, wrapping round."""
        i = self.order.index(player)
        return self.order[i:] + self.order[:i]


def lookup(typed: str, records: dict[str, dict], kind: str,
           names: dict[str, str] | None = None) -> str:
    """The id `typed` means: an id or a name (or one of `names`, casefolded name -> id), or a
    unique prefix of either."""
    aliases = {k: k for k in records} | {r["name"].casefold(): k for k, r in records.items()}
    aliases |= {n: k for n, k in (names or {}).items() if k in records}
    # then the names the kit prints at a German or Polish table (the data file's `de`, `pl`),
    # looked at only when the others name nothing, so a short prefix keeps its meaning
    printed = {r[lang]["name"].casefold(): k for k, r in records.items() for lang in ("de", "pl")
               if isinstance(r.get(lang), dict) and r[lang].get("name")}
    printed |= {a.replace(" ", "-"): k for a, k in printed.items()}
    wanted = typed.strip().casefold()
    for known in (aliases, printed):
        hits = {k for a, k in known.items() if a == wanted}
        if not hits and wanted:
            hits = {k for a, k in known.items() if a.startswith(wanted)}
        if len(hits) == 1:
            return hits.pop()
        if hits:
            break
    return match_name(typed, list(records), kind=kind)
