"""The Mail pile and the Deal pile: drawing, bills held, collections, insurance, Swellfare,
lottery tickets."""

import random

from companion.core.errors import BadInput, RuleViolation
from companion.core.words import plural
from companion.games.payday import finance
from companion.games.payday.state import BANK, POT, PayDayState, dollars


def act_draw(state: PayDayState, action: dict) -> None:
    """Take the letters or the Deal card the day gives: the next cards of companion's piles,
    or the cards the table drew, by name."""
    if not state.pending or state.pending[0]["kind"] not in ("mail", "deal"):
        raise RuleViolation(f"{state.acting or state.active} has no card to take now")
    item = state.pending[0]
    named = action.get("cards") or []
    wanted = item["left"] if item["kind"] == "mail" else 1
    if len(named) > wanted:
        raise BadInput(f"{len(named)} cards named, but {state.acting} takes {wanted} now")
    if item["kind"] == "deal":
        card = _take(state, state.deal_deck, named, state.data["deals"], "deal card")
        action["drawn"] = [card]
        state.pending[0] = {"kind": "offer", "card": card}
        deal = state.deal(card)
        state.note(f"{state.acting} draws the deal {deal['name']}: cost {dollars(deal['cost'])}, "
                   f"commission {dollars(deal['commission'])}, sale {dollars(deal['sale'])}; "
                   f"`companion buy` or `companion pass`")
        return
    drawn = [_take_mail(state, [name] if name else []) for name in named or [None] * wanted]
    action["drawn"] = drawn
    item["left"] -= len(drawn)
    if not item["left"]:
        state.pending.pop(0)
    for card in drawn:
        open_letter(state, state.acting, card)


def _take_mail(state: PayDayState, named: list[str]) -> str:
    if not state.mail_deck:
        state.reshuffles += 1
        state.mail_deck = state.mail_discards
        state.mail_discards = []
        random.Random(f"{state.seed}:mail:{state.reshuffles}").shuffle(state.mail_deck)
        state.note(f"the Mail pile is reshuffled from "
                   f"{plural(len(state.mail_deck), 'discarded letter')}")
    return _take(state, state.mail_deck, named, state.data["mail"], "mail card")


def _take(state: PayDayState, deck: list[str], named: list[str], cards: list[dict],
          kind: str) -> str:
    """The top card, or the named one out of the pile: a card not in it cannot be drawn."""
    if not named:
        if not deck:
            raise RuleViolation(f"no {kind} is left to draw")
        return deck.pop(0)
    card = state.find_card(named[0], cards, kind)
    if card["id"] not in deck:
        raise RuleViolation(f"no {card['name']} is left in the pile to draw: "
                            f"{', '.join(whereabouts(state, card['id']))}; check the card's name")
    deck.remove(card["id"])
    return card["id"]


def whereabouts(state: PayDayState, card_id: str) -> list[str]:
    """Where each copy of a card lies outside its pile: "1 in the discards", "1 with Ann"."""
    places = {"in the discards": state.mail_discards,
              "on offer": [o.get("card") for o in state.offers]
              + [i["card"] for i in state.pending if i["kind"] == "offer"]}
    for player in state.players:
        places[f"with {player}"] = (state.bills[player] + state.tickets[player]
                                    + state.insurance[player] + state.deals[player])
    return [f"{pile.count(card_id)} {where}" for where, pile in places.items()
            if card_id in pile]


def open_letter(state: PayDayState, player: str, card_id: str) -> None:
    card = state.mail_card(card_id)
    kind, name = card["kind"], card["name"]
    if kind == "bill":
        if card["class"] in insured(state, player):
            state.mail_discards.append(card_id)
            state.note(f"{player}'s insurance cancels the bill {name} ({dollars(card['amount'])})")
        else:
            state.bills[player].append(card_id)
            state.note(f"{player} holds the bill {name}: {dollars(card['amount'])} due on Pay Day")
    elif kind == "collection":
        state.mail_discards.append(card_id)
        state.pay(BANK, player, card["amount"], name)
    elif kind == "lottery":
        state.tickets[player].append(card_id)
        state.note(f"{player} holds a lottery ticket worth {dollars(card['amount'])}, good this "
                   f"month on the lottery drawing's day")
    elif kind == "insurance" and card["class"] not in insured(state, player):
        state.offers.append({"kind": "insurance", "card": card_id})
        state.note(f"{player} may buy {name} for {dollars(card['amount'])}, covering "
                   f"{card['class']} bills for the game: `companion buy` or `companion pass`")
    elif kind == "swellfare" and state.in_debt(player):
        state.offers.append({"kind": "swellfare", "card": card_id})
        state.note(f"{player} is in debt and may stake up to "
                   f"{dollars(state.money['swellfare_max_stake'])} on Swellfare: "
                   f"`companion swellfare {player} STAKE --throw N`")
    else:
        state.mail_discards.append(card_id)
        why = {"swellfare": f"{player} is not in debt", "insurance": "already insured"}
        state.note(f"{name}: {why.get(kind, 'nothing to do')}, discarded")


