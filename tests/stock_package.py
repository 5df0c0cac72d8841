"""A game package of shares, made on the spot as an author would write it (docs/games.md,
public modules only): prices on the TV page's panel, a phone move that buys a count of
shares, dividends as a money flow of its own, the score by `score_key` "worth" in the money
style "${}", and no status or score renderer of its own. Without `cli.py` it has no
commands of its own, as a package may."""

import sys
from pathlib import Path

import pytest

from companion import games
from tests.plugin_helpers import fake_package

DATA = '''[game]
min_players = 2
max_players = 4

[chains]
names = ["Tower", "Luxor", "Festival"]
prices = [300, 400, 500]
shares = 25
start = 6000
'''

GAME = '''from pathlib import Path

from companion.core.errors import BadInput, RuleViolation
from companion.core.i18n import N_
from companion.games.base import Game, Move, Panel
from stock_game import views
from stock_game.i18n import _
from stock_game.state import StockState


class Stock(Game):
    id = "stocks"
    title = "Stock exchange"
    rules_version = "stocks-1"
    views = views
    score_key = "worth"
    score_name = N_("worth")
    money_style = "${}"
    transfer_kinds = {"dividends": N_("dividends")}

    def data_folder(self):
        return Path(__file__).resolve().parent / "data"

    def load_data(self, path=None):
        from companion.core.datafile import load_toml

        return load_toml(path or self.default_data_path())

    def new_state(self, players, data, seed):
        self.check_seats(players, data)
        state = StockState(players=list(players), data=data, seed=seed)
        state.ledger.open("Bank", unlimited=True)
        for p in players:
            state.ledger.open(p)
            state.pay("Bank", p, data["chains"]["start"], _("starting cash"))
        return state

    def price(self, state, chain):
        return state.data["chains"]["prices"][state.data["chains"]["names"].index(chain)]

    def act_buy(self, state, action):
        player = action["player"] = state.player(action["player"])
        chains = state.data["chains"]["names"]
        chain = next((c for c in chains if c.lower() == str(action["chain"]).lower()), None)
        if chain is None:
            raise BadInput(_("no chain {chain!r}").format(chain=action["chain"]))
        count = action["count"]
        if count < 1:
            raise BadInput(_("buy at least one share"))
        if count > self.left(state, chain):
            raise RuleViolation(_("{chain} has {n} shares left").format(
                chain=chain, n=self.left(state, chain)))
        action["chain"] = chain
        state.pay(player, "Bank", count * self.price(state, chain),
                  _("buys {n} {chain}").format(n=count, chain=chain))
        state.bought.append({"player": player, "chain": chain, "count": count})

    def act_dividend(self, state, action):
        for row in state.bought:
            state.pay("Bank", row["player"], row["count"] * self.price(state, row["chain"]) // 10,
                      _("dividend of {chain}").format(chain=row["chain"]))

    def left(self, state, chain):
        return state.data["chains"]["shares"] - sum(
            r["count"] for r in state.bought if r["chain"] == chain)

    def transfer_kind(self, reason):
        return "dividends" if reason.startswith("dividend of") else None

    def panel(self, state):
        names = state.data["chains"]["names"]
        return Panel(_("Share prices"), (_("chain"), _("price"), _("shares left")),
                     tuple((c, self.price(state, c), self.left(state, c)) for c in names),
                     money=(_("price"),))

    def requestable(self, state, player):
        return super().requestable(state, player) + [
            Move(_("Buy shares"), ("buy", player, "{chain}", "{count}"),
                 (("chain", tuple(state.data["chains"]["names"])),))]

    def random_action(self, state, rng):
        if rng.random() < 0.3:
            return {"type": "dividend"}
        if rng.random() < 0.5:
            return super().random_action(state, rng)
        return {"type": "buy", "player": rng.choice(state.players),
                "chain": rng.choice(state.data["chains"]["names"]), "count": rng.randint(1, 6)}


GAME = Stock()
'''

STATE = '''
from dataclasses import dataclass, field

from companion.games.base import BaseState


@dataclass
class StockState(BaseState):
    bought: list = field(default_factory=list)
'''

VIEWS = '''from stock_game.i18n import _


def describe(state, action):
    if action["type"] == "buy":
        return _("{player} buys {n} shares of {chain}").format(
            player=action["player"], n=action["count"], chain=action["chain"])
    return _("dividends are paid")


def worth(state, player):
    from stock_game.game import GAME

    return state.ledger.balance(player) + sum(
        r["count"] * GAME.price(state, r["chain"]) for r in state.bought if r["player"] == player)


def status(state):
    return {"players": [{"name": p, "cash": state.ledger.balance(p),
                         "shares": sum(r["count"] for r in state.bought if r["player"] == p)}
                        for p in state.players]}


def score(state):
    rows = sorted(({"name": p, "cash": state.ledger.balance(p), "worth": worth(state, p)}
                   for p in state.players), key=lambda r: -r["worth"])
    top = [r["name"] for r in rows if r["worth"] == rows[0]["worth"]]
    return {"players": rows, "winner": top[0] if len(top) == 1 else None,
            "tied": top if len(top) > 1 else [], "final": False}


def invariants(state):
    return []


def house_defaults(data):
    return "## House defaults\\nNone.\\n"
'''

CLI = '''from typing import Annotated

import typer

from companion.cli.params import Player, act


def register(app):
    app.command("buy")(buy)
    app.command("dividend")(dividend)


def buy(ctx: typer.Context, player: Player, chain: str,
        count: Annotated[int, typer.Argument(min=1)]) -> None:
    """Buy shares of a chain from the bank at its price.

    Example: companion buy Ann Tower 3
    """
    act(ctx, {"type": "buy", "player": player, "chain": chain, "count": count})


def dividend(ctx: typer.Context) -> None:
    """The bank pays a tenth of each share's price to its holder.

    Example: companion dividend
    """
    act(ctx, {"type": "dividend"})
'''

I18N = '''from pathlib import Path

from companion.core.i18n import CORE, Catalog

CATALOG = Catalog("stock_game", Path(__file__).resolve().parent / "locale", fallback=CORE)
_ = CATALOG.gettext
'''


def stock_files(cli: bool = True) -> dict[str, str]:
    """The package's files (with its own `buy` command, or with no `cli.py` at all)."""
    files = {"stock_game/__init__.py": "DECLARATION = {'interface': 1, 'title': 'Stock "
                                       "exchange', 'game': 'stock_game.game:GAME'}\n",
             "stock_game/game.py": GAME, "stock_game/state.py": STATE,
             "stock_game/views.py": VIEWS, "stock_game/i18n.py": I18N,
             "stock_game/data/stocks.toml": DATA,
             "stock_game/data/rules.md": "# Stock exchange\n\n## Shares\nBuy them.\n"}
    if cli:
        files["stock_game/cli.py"] = CLI
    return files


def install(root: Path, cli: bool = True) -> Path:
    """The package written under `root` with its dist-info, as pip would install it."""
    return fake_package(root, "stock-game", stock_files(cli), {"stocks": "stock_game:DECLARATION"})


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """install(cli=True): the package on this process's path and its children's
    (PYTHONPATH); the registry forgets it after the test."""
    monkeypatch.setattr(games, "_catalogue", None)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))

    def put(cli=True):
        install(tmp_path, cli)
        games._catalogue = None
        return tmp_path

    yield put
    games._catalogue = None
    for name in [m for m in sys.modules if m.split(".")[0] == "stock_game"]:
        del sys.modules[name]
