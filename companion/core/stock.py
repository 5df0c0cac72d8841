"""Counted pieces (goods, workers, victory chips, tiles): every move two-sided, none lost.

Each kind of piece is kept like money in its own `Ledger`: holders start at zero, a holder
marked `unlimited` (the box a game's pieces come out of) may go below zero, and its negative
count is what it has issued. So each kind's counts always sum to exactly zero, which
`totals()` lets tests check after every action.
"""

from dataclasses import dataclass, field

from companion.core.errors import RuleViolation
from companion.core.i18n import _
from companion.core.ledger import Ledger


@dataclass
class Stock:
    books: dict[str, Ledger] = field(default_factory=dict)

    def add_kind(self, kind: str, holders: list[str], unlimited: tuple[str, ...] = ()) -> None:
        book = self.books.setdefault(kind, Ledger())
        for holder in holders:
            book.open(holder, unlimited=holder in unlimited)

    def count(self, holder: str, kind: str) -> int:
        return self.books[kind].balances.get(holder, 0)

    def held(self, holder: str, kinds: list[str] | None = None) -> dict[str, int]:
        """Kind -> count of what `holder` has (zero counts left out)."""
        return {k: n for k in (kinds or self.books) if (n := self.count(holder, k))}

    def move(self, kind: str, source: str, target: str, count: int, reason: str) -> str:
        """Move `count` pieces of `kind`; refuse to take more than a limited holder has."""
        book = self.books[kind]
        if not book.can_pay(source, count):
            raise RuleViolation(_("{holder} has {count} {kind}, cannot give {wanted} "
                                  "({reason})").format(holder=source,
                                                       count=book.balance(source), kind=kind,
                                                       wanted=count, reason=reason))
        book.transfer(source, target, count, reason)
        return _("{source} -> {target} {count} {kind}: {reason}").format(
            source=source, target=target, count=count, kind=kind, reason=reason)

    def totals(self) -> dict[str, int]:
        """Kind -> sum over all holders: always 0 when nothing was conjured or lost."""
        return {kind: book.total() for kind, book in self.books.items()}
