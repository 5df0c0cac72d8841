"""Title Deeds changing hands: bought from the bank, auctioned, traded, dealt at the start."""

import random

from companion.core.errors import BadInput, RuleViolation
from companion.games.base import recorded_deal
from companion.games.eurobusiness import board, claims, finance
from companion.games.eurobusiness import state as words
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import BANK, EuroState, dollars, fold


def act_buy(state: EuroState, action: dict) -> None:
    """The lander buys at the price; with the player or the field left out, the one on
    offer."""
    offer = state.offer
    if action.get("player") is None or action.get("field") is None:
        if not offer or offer["auction"]:
            raise RuleViolation(_("no field waits for its lander to buy it: {hint}").format(
                hint=board.offer_hint(state)) if offer else
                _("no field waits for its lander to buy it"))
        action["player"] = action.get("player") or offer["player"]
        action["field"] = action.get("field") or offer["field"]
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label, price = state.label(number), state.field(number)["price"]
    if number in state.owners:
        raise RuleViolation(_("{field} belongs to {owner}: buy it from them with "
                              "`trade {owner} {number} {player} --price P`").format(
            field=label, owner=state.owners[number], number=number, player=player))
    if not offer or offer["field"] != number or offer["auction"]:
        raise RuleViolation(_("{field} is bought from the bank only by the player who stops "
                              "on it ({hint})").format(field=label, hint=board.offer_hint(state))
                            if offer else
                            _("{field} is bought from the bank only by the player who stops "
                              "on it").format(field=label))
    if offer["player"] != player:
        raise RuleViolation(_("{lander} stopped on {field}, not {player}: `decline`, then bid "
                              "at the auction").format(lander=offer["player"], field=label,
                                                       player=player))
    finance.require_no_debts(state, player, _("buying"))
    finance.require_cash(state, player, price, label)
    state.offer = None
    state.pay(player, BANK, price, _("buys {field}").format(field=label))
    state.owners[number] = player


def act_decline(state: EuroState, action: dict) -> None:
    offer = state.offer
    if not offer or offer["auction"]:
        raise RuleViolation(_("no field waits for its lander to buy it"))
    action.update(player=offer["player"], field=offer["field"])
    offer["auction"] = True
    state.note(_("{player} declines, so the bank auctions it. {hint}").format(
        player=offer["player"], hint=board.offer_hint(state)))


def act_auction(state: EuroState, action: dict) -> None:
    """The bank sells to the highest bidder, from half the price; with no bid it keeps it."""
    number = state.find_field(action["field"], for_sale=True)
    action["field"] = number
    label = state.label(number)
    offered = state.offer and state.offer["auction"] and state.offer["field"] == number
    if not offered and number not in state.auctions:
        raise RuleViolation(_("{field} is not up for auction: {hint}").format(
            field=label, hint=board.offer_hint(state)) if state.offer else
            _("{field} is not up for auction").format(field=label))
    if action.get("winner") is not None:
        winner = state.player(action["winner"])
        action["winner"] = winner
        price = action.get("price")
        start = state.field(number)["price"] // state.rules["auction_start_share"]
        if not isinstance(price, int) or price < start:
            raise RuleViolation(_("the auction of {field} starts at {amount}; give the winning "
                                  "bid with --price").format(field=label, amount=dollars(start)))
        finance.check_notes(state, price)
        finance.require_free(state, winner, _("{player} is in Jail and may not bid"))
        finance.require_no_debts(state, winner, _("bidding"))
        finance.require_cash(state, winner, price, _("a bid of {amount}").format(
            amount=dollars(price)))
        state.pay(winner, BANK, price, _("wins the auction of {field}").format(field=label))
        state.owners[number] = winner
    else:
        state.note(_("no one bids: {field} stays with the bank").format(field=label))
    if offered:
        state.offer = None
    else:
        state.auctions.remove(number)


