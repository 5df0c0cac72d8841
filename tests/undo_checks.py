"""One property every game's journal must keep: undo then redo returns the very same state."""

import copy


def assert_undo_redo_round_trip(session, actions: list[dict], back: int, fingerprint) -> None:
    """Act `actions`, undo the last `back` (at most all), redo them; the states after each
    step equal the ones seen while playing forward."""
    prints = [fingerprint(session.state())]
    for action in actions:
        session.act(copy.deepcopy(action))
        prints.append(fingerprint(session.state()))
    back = min(back, len(actions))
    for _ in range(back):
        session.undo()
    assert fingerprint(session.state()) == prints[len(actions) - back]
    for _ in range(back):
        session.redo()
    assert fingerprint(session.state()) == prints[-1]
