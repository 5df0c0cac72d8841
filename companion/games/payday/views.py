"""What Pay Day shows: log lines, status, scores, invariant checks, house defaults."""

from collections import Counter

from companion.core import i18n
from companion.games.base import Step
from companion.games.payday import words
from companion.games.payday.deals import joined
from companion.games.payday.i18n import N_, _, ngettext
from companion.games.payday.state import POT, PayDayState, dollars
from companion.games.payday.turns import pending_hint
from companion.games.payday.words import card_name


def describe(state: PayDayState, action: dict) -> str:
    kind = action["type"]
    who = action.get("player", "")
    if kind == "draw":
        drawn = action.get("drawn", [])
        names = ", ".join(_card_name(state, c) for c in drawn)
        said = ngettext("{player} names the drawn {cards}", "{player} names the drawn {cards}",
                        len(drawn)) if action.get("cards") else _("{player} draws {cards}")
        return said.format(player=state.acting, cards=names)
    if kind in ("loan", "savings"):
        return MONEY_MOVES[action["op"]]().format(player=who, amount=dollars(action["amount"]))
    if kind in ("commission", "poker"):
        rounds = [action.get("throws") or {}, *(action.get("rethrows") or [])]
        throws = " / ".join(", ".join(f"{p}={t}" for p, t in r.items()) for r in rounds if r)
        said = THROWN[kind, bool(throws), bool(action.get("winner"))]()
        return said.format(throws=throws, player=action.get("winner"))
    if kind in ("buy", "pass"):
        card = action.get("card") or ""
        return OFFERED[kind, bool(card)]().format(player=state.acting,
                                                  name=_card_name(state, card))
    simple = {
        "move": lambda: _("{player} throws {steps}").format(player=who, steps=action["steps"]),
        "land": lambda: _("{player} lands on day {day}").format(player=who, day=action["day"]),
        "next": lambda: _("end of turn"),
        "swellfare": lambda: _("{player} stakes {stake} on Swellfare, throws {throw}").format(
            player=who, stake=dollars(action["stake"]), throw=action["throw"]),
        "sell": lambda: _("{player} sells {deal}").format(
            player=who, deal=_card_name(state, action["deal"])),
    }
    return simple[kind]() if kind in simple else kind


MONEY_MOVES = {   # a loan's or savings' op, in words
    "take": lambda: _("{player} takes a loan of {amount}"),
    "repay": lambda: _("{player} repays {amount} of the loan"),
    "deposit": lambda: _("{player} deposits {amount} in savings"),
    "withdraw": lambda: _("{player} withdraws {amount} from savings"),
}
OFFERED = {   # (kind, card typed): a buy's or pass's summary
    ("buy", True): lambda: _("{player} buys {name}"),
    ("buy", False): lambda: _("{player} buys the offer"),
    ("pass", True): lambda: _("{player} does not buy {name}"),
    ("pass", False): lambda: _("{player} passes on the offer"),
}
THROWN = {   # (kind, throws typed, winner named): a commission's or Poker Game's summary
    ("commission", True, False): lambda: _("commission: {throws}"),
    ("commission", False, True): lambda: _("commission to {player}"),
    ("commission", True, True): lambda: _("commission: {throws}, to {player}"),
    ("poker", True, False): lambda: _("Poker Game: {throws}"),
    ("poker", False, True): lambda: _("Poker Game to {player}"),
    ("poker", True, True): lambda: _("Poker Game: {throws}, to {player}"),
}


def _card_name(state: PayDayState, card_id: str) -> str:
    card = state.data["_mail"].get(card_id) or state.data["_deals"].get(card_id)
    return card_name(card) if card else card_id


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
        return ngettext("{n} month played, game over", "{n} months played, game over",
                        state.months).format(n=state.months)
    months: dict[int, list[str]] = {}
    for player in state.playing():
        months.setdefault(month_of(state, player), []).append(player)
    if len(months) == 1:
        return _("month {month} of {months}").format(month=next(iter(months)),
                                                      months=state.months)
    each = ", ".join(_("{players} in month {month}").format(players=joined(players), month=month)
                     for month, players in sorted(months.items(), reverse=True))
    return _("{each} of {months}").format(each=each, months=state.months)


