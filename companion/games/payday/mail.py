"""The Mail pile and the Deal pile: drawing, bills held, collections, insurance, Swellfare,
lottery tickets."""

import random

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import in_parts
from companion.core.pile import Pile
from companion.games.payday import finance
from companion.games.payday.i18n import _, ngettext
from companion.games.payday.state import BANK, POT, PayDayState, dollars
from companion.games.payday.words import bill_class, card_name


def act_draw(state: PayDayState, action: dict) -> None:
    """Take the letters or the Deal card the day gives: the next cards of companion's piles,
    or the cards the table drew, by name."""
    if not state.pending or state.pending[0]["kind"] not in ("mail", "deal"):
        raise RuleViolation(_("{player} has no card to take now").format(
            player=state.acting or state.active))
    item = state.pending[0]
    named = action.get("cards") or []
    wanted = item["left"] if item["kind"] == "mail" else 1
    if len(named) > wanted:
        raise BadInput(_("{named} cards named, but {player} takes {n} now").format(
            named=len(named), player=state.acting, n=wanted))
    if item["kind"] == "deal":
        card = _take(state, state.deal_deck, named, state.data["deals"], "deal")
        action["drawn"] = [card]
        state.pending[0] = {"kind": "offer", "card": card}
        deal = state.deal(card)
        state.note(_("{player} draws the deal {deal}: cost {cost}, commission {commission}, "
                     "sale {sale}; `companion buy` or `companion pass`").format(
            player=state.acting, deal=card_name(deal), cost=dollars(deal["cost"]),
            commission=dollars(deal["commission"]), sale=dollars(deal["sale"])))
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
        state.mail_deck.shuffle_in(state.mail_discards,
                                   random.Random(f"{state.seed}:mail:{state.reshuffles}"))
        state.mail_discards = []
        state.note(ngettext("the Mail pile is reshuffled from {n} discarded letter",
                            "the Mail pile is reshuffled from {n} discarded letters",
                            len(state.mail_deck)).format(n=len(state.mail_deck)))
    return _take(state, state.mail_deck, named, state.data["mail"], "mail")


def _take(state: PayDayState, deck: Pile, named: list[str], cards: list[dict],
          kind: str) -> str:
    """The top card, or the named one, which must be one that can be on top of the pile now
    (ruling 13): not one put under it while others lie on it, nor one outside it."""
    if not named:
        if not deck:
            raise RuleViolation(_("no Deal card is left to draw") if kind == "deal"
                                else _("no Mail card is left to draw"))
        return deck.take()
    card = state.find_card(named[0], cards, kind)
    if card["id"] not in deck:
        raise RuleViolation(_("no {card} is left in the pile to draw: {where}; check the card's "
                              "name").format(card=card_name(card),
                                             where=", ".join(whereabouts(state, card["id"]))))
    if not deck.can_top(card["id"]):
        below = deck.above(card["id"])
        raise RuleViolation(ngettext(
            "{card} cannot be on top of the pile now: it went under it, and {n} card lies on "
            "it; check the card's name",
            "{card} cannot be on top of the pile now: it went under it, and {n} cards lie on "
            "it; check the card's name", below).format(card=card_name(card), n=below))
    return deck.take(card["id"])


def whereabouts(state: PayDayState, card_id: str) -> list[str]:
    """Where each copy of a card lies outside its pile: "1 in the discards", "1 with Ann"."""
    places = [(_("{n} in the discards"), "", state.mail_discards),
              (_("{n} on offer"), "", [o.get("card") for o in state.offers]
               + [i["card"] for i in state.pending if i["kind"] == "offer"])]
    places += [(_("{n} with {player}"), player, state.bills[player] + state.tickets[player]
                + state.insurance[player] + state.deals[player]) for player in state.players]
    return [where.format(n=pile.count(card_id), player=player)
            for where, player, pile in places if card_id in pile]


