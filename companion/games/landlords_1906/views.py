"""What The Landlord's Game shows: log lines, status, scores, invariant checks, rules texts."""

from companion.games.base import Step
from companion.games.landlords_1906 import chance, fares, landing, loans, rules, turns
from companion.games.landlords_1906.i18n import _, ngettext
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


def describe(state: LandlordState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")

    def space(key: str) -> str:
        value = action.get(key)
        return state.label(value) if isinstance(value, int) else str(value)

    def space_list(values) -> list[str]:
        return [state.label(v) if isinstance(v, int) else str(v) for v in values or []]

    lines = {
        "move": lambda: (_("{player} moves {steps} back") if action.get("back")
                         else _("{player} moves {steps}")),
        "land": lambda: _("{player} lands on {space}"),
        "buy": lambda: (_("{player} buys {card} for {price}") if action.get("price")
                        else _("{player} buys {card}")),
        "decline": lambda: _("no one buys it"),
        "build": lambda: ngettext("{player} builds {n} house on {lot}",
                                  "{player} builds {n} houses on {lot}", action.get("count", 1)),
        "sell": lambda: _("{seller} sells {card} to {buyer} for {price}"),
        "jail": lambda: (_("{player} pays the JAIL fine") if action.get("pay")
                         else _("{player} throws {dice} in JAIL")),
        "speculate": lambda: (_("{player} refuses to speculate") if action.get("refuse")
                              else _("{player} speculates, throwing {dice}")),
        "borrow": lambda: (_("{player} borrows on {cards} from {lender}") if action.get("lender")
                           else _("{player} borrows on {cards}")),
        "repay": lambda: (_("{player} repays a loan to {lender}") if action.get("to")
                          else _("{player} repays a note")),
        "trust": lambda: _("Trust of {members}"),
        "chance": lambda: _("{player} draws Chance {card}"),
        "poorhouse": lambda: (_("{player} goes to the Poor House (no one buys)")
                              if action.get("no_buyer") else _("{player} goes to the Poor House")),
        "opportunity": lambda: _("{player} throws {steps}, goes to {space}"),
        "single-tax": lambda: _("Single Tax voted by {players}"),
        "deal": lambda: _("deal the green cards"),
        "average-hands": lambda: _("take the average hands"),
    }
    if kind not in lines:
        return kind
    return lines[kind]().format(
        player=who, steps=action.get("steps"), space=space("space"), card=space("property")
        if kind != "chance" else action.get("card"), price=money(action.get("price", 0)),
        n=action.get("count", 1), lot=space("lot"), seller=action.get("seller"),
        buyer=action.get("buyer"), dice=action.get("dice"),
        cards=", ".join(space_list(action.get("pledge"))), lender=action.get("lender")
        or action.get("to"), members=_(" and ").join(action.get("members", [])),
        players=", ".join(action.get("votes", [])))


def player_view(state: LandlordState, name: str) -> dict:
    position, spot = state.positions[name], state.opportunity.get(name)
    return {
        "name": name,
        "cash": state.ledger.balance(name),
        "position": position,
        "space": (_("{opportunity} (Natural Opportunity by corner {corner})").format(
            opportunity=spot, corner=position) if spot else state.space(position)["name"]),
        "cards": [state.space(n)["name"] for n in state.cards_of(name)],
        "houses": {state.space(n)["name"]: c for n, c in sorted(state.houses.items())
                   if state.house_owners.get(n) == name},
        "stops": stops(state, name),
        "in_jail": name in state.jailed,
        "chance_due": name in state.chance_due,
        "opportunity": state.opportunity.get(name),
        "luxuries": state.luxuries[name],
        "education": state.education[name],
        "professors": state.professors[name],
        "debts": [{"to": d.creditor, "amount": d.amount, "reason": d.reason}
                  for d in state.debts_of(name)],
        "notes": [{"amount": loans.owed(state, loan), "to": loans.lender(loan),
                   "mortgaged": [state.space(n)["name"] for n in loan["pledged"]]}
                  for loan in loans.notes_of(state, name)],
        "poor_house": name in state.poor,
        "dealt": ([state.space(n)["name"] for n in state.dealt[name]]
                  if state.dealt is not None else None),
    }


def stops(state: LandlordState, name: str) -> dict[str, int]:
    """What a stop costs another player now on each of the player's cards and on each lot
    holding their houses, in board order."""
    held = set(state.cards_of(name)) | {n for n, c in state.houses.items()
                                        if c and state.house_owners.get(n) == name}
    return {state.space(n)["name"]: fares.stop_cost(state, n) for n in sorted(held)
            if fares.stop_cost(state, n) is not None}


def status(state: LandlordState) -> dict:
    houses = state.houses_on_board()
    return {
        "game": "landlords-1906",
        "phase": state.phase,
        "single_tax": state.single_tax,
        "seating": list(state.players),
        "turn": None if state.ended else turns.whose_turn(state),
        "over": state.ended,
        "players": [player_view(state, p) for p in state.players],
        "treasury": state.ledger.balance(TREASURY),
        "miscellaneous": state.ledger.balance(MISC),
        "wages": state.wages(),
        "houses_on_board": houses,
        "necessity_tax": fares.necessity_tax(state),
        # after the table's end nothing waits: no sale or speculation is offered any more
        "pending": dict(state.pending) if state.pending and not state.ended else None,
        "waiting": landing.pending_hint(state) if state.pending and not state.ended else None,
        "trust": list(state.trust) if state.trust_holds() else [],
        "public": [state.space(n)["name"] for n in state.public],
        "colleges": [state.space(n)["name"] for n in state.colleges],
    }


def steps(state: LandlordState) -> list[Step]:
    """What the table waits for, told to the players: debts, the sale or speculation
    waiting, Chance cards due, then the throw of whoever plays next."""
    if state.ended:
        return [Step(None, _("game over"), _("The table has ended the game: the most total "
                                             "wealth wins (`companion score`)"))]
    if state.phase == "setup":
        return [Step(None, _("setup"), _("The green cards are dealt; players may buy their own "
                                          "cards, then the highest throw begins"))]
    refuge = (_("{player} owes {amount}: sells to raise it, or goes to Opportunity")
              if state.single_tax
              else _("{player} owes {amount}: sells to raise it, or goes to the Poorhouse"))
    out = [Step(p, _("to pay {amount}").format(amount=money(state.debt_of(p))),
                refuge.format(player=p, amount=money(state.debt_of(p))))
           for p in state.players if state.debts_of(p)]
    pending = state.pending
    if pending:
        who, where = pending["player"], state.label(pending["space"])
        out.append(Step(who, _("to speculate"), _(
            "{player} may speculate on {space}, or refuse and stay put").format(
                player=who, space=where)) if pending["kind"] == "speculation"
                   else Step(who, _("to buy or decline"), _(
                       "{player} stopped on {space}: it is for sale (the table may bid), or "
                       "no one buys it").format(player=who, space=where)))
    out += [Step(p, _("to draw"), _("{player} draws a Chance card").format(player=p))
            for p in state.chance_due]
    who = turns.whose_turn(state)
    return out + [Step(who, _("to throw"), _("{player} throws and moves").format(player=who))
                  if who else
                  Step(None, _("first throw"), _("Everyone throws: the highest throw begins"))]


def net_assets(state: LandlordState, name: str) -> dict:
    """Cash, 100 a card (lots nothing under the Single Tax), 100 a house, Luxury, Professor,
    less what the player owes, plus what other players owe them on loans (ruling 18)."""
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
        "notes": -sum(loans.owed(state, loan) for loan in loans.notes_of(state, name)),
        "lent": sum(loans.owed(state, loan) for loan in loans.lent_by(state, name)),
    }
    return {"name": name, "net_assets": sum(parts.values()), **parts}


