"""Discretion's state and the questions the rules ask of it (who owns what, what earns what)."""

from dataclasses import dataclass, field

from companion.core.pile import Pile
from companion.games.base import BaseState
from companion.games.discretion import grid

BANK = "Bank"


@dataclass(eq=False)
class Building:
    id: int
    type: str
    cells: list[str]
    owner: str | None


@dataclass
class DiscretionState(BaseState):
    year: int = 1
    phase: str = "auction"  # auction -> build-round -> play (-> settle) -> over
    active: str = ""
    owners: dict[int, str] = field(default_factory=dict)
    buildings: list[Building] = field(default_factory=list)
    next_building: int = 1
    bank_loans: dict[str, int] = field(default_factory=dict)
    shark_loans: dict[str, int] = field(default_factory=dict)
    pending_auctions: list[int | None] = field(default_factory=list)
    title_deck: Pile = field(default_factory=Pile)   # plot ids (ruling 22)
    list_deck: Pile = field(default_factory=Pile)
    event_deck: list[str] = field(default_factory=list)
    events_drawn: int = 0
    drawn: list[str] = field(default_factory=list)   # card ids turned up this Year, in order
    first_buyer: str | None = None
    build_round: list[str] = field(default_factory=list)
    window: dict | None = None  # follow-ups allowed after a card: repay loans, forfeit land
    shark_lent: dict[str, int] = field(default_factory=dict)  # this turn: player -> the
    # sum of Loan Shark loans lent (finance.return_unspent_shark_money)
    winner: str | None = None

    # --- lookups ----------------------------------------------------------------
    @property
    def rules(self) -> dict:
        return self.data["rules"]

    @property
    def shark_end(self) -> str:
        """Ruling 14's reading in force: "score" or "card" (a game begun before the switch
        plays the first)."""
        return self.rules.get("shark_end", "score")

    def plot(self, plot_id: int) -> dict:
        return self.data["_plots_by_id"][plot_id]

    def plot_of_cell(self, cell: str) -> int:
        return self.data["_plot_of_cell"][cell]

    def building_at(self, cell: str) -> Building | None:
        for building in self.buildings:
            if cell in building.cells:
                return building
        return None

    def buildings_of(self, player: str, btype: str | None = None) -> list[Building]:
        return [b for b in self.buildings
                if b.owner == player and (btype is None or b.type == btype)]

    def buildings_on_plot(self, plot_id: int) -> list[Building]:
        cells = set(self.plot(plot_id)["cells"])
        return [b for b in self.buildings if cells.intersection(b.cells)]

    def plots_of(self, player: str) -> list[int]:
        return sorted(p for p, owner in self.owners.items() if owner == player)

    def undeveloped(self, plot_id: int) -> bool:
        return not self.buildings_on_plot(plot_id)

    def acres_of(self, player: str) -> int:
        return sum(self.plot(p)["acres"] for p in self.plots_of(player))

    def occupancy(self) -> dict[str, Building]:
        """Cell -> the building on it."""
        return {c: b for b in self.buildings for c in b.cells}

    def neighbour_types(self, building: Building,
                        occupied: dict[str, Building] | None = None) -> list[str]:
        """Distinct types, other than its own, of buildings sharing an edge with it."""
        occupied = self.occupancy() if occupied is None else occupied
        near = {occupied.get(n) for c in building.cells for n in grid.neighbours(c)}
        types = {b.type for b in near if b is not None and b is not building}
        types.discard(building.type)
        return sorted(types)

    def rent_for(self, types: list[str]) -> int:
        """Rent by the count of other types touching (ruling 2)."""
        schedule = self.rules["rent"]
        return schedule[min(len(types), len(schedule) - 1)]

    def rent_of(self, building: Building) -> int:
        return self.rent_for(self.neighbour_types(building))

    def cards_left(self) -> list[str]:
        """Card ids in play this Year that have not turned up yet (each comes once a Year)."""
        left = [c["id"] for c in self.data["events"] if c["year"] <= self.year]
        return [c for c in left if c not in self.drawn]

    def year_card(self, year: int | None = None) -> dict:
        return self.data["years"][(year or self.year) - 1]
