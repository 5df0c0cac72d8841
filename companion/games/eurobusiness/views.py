"""What Eurobusiness shows: log lines, status, wealth, invariant checks, house defaults."""

from companion.games.base import Step
from companion.games.eurobusiness.board import offer_hint
from companion.games.eurobusiness.state import EuroState, dollars


def describe(state: EuroState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")

    def where(key: str = "field") -> str:
        value = action.get(key)
        return state.label(value) if isinstance(value, int) else str(value)

    lines = {
        "move": lambda: f"{who} throws {action['steps']}" + (" (a double)"
                                                              if action.get("double") else ""),
        "land": lambda: f"{who} lands on {where()}"
                        + (f" (dice {action['dice']})" if action.get("dice") else ""),
        "buy": lambda: f"{who} buys {where()}",
        "decline": lambda: f"{who} declines {where()}: the bank auctions it",
        "auction": lambda: (f"{action['winner']} wins {where()} for {dollars(action['price'])}"
                            if action.get("winner") else f"no bid for {where()}"),
        "trade": lambda: f"{action['seller']} sells {where()} to {action['buyer']} for "
                         f"{dollars(action['price'])}" + (" (mortgage lifted)"
                                                           if action.get("lift") else ""),
        "deal": lambda: "quick start: two Title Deeds dealt to each player",
        "jail": lambda: f"{who} in Jail: " + {"wait": "sits out a turn", "card": "plays a card",
                                              }.get(action.get("how"),
                                                    f"throws {action.get('throw')}"),
        "build": lambda: f"{who} builds on {where('city')}",
        "sell-building": lambda: f"{who} sells a building on {where('city')}",
        "mortgage": lambda: f"{who} mortgages {where()}",
        "unmortgage": lambda: f"{who} lifts the mortgage of {where()}",
        "draw": lambda: (f"{who} pays the fee instead of drawing a Chance card"
                         if action.get("pay") else f"{who} draws Chance {action.get('card')}"),
        "bankrupt": lambda: f"{who} is bankrupt",
        "unclaimed": lambda: f"{action['owner']} does not claim the rent for {where()}",
    }
    return lines[kind]() if kind in lines else kind


def status(state: EuroState) -> dict:
    return {
        "game": "eurobusiness",
        "active": state.active,
        "players": [{
            "name": p,
            "cash": state.ledger.balance(p),
            "position": state.positions[p],
            "in_jail": p in state.jailed,
            "eliminated": p in state.eliminated,
            "jail_cards": len(state.jail_cards.get(p, [])),
            "debts": [{"creditor": d.creditor, "amount": d.amount, "reason": d.reason}
                      for d in state.debts_of(p)],
            "fields": [{"number": n, "name": state.field(n)["en"],
                        "houses": state.houses.get(n, 0), "hotel": n in state.hotels,
                        "mortgaged": n in state.mortgaged} for n in state.fields_of(p)],
        } for p in state.players],
        "bank": {"houses": state.bank_houses(), "hotels": state.bank_hotels()},
        "waiting": waiting(state),
    }


def waiting(state: EuroState) -> list[str]:
    """What the table must settle next, most urgent first, each with its command."""
    if state.phase == "over":
        return [f"the game is over: {state.winner} won (`companion score`)"]
    out = [f"{d.debtor} owes {d.creditor} {dollars(d.amount)} ({d.reason}): raise it "
           f"(`sell-building`, `mortgage`, `trade`) or `bankrupt {d.debtor}`" for d in state.debts]
    if state.offer:
        out.append(offer_hint(state))
    out += [f"the bank auctions {state.label(n)}: `auction {n} --winner NAME --price P` or "
            f"`auction {n}`" for n in state.auctions]
    out += [f"{p} draws a {due['deck']} Chance card: `draw {p}`"
            + (f" or `draw {p} --pay` ({dollars(due['fee'])})" if "fee" in due else "")
            for p, due in state.chance_due.items()]
    return out + [_turn(state, state.active)]


def steps(state: EuroState) -> list[Step]:
    """`waiting` told to the players: who acts and what, most urgent first."""
    if state.phase == "over":
        return [Step(None, "game over", f"The game is over: {state.winner} wins.")]
    out = [Step(d.debtor, f"to pay {dollars(d.amount)}",
                f"{d.debtor} owes {d.creditor} {dollars(d.amount)} ({d.reason}): sells "
                f"buildings, mortgages or trades to raise it, or goes bankrupt")
           for d in state.debts]
    offer = state.offer
    if offer:
        label, price = state.label(offer["field"]), state.field(offer["field"])["price"]
        start = price // state.rules["auction_start_share"]
        out.append(Step(None, f"{label} at auction",
                        f"Everyone may bid for {label}, from {dollars(start)}")
                   if offer["auction"] else
                   Step(offer["player"], "to buy or decline", f"{offer['player']} may buy "
                        f"{label} for {dollars(price)}, or it goes to auction"))
    out += [Step(None, f"{state.label(n)} at auction",
                 f"The bank auctions {state.label(n)}: everyone may bid")
            for n in state.auctions]
    out += [Step(p, "to draw", f"{p} draws a {due['deck']} Chance card"
                 + (f" or pays {dollars(due['fee'])}" if "fee" in due else ""))
            for p, due in state.chance_due.items()]
    who = state.active
    if who in state.first_throw:
        return out + [Step(who, "to throw again", f"{who} threw a double and throws again")]
    if who in state.jailed:
        return out + [Step(who, "to leave Jail", f"{who} is in Jail: waits a turn, throws "
                           f"for a double or plays a card")]
    return out + [Step(who, "to throw", f"{who} may build or trade, then throws the dice")]


def _turn(state: EuroState, who: str) -> str:
    """The active player's next step."""
    if who in state.first_throw:
        return (f"{who} threw a double ({state.first_throw[who]}): `move {who} STEPS` for the "
                f"second throw")
    if who in state.jailed:
        return f"{who} is in Jail: `jail {who} --wait`, `--throw D,D` or `--card`"
    return f"{who} to move: `move {who} STEPS` (after any building or trading)"


def wealth(state: EuroState, player: str) -> dict:
    """The rulebook's wealth: cash, unmortgaged property at its price, mortgaged at half,
    houses and hotels at their cost (a hotel: four houses and the surcharge); debts owed off."""
    fields = state.fields_of(player)
    free = [n for n in fields if n not in state.mortgaged]
    built = [n for n in fields if state.level(n)]
    parts = {
        "cash": state.ledger.balance(player),
        "property": sum(state.field(n)["price"] for n in free),
        "mortgaged": sum(state.field(n)["price"] // 2 for n in fields if n in state.mortgaged),
        "houses": sum(state.houses.get(n, 0) * state.field(n)["house"] for n in built),
        "hotels": sum((state.rules["max_houses"] + 1) * state.field(n)["house"]
                      for n in built if n in state.hotels),
        "debts": -state.debt_of(player),
    }
    return {"name": player, "net_worth": sum(parts.values()), **parts,
            "eliminated": player in state.eliminated}


def score(state: EuroState) -> dict:
    rows = sorted((wealth(state, p) for p in state.players),
                  key=lambda r: (r["eliminated"], -r["net_worth"]))
    standing = [r for r in rows if not r["eliminated"]]
    best = standing[0]["net_worth"] if standing else 0
    leaders = [r["name"] for r in standing if r["net_worth"] == best]
    winner = state.winner or (leaders[0] if len(leaders) == 1 else None)
    return {"players": rows, "winner": winner, "tied": [] if winner else leaders,
            "over": state.phase == "over"}


def invariants(state: EuroState) -> list[str]:
    problems = [f"{p} has negative cash" for p in state.players if state.ledger.balance(p) < 0]
    comp = state.data["components"]
    if not 0 <= state.bank_houses() <= comp["houses"]:
        problems.append(f"houses not conserved: the bank holds {state.bank_houses()}")
    if not 0 <= state.bank_hotels() <= comp["hotels"]:
        problems.append(f"hotels not conserved: the bank holds {state.bank_hotels()}")
    for city, count in state.houses.items():
        if count and city in state.hotels:
            problems.append(f"{state.label(city)} has houses and a hotel")
        if not 0 <= count <= state.rules["max_houses"]:
            problems.append(f"{state.label(city)} holds {count} houses")
    for city in [*state.houses, *state.hotels]:
        if state.level(city) and (not state.holds_country(city) or city in state.mortgaged):
            problems.append(f"{state.label(city)} is built without the whole country, or "
                            f"mortgaged")
    for number in state.mortgaged:
        if number not in state.owners:
            problems.append(f"{state.label(number)} is mortgaged but held by the bank")
    for owner in state.owners.values():
        if owner in state.eliminated:
            problems.append(f"{owner} is out but still holds property")
    return problems


def house_defaults(data: dict) -> str:
    """Every value the rulebook and the sources leave open, as a markdown section."""
    lines = ["## House defaults", "Values neither the rulebook nor the sources give; override "
             "them with `companion new eurobusiness --data FILE`.", ""]
    for name in ("game", "rules", "components", "money"):
        record = data[name]
        keys = [k for k in record if k not in ("source", "house", "ruling", "research",
                                               "sources", "confidence", "note")]
        for key in keys if record["source"] == "house" else record.get("house", []):
            lines.append(f"- {name}: {key.replace('_', ' ')}: {_value(record[key])}")
    lines.append("")
    lines.append("Values read by one of companion's rulings (see `rules eurobusiness rulings`):")
    for name in ("game", "rules", "components", "money"):
        for key in data[name].get("ruling", []):
            lines.append(f"- {name}: {key.replace('_', ' ')}: {_value(data[name][key])}")
    for card in data["chance"]:
        for key in card.get("ruling", []):
            lines.append(f"- {card['deck']} Chance {card['id']}: {key}: {card[key]}")
    return "\n".join(lines) + "\n"


def _value(value) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)



def names(state: EuroState, kind: str) -> list[str]:
    """Eurobusiness's own names, for completion: the fields, the cities and the fields
    the bank sells (English names)."""
    fields = state.data["fields"]
    if kind == "field":
        return [f["en"] for f in fields]
    if kind == "city":
        return [f["en"] for f in fields if f["kind"] == "city"]
    if kind == "for-sale":
        return [f["en"] for f in fields if "price" in f]
    return []


def names_now(state: EuroState, kind: str) -> list[str]:
    """Of `names`, those the rules allow now: only the field stopped on can be bought."""
    if kind == "for-sale":
        offer = state.offer
        return [state.field(offer["field"])["en"]] if offer and not offer["auction"] else []
    return names(state, kind)
