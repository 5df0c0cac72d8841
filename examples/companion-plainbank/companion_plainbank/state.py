"""The plain bank's state: the ledger of every game, and what each player owes the bank."""

from dataclasses import dataclass, field

from companion.games.base import BaseState

BANK = "Bank"


@dataclass
class BankState(BaseState):
    loans: dict[str, int] = field(default_factory=dict)   # player -> owed to the bank
    over: bool = False

    @property
    def smallest(self) -> int:
        return self.data["money"]["notes"][0]

    def owed(self, player: str) -> int:
        """Loans and unpaid interest."""
        return self.loans[player] + self.debt_of(player)
