"""What a Discretion player holds and may ask for from their own phone (issues 23, 32): a
bid at the auction due, the Event card drawn in their turn, a building on a free acre of
their own land, Bank Loans taken or repaid, Loan Shark loans for a debt or repaid, and
paying; the banker keeps demolitions, forfeits, the turn and bankruptcy."""

from companion.games.base import Move
from companion.games.discretion import solvency
from companion.games.discretion.i18n import _
from companion.games.discretion.state import DiscretionState
from companion.games.discretion.views import acres, next_auction


def moves(state: DiscretionState, player: str) -> list[Move]:
    if state.phase == "settle":
        return _settling(state, player)
    found = _bid(state, player)
    if (state.active == player and not state.pending_auctions and not state.debts
            and state.phase == "play"):
        found.append(Move(_("Draw the event card"), ("draw",), hidden=True))
    if state.active == player and not state.pending_auctions and state.phase != "auction":
        built = state.occupancy()
        free = tuple(c for p in state.plots_of(player) for c in state.plot(p)["cells"]
                     if c not in built)
        if free:
            kinds = state.data["building_types"]
            found.append(Move(_("Build on one acre"), ("build", player, "{type}", "{cell}"),
                              (("type", tuple(t["id"] for t in kinds)), ("cell", free)),
                              shown=tuple((t["id"], t["name"]) for t in kinds)))
        found.append(Move(_("Take a Bank Loan"), ("loan", "take", player)))
    if state.bank_loans.get(player):
        found.append(Move(_("Repay a Bank Loan"), ("loan", "repay", player)))
    if state.debts_of(player) and solvency.means(state, player).shark_loans:
        found.append(Move(_("Loan Shark loans for the debt"), ("shark", "take", player)))
    if state.shark_loans.get(player):
        found.append(Move(_("Repay a Loan Shark loan"), ("shark", "repay", player)))
    return found


def _bid(state: DiscretionState, player: str) -> list[Move]:
    """A bid at the auction due."""
    plot = next_auction(state) if state.pending_auctions else None
    if plot is None or player not in state.in_play():
        return []
    return [Move(_("Bid for {plot}").format(plot=plot["name"]),
                 ("auction", str(plot["id"]), "--winner", player, "--price", "{amount}"),
                 lot=plot["name"])]


def _settling(state: DiscretionState, player: str) -> list[Move]:
    """While the last debts are settled (ruling 14), a debtor's loans: a Bank Loan for the
    active player, Loan Shark loans where they can avert bankruptcy."""
    if not state.debts_of(player):
        return []
    means = solvency.means(state, player)
    return ([Move(_("Take a Bank Loan"), ("loan", "take", player))] * bool(means.bank_loans)
            + [Move(_("Loan Shark loans for the debt"), ("shark", "take", player))]
            * bool(means.shark_loans))


def holdings(state: DiscretionState, player: str) -> list[str]:
    """A line per plot held, with the buildings on it."""
    lines = []
    for plot_id in state.plots_of(player):
        plot = state.plot(plot_id)
        on = [_("{building} on {cells}").format(building=b.type, cells="+".join(b.cells))
              for b in state.buildings_on_plot(plot_id)]
        line = _("{plot} ({acres})").format(plot=plot["name"], acres=acres(plot["acres"]))
        lines.append(_("{plot}: {buildings}").format(plot=line, buildings=", ".join(on))
                     if on else line)
    return lines
