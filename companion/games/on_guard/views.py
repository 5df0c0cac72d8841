"""What On Guard shows: log lines, status, scores, invariant checks, house defaults."""

from companion.core import i18n
from companion.core.money import in_parts
from companion.games.base import Step
from companion.games.on_guard import goods, towns, words
from companion.games.on_guard.i18n import N_, _
from companion.games.on_guard.state import (
    BOX, GOLD, PILE, REVEALED, SETTLERS, SUPPLY, TRADING_HOUSE, WAGON, OnGuardState, caravan_name,
    money, place,
)


MANOR = {"pile": N_("pile"), "quarry": N_("quarry"),   # where a Manor House's extra site is from
         "manor": N_("the Manor House's site")}      # and the Healer Shrine's settler to


def describe(state: OnGuardState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")
    if kind == "first":
        return _("{player} is First and chooses {activity}").format(
            player=who, activity=words.activity(action["activity"]))
    if kind == "develop":
        site = state.data["sites"][action["site"]]["name"]
        if action.get("manor"):
            said = _("{player} develops a site, {site} (Manor House: {manor})").format(
                player=who, site=site, manor=_(MANOR[action["manor"]]))
        else:
            said = _("{player} develops a site, {site}").format(player=who, site=site)
        if action.get("shrine"):
            said = _("{said}; the Healer Shrine's settler to {shrine}").format(
                said=said, shrine=_(MANOR[action["shrine"]]) if action["shrine"] in MANOR
                else state.data["sites"][action["shrine"]]["name"])
        return said
    if kind == "build":
        return _("{player} builds the {building}").format(
            player=who, building=state.building(action["building"])["name"])
    if kind == "settle":
        places = ", ".join(action.get("place", [])) or _("nothing new")
        if action.get("anew"):
            return _("{player} places settlers anew: {places}").format(player=who, places=places)
        return _("{player} places settlers: {places}").format(player=who, places=places)
    if kind == "export":
        if action.get("wagon_train"):
            return _("{player} exports {good} by Wagon Train").format(
                player=who, good=words.good(action["good"]))
        return _("{player} exports {good}").format(player=who, good=words.good(action["good"]))
    if kind == "keep":
        one = words.good(action["one"]) if action.get("one") else _("no single good")
        if action.get("store"):
            return _("{player} keeps {good}, stores {goods}").format(
                player=who, good=one, goods=words.goods(action["store"]))
        return _("{player} keeps {good}").format(player=who, good=one)
    if kind == "trade":
        return _("{player} sells {good} to the Trading House").format(
            player=who, good=words.good(action["good"]))
    if kind == "influence":
        return _("{player} influences the Mayor, throwing {throw}").format(
            player=who, throw=action["roll"])
    if kind == "join":
        return _("{name} takes office as an Alderman").format(name=action["name"])
    return _("{player} passes").format(player=who) if kind == "pass" else kind


def revealed_text(state: OnGuardState) -> str:
    return ", ".join(k for k in state.data["sites"] for _n in range(state.count(REVEALED, k)))


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
                          for _n in range(state.count(TRADING_HOUSE, g))],
        "wagon": state.count(WAGON, SETTLERS),
        "revealed": revealed_text(state).split(", ") if revealed_text(state) else [],
        "order": list(state.order),
        "bonuses": [{"activity": c["activity"], "bonus": c["bonus"], "chosen": c["chosen"]}
                    for c in state.cards],
        "waiting": (state.keeping or state.waiting or [None])[0],
        "step": step(state),
        "end": state.end,
        "over": state.over,
        "end_near": end_near(state),
        "sales": sales(state),
    }


def sales(state: OnGuardState) -> list[dict]:
    """In Trade, what the Trading House would pay the Alderman whose turn it is for each good
    he may sell, with its parts (words.explained's): [] at any other time."""
    if state.activity != "trade" or not state.waiting:
        return []
    player = state.waiting[0]
    out = []
    for good in goods.sellable(state, player):
        amount, parts = goods.sale_price(state, player, good)
        out.append({"good": good, "faradinars": amount,
                    "parts": in_parts(parts) if len(parts) > 1 else ""})
    return out


