"""A rent its owner did not claim: the text charges it "provided the owner claims it", and
cancels it once "the next player has already begun rolling the dice" (ruling 2)."""

from companion.core.errors import RuleViolation
from companion.games.eurobusiness import finance
from companion.games.eurobusiness.i18n import _
from companion.games.eurobusiness.state import EuroState, dollars


def charged(state: EuroState, payer: str, owner: str, number: int, amount: int,
            reason: str) -> None:
    """Charge a rent and remember it until the next throw, when it can no longer be let go."""
    finance.charge(state, payer, owner, amount, reason)
    state.rents.append({"payer": payer, "owner": owner, "field": number, "amount": amount,
                        "reason": reason})


def claimed(state: EuroState, debtor: str, creditor: str, reason: str) -> None:
    """A field taken in payment of a rent: its owner plainly claimed it."""
    state.rents = [r for r in state.rents
                   if (r["payer"], r["owner"], r["reason"]) != (debtor, creditor, reason)]


def act_unclaimed(state: EuroState, action: dict) -> None:
    """Cancel a rent charged since the last throw: the cash paid goes back, a debt for it
    is dropped."""
    rent = _chosen(state, action.get("field"))
    action.update(field=rent["field"], owner=rent["owner"], payer=rent["payer"])
    payer, owner, label = rent["payer"], rent["owner"], state.label(rent["field"])
    debt = next((d for d in state.debts if (d.debtor, d.creditor, d.reason)
                 == (payer, owner, rent["reason"])), None)
    paid = rent["amount"] - (debt.amount if debt else 0)
    finance.require_cash(state, owner, paid, _("handing back the rent for {field}").format(
        field=label))
    state.rents.remove(rent)
    if debt:
        state.debts.remove(debt)
        state.note(_("{debtor} no longer owes {creditor} {amount} for {field}").format(
            debtor=payer, creditor=owner, amount=dollars(debt.amount), field=label))
    state.pay(owner, payer, paid, _("rent for {field} not claimed: handed back").format(
        field=label))


def _chosen(state: EuroState, typed) -> dict:
    if state.phase == "over":
        raise RuleViolation(_("the game is over: {result}; nothing is handed back").format(
            result=state.outcome()))
    if not state.rents:
        raise RuleViolation(_("no rent has been charged since the last throw: once the next "
                              "player has thrown, a rent stands"))
    rents = state.rents
    if typed is not None:
        number = state.find_field(typed, for_sale=True)
        rents = [r for r in rents if r["field"] == number]
        if not rents:
            raise RuleViolation(_("no rent for {field} since the last throw; {rents}").format(
                field=state.label(number), rents=_listed(state)))
    if len(rents) > 1:
        raise RuleViolation(_("more than one rent since the last throw: {rents}").format(
            rents=_listed(state)))
    return rents[0]


def _listed(state: EuroState) -> str:
    return "; ".join(_("{payer} paid {owner} {amount} for {field} (`unclaimed {number}`)").format(
        payer=r["payer"], owner=r["owner"], amount=dollars(r["amount"]),
        field=state.label(r["field"]), number=r["field"]) for r in state.rents)
