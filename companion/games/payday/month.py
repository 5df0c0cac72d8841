"""The calendar's day names in both languages, and Pay Day's seven steps."""

from companion.core.names import match_name
from companion.core.words import plural
from companion.games.payday import finance
from companion.games.payday.state import BANK, PayDayState, dollars

LABELS = {   # kind: (English, German)
    "start": ("Start", "Start"),
    "mail": ("Mail", "Post"),
    "deal": ("Deal", "Deal"),
    "buyer": ("Buyer", "Käufer"),
    "sunday": ("Sweet Sunday", "Süßer Sonntag"),
    "daylight": ("Daylight Savings", "Sommerzeit"),
    "election": ("City Election", "Stadtwahl"),
    "poker": ("Poker Game", "Pokerspiel"),
    "lottery": ("Lottery Drawing", "Lottoziehung"),
    "payday": ("Pay Day", "Zahltag"),
}


def label(day: dict, lang: str = "en") -> str:
    name = LABELS[day["kind"]][lang == "de"]
    if day["kind"] == "mail":
        return f"{name} ({day['letters']})"
    return name


def kind_of(typed: str) -> str:
    """A day kind from its id or either language's name: `Zahltag` is `payday`."""
    names = {k: k for k in LABELS} | {n: k for k, pair in LABELS.items() for n in pair}
    names |= {n.replace(" ", "-"): k for n, k in list(names.items())}
    return names[match_name(typed, names, kind="day")]


def payday(state: PayDayState, player: str) -> None:
    """Steps 1-3 at once; step 4 stays open until the turn ends (`close_payday`)."""
    money = state.money
    state.payday_open = True
    month = state.months_done[player] + 1
    if state.last_month(player):
        state.note(f"1. no wage in {player}'s last month")
    else:
        state.pay(BANK, player, money["wage"], f"1. wage for month {month}")
    loan, saved = state.loans[player], state.savings(player)
    if saved:
        state.pay(BANK, player, state.interest(saved, money["savings_interest_percent"]),
                  f"2. {money['savings_interest_percent']}% interest on {dollars(saved)} savings")
    elif loan:
        percent = money["loan_interest_percent"]
        finance.charge(state, player, BANK, state.interest(loan, percent),
                       f"2. {percent}% interest on the {dollars(loan)} loan")
    else:
        state.note("2. no savings and no loan: no interest")
    due = state.bills_due(player)
    if due:
        names = ", ".join(state.mail_card(b)["name"] for b in state.bills[player])
        finance.charge(state, player, BANK, due, f"3. bills ({names})")
        state.mail_discards.extend(state.bills[player])
        state.bills[player] = []
    else:
        state.note("3. no bills")
    state.note(f"4. {player} may now repay the loan, deposit or withdraw savings without a fee, "
               f"in {dollars(money['step'])} steps; `companion next` ends the Pay Day")


def close_payday(state: PayDayState, player: str) -> None:
    """Steps 5-7: tickets and (last month) deals are discarded; back to Start unless done."""
    state.payday_open = False
    if state.tickets[player]:
        state.mail_deck.extend(state.tickets[player])   # void tickets go under the Mail pile
        state.note(f"5. {player}'s unused lottery tickets go back under the Mail pile")
        state.tickets[player] = []
    if state.last_month(player) and state.deals[player]:
        names = ", ".join(state.deal(d)["name"] for d in state.deals[player])
        state.deal_deck.extend(state.deals[player])
        state.deals[player] = []
        state.note(f"6. last month: {player}'s unsold deals are worthless ({names})")
    state.months_done[player] += 1
    if state.months_done[player] < state.months:
        state.days[player] = 0
        state.note(f"7. {player} goes back to Start for month {state.months_done[player] + 1}")
    else:
        state.note(f"7. {player} has played the {plural(state.months, 'month')} agreed and "
                   f"stays on Pay Day")
