"""The interface every game implements, and the state and actions all games share."""

import importlib
from dataclasses import InitVar, dataclass, field
from pathlib import Path

from companion.core.errors import BadInput, DataFileError, RuleViolation, UnknownName
from companion.core.i18n import CORE, N_, _, current, ngettext
from companion.core.ledger import Ledger, public_named, shown
from companion.core.money import EXAMPLES, fmt, parse_amount, styled
from companion.core.names import match_name
from companion.paths import CARDS

PLAYER_KEYS = ("player", "winner", "seller", "buyer", "lender")   # action keys naming a player


@dataclass(eq=False)
class Debt:
    """A payment a player could not make when the rules demanded it."""

    debtor: str
    creditor: str
    amount: int
    reason: str
    tax: bool = False  # some games let any player borrow to pay a tax


@dataclass(frozen=True)
class Step:
    """One thing the table waits for, told to the players: who acts (None when the whole
    table does, as at an auction), what in a few words ("to buy or decline"; "auction of
    Rome (10)" for the table), for the scoreboard, the toolbar and `status`'s header, and in
    a sentence ("Ann may buy Rome (10) for 240 $, or it goes to auction") for the live
    page's Next box."""

    player: str | None
    doing: str
    says: str

    def header(self) -> str:
        """`Ann to buy or decline`, or what the whole table does."""
        return f"{self.player} {self.doing}" if self.player else self.doing


@dataclass(frozen=True)
class Move:
    """A move a player may ask for from their own phone (`Game.requestable`): the words on
    its button, and the command line the banker would type for it, the game's own command,
    word by word. A word `{amount}` is a sum the player types, `{count}` a whole number of
    things (shares, goods); a word `{NAME}` is one of `choices`' NAME (pairs, as ("to",
    ("Bob", "Cy"))), each shown in the words `shown` gives it where they are not the word
    typed (("Bank", "Pula"), ("ore-mine", "Ore Mine")); the word `{throw}` is a throw of
    `dice` dice, typed from the table's dice or rolled by companion (`throw_words`), and
    `{dice}` the same throw as its dice (`3,4`).

    A bid names the `lot` it is for (the argv holds the bidder and the `{amount}`): the
    table sees the highest, and a bid must top it, or match it where the bidder `matches`
    (the Landlord's Game's lander, who may match first). A move another player must agree to
    (a sale) names the hole choosing that player as its `party`. A draw from a face-down
    pile is `hidden`: until it is carried out it is said by its label alone (its preview
    and its words while it waits would show the card)."""

    label: str
    argv: tuple[str, ...]
    choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    dice: int = 0
    lot: str = ""
    party: str = ""
    shown: tuple[tuple[str, str], ...] = ()
    hidden: bool = False
    matches: bool = False

    def words(self, option: str) -> str:
        """A choice's option as the phone shows it."""
        return dict(self.shown).get(option, option)


THROW = "{throw}"   # a throw as `move` takes it: the total, and --double
DICE = "{dice}"     # a throw as the dice show it: 3,4
DIE = tuple(str(n) for n in range(1, 7))


def throw_words(dice: list[int]) -> list[str]:
    """The words a game's `move` takes for a throw: the total, and `--double` for two dice
    alike (`move Ann 8 --double`)."""
    double = len(dice) == 2 and dice[0] == dice[1]
    return [str(sum(dice))] + (["--double"] if double else [])


