"""Payments the rules demand: a player short of cash pays what they have and owes the rest
until it is paid; the way out of a debt (borrow, sell, and only then the Poor House)."""

from companion.core.errors import RuleViolation
from companion.games.base import Debt
from companion.games.landlords_1906 import loans
from companion.games.landlords_1906.i18n import _
from companion.games.landlords_1906.state import LandlordState, money


def charge(state: LandlordState, payer: str, payee: str, amount: int, reason: str) -> None:
    if amount <= 0 or payer == payee:
        return
    cash = state.ledger.balance(payer)
    if state.ledger.can_pay(payer, amount):
        state.pay(payer, payee, amount, reason)
        return
    state.pay(payer, payee, cash, _("{reason} (all {player} has)").format(reason=reason,
                                                                          player=payer))
    state.debts.append(Debt(payer, payee, amount - cash, reason))
    state.note(_("{player} still owes {creditor} {amount} ({reason}): {way_out}").format(
        player=payer, creditor=payee, amount=money(amount - cash), reason=reason,
        way_out=way_out(state, payer)))


def way_out(state: LandlordState, player: str) -> str:
    """How a player short of cash raises it, in the order Rule 12 names: borrow (on a
    mortgage), sell, and only when neither is possible the Poor House."""
    pledge = loans.pledge_for(state, player)
    if pledge is not None:
        return _("borrow {amount} on {cards} (`companion borrow {player}`), or sell a card or "
                 "houses (`companion sell`)").format(
            amount=money(loans.terms(state)["note"]), player=player,
            cards=", ".join(state.space(n)["name"] for n in pledge))
    names = ", ".join(state.space(n)["name"] for n in loans.free_property(state, player))
    if state.single_tax:
        return (_("sell {cards} to another player (`companion sell`), or move on owing it "
                  "(`companion move {player} STEPS`): a throw {player} cannot afford goes to a "
                  "Natural Opportunity (Single Tax Rule 8)") if names else
                _("move on owing it (`companion move {player} STEPS`): a throw {player} cannot "
                  "afford goes to a Natural Opportunity (Single Tax Rule 8)")).format(
            cards=names, player=player)
    if names:
        return _("sell {cards} to another player (`companion sell`); if no one will buy, "
                 "`companion poorhouse {player} --no-buyer`").format(cards=names, player=player)
    return _("nothing left to borrow on or sell: `companion poorhouse {player}`").format(
        player=player)


def require_no_debts(state: LandlordState, player: str, before: str) -> None:
    """Refuse a debtor's action; `before` names it, marked with N_: N_("before buying")."""
    for debt in state.debts_of(player):
        raise RuleViolation(_("{player} still owes {creditor} {amount} ({reason}) {before}: "
                              "{way_out}").format(
            player=player, creditor=debt.creditor, amount=money(debt.amount), reason=debt.reason,
            before=_(before), way_out=way_out(state, player)))


def require_stuck(state: LandlordState, player: str, no_buyer: bool) -> None:
    """Rule 12: only a player who owes what they cannot pay, and cannot borrow, sell or
    mortgage, goes to the Poor House. `no_buyer`: the table offered the player's unmortgaged
    property (too little to borrow on) and no one buys it."""
    if not state.debts_of(player):
        raise RuleViolation(_("{player} has {cash} and owes nothing: only a player who cannot "
                              "pay goes to the POOR HOUSE (Rule 12)").format(
            player=player, cash=money(state.ledger.balance(player))))
    if loans.pledge_for(state, player) is not None or (loans.free_property(state, player)
                                                      and not no_buyer):
        raise RuleViolation(_("{player} can still raise cash before the POOR HOUSE (Rule 12): "
                              "{way_out}").format(player=player, way_out=way_out(state, player)))


def pay_what_is_left(state: LandlordState, player: str) -> None:
    """The cash a debtor still holds goes to their creditors, oldest debt first; what it does
    not cover stays owed."""
    for debt in state.debts_of(player):
        part = min(state.ledger.balance(player), debt.amount)
        if part:
            state.pay(player, debt.creditor, part,
                      _("{reason} (part of the debt)").format(reason=debt.reason))
            debt.amount -= part
    state.debts = [d for d in state.debts if d.amount]




def no_gift_to_debtor(state: LandlordState, payer: str, payee: str, amount: int) -> None:
    """Ruling 18: money another player puts toward a debtor is a loan on a mortgage, so a
    bare payment to a player who owes is refused with the `borrow` command that records it.
    The public accounts' payments (the banker's corrections) pass."""
    debts = state.debts_of(payee)
    if payer not in state.players or payer == payee or not debts:
        return
    owed = owed_to(debts)
    free = [state.space(n)["name"] for n in loans.free_property(state, payee)]
    if not free:
        raise RuleViolation((
            _("{player} owes {owed}: money from another player toward a debt is a loan on a "
              "mortgage (ruling 18), and {player} has nothing left to mortgage, so moves on "
              "owing it (`companion move {player} STEPS`, Single Tax Rule 8)")
            if state.single_tax else
            _("{player} owes {owed}: money from another player toward a debt is a loan on a "
              "mortgage (ruling 18), and {player} has nothing left to mortgage, so goes to the "
              "POOR HOUSE (`companion poorhouse {player}`)")).format(player=payee, owed=owed))
    card = f'"{free[0]}"' if " " in free[0] else free[0]
    raise RuleViolation(_("{player} owes {owed}: money from another player toward a debt is a "
                          "loan on a mortgage (ruling 18); record it with `companion borrow "
                          "{player} {card} --from {lender} --amount {amount}` (add `--repay` "
                          "with the sum agreed; {player} may mortgage {cards})").format(
        player=payee, owed=owed, card=card, lender=payer, amount=amount, cards=", ".join(free)))


def owed_to(debts) -> str:
    """'$5 to Bob, $10 to Treasury': what a player owes, to whom."""
    return ", ".join(_("{amount} to {creditor}").format(amount=money(d.amount),
                                                        creditor=d.creditor) for d in debts)
