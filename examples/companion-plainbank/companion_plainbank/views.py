"""What the plain bank shows: log lines, status, score, invariant checks, house defaults."""

from companion.core.money import fmt
from companion_plainbank.i18n import _
from companion_plainbank.state import BankState


def describe(state: BankState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")
    if kind == "collect":
        line = _("{player} collects {amount} from the bank").format(
            player=who, amount=fmt(action["amount"]))
        return _("{line}: {reason}").format(line=line, reason=action["reason"]) \
            if action.get("reason") else line
    if kind == "loan":
        return (_("{player} takes a loan of {amount}") if action["op"] == "take" else
                _("{player} repays {amount}")).format(player=who, amount=fmt(action["amount"]))
    return _("interest on the loans") if kind == "interest" else _("the game ends")


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


def limit_words(limit: int) -> str:
    """What a player may owe the bank: up to the limit, or as much as they like (0)."""
    return _("up to {limit}").format(limit=fmt(limit)) if limit else _("without a limit")


def house_defaults(data: dict) -> str:
    money, loans = data["money"], data["loans"]
    lines = [_("- {low} to {high} players, {start} each at the start").format(
                 low=data["game"]["min_players"], high=data["game"]["max_players"],
                 start=fmt(money["start"])),
             _("- notes of {notes}").format(notes=", ".join(fmt(n) for n in money["notes"])),
             _("- bank loans {limit}, {percent}% interest each time the table calls it").format(
                 limit=limit_words(loans["limit"]), percent=loans["interest_percent"])
             if loans["enabled"] else _("- no bank loans"),
             _("- the score is cash minus what a player owes the bank")
             if data["score"]["subtract_loans"] else _("- the score is cash alone")]
    marked = [k for k in ("game", "money", "loans", "score") if data[k]["source"] == "house"]
    head = (_("Every value below is the example data file's house default: write your own "
              "game's numbers in a copy (`companion data plainbank my-game.toml`).")
            if len(marked) == 4 else
            _("House defaults in: {tables}.").format(tables=", ".join(marked) or _("none")))
    return _("## House defaults") + "\n" + head + "\n\n" + "\n".join(lines) + "\n"
