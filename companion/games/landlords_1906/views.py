"""What The Landlord's Game shows: log lines, status, scores, invariant checks, rules texts."""

from companion.games.landlords_1906 import rules
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState


def describe(state: LandlordState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")

    def space(key: str) -> str:
        value = action.get(key)
        return state.label(value) if isinstance(value, int) else str(value)

    lines = {
        "move": lambda: f"{who} moves {action['steps']}{' back' if action.get('back') else ''}",
        "land": lambda: f"{who} lands on {space('space')}",
        "buy": lambda: f"{who} buys {space('property')}"
                       + (f" for ${action['price']}" if action.get("price") else ""),
        "decline": lambda: "no one takes it up",
        "build": lambda: f"{who} builds {action.get('count', 1)} house(s) on {space('lot')}",
        "sell": lambda: f"{action['seller']} sells {space('property')} to {action['buyer']} "
                        f"for ${action.get('price', 0)}",
        "jail": lambda: f"{who} pays the JAIL fine" if action.get("pay")
                        else f"{who} throws {action['dice']} in JAIL",
        "speculate": lambda: f"{who} speculates, throwing {action['dice']}",
        "trust": lambda: f"Trust of {' and '.join(action['members'])}",
        "chance": lambda: f"{who} draws Chance {action.get('card')}",
        "poorhouse": lambda: f"{who} goes to the Poor House",
        "opportunity": lambda: f"{who} goes to {action['space']}",
        "single-tax": lambda: f"Single Tax voted by {', '.join(action['votes'])}",
        "deal": lambda: "deal the green cards",
        "average-hands": lambda: "take the average hands",
        "pay": lambda: f"{action['from']} pays {action['to']} ${action['amount']}"
                       + (f": {action['reason']}" if action.get("reason") else ""),
    }
    return lines[kind]() if kind in lines else kind


def player_view(state: LandlordState, name: str) -> dict:
    position = state.positions[name]
    return {
        "name": name,
        "cash": state.ledger.balance(name),
        "position": position,
        "space": state.space(position)["name"],
        "cards": [state.space(n)["name"] for n in state.cards_of(name)],
        "houses": {state.space(n)["name"]: c for n, c in sorted(state.houses.items())
                   if state.house_owners.get(n) == name},
        "in_jail": name in state.jailed,
        "opportunity": state.opportunity.get(name),
        "luxuries": state.luxuries[name],
        "education": state.education[name],
        "professors": state.professors[name],
        "debts": [{"to": d.creditor, "amount": d.amount, "reason": d.reason}
                  for d in state.debts_of(name)],
        "dealt": ([state.space(n)["name"] for n in state.dealt[name]]
                  if state.dealt is not None else None),
    }


def status(state: LandlordState) -> dict:
    houses = state.houses_on_board()
    return {
        "game": "landlords-1906",
        "phase": state.phase,
        "single_tax": state.single_tax,
        "players": [player_view(state, p) for p in state.players],
        "treasury": state.ledger.balance(TREASURY),
        "miscellaneous": state.ledger.balance(MISC),
        "wages": state.wages(),
        "houses_on_board": houses,
        "necessity_tax": 0 if state.single_tax else rules.necessity_tax(
            state.data["tax_levels"], houses, state.rules["advanced"]),
        "pending": dict(state.pending) if state.pending else None,
        "trust": list(state.trust) if state.trust_holds() else [],
        "public": [state.space(n)["name"] for n in state.public],
        "colleges": [state.space(n)["name"] for n in state.colleges],
    }


def net_assets(state: LandlordState, name: str) -> dict:
    """Cash, 100 a card (lots nothing under the Single Tax), 100 a house, Luxury, Professor."""
    values, house = state.rules, state.data["house_rules"]
    cards = [n for n in state.cards_of(name)
             if not (state.single_tax and state.space(n)["kind"] == "lot")]
    parts = {
        "cash": state.ledger.balance(name),
        "cards": values["card_value"] * len(cards),
        "houses": values["house_value"] * state.houses_of(name),
        "luxuries": house["luxury_value"] * state.luxuries[name],
        "professors": state.data["single_tax"]["professor_value"] * state.professors[name],
        "debts": -sum(d.amount for d in state.debts_of(name)),
    }
    return {"name": name, "net_assets": sum(parts.values()), **parts}


def score(state: LandlordState) -> dict:
    rows = sorted((net_assets(state, p) for p in state.players), key=lambda r: -r["net_assets"])
    best = rows[0]["net_assets"]
    leaders = [r["name"] for r in rows if r["net_assets"] == best]
    return {"game": "landlords-1906", "single_tax": state.single_tax, "players": rows,
            "winner": leaders[0] if len(leaders) == 1 else None,
            "tied": leaders if len(leaders) > 1 else []}


def invariants(state: LandlordState) -> list[str]:
    problems = []
    for player in state.players:
        if state.ledger.balance(player) < 0:
            problems.append(f"{player} has negative cash")
    if state.ledger.balance(TREASURY) < 0:
        problems.append("the Treasury is overdrawn")
    for lot, count in state.houses.items():
        if not 0 <= count <= state.rules["max_houses"]:
            problems.append(f"{state.label(lot)} holds {count} houses")
        if count and (state.house_owners.get(lot) not in state.players):
            problems.append(f"{state.label(lot)} has houses without an owner")
        if count and not state.single_tax and state.house_owners.get(lot) != state.owners.get(lot):
            problems.append(f"{state.label(lot)}: houses and title held apart before the Single Tax")
    if set(state.owners) & set(state.public):
        problems.append("a publicly owned space is still held by a player")
    return problems


def house_defaults(data: dict) -> str:
    lines = ["## House defaults", "Values the surviving 1906 text does not give; override them "
             "with `companion new landlords-1906 --data FILE`.", ""]
    for key, value in data["house_rules"].items():
        if key != "source":
            lines.append(f"- {key.replace('_', ' ')}: ${value}")
    for row in data["start_cash"]:
        if row["source"] == "house":
            low, high = row["players"]
            count = low if low == high else f"{low}-{high}"
            lines.append(f"- starting cash with {count} players: ${row['cash']} each")
    for key in data["game"].get("house", []):
        lines.append(f"- {key.replace('_', ' ')}: {data['game'][key]}")
    for spot in data["opportunities"]:
        if spot["source"] == "house":
            lines.append(f"- Natural Opportunity {spot['name']} (by corner {spot['corner']}): "
                         f"wages ${spot['wages']}, rent ${spot['rent']}")
    for space in data["spaces"]:
        if space["source"] == "house":
            lines.append(f"- space {space['number']} {space['name']}: see the house rules above")
    lines.append(f"- money denominations: {', '.join(f'${d}' for d in data['denominations'])}")
    lines.append("- Chance cards (the 1906 texts are lost):")
    for card in data["chance"]:
        if card["source"] == "house":
            lines.append(f"  - {card['id']}: {card['text']}")
    return "\n".join(lines) + "\n"
