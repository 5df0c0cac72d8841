"""What the plain bank shows: log lines, status, score, invariant checks, house defaults."""

from companion.core.money import fmt
from companion_plainbank.state import BankState


def describe(state: BankState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")
    reason = f": {action['reason']}" if action.get("reason") else ""
    if kind == "pay":
        return f"{action['from']} pays {action['to']} {fmt(action['amount'])}{reason}"
    if kind == "collect":
        return f"{who} collects {fmt(action['amount'])} from the bank{reason}"
    if kind == "loan":
        verb = "takes a loan of" if action["op"] == "take" else "repays"
        return f"{who} {verb} {fmt(action['amount'])}"
    return {"interest": "interest on the loans", "end": "the game ends"}.get(kind, kind)


def status(state: BankState) -> dict:
    return {"game": "plainbank", "over": state.over,
            "players": [{"name": p, "cash": state.ledger.balance(p), "loan": state.loans[p],
                         "interest_owed": state.debt_of(p)} for p in state.players]}


def score(state: BankState) -> dict:
    subtract = state.data["score"]["subtract_loans"]
    rows = [{"name": p, "cash": state.ledger.balance(p), "owed": state.owed(p),
             "score": state.ledger.balance(p) - (state.owed(p) if subtract else 0)}
            for p in state.players]
    rows.sort(key=lambda r: -r["score"])
    tied = [r["name"] for r in rows if r["score"] == rows[0]["score"]]
    return {"players": rows, "winner": tied[0] if len(tied) == 1 else None,
            "tied": tied if len(tied) > 1 else [], "final": state.over,
            "subtract_loans": subtract}


def invariants(state: BankState) -> list[str]:
    problems = []
    limit = state.data["loans"]["limit"]
    for p in state.players:
        cash, loan = state.ledger.balance(p), state.loans[p]
        if cash < 0 or loan < 0:
            problems.append(f"{p} has {fmt(cash)} cash and owes {fmt(loan)}")
        if cash % state.smallest or loan % state.smallest:
            problems.append(f"{p}'s money is not in notes of {fmt(state.smallest)}")
        if limit and loan > limit:
            problems.append(f"{p} owes {fmt(loan)}, over the limit of {fmt(limit)}")
    return problems


def house_defaults(data: dict) -> str:
    money, loans = data["money"], data["loans"]
    lines = [f"- {data['game']['min_players']} to {data['game']['max_players']} players, "
             f"{fmt(money['start'])} each at the start",
             f"- notes of {', '.join(fmt(n) for n in money['notes'])}",
             (f"- bank loans up to {fmt(loans['limit']) if loans['limit'] else 'any sum'}, "
              f"{loans['interest_percent']}% interest each time the table calls it"
              if loans["enabled"] else "- no bank loans"),
             "- the score is cash minus what a player owes the bank"
             if data["score"]["subtract_loans"] else "- the score is cash alone"]
    marked = [k for k in ("game", "money", "loans", "score") if data[k]["source"] == "house"]
    head = ("Every value below is the example data file's house default: write your own "
            "game's numbers in a copy." if len(marked) == 4 else
            f"House defaults in: {', '.join(marked) or 'none'}.")
    return "## House defaults\n" + head + "\n\n" + "\n".join(lines) + "\n"
