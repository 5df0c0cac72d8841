"""Pay Day's seven steps."""

from companion.core.money import in_parts
from companion.games.payday import finance
from companion.games.payday.i18n import _, ngettext
from companion.games.payday.state import BANK, PayDayState, dollars
from companion.games.payday.words import card_name


def payday(state: PayDayState, player: str) -> None:
    """Steps 1-3 at once; step 4 stays open until the turn ends (`close_payday`)."""
    money = state.money
    state.payday_open = True
    month = state.months_done[player] + 1
    terms = []     # the month's end in parts: (sign, amount, words) of wage, interest, bills
    if state.last_month(player):
        state.note(_("1. no wage in {player}'s last month").format(player=player))
    else:
        state.pay(BANK, player, money["wage"], _("1. wage for month {month}").format(month=month))
        terms.append((1, money["wage"], _("{amount} wage")))
    loan, saved = state.loans[player], state.savings(player)
    if saved:
        gained = state.interest(saved, money["savings_interest_percent"])
        state.pay(BANK, player, gained, _("2. {percent}% interest on {amount} savings").format(
            percent=money["savings_interest_percent"], amount=dollars(saved)))
        terms.append((1, gained, _("{amount} interest")))
    elif loan:
        percent = money["loan_interest_percent"]
        owed = state.interest(loan, percent)
        finance.charge(state, player, BANK, owed, _("2. {percent}% interest on the {amount} loan"
                                                    ).format(percent=percent, amount=dollars(loan)))
        terms.append((-1, owed, _("{amount} interest")))
    else:
        state.note(_("2. no savings and no loan: no interest"))
    due = state.bills_due(player)
    if due:
        bills = in_parts([(1, _("{name} {amount}").format(
            name=card_name(state.mail_card(b)), amount=dollars(state.mail_card(b)["amount"])))
            for b in state.bills[player]])
        finance.charge(state, player, BANK, due, _("3. bills: {bills}").format(bills=bills))
        state.mail_discards.extend(state.bills[player])
        state.bills[player] = []
        terms.append((-1, due, _("{amount} bills")))
    else:
        state.note(_("3. no bills"))
    if len(terms) > 1:
        state.note(_("{player}'s Pay Day: {parts} = {net}").format(
            player=player, net=dollars(sum(sign * amount for sign, amount, _words in terms)),
            parts=in_parts([(sign, words.format(amount=dollars(amount)))
                            for sign, amount, words in terms])))
    state.note(_("4. {player} may now repay the loan, deposit or withdraw savings without a fee, "
                 "in {step} steps; `companion next` ends the Pay Day").format(
                     player=player, step=dollars(money["step"])))


def close_payday(state: PayDayState, player: str) -> None:
    """Steps 5-7: tickets and (last month) deals are discarded; back to Start unless done."""
    state.payday_open = False
    if state.tickets[player]:
        state.mail_deck.under(*state.tickets[player])   # void tickets go under the Mail pile
        state.note(_("5. {player}'s unused lottery tickets go back under the Mail pile").format(
            player=player))
        state.tickets[player] = []
    if state.last_month(player) and state.deals[player]:
        names = ", ".join(card_name(state.deal(d)) for d in state.deals[player])
        state.deal_deck.under(*state.deals[player])
        state.deals[player] = []
        state.note(_("6. last month: {player}'s unsold deals are worthless ({names})").format(
            player=player, names=names))
    state.months_done[player] += 1
    if state.months_done[player] < state.months:
        state.days[player] = 0
        state.note(_("7. {player} goes back to Start for month {month}").format(
            player=player, month=state.months_done[player] + 1))
    else:
        state.note(ngettext("7. {player} has played the {n} month agreed and stays on Pay Day",
                            "7. {player} has played the {n} months agreed and stays on Pay Day",
                            state.months).format(player=player, n=state.months))
