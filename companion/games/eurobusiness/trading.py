"""Title Deeds changing hands: bought from the bank, auctioned, traded, dealt at the start."""

import random

from companion.core.errors import BadInput, RuleViolation
from companion.core.words import plural
from companion.games.base import recorded_deal
from companion.games.eurobusiness import board, claims, finance
from companion.games.eurobusiness.state import BANK, EuroState, dollars, fold


def act_buy(state: EuroState, action: dict) -> None:
    """The lander buys at the price; with the player or the field left out, the one on
    offer."""
    offer = state.offer
    if action.get("player") is None or action.get("field") is None:
        if not offer or offer["auction"]:
            raise RuleViolation(f"no field waits for its lander to buy it"
                                + (f": {board.offer_hint(state)}" if offer else ""))
        action["player"] = action.get("player") or offer["player"]
        action["field"] = action.get("field") or offer["field"]
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label, price = state.label(number), state.field(number)["price"]
    if number in state.owners:
        raise RuleViolation(f"{label} belongs to {state.owners[number]}: buy it from them with "
                            f"`trade {state.owners[number]} {number} {player} --price P`")
    if not offer or offer["field"] != number or offer["auction"]:
        raise RuleViolation(f"{label} is bought from the bank only by the player who stops on "
                            f"it" + (f" ({board.offer_hint(state)})" if offer else ""))
    if offer["player"] != player:
        raise RuleViolation(f"{offer['player']} stopped on {label}, not {player}: "
                            f"`decline`, then bid at the auction")
    finance.require_no_debts(state, player, "buying")
    finance.require_cash(state, player, price, label)
    state.offer = None
    state.pay(player, BANK, price, f"buys {label}")
    state.owners[number] = player


def act_decline(state: EuroState, action: dict) -> None:
    offer = state.offer
    if not offer or offer["auction"]:
        raise RuleViolation("no field waits for its lander to buy it")
    action.update(player=offer["player"], field=offer["field"])
    offer["auction"] = True
    state.note(f"{offer['player']} declines, so the bank auctions it. " + board.offer_hint(state))


def act_auction(state: EuroState, action: dict) -> None:
    """The bank sells to the highest bidder, from half the price; with no bid it keeps it."""
    number = state.find_field(action["field"], for_sale=True)
    action["field"] = number
    label = state.label(number)
    offered = state.offer and state.offer["auction"] and state.offer["field"] == number
    if not offered and number not in state.auctions:
        raise RuleViolation(f"{label} is not up for auction"
                            + (f": {board.offer_hint(state)}" if state.offer else ""))
    if action.get("winner") is not None:
        winner = state.player(action["winner"])
        action["winner"] = winner
        price = action.get("price")
        start = state.field(number)["price"] // state.rules["auction_start_share"]
        if not isinstance(price, int) or price < start:
            raise RuleViolation(f"the auction of {label} starts at {dollars(start)}; "
                                f"give the winning bid with --price")
        finance.check_notes(state, price)
        finance.require_free(state, winner, "bid")
        finance.require_no_debts(state, winner, "bidding")
        finance.require_cash(state, winner, price, f"a bid of {dollars(price)}")
        state.pay(winner, BANK, price, f"wins the auction of {label}")
        state.owners[number] = winner
    else:
        state.note(f"no one bids: {label} stays with the bank")
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
        raise BadInput(f"a sale needs its agreed price in whole dollars, not {price!r} (a gift "
                       f"is a price of 0)")
    if seller == buyer:
        raise RuleViolation(f"{seller} cannot sell to themselves")
    if price:
        finance.check_notes(state, price)
    card = fold(action["field"]) in ("card", "jail-card")
    _in_its_moment(state, seller, buyer, price, in_payment=not card)
    for who in (seller, buyer):
        finance.require_free(state, who, "buy or sell property")
    finance.require_no_debts(state, buyer, "buying")
    if card:
        _sell_card(state, seller, buyer, price)
        return
    number = state.find_field(action["field"], for_sale=True)
    action["field"] = number
    label = state.label(number)
    if state.owners.get(number) != seller:
        raise RuleViolation(f"{label} is not {seller}'s")
    houses, hotels = state.buildings_of(seller)
    if houses or hotels:
        standing = " and ".join(plural(n, word) for n, word in ((houses, "house"),
                                                                 (hotels, "hotel")) if n)
        raise RuleViolation(f"{seller} has {standing}: sell every building to the bank "
                            f"(`sell-building`) before trading land")
    _not_given_away(state, seller, buyer, number, price)
    mortgaged = number in state.mortgaged
    lift = bool(action.get("lift"))
    if lift and not mortgaged:
        raise RuleViolation(f"{label} is not mortgaged: nothing to lift")
    extra = state.interest(number) if mortgaged else 0
    extra += state.field(number)["mortgage"] if lift else 0
    owed = sum(d.amount for d in state.debts_of(seller) if d.creditor == buyer)
    cash_part = max(0, price - owed)
    finance.require_cash(state, buyer, cash_part + extra, f"{label} at {dollars(price)}"
                         + (" with the mortgage's dues" if mortgaged else ""))
    _offset(state, seller, buyer, price - cash_part, label)
    state.pay(buyer, seller, cash_part, f"buys {label} from {seller}")
    state.owners[number] = buyer
    if mortgaged:
        state.pay(buyer, BANK, state.interest(number), f"10% on taking over the mortgage of "
                                                       f"{label}")
    if lift:
        state.pay(buyer, BANK, state.field(number)["mortgage"], f"lifts the mortgage of {label}")
        state.mortgaged.remove(number)
    elif mortgaged:
        state.note(f"{label} stays mortgaged: lifting it later costs the mortgage and 10% again")


