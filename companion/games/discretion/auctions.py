"""Auctions: the Year cards' opening sales and the Auction cards' sales of Titles."""

from companion.core.errors import RuleViolation
from companion.core.money import fmt
from companion.games.discretion import finance
from companion.games.discretion.actions import find_plot, plot_label
from companion.games.discretion.i18n import N_, _, ngettext
from companion.games.discretion.state import BANK, DiscretionState


def act_auction(state: DiscretionState, action: dict) -> None:
    if not state.pending_auctions:
        raise RuleViolation(_("no auction is due (auctions come from the Year cards and the "
                              "Auction and Compulsory Auction Event cards)"))
    finance.require_no_debts(state, N_("before the auction"))
    plot_id = _auction_plot(state, action.get("plot"))
    action["plot"] = plot_id
    label = plot_label(state, plot_id)
    if action.get("no_bid"):
        state.pending_auctions.pop(0)
        state.title_deck.remove(plot_id)
        state.title_deck.under(plot_id)
        state.note(_("No bid for {plot}: its Title goes to the bottom of the pile").format(
            plot=label))
    else:
        winner = state.player(action["winner"])
        action["winner"] = winner
        price = action["price"]
        finance.check_notes(state, price)
        if not state.ledger.can_pay(winner, price):
            raise RuleViolation(_("{player} has {cash}, cannot pay {price}: {hint}").format(
                player=winner, cash=fmt(state.ledger.balance(winner)), price=fmt(price),
                hint=_raising_hint(state, winner, price)))
        state.pending_auctions.pop(0)
        state.pay(winner, BANK, price, _("buys {plot} at auction").format(plot=label))
        take_title(state, plot_id, winner)
        state.first_buyer = state.first_buyer or winner
    if not state.pending_auctions:
        auctions_done(state)


def _raising_hint(state: DiscretionState, player: str, price: int) -> str:
    """How the bidder could raise the price before the sale is recorded, if at all."""
    short = price - state.ledger.balance(player)
    sharks = -(-short // state.rules["shark_loan"])
    room = min(state.rules["shark_loans_max_held"] - state.shark_loans[player],
               state.rules["shark_loans_total"] - finance.shark_loans_out(state))
    if sharks <= room:
        return _("raise cash first (`companion shark take {player} --for {price}`)").format(
            player=player, price=price)
    return _("the {shortfall} shortfall is more than {player} can borrow from the Loan Shark; "
             "take the next bid instead").format(shortfall=fmt(short), player=player)


def take_title(state: DiscretionState, plot_id: int, player: str) -> None:
    """The player now owns the plot, and any building left standing on it (ruling 10)."""
    state.title_deck.remove(plot_id)
    state.owners[plot_id] = player
    for building in state.buildings_on_plot(plot_id):
        if building.owner is None:
            building.owner = player
            state.note(_("{player} takes over the standing {building} at {cells}").format(
                player=player, building=building.type, cells="+".join(building.cells)))


def _auction_plot(state: DiscretionState, typed) -> int:
    due = state.pending_auctions[0]
    if due is not None:
        if typed is not None and find_plot(state, typed) != due:
            raise RuleViolation(_("the auction due is for {plot}").format(
                plot=plot_label(state, due)))
        return due
    if typed is None:
        if not state.title_deck:
            raise RuleViolation(_("no Titles are left to auction"))
        return state.title_deck.cards[0]
    plot_id = find_plot(state, typed)
    if plot_id in state.owners:
        raise RuleViolation(_("{plot} belongs to {owner}").format(
            plot=plot_label(state, plot_id), owner=state.owners[plot_id]))
    if plot_id not in state.title_deck:
        raise RuleViolation(_("{plot} is not in the Title pile").format(
            plot=plot_label(state, plot_id)))
    if not state.title_deck.can_top(plot_id):
        n = state.title_deck.above(plot_id)
        raise RuleViolation(_("{plot} cannot be on top of the Title pile now: it went under "
                              "after {titles} still there, and those come up first (ruling "
                              "22)").format(plot=plot_label(state, plot_id), titles=ngettext(
            "{n} Title", "{n} Titles", n).format(n=n)))
    if plot_id != state.title_deck.cards[0]:   # the table's own pile, recorded: say so in the log
        state.note(_("{plot} is the Title the table turned up (companion's pile had {next} "
                     "next)").format(plot=plot_label(state, plot_id),
                                     next=plot_label(state, state.title_deck.cards[0])))
    return plot_id


def auctions_done(state: DiscretionState) -> None:
    if state.phase == "auction":
        start = state.first_buyer or state.in_play()[0]
        state.phase = "build-round"
        state.build_round = state.clockwise_from(start)
        state.active = start
        state.note(_("Initial auction over. Building round: {players} each build in turn "
                     "(`companion next` to pass on)").format(players=", ".join(state.build_round)))