@dataclass(frozen=True)
class Panel:
    """A table of numbers everyone sees on the live page beside the board, or in its place
    (`Game.panel`): share prices by chain, goods in stock. `title` and `columns` are words
    people read (through the game's catalog); a row's cells are words or whole numbers;
    the columns named in `money` hold amounts, written in the game's money style."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str | int, ...], ...]
    money: tuple[str, ...] = ()


@dataclass(frozen=True)
class Switch:
    """A rule the table may set at `new` with `--rule NAME=VALUE` (`Game.switches`): where
    it lives in the data file (`table`, `key`) and the values it takes (the readings a
    ruling names); with none, a true/false or whole-number value like the shipped one."""

    table: str
    key: str
    values: tuple[str, ...] = ()


@dataclass
class BaseState:
    """What every game has: seated players, a ledger, the seed, the data, and effects."""

    players: list[str]
    data: dict
    seed: int
    ledger: Ledger = field(default_factory=Ledger)
    eliminated: list[str] = field(default_factory=list)
    debts: list[Debt] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    # the last action's transfers as (payer, payee, amount, reason), for reports; plain
    # tuples, so the state's snapshot (core/snapshot.py) holds nothing but builtins and dataclasses
    transfers: list[tuple[str, str, int, str]] = field(default_factory=list)
    money_style: InitVar[str] = "{}"   # the game's (Game.money_style), kept by the ledger
    ended: bool = False   # the table ended the game (`companion end`): the result is final

    def __post_init__(self, money_style: str) -> None:
        self.ledger.style = money_style

    def styled(self, amount: int) -> str:
        """An amount as the game writes it: `$1,200`, `1,200 $` (core money.styled)."""
        return styled(amount, self.ledger.style)

    def player(self, typed: str, *, active_only: bool = True) -> str:
        names = [p for p in self.players if not (active_only and p in self.eliminated)]
        return match_name(typed, names)

    def pay(self, payer: str, payee: str, amount: int, reason: str) -> None:
        if amount:
            moved = self.ledger.transfer(payer, payee, amount, reason)
            self.transfers.append(tuple(moved))
            self.effects.append(moved.describe(self.ledger.style))

    def note(self, text: str) -> None:
        self.effects.append(text)

    def debts_of(self, player: str) -> list[Debt]:
        return [d for d in self.debts if d.debtor == player]

    def debt_of(self, player: str) -> int:
        return sum(d.amount for d in self.debts_of(player))

    def settle_debts(self, note: str = "") -> None:
        """Pay every debt whose debtor now has the cash, oldest first."""
        for debt in list(self.debts):
            if self.ledger.can_pay(debt.debtor, debt.amount):
                self.debts.remove(debt)
                self.pay(debt.debtor, debt.creditor, debt.amount, debt.reason + note)

    def in_play(self) -> list[str]:
        return [p for p in self.players if p not in self.eliminated]

    def next_player(self, player: str) -> str:
        """The next player clockwise (in seating order) who is still in the game."""
        i = self.players.index(player)
        after = self.players[i + 1:] + self.players[:i + 1]
        return next((p for p in after if p not in self.eliminated), player)

    def clockwise_from(self, player: str) -> list[str]:
        """The players still in the game in seating order, starting with `player`."""
        i = self.players.index(player)
        return [p for p in self.players[i:] + self.players[:i] if p not in self.eliminated]


def recorded_deal(state: BaseState, typed: dict, find, word: str,
                  each_hand=lambda player, hand: None) -> dict[str, list[int]]:
    """A deal the table made with its own cards: player -> the numbers `find` gives for the
    cards typed, each card dealt once; `each_hand(player, hand)` may refuse a hand as soon as
    its player's cards are read. Hands come back sorted."""
    hands: dict[str, list[int]] = {p: [] for p in state.players}
    seen: dict[int, str] = {}
    for name, cards in typed.items():
        player = state.player(name)
        for card in cards:
            number = find(card)
            if number in seen:
                raise RuleViolation(_("{card} is dealt to {first} and {second}: each {word} is "
                                      "dealt once").format(card=state.label(number),
                                                           first=seen[number], second=player,
                                                           word=word))
            seen[number] = player
            hands[player].append(number)
        each_hand(player, hands[player])
    return {p: sorted(numbers) for p, numbers in hands.items()}


def _switched(rule: str, text: str, values: tuple[str, ...], shipped):
    """A switch's value typed at `new`: one of `values`, else true/false or a whole number
    as the shipped value is; anything else refused in one line."""
    word = text.strip().casefold()
    if values:
        if word in values:
            return word
        expected = " / ".join(values)
    elif isinstance(shipped, bool):
        if word in ("true", "false"):
            return word == "true"
        expected = "true / false"
    else:
        if word.isdigit():
            return int(word)
        expected = _("a whole number")
    raise BadInput(_("--rule {rule}: expected {expected}, not {value!r}").format(
        rule=rule, expected=expected, value=text))


def by_player_count(rows: list[dict], count: int, key: str) -> int:
    """From rows like {"players": [2, 4], key: ...}, the value for `count` players."""
    for row in rows:
        low, high = row["players"]
        if low <= count <= high:
            return row[key]
    raise BadInput(ngettext("the data file gives no {key} for {n} player",
                            "the data file gives no {key} for {n} players", count).format(
        key=key.replace("_", " "), n=count))


