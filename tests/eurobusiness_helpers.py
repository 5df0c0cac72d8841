"""A Eurobusiness game in memory for the rules tests: act, and check the invariants each time."""

from companion.games.eurobusiness import GAME
from companion.games.eurobusiness.state import BANK

DATA = GAME.load_data()


class Table:
    """`t.do("move", player="Ann", steps=6)`; invariants (money, buildings) after every action."""

    def __init__(self, players=("Ann", "Bob", "Cy"), seed=1):
        self.state = GAME.new_state(list(players), DATA, seed)

    def do(self, kind: str, **args) -> list[str]:
        effects = GAME.apply(self.state, {"type": kind, **args})
        assert GAME.invariants(self.state) == []
        return effects

    def give(self, player: str, *fields: int, houses: int = 0, hotel: bool = False) -> None:
        """Deal Title Deeds (and buildings) straight from the bank, unpaid, for a test setup."""
        for number in fields:
            self.state.owners[number] = player
            if houses:
                self.state.houses[number] = houses
            if hotel:
                self.state.hotels.append(number)

    def cash(self, name: str) -> int:
        return self.state.ledger.balance(name)

    def at(self, player: str, field: int) -> None:
        self.state.positions[player] = field

    def changes(self, kind: str, **args) -> dict[str, int]:
        """Do an action and return every account's change."""
        before = dict(self.state.ledger.balances)
        self.do(kind, **args)
        return {k: v - before[k] for k, v in self.state.ledger.balances.items() if v != before[k]}

    def land(self, player: str, field, dice=None) -> dict[str, int]:
        return self.changes("land", player=player, field=field, dice=dice)


__all__ = ["BANK", "DATA", "GAME", "Table"]
