"""Eurobusiness as one Game object: setup, the action table, views and scoring."""

from companion.core import i18n
from companion.games.base import Game, Step, Switch
from companion.games.eurobusiness import (
    board, building, chance, claims, data as data_mod, finance, insolvency, jail, phone,
    trading, views,
)
from companion.games.eurobusiness.i18n import N_, _
from companion.games.eurobusiness.state import BANK, MONEY, EuroState, dollars


class Eurobusiness(Game):
    id = "eurobusiness"
    title = "Eurobusiness"
    titles = {"pl": "Eurobiznes"}   # its Polish edition
    # 5: a player's bare payment to a debtor is refused, a forbidden loan (ruling 16)
    # 6: a whole country's rent is doubled only while none of it is built (the deed, ruling 1)
    # 7: a Chance card the table names must be one that can be on top of its pile
    rules_version = "eurobusiness-7"
    languages = ("en", "pl")            # `rules eurobusiness --lang pl`: rules.pl.md
    views = views
    data_module = data_mod
    score_key = "net_worth"
    amount_examples = N_("240 or 1,500")
    score_name = N_("fortune")      # "the player with the largest fortune wins"
    money_style = MONEY
    # the readings a ruling names, set at `new --rule NAME=VALUE` (ruling 17, ruling 13)
    switches = {"doubled_rent": Switch("rules", "doubled_rent", ("unbuilt", "country")),
                "debtor_sale_floor": Switch("rules", "debtor_sale_floor")}

    act_move = staticmethod(board.act_move)
    act_land = staticmethod(board.act_land)
    act_jail = staticmethod(jail.act_jail)
    act_buy = staticmethod(trading.act_buy)
    act_decline = staticmethod(trading.act_decline)
    act_auction = staticmethod(trading.act_auction)
    act_trade = staticmethod(trading.act_trade)
    act_deal = staticmethod(trading.act_deal)
    act_build = staticmethod(building.act_build)
    act_sell_building = staticmethod(building.act_sell_building)
    act_mortgage = staticmethod(building.act_mortgage)
    act_unmortgage = staticmethod(building.act_unmortgage)
    act_draw = staticmethod(chance.act_draw)
    act_bankrupt = staticmethod(insolvency.act_bankrupt)
    act_unclaimed = staticmethod(claims.act_unclaimed)

    def finished(self, state: EuroState) -> bool:
        return state.phase == "over"

    def end(self, state: EuroState) -> None:
        """"The game ends ... when the playing time agreed before the start of the game
        expires": the players' wealth is counted and the largest fortune wins."""
        rows = [views.wealth(state, p) for p in state.in_play()]
        best = max(r["net_worth"] for r in rows)
        leaders = [r["name"] for r in rows if r["net_worth"] == best]
        state.phase = "over"
        state.winner = leaders[0] if len(leaders) == 1 else None
        state.tied = [] if state.winner else leaders
        state.note(_("The playing time agreed is up: {result} with the largest fortune, "
                     "{amount}").format(result=state.outcome(), amount=dollars(best)))

    def loans(self, state: EuroState) -> dict[str, dict[str, int]]:
        """Each player's mortgages, counted: a mortgage is the bank's loan on a property
        (repaid with 10% interest), so the scoreboard and the report count it as a loan."""
        return {p: {"mortgage": sum(state.owners.get(n) == p for n in state.mortgaged)}
                for p in state.players}

    def headline(self, state: EuroState) -> str:
        return _("game over") if self.finished(state) else self.waiting(state)[0].header()

    def waiting(self, state: EuroState) -> list[Step]:
        return views.steps(state)

    def board_svg(self, state: EuroState) -> str:
        from companion.games.eurobusiness.board_svg import draw

        return draw(state)

    def new_state(self, players: list[str], data: dict, seed: int) -> EuroState:
        self.check_seats(players, data)
        state = EuroState(players=list(players), data=data, seed=seed, active=players[0],
                          money_style=self.money_style)
        state.ledger.open(BANK, unlimited=True)
        for player in players:
            state.ledger.open(player)
            state.positions[player] = 1
            state.pay(BANK, player, data["rules"]["start_cash"], _("starting cash"))
        state.decks = chance.shuffled_decks(data, seed)
        state.note(_("Optional quick start: `deal` (two Title Deeds each, paid for), then "
                     "`move {player} STEPS`").format(player=players[0]))
        return state

    def act_pay(self, state: EuroState, action: dict) -> None:
        """A manual payment; a player's cash to a debtor is a forbidden loan (ruling 16)."""
        payer, payee = self.account(state, action["from"]), self.account(state, action["to"])
        self.check_amount(state, action["amount"])
        finance.no_loan_to_debtor(state, payer, payee)
        super().act_pay(state, action)

    def check_amount(self, state: EuroState, amount: int) -> None:
        finance.check_notes(state, amount)

    def names(self, state: EuroState, kind: str) -> list[str]:
        return views.names(state, kind) or super().names(state, kind)

    def names_now(self, state: EuroState, kind: str) -> list[str]:
        return views.names_now(state, kind) if views.names(state, kind) else super().names_now(
            state, kind)

    def requestable(self, state: EuroState, player: str) -> list:
        paying = super().requestable(state, player)
        return phone.moves(state, player) + paying if paying else []

    def holdings(self, state: EuroState, player: str) -> list[str]:
        return phone.holdings(state, player)

    def toolbar(self, state: EuroState) -> str:
        return f"{self.headline(state)} | {super().toolbar(state)}"

    def apply(self, state: EuroState, action: dict) -> list[str]:
        effects = super().apply(state, action)
        state.settle_debts(_(" (debt settled)"))
        return effects

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        with i18n.speaking(lang):
            return views.house_defaults(data)


GAME = Eurobusiness()
