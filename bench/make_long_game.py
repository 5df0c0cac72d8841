"""Build a game file with a given number of journaled actions (for benchmarks).

Discretion: a seeded bot plays a real game (auctions, building, loans, cards, bankruptcies),
some 150 actions to its end; after each of its actions the Bank pays a few prizes, until the
journal holds the count (mid-game: nothing moves money once a game is over, ruling 14).
The Landlord's Game: the random-play test's seeded turns (moves, sales, houses, Chance,
jail, the Single Tax voted in half-way), each played by the player whose turn it is.
"""

import copy
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.errors import CompanionError  # noqa: E402
from companion.core.journal import Journal  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games import load  # noqa: E402
from tests.discretion_bot import candidate_actions, preferred  # noqa: E402

PRIZES_PER_ACTION = 15   # 2,000 entries in some 125 of the bot's actions (more for more)
TURN_MOST = 10   # the most entries one Landlord's turn (and the sale it leaves) journals


def make(path: Path, actions: int, seed: int = 11, game: str = "discretion") -> None:
    """`actions` entries: all but the last journaled directly, the last one acted as at the
    table, which stores the state's snapshot (as every action does; a read never does)."""
    if game == "discretion":
        _make_discretion(path, actions - 1, seed)
    else:
        _make_landlords(path, actions - 1, seed)
    session = Session.open(path)
    with session.journal.write():   # its checkpoints, as the table's actions store them
        state = session.state()
    public = session.game.public_accounts
    unit = 10_000 if game == "discretion" else 1   # Discretion's smallest note
    try:
        for name in state.in_play():
            try:
                session.act({"type": "pay", "from": name, "to": public[0], "amount": unit,
                             "reason": "the last entry"})
                return
            except CompanionError:
                continue
        raise RuntimeError("no player could pay the last entry")
    finally:
        session.journal.close()   # the file alone holds the game (its WAL moved into it)


def _make_discretion(path: Path, actions: int, seed: int) -> None:
    game = load("discretion")
    players = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    session = Session.create(path, game, players, seed=seed)
    state = session.state()
    rng = random.Random(seed)
    journal: Journal = session.journal
    written = refused = 0
    prizes = max(PRIZES_PER_ACTION, actions // 125)

    def attempt(action: dict):
        """(the state after `action`, its effects), or None when the rules refuse it."""
        trial = copy.deepcopy(state, {id(state.data): state.data})  # data is read-only
        try:
            return trial, game.apply(trial, action)
        except CompanionError:
            return None

    def record(action: dict) -> bool:
        nonlocal state, written
        done = attempt(action)
        if done is not None:
            state, effects = done
            journal.append("action", action, game.describe(state, action), effects)
            written += 1
        return done is not None

    with journal.write():
        while written < actions:
            options = candidate_actions(state, rng)
            if not options:
                raise RuntimeError(f"the game ended after {written} of {actions} actions")
            if not record(preferred(options, rng)):
                refused += 1
                if refused > 10_000:
                    raise RuntimeError(f"the bot found no legal action after {written} actions")
                continue
            refused = 0
            for _ in range(min(prizes, actions - written)):
                record({"type": "pay", "from": "Bank", "to": rng.choice(state.in_play()),
                        "amount": 10_000, "reason": "prize"})


class _JournalingTable:
    """The random-play test's table (`state`, `do`, `cash`), journaling every action."""

    def __init__(self, session: Session):
        self.session, self.state = session, session.state()
        self.written = 0

    def do(self, kind: str, **args) -> list[str]:
        action = {"type": kind, **args}
        effects = self.session.game.apply(self.state, action)
        self.session.journal.append("action", action,
                                    self.session.game.describe(self.state, action), effects)
        self.written += 1
        return effects

    def cash(self, name: str) -> int:
        return self.state.ledger.balance(name)


def _make_landlords(path: Path, actions: int, seed: int) -> None:
    """Whole turns while they fit in `actions`; the rest (fewer than a turn may take) are the
    players' payments of $1 to the Treasury, so the journal holds the count exactly."""
    from companion.games.landlords_1906 import turns
    from tests.test_landlords_random_play import _turn

    session = Session.create(path, load("landlords"), ["Ann", "Bob", "Cy", "Dee"], seed=seed)
    table, rng = _JournalingTable(session), random.Random(seed)
    with session.journal.write():
        table.do("deal")
        turn = 0
        while actions - table.written >= TURN_MOST:
            player = turns.whose_turn(table.state) or table.state.players[0]
            if turn == 150 and not table.state.pending:
                table.do("single-tax", votes=table.state.players[:2])
            _turn(table, rng, player)
            if table.state.pending:
                _turn(table, rng, table.state.pending["player"])
            turn += 1
        while table.written < actions:
            payer = max(table.state.in_play(), key=table.cash)
            table.do("pay", **{"from": payer, "to": session.game.public_accounts[0],
                               "amount": 1, "reason": "the count"})


if __name__ == "__main__":
    make(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 2000,
         game=sys.argv[3] if len(sys.argv) > 3 else "discretion")
