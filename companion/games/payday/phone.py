"""What a Pay Day player holds and may ask for from their own phone (issues 23, 32): the
throw of the die in their turn, taking the day's mail or Deal card, buying or passing the
deal or insurance offered, selling a deal to the Buyer, a loan taken (or, on Pay Day,
repaid), savings moved on Pay Day, ending the turn, and paying; the banker keeps the
commission and pot throws, Swellfare and Poker."""

from companion.games.base import THROW, Move
from companion.games.payday import turns
from companion.games.payday.i18n import _, ngettext
from companion.games.payday.state import PayDayState
from companion.games.payday.words import bill_class, card_name


def moves(state: PayDayState, player: str) -> list[Move]:
    found = []
    kinds = {o["kind"] for o in state.offers}
    if _throws(state, player):
        found.append(Move(_("Throw the die"), ("move", player, THROW), dice=1))
    if state.acting == player:
        pending = state.pending[0]["kind"] if state.pending else None
        if pending == "mail":
            found.append(Move(_("Take the mail"), ("draw",), hidden=True))
        elif pending == "deal":
            found.append(Move(_("Take a Deal card"), ("draw",), hidden=True))
        if pending == "offer" or "insurance" in kinds:
            found += [Move(_("Buy it"), ("buy",)), Move(_("Pass"), ("pass",))]
        deals = tuple(_name(state, d) for d in state.deals.get(player, []))
        if "buyer" in kinds and deals:
            found.append(Move(_("Sell a deal to the Buyer"), ("sell", player, "{deal}"),
                              (("deal", deals),)))
        if state.payday_open:
            found += [Move(_("Repay the loan"), ("loan", "repay", player, "{amount}")),
                      Move(_("Put into savings"), ("savings", "deposit", player, "{amount}")),
                      Move(_("Take from savings"), ("savings", "withdraw", player, "{amount}"))]
        if state.active == player and state.moved and not state.pending:
            found.append(Move(_("End my turn"), ("next",)))
    found.append(Move(_("Take a loan"), ("loan", "take", player, "{amount}")))
    return found


def _throws(state: PayDayState, player: str) -> bool:
    """The active player before their throw, or the next once the active one's turn is
    settled (their throw ends it)."""
    if state.daylight_queue or state.over:
        return False
    if not state.moved:
        return state.active == player
    return not state.pending and turns.next_to_play(state) == player


def _name(state: PayDayState, card_id: str) -> str:
    return card_name(state.deal(card_id))


def holdings(state: PayDayState, player: str) -> list[str]:
    """The deals and insurances held, savings, and lottery tickets this month."""
    lines = [_("deal: {card}").format(card=_name(state, d)) for d in state.deals.get(player, [])]
    lines += [_("insured: {kind}").format(kind=bill_class(state.mail_card(c)["class"]))
              for c in state.insurance.get(player, [])]
    if state.savings(player):
        lines.append(_("savings: {amount}").format(amount=state.styled(state.savings(player))))
    tickets = state.tickets.get(player, [])
    if tickets:
        lines.append(ngettext("{n} lottery ticket", "{n} lottery tickets", len(tickets)).format(
            n=len(tickets)))
    return lines
