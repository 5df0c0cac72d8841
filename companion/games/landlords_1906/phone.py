"""What a Landlord's Game player holds and may ask for from their own phone (issues 23,
32): the throw, buying the card stopped on (or letting it go), a bid for it, the Chance card
due, a card sold to another player (who agrees on their phone), a house on their own lot, a
note from MISCELLANEOUS and its repayment, Speculation (the ante and throw, or refused) and
paying; the banker keeps Jail and the Poorhouse."""

from companion.games.base import DICE, THROW, Move
from companion.games.landlords_1906 import loans, turns
from companion.games.landlords_1906.i18n import _, ngettext
from companion.games.landlords_1906.state import MISC, LandlordState


def moves(state: LandlordState, player: str) -> list[Move]:
    found = (_throw(state, player) + _bid(state, player) + _sale(state, player)
             + _speculate(state, player))
    pending = state.pending
    if pending and pending["kind"] == "sale" and pending["player"] == player:
        space = state.space(pending["space"])
        price = state.styled(space["price"])
        found += [Move(_("Buy {space} for {price}").format(space=space["name"], price=price),
                       ("buy", player, space["name"])),
                  Move(_("No one buys {space}").format(space=space["name"]), ("decline",))]
    if player in state.chance_due:
        found.append(Move(_("Draw the Chance card"), ("chance", player), hidden=True))
    cards = state.cards_of(player)
    lots = tuple(state.space(n)["name"] for n in cards if state.space(n)["kind"] == "lot")
    if lots:
        found.append(Move(_("Build a house"), ("build", player, "{lot}"), (("lot", lots),)))
    if cards:
        found.append(Move(_("Borrow a note from Miscellaneous"), ("borrow", player)))
    notes = [n for n in loans.notes_of(state, player) if loans.lender(n) == MISC]
    pledged = tuple(state.space(n["pledged"][0])["name"] for n in notes if n["pledged"])
    if len(notes) == 1:
        found.append(Move(_("Repay the note"), ("repay", player)))
    elif pledged:
        found.append(Move(_("Repay a note"), ("repay", player, "{card}"), (("card", pledged),)))
    return found


def _throw(state: LandlordState, player: str) -> list[Move]:
    """The throw of the player whose turn it is (before the first, of whoever the highest
    throw made first), once nothing else waits; in JAIL, the throw for a double or the
    fine."""
    if (turns.whose_turn(state) not in (player, None) or state.pending or state.chance_due
            or state.debts):
        return []
    if player in state.jailed:
        return [Move(_("Throw for a double"), ("jail", player, "--dice", DICE), dice=2),
                Move(_("Pay the JAIL fine"), ("jail", player, "--pay"))]
    return [Move(_("Throw the dice"), ("move", player, THROW), dice=2)]


def _speculate(state: LandlordState, player: str) -> list[Move]:
    """Rule 8, on stopping at Speculation: the ante paid and the throw, where the player
    can pay it (with the wages passing START brings), or refusing and staying put; both
    once the Broker's License is settled as a Title Deed is."""
    pending = state.pending
    if (not pending or pending["kind"] != "speculation" or pending["player"] != player
            or pending["space"] not in state.owners and pending["space"] not in state.public):
        return []
    refuse = [Move(_("Refuse to speculate"), ("speculate", player, "--refuse"))]
    wages = state.wages() if pending["wages"] else 0
    if state.debts_of(player) or state.ledger.balance(player) + wages < \
            state.rules["speculation_ante"]:
        return refuse
    ante = state.styled(state.rules["speculation_ante"])
    return [Move(_("Pay the {ante} ante and speculate").format(ante=ante),
                 ("speculate", player, DICE), dice=2), *refuse]


def _bid(state: LandlordState, player: str) -> list[Move]:
    """A bid for the card of the space stopped on, which the table may bid for."""
    pending = state.pending
    if not pending or pending["kind"] != "sale":
        return []
    name = state.space(pending["space"])["name"]
    return [Move(_("Bid for {space}").format(space=name),
                 ("buy", player, name, "--price", "{amount}"), lot=name,
                 matches=player == pending["player"])]   # who stopped there may match


def _sale(state: LandlordState, player: str) -> list[Move]:
    """A card (with its houses) sold to another player, in the seller's turn or while they
    owe."""
    if turns.whose_turn(state) != player and not state.debts_of(player):
        return []
    cards = tuple(state.space(n)["name"] for n in state.cards_of(player))
    buyers = tuple(p for p in state.in_play() if p != player)
    if not cards or not buyers:
        return []
    return [Move(_("Sell to a player"), ("sell", player, "{card}", "{buyer}", "--price",
                                         "{amount}"),
                 (("card", cards), ("buyer", buyers)), party="buyer")]


def holdings(state: LandlordState, player: str) -> list[str]:
    """A line per card held, with the houses on it; the notes owed."""
    lines = []
    for n in state.cards_of(player):
        houses = state.houses.get(n, 0)
        lines.append(_("{space}: {houses}").format(
            space=state.label(n), houses=ngettext("{n} house", "{n} houses", houses).format(
                n=houses)) if houses else state.label(n))
    for note in loans.notes_of(state, player):
        held = ", ".join(state.space(n)["name"] for n in note["pledged"])
        lines.append(_("a loan from {lender} on {cards}").format(lender=loans.lender(note),
                                                                  cards=held) if held else
                     _("a loan from {lender}").format(lender=loans.lender(note)))
    return lines
