"""The plain bank as one Game object: setup, the bank's actions, and the table's views."""

from pathlib import Path

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import fmt
from companion.games.base import Debt, Game
from companion_plainbank import data as data_mod, views
from companion_plainbank.state import BANK, BankState


class PlainBank(Game):
    id = "plainbank"
    title = "Plain bank"
    rules_version = "plainbank-1"
    views = views
    data_module = data_mod
    score_key = "score"
    score_name = "cash"
    loans_in_money = True
    amount_examples = "500, 1,500 or 2k"

    def data_folder(self) -> Path:
        return Path(__file__).resolve().parent / "data"

    def new_state(self, players: list[str], data: dict, seed: int) -> BankState:
        self.check_seats(players, data)
        state = BankState(players=list(players), data=data, seed=seed)
        state.ledger.open(BANK, unlimited=True)
        for player in players:
            state.ledger.open(player)
            state.loans[player] = 0
            state.pay(BANK, player, data["money"]["start"], "starting cash")
        return state

    def apply(self, state: BankState, action: dict) -> list[str]:
        """Every action, then any debt whose debtor now has the cash is paid."""
        if state.over:
            raise RuleViolation("the game is over: `companion score` (`companion undo` takes "
                                "the end back)")
        effects = super().apply(state, action)
        state.settle_debts()
        return effects

    def check_amount(self, state: BankState, amount: int) -> None:
        if amount % state.smallest:
            raise BadInput(f"{fmt(amount)} cannot be paid in notes: the smallest is "
                           f"{fmt(state.smallest)}")

    def act_collect(self, state: BankState, action: dict) -> None:
        player = action["player"] = state.player(action["player"])
        self.check_amount(state, action["amount"])
        state.pay(BANK, player, action["amount"], action.get("reason") or "from the bank")

    def act_loan(self, state: BankState, action: dict) -> None:
        loans = state.data["loans"]
        if not loans["enabled"]:
            raise RuleViolation("this game's data file has no bank loans (loans.enabled)")
        player = action["player"] = state.player(action["player"])
        amount = action["amount"]
        self.check_amount(state, amount)
        if action["op"] == "take":
            if loans["limit"] and state.loans[player] + amount > loans["limit"]:
                raise RuleViolation(f"{player} owes {fmt(state.loans[player])}: a player may "
                                    f"owe the bank at most {fmt(loans['limit'])}")
            state.loans[player] += amount
            state.pay(BANK, player, amount, f"loan (owes {fmt(state.loans[player])})")
            return
        if state.debt_of(player):
            raise RuleViolation(f"{player} owes {fmt(state.debt_of(player))} interest: it is "
                                f"paid before the loan (`companion pay {player} Bank ...`)")
        if amount > state.loans[player]:
            raise RuleViolation(f"{player} owes the bank {fmt(state.loans[player])}, "
                                f"not {fmt(amount)}")
        state.pay(player, BANK, amount, f"repays {fmt(amount)} of the loan "
                                        f"({fmt(state.loans[player] - amount)} left)")
        state.loans[player] -= amount

    def act_interest(self, state: BankState, action: dict) -> None:
        percent = state.data["loans"]["interest_percent"]
        owing = [p for p in state.in_play() if state.loans[p]]
        if not owing or not percent:
            raise RuleViolation("no one owes the bank anything that earns interest")
        for player in owing:
            due = interest(state.loans[player], percent, state.smallest)
            reason = f"interest, {percent}% of {fmt(state.loans[player])}"
            if state.ledger.can_pay(player, due):
                state.pay(player, BANK, due, reason)
            else:
                state.debts.append(Debt(player, BANK, due, reason))
                state.note(f"{player} cannot pay {fmt(due)} {reason}: owed to the bank")

    def act_end(self, state: BankState, action: dict) -> None:
        state.over = True
        state.note("the game is over: the score is final")

    def loans(self, state: BankState) -> dict[str, dict[str, int]]:
        return {p: {"loan": state.loans[p]} for p in state.players}

    def finished(self, state: BankState) -> bool:
        return state.over

    def next_step(self, state: BankState) -> str:
        owing = [f"{d.debtor} owes the bank {fmt(d.amount)} ({d.reason})" for d in state.debts]
        return "; ".join(owing)


def interest(owed: int, percent: int, smallest: int) -> int:
    """`percent` of `owed`, rounded up to a whole number of the smallest note (ruling 1)."""
    notes = -(-owed * percent // (100 * smallest))
    return notes * smallest


GAME = PlainBank()
