"""Accounts and two-sided transfers: no money is ever created or dropped.

Every balance starts at zero. An account marked `unlimited` (the Bank, a game's
public treasury) may go below zero: its negative balance is the money it has issued.
So the sum of all balances is always exactly zero, which tests check after every action.
"""

from dataclasses import dataclass, field
from typing import NamedTuple

from companion.core import i18n
from companion.core.errors import RuleViolation
from companion.core.i18n import N_, _
from companion.core.money import styled

# The accounts that are not players, as people read them in their language. Their ids stay
# English (the core names accounts by id, the journal keeps them, and they may be typed).
PUBLIC = {"Bank": N_("Bank"), "Pot": N_("Pot"), "Treasury": N_("Treasury"),
          "Miscellaneous": N_("Miscellaneous")}
OWN = {"savings": N_("{player}'s savings")}   # a player's own account the Bank keeps


def shown(account: str) -> str:
    """An account as people read it now: a player by name, the Bank, a player's savings
    (`Ann's savings`, the id Pay Day gives them) in the current language."""
    if account in PUBLIC:
        return _(PUBLIC[account])
    player, mark, kind = account.rpartition("'s ")
    if mark and kind in OWN:
        return _(OWN[kind]).format(player=player)
    return account


def public_named(typed: str, accounts: tuple[str, ...], anywhere: bool = False) -> str | None:
    """The public account `typed` names whole, by its id or as the reader's language names
    it (`Pot`, `Pott`, `Pula`), or None; `anywhere`, as any language companion speaks names
    it (`Staatskasse` at an English table: asked last, as it opens every catalog)."""
    wanted = typed.strip().casefold()
    spoken = i18n.LANGUAGES if anywhere else (i18n.current(),)
    return next((a for a in accounts if wanted == a.casefold() or any(
        wanted == _in(lang, a).casefold() for lang in spoken)), None)


def _in(lang: str, account: str) -> str:
    with i18n.speaking(lang):
        return shown(account)


class Transfer(NamedTuple):
    payer: str
    payee: str
    amount: int
    reason: str

    def describe(self, style: str = "{}") -> str:
        """`Ann -> Bob $5: rent`, the amount in the game's money style."""
        return _("{payer} -> {payee} {amount}: {reason}").format(
            payer=shown(self.payer), payee=shown(self.payee), amount=styled(self.amount, style),
            reason=self.reason)


@dataclass
class Ledger:
    balances: dict[str, int] = field(default_factory=dict)
    unlimited: set[str] = field(default_factory=set)
    style: str = "{}"   # the game's money style, for the words it writes (money.styled)

    def open(self, name: str, *, unlimited: bool = False) -> None:
        self.balances.setdefault(name, 0)
        if unlimited:
            self.unlimited.add(name)

    def balance(self, name: str) -> int:
        return self.balances[name]

    def can_pay(self, name: str, amount: int) -> bool:
        return name in self.unlimited or self.balances[name] >= amount

    def transfer(self, payer: str, payee: str, amount: int, reason: str) -> Transfer:
        """Move `amount` from payer to payee; refuse to overdraw a limited account."""
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise ValueError(f"transfer amount must be a non-negative int, got {amount!r}")
        for name in (payer, payee):
            if name not in self.balances:
                raise ValueError(f"no account {name!r}")
        if not self.can_pay(payer, amount):
            raise RuleViolation(_("{payer} has {cash}, cannot pay {amount} ({reason})").format(
                payer=shown(payer), cash=styled(self.balances[payer], self.style),
                amount=styled(amount, self.style), reason=reason))
        self.balances[payer] -= amount
        self.balances[payee] += amount
        return Transfer(payer, payee, amount, reason)

    def total(self) -> int:
        """Always 0: the conservation check."""
        return sum(self.balances.values())
