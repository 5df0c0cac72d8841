"""What Discretion shows: log lines, status, scores, invariant checks, rules texts."""

from dataclasses import asdict

from companion.core import i18n
from companion.core.money import fmt
from companion.games.base import Step
from companion.games.discretion import finance, solvency
from companion.games.discretion.i18n import N_, _, ngettext
from companion.games.discretion.state import BANK, DiscretionState


def describe(state: DiscretionState, action: dict) -> str:
    kind = action["type"]
    plot = action.get("plot")
    plot_name = state.plot(plot)["name"] if isinstance(plot, int) else plot
    if kind == "auction":
        if action.get("no_bid"):
            return _("auction {plot}: no bid").format(plot=plot_name)
        return _("auction {plot} to {player} for {price}").format(
            plot=plot_name, player=action["winner"], price=fmt(action["price"]))
    if kind == "build":
        return _("{player} builds {building} at {cells}").format(
            player=action["player"], building=action["building"], cells=action["cells"])
    if kind in ("loan", "shark"):
        said = (_("{player} takes {loans}") if action["op"] == "take"
                else _("{player} repays {loans}"))
        return said.format(player=action["player"],
                           loans=finance.loans_count(kind, action.get("count", 1)))
    if kind in ("event", "draw"):
        card = state.data["_events_by_id"][action["card"]]
        said = _("event {card}") if kind == "event" else _("draw {card}")
        if action.get("active"):
            said = (_("event {card} (drawn by {player})") if kind == "event"
                    else _("draw {card} (drawn by {player})"))
        return said.format(card=card["name"], player=action.get("active"))
    simple = {
        "demolish": lambda: _("demolish {cell}").format(cell=action["cell"]),
        "next": lambda: _("pass the turn"),
        "forfeit": lambda: _("{player} forfeits {plot}").format(player=action["player"],
                                                                plot=plot_name),
        "bankrupt": lambda: _("{player} declares bankruptcy").format(player=action["player"]),
    }
    return simple[kind]() if kind in simple else kind


def phase_name(phase: str) -> str:
    """The phase (auction, build-round, play, over) in the table's language."""
    return _(PHASES[phase]) if phase in PHASES else phase


PHASES = {"auction": N_("auction"), "build-round": N_("build-round"), "play": N_("play"),
          "settle": N_("settling debts"), "over": N_("over")}


def either(ways: list[str]) -> str:
    """`a, or b, or c`: the ways a debtor may pay, each a choice."""
    said = ways[0]
    for way in ways[1:]:
        said = _("{ways}, or {way}").format(ways=said, way=way)
    return said


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
        "next_auction": next_auction(state),
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
        return _("the game is over: `companion score`")
    if debtors:
        name, owed = debtors[0]["name"], sum(d["amount"] for d in debtors[0]["debts"])
        ways = solvency.how(name, debtors[0]["can_raise"])
        if debtors[0]["can_raise"]["most"] >= owed:
            return _("{player} must pay the {amount} they owe: {ways}").format(
                player=name, amount=fmt(owed), ways=either(ways))
        if ways:
            return _("{player} cannot raise the {amount} they owe ({ways} are not enough): "
                     "`companion bankrupt {player}`").format(player=name, amount=fmt(owed),
                                                            ways=", ".join(ways))
        return _("{player} cannot raise the {amount} they owe: `companion bankrupt {player}`"
                 ).format(player=name, amount=fmt(owed))
    if view["pending_auctions"]:
        return _("hold the auction that is due (`companion auction`)")
    if view["phase"] == "build-round":
        return _("{player} builds if they wish, then `companion next`").format(
            player=view["active"])
    return _("{player} may build or borrow, then draws: `companion draw`, or "
             "`companion event CARD` for the card the table drew").format(player=view["active"])


def steps(state: DiscretionState) -> list[Step]:
    """What the table waits for, told to the players: debts first (in settling order), then
    an auction that is due, then the active player's turn."""
    if state.phase == "over":
        said = (_("The game is over: {player} wins.").format(player=state.winner)
                if state.winner else _("The game is over: see the scores."))
        return [Step(None, _("game over"), said)]
    out = [Step(name, _("to pay {amount}").format(amount=fmt(state.debt_of(name))),
                _("{player} owes {amount}: forfeits land, borrows or goes bankrupt").format(
                    player=name, amount=fmt(state.debt_of(name))))
           for name in dict.fromkeys(d.debtor for d in state.debts)]
    if state.phase == "settle":   # the last debts, and then the game is over (ruling 14)
        return out
    if state.pending_auctions:
        plot = next_auction(state)["name"]
        out.append(Step(None, _("{plot} at auction").format(plot=plot),
                        _("Everyone may bid for {plot} at auction").format(plot=plot)))
    who = state.active
    if state.phase == "build-round":
        return out + [Step(who, _("to build"), _("{player} may build, then passes to the next "
                                                 "player").format(player=who))]
    left = len(state.cards_left())
    return out + [Step(who, _("to draw"), ngettext(
        "{player} may build or borrow, then draws an event card ({n} event card left this Year)",
        "{player} may build or borrow, then draws an event card ({n} event cards left this Year)",
        left).format(player=who, n=left))]


def next_auction(state: DiscretionState) -> dict | None:
    """The plot the next auction sells: a named one that is due, else the top Title."""
    due = state.pending_auctions[0] if state.pending_auctions else None
    plot_id = due or (state.title_deck.cards[0] if state.title_deck else None)
    return None if plot_id is None else {"id": plot_id, "name": state.plot(plot_id)["name"]}