def end_near(state: OnGuardState) -> dict:
    """How near each of THE END's triggers is: the Gold Bars the Aldermen still need, the
    wagon's refills the supply holds at its need now, the fewest town spaces left."""
    held = sum(state.gold_bars(p) for p in state.players)
    need = towns.wagon_need(state)
    left = {p: state.rules["town_spaces"] - state.town_used(p) for p in state.players}
    fewest = min(left, key=left.get)
    return {"gold_bars": {"held": held, "target": state.setup["gold_bars"],
                          "to_go": max(0, state.setup["gold_bars"] - held)},
            "settlers": {"supply": state.count(SUPPLY, SETTLERS), "per_refill": need,
                         "refills": state.count(SUPPLY, SETTLERS) // need},
            "town": {"player": fewest, "spaces_left": left[fewest]}}


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
    "develop": (N_("to develop"), N_("{player} develops a site or passes")),
    "build": (N_("to build"), N_("{player} builds or passes")),
    "trade": (N_("to trade"), N_("{player} trades a good or passes")),
    "settle": (N_("to settle"), N_("{player} places settlers")),
    "export": (N_("to export"), N_("{player} exports a good")),
    "wagon-train": (N_("to export"), N_("{player} may load the Wagon Train or pass")),
    "keep": (N_("to keep goods"), N_("{player} chooses the goods to keep")),
}


def step(state: OnGuardState) -> str | None:
    """What the Alderman acting now does: the activity, or keeping goods, or in Export the
    Wagon Train alone (no merchant caravan takes his goods: he may pass)."""
    if state.keeping:
        return "keep"
    if state.activity == "export" and state.waiting and not goods.caravan_goods(
            state, state.waiting[0]):
        return "wagon-train"
    return state.activity


def steps(state: OnGuardState) -> list[Step]:
    """Who acts now and what, told to the players."""
    if state.over:
        return [Step(None, _("THE END"), _("THE END: see the scores."))]
    if not state.activity:
        first = state.order[0]
        return [Step(first, _("to choose"), _("{player} is First and chooses this month's "
                                              "activity").format(player=first))]
    queue = state.keeping or state.waiting
    if not queue:
        return [Step(None, _("month over"), _("The month is over"))]
    who = queue[0]
    doing, says = ACTIVITY[step(state)]
    rest = [Step(p, _(doing), _(says).format(player=p)) for p in queue[1:]]
    return [Step(who, _(doing), _("{step} ({activity}, {first} First)").format(
        step=_(says).format(player=who), activity=words.activity(state.activity),
        first=state.first)), *rest]


def toolbar(state: OnGuardState) -> str:
    """Where the month stands, then each Alderman's Faradinars and Gold Bars."""
    return where(state) + " | " + "  ".join(
        _("{player} {faradinars} {gold_bars}GB").format(
            player=p, faradinars=money(state.faradinars(p)), gold_bars=state.gold_bars(p))
        for p in state.players)


