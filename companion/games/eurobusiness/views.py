"""What Eurobusiness shows: log lines, status, wealth, invariant checks, house defaults."""

from companion.core import i18n
from companion.games.base import Step
from companion.games.eurobusiness.board import offer_hint
from companion.games.eurobusiness.i18n import _
from companion.games.eurobusiness.state import EuroState, dollars, name


def describe(state: EuroState, action: dict) -> str:
    kind, who = action["type"], action.get("player", "")

    def where(key: str = "field") -> str:
        value = action.get(key)
        return state.label(value) if isinstance(value, int) else str(value)

    lines = {
        "move": lambda: (_("{player} throws {steps} (a double)") if action.get("double") else
                         _("{player} throws {steps}")).format(player=who, steps=action["steps"]),
        "land": lambda: (_("{player} lands on {field} (dice {dice})") if action.get("dice") else
                         _("{player} lands on {field}")).format(player=who, field=where(),
                                                                dice=action.get("dice")),
        "buy": lambda: _("{player} buys {field}").format(player=who, field=where()),
        "decline": lambda: _("{player} declines {field}: the bank auctions it").format(
            player=who, field=where()),
        "auction": lambda: (_("{player} wins {field} for {amount}").format(
            player=action["winner"], field=where(), amount=dollars(action["price"]))
            if action.get("winner") else _("no bid for {field}").format(field=where())),
        "trade": lambda: (_("{seller} sells {field} to {buyer} for {amount} (mortgage lifted)")
                          if action.get("lift") else
                          _("{seller} sells {field} to {buyer} for {amount}")).format(
            seller=action["seller"], field=where(), buyer=action["buyer"],
            amount=dollars(action["price"])),
        "deal": lambda: _("quick start: two Title Deeds dealt to each player"),
        "jail": lambda: {"wait": _("{player} in Jail: sits out a turn"),
                         "card": _("{player} in Jail: plays a card")}.get(
            action.get("how"), _("{player} in Jail: throws {throw}")).format(
            player=who, throw=action.get("throw")),
        "build": lambda: _("{player} builds on {field}").format(player=who, field=where("city")),
        "sell-building": lambda: _("{player} sells a building on {field}").format(
            player=who, field=where("city")),
        "mortgage": lambda: _("{player} mortgages {field}").format(player=who, field=where()),
        "unmortgage": lambda: _("{player} lifts the mortgage of {field}").format(
            player=who, field=where()),
        "draw": lambda: (_("{player} pays the fee instead of drawing a Chance card")
                         if action.get("pay") else _("{player} draws Chance {card}")).format(
            player=who, card=_card_word(state, action.get("card"))),
        "bankrupt": lambda: _("{player} is bankrupt").format(player=who),
        "unclaimed": lambda: _("{player} does not claim the rent for {field}").format(
            player=action["owner"], field=where()),
    }
    return lines[kind]() if kind in lines else kind


def _card_word(state: EuroState, card_id) -> str:
    card = next((c for c in state.data["chance"] if c["id"] == card_id), None)
    return state.card_word(card) if card else str(card_id)


def status(state: EuroState) -> dict:
    return {
        "game": "eurobusiness",
        "active": None if state.phase == "over" else state.active,
        "players": [{
            "name": p,
            "cash": state.ledger.balance(p),
            "position": state.positions[p],
            "in_jail": p in state.jailed,
            "eliminated": p in state.eliminated,
            "jail_cards": len(state.jail_cards.get(p, [])),
            "debts": [{"creditor": d.creditor, "amount": d.amount, "reason": d.reason}
                      for d in state.debts_of(p)],
            "fields": [{"number": n, "name": name(state.field(n)),
                        "houses": state.houses.get(n, 0), "hotel": n in state.hotels,
                        "mortgaged": n in state.mortgaged} for n in state.fields_of(p)],
        } for p in state.players],
        "bank": {"houses": state.bank_houses(), "hotels": state.bank_hotels()},
        "waiting": waiting(state),
    }