def net_assets(state: DiscretionState, name: str) -> dict:
    """Ruling 8: cash, loans at repayment value, land at appraisal, buildings at cost; a Loan
    Shark loan at its principal alone where the last End of Year charges its interest (14)."""
    rules = state.rules
    shark = rules["shark_loan"] if state.shark_end == "card" else rules["shark_repay"]
    parts = {
        "cash": state.ledger.balance(name),
        "bank_loans": -rules["bank_loan_repay"] * state.bank_loans[name],
        "shark_loans": -shark * state.shark_loans[name],
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
                problems.append(_("{cell} holds two buildings").format(cell=cell))
            seen[cell] = b.id
            if b.owner and state.owners.get(state.plot_of_cell(cell)) != b.owner:
                problems.append(_("{player}'s building at {cell} is not on their land").format(
                    player=b.owner, cell=cell))
    for player in state.players:
        if state.ledger.balance(player) < 0:
            problems.append(_("{player} has negative cash").format(player=player))
        if state.bank_loans[player] > finance.loan_limit(state, player):
            problems.append(_("{player} holds more Bank Loans than their buildings secure").format(
                player=player))
        if state.shark_loans[player] > rules["shark_loans_max_held"]:
            problems.append(_("{player} holds too many Loan Shark loans").format(player=player))
    if finance.bank_loans_out(state) > rules["bank_loans_total"]:
        problems.append(_("more Bank Loans out than exist"))
    if finance.shark_loans_out(state) > rules["shark_loans_total"]:
        problems.append(_("more Loan Shark loans out than exist"))
    for btype in {b.type for b in state.buildings}:
        for size in (1, 2):
            used = sum(1 for b in state.buildings if b.type == btype and len(b.cells) == size)
            if used > rules["tiles_per_size_and_type"]:
                problems.append(_("more {size}-acre {building} tiles than exist").format(
                    size=size, building=btype))
    return problems


def card_text(card: dict) -> str:
    """An Event card's text in the language spoken, where the data file gives one (`de`,
    `pl` beside `text`), else its English."""
    return card.get(i18n.current(), card["text"])


def house_defaults(data: dict, lang: str = "en") -> str:
    """The values Discretion ships as house defaults, as a Markdown section in `lang`."""
    with i18n.speaking(lang):
        return _house_defaults(data)


def _house_defaults(data: dict) -> str:
    lines = [_("## House defaults"), _("Values the rulebook does not give; override them with "
                                       "`companion new discretion --data FILE`."), ""]
    for plot in data["plots"]:
        if plot["source"] == "house":
            lines.append(_("- Plot {id} {name}: {acres}, harvest {harvest}, appraisal "
                           "{appraisal}").format(id=plot["id"], name=plot["name"],
                                                 acres=acres(plot["acres"]),
                                                 harvest=fmt(plot["harvest"]),
                                                 appraisal=fmt(plot["appraisal"])))
    invented = [y for y in data["years"] if "land_tax" in y.get("house", [])]
    if invented:
        top = data["years"][-1]
        lines += ["", _("The Land Tax rates of Years {first}-{last} below are invented: the "
                        "rulebook says only that the tax applies from Year Four on and "
                        "\"increases sharply to {top} in Year {year}\". They decide the game's "
                        "end all the same: each Land Tax card charges them on every acre owned, "
                        "and each End of Year pays its drawer ten times the Year's rate, so they "
                        "decide who falls into debt or bankruptcy in the last Years and by how "
                        "much the richest leads. A table with other numbers plays with its own "
                        "data file.").format(first=invented[0]["year"], last=invented[-1]["year"],
                                             top=fmt(top["land_tax"]), year=top["year"]), ""]
    for year in invented:
        lines.append(_("- Year {year} land tax: {amount} per acre").format(
            year=year["year"], amount=fmt(year["land_tax"])))
    for card in data["events"]:
        if card["source"] == "house" or card.get("house"):
            lines.append(_("- Event card {name} (Year {year}): {text}").format(
                name=card["name"], year=card["year"], text=card_text(card)))
    for key, value in data["house_rules"].items():
        if key != "source":
            lines.append(_("- {rule}: {amount}").format(rule=_(HOUSE_RULES[key]),
                                                        amount=fmt(value)))
    lines.append(_("- largest amount: {amount} (any larger sum is refused as a typo)").format(
        amount=fmt(data["game"]["largest_amount"])))
    return "\n".join(lines + ["", _shark_end(data["rules"])]) + "\n"


def _shark_end(rules: dict) -> str:
    """Which reading of ruling 14 this game plays, and how to choose the other."""
    if rules.get("shark_end", "score") == "card":
        return _("Ruling 14 is read by the card (`shark_end = card`, chosen at `companion new "
                 "discretion --rule shark_end=card`): the last End of Year card charges Loan "
                 "Shark interest, {interest} a loan, the game is over once every debt is "
                 "settled, and a loan still held scores at its principal, {principal}.").format(
            interest=fmt(rules["shark_interest"]), principal=fmt(rules["shark_loan"]))
    return _("Ruling 14 is read by the score (`shark_end = score`): the last End of Year card "
             "charges no Loan Shark interest, and a loan still held scores at {repay}, its "
             "principal and final interest. The other reading: `companion new discretion "
             "--rule shark_end=card`.").format(repay=fmt(rules["shark_repay"]))


HOUSE_RULES = {"urban_renewal_compensation": N_("urban renewal compensation"),
               "highway_compensation": N_("highway compensation"),
               "repairs_per_building": N_("repairs per building")}


def acres(n: int) -> str:
    return ngettext("{n} acre", "{n} acres", n).format(n=n)


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
        return _("Year {year}, game over").format(year=state.year)
    return _("Year {year} {phase}, {now}").format(year=state.year, phase=phase_name(state.phase),
                                                 now=steps(state)[0].header())
