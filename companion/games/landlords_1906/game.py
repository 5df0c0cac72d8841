"""The Landlord's Game as one Game object: setup, the action table, views and scoring."""


import random

from companion.core import i18n
from companion.core.pile import Pile
from companion.games.base import Game, Step, Switch, by_player_count
from companion.games.landlords_1906 import (
    actions, chance, data as data_mod, finance, landing, loans, rules, setup, single_tax, turns,
    views,
)
from companion.games.landlords_1906.i18n import N_, _
from companion.games.landlords_1906.state import MISC, MONEY_STYLE, TREASURY, LandlordState


class LandlordsGame(Game):
    id = "landlords-1906"
    title = "The Landlord's Game (1906)"
    # 2: the data holds the dice and the money record; the Poor House, Natural Opportunities
    # and Chance refuse what version 1 allowed, so version 1 journals may not replay
    # 3: a Trust dissolves once a member holds no railroad (fares change); buying at the deal
    # needs the deal; the Single Tax builds on unimproved lots only
    # 4: Shelter is taxed, JAIL keeps a player three missed turns, the Poor House keeps the
    # debt, notes on mortgages (house default), 5 and 6 players start with $300 and $200
    # 5: a player's bare payment to a debtor is refused as a loan to record (ruling 18); a
    # debtor's sale floor is a house rule with its switch (ruling 19)
    # 6: a debtor buys from no other player either (ruling 9)
    # 7: a throw out of turn is refused (`turn` corrects the order; ruling 20); a named red
    # card must be one that can be on top of the pack (ruling 21)
    rules_version = "landlords-1906-7"
    languages = ("en", "de", "pl")   # `rules landlords-1906 --lang de`: rules.de.md
    views = views
    data_module = data_mod
    public_accounts = (TREASURY, MISC)
    amount_examples = N_("90 or $90")
    money_style = MONEY_STYLE
    score_name = N_("wealth")   # "the most in cash, cards and houses": the most total wealth
    # the readings and house rules a table may choose at `new --rule NAME=VALUE`
    switches = {"chance_returned": Switch("rules", "chance_returned", data_mod.CHANCE_RETURNED),
                **{key: Switch("rules", key) for key in (
                    "advanced", "double_throws_again", "debtor_sells_at_value")}}

    act_deal = staticmethod(setup.act_deal)
    act_average_hands = staticmethod(setup.act_average_hands)
    act_move = staticmethod(landing.act_move)
    act_land = staticmethod(landing.act_land)
    act_buy = staticmethod(actions.act_buy)
    act_decline = staticmethod(actions.act_decline)
    act_build = staticmethod(actions.act_build)
    act_sell = staticmethod(actions.act_sell)
    act_jail = staticmethod(actions.act_jail)
    act_speculate = staticmethod(actions.act_speculate)
    act_trust = staticmethod(actions.act_trust)
    act_poorhouse = staticmethod(actions.act_poorhouse)
    act_borrow = staticmethod(loans.act_borrow)
    act_repay = staticmethod(loans.act_repay)
    act_chance = staticmethod(chance.act_chance)
    act_single_tax = staticmethod(single_tax.act_single_tax)
    act_turn = staticmethod(turns.act_turn)
    act_opportunity = staticmethod(single_tax.act_opportunity)

    def act_pay(self, state: LandlordState, action: dict) -> None:
        """A manual payment; one from a player to a debtor is a loan, refused (ruling 18)."""
        payer, payee = self.account(state, action["from"]), self.account(state, action["to"])
        self.check_amount(state, action["amount"])
        finance.no_gift_to_debtor(state, payer, payee, action["amount"])
        super().act_pay(state, action)

    def new_state(self, players: list[str], data: dict, seed: int) -> LandlordState:
        self.check_seats(players, data)
        indexed = {**data, "_sections": rules.sections(data["spaces"])}
        state = LandlordState(players=list(players), data=indexed, seed=seed,
                              money_style=self.money_style)
        # All undealt money lies in MISCELLANEOUS, which issues it: it may go below zero.
        state.chance_pile = Pile.of([c["id"] for c in data["chance"]],
                                    random.Random(f"{seed}:chance"))
        state.ledger.open(MISC, unlimited=True)
        state.ledger.open(TREASURY)
        cash = by_player_count(data["start_cash"], len(players), "cash")
        for player in players:
            state.ledger.open(player)
            state.positions[player] = 0
            for tally in (state.luxuries, state.education, state.professors):
                tally[player] = 0
            state.pay(MISC, player, cash, _("starting cash"))
        state.note(_("Deal the green cards (`companion deal`), or let beginners take the average "
                     "hands (`companion deal --average`); then `companion move NAME STEPS`"))
        return state

    def names(self, state: LandlordState, kind: str) -> list[str]:
        return views.names(state, kind) or super().names(state, kind)

    def requestable(self, state: LandlordState, player: str) -> list:
        from companion.games.landlords_1906 import phone

        paying = super().requestable(state, player)
        return phone.moves(state, player) + paying if paying else []

    def holdings(self, state: LandlordState, player: str) -> list[str]:
        from companion.games.landlords_1906 import phone

        return phone.holdings(state, player)

    def toolbar(self, state: LandlordState) -> str:
        return views.toolbar(state)

    def apply(self, state: LandlordState, action: dict) -> list[str]:
        effects = super().apply(state, action)
        state.settle_debts(_(" (debt settled)"))
        state.poor = [p for p in state.poor if state.debts_of(p)]
        single_tax.public_works(state)
        actions.end_trust(state)
        return effects

    def end(self, state: LandlordState) -> None:
        """The text sets no end but the table's: "the player who has the most in cash, cards
        and houses at the end of the game is the winner", a game of "two or three sittings"
        unless the rules for advanced players hasten it. `end` is accepted as it stands."""

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        with i18n.speaking(lang):
            return views.house_defaults(data)

    def board_svg(self, state: LandlordState) -> str:
        from companion.games.landlords_1906.board_svg import draw

        return draw(state)

    def headline(self, state: LandlordState) -> str:
        return views.where(state)

    def waiting(self, state: LandlordState) -> list[Step]:
        return views.steps(state)

    def loans(self, state: LandlordState) -> dict[str, dict[str, int]]:
        """Each player's loans on a mortgage, counted: notes from MISCELLANEOUS (each of the
        same sum), and loans from other players (ruling 18)."""
        counts = {p: (len(loans.bank_notes_of(state, p)), len(loans.notes_of(state, p)))
                  for p in state.players}
        return {p: {"mortgage note": bank, "player loan": every - bank}
                for p, (bank, every) in counts.items()}


GAME = LandlordsGame()
