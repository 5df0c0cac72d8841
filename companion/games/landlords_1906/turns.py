"""Turn order: the seating order of `companion new --players`, starting with whoever moves
first (the highest throw, which the table settles). A move out of turn is warned about and
the order goes on from the mover, as Discretion does for a card drawn out of turn."""

from companion.games.landlords_1906.i18n import N_, _
from companion.games.landlords_1906.state import LandlordState

# What a turn taken out of turn is told, by what the player did (take_turn's `doing`)
OUT_OF_TURN = {
    "moves": N_("{player} moves, but it was {due}'s turn: the turn order is corrected and "
                "play goes on from {player}"),
    "throws": N_("{player} throws, but it was {due}'s turn: the turn order is corrected and "
                 "play goes on from {player}"),
    "throws in JAIL": N_("{player} throws in JAIL, but it was {due}'s turn: the turn order is "
                         "corrected and play goes on from {player}"),
    "pays the JAIL fine": N_("{player} pays the JAIL fine, but it was {due}'s turn: the turn "
                             "order is corrected and play goes on from {player}"),
}


def whose_turn(state: LandlordState) -> str | None:
    """Who plays next: None before the first move (the highest throw begins)."""
    if not state.turn:
        return None
    return state.next_player(state.turn) if state.turn_over else state.turn


def take_turn(state: LandlordState, player: str, doing: str, *, over: bool = True) -> None:
    """`player` plays (`doing`: one of OUT_OF_TURN); `over` once that ends their turn."""
    due = whose_turn(state)
    if due and player != due:
        state.note(_(OUT_OF_TURN[doing]).format(player=player, due=due))
    state.turn, state.turn_over = player, over


def after_double(state: LandlordState, player: str) -> None:
    """Rule 17 ("Throwing Doubles") is lost; the house default (rules.double_throws_again,
    ruling 17) lets the thrower of a double throw again, unless the move sent them to JAIL
    or left them in the POOR HOUSE."""
    if not state.rules["double_throws_again"]:
        return
    if player in state.jailed or player in state.poor:
        state.note((_("{player} threw a double but does not throw again from JAIL")
                    if player in state.jailed else
                    _("{player} threw a double but does not throw again from the POOR HOUSE")
                    ).format(player=player))
        return
    state.turn_over = False
    state.note(_("{player} threw a double and throws again (house default, ruling 17)").format(
        player=player))