def where(state: OnGuardState) -> str:
    """The season and month, the activity chosen and who acts (or THE END)."""
    fields = {"month": words.month(state.month_name), "year": state.year,
              "season": state.season}
    if state.over:
        return _("{month} year {year}, season {season}, THE END").format(**fields)
    if state.activity:
        return _("{month} year {year}, season {season}: {activity} ({first} First), "
                 "{step}").format(**fields, activity=words.activity(state.activity),
                                  first=state.first, step=steps(state)[0].header())
    return _("{month} year {year}, season {season}, {player} is First").format(
        **fields, player=state.order[0])


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
    problems = [_("{kind} not conserved: holders sum to {total}").format(kind=kind, total=total)
                for kind, total in state.stock.totals().items() if total]
    for kind, book in state.stock.books.items():
        problems += [_("{holder} holds {n} {kind}").format(holder=place(holder), n=n, kind=kind)
                     for holder, n in book.balances.items() if n < 0 and holder != BOX]
        if kind != GOLD and -book.balance(BOX) != _issued(state, kind):
            problems.append(_("{kind}: {issued} issued, the game has {count}").format(
                kind=kind, issued=-book.balance(BOX), count=_issued(state, kind)))
    for player in state.players:
        problems += _town_problems(state, player)
    pile = {k: state.pile.count(k) for k in state.data["sites"]}
    if pile != {k: state.count(PILE, k) for k in state.data["sites"]}:
        problems.append(_("the site pile's order does not match its count"))
    kinds = [c["kind"] for c in state.caravans if c["kind"]]
    if len(kinds) != len(set(kinds)):
        problems.append(_("two caravans carry the same good"))
    for i, caravan in enumerate(state.caravans):
        held = state.stock.held(caravan_name(i), state.goods)
        if set(held) - {caravan["kind"]} or sum(held.values()) > caravan["size"]:
            problems.append(_("{caravan} holds {goods}").format(
                caravan=place(caravan_name(i)),
                goods=", ".join(words.load(n, g) for g, n in held.items())))
    if sum(state.stock.held(TRADING_HOUSE, state.goods).values()) > \
            state.rules["trading_house_size"]:
        problems.append(_("the Trading House is over-full"))
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
        out.append(_("{player} has more settlers placed than they own").format(player=player))
    if state.town_used(player) > state.rules["town_spaces"]:
        out.append(_("{player}'s town is over-full").format(player=player))
    if len(state.sites[player]) > state.rules["site_spaces"]:
        out.append(_("{player} has too many sites").format(player=player))
    for kind in state.data["sites"]:
        if state.count(player, kind) != sum(s["kind"] == kind for s in state.sites[player]):
            out.append(_("{player}'s {site} count does not match their sites").format(
                player=player, site=kind))
    for bid, b in state.data["buildings"].items():
        if state.count(player, bid) != sum(e["id"] == bid for e in state.town[player]):
            out.append(_("{player}'s {building} count does not match their town").format(
                player=player, building=bid))
    out += [_("{player}'s {building} holds {settlers}").format(
                player=player, building=e["id"], settlers=words.settlers(e["settlers"]))
            for e in state.town[player]
            if not 0 <= e["settlers"] <= state.building(e["id"])["settlers"]]
    return out


def house_defaults(data: dict, lang: str = "en") -> str:
    """The values On Guard ships as house defaults, as a Markdown section in `lang` (the
    data file's keys and values as they are written)."""
    with i18n.speaking(lang):
        return _house_defaults(data)


def _house_defaults(data: dict) -> str:
    lines = [_("## House defaults"),
             _("Values the seed text does not give, taken from Puerto Rico (`puerto-rico`) or "
               "chosen by companion (`ruling`, `house`); override them with `companion new "
               "on-guard --data FILE`."), ""]
    tables = {"game": data["game"], "rules": data["rules"], "setup": data["setup"],
              "workshop": data["workshop"], "manse": data["manse"], "scoring": data["scoring"],
              "kit": data["kit"]}
    tables |= {f"{t} {rid}": r for t in ("sites", "goods", "buildings", "activities")
               for rid, r in data[t].items()}
    tables |= {words.aldermen(int(n)): r for n, r in data["by_players"].items()}
    for where, record in tables.items():
        marked = {k: record["source"] for k in record
                  if k not in ("source", "id", "name", "plural")} \
            if record["source"] != "rulebook" else {}
        for source in ("puerto_rico", "ruling", "house"):
            marked |= {k: source.replace("_", "-") for k in record.get(source, [])}
        lines += [_("- {table} {key}: {value} ({source})").format(
                      table=where, key=key.replace("_", " "), value=record[key], source=source)
                  for key, source in marked.items() if key not in ("puerto_rico", "ruling",
                                                                    "house")]
    return "\n".join(lines) + "\n"
