"""A jailed player's turn: sit it out, try a double for an early exit, or play a card."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import in_parts
from companion.games.eurobusiness import board, finance
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import BANK, EuroState, dollars


def act_jail(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    board.ready(state, player)
    if player not in state.jailed:
        raise RuleViolation(_("{player} is not in Jail").format(player=player))
    how = action.get("how")
    if how == "wait":
        _wait(state, player)
    elif how == "card":
        _card(state, player)
    elif how == "throw":
        _throw(state, player, parse_throw(action["throw"]))
    else:
        raise BadInput(_("a jail turn is wait, card or throw, not {how!r}").format(how=how))


def _wait(state: EuroState, player: str) -> None:
    state.jailed[player] += 1
    served, turns = state.jailed[player], state.rules["jail_turns"]
    if served >= turns:
        del state.jailed[player]
        state.note(ngettext("{player} has sat out {n} turn and leaves Jail on the next turn",
                            "{player} has sat out {n} turns and leaves Jail on the next turn",
                            turns).format(player=player, n=turns))
    else:
        state.note(_("{player} sits out a turn in Jail ({served} of {turns})").format(
            player=player, served=served, turns=turns))
    board.end_turn(state, player)


def _card(state: EuroState, player: str) -> None:
    cards = state.jail_cards.get(player, [])
    if not cards:
        raise RuleViolation(_("{player} holds no out-of-Jail card").format(player=player))
    card = cards.pop(0)
    deck = next(c["deck"] for c in state.data["chance"] if c["id"] == card)
    state.decks[deck].under(card)
    del state.jailed[player]
    state.note(_("{player} plays the out-of-Jail card (back under the {deck} deck) and "
                 "moves now: `move {player} STEPS`").format(player=player,
                                                           deck=state.deck_word(deck)))


def _throw(state: EuroState, player: str, dice: tuple[int, int]) -> None:
    """Pay the early fee and throw: a double frees; otherwise the rest of the full fine is
    paid and the player leaves all the same (ruling: either way the token moves by the throw)."""
    early, total = state.rules["jail_early_fee"], state.rules["jail_fine_total"]
    finance.require_cash(state, player, early, _("an early try"))
    state.pay(player, BANK, early, _("Jail: fee for an early try"))
    state.rents.clear()                           # a throw: a rent not claimed stands
    del state.jailed[player]
    if dice[0] == dice[1]:
        state.note(_("{player} throws a double ({first}+{second}) and leaves Jail").format(
            player=player, first=dice[0], second=dice[1]))
    else:
        rest = in_parts([(1, _("the {amount} fine").format(amount=dollars(total))),
                         (-1, _("{amount} paid for the try").format(amount=dollars(early)))])
        finance.charge(state, player, BANK, total - early,
                       _("Jail: no double ({first}+{second}), the rest of the fine: "
                         "{parts}").format(first=dice[0], second=dice[1], parts=rest))
    board.travel(state, player, sum(dice), dice=sum(dice))
    board.end_turn(state, player)


def parse_throw(text) -> tuple[int, int]:
    """`3,4` or `3+4` -> (3, 4)."""
    parts = str(text).replace("+", ",").split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() and 1 <= int(p) <= 6 for p in parts):
        raise BadInput(_("not a throw of two dice: {throw!r} (e.g. 3,4)").format(throw=text))
    return int(parts[0]), int(parts[1])
