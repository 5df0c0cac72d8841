"""What a Eurobusiness player holds and may ask for from their own phone (issue 23): buying
or declining the field stopped on, drawing the Chance card due, building, mortgaging and
lifting a mortgage, and paying; the banker keeps the dice, auctions, trades and bankruptcy."""

from companion.games.base import Move
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import EuroState


def moves(state: EuroState, player: str) -> list[Move]:
    offer = state.offer
    found = []
    if offer and not offer["auction"] and offer["player"] == player:
        name = state.field(offer["field"])["en"]
        price = state.styled(state.field(offer["field"])["price"])
        found += [Move(_("Buy {field} for {price}").format(field=name, price=price),
                       ("buy", player, name)),
                  Move(_("Decline {field} (it goes to auction)").format(field=name),
                       ("decline",))]
    if player in state.chance_due:
        found.append(Move(_("Draw the Chance card"), ("draw", player)))
    owned = state.fields_of(player)
    cities = tuple(state.field(n)["en"] for n in owned
                   if state.field(n)["kind"] == "city" and state.holds_country(n)
                   and state.level(n) < 5)
    bare = tuple(state.field(n)["en"] for n in owned if n not in state.mortgaged
                 and not state.level(n))
    mortgaged = tuple(state.field(n)["en"] for n in owned if n in state.mortgaged)
    if cities:
        found.append(Move(_("Build a house"), ("build", player, "{city}"), (("city", cities),)))
    if bare:
        found.append(Move(_("Mortgage"), ("mortgage", player, "{field}"), (("field", bare),)))
    if mortgaged:
        found.append(Move(_("Lift a mortgage"), ("unmortgage", player, "{field}"),
                          (("field", mortgaged),)))
    return found


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
