"""Insolvency: towards a player (property and cash to the creditor) or towards the bank
(the bank takes it all and auctions the plots). Declared only when raising cash cannot pay."""

from companion.core.errors import RuleViolation
from companion.games.eurobusiness import finance
from companion.games.eurobusiness.building import refund
from companion.games.eurobusiness.i18n import _
from companion.games.eurobusiness.state import BANK, EuroState, dollars


def raisable(state: EuroState, player: str) -> int:
    """Cash the player could still raise from the bank: buildings sold back at half,
    unmortgaged fields mortgaged."""
    share, most = state.rules["sale_share"], state.rules["max_houses"]
    total = 0
    for number in state.fields_of(player):
        house = state.field(number).get("house", 0)
        if number in state.hotels:
            total += most * house // share + house // share
        total += state.houses.get(number, 0) * (house // share)
        if number not in state.mortgaged:
            total += state.field(number)["mortgage"]
    return total


def act_bankrupt(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    debts = state.debts_of(player)
    if not debts:
        raise RuleViolation(_("{player} owes nothing: only a player who cannot pay is "
                              "bankrupt").format(player=player))
    owed, cash, more = state.debt_of(player), state.ledger.balance(player), raisable(state, player)
    if cash + more >= owed:
        raise RuleViolation(_("{player} owes {amount} and can still raise {more} on top of "
                              "{cash}: {how} first").format(
            player=player, amount=dollars(owed), more=dollars(more), cash=dollars(cash),
            how=_(finance.RAISE)))
    creditor = next((d.creditor for d in debts if d.creditor != BANK), BANK)
    _sell_buildings(state, player)
    for debt in debts:
        part = min(state.ledger.balance(player), debt.amount)
        state.pay(player, debt.creditor, part, _("{reason} (all {player} has)").format(
            reason=debt.reason, player=player))
        if part < debt.amount:
            state.note(_("{amount} owed to {creditor} is lost").format(
                amount=dollars(debt.amount - part), creditor=debt.creditor))
        state.debts.remove(debt)
    state.pay(player, creditor, state.ledger.balance(player),
              _("{player}'s last cash").format(player=player))
    fields = state.fields_of(player)
    if creditor == BANK:
        for number in fields:
            del state.owners[number]
            if number in state.mortgaged:
                state.mortgaged.remove(number)
        state.auctions.extend(fields)
    else:
        for number in fields:
            state.owners[number] = creditor
            if number in state.mortgaged:
                finance.charge(state, creditor, BANK, state.interest(number),
                               _("taking over the mortgage of {field}: {interest}").format(
                                   field=state.label(number),
                                   interest=state.interest_words(number)))
        state.note(_("{creditor} takes {player}'s property: {fields}").format(
            creditor=creditor, player=player,
            fields=", ".join(state.label(n) for n in fields) or _("none")))
    _leave(state, player)
    if state.phase == "over":
        state.auctions.clear()      # the game is over: the plots stay with the bank
    elif creditor == BANK and fields:
        state.note(_("The bank takes {player}'s property and auctions the plots: "
                     "`auction FIELD --winner NAME --price P`").format(player=player))


def _sell_buildings(state: EuroState, player: str) -> None:
    """The bank buys the buildings back at half price; the cash goes to the creditors."""
    share, most = state.rules["sale_share"], state.rules["max_houses"]
    for number in state.fields_of(player):
        house, label = state.field(number).get("house", 0), state.label(number)
        if number in state.hotels:
            state.hotels.remove(number)
            state.pay(BANK, player, most * house // share + house // share,
                      _("the bank buys back the hotel on {field}: {parts}").format(
                          field=label, parts=refund(state, number, hotel=True)))
        if state.houses.get(number):
            count = state.houses.pop(number)
            state.pay(BANK, player, count * (house // share),
                      _("the bank buys back the houses on {field}: {parts}").format(
                          field=label, parts=refund(state, number, houses=count)))


def _leave(state: EuroState, player: str) -> None:
    for card_id in state.jail_cards.pop(player, []):
        deck = next(c["deck"] for c in state.data["chance"] if c["id"] == card_id)
        state.decks[deck].under(card_id)
    for table in (state.jailed, state.first_throw, state.chance_due):
        table.pop(player, None)
    state.rents = [r for r in state.rents if player not in (r["payer"], r["owner"])]
    if state.offer and state.offer["player"] == player and not state.offer["auction"]:
        state.offer["auction"] = True
    state.eliminated.append(player)
    state.note(_("{player} leaves the game").format(player=player))
    standing = state.in_play()
    if len(standing) == 1:
        state.phase, state.winner = "over", standing[0]
        state.note(_("{player} is the last player on the board and wins").format(
            player=state.winner))
    elif state.active == player:
        state.active = state.next_player(player)