def waiting(state: EuroState) -> list[str]:
    """What the table must settle next, most urgent first, each with its command."""
    if state.phase == "over":
        return [_("the game is over: {result} (`companion score`)").format(
            result=state.outcome())]
    out = [_("{debtor} owes {creditor} {amount} ({reason}): raise it "
             "(`sell-building`, `mortgage`, `trade`) or `bankrupt {debtor}`").format(
        debtor=d.debtor, creditor=d.creditor, amount=dollars(d.amount), reason=d.reason)
        for d in state.debts]
    if state.offer:
        out.append(offer_hint(state))
    out += [_("the bank auctions {field}: `auction {number} --winner NAME --price P` or "
              "`auction {number}`").format(field=state.label(n), number=n)
            for n in state.auctions]
    out += [(_("{player} draws a {deck} Chance card: `draw {player}` or `draw {player} --pay` "
               "({amount})") if "fee" in due else
             _("{player} draws a {deck} Chance card: `draw {player}`")).format(
        player=p, deck=state.deck_word(due["deck"]), amount=dollars(due.get("fee", 0)))
        for p, due in state.chance_due.items()]
    return out + [_turn(state, state.active)]


def steps(state: EuroState) -> list[Step]:
    """`waiting` told to the players: who acts and what, most urgent first."""
    if state.phase == "over":
        return [Step(None, _("game over"), _("The game is over: {result}.").format(
            result=state.outcome()))]
    out = [Step(d.debtor, _("to pay {amount}").format(amount=dollars(d.amount)),
                _("{debtor} owes {creditor} {amount} ({reason}): sells buildings, mortgages "
                  "or trades to raise it, or goes bankrupt").format(
                    debtor=d.debtor, creditor=d.creditor, amount=dollars(d.amount),
                    reason=d.reason))
           for d in state.debts]
    offer = state.offer
    if offer:
        label, price = state.label(offer["field"]), state.field(offer["field"])["price"]
        start = price // state.rules["auction_start_share"]
        out.append(Step(None, _("{field} at auction").format(field=label),
                        _("Everyone may bid for {field}, from {amount}").format(
                            field=label, amount=dollars(start)))
                   if offer["auction"] else
                   Step(offer["player"], _("to buy or decline"),
                        _("{player} may buy {field} for {amount}, or it goes to auction").format(
                            player=offer["player"], field=label, amount=dollars(price))))
    out += [Step(None, _("{field} at auction").format(field=state.label(n)),
                 _("The bank auctions {field}: everyone may bid").format(field=state.label(n)))
            for n in state.auctions]
    out += [Step(p, _("to draw"), (_("{player} draws a {deck} Chance card or pays {amount}")
                                   if "fee" in due else
                                   _("{player} draws a {deck} Chance card")).format(
        player=p, deck=state.deck_word(due["deck"]), amount=dollars(due.get("fee", 0))))
            for p, due in state.chance_due.items()]
    who = state.active
    if who in state.first_throw:
        return out + [Step(who, _("to throw again"),
                           _("{player} threw a double and throws again").format(player=who))]
    if who in state.jailed:
        return out + [Step(who, _("to leave Jail"), _(
            "{player} is in Jail: waits a turn, throws for a double or plays a card").format(
            player=who))]
    return out + [Step(who, _("to throw"),
                       _("{player} may build or trade, then throws the dice").format(player=who))]


def _turn(state: EuroState, who: str) -> str:
    """The active player's next step."""
    if who in state.first_throw:
        return _("{player} threw a double ({steps}): `move {player} STEPS` for the second "
                 "throw").format(player=who, steps=state.first_throw[who])
    if who in state.jailed:
        return _("{player} is in Jail: `jail {player} --wait`, `--throw D,D` or `--card`").format(
            player=who)
    return _("{player} to move: `move {player} STEPS` (after any building or trading)").format(
        player=who)


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
    over = state.phase == "over"
    return {"players": rows, "winner": winner, "tied": [] if winner else leaders,
            "over": over, "final": over}