def score(state: LandlordState) -> dict:
    rows = sorted((net_assets(state, p) for p in state.players), key=lambda r: -r["net_assets"])
    best = rows[0]["net_assets"]
    leaders = [r["name"] for r in rows if r["net_assets"] == best]
    return {"game": "landlords-1906", "single_tax": state.single_tax, "players": rows,
            "winner": leaders[0] if len(leaders) == 1 else None,
            "tied": leaders if len(leaders) > 1 else [], "final": state.ended}


def invariants(state: LandlordState) -> list[str]:
    problems = []
    for player in state.players:
        if state.ledger.balance(player) < 0:
            problems.append(_("{player} has negative cash").format(player=player))
    if state.ledger.balance(TREASURY) < 0:
        problems.append(_("the Treasury is overdrawn"))
    for lot, count in state.houses.items():
        label = state.label(lot)
        if not 0 <= count <= state.rules["max_houses"]:
            problems.append(ngettext("{lot} holds {n} house", "{lot} holds {n} houses",
                                     count).format(lot=label, n=count))
        if count and (state.house_owners.get(lot) not in state.players):
            problems.append(_("{lot} has houses without an owner").format(lot=label))
        if count and not state.single_tax and state.house_owners.get(lot) != state.owners.get(lot):
            problems.append(_("{lot}: houses and title held apart before the Single "
                              "Tax").format(lot=label))
    if set(state.owners) & set(state.public):
        problems.append(_("a publicly owned space is still held by a player"))
    pledges = [(loan["player"], n) for loan in state.loans for n in loan["pledged"]]
    if len({n for _player, n in pledges}) != len(pledges):
        problems.append(_("a space secures two notes"))
    for player, n in pledges:
        if player not in (state.owners.get(n), state.house_owners.get(n)):
            problems.append(_("{space} secures {player}'s note but is not theirs").format(
                space=state.label(n), player=player))
    return problems


