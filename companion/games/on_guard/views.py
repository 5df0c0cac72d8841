"""What On Guard shows: log lines, status, scores, invariant checks, house defaults."""

from companion.games.base import Step
from companion.games.on_guard.state import (
    BOX, GOLD, PILE, REVEALED, SETTLERS, SUPPLY, TRADING_HOUSE, WAGON, OnGuardState, caravan_name,
    money,
)


def describe(state: OnGuardState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")
    if kind == "first":
        return f"{who} is First and chooses {action['activity']}"
    if kind == "develop":
        extra = f" (Manor House: {action['manor']})" if action.get("manor") else ""
        return f"{who} develops a site, {state.data['sites'][action['site']]['name']}{extra}"
    if kind == "build":
        return f"{who} builds the {state.building(action['building'])['name']}"
    if kind == "settle":
        places = ", ".join(action.get("place", [])) or "nothing new"
        return f"{who} places settlers{' anew' if action.get('anew') else ''}: {places}"
    if kind == "export":
        where = " by Wagon Train" if action.get("wagon_train") else ""
        return f"{who} exports {action['good']}{where}"
    if kind == "keep":
        stored = f", stores {', '.join(action['store'])}" if action.get("store") else ""
        return f"{who} keeps {action.get('one') or 'no single good'}{stored}"
    if kind == "trade":
        return f"{who} sells {action['good']} to the Trading House"
    if kind == "influence":
        return f"{who} influences the Mayor, throwing {action['roll']}"
    if kind == "join":
        return f"{action['name']} takes office as an Alderman"
    return f"{who} passes" if kind == "pass" else kind


def revealed_text(state: OnGuardState) -> str:
    return ", ".join(k for k in state.data["sites"] for _ in range(state.count(REVEALED, k)))


def player_view(state: OnGuardState, name: str) -> dict:
    return {
        "name": name,
        "faradinars": state.faradinars(name),
        "gold_bars": state.gold_bars(name),
        "sites": [{"kind": s["kind"], "occupied": s["occupied"]} for s in state.sites[name]],
        "buildings": [{"name": b["id"], "settlers": b["settlers"]} for b in state.town[name]],
        "goods": {g: state.count(name, g) for g in state.goods},
        "spare_settlers": state.spare(name),
    }


def status(state: OnGuardState) -> dict:
    return {
        "game": "on-guard",
        "season": state.season,
        "month": state.month,
        "month_name": state.month_name,
        "year": state.year,
        "first": state.first,
        "activity": state.activity,
        "players": [player_view(state, p) for p in state.players],
        "supply": {
            "goods": {g: state.count(SUPPLY, g) for g in state.goods},
            "settlers": state.count(SUPPLY, SETTLERS),
            "gold_bars": state.count(SUPPLY, GOLD),
            "quarries": state.count(SUPPLY, "quarry"),
            "site_pile": len(state.pile),
            "buildings": {b: state.count(SUPPLY, b) for b in state.data["buildings"]},
        },
        "caravans": [{"size": c["size"], "good": c["kind"],
                      "loads": state.count(caravan_name(i), c["kind"]) if c["kind"] else 0}
                     for i, c in enumerate(state.caravans)],
        "trading_house": [g for g in state.goods
                          for _ in range(state.count(TRADING_HOUSE, g))],
        "wagon": state.count(WAGON, SETTLERS),
        "revealed": revealed_text(state).split(", ") if revealed_text(state) else [],
        "order": list(state.order),
        "bonuses": [{"activity": c["activity"], "bonus": c["bonus"], "chosen": c["chosen"]}
                    for c in state.cards],
        "waiting": (state.keeping or state.waiting or [None])[0],
        "step": "keep" if state.keeping else state.activity,
        "end": state.end,
        "over": state.over,
    }


def names(state: OnGuardState, kind: str) -> list[str]:
    """What may be typed for an argument of `kind`, for completion."""
    if kind == "activity":
        from companion.games.on_guard.month import open_activities

        return open_activities(state)
    if kind == "place":
        return sorted({b["id"] for p in state.players for b in state.town[p]}
                      | {s["kind"] for p in state.players for s in state.sites[p]})
    table = {"site": "sites", "building": "buildings", "good": "goods"}.get(kind)
    return list(state.data[table]) if table else []


ACTIVITY = {   # what the Alderman whose turn it is does, in players' words
    "develop": ("to develop", "develops a site or passes"),
    "build": ("to build", "builds or passes"),
    "trade": ("to trade", "trades a good or passes"),
    "settle": ("to settle", "places settlers"),
    "export": ("to export", "exports a good"),
    "keep": ("to keep goods", "chooses the goods to keep"),
}


def steps(state: OnGuardState) -> list[Step]:
    """Who acts now and what, told to the players."""
    if state.over:
        return [Step(None, "THE END", "THE END: see the scores.")]
    if not state.activity:
        first = state.order[0]
        return [Step(first, "to choose", f"{first} is First and chooses this month's "
                                         f"activity")]
    queue = state.keeping or state.waiting
    if not queue:
        return [Step(None, "month over", "The month is over")]
    who = queue[0]
    doing, says = ACTIVITY["keep" if state.keeping else state.activity]
    rest = [Step(p, doing, f"{p} {says}") for p in queue[1:]]
    return [Step(who, doing, f"{who} {says} ({state.activity}, {state.first} First)"), *rest]


def toolbar(state: OnGuardState) -> str:
    """Where the month stands, then each Alderman's Faradinars and Gold Bars."""
    return where(state) + " | " + "  ".join(
        f"{p} {money(state.faradinars(p))} {state.gold_bars(p)}GB" for p in state.players)


def where(state: OnGuardState) -> str:
    """The season and month, the activity chosen and who acts (or THE END)."""
    text = f"{state.month_name} year {state.year}, season {state.season}"
    if state.over:
        return text + ", THE END"
    if state.activity:
        return text + f": {state.activity} ({state.first} First), {steps(state)[0].header()}"
    return text + f", {state.order[0]} is First"


# --- scoring -----------------------------------------------------------------------------
def bonuses(state: OnGuardState, player: str) -> dict[str, int]:
    """The extra Gold Bars of the player's occupied major buildings."""
    scoring, out = state.data["scoring"], {}
    town = state.town[player]
    if state.occupied(player, "guild-hall"):
        out["guild-hall"] = sum(
            scoring["guild_small"] if state.building(b["id"])["settlers"] == 1
            else scoring["guild_large"]
            for b in town if b["settlers"] and state.building(b["id"])["kind"] == "production")
    if state.occupied(player, "manse"):
        out["manse"] = state.data["manse"]["bonus"][state.occupied_sites(player)]
    if state.occupied(player, "keep"):
        out["keep"] = state.count(player, SETTLERS) // scoring["keep_settlers"]
    if state.occupied(player, "guard-house"):
        out["guard-house"] = state.gold_bars(player) // scoring["guard_gold_bars"]
    if state.occupied(player, "town-hall"):
        out["town-hall"] = sum(1 for b in town if state.building(b["id"])["kind"] != "production")
    return out


def score_row(state: OnGuardState, player: str) -> dict:
    extra = bonuses(state, player)
    row = {
        "name": player,
        "gold_bars": state.gold_bars(player),
        "buildings": sum(state.building(b["id"])["gold_bars"] for b in state.town[player]),
        "bonus": sum(extra.values()),
        "bonuses": extra,
        "tie_break": state.faradinars(player) + sum(state.goods_of(player).values()),
    }
    return {**row, "total": row["gold_bars"] + row["buildings"] + row["bonus"]}


def score(state: OnGuardState) -> dict:
    rows = sorted((score_row(state, p) for p in state.players),
                  key=lambda r: (-r["total"], -r["tie_break"]))
    best = [r for r in rows if (r["total"], r["tie_break"]) == (rows[0]["total"],
                                                                 rows[0]["tie_break"])]
    return {"game": "on-guard", "final": state.over, "players": rows,
            "winner": best[0]["name"] if len(best) == 1 else None,
            "tied": [r["name"] for r in best] if len(best) > 1 else [],
            "tie_break": state.data["scoring"]["tie_break"], "end": state.end}


# --- invariants ---------------------------------------------------------------------------
def invariants(state: OnGuardState) -> list[str]:
    problems = [f"{kind} not conserved: holders sum to {total}"
                for kind, total in state.stock.totals().items() if total]
    for kind, book in state.stock.books.items():
        problems += [f"{holder} holds {n} {kind}" for holder, n in book.balances.items()
                     if n < 0 and holder != BOX]
        if kind != GOLD and -book.balance(BOX) != _issued(state, kind):
            problems.append(f"{kind}: {-book.balance(BOX)} issued, the game has "
                            f"{_issued(state, kind)}")
    for player in state.players:
        problems += _town_problems(state, player)
    pile = {k: state.pile.count(k) for k in state.data["sites"]}
    if pile != {k: state.count(PILE, k) for k in state.data["sites"]}:
        problems.append("the site pile's order does not match its count")
    kinds = [c["kind"] for c in state.caravans if c["kind"]]
    if len(kinds) != len(set(kinds)):
        problems.append("two caravans carry the same good")
    for i, caravan in enumerate(state.caravans):
        held = state.stock.held(caravan_name(i), state.goods)
        if set(held) - {caravan["kind"]} or sum(held.values()) > caravan["size"]:
            problems.append(f"{caravan_name(i)} holds {held}")
    if sum(state.stock.held(TRADING_HOUSE, state.goods).values()) > \
            state.rules["trading_house_size"]:
        problems.append("the Trading House is over-full")
    return problems


def _issued(state: OnGuardState, kind: str) -> int:
    data = state.data
    if kind == SETTLERS:
        return state.setup["settlers"]
    for table in ("goods", "sites"):
        if kind in data[table]:
            return data[table][kind]["count"]
    return data["buildings"][kind]["copies"]


def _town_problems(state: OnGuardState, player: str) -> list[str]:
    out = []
    if state.spare(player) < 0:
        out.append(f"{player} has more settlers placed than they own")
    if state.town_used(player) > state.rules["town_spaces"]:
        out.append(f"{player}'s town is over-full")
    if len(state.sites[player]) > state.rules["site_spaces"]:
        out.append(f"{player} has too many sites")
    for kind in state.data["sites"]:
        if state.count(player, kind) != sum(s["kind"] == kind for s in state.sites[player]):
            out.append(f"{player}'s {kind} count does not match their sites")
    for bid, b in state.data["buildings"].items():
        if state.count(player, bid) != sum(e["id"] == bid for e in state.town[player]):
            out.append(f"{player}'s {bid} count does not match their town")
    out += [f"{player}'s {e['id']} holds {e['settlers']} settlers" for e in state.town[player]
            if not 0 <= e["settlers"] <= state.building(e["id"])["settlers"]]
    return out


def house_defaults(data: dict) -> str:
    lines = ["## House defaults", "Values the seed text does not give, taken from Puerto Rico "
             "(`puerto-rico`) or chosen by companion (`ruling`, `house`); override them with "
             "`companion new on-guard --data FILE`.", ""]
    tables = {"game": data["game"], "rules": data["rules"], "setup": data["setup"],
              "workshop": data["workshop"], "manse": data["manse"], "scoring": data["scoring"],
              "kit": data["kit"]}
    tables |= {f"{t} {rid}": r for t in ("sites", "goods", "buildings", "activities")
               for rid, r in data[t].items()}
    tables |= {f"{n} Aldermen": r for n, r in data["by_players"].items()}
    for where, record in tables.items():
        marked = {k: record["source"] for k in record if k not in ("source", "id", "name")} \
            if record["source"] != "rulebook" else {}
        for source in ("puerto_rico", "ruling", "house"):
            marked |= {k: source.replace("_", "-") for k in record.get(source, [])}
        lines += [f"- {where} {key.replace('_', ' ')}: {record[key]} ({source})"
                  for key, source in marked.items() if key not in ("puerto_rico", "ruling",
                                                                    "house")]
    return "\n".join(lines) + "\n"
