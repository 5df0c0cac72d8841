"""The Landlord's Game state, and the questions the rules ask of it."""

from dataclasses import dataclass, field

from companion.core.errors import UnknownName
from companion.core.money import styled
from companion.core.names import match_name
from companion.core.pile import Pile
from companion.games.base import BaseState
from companion.games.landlords_1906 import rules
from companion.games.landlords_1906.i18n import _

NEAR = 0.7    # how alike a typed name must be to a space's to be suggested (difflib's ratio)
TREASURY = "Treasury"
MISC = "Miscellaneous"
MONEY_STYLE = "${}"     # the game's dollars, as its 1906 rules print them: $1,200


def money(amount: int) -> str:
    """An amount in the game's money style: money(1200) is '$1,200'."""
    return styled(amount, MONEY_STYLE)


@dataclass
class LandlordState(BaseState):
    phase: str = "setup"  # setup (the deal) -> play
    positions: dict[str, int] = field(default_factory=dict)
    owners: dict[int, str] = field(default_factory=dict)       # space number -> card holder
    houses: dict[int, int] = field(default_factory=dict)       # lot number -> houses on it
    house_owners: dict[int, str] = field(default_factory=dict)
    dealt: dict[str, list[int]] | None = None
    jailed: dict[str, int] = field(default_factory=dict)       # player -> throws missed so far
    throw_due: dict[str, int] = field(default_factory=dict)    # out of JAIL on this throw
    pending: dict | None = None          # a sale or a speculation waiting for the table
    trust: list[str] = field(default_factory=list)
    luxuries: dict[str, int] = field(default_factory=dict)
    education: dict[str, int] = field(default_factory=dict)
    professors: dict[str, int] = field(default_factory=dict)
    single_tax: bool = False
    public: list[int] = field(default_factory=list)            # franchises and railroads made free
    colleges: list[int] = field(default_factory=list)
    works_done: int = 0
    wage_raise: int = 0
    opportunity: dict[str, str] = field(default_factory=dict)  # player -> Natural Opportunity
    chances_drawn: int = 0
    chance_pile: Pile = field(default_factory=Pile)           # the red pack (ruling 21)
    chance_due: list[str] = field(default_factory=list)       # stopped on a Chance, not drawn
    loans: list[dict] = field(default_factory=list)   # notes: {"player", "pledged": [spaces]}
    poor: list[str] = field(default_factory=list)     # went to the Poor House, still owing
    turn: str = ""               # who plays or last played (turns.py); "" before the first move
    turn_over: bool = True       # whether that player's turn has ended

    # --- the board ----------------------------------------------------------------
    @property
    def rules(self) -> dict:
        return self.data["rules"]

    def space(self, number: int) -> dict:
        return self.data["spaces"][number]

    def find_space(self, typed, *, for_sale: bool = False) -> int:
        """A space by board number (`31`, `40` for MOTHER EARTH) or by name or alias;
        with `for_sale`, only a space with a green card (lots, railroads, franchises and
        the Broker's License)."""
        if not for_sale:
            return self._find(typed, for_sale=False)
        try:
            return self._find(typed, for_sale=True)
        except UnknownName:
            try:
                number = self._find(typed, for_sale=False)
            except UnknownName:
                number = None
            if number is None:
                raise
            raise UnknownName(_("{space} is not a card that can be bought: the green cards are "
                                "the lots, railroads, franchises and the Broker's "
                                "License").format(space=self.label(number))) from None

    def _find(self, typed, *, for_sale: bool) -> int:
        text = str(typed).strip()
        spaces = [s for s in self.data["spaces"]
                  if not for_sale or "price" in s]
        if text.isdigit():
            number = int(text) % rules.BOARD_SIZE
            if int(text) <= rules.BOARD_SIZE and any(s["number"] == number for s in spaces):
                return number
            raise UnknownName((_("no card numbered {number} (spaces run 1 to 40, MOTHER EARTH "
                                 "is 0 or 40)") if for_sale else
                               _("no space numbered {number} (spaces run 1 to 40, MOTHER EARTH "
                                 "is 0 or 40)")).format(number=text))
        keys = {s["name"]: s["number"] for s in spaces}
        keys |= {a: s["number"] for s in spaces for a in s["aliases"]}
        wanted = text.casefold()
        exact = {n for k, n in keys.items() if k.casefold() == wanted}
        hits = exact or {n for k, n in keys.items() if wanted and k.casefold().startswith(wanted)}
        if len(hits) == 1:  # a name and its aliases may all match: they are one space
            return hits.pop()
        names = {s["name"]: s["number"] for s in spaces}
        what = _("card") if for_sale else _("space")
        try:   # a suggestion only for a name close to one (not "Mother Earth" for "Earth")
            return names[match_name(text, names, kind=what, cutoff=NEAR)]
        except UnknownName as exc:
            if "(" in str(exc):
                raise
            raise UnknownName(_("{error} (a board number 1 to 40, or a name: `companion board` "
                                "lists them)").format(error=exc)) from None

    def label(self, number: int) -> str:
        return f"{self.space(number)['name']} ({number})"

    def of_kind(self, kind: str) -> list[int]:
        return [s["number"] for s in self.data["spaces"] if s["kind"] == kind]

    def jail_space(self) -> int:
        return self.of_kind("jail")[0]      # the data file has exactly one (data.COUNTED_KINDS)

    def poor_house(self) -> int:
        """The POOR HOUSE is CENTRAL PARK, the board's one park."""
        return self.of_kind("park")[0]

    def throws(self) -> range:
        """The totals a throw of the game's dice can show (2 to 12 with two six-sided dice)."""
        dice, faces = self.rules["dice"], self.rules["dice_faces"]
        return range(dice, dice * faces + 1)

    # --- holdings -----------------------------------------------------------------
    def cards_of(self, player: str) -> list[int]:
        return sorted(n for n, owner in self.owners.items() if owner == player)

    def railroads_of(self, player: str) -> int:
        return sum(1 for n in self.of_kind("railroad") if self.owners.get(n) == player)

    def houses_on_board(self) -> int:
        return sum(self.houses.values())

    def houses_of(self, player: str) -> int:
        return sum(c for n, c in self.houses.items() if self.house_owners.get(n) == player)

    def section_of(self, lot: int) -> list[int]:
        return next(s for s in self.data["_sections"] if lot in s)

    def level(self, lot: int) -> int:
        """How many times the lot's section doubles its land rent (advanced rules)."""
        if not self.rules["advanced"]:
            return 0
        return rules.section_level([self.houses.get(n, 0) for n in self.section_of(lot)],
                                   self.rules["max_houses"])

    def land_rent(self, lot: int, *, level: int | None = None) -> int:
        """The lot's land rent now (its section's doubling), or at another `level`."""
        return rules.land_rent(self.rules["rent_table"], self.space(lot)["row"],
                               self.level(lot) if level is None else level)

    def trust_possible(self, members: list[str]) -> bool:
        """Rule 9: two players who hold every railroad between them, each at least one.

        The one test both for forming a Trust and for its lasting.
        """
        holders = {self.owners.get(n) for n in self.of_kind("railroad")}
        return len(set(members)) == 2 and holders == set(members)

    def trust_holds(self) -> bool:
        return bool(self.trust) and self.trust_possible(self.trust)

    def wages(self) -> int:
        return self.rules["wages"] + self.wage_raise

