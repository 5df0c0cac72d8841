"""Build a Discretion game file with a given number of journaled actions (for benchmarks).

A seeded bot plays a real game (auctions, building, loans, cards, bankruptcies) into Year 8;
from then on the table keeps recording rent cards (the heaviest to replay: every building's
neighbours are counted), with Bank prizes whenever a card cannot be recorded.
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


def make(path: Path, actions: int, seed: int = 11) -> None:
    game = load("discretion")
    players = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    session = Session.create(path, game, players, seed=seed)
    state = session.state()
    rng = random.Random(seed)
    journal: Journal = session.journal
    written = 0
    with journal.write():
        while written < actions:
            options = candidate_actions(state, rng)
            if state.year >= 8 and not state.debts and not state.pending_auctions:
                options = [{"type": "event", "card": "general-rent"}]
            action = preferred(options, rng) if options else {
                "type": "pay", "from": "Bank", "to": rng.choice(state.in_play()),
                "amount": 10_000, "reason": "prize"}
            trial = copy.deepcopy(state, {id(state.data): state.data})  # data is read-only
            try:
                effects = game.apply(trial, action)
            except CompanionError:
                continue
            state = trial
            journal.append("action", action, game.describe(state, action), effects)
            written += 1


if __name__ == "__main__":
    make(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 2000)
