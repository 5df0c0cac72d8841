"""What Pay Day shows: log lines, status, scores, invariant checks, house defaults."""

from collections import Counter

from companion.core.money import fmt
from companion.core.words import plural
from companion.games.base import Step
from companion.games.payday import month
from companion.games.payday.state import POT, PayDayState, dollars
from companion.games.payday.turns import pending_hint


def describe(state: PayDayState, action: dict) -> str:
    kind = action["type"]
    who = action.get("player", "")
    if kind == "draw":
        names = [_card_name(state, c) for c in action.get("drawn", [])]
        source = "names the drawn" if action.get("cards") else "draws"
        return f"{state.acting} {source} {', '.join(names)}"
    if kind in ("loan", "savings"):
        return f"{who} {kind} {action['op']} {fmt(action['amount'])}"   # as typed
    if kind in ("commission", "poker"):
        rounds = [action.get("throws") or {}, *(action.get("rethrows") or [])]
        throws = " / ".join(", ".join(f"{p}={t}" for p, t in r.items()) for r in rounds if r)
        winner = f"to {action['winner']}" if action.get("winner") else ""
        return " ".join(w for w in (kind, throws, winner) if w)
    simple = {
        "move": lambda: f"{who} throws {action['steps']}",
        "land": lambda: f"{who} lands on day {action['day']}",
        "next": lambda: "next",
        "swellfare": lambda: f"{who} stakes {dollars(action['stake'])} on Swellfare, "
                             f"throws {action['throw']}",
        "buy": lambda: "buy",
        "pass": lambda: "pass",
        "sell": lambda: f"{who} sells {_card_name(state, action['deal'])}",
    }
    return simple[kind]() if kind in simple else kind


def _card_name(state: PayDayState, card_id: str) -> str:
    card = state.data["_mail"].get(card_id) or state.data["_deals"].get(card_id)
    return card["name"] if card else card_id


def status(state: PayDayState) -> dict:
    """`month` is the table's: the earliest month a player still plays (each player's own is
    in their row); `pot_open`: an election has been held and the next 6 takes the pot."""
    playing = state.playing()
    return {
        "game": "payday",
        "month": min((month_of(state, p) for p in playing), default=state.months),
        "months": state.months,
        "active": None if state.over else state.active,
        "pot": state.ledger.balance(POT),
        "pot_open": state.pot_open,
        "players": [_player(state, p) for p in state.players],
    }


def month_of(state: PayDayState, player: str) -> int:
    """The month the player plays now (the last one once all are played)."""
    return min(state.months_done[player] + 1, state.months)


def month_line(state: PayDayState) -> str:
    """Where the table stands in words: "month 2 of 3", or each player's month while they
    differ ("Ann in month 2, Bob and Cy in month 1 of 3")."""
    if state.over:
        return f"{plural(state.months, 'month')} played, game over"
    months: dict[int, list[str]] = {}
    for player in state.playing():
        months.setdefault(month_of(state, player), []).append(player)
    if len(months) == 1:
        return f"month {next(iter(months))} of {state.months}"
    return ", ".join(f"{' and '.join(players)} in month {month}"
                     for month, players in sorted(months.items(), reverse=True)
                     ) + f" of {state.months}"


def bills_held(state: PayDayState, player: str) -> str:
    """The bills a player holds, to pay on Pay Day: 'Dr. Goodbody, due on Pay Day'."""
    names = ", ".join(state.mail_card(b)["name"] for b in state.bills[player])
    return f"{names}, due on Pay Day"


def _player(state: PayDayState, name: str) -> dict:
    return {
        "name": name,
        "cash": state.cash(name),
        "savings": state.savings(name),
        "loan": state.loans[name],
        "day": state.days[name],
        "bills": [state.mail_card(b)["name"] for b in state.bills[name]],
        "deals": [state.deal(d)["name"] for d in state.deals[name]],
        "insurance": [state.mail_card(c)["class"] for c in state.insurance[name]],
        "tickets": [state.mail_card(t)["name"] for t in state.tickets[name]],
        "month": month_of(state, name),
        "months_done": state.months_done[name],
    }


