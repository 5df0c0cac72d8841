"""The start: starting cash, the deal of the green cards, the beginners' average hands."""

import random

from companion.core.errors import RuleViolation
from companion.games.base import recorded_deal
from companion.games.landlords_1906.i18n import N_, _
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


def green_cards(state: LandlordState) -> list[int]:
    return [s["number"] for s in state.data["spaces"] if "price" in s]


def act_deal(state: LandlordState, action: dict) -> None:
    """Rule 1: shuffle the green cards, deal 24 one at a time to the left (seeded, recorded)."""
    _require_fresh(state, N_("the deal comes before any card is bought or dealt and before the "
                             "first move"))
    if "hands" in action:
        action["hands"] = _recorded_hands(state, action["hands"])
    else:
        deck = green_cards(state)
        random.Random(f"{state.seed}:deal").shuffle(deck)
        hands: dict[str, list[int]] = {p: [] for p in state.players}
        for i, card in enumerate(deck[:state.data["game"]["deal"]]):
            hands[state.players[i % len(state.players)]].append(card)
        action["hands"] = {p: sorted(cards) for p, cards in hands.items()}
    state.dealt = {p: list(cards) for p, cards in action["hands"].items()}
    for player, cards in state.dealt.items():
        names = ", ".join(f"{state.label(n)} {money(state.space(n)['price'])}" for n in cards)
        state.note(_("{player} is dealt {cards}").format(player=player, cards=names))
    state.note(_("Each may buy any of their cards at the sale price (`companion buy NAME CARD`); "
                 "the first move returns the rest to the pack"))


def _recorded_hands(state: LandlordState, typed: dict) -> dict[str, list[int]]:
    """A deal the table made with its own cards (ruling 11): no one holds more than the deal
    gives a player one at a time to the left, and no card is dealt twice."""
    deal, seats = state.data["game"]["deal"], len(state.players)
    share = -(-deal // seats)                      # the first players round get one more

    def at_most_a_share(player: str, hand: list[int]) -> None:
        if len(hand) > share:
            raise RuleViolation(_("{player} is dealt {count} cards: {deal} cards dealt among "
                                  "{seats} players give each at most {share}").format(
                player=player, count=len(hand), deal=deal, seats=seats, share=share))

    return recorded_deal(state, typed, lambda card: state.find_space(card, for_sale=True),
                         _("card"), at_most_a_share)


def act_average_hands(state: LandlordState, action: dict) -> None:
    """TO BEGINNERS: each player takes an average hand and keeps $75 in cash."""
    _require_fresh(state, N_("the average hands come before any card is bought or dealt and "
                             "before the first move"))
    hands = state.data["average_hands"]
    if len(state.players) > len(hands):
        raise RuleViolation(_("there are {hands} average hands for {players} players: deal "
                              "instead (`companion deal`)").format(hands=len(hands),
                                                                   players=len(state.players)))
    keep = state.data["beginners"]["cash"]
    for player, hand in zip(state.players, hands):
        cards = [state.find_space(name, for_sale=True) for name in hand["cards"]]
        cost = sum(state.space(n)["price"] for n in cards)
        state.pay(player, TREASURY, cost, _("average hand {hand}: {cards}").format(
            hand=hand["hand"], cards=", ".join(state.space(n)["name"] for n in cards)))
        for number in cards:
            state.owners[number] = player
        rest = state.ledger.balance(player) - keep
        if rest >= 0:
            state.pay(player, MISC, rest, _("keeps {amount} with an average hand").format(
                amount=money(keep)))
        else:
            state.pay(MISC, player, -rest, _("made up to {amount} with an average hand").format(
                amount=money(keep)))
    state.phase = "play"


def _require_fresh(state: LandlordState, refusal: str) -> None:
    """Refuse a second start; `refusal` is the message, marked with N_."""
    if state.phase != "setup" or state.dealt is not None or state.owners:
        raise RuleViolation(_(refusal))