def bills_held(state: PayDayState, player: str) -> str:
    """The bills a player holds, to pay on Pay Day: 'Dr. Goodbody, due on Pay Day'."""
    names = ", ".join(card_name(state.mail_card(b)) for b in state.bills[player])
    return _("{bills}, due on Pay Day").format(bills=names)


def _player(state: PayDayState, name: str) -> dict:
    return {
        "name": name,
        "cash": state.cash(name),
        "savings": state.savings(name),
        "loan": state.loans[name],
        "day": state.days[name],
        "bills": [card_name(state.mail_card(b)) for b in state.bills[name]],
        "deals": [card_name(state.deal(d)) for d in state.deals[name]],
        "insurance": [state.mail_card(c)["class"] for c in state.insurance[name]],
        "tickets": [card_name(state.mail_card(t)) for t in state.tickets[name]],
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
        "day_names": {p: words.label(state.day(state.days[p])) for p in state.players},
    }


def next_step(state: PayDayState) -> str:
    if state.over:
        return _("the game is over: `companion score`")
    if state.pending:
        return pending_hint(state.pending[0], state.acting)
    if state.daylight_queue:
        return _("Daylight Savings: `companion next` moves {player} back a day").format(
            player=state.daylight_queue[0])
    kinds = [o["kind"] for o in state.offers]
    extra = {
        "insurance": lambda: _("`companion buy` or `companion pass` the insurance"),
        "swellfare": lambda: _("`companion swellfare {player} STAKE --throw N` (Swellfare)"),
        "buyer": lambda: _("`companion sell {player} DEAL` to the Buyer"),
        "poker": lambda: _("`companion poker --throws A=4,B=6` for the Poker Game"),
    }
    options = [extra[k]().format(player=state.acting) for k in dict.fromkeys(kinds)]
    if state.payday_open:
        options.append(_("`companion loan repay`, `companion savings deposit|withdraw {player} "
                         "AMOUNT` (Pay Day)").format(player=state.acting))
    if not state.moved:
        return _("{player} throws: `companion move {player} STEPS`").format(player=state.active)
    return "; ".join(options + [_("`companion next` ends {player}'s turn").format(
        player=state.active)])


PENDING = {   # what a pending item asks of the acting player, in players' words
    "mail": N_("to take mail"), "deal": N_("to take a deal"), "offer": N_("to buy or pass"),
    "commission": N_("to settle the commission"),
}
OFFERS = {
    "insurance": N_("may buy the insurance offered"), "swellfare": N_("may stake on Swellfare"),
    "buyer": N_("may sell a deal to the Buyer"), "poker": N_("may start the Poker Game"),
}


def _pending_said(item: dict, who: str) -> str:
    if item["kind"] == "mail":
        return ngettext("{player} takes {n} letter", "{player} takes {n} letters",
                        item["left"]).format(player=who, n=item["left"])
    return {"deal": lambda: _("{player} takes a Deal card"),
            "offer": lambda: _("{player} may buy the deal or put it back"),
            "commission": lambda: _("{player} settles the commission: each player throws, or "
                                    "the winner is named")}[item["kind"]]().format(player=who)


def steps(state: PayDayState) -> list[Step]:
    """`next_step` told to the players: who acts now and what."""
    if state.over:
        return [Step(None, _("game over"), _("The game is over: see the scores."))]
    who = state.acting
    if state.pending:
        item = state.pending[0]
        return [Step(who, _(PENDING[item["kind"]]), _pending_said(item, who))]
    if state.daylight_queue:
        back = state.daylight_queue[0]
        return [Step(back, _("to move back a day"),
                     _("Daylight Savings: {player} moves back a day").format(player=back))]
    if not state.moved:
        return [Step(state.active, _("to throw"),
                     _("{player} throws the die and moves").format(player=state.active))]
    may = [_(OFFERS[kind]) for kind in dict.fromkeys(o["kind"] for o in state.offers)]
    if state.payday_open:
        may.append(_("may repay the loan or move savings (Pay Day)"))
    if not may:
        return [Step(who, _("to end the turn"),
                     _("{player} ends the turn").format(player=state.active))]
    return [Step(who, _("to choose"), _("{player} {choices}; then {active} ends the turn").format(
        player=who, choices=", ".join(may), active=state.active))]


