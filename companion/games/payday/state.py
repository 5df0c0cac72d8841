"""Pay Day's state: tokens on the month's calendar, cards held, loans, and the turn."""

from dataclasses import dataclass, field

from companion.core.errors import UnknownName
from companion.core.money import styled
from companion.core.names import suggestion
from companion.core.pile import Pile
from companion.games.base import BaseState
from companion.games.payday.i18n import _
from companion.games.payday.words import card_name

BANK = "Bank"
POT = "Pot"
MONEY_STYLE = "{} $"    # the game's dollars as its notes and rules write them: 1,200 $


def dollars(amount: int) -> str:
    """An amount in the game's money style: dollars(1200) is '1,200 $'."""
    return styled(amount, MONEY_STYLE)


def savings_account(player: str) -> str:
    """Savings are money the Bank holds for a player: an account of their own in the ledger
    (its id stays English: the core names accounts by id)."""
    return f"{player}'s savings"


@dataclass
class PayDayState(BaseState):
    active: str = ""               # whose turn it is
    acting: str = ""               # who resolves a day now (another player during Daylight Savings)
    round: int = 1                 # one round = every player still playing has had a turn
    moved: bool = False            # the active player has thrown (or landed) this turn
    days: dict[str, int] = field(default_factory=dict)          # token positions, 0 = Start
    months_done: dict[str, int] = field(default_factory=dict)
    loans: dict[str, int] = field(default_factory=dict)
    bills: dict[str, list[str]] = field(default_factory=dict)   # mail card ids, till Pay Day
    tickets: dict[str, list[str]] = field(default_factory=dict)  # lottery tickets this month
    deals: dict[str, list[str]] = field(default_factory=dict)
    insurance: dict[str, list[str]] = field(default_factory=dict)  # bill classes covered
    mail_deck: Pile = field(default_factory=Pile)
    mail_discards: list[str] = field(default_factory=list)
    reshuffles: int = 0
    deal_deck: Pile = field(default_factory=Pile)
    pending: list[dict] = field(default_factory=list)  # what must happen before the turn ends
    offers: list[dict] = field(default_factory=list)   # what may happen until the day is left
    payday_open: bool = False      # the acting player is in Pay Day's optional step
    daylight_queue: list[str] = field(default_factory=list)
    daylight_round: int = 0
    pot_open: bool = False         # an election has been held and no 6 has taken the pot since
    pot_in: list[tuple[str, str, int]] = field(default_factory=list)   # what the pot holds,
    # in parts: (kind, player, amount), kind "election", "swellfare" or "hand" (`pay`), an
    # amount taken out by hand below zero (finance.pot_parts)
    over: bool = False

    def pay(self, payer: str, payee: str, amount: int, reason: str, *,
            stake: str = "hand") -> None:
        """A transfer; one into or out of the pot is kept as a part of it (`stake`: what the
        money is, a City Election or Swellfare stake, else a payment by hand)."""
        super().pay(payer, payee, amount, reason)
        if amount and POT in (payer, payee):
            into = payee == POT
            self.pot_in.append((stake, payer if into else payee, amount if into else -amount))

    # --- lookups ----------------------------------------------------------------
    @property
    def money(self) -> dict:
        return self.data["money"]

    @property
    def months(self) -> int:
        return self.data["game"]["months"]

    def day(self, number: int) -> dict:
        return self.data["days"][number]

    def mail_card(self, card_id: str) -> dict:
        return self.data["_mail"][card_id]

    def deal(self, card_id: str) -> dict:
        return self.data["_deals"][card_id]

    def savings(self, player: str) -> int:
        return self.ledger.balance(savings_account(player))

    def cash(self, player: str) -> int:
        return self.ledger.balance(player)

    def playing(self) -> list[str]:
        """Players who have months left to play, in seat order."""
        return [p for p in self.players if self.months_done[p] < self.months]

    def last_month(self, player: str) -> bool:
        return self.months_done[player] + 1 == self.months

    def bills_due(self, player: str) -> int:
        return sum(self.mail_card(b)["amount"] for b in self.bills[player])

    def interest(self, amount: int, percent: int) -> int:
        """Interest on an amount in 100 $ steps: a whole number of dollars."""
        return amount * percent // 100

    def in_debt(self, player: str) -> bool:
        """Swellfare's test: the loan, its interest due and the bills held exceed the cash."""
        loan = self.loans[player]
        owed = loan + self.interest(loan, self.money["loan_interest_percent"])
        return owed + self.bills_due(player) > self.cash(player)

    def clockwise_from(self, player: str, among: list[str]) -> list[str]:
        seats = self.players
        i = seats.index(player)
        return [p for p in seats[i:] + seats[:i] if p in among]

    def find_card(self, typed: str, cards: list[dict], kind: str) -> dict:
        """A card by id, English or German name (a unique prefix or part will do)."""
        wanted = typed.strip().casefold()

        def names(card: dict) -> list[str]:
            return [n.casefold() for n in (card["id"], card["name"], card.get("name_de", ""))
                    if n]

        exact = [c for c in cards if wanted in names(c)]
        if exact:
            return exact[0]
        prefixed = [c for c in cards if wanted and any(n.startswith(wanted) for n in names(c))]
        if not prefixed:   # "Copper Pipe" for "800 lbs Copper Pipe"
            prefixed = [c for c in cards if wanted and any(wanted in n for n in names(c))]
        if len(prefixed) == 1:
            return prefixed[0]
        if prefixed:
            said = (_("deal card {typed!r} is ambiguous: {cards}") if kind == "deal"
                    else _("mail card {typed!r} is ambiguous: {cards}"))
            raise UnknownName(said.format(typed=typed,
                                          cards=", ".join(card_name(c) for c in prefixed)))
        said = _("unknown deal card {typed!r}{hint}") if kind == "deal" else _(
            "unknown mail card {typed!r}{hint}")
        raise UnknownName(said.format(typed=typed,
                                      hint=suggestion(typed, [card_name(c) for c in cards])))