def act_trade(state: EuroState, action: dict) -> None:
    """A sale between players at the price they agree; buildings must go to the bank first."""
    seller, buyer = state.player(action["seller"]), state.player(action["buyer"])
    action.update(seller=seller, buyer=buyer)
    price = action.get("price")
    if not isinstance(price, int) or isinstance(price, bool) or price < 0:
        raise BadInput(_("a sale needs its agreed price in whole dollars, not {price!r} (a gift "
                         "is a price of 0)").format(price=price))
    if seller == buyer:
        raise RuleViolation(_("{player} cannot sell to themselves").format(player=seller))
    if price:
        finance.check_notes(state, price)
    card = fold(action["field"]) in ("card", "jail-card")
    _in_its_moment(state, seller, buyer, price, in_payment=not card)
    for who in (seller, buyer):
        finance.require_free(state, who, _("{player} is in Jail and may not buy or sell "
                                           "property"))
    finance.require_no_debts(state, buyer, _("buying"))
    if card:
        _sell_card(state, seller, buyer, price)
        return
    number = state.find_field(action["field"], for_sale=True)
    action["field"] = number
    label = state.label(number)
    if state.owners.get(number) != seller:
        raise RuleViolation(_("{field} is not {player}'s").format(field=label, player=seller))
    houses, hotels = state.buildings_of(seller)
    if houses or hotels:
        standing = board.and_list(
            [words.houses(houses)] * bool(houses) + [words.hotels(hotels)] * bool(hotels))
        raise RuleViolation(_("{player} has {buildings}: sell every building to the bank "
                              "(`sell-building`) before trading land").format(
            player=seller, buildings=standing))
    _not_given_away(state, seller, buyer, number, price)
    mortgaged = number in state.mortgaged
    lift = bool(action.get("lift"))
    if lift and not mortgaged:
        raise RuleViolation(_("{field} is not mortgaged: nothing to lift").format(field=label))
    extra = state.interest(number) if mortgaged else 0
    extra += state.field(number)["mortgage"] if lift else 0
    owed = sum(d.amount for d in state.debts_of(seller) if d.creditor == buyer)
    cash_part = max(0, price - owed)
    finance.require_cash(state, buyer, cash_part + extra, (
        _("{field} at {amount} with the mortgage's dues") if mortgaged else
        _("{field} at {amount}")).format(field=label, amount=dollars(price)))
    _offset(state, seller, buyer, price - cash_part, label)
    state.pay(buyer, seller, cash_part, _("buys {field} from {seller}").format(field=label,
                                                                              seller=seller))
    state.owners[number] = buyer
    if mortgaged:
        state.pay(buyer, BANK, state.interest(number),
                  _("taking over the mortgage of {field}: {interest}").format(
                      field=label, interest=state.interest_words(number)))
    if lift:
        state.pay(buyer, BANK, state.field(number)["mortgage"],
                  _("lifts the mortgage of {field}").format(field=label))
        state.mortgaged.remove(number)
    elif mortgaged:
        state.note(_("{field} stays mortgaged: lifting it later costs the mortgage and 10% "
                     "again").format(field=label))


def _in_its_moment(state: EuroState, seller: str, buyer: str, price: int, *,
                   in_payment: bool) -> None:
    """A sale waits for the seller's moment before their throw (ruling 14); a field handed
    to a creditor in payment ("pay partly in cash and partly with his properties") is due
    at once, so it comes at any moment, valued at most what is owed to that creditor."""
    owed = in_payment * sum(d.amount for d in state.debts_of(seller) if d.creditor == buyer)
    if owed and price <= owed:
        return
    also = _("; as payment of the {amount} {seller} owes {buyer}, a field may go to {buyer} "
             "at any moment, valued at most {amount}").format(
        amount=dollars(owed), seller=seller, buyer=buyer) if owed else ""
    try:
        board.before_throw(state, seller, _("a player sells to another only before their own "
                                            "throw: {player} may sell {when}"))
    except RuleViolation as refused:
        raise RuleViolation(f"{refused}{also}") from None


