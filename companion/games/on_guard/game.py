"""On Guard as one Game object: setup, the action table, views and scoring."""


from companion.core.errors import BadInput
from companion.games.base import Game, Step, Switch
from companion.games.on_guard import (
    data as data_mod, goods, mayor, month, towns, turns, views, words,
)
from companion.games.on_guard.i18n import N_, _
from companion.games.on_guard.state import (
    BANK, BOX, GOLD, HOLDERS, MONEY, PILE, SETTLERS, SUPPLY, WAGON, OnGuardState, caravan_name,
    money,
)


class OnGuard(Game):
    id = "on-guard"
    title = "On Guard"
    rules_version = "on-guard-6"   # 2-5: issue 18 (export loads the most; the Mayor, joining;
    # no payment after THE END; a Manor House draws from the discards reshuffled); 6: issue 29
    # (the Wagon Train optional, no-choice turns passed, two of a building, parts)
    views = views
    data_module = data_mod
    seat_word = N_("Aldermen")
    amount_examples = N_("3 or 12")
    score_key, score_name = "total", N_("score")   # translated where it is shown
    ending = N_("at THE END: the settler caravan cannot be refilled, someone builds on their "
                "12th town space, or the Gold Bar target is reached")
    score_in_money = False      # Gold Bars earned and built, not Faradinars
    # the readings rulings 3 and 13 name, set at `new --rule NAME=VALUE`
    switches = {"end_at": Switch("rules", "end_at", ("month", "season")),
                "one_of_each": Switch("rules", "one_of_each")}
    money_style = MONEY
    languages = ("en", "de", "pl")   # `rules on-guard --lang de|pl`: rules.de.md, rules.pl.md

    act_first = staticmethod(month.act_first)
    act_pass = staticmethod(month.act_pass)
    act_influence = staticmethod(mayor.act_influence)
    act_join = staticmethod(mayor.act_join)
    act_develop = act_build = act_settle = act_trade = staticmethod(month.act_turn)
    act_export = staticmethod(month.act_export)
    act_keep = staticmethod(month.act_keep)

    def new_state(self, players: list[str], data: dict, seed: int) -> OnGuardState:
        self.check_seats(players, data)
        taken = {h.casefold() for h in HOLDERS} | {"caravan 1", "caravan 2", "caravan 3"}
        for name in players:
            if name.casefold() in taken:
                raise BadInput(_("{name!r} cannot be an Alderman's name (companion uses it)")
                               .format(name=name))
        state = OnGuardState(players=list(players), data=data, seed=seed,
                             money_style=self.money_style)
        setup = state.setup
        caravans = [caravan_name(i) for i in range(len(setup["caravans"]))]
        holders = [*HOLDERS, *caravans, *players]
        state.ledger.open(BANK, unlimited=True)
        for kind in [*data["goods"], *data["sites"], *data["buildings"], SETTLERS, GOLD]:
            state.stock.add_kind(kind, holders, unlimited=(BOX,))
        for player in players:
            state.ledger.open(player)
            state.pay(BANK, player, setup["faradinars"], _("starting Faradinars"))
            state.sites[player], state.town[player] = [], []
        for gid, good in data["goods"].items():
            state.move(gid, BOX, SUPPLY, good["count"], _("the goods allowed in the demesne"))
        for bid, building in data["buildings"].items():
            state.move(bid, BOX, SUPPLY, building["copies"], _("the building market"))
        state.move(SETTLERS, BOX, SUPPLY, setup["settlers"],
                   _("settlers heading for the Halls"))
        state.move(SETTLERS, SUPPLY, WAGON, setup["wagon"], _("the first cart-load"))
        state.move(GOLD, BOX, SUPPLY, setup["gold_bars"], _("the Gold Bar target"))
        for sid, site in data["sites"].items():
            state.move(sid, BOX, SUPPLY, site["count"], _("the sites of the demesne"))
        for player, kind in zip(players, data["setup"]["starting_sites"]):
            state.move(kind, SUPPLY, player, 1, _("starting site"))
            state.sites[player].append({"kind": kind, "occupied": False})
        state.caravans = [{"size": size, "kind": None} for size in setup["caravans"]]
        state.order = list(players)
        state.cards = [{"activity": a, "bonus": 0, "chosen": False}
                       for a in data["activities"] if a != "prospect"]
        state.cards += [{"activity": "prospect", "bonus": 0, "chosen": False}
                        for _n in range(setup["prospecting"])]
        for sid, site in data["sites"].items():
            if site["good"]:
                state.move(sid, SUPPLY, PILE, state.count(SUPPLY, sid), _("the face-down pile"))
        towns.shuffle_pile(state)
        towns.reveal(state)
        state.effects = [_("{player}: {faradinars} and one site, {site}").format(
                             player=p, faradinars=money(setup["faradinars"]),
                             site=data["sites"][k]["name"])
                         for p, k in zip(players, data["setup"]["starting_sites"])]
        state.note(_("Revealed sites: {sites}. {player} is First: `companion first {player} "
                     "ACTIVITY`").format(sites=views.revealed_text(state), player=players[0]))
        return state

    def apply(self, state: OnGuardState, action: dict) -> list[str]:
        """A throw and a caravan's number are no sums: each is refused for what it is before
        the bound every game puts on numbers (largest_amount)."""
        if action.get("type") == "influence":
            mayor.check_throw(state, action["roll"])
        if action.get("type") == "export" and action.get("caravan") is not None:
            goods.check_caravan(state, action["caravan"])
        return super().apply(state, action)

    def act_pay(self, state: OnGuardState, action: dict) -> None:
        """A payment the table agreed, never after THE END: the tie-break counts Faradinars."""
        turns.check_playing(state)
        super().act_pay(state, action)

    def names(self, state: OnGuardState, kind: str) -> list[str]:
        return views.names(state, kind) or super().names(state, kind)

    def requestable(self, state: OnGuardState, player: str) -> list:
        from companion.games.on_guard import phone

        paying = super().requestable(state, player)
        return phone.moves(state, player) + paying if paying else []

    def holdings(self, state: OnGuardState, player: str) -> list[str]:
        from companion.games.on_guard import phone

        return phone.holdings(state, player)

    def toolbar(self, state: OnGuardState) -> str:
        return views.toolbar(state)

    def headline(self, state: OnGuardState) -> str:
        return views.where(state)

    def waiting(self, state: OnGuardState) -> list[Step]:
        return views.steps(state)

    def round_mark(self, state: OnGuardState) -> str:
        return words.month(state.month_name)

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        return views.house_defaults(data, lang)

    def board_svg(self, state: OnGuardState) -> str:
        from companion.games.on_guard.board_svg import draw

        return draw(state)


GAME = OnGuard()
