"""Pay Day as one Game object: setup, the action table, views and scoring."""

import dataclasses
import random

from companion.core.errors import BadInput, RuleViolation, UnknownName
from companion.core.money import fmt
from companion.core.pile import Pile
from companion.games.base import Debt, Game, Step
from companion.games.payday import data as data_mod, deals, finance, mail, turns, views
from companion.games.payday.i18n import N_, _, ngettext
from companion.games.payday.state import (BANK, MONEY_STYLE, POT, PayDayState, dollars,
                                          savings_account)


class PayDay(Game):
    id = "payday"
    title = "Pay Day"
    rules_version = "payday-7"   # 2: issue 18 (tokens only go forward, finished players sit
    # out, nothing after the end: rulings 10-12); 3: named draws from the pile only (ruling 13);
    # 4: any 6 thrown after an election takes the pot (ruling 3); 5: `land` 1 to 6 days on (10);
    # 6: `land` 6 days on is a 6 thrown (3, 10); 7: a finished player's total is final (14)
    public_accounts = (BANK, POT)
    languages = ("en", "de")    # its rules and kit; its messages speak Polish too
    views = views
    data_module = data_mod
    score_key = "total"
    score_name = N_("money")        # the most money (cash plus savings, or cash minus loans) wins
    # the months agreed before the game began (`new --months`) are its end
    ending = N_("when every player has played the months agreed at the start")
    money_style = MONEY_STYLE
    loans_in_money = True
    amount_examples = N_("75 or 1,200")

    act_move = staticmethod(turns.act_move)
    act_land = staticmethod(turns.act_land)
    act_next = staticmethod(turns.act_next)
    act_draw = staticmethod(mail.act_draw)
    act_swellfare = staticmethod(mail.act_swellfare)
    act_buy = staticmethod(deals.act_buy)
    act_pass = staticmethod(deals.act_pass)
    act_commission = staticmethod(deals.act_commission)
    act_sell = staticmethod(deals.act_sell)
    act_poker = staticmethod(deals.act_poker)
    act_loan = staticmethod(finance.act_loan)
    act_savings = staticmethod(finance.act_savings)

    def apply(self, state: PayDayState, action: dict) -> list[str]:
        """Every action, once the game is over, is refused: the totals are final (ruling 12;
        `undo` is no action and still takes a move back)."""
        if state.over:
            raise RuleViolation(ngettext(
                "the game is over: every player has played the {n} month agreed, the totals are "
                "final (`companion score`; `companion undo` takes the last move back)",
                "the game is over: every player has played the {n} months agreed, the totals "
                "are final (`companion score`; `companion undo` takes the last move back)",
                state.months).format(n=state.months))
        _require_in_play(state, [action.get(key) for key in ("player", "from", "to")])
        return super().apply(state, action)

    def configure(self, data: dict, options: dict) -> dict:
        unknown = set(options) - {"months"}
        if unknown:
            return super().configure(data, {k: options[k] for k in unknown})
        if "months" in options:
            if options["months"] < 1:
                raise BadInput(_("a game lasts at least one month"))
            house = [h for h in data["game"].get("house", []) if h != "months"]
            data = {**data, "game": {**data["game"], "months": options["months"],
                                     "house": house}}
        return data

    def new_state(self, players: list[str], data: dict, seed: int) -> PayDayState:
        self.check_seats(players, data)
        indexed = {**data, "_mail": {c["id"]: c for c in data["mail"]},
                   "_deals": {c["id"]: c for c in data["deals"]}}
        state = PayDayState(players=list(players), data=indexed, seed=seed,
                            money_style=self.money_style)
        state.ledger.open(BANK, unlimited=True)
        state.ledger.open(POT)
        for player in players:
            state.ledger.open(player)
            state.ledger.open(savings_account(player))
            for table in (state.bills, state.tickets, state.deals, state.insurance):
                table[player] = []
            state.days[player], state.months_done[player], state.loans[player] = 0, 0, 0
            state.pay(BANK, player, data["money"]["start"], _("starting money"))
        state.mail_deck = Pile.of([c["id"] for c in data["mail"] for _ in range(c["qty"])],
                                  random.Random(f"{seed}:mail"))
        state.deal_deck = Pile.of([c["id"] for c in data["deals"]], random.Random(f"{seed}:deals"))
        state.active = state.acting = players[0]
        months = data["game"]["months"]
        state.note(ngettext("{n} month to play; {player} throws first: `companion move {player} "
                            "STEPS`", "{n} months to play; {player} throws first: `companion "
                            "move {player} STEPS`", months).format(n=months, player=players[0]))
        return state

    def names(self, state: PayDayState, kind: str) -> list[str]:
        return views.names(state, kind) or super().names(state, kind)

    def requestable(self, state: PayDayState, player: str) -> list:
        """A player whose months are played asks for nothing, and nobody pays them (ruling
        14)."""
        from companion.games.payday import phone

        if player not in state.playing():
            return []
        paying = [dataclasses.replace(m, choices=tuple(
            (k, tuple(c for c in cs if c not in state.players or c in state.playing()))
            for k, cs in m.choices)) for m in super().requestable(state, player)]
        return phone.moves(state, player) + paying if paying else []

    def holdings(self, state: PayDayState, player: str) -> list[str]:
        from companion.games.payday import phone

        return phone.holdings(state, player)

    def toolbar(self, state: PayDayState) -> str:
        active, now = state.active, self.waiting(state)[0].header()
        return _("{month} | {now} | {player} on day {day} | pot {pot} | {rest}").format(
            month=_capital(views.month_line(state)), now=now, player=active,
            day=state.days[active], pot=fmt(state.ledger.balance(POT)),
            rest=super().toolbar(state))

    def headline(self, state: PayDayState) -> str:
        line = _capital(views.month_line(state))
        return line if state.over else f"{line}, {self.waiting(state)[0].header()}"

    def waiting(self, state: PayDayState) -> list[Step]:
        return views.steps(state)

    def round_mark(self, state: PayDayState) -> str:
        """The month the table is in: the earliest any player still plays."""
        playing = state.playing() or state.players
        return _("Month {month}").format(month=min(views.month_of(state, p) for p in playing))

    def check_amount(self, state: PayDayState, amount: int) -> None:
        smallest = min(state.money["notes"])
        if amount % smallest:
            raise BadInput(_("{amount} cannot be paid in notes: the smallest is {smallest}"
                             ).format(amount=amount, smallest=smallest))

    def board_svg(self, state: PayDayState) -> str:
        from companion.games.payday.board_svg import draw

        return draw(state)

    def dues(self, state: PayDayState, player: str) -> list[Debt]:
        """The debts, and the bills held, which fall due on Pay Day."""
        held = state.bills_due(player)
        bills = [Debt(player, BANK, held, views.bills_held(state, player))] if held else []
        return state.debts_of(player) + bills

    def loans(self, state: PayDayState) -> dict[str, dict[str, int]]:
        """Each player's loan: the sum owed (Pay Day lends sums in 100 $ steps)."""
        return {p: {"loan": state.loans[p]} for p in state.players}

    def finished(self, state: PayDayState) -> bool:
        return state.over

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        return views.house_defaults(data, lang)

    def shown(self, view: str, state: PayDayState) -> dict:
        return views.shown(state) if view == "status" else super().shown(view, state)


def _require_in_play(state: PayDayState, typed: list) -> None:
    """Refuse an action naming a player who has played the months agreed: their total is
    final (ruling 14), so no money moves to or from them; the refusal says who acts now."""
    for name in typed:
        try:
            player = state.player(name) if isinstance(name, str) else None
        except UnknownName:   # no player (the Bank, the pot) or a typo the action answers
            continue
        if player and player not in state.playing():
            raise RuleViolation(ngettext(
                "{player} has played the {n} month agreed: their total, {total}, is final "
                "and no money moves to or from them (ruling 14); now {now}",
                "{player} has played the {n} months agreed: their total, {total}, is final "
                "and no money moves to or from them (ruling 14); now {now}", state.months).format(
                player=player, n=state.months, total=dollars(views.total(state, player)),
                now=views.steps(state)[0].says))


def _capital(line: str) -> str:
    return line[:1].upper() + line[1:]


GAME = PayDay()
