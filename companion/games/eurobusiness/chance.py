"""The blue and red Chance decks: seeded digital decks, or the card the table drew."""

import random

from companion.core.errors import RuleViolation
from companion.core.money import in_parts
from companion.core.names import match_name
from companion.core.pile import Pile
from companion.games.eurobusiness import board, finance
from companion.games.eurobusiness import state as words
from companion.games.eurobusiness.data import BOARD_SIZE
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import BANK, EuroState, dollars, name, times


def shuffled_decks(data: dict, seed: int) -> dict[str, Pile]:
    """Each deck shuffled face down: any of its cards may be on top until those drawn come
    back "at the bottom of the pile"."""
    decks = {}
    for deck in data["decks"]:
        cards = [c["id"] for c in data["chance"] if c["deck"] == deck]
        random.Random(f"{seed}:{deck}").shuffle(cards)
        decks[deck] = Pile(cards, [len(cards)])
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
        raise RuleViolation(_("{player} has no Chance card to draw: only a player who stops on "
                              "a Chance field draws").format(player=player))
    if action.get("pay"):
        if "fee" not in due:
            raise RuleViolation(_("{player} must draw a {deck} card; no fee replaces it").format(
                player=player, deck=state.deck_word(due["deck"])))
        del state.chance_due[player]
        finance.charge(state, player, BANK, due["fee"], _("Chance: pays instead of drawing"))
        return
    pile = state.decks[due["deck"]]
    chosen = None
    if action.get("card"):
        ids = {c["id"]: c["id"] for c in state.data["chance"]
               if c["deck"] == due["deck"] and c["id"] in pile}
        chosen = match_name(action["card"], ids, kind=_("{deck} Chance card").format(
            deck=state.deck_word(due["deck"])))
        _can_top(state, pile, chosen, player)
    chosen = pile.take(chosen)
    action["card"] = chosen
    drawn = card(state, chosen)
    del state.chance_due[player]
    if state.card_word(drawn) != name(drawn):   # the line of the draw names it by its id
        state.note(_("{player} draws: {card}").format(player=player, card=name(drawn)))
    if drawn["effect"] == "jail-card":
        state.jail_cards.setdefault(player, []).append(chosen)
    else:
        pile.under(chosen)
    EFFECTS[drawn["effect"]](state, player, drawn)


def _can_top(state: EuroState, pile: Pile, card_id: str, player: str) -> None:
    """Refuse a card the table names that cannot be on top of its pile now: one drawn and
    put back "at the bottom of the pile" lies under the cards not drawn since."""
    if not pile.can_top(card_id):
        below = pile.above(card_id)
        raise RuleViolation(ngettext(
            "{card} cannot be on top of the {deck} pile now: it went back under it, and {n} "
            "card lies on it (`draw {player}` takes the top one)",
            "{card} cannot be on top of the {deck} pile now: it went back under it, and {n} "
            "cards lie on it (`draw {player}` takes the top one)", below).format(
            card=state.card_word(card(state, card_id)), n=below, player=player,
            deck=state.deck_word(state.chance_due[player]["deck"])))


def _reason(state, c) -> str:
    return _("Chance: {card}").format(card=state.card_word(c))


def _pay(state, player, c) -> None:
    finance.charge(state, player, BANK, c["amount"], _reason(state, c))


def _collect(state, player, c) -> None:
    state.pay(BANK, player, c["amount"], _reason(state, c))


def _collect_each(state, player, c) -> None:
    for other in state.in_play():
        finance.charge(state, other, player, c["amount"], _reason(state, c))


def _jail(state, player, c) -> None:
    board.send_to_jail(state, player)


def _keep(state, player, c) -> None:
    state.note(_("{player} keeps the card: `jail {player} --card` to use it, or sell it "
                 "(`trade {player} card BUYER --price P`)").format(player=player))


def _go(state, player, c) -> None:
    steps = (c["field"] - state.positions[player]) % BOARD_SIZE or BOARD_SIZE
    board.travel(state, player, steps, bonus=c["bonus"])


def _back(state, player, c) -> None:
    board.travel(state, player, c["steps"], back=True)


def _repairs(state, player, c) -> None:
    houses, hotels = state.buildings_of(player)
    total = houses * c["per_house"] + hotels * c["per_hotel"]
    if total:
        terms = [(1, times(words.houses(houses), c["per_house"]))] * bool(houses) + [
            (1, times(words.hotels(hotels), c["per_hotel"]))] * bool(hotels)
        finance.charge(state, player, BANK, total, _("{reason}: {parts}").format(
            reason=_reason(state, c), parts=in_parts(terms)))
    else:
        state.note(_("{player} has no buildings: nothing to pay").format(player=player))


def _pay_or_draw(state, player, c) -> None:
    state.chance_due[player] = {"deck": c["other"], "fee": c["amount"]}
    state.note(_("{player} pays {amount} (`draw {player} --pay`) or draws a {deck} card "
                 "(`draw {player}`)").format(player=player, amount=dollars(c["amount"]),
                                            deck=state.deck_word(c["other"])))


EFFECTS = {"pay": _pay, "collect": _collect, "collect-each": _collect_each, "jail": _jail,
           "jail-card": _keep, "go": _go, "back": _back, "repairs": _repairs,
           "pay-or-draw": _pay_or_draw}
