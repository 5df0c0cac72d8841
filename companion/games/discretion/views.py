"""What Discretion shows: log lines, status, scores, invariant checks, rules texts."""

from dataclasses import asdict

from companion.core.money import fmt
from companion.core.words import plural
from companion.games.base import Step
from companion.games.discretion import finance, solvency
from companion.games.discretion.state import BANK, DiscretionState


def describe(state: DiscretionState, action: dict) -> str:
    kind = action["type"]
    plot = action.get("plot")
    plot_name = state.plot(plot)["name"] if isinstance(plot, int) else plot
    if kind == "auction":
        if action.get("no_bid"):
            return f"auction {plot_name}: no bid"
        return f"auction {plot_name} to {action['winner']} for {fmt(action['price'])}"
    if kind == "build":
        return f"{action['player']} builds {action['building']} at {action['cells']}"
    if kind in ("loan", "shark"):
        what = "Bank Loan" if kind == "loan" else "Loan Shark loan"
        return f"{action['player']} {action['op']}s {plural(action.get('count', 1), what)}"
    if kind in ("event", "draw"):
        card = state.data["_events_by_id"][action["card"]]
        extra = f" (drawn by {action['active']})" if action.get("active") else ""
        return f"{kind} {card['name']}{extra}"
    simple = {
        "demolish": lambda: f"demolish {action['cell']}",
        "next": lambda: "pass the turn",
        "forfeit": lambda: f"{action['player']} forfeits {plot_name}",
        "bankrupt": lambda: f"{action['player']} declares bankruptcy",
    }
    return simple[kind]() if kind in simple else kind


def player_view(state: DiscretionState, name: str) -> dict:
    return {
        "name": name,
        "cash": state.ledger.balance(name),
        "bank_loans": state.bank_loans[name],
        "shark_loans": state.shark_loans[name],
        "plots": state.plots_of(name),
        "buildings": [{"type": b.type, "cells": list(b.cells), "rent": state.rent_of(b)}
                      for b in state.buildings_of(name)],
        "debts": [{"amount": d.amount, "reason": d.reason} for d in state.debts_of(name)],
        "can_raise": asdict(solvency.means(state, name)) if state.debts_of(name) else None,
        "eliminated": name in state.eliminated,
    }


def status(state: DiscretionState) -> dict:
    rules = state.rules
    return {
        "game": "discretion",
        "year": state.year,
        "phase": state.phase,
        "active": state.active,
        "players": [player_view(state, p) for p in state.players],
        "debtors": list(dict.fromkeys(d.debtor for d in state.debts)),   # in settling order
        "pending_auctions": [p for p in state.pending_auctions],
        "next_auction": _next_auction(state),
        "window": (state.window or {}).get("kind"),
        "cards": {"drawn": list(state.drawn), "left": state.cards_left()},   # this Year's
        "bank": {
            "balance": state.ledger.balance(BANK),
            "bank_loans_left": rules["bank_loans_total"] - finance.bank_loans_out(state),
            "shark_loans_left": rules["shark_loans_total"] - finance.shark_loans_out(state),
        },
        "unowned_buildings": [{"type": b.type, "cells": list(b.cells)}
                              for b in state.buildings if b.owner is None],
        "winner": state.winner,
    }


def next_step(view: dict) -> str:
    """What the banker does next, in one line."""
    debtors = [next(p for p in view["players"] if p["name"] == n) for n in view["debtors"]]
    if view["phase"] == "over":
        return "the game is over: `companion score`"
    if debtors:
        name, owed = debtors[0]["name"], sum(d["amount"] for d in debtors[0]["debts"])
        ways = solvency.how(name, debtors[0]["can_raise"])
        if debtors[0]["can_raise"]["most"] >= owed:
            return f"{name} must pay the {fmt(owed)} they owe: " + ", or ".join(ways)
        return (f"{name} cannot raise the {fmt(owed)} they owe"
                + (f" ({', '.join(ways)} are not enough)" if ways else "")
                + f": `companion bankrupt {name}`")
    if view["pending_auctions"]:
        return "hold the auction that is due (`companion auction`)"
    if view["phase"] == "build-round":
        return f"{view['active']} builds if they wish, then `companion next`"
    return (f"{view['active']} may build or borrow, then draws: `companion draw`, or "
            f"`companion event CARD` for the card the table drew")


def steps(state: DiscretionState) -> list[Step]:
    """What the table waits for, told to the players: debts first (in settling order), then
    an auction that is due, then the active player's turn."""
    if state.phase == "over":
        return [Step(None, "game over", f"The game is over: {state.winner or 'see the scores'}"
                               f"{' wins' if state.winner else ''}.")]
    out = [Step(name, f"to pay {fmt(state.debt_of(name))}",
                f"{name} owes {fmt(state.debt_of(name))}: forfeits land, borrows or goes "
                f"bankrupt") for name in dict.fromkeys(d.debtor for d in state.debts)]
    if state.pending_auctions:
        plot = _next_auction(state)["name"]
        out.append(Step(None, f"{plot} at auction", f"Everyone may bid for {plot} at auction"))
    who = state.active
    if state.phase == "build-round":
        return out + [Step(who, "to build", f"{who} may build, then passes to the next "
                                            f"player")]
    left = plural(len(state.cards_left()), "event card")
    return out + [Step(who, "to draw", f"{who} may build or borrow, then draws an event card "
                                       f"({left} left this Year)")]