def _in_its_moment(state: EuroState, seller: str, buyer: str, price: int, *,
                   in_payment: bool) -> None:
    """A sale waits for the seller's moment before their throw (ruling 14); a field handed
    to a creditor in payment ("pay partly in cash and partly with his properties") is due
    at once, so it comes at any moment, valued at most what is owed to that creditor."""
    owed = in_payment * sum(d.amount for d in state.debts_of(seller) if d.creditor == buyer)
    if owed and price <= owed:
        return
    also = (f"; as payment of the {dollars(owed)} {seller} owes {buyer}, a field may go to "
            f"{buyer} at any moment, valued at most {dollars(owed)}" if owed else "")
    try:
        board.before_throw(state, seller, "a player sells to another only before their own "
                                          "throw", "sell")
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
        raise RuleViolation(f"{seller} owes {dollars(state.debt_of(seller))}: a field goes to "
                            f"another player not below its mortgage value, {dollars(least)} "
                            f"(ruling 13, a house rule)")


def _offset(state: EuroState, seller: str, buyer: str, amount: int, label: str) -> None:
    """Land given in payment: the agreed value settles the seller's debts to the buyer."""
    for debt in [d for d in state.debts_of(seller) if d.creditor == buyer]:
        part = min(amount, debt.amount)
        claims.claimed(state, seller, buyer, debt.reason)
        debt.amount -= part
        amount -= part
        state.note(f"{label} pays {dollars(part)} of {seller}'s debt to {buyer} ({debt.reason})"
                   + (f", {dollars(debt.amount)} still owed" if debt.amount else ""))
        if not debt.amount:
            state.debts.remove(debt)


def _sell_card(state: EuroState, seller: str, buyer: str, price: int) -> None:
    cards = state.jail_cards.get(seller, [])
    if not cards:
        raise RuleViolation(f"{seller} holds no out-of-Jail card")
    finance.require_cash(state, buyer, price, "the card")
    state.pay(buyer, seller, price, f"buys an out-of-Jail card from {seller}")
    state.jail_cards.setdefault(buyer, []).append(cards.pop(0))


def act_deal(state: EuroState, action: dict) -> None:
    """The quick start: each player is dealt two Title Deeds and pays their prices; companion
    shuffles with the game's seed, or records the deal the table made (`hands`)."""
    if state.dealt:
        raise RuleViolation("the quick start deal is made once, and it was: each player holds "
                            "their deeds (`companion status`)")
    if state.phase != "setup" or state.owners:
        raise RuleViolation("the quick start deal comes before the first move")
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
            state.pay(player, BANK, state.field(number)["price"], f"is dealt {state.label(number)}")
            state.owners[number] = player
    state.phase, state.dealt = "play", True


def _recorded_hands(state: EuroState, typed: dict, each: int) -> dict[str, list[int]]:
    hands = recorded_deal(state, typed, lambda field: state.find_field(field, for_sale=True),
                          "deed")
    short = [p for p, numbers in hands.items() if len(numbers) != each]
    if short:
        raise RuleViolation(f"each player is dealt {each} deeds; "
                            + ", ".join(f"{p} has {len(hands[p])}" for p in short))
    return hands