# The data file's single records; a record of source "house" is a house default throughout,
# any other lists its house-default fields in `house`.
RECORDS = ("game", "rules", "beginners", "house_rules", "loans", "single_tax", "components")
AMOUNTS = {"house_rules", "beginners", "loans"}      # records whose every number is a dollar amount


def house_keys(record: dict) -> list[str]:
    """The fields of a record that are house defaults."""
    if record["source"] == "house":
        return [k for k in record if k not in ("source", "house", "ruling")]
    return list(record.get("house", []))


def house_defaults(data: dict) -> str:
    """Every house-default value of the data file, as a markdown section."""
    lines = [_("## House defaults"), _("Values the surviving 1906 text does not give; override "
                                       "them with `companion new landlords-1906 --data FILE`."),
             ""]
    for name in RECORDS:
        record = data[name]
        for key in house_keys(record):
            lines.append(_("- {record}: {key}: {value}").format(
                record=name.replace("_", " "), key=key.replace("_", " "),
                value=_value(record[key], name in AMOUNTS)))
    printed = house_keys(data["money"])
    if "denominations" in printed:
        lines.append(_("- money denominations: {notes}").format(
            notes=", ".join(money(d) for d in data["denominations"])))
    if "counts" in printed:
        notes = ", ".join(_("{count} of {note}").format(count=n, note=money(d))
                          for d, n in zip(data["denominations"], data["note_counts"]))
        lines.append(_("- money notes printed in the kit: {notes}").format(notes=notes))
    lots = sum(s["kind"] == "lot" for s in data["spaces"])
    lines.append(ngettext("- houses printed in the kit: {houses} (max houses on each of the {n} "
                          "lot)", "- houses printed in the kit: {houses} (max houses on each of "
                          "the {n} lots)", lots).format(houses=rules.house_count(data), n=lots))
    for row in data["start_cash"]:
        if house_keys(row):
            low, high = row["players"]
            count = low if low == high else f"{low}-{high}"
            lines.append(_("- starting cash with {count} players: {cash} each").format(
                count=count, cash=money(row["cash"])))
    for row in data["tax_levels"]:
        if house_keys(row):
            lines.append(ngettext("- necessity tax at {n} house: {tax}",
                                  "- necessity tax at {n} houses: {tax}", row["houses"]).format(
                n=row["houses"], tax=money(row["tax"])))
    for spot in data["opportunities"]:
        if house_keys(spot):
            lines.append(_("- Natural Opportunity {name} (by corner {corner}): wages {wages}, "
                           "rent {rent}").format(name=spot["name"], corner=spot["corner"],
                                                 wages=money(spot["wages"]),
                                                 rent=money(spot["rent"])))
    for space in data["spaces"]:
        if house_keys(space):
            lines.append(_("- space {number} {name}: see the house rules above").format(
                number=space["number"], name=space["name"]))
    cards = [c for c in data["chance"] if house_keys(c)]
    if cards:
        lines.append(_("- Chance cards (the 1906 texts are lost):"))
        lines += [f"  - {card['id']}: {chance.text(card)}" for card in cards]
    return "\n".join(lines) + "\n"


def _value(value, amount: bool) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(_value(v, amount) for v in value)
    return money(value) if amount and isinstance(value, int) else str(value)


def names(state: LandlordState, kind: str) -> list[str]:
    """The Landlord's Game's own names, for completion: spaces, the cards for sale, lots,
    Chance cards and the Natural Opportunities."""
    spaces = state.data["spaces"]
    chosen = {
        "space": [s["name"] for s in spaces],
        "property": [s["name"] for s in spaces if "price" in s],
        "lot": [s["name"] for s in spaces if s["kind"] == "lot"],
        "card": [c["id"] for c in state.data["chance"]],
        "opportunity": [o["name"] for o in state.data["opportunities"]],
    }
    return chosen.get(kind, [])


def toolbar(state: LandlordState) -> str:
    """Where the game stands, then every player's cash."""
    cash = "  ".join(f"{p} {money(state.ledger.balance(p))}" for p in state.in_play())
    return f"{where(state)} | {cash}"


def where(state: LandlordState) -> str:
    """The setup (once play starts, no word), whose turn, and the sale or speculation
    waiting: 'under the Single Tax, Bob to play'."""
    parts = [] if state.phase == "play" else [_("setup")]
    parts += [_("under the Single Tax")] * state.single_tax
    if state.phase == "play":
        parts.append(steps(state)[0].header())
    if state.pending and not state.ended:
        parts.append(_("waiting: {player} on {space}").format(
            player=state.pending["player"], space=state.label(state.pending["space"])))
    return ", ".join(parts)