def invariants(state: EuroState) -> list[str]:
    problems = [_("{player} has negative cash").format(player=p) for p in state.players
                if state.ledger.balance(p) < 0]
    comp = state.data["components"]
    if not 0 <= state.bank_houses() <= comp["houses"]:
        problems.append(_("houses not conserved: the bank holds {n}").format(
            n=state.bank_houses()))
    if not 0 <= state.bank_hotels() <= comp["hotels"]:
        problems.append(_("hotels not conserved: the bank holds {n}").format(
            n=state.bank_hotels()))
    for city, count in state.houses.items():
        if count and city in state.hotels:
            problems.append(_("{field} has houses and a hotel").format(field=state.label(city)))
        if not 0 <= count <= state.rules["max_houses"]:
            problems.append(_("{field} holds {n} houses").format(field=state.label(city),
                                                                 n=count))
    for city in [*state.houses, *state.hotels]:
        if state.level(city) and (not state.holds_country(city) or city in state.mortgaged):
            problems.append(_("{field} is built without the whole country, or "
                              "mortgaged").format(field=state.label(city)))
    for number in state.mortgaged:
        if number not in state.owners:
            problems.append(_("{field} is mortgaged but held by the bank").format(
                field=state.label(number)))
    for owner in state.owners.values():
        if owner in state.eliminated:
            problems.append(_("{player} is out but still holds property").format(player=owner))
    return problems


def house_defaults(data: dict) -> str:
    """Every value the rulebook and the sources leave open, as a markdown section."""
    lines = [_("## House defaults"), _("Values neither the rulebook nor the sources give; "
                                       "override them with `companion new eurobusiness --data "
                                       "FILE`."), ""]
    for table in ("game", "rules", "components", "money"):
        record = data[table]
        keys = [k for k in record if k not in ("source", "house", "ruling", "research",
                                               "sources", "confidence", "note")]
        for key in keys if record["source"] == "house" else record.get("house", []):
            lines.append(_line(table, key, record[key]))
    lines.append("")
    lines.append(_("Values read by one of companion's rulings (see `rules eurobusiness "
                   "rulings`):"))
    for table in ("game", "rules", "components", "money"):
        for key in data[table].get("ruling", []):
            lines.append(_line(table, key, data[table][key]))
    for card in data["chance"]:
        for key in card.get("ruling", []):
            deck = card["deck"] if i18n.current() == i18n.SOURCE else name(
                data["decks"][card["deck"]])
            lines.append(_("- {deck} Chance {card}: {key}: {value}").format(
                deck=deck, card=card["id"], key=key, value=_value(card[key])))
    return "\n".join(lines) + "\n"


def _line(table: str, key: str, value) -> str:
    """One value: its data file key in words in English, as typed in the file otherwise."""
    shown = key.replace("_", " ") if i18n.current() == i18n.SOURCE else key
    return _("- {table}: {key}: {value}").format(table=table, key=shown, value=_value(value))


def _value(value) -> str:
    if isinstance(value, bool):
        return _("True") if value else _("False")
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def names(state: EuroState, kind: str) -> list[str]:
    """Eurobusiness's own names, for completion: the fields, the cities and the fields
    the bank sells (in the language spoken; either language is accepted)."""
    fields = state.data["fields"]
    if kind == "field":
        return [name(f) for f in fields]
    if kind == "city":
        return [name(f) for f in fields if f["kind"] == "city"]
    if kind == "for-sale":
        return [name(f) for f in fields if "price" in f]
    return []


def names_now(state: EuroState, kind: str) -> list[str]:
    """Of `names`, those the rules allow now: only the field stopped on can be bought."""
    if kind == "for-sale":
        offer = state.offer
        return [name(state.field(offer["field"]))] if offer and not offer["auction"] else []
    return names(state, kind)
