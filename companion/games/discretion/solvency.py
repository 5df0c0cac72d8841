"""Can a debtor still pay? What the rulebook lets them raise before bankruptcy (ruling 10),
counting the Land Tax struck off by forfeiting land, bare or bared by demolition (ruling 20)."""

import math
from dataclasses import asdict, dataclass

from companion.core.money import fmt
from companion.games.discretion import finance
from companion.games.discretion.i18n import _, ngettext
from companion.games.discretion.state import DiscretionState


@dataclass(frozen=True)
class Means:
    """What a player can raise now: loans they may take, buildings to pull down, land whose
    forfeit strikes Land Tax from the debt, and the most all of it can bring in."""

    bank_loans: int
    shark_loans: int           # what `shark take` lends now: the shortfall, or all it may;
    # none when even `most` cannot pay the debt
    shark_needed: int          # the shark loans that would cover the shortfall alone
    demolitions: list[str]     # a cell of each building they may pull down
    forfeits: list[int]        # undeveloped plots, right after a Land Tax card
    bareable: list[int]        # built-on plots that demolition would let them forfeit then
    most: int                  # cash plus the most these can raise or strike off


def means(state: DiscretionState, player: str) -> Means:
    rules = state.rules
    own = state.buildings_of(player)
    purpose = finance.bank_loans_for_purpose(state, player)
    may_borrow = purpose is not None or (player == state.active and state.phase != "over")
    bank_left = rules["bank_loans_total"] - finance.bank_loans_out(state)
    held = state.bank_loans[player]

    def bank(demolished: int) -> int:
        """Bank Loans gained (or, below zero, forced repayments) after `demolished` go."""
        limit = (len(own) - demolished) // rules["buildings_per_loan"]
        room = min(limit - held, bank_left, purpose if purpose is not None else limit)
        if limit < held:
            return (limit - held) * rules["bank_loan_forced_repay"]
        return room * rules["bank_loan"] if may_borrow else 0

    gains = _pull_down(state, player)
    best = max(gain + bank(d) for d, gain in gains.items())
    size = rules["shark_loan"]
    needed = math.ceil(max(0, state.debt_of(player) - state.ledger.balance(player)) / size)
    sharks = max(0, min(needed, rules["shark_loans_max_held"] - state.shark_loans[player],
                        rules["shark_loans_total"] - finance.shark_loans_out(state)))
    forfeits = [p for p in _taxed_plots(state, player) if state.undeveloped(p)]
    bareable = [p for p in _taxed_plots(state, player)
                if not state.undeveloped(p) and _only_own(state, player, p)]
    most = state.ledger.balance(player) + best + sharks * size
    lent = sharks if most >= state.debt_of(player) else 0   # none for a hopeless debt (6)
    return Means(max(0, bank(0) // rules["bank_loan"]), lent, needed,
                 [b.cells[0] for b in own], forfeits, bareable, most)


def _taxed_plots(state: DiscretionState, player: str) -> list[int]:
    """The plots whose forfeit strikes this Land Tax card's tax: all of them, right after it."""
    return state.plots_of(player) if (state.window or {}).get("kind") == "land-tax" else []


def _only_own(state: DiscretionState, player: str, plot_id: int) -> bool:
    return all(b.owner == player for b in state.buildings_on_plot(plot_id))


def _pull_down(state: DiscretionState, player: str) -> dict[int, int]:
    """For each number of the player's buildings pulled down, the most their refunds plus the
    tax struck off by forfeiting the plots left bare can bring. Plots joined by a 2-acre
    building are weighed together; the groups are then combined (a knapsack by count)."""
    rate = (state.window or {}).get("rate", 0)
    taxed = [p for p in _taxed_plots(state, player) if _only_own(state, player, p)]
    bare = [p for p in taxed if state.undeveloped(p)]          # forfeited at no cost
    groups = _groups(state, player, [p for p in taxed if p not in bare])
    best = {0: rate * sum(state.plot(p)["acres"] for p in bare)}
    for plots, buildings in groups:
        options = _group_options(state, plots, buildings, rate)
        merged: dict[int, int] = {}
        for done, gain in best.items():
            for count, extra in options.items():
                merged[done + count] = max(merged.get(done + count, 0), gain + extra)
        best = merged
    return best


def _groups(state: DiscretionState, player: str, taxed: list[int]) -> list[tuple[list, list]]:
    """(taxed plots, buildings) of the player, split where no building joins two plots."""
    groups: list[tuple[set[int], list]] = []
    items = [({p}, []) for p in taxed] + [({state.plot_of_cell(c) for c in b.cells}, [b])
                                          for b in state.buildings_of(player)]
    for spots, found in items:
        for group in [g for g in groups if g[0] & spots]:   # groups never overlap each other
            groups.remove(group)
            spots, found = spots | group[0], group[1] + found
        groups.append((spots, found))
    return [([p for p in taxed if p in spots], found) for spots, found in groups]


def _group_options(state, plots, buildings, rate) -> dict[int, int]:
    """Within one group: for each count of buildings pulled down, the most it brings.

    Baring some of the plots means pulling down every building on them; any other building
    may come down too. Every demolition pays the same refund (ruling 7), so a set of bared
    plots counts only by how many buildings it needs and the acres it strikes off. The sets
    are walked once as bitmasks, each built from a smaller one (a group may join every plot
    on the board: 2^17 sets)."""
    refund = state.rules["demolition_refund"]
    index = {id(b): i for i, b in enumerate(buildings)}
    on = [sum(1 << index[id(b)] for b in state.buildings_on_plot(p) if id(b) in index)
          for p in plots]
    acres = [state.plot(p)["acres"] for p in plots]
    needed, struck = [0] * (1 << len(plots)), [0] * (1 << len(plots))
    most_struck = {0: 0}   # buildings needed -> the most acres struck
    for mask in range(1, 1 << len(plots)):
        low = mask & -mask
        i = low.bit_length() - 1
        needed[mask], struck[mask] = needed[mask ^ low] | on[i], struck[mask ^ low] + acres[i]
        count = needed[mask].bit_count()
        most_struck[count] = max(most_struck.get(count, 0), struck[mask])
    options: dict[int, int] = {}
    for count, acres_struck in most_struck.items():
        for down in range(count, len(buildings) + 1):
            options[down] = max(options.get(down, 0), down * refund + rate * acres_struck)
    return options


def how(player: str, m: dict) -> list[str]:
    """The commands that raise money for a debt, from `means` as a dict (the status view's)."""
    ways = []
    if m["forfeits"]:
        ways.append(_("`companion forfeit {player} PLOT` ({plots})").format(
            player=player, plots=_plots(m["forfeits"])))
    if m["bareable"]:
        ways.append(_("`companion demolish CELL` then `companion forfeit {player} PLOT` on the "
                      "bared plot ({plots})").format(player=player, plots=_plots(m["bareable"])))
    if m["bank_loans"]:
        ways.append(_("`companion loan take {player} N` (up to {loans})").format(
            player=player, loans=finance.loans_count("loan", m["bank_loans"])))
    sharks = m["shark_loans"]
    if sharks and sharks == m["shark_needed"]:
        ways.append(_("`companion shark take {player}` ({loans})").format(
            player=player, loans=finance.loans_count("shark", sharks)))
    elif sharks:
        ways.append(_("`companion shark take {player} {n}` (at most {loans})").format(
            player=player, n=sharks, loans=finance.loans_count("shark", sharks)))
    if m["demolitions"]:
        cells = ", ".join(m["demolitions"][:6]) + (", ..." if len(m["demolitions"]) > 6 else "")
        ways.append(_("`companion demolish CELL` ({cells})").format(cells=cells))
    return ways


def _plots(ids: list[int]) -> str:
    """`plot 3`, `plots 3, 7`."""
    return ngettext("plot {plots}", "plots {plots}", len(ids)).format(
        plots=", ".join(map(str, ids)))


def refuse_reason(state: DiscretionState, player: str) -> str | None:
    """Why `player` may not be declared bankrupt now, or None if they may."""
    first = state.debts[0].debtor
    if first != player:
        return _("{first}'s debt is settled first (clockwise from the drawer): {first} pays "
                 "or goes bankrupt before {player}").format(first=first, player=player)
    m = means(state, player)
    if m.most >= state.debt_of(player):
        return _("{player} can still pay the {amount} owed: {ways}; bankruptcy is only for a "
                 "debt none of these can pay").format(player=player,
                                                      amount=fmt(state.debt_of(player)),
                                                      ways=", ".join(how(player, asdict(m))))
    return None
