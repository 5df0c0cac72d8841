"""The red Chance cards (a house deck: the 1906 texts are lost)."""

import random

from companion.core import i18n
from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.games.landlords_1906 import finance, landing, rules
from companion.games.landlords_1906.i18n import N_, _, ngettext
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState


def text(card: dict) -> str:
    """A red card's text in the language spoken now (the data's `de`, `pl`), else English."""
    return card.get(i18n.current()) or card["text"]


def act_chance(state: LandlordState, action: dict) -> None:
    """Follow the red card the player drew; without a card named, companion draws one."""
    player = state.player(action["player"])
    if player not in state.chance_due:
        chances = _(" or ").join(map(str, state.of_kind("chance")))
        raise RuleViolation(_("{player} is on {space}: only a player who has just stopped on a "
                              "Chance space ({chances}) draws a red card").format(
            player=player, space=state.label(state.positions[player]), chances=chances))
    if not landing.may_move_owing(state, player):
        finance.require_no_debts(state, player, N_("before a Chance card"))
    cards = {c["id"]: c for c in state.data["chance"]}
    card = cards[match_name(action["card"], cards, kind=_("Chance card"))] \
        if action.get("card") else None
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    pile = state.chance_pile
    if card and not pile.can_top(card["id"]):
        below = pile.above(card["id"])
        raise RuleViolation(ngettext(
            "{card} cannot be on top of the red pack now: it went back under it, and {n} card "
            "lies on it (ruling 21)",
            "{card} cannot be on top of the red pack now: it went back under it, and {n} cards "
            "lie on it (ruling 21)", below).format(card=card["id"], n=below))
    if card is None:
        card = cards[pile.cards[0]]
        state.note(_("{player} draws: {text}").format(player=player, text=text(card)))
    pile.take(card["id"])
    _return(state, card["id"])
    state.chance_due.remove(player)
    state.chances_drawn += 1
    action["card"] = card["id"]
    EFFECTS[card["effect"]](state, player, card)


def _return(state: LandlordState, card: str) -> None:
    """Rule 11: "the card drawn is returned to the pack": under it, or shuffled back in
    (`rules.chance_returned`, ruling 21)."""
    if state.rules["chance_returned"] == "under":
        state.chance_pile.under(card)
    else:
        state.chance_pile.shuffle_in([card], random.Random(
            f"{state.seed}:chance:{state.chances_drawn}"))


def _collect(state, player, card) -> None:
    state.pay(MISC, player, card["amount"], _("Chance: {card}").format(card=card["id"]))


def _pay(state, player, card) -> None:
    finance.charge(state, player, TREASURY, card["amount"],
                   _("Chance: {card}").format(card=card["id"]))


def _advance(state, player, card) -> None:
    steps = (card["space"] - state.positions[player]) % rules.BOARD_SIZE or rules.BOARD_SIZE
    landing.travel(state, player, steps)


def _back(state, player, card) -> None:
    landing.travel(state, player, card["steps"], back=True)


def _jail(state, player, card) -> None:
    landing.send_to_jail(state, player)


EFFECTS = {"collect": _collect, "pay": _pay, "advance": _advance, "back": _back, "jail": _jail}