def insured(state: PayDayState, player: str) -> list[str]:
    return [state.mail_card(c)["class"] for c in state.insurance[player]]


def drop_offers(state: PayDayState) -> None:
    """Offers lapse when the day is left: their cards are discarded."""
    for offer in state.offers:
        if "card" in offer:
            state.mail_discards.append(offer["card"])
    state.offers = []


def find_offer(state: PayDayState, kind: str, typed: str | None = None) -> dict:
    offers = [o for o in state.offers if o["kind"] == kind]
    if typed:
        card = state.find_card(typed, state.data["mail"], "mail card")["id"]
        offers = [o for o in offers if o.get("card") == card]
    if not offers:
        raise RuleViolation(f"{state.acting} has no {kind} offer now")
    return offers[0]


def buy_insurance(state: PayDayState, typed: str | None) -> None:
    offer = find_offer(state, "insurance", typed)
    player, card = state.acting, state.mail_card(offer["card"])
    finance.require_cash(state, player, card["amount"], f"buy {card['name']} for")
    state.offers.remove(offer)
    state.pay(player, BANK, card["amount"], f"buys {card['name']}")
    state.insurance[player].append(card["id"])
    for bill in [b for b in state.bills[player] if state.mail_card(b)["class"] == card["class"]]:
        state.bills[player].remove(bill)
        state.mail_discards.append(bill)
        state.note(f"{card['name']} cancels the bill {state.mail_card(bill)['name']} "
                   f"({dollars(state.mail_card(bill)['amount'])})")


def pass_insurance(state: PayDayState, typed: str | None) -> None:
    offer = find_offer(state, "insurance", typed)
    state.offers.remove(offer)
    state.mail_discards.append(offer["card"])
    state.note(f"{state.acting} does not buy {state.mail_card(offer['card'])['name']}")


def act_swellfare(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    offer = find_offer(state, "swellfare")
    if player != state.acting:
        raise RuleViolation(f"only {state.acting} may play a Swellfare card now")
    stake, throw, money = action["stake"], action["throw"], state.money
    if not state.in_debt(player):
        raise RuleViolation(f"{player} is no longer in debt: Swellfare is only for a player "
                            f"whose loan, interest due and bills exceed their cash")
    smallest = min(money["notes"])
    if not 0 < stake <= money["swellfare_max_stake"] or stake % smallest:
        raise BadInput(f"a Swellfare stake is {smallest} to {money['swellfare_max_stake']} "
                       f"in notes, not {dollars(stake)}")
    if throw not in range(1, 7):
        raise BadInput(f"a die shows 1 to 6, not {throw}")
    finance.require_cash(state, player, stake, "stake")
    state.offers.remove(offer)
    state.mail_discards.append(offer["card"])
    if throw in money["swellfare_wins"]:
        state.pay(BANK, player, stake * money["swellfare_multiplier"],
                  f"Swellfare: throws {throw}, wins {money['swellfare_multiplier']}x the stake")
    else:
        state.pay(player, POT, stake, f"Swellfare: throws {throw}, the stake goes into the pot")
    finance.sixes(state, [(player, throw)])


def lottery_drawing(state: PayDayState, player: str) -> None:
    if not state.tickets[player]:
        state.note(f"{player} holds no lottery ticket")
    for card_id in state.tickets[player]:
        state.pay(BANK, player, state.mail_card(card_id)["amount"], "lottery ticket")
        state.mail_discards.append(card_id)
    state.tickets[player] = []
