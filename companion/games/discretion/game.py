"""Discretion as one Game object: setup, the action table, views and scoring."""

import random

from companion.core.errors import RuleViolation
from companion.core.money import fmt
from companion.core.pile import Pile
from companion.games.base import Game, Step, Switch, by_player_count
from companion.games.discretion import (
    actions, auctions, data as data_mod, events, finance, loans, settling, views,
)
from companion.games.discretion.i18n import N_, _
from companion.games.discretion.state import BANK, DiscretionState


class Discretion(Game):
    id = "discretion"
    title = "Discretion"
    languages = ("en", "de", "pl")   # its rules (rules.<lang>.md); its kit is English yet
    rules_version = "discretion-8"   # 2: issue 7 (loan windows, bankruptcy, rates, deck,
    # rulings); 3: bankruptcy refused while demolishing and forfeiting land pays (ruling 20);
    # 4: unspent shark money handed back at the turn's end, every demolition 100,000 (6, 7);
    # 5: own cash spent before shark money at the turn's end (6); 6: no shark money paid
    # to another player, a debt's shark loans handed back too (6), no pay after the end (14);
    # 7: issue 29, no shark interest at the last End of Year and nothing after the end (14);
    # 8: a named Title or List card must be able to be on top, a card drawn in turn (22)
    views = views
    data_module = data_mod
    score_name = N_("net assets")   # Determining the Winner: the greatest net assets
    # "won outright ... if all other players have become bankrupt"; else "the full 10 years"
    ending = N_("after Year 10, or when one player is left solvent")
    # ruling 14's other reading, set at `new --rule shark_end=card`
    switches = {"shark_end": Switch("rules", "shark_end", data_mod.SHARK_END)}

    act_auction = staticmethod(auctions.act_auction)
    act_build = staticmethod(actions.act_build)
    act_demolish = staticmethod(actions.act_demolish)
    act_loan = staticmethod(loans.act_loan)
    act_shark = staticmethod(loans.act_shark)
    act_next = staticmethod(actions.act_next)
    act_forfeit = staticmethod(actions.act_forfeit)
    act_bankrupt = staticmethod(actions.act_bankrupt)
    act_event = staticmethod(events.act_event)
    act_draw = staticmethod(events.act_draw)

    def new_state(self, players: list[str], data: dict, seed: int) -> DiscretionState:
        self.check_seats(players, data)
        indexed = {
            **data,
            "_plots_by_id": {p["id"]: p for p in data["plots"]},
            "_plot_of_cell": {c: p["id"] for p in data["plots"] for c in p["cells"]},
            "_events_by_id": {c["id"]: c for c in data["events"]},
        }
        state = DiscretionState(players=list(players), data=indexed, seed=seed,
                                 money_style=self.money_style)
        state.ledger.open(BANK, unlimited=True)
        start = by_player_count(data["start_money"], len(players), "total")
        for player in players:
            state.ledger.open(player)
            state.bank_loans[player] = 0
            state.shark_loans[player] = 0
            state.pay(BANK, player, start, _("starting money"))
        plots = [p["id"] for p in data["plots"]]
        state.title_deck = Pile.of(plots, random.Random(f"{seed}:titles"))
        state.list_deck = Pile.of(plots, random.Random(f"{seed}:list"))
        state.pending_auctions = [None] * data["years"][0]["auctions"]
        state.active = players[0]
        if not state.pending_auctions:
            auctions.auctions_done(state)
        return state

    def act_pay(self, state: DiscretionState, action: dict) -> None:
        """No player's money pays another's debt: it would be a loan between players
        (ruling 21); the base refuses a debtor's cash going anywhere but the Bank. No shark
        money lent this turn goes to another player (ruling 6)."""
        payer, payee = self.account(state, action["from"]), self.account(state, action["to"])
        if payer in state.players and payee in state.players:
            if state.debts_of(payee):
                raise RuleViolation(_(
                    "{payee} owes the Bank {amount}: a debt is paid with cash in hand, loans or "
                    "demolition, not with {payer}'s money (ruling 21)").format(
                    payee=payee, amount=fmt(state.debt_of(payee)), payer=payer))
            finance.refuse_shark_money_given(state, payer, payee, action["amount"])
        super().act_pay(state, action)

    def check_amount(self, state: DiscretionState, amount: int) -> None:
        finance.check_notes(state, amount)

    def notes_held(self, state: DiscretionState, account: str) -> int | None:
        """The Bank's notes are the kit's, less what it has paid out (finance.bank_notes)."""
        if account == BANK:
            return finance.bank_notes(state)
        return super().notes_held(state, account)

    def names(self, state: DiscretionState, kind: str) -> list[str]:
        return views.names(state, kind) or super().names(state, kind)

    def names_now(self, state: DiscretionState, kind: str) -> list[str]:
        return views.names_now(state, kind) if views.names(state, kind) else super().names_now(
            state, kind)

    def requestable(self, state: DiscretionState, player: str) -> list:
        from companion.games.discretion import phone

        if player not in state.in_play() or self.finished(state):
            return []
        paying = [] if state.phase == "settle" else super().requestable(state, player)
        return phone.moves(state, player) + paying   # no payment while debts are settled

    def holdings(self, state: DiscretionState, player: str) -> list[str]:
        from companion.games.discretion import phone

        return phone.holdings(state, player)

    def toolbar(self, state: DiscretionState) -> str:
        return f"{views.where(state)} | {super().toolbar(state)}"

    def apply(self, state: DiscretionState, action: dict) -> list[str]:
        """Every action is refused once the game is over, not only those moving money (the
        session's guard): the score stands (ruling 14); `companion undo` takes back a mistake.
        While the last debts are settled (`shark_end = "card"`), only what settles them."""
        if state.phase == "over":
            raise RuleViolation(self.over_line(state))
        if state.phase == "settle":
            settling.refuse_unless_settling(state, action)
        effects = super().apply(state, action)
        state.settle_debts()
        settling.settled(state)
        return effects

    def board_svg(self, state: DiscretionState) -> str:
        from companion.games.discretion.board_svg import draw

        return draw(state)

    def headline(self, state: DiscretionState) -> str:
        return views.where(state)

    def waiting(self, state: DiscretionState) -> list[Step]:
        return views.steps(state)

    def round_mark(self, state: DiscretionState) -> str:
        return _("Year {year}").format(year=state.year)

    def loans(self, state: DiscretionState) -> dict[str, dict[str, int]]:
        return {p: {"Bank Loan": state.bank_loans[p], "Loan Shark loan": state.shark_loans[p]}
                for p in state.players}

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        return views.house_defaults(data, lang)

    def start_player(self, state: DiscretionState) -> str:
        """The first buyer at the opening auctions starts the building round (ruling 16)."""
        return state.first_buyer or state.players[0]


GAME = Discretion()