def total(state: PayDayState, name: str) -> int:
    """What a player scores: cash plus savings, less the loan."""
    return state.cash(name) + state.savings(name) - state.loans[name]


def score(state: PayDayState) -> dict:
    rows = []
    for name in state.players:
        rows.append({"name": name, "total": total(state, name), "cash": state.cash(name),
                     "savings": state.savings(name), "loan": state.loans[name]})
    rows.sort(key=lambda r: -r["total"])
    leaders = [r for r in rows if r["total"] == rows[0]["total"]]
    return {"players": rows, "winner": leaders[0]["name"] if len(leaders) == 1 else None,
            "final": state.over}


def invariants(state: PayDayState) -> list[str]:
    problems = []
    step = state.money["step"]
    for p in state.players:
        if state.cash(p) < 0:
            problems.append(_("{player} has negative cash").format(player=p))
        if state.savings(p) and state.loans[p]:
            problems.append(_("{player} holds savings and a loan together").format(player=p))
        if state.savings(p) % step or state.loans[p] % step or state.loans[p] < 0:
            problems.append(_("{player}'s savings or loan is not in {step} steps").format(
                player=p, step=dollars(step)))
    if state.ledger.balance(POT) < 0:
        problems.append(_("the pot is negative"))
    return problems + _cards_accounted(state)


def _cards_accounted(state: PayDayState) -> list[str]:
    """Every copy of every card lies in exactly one place."""
    mail = Counter(state.mail_deck.cards + state.mail_discards)
    deals = Counter(state.deal_deck.cards)
    for p in state.players:
        mail.update(state.bills[p] + state.tickets[p] + state.insurance[p])
        deals.update(state.deals[p])
    mail.update(o["card"] for o in state.offers if "card" in o)
    deals.update(i["card"] for i in state.pending if i["kind"] == "offer")
    problems = []
    if mail != Counter({c["id"]: c["qty"] for c in state.data["mail"]}):
        problems.append(_("mail cards lost or doubled"))
    if deals != Counter({c["id"]: 1 for c in state.data["deals"]}):
        problems.append(_("deal cards lost or doubled"))
    return problems


def house_defaults(data: dict, lang: str = "en") -> str:
    """The values Pay Day ships as house defaults, as a Markdown section in `lang`."""
    with i18n.speaking(lang):
        return _house_defaults(data)


def _house_defaults(data: dict) -> str:
    lines = [_("## House defaults"),
             _("Values no public source gives for the 1975 game; companion plays them until a "
               "table brings the real ones with `companion new payday --data FILE`."), ""]
    if "months" in data["game"].get("house", []):
        lines.append(_("- months without --months: {months}").format(
            months=data["game"]["months"]))
    days = [d for d in data["days"] if d["source"] == "house"]
    if days:
        lines.append(_("- Calendar: {days}").format(
            days="; ".join(f"{d['day']} {words.label(d)}" for d in days)))
    field_names = {"cost": N_("cost"), "commission": N_("commission"), "sale": N_("sale")}
    for deal in data["deals"]:
        if deal["source"] == "house" or deal.get("house"):
            fields = ["cost", "commission", "sale"] if deal["source"] == "house" else deal["house"]
            values = ", ".join(f"{_(field_names[f])} {dollars(deal[f])}" for f in fields)
            lines.append(_("- Deal {name}: {values}").format(name=card_name(deal), values=values))
    for card in data["mail"]:
        if card["source"] == "house" or card.get("house"):
            kinds = [words.kind(card)] + ([words.bill_class(card["class"])]
                                          if "class" in card else [])
            said = (_("- Mail {name} ({kinds}) {amount} x{qty}") if card["amount"]
                    else _("- Mail {name} ({kinds}) x{qty}"))
            lines.append(said.format(name=card_name(card), kinds=", ".join(kinds),
                                     amount=dollars(card["amount"]), qty=card["qty"]))
    return "\n".join(lines) + "\n"


def names(state: PayDayState, kind: str) -> list[str]:
    """Pay Day's own names, for completion: the Mail and Deal cards, or the deals alone."""
    deals = [card_name(c) for c in state.data["deals"]]
    if kind == "deal":
        return deals
    if kind == "card":
        return [card_name(c) for c in state.data["mail"]] + deals
    return []
