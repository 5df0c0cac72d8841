"""What a Eurobusiness player holds and may ask for from their own phone (issues 23, 32):
the throw, buying or declining the field stopped on, a bid at the bank's auction, drawing
the Chance card due, selling a field to another player (who agrees on their phone),
building, mortgaging and lifting a mortgage, and paying; the banker keeps Jail and
bankruptcy. A field is shown in the phone's language and asked for by its English name,
which the table reads in any language."""

from companion.games.base import DICE, THROW, Move
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import EuroState, name


def moves(state: EuroState, player: str) -> list[Move]:
    offer = state.offer
    found = _throw(state, player) + _bid(state, player) + _sale(state, player)
    if offer and not offer["auction"] and offer["player"] == player:
        field = state.field(offer["field"])
        price = state.styled(field["price"])
        found += [Move(_("Buy {field} for {price}").format(field=name(field), price=price),
                       ("buy", player, field["en"])),
                  Move(_("Decline {field} (it goes to auction)").format(field=name(field)),
                       ("decline",))]
    if player in state.chance_due:
        found.append(Move(_("Draw the Chance card"), ("draw", player), hidden=True))
    owned = state.fields_of(player)
    cities = tuple(state.field(n)["en"] for n in owned
                   if state.field(n)["kind"] == "city" and state.holds_country(n)
                   and state.level(n) < 5)
    bare = tuple(state.field(n)["en"] for n in owned if n not in state.mortgaged
                 and not state.level(n))
    mortgaged = tuple(state.field(n)["en"] for n in owned if n in state.mortgaged)
    shown = tuple((state.field(n)["en"], name(state.field(n))) for n in owned)
    if cities:
        found.append(Move(_("Build a house"), ("build", player, "{city}"), (("city", cities),),
                          shown=shown))
    if bare:
        found.append(Move(_("Mortgage"), ("mortgage", player, "{field}"), (("field", bare),),
                          shown=shown))
    if mortgaged:
        found.append(Move(_("Lift a mortgage"), ("unmortgage", player, "{field}"),
                          (("field", mortgaged),), shown=shown))
    return found


def _throw(state: EuroState, player: str) -> list[Move]:
    """The active player's throw, once nothing else waits; in Jail, the throw for a
    double, waiting, or an out-of-Jail card."""
    if (state.active != player or state.offer or state.auctions or state.chance_due
            or state.debts or state.phase == "over"):
        return []
    if player not in state.jailed:
        return [Move(_("Throw the dice"), ("move", player, THROW), dice=2)]
    card = [Move(_("Play an out-of-Jail card"), ("jail", player, "--card"))] \
        if state.jail_cards.get(player) else []
    return [Move(_("Throw for a double"), ("jail", player, "--throw", DICE), dice=2),
            Move(_("Wait a turn in Jail"), ("jail", player, "--wait")), *card]


def _bid(state: EuroState, player: str) -> list[Move]:
    """A bid at the bank's auction under way (of the field declined, else the first of the
    fields the bank auctions)."""
    offer = state.offer
    field = (offer["field"] if offer and offer["auction"] else
             None if offer else state.auctions[0] if state.auctions else None)
    if field is None:
        return []
    lot = state.field(field)["en"]
    return [Move(_("Bid for {field}").format(field=name(state.field(field))),
                 ("auction", lot, "--winner", player, "--price", "{amount}"), lot=lot)]


def _sale(state: EuroState, player: str) -> list[Move]:
    """A field (or an out-of-Jail card) sold to another player, in the seller's turn or
    while they owe."""
    if state.active != player and not state.debts_of(player):
        return []
    sold = tuple(state.field(n)["en"] for n in state.fields_of(player))
    sold += ("card",) if state.jail_cards.get(player) else ()
    shown = tuple((state.field(n)["en"], name(state.field(n))) for n in state.fields_of(player))
    buyers = tuple(p for p in state.in_play() if p != player)
    if not sold or not buyers:
        return []
    return [Move(_("Sell to a player"), ("trade", player, "{field}", "{buyer}", "--price",
                                         "{amount}"),
                 (("field", sold), ("buyer", buyers)), party="buyer",
                 shown=shown + (("card", _("Get out of Jail card")),))]


def holdings(state: EuroState, player: str) -> list[str]:
    """A line per field held: its houses or hotel, or that it is mortgaged."""
    lines = []
    for n in state.fields_of(player):
        level = state.level(n)
        built = (_("a hotel") if level == 5 else
                 ngettext("{n} house", "{n} houses", level).format(n=level) if level else "")
        line = _("{field}: {buildings}").format(field=state.label(n), buildings=built) \
            if built else state.label(n)
        lines.append(_("{field} (mortgaged)").format(field=line) if n in state.mortgaged
                     else line)
    cards = state.jail_cards.get(player, [])
    if cards:
        lines.append(ngettext("{n} Get out of Jail card", "{n} Get out of Jail cards",
                              len(cards)).format(n=len(cards)))
    return lines