def open_letter(state: PayDayState, player: str, card_id: str) -> None:
    card = state.mail_card(card_id)
    kind, name, amount = card["kind"], card_name(card), dollars(card["amount"])
    if kind == "bill":
        if card["class"] in insured(state, player):
            state.mail_discards.append(card_id)
            state.note(_("{player}'s insurance cancels the bill {name} ({amount})").format(
                player=player, name=name, amount=amount))
        else:
            state.bills[player].append(card_id)
            state.note(_("{player} holds the bill {name}: {amount} due on Pay Day").format(
                player=player, name=name, amount=amount))
    elif kind == "collection":
        state.mail_discards.append(card_id)
        state.pay(BANK, player, card["amount"], name)
    elif kind == "lottery":
        state.tickets[player].append(card_id)
        state.note(_("{player} holds a lottery ticket worth {amount}, good this month on the "
                     "Lottery Drawing's day").format(player=player, amount=amount))
    elif kind == "insurance" and card["class"] not in insured(state, player):
        state.offers.append({"kind": "insurance", "card": card_id})
        state.note(_("{player} may buy {name} for {amount}, covering {kind} bills for the "
                     "game: `companion buy` or `companion pass`").format(
            player=player, name=name, amount=amount, kind=bill_class(card["class"])))
    elif kind == "swellfare" and state.in_debt(player):
        state.offers.append({"kind": "swellfare", "card": card_id})
        state.note(_("{player} is in debt and may stake up to {stake} on Swellfare: "
                     "`companion swellfare {player} STAKE --throw N`").format(
            player=player, stake=dollars(state.money["swellfare_max_stake"])))
    else:
        state.mail_discards.append(card_id)
        why = {"swellfare": _("{name}: {player} is not in debt, discarded"),
               "insurance": _("{name}: already insured, discarded")}
        state.note(why.get(kind, _("{name}: nothing to do, discarded")).format(
            name=name, player=player))


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
        card = state.find_card(typed, state.data["mail"], "mail")["id"]
        offers = [o for o in offers if o.get("card") == card]
    if not offers:
        raise RuleViolation((_("{player} has no insurance offer now") if kind == "insurance"
                             else _("{player} has no Swellfare offer now")).format(
            player=state.acting))
    return offers[0]


def buy_insurance(state: PayDayState, typed: str | None) -> None:
    offer = find_offer(state, "insurance", typed)
    player, card = state.acting, state.mail_card(offer["card"])
    name = card_name(card)
    finance.require_cash(state, player, card["amount"],
                         _("{player} has {cash}, cannot buy {name} for {amount}"), name=name)
    state.offers.remove(offer)
    state.pay(player, BANK, card["amount"], _("buys {name}").format(name=name))
    state.insurance[player].append(card["id"])
    for bill in [b for b in state.bills[player] if state.mail_card(b)["class"] == card["class"]]:
        state.bills[player].remove(bill)
        state.mail_discards.append(bill)
        state.note(_("{name} cancels the bill {bill} ({amount})").format(
            name=name, bill=card_name(state.mail_card(bill)),
            amount=dollars(state.mail_card(bill)["amount"])))


def pass_insurance(state: PayDayState, typed: str | None) -> None:
    offer = find_offer(state, "insurance", typed)
    state.offers.remove(offer)
    state.mail_discards.append(offer["card"])
    state.note(_("{player} does not buy {name}").format(
        player=state.acting, name=card_name(state.mail_card(offer["card"]))))


def act_swellfare(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    offer = find_offer(state, "swellfare")
    if player != state.acting:
        raise RuleViolation(_("only {player} may play a Swellfare card now").format(
            player=state.acting))
    stake, throw, money = action["stake"], action["throw"], state.money
    if not state.in_debt(player):
        raise RuleViolation(_("{player} is no longer in debt: Swellfare is only for a player "
                              "whose loan, interest due and bills exceed their cash").format(
            player=player))
    smallest = min(money["notes"])
    if not 0 < stake <= money["swellfare_max_stake"] or stake % smallest:
        raise BadInput(_("a Swellfare stake is {smallest} to {largest} in notes, not {stake}"
                         ).format(smallest=smallest, largest=money["swellfare_max_stake"],
                                  stake=dollars(stake)))
    if throw not in range(1, 7):
        raise BadInput(_("a die shows 1 to 6, not {steps}").format(steps=throw))
    finance.require_cash(state, player, stake, _("{player} has {cash}, cannot stake {amount}"))
    state.offers.remove(offer)
    state.mail_discards.append(offer["card"])
    if throw in money["swellfare_wins"]:
        state.pay(BANK, player, stake * money["swellfare_multiplier"],
                  _("Swellfare: throws {throw}, wins {times} x the {stake} staked").format(
                      throw=throw, times=money["swellfare_multiplier"], stake=dollars(stake)))
    else:
        state.pay(player, POT, stake, _("Swellfare: throws {throw}, the stake goes into the pot"
                                        ).format(throw=throw), stake="swellfare")
    finance.sixes(state, [(player, throw)])


def lottery_drawing(state: PayDayState, player: str) -> None:
    if not state.tickets[player]:
        state.note(_("{player} holds no lottery ticket").format(player=player))
    amounts = [state.mail_card(card_id)["amount"] for card_id in state.tickets[player]]
    for card_id, amount in zip(state.tickets[player], amounts):
        state.pay(BANK, player, amount, _("lottery ticket"))
        state.mail_discards.append(card_id)
    if len(amounts) > 1:
        state.note(ngettext("{player} cashes {n} lottery ticket: {parts} = {total}",
                            "{player} cashes {n} lottery tickets: {parts} = {total}",
                            len(amounts)).format(
            player=player, n=len(amounts), total=dollars(sum(amounts)),
            parts=in_parts([(1, dollars(a)) for a in amounts])))
    state.tickets[player] = []