def _not_given_away(state: EuroState, seller: str, buyer: str, number: int, price: int) -> None:
    """A debtor may not hand land to a third player below what the bank would still lend on
    it, the mortgage value (nothing once mortgaged): that would leave the creditor short
    (ruling 13, a house rule: `debtor_sale_floor` in the data file)."""
    if number in state.mortgaged or not state.rules["debtor_sale_floor"]:
        return
    least = state.field(number)["mortgage"]
    if (state.debts_of(seller) and price < least
            and buyer not in {d.creditor for d in state.debts_of(seller)}):
        raise RuleViolation(_("{player} owes {amount}: a field goes to another player not "
                              "below its mortgage value, {least} (ruling 13, a house "
                              "rule)").format(player=seller,
                                              amount=dollars(state.debt_of(seller)),
                                              least=dollars(least)))


def _offset(state: EuroState, seller: str, buyer: str, amount: int, label: str) -> None:
    """Land given in payment: the agreed value settles the seller's debts to the buyer."""
    for debt in [d for d in state.debts_of(seller) if d.creditor == buyer]:
        part = min(amount, debt.amount)
        claims.claimed(state, seller, buyer, debt.reason)
        debt.amount -= part
        amount -= part
        state.note((_("{field} pays {amount} of {seller}'s debt to {buyer} ({reason}), {left} "
                      "still owed") if debt.amount else
                    _("{field} pays {amount} of {seller}'s debt to {buyer} ({reason})")).format(
            field=label, amount=dollars(part), seller=seller, buyer=buyer, reason=debt.reason,
            left=dollars(debt.amount)))
        if not debt.amount:
            state.debts.remove(debt)


def _sell_card(state: EuroState, seller: str, buyer: str, price: int) -> None:
    cards = state.jail_cards.get(seller, [])
    if not cards:
        raise RuleViolation(_("{player} holds no out-of-Jail card").format(player=seller))
    finance.require_cash(state, buyer, price, _("the card"))
    state.pay(buyer, seller, price, _("buys an out-of-Jail card from {seller}").format(
        seller=seller))
    state.jail_cards.setdefault(buyer, []).append(cards.pop(0))


def act_deal(state: EuroState, action: dict) -> None:
    """The quick start: each player is dealt two Title Deeds and pays their prices; companion
    shuffles with the game's seed, or records the deal the table made (`hands`)."""
    if state.dealt:
        raise RuleViolation(_("the quick start deal is made once, and it was: each player "
                              "holds their deeds (`companion status`)"))
    if state.phase != "setup" or state.owners:
        raise RuleViolation(_("the quick start deal comes before the first move"))
    each = state.data["game"]["quick_start_deeds"]
    if action.get("hands"):
        action["hands"] = _recorded_hands(state, action["hands"], each)
    else:
        deeds = [f["number"] for f in state.data["fields"] if "price" in f]
        random.Random(f"{state.seed}:deal").shuffle(deeds)
        action["hands"] = {p: sorted(deeds[i * each:(i + 1) * each])
                           for i, p in enumerate(state.players)}
    for player, numbers in action["hands"].items():
        for number in numbers:
            state.pay(player, BANK, state.field(number)["price"],
                      _("is dealt {field}").format(field=state.label(number)))
            state.owners[number] = player
    state.phase, state.dealt = "play", True


def _recorded_hands(state: EuroState, typed: dict, each: int) -> dict[str, list[int]]:
    hands = recorded_deal(state, typed, lambda field: state.find_field(field, for_sale=True),
                          _("deed"))
    short = [p for p, numbers in hands.items() if len(numbers) != each]
    if short:
        raise RuleViolation(ngettext("each player is dealt {n} deed; {hands}",
                                     "each player is dealt {n} deeds; {hands}", each).format(
            n=each, hands=", ".join(_("{player} has {count}").format(
                player=p, count=len(hands[p])) for p in short)))
    return hands
