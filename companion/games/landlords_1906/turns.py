"""Turn order: the seating order of `companion new --players`, starting with whoever moves
first (the highest throw, which the table settles). A move out of turn is warned about and
the order goes on from the mover, as Discretion does for a card drawn out of turn."""

from companion.games.landlords_1906.state import LandlordState


def whose_turn(state: LandlordState) -> str | None:
    """Who plays next: None before the first move (the highest throw begins)."""
    if not state.turn:
        return None
    return state.next_player(state.turn) if state.turn_over else state.turn


def take_turn(state: LandlordState, player: str, doing: str, *, over: bool = True) -> None:
    """`player` plays (moves or throws in JAIL); `over` once that ends their turn."""
    due = whose_turn(state)
    if due and player != due:
        state.note(f"{player} {doing}, but it was {due}'s turn: the turn order is corrected "
                   f"and play goes on from {player}")
    state.turn, state.turn_over = player, over


def after_double(state: LandlordState, player: str) -> None:
    """Rule 17 ("Throwing Doubles") is lost; the house default (rules.double_throws_again,
    ruling 17) lets the thrower of a double throw again, unless the move sent them to JAIL
    or left them in the POOR HOUSE."""
    if not state.rules["double_throws_again"]:
        return
    if player in state.jailed or player in state.poor:
        state.note(f"{player} threw a double but does not throw again from "
                   f"{'JAIL' if player in state.jailed else 'the POOR HOUSE'}")
        return
    state.turn_over = False
    state.note(f"{player} threw a double and throws again (house default, ruling 17)")