def shown(state: PayDayState) -> dict:
    """The status, and what the turn awaits, for the terminal."""
    return status(state) | {
        "acting": state.acting,
        "over": state.over,
        "next": next_step(state),
        "now": steps(state)[0].header(),   # who acts now: "Ann to throw"
        "month_line": month_line(state),
        "day_names": {p: month.label(state.day(state.days[p])) for p in state.players},
    }


def next_step(state: PayDayState) -> str:
    if state.over:
        return "the game is over: `companion score`"
    if state.pending:
        return f"{state.acting} must {pending_hint(state.pending[0])}"
    if state.daylight_queue:
        return f"Daylight Savings: `companion next` moves {state.daylight_queue[0]} back a day"
    kinds = [o["kind"] for o in state.offers]
    extra = {
        "insurance": "`companion buy` or `companion pass` the insurance",
        "swellfare": f"`companion swellfare {state.acting} STAKE --throw N` (Swellfare)",
        "buyer": f"`companion sell {state.acting} DEAL` to the Buyer",
        "poker": "`companion poker --throws A=4,B=6` for the Poker Game",
    }
    options = [extra[k] for k in dict.fromkeys(kinds)]
    if state.payday_open:
        options.append(f"`companion loan repay`, `companion savings deposit|withdraw "
                       f"{state.acting} AMOUNT` (Pay Day)")
    if not state.moved:
        return f"{state.active} throws: `companion move {state.active} STEPS`"
    return "; ".join(options + [f"`companion next` ends {state.active}'s turn"])


PENDING = {   # what a pending item asks of the acting player, in players' words
    "mail": ("to take mail", lambda item: f"takes {plural(item['left'], 'letter')}"),
    "deal": ("to take a deal", lambda item: "takes a Deal card"),
    "offer": ("to buy or pass", lambda item: "may buy the deal or put it back"),
    "commission": ("to settle the commission", lambda item: "settles the commission: each "
                   "player throws, or the winner is named"),
}
OFFERS = {
    "insurance": "may buy the insurance offered", "swellfare": "may stake on Swellfare",
    "buyer": "may sell a deal to the Buyer", "poker": "may start the Poker Game",
}


def steps(state: PayDayState) -> list[Step]:
    """`next_step` told to the players: who acts now and what."""
    if state.over:
        return [Step(None, "game over", "The game is over: see the scores.")]
    who = state.acting
    if state.pending:
        doing, says = PENDING[state.pending[0]["kind"]]
        return [Step(who, doing, f"{who} {says(state.pending[0])}")]
    if state.daylight_queue:
        back = state.daylight_queue[0]
        return [Step(back, "to move back a day", f"Daylight Savings: {back} moves back a day")]
    if not state.moved:
        return [Step(state.active, "to throw", f"{state.active} throws the die and moves")]
    may = [OFFERS[kind] for kind in dict.fromkeys(o["kind"] for o in state.offers)]
    if state.payday_open:
        may.append("may repay the loan or move savings (Pay Day)")
    ends = f"{state.active} ends the turn"
    return [Step(who, "to end the turn" if not may else "to choose",
                 f"{who} {', '.join(may)}; then {ends}" if may else ends)]


def score(state: PayDayState) -> dict:
    rows = []
    for name in state.players:
        cash, savings, loan = state.cash(name), state.savings(name), state.loans[name]
        rows.append({"name": name, "total": cash + savings - loan, "cash": cash,
                     "savings": savings, "loan": loan})
    rows.sort(key=lambda r: -r["total"])
    leaders = [r for r in rows if r["total"] == rows[0]["total"]]
    return {"players": rows, "winner": leaders[0]["name"] if len(leaders) == 1 else None,
            "final": state.over}


