"""The blue and red Chance decks: seeded digital decks, or the card the table drew."""

import random

from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.core.words import plural
from companion.games.eurobusiness import board, finance
from companion.games.eurobusiness.data import BOARD_SIZE
from companion.games.eurobusiness.state import BANK, EuroState, dollars


def shuffled_decks(data: dict, seed: int) -> dict[str, list[str]]:
    decks = {}
    for deck in data["decks"]:
        cards = [c["id"] for c in data["chance"] if c["deck"] == deck]
        random.Random(f"{seed}:{deck}").shuffle(cards)
        decks[deck] = cards
    return decks


def card(state: EuroState, card_id: str) -> dict:
    return next(c for c in state.data["chance"] if c["id"] == card_id)


def act_draw(state: EuroState, action: dict) -> None:
    """Follow the top card of the deck the player must draw from (or the named card);
    it goes back under the deck, except an out-of-Jail card, which the player keeps."""
    player = state.player(action["player"])
    action["player"] = player
    due = state.chance_due.get(player)
    if due is None:
        raise RuleViolation(f"{player} has no Chance card to draw: only a player who stops on "
                            f"a Chance field draws")
    if action.get("pay"):
        if "fee" not in due:
            raise RuleViolation(f"{player} must draw a {due['deck']} card; no fee replaces it")
        del state.chance_due[player]
        finance.charge(state, player, BANK, due["fee"], "Chance: pays instead of drawing")
        return
    deck = state.decks[due["deck"]]
    if action.get("card"):
        ids = {c["id"]: c["id"] for c in state.data["chance"]
               if c["deck"] == due["deck"] and c["id"] in deck}
        chosen = match_name(action["card"], ids, kind=f"{due['deck']} Chance card")
    else:
        chosen = deck[0]
    deck.remove(chosen)
    action["card"] = chosen
    drawn = card(state, chosen)
    del state.chance_due[player]
    state.note(f"{player} draws: {drawn['en']}")
    if drawn["effect"] == "jail-card":
        state.jail_cards.setdefault(player, []).append(chosen)
    else:
        deck.append(chosen)
    EFFECTS[drawn["effect"]](state, player, drawn)


def _pay(state, player, c) -> None:
    finance.charge(state, player, BANK, c["amount"], f"Chance: {c['id']}")


def _collect(state, player, c) -> None:
    state.pay(BANK, player, c["amount"], f"Chance: {c['id']}")


def _collect_each(state, player, c) -> None:
    for other in state.in_play():
        finance.charge(state, other, player, c["amount"], f"Chance: {c['id']}")


def _jail(state, player, c) -> None:
    board.send_to_jail(state, player)


def _keep(state, player, c) -> None:
    state.note(f"{player} keeps the card: `jail {player} --card` to use it, or sell it "
               f"(`trade {player} card BUYER --price P`)")


def _go(state, player, c) -> None:
    steps = (c["field"] - state.positions[player]) % BOARD_SIZE or BOARD_SIZE
    board.travel(state, player, steps, bonus=c["bonus"])


def _back(state, player, c) -> None:
    board.travel(state, player, c["steps"], back=True)


def _repairs(state, player, c) -> None:
    houses, hotels = state.buildings_of(player)
    total = houses * c["per_house"] + hotels * c["per_hotel"]
    if total:
        finance.charge(state, player, BANK, total,
                       f"Chance: {c['id']} ({plural(houses, 'house')} x "
                       f"{dollars(c['per_house'])}, {plural(hotels, 'hotel')} x "
                       f"{dollars(c['per_hotel'])})")
    else:
        state.note(f"{player} has no buildings: nothing to pay")


def _pay_or_draw(state, player, c) -> None:
    state.chance_due[player] = {"deck": c["other"], "fee": c["amount"]}
    state.note(f"{player} pays {dollars(c['amount'])} (`draw {player} --pay`) or draws a "
               f"{c['other']} card (`draw {player}`)")


EFFECTS = {"pay": _pay, "collect": _collect, "collect-each": _collect_each, "jail": _jail,
           "jail-card": _keep, "go": _go, "back": _back, "repairs": _repairs,
           "pay-or-draw": _pay_or_draw}