def _next_auction(state: DiscretionState) -> dict | None:
    """The plot the next auction sells: a named one that is due, else the top Title."""
    due = state.pending_auctions[0] if state.pending_auctions else None
    plot_id = due or (state.title_deck[0] if state.title_deck else None)
    return None if plot_id is None else {"id": plot_id, "name": state.plot(plot_id)["name"]}


def net_assets(state: DiscretionState, name: str) -> dict:
    """Ruling 8: cash, loans at repayment value, land at appraisal, buildings at cost."""
    rules = state.rules
    parts = {
        "cash": state.ledger.balance(name),
        "bank_loans": -rules["bank_loan_repay"] * state.bank_loans[name],
        "shark_loans": -rules["shark_repay"] * state.shark_loans[name],
        "land": sum(state.plot(p)["appraisal"] for p in state.plots_of(name)),
        "buildings": rules["building_price"] * len(state.buildings_of(name)),
        "debts": -state.debt_of(name),
    }
    return {"name": name, "net_assets": sum(parts.values()), **parts,
            "eliminated": name in state.eliminated}


def score(state: DiscretionState) -> dict:
    rows = [net_assets(state, p) for p in state.players]
    standing = [r for r in rows if not r["eliminated"]]
    if state.winner:
        winner = state.winner
    else:
        best = max(r["net_assets"] for r in standing)
        leaders = [r["name"] for r in standing if r["net_assets"] == best]
        winner = leaders[0] if len(leaders) == 1 else None
    return {"game": "discretion", "final": state.phase == "over", "year": state.year,
            "players": sorted(rows, key=lambda r: (r["eliminated"], -r["net_assets"])),
            "winner": winner,
            "tied": [] if winner else [r["name"] for r in standing
                                       if r["net_assets"] == max(x["net_assets"] for x in standing)]}


def invariants(state: DiscretionState) -> list[str]:
    rules, problems = state.rules, []
    seen: dict[str, int] = {}
    for b in state.buildings:
        for cell in b.cells:
            if cell in seen:
                problems.append(f"{cell} holds two buildings")
            seen[cell] = b.id
            if b.owner and state.owners.get(state.plot_of_cell(cell)) != b.owner:
                problems.append(f"{b.owner}'s building at {cell} is not on their land")
    for player in state.players:
        if state.ledger.balance(player) < 0:
            problems.append(f"{player} has negative cash")
        if state.bank_loans[player] > finance.loan_limit(state, player):
            problems.append(f"{player} holds more Bank Loans than their buildings secure")
        if state.shark_loans[player] > rules["shark_loans_max_held"]:
            problems.append(f"{player} holds too many Loan Shark loans")
    if finance.bank_loans_out(state) > rules["bank_loans_total"]:
        problems.append("more Bank Loans out than exist")
    if finance.shark_loans_out(state) > rules["shark_loans_total"]:
        problems.append("more Loan Shark loans out than exist")
    for btype in {b.type for b in state.buildings}:
        for size in (1, 2):
            used = sum(1 for b in state.buildings if b.type == btype and len(b.cells) == size)
            if used > rules["tiles_per_size_and_type"]:
                problems.append(f"more {size}-acre {btype} tiles than exist")
    return problems


def house_defaults(data: dict) -> str:
    lines = ["## House defaults", "Values the rulebook does not give; override them with "
             "`companion new discretion --data FILE`.", ""]
    for plot in data["plots"]:
        if plot["source"] == "house":
            lines.append(f"- Plot {plot['id']} {plot['name']}: {plural(plot['acres'], 'acre')}, "
                         f"harvest {fmt(plot['harvest'])}, appraisal {fmt(plot['appraisal'])}")
    for year in data["years"]:
        if "land_tax" in year.get("house", []):
            lines.append(f"- Year {year['year']} land tax: {fmt(year['land_tax'])} per acre")
    for card in data["events"]:
        if card["source"] == "house" or card.get("house"):
            lines.append(f"- Event card {card['name']} (Year {card['year']}): {card['text']}")
    for key, value in data["house_rules"].items():
        if key != "source":
            lines.append(f"- {key.replace('_', ' ')}: {fmt(value)}")
    lines.append(f"- largest amount: {fmt(data['game']['largest_amount'])} (any larger sum is "
                 f"refused as a typo)")
    return "\n".join(lines) + "\n"


def names(state: DiscretionState, kind: str) -> list[str]:
    """Discretion's own names, for completion: plots, building types, Event cards, cells
    (free ones of owned land to build on, built ones to demolish)."""
    if kind == "plot":
        return [p["name"] for p in state.data["plots"]]
    if kind == "building":
        return [t["id"] for t in state.data["building_types"]]
    if kind == "card":
        return [c["id"] for c in state.data["events"]]
    if kind == "built-cell":
        return sorted(state.occupancy())
    if kind == "free-cell":
        built = state.occupancy()
        return sorted(c for p in state.owners for c in state.plot(p)["cells"] if c not in built)
    return []


def names_now(state: DiscretionState, kind: str) -> list[str]:
    """Of `names`, those the rules allow now: the Event cards still to come this Year."""
    return state.cards_left() if kind == "card" else names(state, kind)


def where(state: DiscretionState) -> str:
    """Where the game stands, in a few words: the year, the phase and whose turn."""
    if state.phase == "over":
        return f"Year {state.year}, game over"
    return f"Year {state.year} {state.phase}, {steps(state)[0].header()}"
