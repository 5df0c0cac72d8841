"""Bank Loans and Loan Shark loans: taking them, and repaying them when a card allows."""

import math

from companion.core.errors import RuleViolation
from companion.core.money import fmt, in_parts
from companion.games.discretion import finance, solvency
from companion.games.discretion.actions import require_active
from companion.games.discretion.i18n import N_, _, ngettext
from companion.games.discretion.state import BANK, DiscretionState


def act_loan(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    count = action.get("count", 1)
    if action["op"] == "take":
        _take_bank_loan(state, player, count)
    else:
        _repay(state, player, count, "loan", state.bank_loans,
               state.rules["bank_loan_repay"], state.rules["bank_loan_interest"])


def _take_bank_loan(state: DiscretionState, player: str, count: int) -> None:
    allowed = finance.bank_loans_for_purpose(state, player)
    if allowed is None:
        require_active(state, player, N_("take a Bank Loan (others only to pay a tax)"),
                       during_auctions=True)   # e.g. to fund a bid, or a debt before one
    elif count > allowed:
        shortfall = finance.tax_shortfall(state, player)
        raise RuleViolation(_("{player} may borrow only to pay the tax: the {shortfall} "
                              "shortfall takes {loans}").format(
            player=player, shortfall=fmt(shortfall), loans=finance.loans_count("loan", allowed)))
    limit = finance.loan_limit(state, player)
    if state.bank_loans[player] + count > limit:
        owned = len(state.buildings_of(player))
        raise RuleViolation(_("{player} owns {buildings}, enough collateral for {loans}, and "
                              "holds {held}").format(
            player=player, loans=finance.loans_count("loan", limit), held=state.bank_loans[player],
            buildings=ngettext("{n} building", "{n} buildings", owned).format(n=owned)))
    left = state.rules["bank_loans_total"] - finance.bank_loans_out(state)
    if count > left:
        raise RuleViolation(_("the Bank has only {loans} left").format(
            loans=finance.loans_count("loan", left)))
    state.bank_loans[player] += count
    state.pay(BANK, player, count * state.rules["bank_loan"], _("takes {loans}").format(
        loans=finance.times(finance.loans_count("loan", count), state.rules["bank_loan"])))


def act_shark(state: DiscretionState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    if action["op"] == "repay":
        _repay(state, player, action.get("count", 1), "shark", state.shark_loans,
               state.rules["shark_repay"], state.rules["shark_interest"])
        return
    need = state.debt_of(player) or action.get("for") or 0
    if not need:
        raise RuleViolation(_("say what the loan is for, e.g. `--for 500k`: Loan Shark loans "
                              "are only for a payment {player} cannot make").format(player=player))
    cash = state.ledger.balance(player)
    _refuse_hopeless(state, player)
    if cash >= need:
        raise RuleViolation(_("{player} has {cash}, enough for {need}: the Loan Shark lends "
                              "only to those who cannot pay").format(
            player=player, cash=fmt(cash), need=fmt(need)))
    size = state.rules["shark_loan"]
    needed = math.ceil((need - cash) / size)
    count = action.get("count") or needed
    if count > needed:
        raise RuleViolation(ngettext(
            "the {shortfall} shortfall takes {n} loan: no Loan Shark money for a cash reserve",
            "the {shortfall} shortfall takes {n} loans: no Loan Shark money for a cash reserve",
            needed).format(shortfall=fmt(need - cash), n=needed))
    held_max = state.rules["shark_loans_max_held"]
    if state.shark_loans[player] + count > held_max:
        said = (_("{player} would hold {n} Loan Shark loans: at most {most} may be held; "
                  "needing more than {most} means elimination (`companion bankrupt {player}`)")
                if state.debts_of(player) else
                _("{player} would hold {n} Loan Shark loans: at most {most} may be held"))
        raise RuleViolation(said.format(player=player, n=state.shark_loans[player] + count,
                                        most=held_max))
    left = state.rules["shark_loans_total"] - finance.shark_loans_out(state)
    if count > left:
        raise RuleViolation(ngettext("the Loan Shark has only {n} loan left",
                                     "the Loan Shark has only {n} loans left", left).format(n=left))
    action["count"] = count
    state.shark_loans[player] += count
    state.pay(BANK, player, count * size, _("takes {loans}").format(
        loans=finance.times(finance.loans_count("shark", count), size)))
    state.shark_lent[player] = state.shark_lent.get(player, 0) + count * size
    if not state.debts_of(player):   # a debt takes the money at once (apply settles it)
        state.note(_("Loan Shark money is spent this turn: what {player} still holds of it "
                     "when the turn ends goes back to the Bank with its receipts (ruling 6)"
                     ).format(player=player))


def _refuse_hopeless(state: DiscretionState, player: str) -> None:
    """No Loan Shark loan for a debt that every loan and demolition together cannot pay: it
    would not avert the bankruptcy, only sit as cash beside the debt (ruling 6: the loan is
    for "the business they have in mind", here paying the debt)."""
    owed = state.debt_of(player)
    most = solvency.means(state, player).most if owed else 0
    if most < owed:
        raise RuleViolation(_("{player} cannot raise the {amount} owed even with every loan and "
                              "demolition open to them (at most {most}): a Loan Shark loan "
                              "would not avert bankruptcy, so none is lent (ruling 6); "
                              "`companion bankrupt {player}` when the debt's turn comes").format(
            player=player, amount=fmt(owed), most=fmt(most)))


# What repaying each kind of loan needs: the card whose window allows it, the refusal
# outside that window, and the refusal for loans taken after the card.
REPAYING = {
    "loan": ("interest", N_("a Bank Loan is repaid only when the Interest card is drawn"),
             N_("the Interest card charged interest on {charged} of {player}'s Bank Loans "
                "still to repay: a loan taken after the card waits for the next one")),
    "shark": ("end-of-year",
              N_("a Loan Shark loan is repaid only when the End of Year card is drawn"),
              N_("the End of Year card charged interest on {charged} of {player}'s Loan Shark "
                 "loans still to repay: a loan taken after the card waits for the next one")),
}


def _repay(state, player, count, kind, loans, whole, interest) -> None:
    """Repay loans the card just charged interest on (ruling 5 and 6): not loans taken since.
    The card charged the interest; repaying adds the rest of the `whole` price a loan."""
    window, outside, too_late = REPAYING[kind]
    if (state.window or {}).get("kind") != window:
        raise RuleViolation(_(outside))
    if count > loans[player]:
        raise RuleViolation(_("{player} holds {loans}").format(
            player=player, loans=finance.loans_count(kind, loans[player])))
    charged = state.window["charged"]
    if count > charged.get(player, 0):
        raise RuleViolation(_(too_late).format(charged=charged.get(player, 0), player=player))
    finance.require_no_debts(state, N_("before repaying loans"), player)
    price = whole - interest
    total = count * price
    if not state.ledger.can_pay(player, total):
        raise RuleViolation(_("{player} has {cash}, repaying costs {total}").format(
            player=player, cash=fmt(state.ledger.balance(player)), total=fmt(total)))
    loans[player] -= count
    charged[player] -= count
    split = in_parts([(1, _("{amount} principal").format(amount=fmt(price))),
                      (1, _("{amount} interest").format(amount=fmt(interest)))])
    state.pay(player, BANK, total, _("repays {loans}, the principal: with this card's interest a "
                                     "loan costs {whole} ({split})").format(
        loans=finance.times(finance.loans_count(kind, count), price), whole=fmt(whole),
        split=split))
