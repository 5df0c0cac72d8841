"""The plain bank as one Game object: setup, the bank's actions, and the table's views."""

from pathlib import Path

from companion.core.errors import BadInput, RuleViolation
from companion.core.i18n import N_
from companion.core.money import fmt
from companion.games.base import Debt, Game, Move
from companion_plainbank import data as data_mod, views
from companion_plainbank.i18n import _
from companion_plainbank.state import BANK, BankState


class PlainBank(Game):
    id = "plainbank"
    title = "Plain bank"
    rules_version = "plainbank-1"
    views = views
    data_module = data_mod
    score_key = "score"
    score_name = N_("cash less what is owed")
    loans_in_money = True
    amount_examples = N_("500, 1,500 or 2k")
    transfer_kinds = {"prizes": N_("prizes")}

    def data_folder(self) -> Path:
        return Path(__file__).resolve().parent / "data"

    def table_title(self, data: dict) -> str:
        """The table's own game, as its data file names it ("Life 1960")."""
        return data["game"]["name"]

    def score_word(self, data: dict) -> str:
        return self.said(self.score_name if data["score"]["subtract_loans"] else N_("cash"))

    def new_state(self, players: list[str], data: dict, seed: int) -> BankState:
        self.check_seats(players, data)
        state = BankState(players=list(players), data=data, seed=seed)
        state.ledger.open(BANK, unlimited=True)
        for player in players:
            state.ledger.open(player)
            state.loans[player] = 0
            state.pay(BANK, player, data["money"]["start"], _("starting cash"))
        return state

    def apply(self, state: BankState, action: dict) -> list[str]:
        """Every action, then any debt whose debtor now has the cash is paid."""
        if state.over:
            raise RuleViolation(_("the game is over: `companion score` (`companion undo` "
                                  "takes the end back)"))
        effects = super().apply(state, action)
        state.settle_debts()
        return effects

    def check_amount(self, state: BankState, amount: int) -> None:
        if amount % state.smallest:
            raise BadInput(_("{amount} cannot be paid in notes: the smallest is "
                             "{smallest}").format(amount=fmt(amount),
                                                  smallest=fmt(state.smallest)))

    def act_collect(self, state: BankState, action: dict) -> None:
        player = action["player"] = state.player(action["player"])
        self.check_amount(state, action["amount"])
        state.pay(BANK, player, action["amount"], action.get("reason") or _("from the bank"))

    def act_loan(self, state: BankState, action: dict) -> None:
        loans = state.data["loans"]
        if not loans["enabled"]:
            raise RuleViolation(_("this game's data file has no bank loans (loans.enabled)"))
        player = action["player"] = state.player(action["player"])
        amount = action["amount"]
        self.check_amount(state, amount)
        if action["op"] == "take":
            if loans["limit"] and state.loans[player] + amount > loans["limit"]:
                raise RuleViolation(_("{player} owes {owed}: a player may owe the bank at "
                                      "most {limit}").format(
                    player=player, owed=fmt(state.loans[player]), limit=fmt(loans["limit"])))
            state.loans[player] += amount
            state.pay(BANK, player, amount, _("loan (owes {owed})").format(
                owed=fmt(state.loans[player])))
            return
        if state.debt_of(player):
            raise RuleViolation(_("{player} owes {due} interest: it is paid before the loan "
                                  "(`companion pay {player} Bank ...`)").format(
                player=player, due=fmt(state.debt_of(player))))
        if amount > state.loans[player]:
            raise RuleViolation(_("{player} owes the bank {owed}, not {amount}").format(
                player=player, owed=fmt(state.loans[player]), amount=fmt(amount)))
        state.pay(player, BANK, amount, _("repays {amount} of the loan ({left} left)").format(
            amount=fmt(amount), left=fmt(state.loans[player] - amount)))
        state.loans[player] -= amount

    def act_interest(self, state: BankState, action: dict) -> None:
        percent = state.data["loans"]["interest_percent"]
        owing = [p for p in state.in_play() if state.loans[p]]
        if not owing or not percent:
            raise RuleViolation(_("no one owes the bank anything that earns interest"))
        for player in owing:
            due = interest(state.loans[player], percent, state.smallest)
            reason = _("interest, {percent}% of {owed}").format(
                percent=percent, owed=fmt(state.loans[player]))
            if state.ledger.can_pay(player, due):
                state.pay(player, BANK, due, reason)
            else:
                state.debts.append(Debt(player, BANK, due, reason))
                state.note(_("{player} cannot pay {due} {reason}: owed to the bank").format(
                    player=player, due=fmt(due), reason=reason))

    def act_end(self, state: BankState, action: dict) -> None:
        state.over = True
        state.note(_("the game is over: the score is final"))

    def transfer_kind(self, reason: str) -> str | None:
        """A prize the bank pays (`collect`, the reason the table typed or "from the bank")
        is the table's own kind; the rest companion reads from the words."""
        return "prizes" if reason == "from the bank" else None

    def requestable(self, state: BankState, player: str) -> list[Move]:
        """Paying (by default), and from the phone a bank loan when the bank lends."""
        moves = super().requestable(state, player)
        if moves and state.data["loans"]["enabled"]:
            moves.append(Move(_("Take a loan"), ("loan", "take", player, "{amount}")))
        return moves

    def random_action(self, state: BankState, rng) -> dict | None:
        """companion.testing's random play: payments, prizes, loans, interest, the end."""
        if state.over:
            return None
        player, notes = rng.choice(state.in_play()), state.smallest * rng.randint(1, 60)
        kind = rng.choice(["pay", "pay", "collect", "take", "repay", "interest", "end"]
                          if rng.random() < 0.05 else
                          ["pay", "pay", "collect", "take", "repay", "interest"])
        if kind == "pay":
            return super().random_action(state, rng) | {"amount": notes}
        if kind in ("take", "repay"):
            return {"type": "loan", "op": kind, "player": player, "amount": notes}
        return {"type": kind, "player": player, "amount": notes} if kind == "collect" else {
            "type": kind}

    def loans(self, state: BankState) -> dict[str, dict[str, int]]:
        return {p: {"loan": state.loans[p]} for p in state.players}

    def finished(self, state: BankState) -> bool:
        return state.over

    def next_step(self, state: BankState) -> str:
        return "; ".join(_("{player} owes the bank {amount} ({reason})").format(
            player=d.debtor, amount=fmt(d.amount), reason=d.reason) for d in state.debts)


def interest(owed: int, percent: int, smallest: int) -> int:
    """`percent` of `owed`, rounded up to a whole number of the smallest note (ruling 1)."""
    notes = -(-owed * percent // (100 * smallest))
    return notes * smallest


GAME = PlainBank()
