"""The red Chance cards (a house deck: the 1906 texts are lost)."""

import random

from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.games.landlords_1906 import finance, landing, rules
from companion.games.landlords_1906.i18n import N_, _
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState


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
    if card is None:
        # every card goes back into the pack (Rule 11), so each draw is from the whole pack
        rng = random.Random(f"{state.seed}:chance:{state.chances_drawn}")
        card = rng.choice(state.data["chance"])
        state.note(_("{player} draws: {text}").format(player=player, text=card["text"]))
    state.chance_due.remove(player)
    state.chances_drawn += 1
    action["card"] = card["id"]
    EFFECTS[card["effect"]](state, player, card)


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