def invariants(state: PayDayState) -> list[str]:
    problems = []
    step = state.money["step"]
    for p in state.players:
        if state.cash(p) < 0:
            problems.append(f"{p} has negative cash")
        if state.savings(p) and state.loans[p]:
            problems.append(f"{p} holds savings and a loan together")
        if state.savings(p) % step or state.loans[p] % step or state.loans[p] < 0:
            problems.append(f"{p}'s savings or loan is not in {step} $ steps")
    if state.ledger.balance(POT) < 0:
        problems.append("the pot is negative")
    return problems + _cards_accounted(state)


def _cards_accounted(state: PayDayState) -> list[str]:
    """Every copy of every card lies in exactly one place."""
    mail = Counter(state.mail_deck + state.mail_discards)
    deals = Counter(state.deal_deck)
    for p in state.players:
        mail.update(state.bills[p] + state.tickets[p] + state.insurance[p])
        deals.update(state.deals[p])
    mail.update(o["card"] for o in state.offers if "card" in o)
    deals.update(i["card"] for i in state.pending if i["kind"] == "offer")
    problems = []
    if mail != Counter({c["id"]: c["qty"] for c in state.data["mail"]}):
        problems.append("mail cards lost or doubled")
    if deals != Counter({c["id"]: 1 for c in state.data["deals"]}):
        problems.append("deal cards lost or doubled")
    return problems


HEAD = {
    "en": ("## House defaults", "Values no public source gives for the 1975 game; companion "
           "plays them until a table brings the real ones with `companion new payday --data "
           "FILE`."),
    "de": ("## Hausregeln", "Werte, die keine öffentliche Quelle für das Spiel von 1975 nennt; "
           "companion spielt mit ihnen, bis ein Tisch die echten mit `companion new payday "
           "--data DATEI` mitbringt."),
}


WORDS_DE = {"bill": "Rechnung", "collection": "Eingang", "lottery": "Lotterieschein",
            "insurance": "Versicherung", "postcard": "Postkarte", "advert": "Werbung",
            "auto": "Auto", "medical": "Arzt", "other": "Sonstiges"}


def house_defaults(data: dict, lang: str = "en") -> str:
    de = lang == "de"
    head, intro = HEAD["de" if de else "en"]
    lines = [head, intro, ""]
    if "months" in data["game"].get("house", []):
        lines.append(f"- {'Monate ohne --months' if de else 'months without --months'}: "
                     f"{data['game']['months']}")
    days = [d for d in data["days"] if d["source"] == "house"]
    if days:
        label = "Kalender" if de else "Calendar"
        lines.append(f"- {label}: " + "; ".join(
            f"{d['day']} {month.label(d, lang)}" for d in days))
    name = "name_de" if de else "name"
    for deal in data["deals"]:
        if deal["source"] == "house" or deal.get("house"):
            fields = ["cost", "commission", "sale"] if deal["source"] == "house" else deal["house"]
            words = {"cost": "Preis", "commission": "Provision", "sale": "Verkauf"} if de else {}
            values = ", ".join(f"{words.get(f, f)} {dollars(deal[f])}" for f in fields)
            lines.append(f"- Deal {deal[name]}: {values}")
    for card in data["mail"]:
        if card["source"] == "house" or card.get("house"):
            amount = f" {dollars(card['amount'])}" if card["amount"] else ""
            kinds = [card["kind"]] + ([card["class"]] if "class" in card else [])
            words = ", ".join(WORDS_DE.get(k, k) if de else k for k in kinds)
            lines.append(f"- {'Post' if de else 'Mail'} {card[name]} ({words}){amount} "
                         f"x{card['qty']}")
    return "\n".join(lines) + "\n"


def names(state: PayDayState, kind: str) -> list[str]:
    """Pay Day's own names, for completion: the Mail and Deal cards, or the deals alone."""
    deals = [c["name"] for c in state.data["deals"]]
    if kind == "deal":
        return deals
    if kind == "card":
        return [c["name"] for c in state.data["mail"]] + deals
    return []