class Game:
    """A game package's one object. Subclasses set the attributes, the data and state hooks
    and their `act_<type>` handlers; `views` is the package's module of read-only views
    (describe, status, score, invariants, house_defaults); its `cli` module adds commands."""

    id: str = ""
    title: str = ""
    titles: dict[str, str] = {}   # language -> the title its edition goes by (`shown_title`)
    rules_version: str = ""
    public_accounts: tuple[str, ...] = ("Bank",)
    amount_examples: str = EXAMPLES   # amounts as the game's money counts them
    languages: tuple[str, ...] = ("en",)   # of `rules GAME --lang` (rules.<lang>.md beside rules.md)
    views = None
    data_module = None   # the package's data module: load(path) -> the checked data
    seat_word = N_("players")   # who takes a seat, plural (`said` where it is used)
    bgg_id: int | None = None   # BoardGameGeek's id, set only where verified
    score_key = "net_assets"    # the field of a score row that decides the game
    score_name = N_("net worth")   # what that number is called at the table (its rules' word)
    score_in_money = True       # whether that number is money (On Guard counts Gold Bars)
    money_style = "{}"          # an amount as the game writes it: "{} $", "${}", "{}F"
    loans_in_money = False      # `loans` gives sums owed (Pay Day), not loans counted
    ending = ""                 # how the game ends by its own rules, a few words marked N_
                                # ("after Year 10"), for `end`'s refusal (`said`)
    switches: dict[str, "Switch"] = {}   # rule switches `new --rule NAME=VALUE` may set
    transfer_kinds: dict[str, str] = {}  # the game's own kinds of money flow for the report:
                                         # id -> its word, marked N_ ("dividends")

    # --- words --------------------------------------------------------------------
    def catalog(self):
        """The game package's message catalog (its `i18n` module's CATALOG), else the core's."""
        package = type(self).__module__.rpartition(".")[0]
        try:
            return importlib.import_module(f"{package}.i18n").CATALOG
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.i18n":
                raise
            return CORE

    def said(self, word: str) -> str:
        """A word the game's package marks with N_ (its seat word, its score's name, a score
        column), in the language of the moment through the package's catalog."""
        return self.catalog().gettext(word)

    def amount(self, text: str, *, allow_zero: bool = False) -> int:
        """A typed amount, refused with the game's own examples in the reader's language."""
        return parse_amount(text, allow_zero=allow_zero, examples=self.said(self.amount_examples))

    @property
    def shown_title(self) -> str:
        """The game's title in the language of the moment: its edition's there (Polish
        "Eurobiznes"), else the title. A name, not a word of a catalog."""
        return self.titles.get(current(), self.title)

    def table_title(self, data: dict) -> str:
        """The title a table's game goes by, from the data it is played with: the shown
        title, unless the game names itself from its data file (the plain bank: the
        table's own game, "Life 1960"). Every screen, the report and the page show it."""
        return self.shown_title

    def score_word(self, data: dict) -> str:
        """What the score is called at this table, in the language of the moment: the
        game's `score_name` through its catalog, unless the data decides what is counted
        (the plain bank: "cash", or "cash less what is owed")."""
        return self.said(self.score_name)

    # --- data -----------------------------------------------------------------
    def data_folder(self) -> Path:
        """Where the game's data file and rules texts live: cards/<id>/ for a built-in game,
        the package's own folder for another game package (docs/games.md)."""
        return CARDS / self.id

    def default_data_path(self) -> Path:
        return self.data_folder() / f"{self.id}.toml"

    def load_data(self, path: Path | None = None) -> dict:
        """The game's data file (or the user's own), read and checked by its data module."""
        path = path or self.default_data_path()
        data = self.data_module.load(path)
        if data["game"].get("largest_amount", 1) < 1:   # optional for a game package
            raise DataFileError(_("{path}: game.largest_amount: must be at least 1").format(
                path=path))
        if "bgg_id" in data["game"] and (data["game"]["bgg_id"] < 1
                                         or not data["game"].get("bgg_source")):
            raise DataFileError(_("{path}: game.bgg_id: a BoardGameGeek id (1 or more) goes "
                                  "with bgg_source, where it was read").format(path=path))
        return data

    def check_seats(self, players: list[str], data: dict) -> None:
        """Refuse a table the data file's player range does not allow."""
        low, high = data["game"]["min_players"], data["game"]["max_players"]
        if not low <= len(players) <= high:
            raise BadInput(_("{game} takes {low} to {high} {seats}, not {n}").format(
                game=self.shown_title, low=low, high=high, seats=self.said(self.seat_word),
                n=len(players)))

    def set_rules(self, data: dict, typed: dict[str, str]) -> dict:
        """The data with the rule switches the table set at `new` (`--rule NAME=VALUE`,
        NAME one of `switches`) written in: the game file's setup keeps them."""
        for typed_name, text in typed.items():
            if not self.switches:
                raise BadInput(_("{game} has no rule switches: --rule {name} is not "
                                 "one").format(game=self.shown_title, name=typed_name))
            rule = match_name(typed_name, list(self.switches), kind=_("rule switch"))
            switch = self.switches[rule]
            table = data[switch.table]
            data = {**data, switch.table: {**table, switch.key: _switched(
                rule, text, switch.values, table[switch.key])}}
        return data

    def configure(self, data: dict, options: dict) -> dict:
        """The data with what the table chose at `new` (e.g. Pay Day's --months) written in."""
        if options:
            raise BadInput(_("{game} takes no --{option} option").format(
                game=self.shown_title, option=next(iter(options))))
        return data

    # --- state and actions ------------------------------------------------------
    def new_state(self, players: list[str], data: dict, seed: int) -> BaseState:
        raise NotImplementedError

    def apply(self, state: BaseState, action: dict) -> list[str]:
        """Validate and apply one action; return its effects in words.

        May add recorded facts (a drawn card) to `action`, which is what gets journaled.
        Raises a CompanionError, leaving the journal untouched, when the action is illegal.
        """
        state.effects, state.transfers = [], []
        handler = getattr(self, f"act_{action['type'].replace('-', '_')}", None)
        if handler is None:
            raise RuleViolation(_("{game} has no action {action!r}").format(
                game=self.shown_title, action=action["type"]))
        for value in action.values():
            if isinstance(value, int) and not isinstance(value, bool):
                self.check_reach(state, value)
        for key in PLAYER_KEYS:   # `ann` or `A` typed: journaled (and logged) as Ann
            if isinstance(action.get(key), str):
                try:
                    action[key] = state.player(action[key], active_only=False)
                except UnknownName:
                    pass   # no one, or more than one: the handler says so
        handler(state, action)
        return state.effects

    def describe(self, state: BaseState, action: dict) -> str:
        """One line naming the action, for the log (a manual payment's and the table's end,
        for every game)."""
        if action["type"] == "end":
            return _("the table ends the game")
        if action["type"] == "pay":
            words = dict(payer=shown(action["from"]), payee=shown(action["to"]),
                         amount=state.styled(action["amount"]), reason=action.get("reason"))
            if action.get("reason"):
                return _("{payer} pays {payee} {amount}: {reason}").format(**words)
            return _("{payer} pays {payee} {amount}").format(**words)
        return self.views.describe(state, action)

    def act_pay(self, state: BaseState, action: dict) -> None:
        """A manual transfer the table agreed on, between players or with a public account.
        A debtor's cash goes to their creditors first: no escaping a debt by handing it on."""
        payer, payee = self.account(state, action["from"]), self.account(state, action["to"])
        action["from"], action["to"] = payer, payee
        if payer == payee:
            raise RuleViolation(_("{payer} cannot pay themselves").format(payer=shown(payer)))
        creditors = sorted({d.creditor for d in state.debts_of(payer)})
        if creditors and payee not in creditors:
            raise RuleViolation(_("{payer} still owes {creditors}: a debtor's cash goes to "
                                  "their creditors first").format(
                payer=payer, creditors=", ".join(map(shown, creditors))))
        self.check_amount(state, action["amount"])
        state.pay(payer, payee, action["amount"], action.get("reason") or _("manual payment"))
        left = action["amount"]
        for debt in [d for d in state.debts_of(payer) if d.creditor == payee]:
            part = min(left, debt.amount)      # paid to the creditor: the debt falls by it
            debt.amount, left = debt.amount - part, left - part
            state.note(_("{payer}'s debt to {payee} ({reason}) falls by {part} to "
                         "{left}").format(payer=payer, payee=shown(payee), reason=debt.reason,
                                          part=state.styled(part),
                                          left=state.styled(debt.amount)))
        state.debts = [d for d in state.debts if d.amount]

    def act_end(self, state: BaseState, action: dict) -> None:
        """`companion end`: the agreed playing time is up, or the table stops. The game's
        `end` hook freezes the result where its rules end by agreement; after it nothing
        moves money (the session's guard)."""
        if self.finished(state):
            raise RuleViolation(self.over_line(state))
        self.end(state)
        state.ended = True
        state.note(_("the table ends the game: the result is final ({winners}; `companion "
                     "score`)").format(winners=self.winners_said(state)))

    def end(self, state: BaseState) -> None:
        """The table ends the game here (`act_end`): a game whose rules end by agreement
        freezes its result (its `score` is then final); by default refused, the game
        ending by its own rules (`ending` says how)."""
        how = self.said(self.ending) if self.ending else ""
        raise RuleViolation((_("{game} ends by its own rules ({how}), not when the table "
                               "agrees: `end` is not for it") if how else
                             _("{game} ends by its own rules, not when the table agrees: "
                               "`end` is not for it")).format(game=self.shown_title, how=how))

    def over_line(self, state: BaseState) -> str:
        """The game is over: what refuses an action then (no money moves after any end)."""
        return _("the game is over ({winners}): no money moves now; `companion score` shows "
                 "the result, `companion undo` takes back the last entry").format(
            winners=self.winners_said(state))

    def winners_said(self, state: BaseState) -> str:
        """'won by Ann', or 'tied: Ann, Bob': who leads the game that is over."""
        won = self.winners(state)
        return (_("won by {players}") if len(won) == 1 else
                _("tied: {players}")).format(players=", ".join(won))

    def check_amount(self, state: BaseState, amount: int) -> None:
        """Refuse an amount the table cannot hand over (a game may override this)."""

    def check_reach(self, state: BaseState, number: int) -> None:
        """Refuse a number beyond what the game's money can reach: the data file's
        `largest_amount` (a house default; a game file begun before it, or a game package
        whose data has none, is not bounded)."""
        most = state.data["game"].get("largest_amount")
        if most is not None and number > most:
            raise BadInput(_("{number} is beyond what {game} can ever reach: no sum passes "
                             "{most} (largest_amount, a house default in the data "
                             "file)").format(number=fmt(number), game=self.shown_title,
                                             most=styled(most, self.money_style)))

    def account(self, state: BaseState, typed: str) -> str:
        """A player still in the game (by unique prefix first) or a public account such as
        the Bank; a player who is out is refused as one, not as an unknown name."""
        public = public_named(typed, self.public_accounts)
        if public:
            return public
        try:
            return state.player(typed)
        except UnknownName:
            pass
        try:
            out = state.player(typed, active_only=False)
        except UnknownName:
            return public_named(typed, self.public_accounts, anywhere=True) or match_name(
                typed, [*state.in_play(), *self.public_accounts], kind=_("account"))
        raise RuleViolation(_("{player} is out of the game: no money moves to or from "
                              "them").format(player=out))

    def notes_held(self, state: BaseState, account: str) -> int | None:
        """The paper money `account` should hold now, for `count`: a player's cash; None for
        a public account whose notes the game cannot tell (a game that can says so)."""
        return state.ledger.balance(account) if account in state.players else None

    # --- views ------------------------------------------------------------------
    def status(self, state: BaseState) -> dict:
        return self.views.status(state)

    def score(self, state: BaseState) -> dict:
        return self.views.score(state)

    def shown(self, view: str, state: BaseState) -> dict:
        """What the terminal renders for `status` or `score`: the JSON view, and for
        `status` who must act now (`now`: "Ann to buy or decline") for its header, unless
        a game shows more there (what the turn still awaits); for `score` the field that
        decides it (`score_key`, which `show_score_table` totals) and what the table calls
        it (`score_name`: `score_word`)."""
        if view != "status":
            return self.score(state) | {"score_key": self.score_key,
                                        "score_name": self.score_word(state.data)}
        steps = self.waiting(state)
        return self.status(state) | {"now": steps[0].header() if steps else ""}

    def invariants(self, state: BaseState) -> list[str]:
        """Problems with a state (empty when all is well); run after every action in tests."""
        total = state.ledger.total()
        conserved = [] if total == 0 else [
            _("money not conserved: accounts sum to {total}").format(total=fmt(total))]
        return conserved + self.views.invariants(state)

    def names(self, state: BaseState, kind: str) -> list[str]:
        """What a player may type for an argument of `kind` ("player", "account", or a kind
        of the game's own, such as "plot"), for completion; none for a kind it lacks."""
        if kind == "player":
            return state.in_play()
        if kind == "account":
            return [*state.in_play(), *self.public_accounts]
        return []

    def names_now(self, state: BaseState, kind: str) -> list[str]:
        """Of `names(state, kind)`, those the rules allow at this moment: completion offers
        them first and the others only once a letter is typed. All of them by default."""
        return self.names(state, kind)

    def toolbar(self, state: BaseState) -> str:
        """One line for the shell's toolbar: where the game stands (a game may add its turn,
        year or month before it), then every player's cash, in the game's money style."""
        return "  ".join(f"{p} {state.styled(state.ledger.balance(p))}" for p in state.in_play())

    # --- at the table: the live page, the report, exports (neutral unless a game says more)
    def board_svg(self, state: BaseState) -> str | None:
        """The board drawn as SVG for the live page; None shows no board."""
        return None

    def panel(self, state: BaseState) -> Panel | None:
        """A table of numbers for the live page, beside the board or in its place (share
        prices, goods in stock); None shows none."""
        return None

    def transfer_kind(self, reason: str) -> str | None:
        """The kind of a transfer, by its reason in English, for the report's money flows:
        one of companion's (interest, taxes, rents, wages, harvests, loans, purchases,
        sales, bills, savings, other) or of `transfer_kinds`; None leaves it to companion's
        reading of the five games' words."""
        return None

    def headline(self, state: BaseState) -> str:
        """Where the game stands, in a few words ('Year 3 building, Ann to play'), for the
        live page and the report."""
        return _("game over") if self.finished(state) else ""

    def waiting(self, state: BaseState) -> list[Step]:
        """What the table waits for, most urgent first, in players' words; the first is the
        live page's Next step and its player is the one marked as acting. Neutral: the
        game's `next_step` line, then the status's `active` player plays (nothing once the
        game is over)."""
        if self.finished(state):
            return []
        told, active = self.next_step(state), self.status(state).get("active")
        return ([Step(None, "", told)] if told else []) + (
            [Step(active, _("to play"), _("{player} plays").format(player=active))]
            if active else [])

    def next_step(self, state: BaseState) -> str:
        """What the table does next, in one line ('' when the game cannot tell), for a game
        that does not tell `waiting` itself (interface 1)."""
        return ""

    def acting(self, state: BaseState) -> str | None:
        """The player who must act now (None when the whole table does, or no one)."""
        steps = self.waiting(state)
        return steps[0].player if steps else None

    def round_mark(self, state: BaseState) -> str:
        """The game's own round it is in ('Year 3', 'Month 2'), which the report's chart
        marks on its axis; '' for a game without rounds (the axis counts actions)."""
        return ""

    def dues(self, state: BaseState, player: str) -> list[Debt]:
        """What the player owes now and what already falls due (the live page shows them):
        the debts, and in a game that holds bills for later, those too."""
        return state.debts_of(player)

    def requestable(self, state: BaseState, player: str) -> list[Move]:
        """The moves `player` may ask for from their phone now (the banker accepts them):
        by default paying another player or a public account, while the player is in a
        game not over. The rules check each again when it is asked and when accepted."""
        if player not in state.in_play() or self.finished(state):
            return []
        others = tuple(p for p in state.in_play() if p != player) + self.public_accounts
        from companion.core.i18n import _

        return [Move(_("Pay"), ("pay", player, "{to}", "{amount}"), (("to", others),),
                     shown=tuple((a, shown(a)) for a in self.public_accounts))]

    def holdings(self, state: BaseState, player: str) -> list[str]:
        """What `player` holds besides cash, loans and debts (plots, deeds, cards), a line
        each, first on their own phone; none by default."""
        return []

    def loans(self, state: BaseState) -> dict[str, dict[str, int]]:
        """Player -> loans held now, counted by kind ({} for a game without loans); the sums
        owed instead where the game's `loans_in_money`."""
        return {}

    def random_action(self, state: BaseState, rng) -> dict | None:
        """An action the table might take now, drawn with `rng` (a random.Random), for
        companion.testing's random play; None when there is nothing left to do. One the
        rules refuse is fine (the kit checks it changes nothing), but most should be legal,
        so the play gets somewhere. By default a payment between players or to a public
        account, of some of the payer's cash."""
        players = state.in_play()
        if len(players) < 2 or self.finished(state):
            return None
        payer = rng.choice(players)
        payee = rng.choice([p for p in players if p != payer] + list(self.public_accounts))
        return {"type": "pay", "from": payer, "to": payee,
                "amount": rng.randint(1, max(1, state.ledger.balance(payer) // 4))}

    def start_player(self, state: BaseState) -> str:
        """Who took the game's first turn."""
        return state.players[0]

    def points(self, state: BaseState) -> dict[str, int]:
        """Player -> the number the game is won on, now, in seating order."""
        rows = {r["name"]: r[self.score_key] for r in self.score(state)["players"]}
        return {p: rows[p] for p in state.players}

    def winners(self, state: BaseState) -> list[str]:
        """The winner, or the players tied for the lead (those still in the game)."""
        score = self.score(state)
        if score["winner"]:
            return [score["winner"]]
        if score.get("tied"):
            return list(score["tied"])
        standing = {p: v for p, v in self.points(state).items() if p not in state.eliminated}
        return [p for p, v in standing.items() if v == max(standing.values())]

    def finished(self, state: BaseState) -> bool:
        """Whether the game is over, so that its score is final: ended by its rules, or by
        the table (`end`)."""
        return state.ended or bool(self.score(state).get("final"))

    def rules_topics(self, data: dict | None = None, lang: str = "en") -> dict[str, str]:
        """Topic -> text for `companion rules GAME TOPIC`: the `## ` sections of
        cards/<game>/rules.md (our own words; rules.<lang>.md in another language), then
        the house defaults of `data` (a game's own data) or of the shipped data file. In
        another language the English topic names find the same sections too (the files run in
        step), so `rulings --lang de` is the German "Auslegungen"."""
        lang = lang.strip().lower()
        if lang not in self.languages:
            raise BadInput(_("{game}'s rules are written in {languages}, not {lang!r}").format(
                game=self.shown_title, languages=", ".join(self.languages), lang=lang))
        topics = self._rules_sections("rules.md" if lang == "en" else f"rules.{lang}.md")
        if lang != "en":
            english = self._rules_sections("rules.md")
            topics |= {t: body for t, body in zip(english, list(topics.values()))
                       if t not in topics}
        topics["house-defaults"] = self.house_defaults(data or self.load_data(), lang)
        return topics

    def rules_in(self, data: dict | None, lang: str) -> tuple[dict[str, str], bool]:
        """The topics `companion rules` shows someone speaking `lang`, and whether they are
        in it: a rules text not yet written in it falls back to English, its house
        defaults do not."""
        written = lang if lang in self.languages else "en"
        topics = self.rules_topics(data, written)
        if written != lang:
            topics["house-defaults"] = self.house_defaults(data or self.load_data(), lang)
        return topics, written == lang

    def _rules_sections(self, name: str) -> dict[str, str]:
        text = (self.data_folder() / name).read_text(encoding="utf-8")
        topics: dict[str, str] = {}
        for chunk in text.split("\n## ")[1:]:
            title, _sep, body = chunk.partition("\n")
            topics[title.strip().lower().replace(" ", "-")] = f"## {title.strip()}\n{body.strip()}\n"
        return topics

    def house_defaults(self, data: dict, lang: str = "en") -> str:
        """The values this game ships as house defaults, as a markdown section
        (in English unless the game's views take a language)."""
        return self.views.house_defaults(data)

    def cli(self):
        """The game package's `cli` module (its commands and its status and score
        renderers), or None for a package without one: every command companion has works."""
        package = type(self).__module__.rpartition(".")[0]
        try:
            return importlib.import_module(f"{package}.cli")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.cli":
                raise
            return None

    def register_cli(self, app) -> None:
        """Add this game's own commands to the typer app (none without a `cli` module, or
        without its `register`)."""
        register = getattr(self.cli(), "register", None)
        if register is not None:
            register(app)
