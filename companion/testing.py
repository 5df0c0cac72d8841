"""companion.testing: a pytest plugin that holds a game package to companion's invariants.

A package turns it on in its tests' `conftest.py` and calls its fixture (docs/games.md):

    pytest_plugins = ["companion.testing"]

    def test_the_game_keeps_companions_rules(companion_conformance):
        companion_conformance("plainbank")

It plays the game at random (`Game.random_action`) through a real game file, and after every
action checks: money conserved and the game's own invariants; the journal replayed gives the
state played; undo restores the state before and redo the one after; `status --json` and
`score --json` have their documented shape (docs/json.md); every word said went through a
catalog (played again in the pseudo language, where each catalog message comes back
⟦marked⟧); and, once, that the package imports only companion's public modules. pytest is
imported only when it loads this module as a plugin; `problems()` checks without it.
"""

import ast
import copy
import importlib
import json
import random
import re
import tempfile
from pathlib import Path

from companion.core.errors import CompanionError

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal")
MARK = re.compile(r"⟦[^⟦⟧]*⟧")
LETTER = re.compile(r"[^\W\d_]")
SCRATCH = ("effects", "transfers")   # the last action's words and payments, not the state


def problems(game_id: str, *, plays: int = 3, actions: int = 30, seed: int = 0) -> list[str]:
    """What is wrong with the game `game_id` (an installed package's, by its id): its
    private imports, then from each of `plays` random plays of up to `actions` actions
    (seeds `seed`, `seed` + 1, ...) the first action after which a check fails."""
    from companion import games

    try:
        game = games.load(game_id)
    except CompanionError as exc:
        return [f"{game_id} does not load: {exc}"]
    found = [f"{game_id} imports a private module of companion: {line}"
             for line in package_imports(game)]
    with tempfile.TemporaryDirectory() as folder:
        for n in range(plays):
            found += play(game, Path(folder) / f"play-{n}.db", seed + n, actions)
    return found


def package_imports(game) -> list[str]:
    """The private imports of companion in the game's package (file and line each)."""
    package = type(game).__module__.rpartition(".")[0]
    folder = Path(importlib.import_module(package).__file__).parent
    return [f"{path.relative_to(folder.parent)} {problem}" for path in sorted(folder.rglob("*.py"))
            for problem in private_imports(path.read_text(encoding="utf-8"), package)]


def private_imports(source: str, own: str) -> list[str]:
    """The imports of companion in `source` outside the package `own` that are not public
    (companion.games.PUBLIC): a module not listed, or a name beginning with '_'."""
    from companion.games import PUBLIC

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [(a.name, None) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            targets = [(node.module, a.name) for a in node.names]
        else:
            continue
        for module, name in targets:
            if module.split(".")[0] != "companion" or module.startswith(own):
                continue
            whole = f"{module}.{name}" if name else module
            if whole in PUBLIC:          # `from companion.cli import output`
                continue
            if module not in PUBLIC or (name or "").startswith("_"):
                found.append(f"line {node.lineno}: {whole}")
    return found


def play(game, path: Path, seed: int, actions: int) -> list[str]:
    """One random play in a game file at `path`: the first action a check fails after, in
    a line a problem; nothing when all is well."""
    from companion.core.session import Session

    rng = random.Random(seed)
    data = game.load_data()
    seats = [n for n in range(2, len(NAMES) + 1) if _seats_ok(game, n, data)]
    players = list(NAMES[:rng.choice(seats)]) if seats else list(NAMES[:3])
    session = Session.create(path, game, players, seed=seed)
    for n in range(1, actions + 1):
        state = session.state()
        action = game.random_action(state, rng)
        if action is None:
            break
        typed = copy.deepcopy(action)
        try:
            wrong = step(session, action)
        except Exception as exc:   # the game's own bug: said with the action that hit it
            wrong = [f"raised {type(exc).__name__}: {exc}"]
        if wrong:
            where = f"{game.id}, {len(players)} players, seed {seed}, action {n} {typed}"
            return [f"{where}: {w}" for w in wrong]
    return []


def _seats_ok(game, n: int, data: dict) -> bool:
    try:
        game.check_seats(list(NAMES[:n]), data)
    except CompanionError:
        return False
    return True


def step(session, action: dict) -> list[str]:
    """Play `action` and check everything after it (a refused one: that nothing changed,
    and its refusal's words)."""
    game, state = session.game, session.state()
    before, kept = fingerprint(state), copy.deepcopy(state)
    try:
        session.act(action)
    except CompanionError:
        changed = fingerprint(session.state()) != before
        return ["a refused action changed the state"] * changed + words(game, kept, action)
    state = session.state()
    after = fingerprint(state)
    wrong = conserved(state) + [p for p in game.invariants(state) if p not in conserved(state)]
    if fingerprint(session.replay()[0]) != after:
        wrong.append("the journal replayed does not give the state played")
    wrong += json_shape(game, state) + hooks(game, state) + words(game, kept, action)
    session.undo()
    if fingerprint(session.state()) != before:
        wrong.append("undo does not restore the state before the action")
    session.redo()
    if fingerprint(session.state()) != after:
        wrong.append("redo does not give the state after the action again")
    return wrong


def conserved(state) -> list[str]:
    """Money conserved: every account together sums to nothing (the game's own `invariants`
    say so too, unless a game overrides them)."""
    total = state.ledger.total()
    return [f"money not conserved: accounts sum to {total}"] if total else []


def fingerprint(state) -> object:
    """The state as plain, comparable data (sets sorted), less the last action's scratch."""
    return _plain({k: v for k, v in vars(state).items() if k not in SCRATCH})


def _plain(value):
    if isinstance(value, dict):
        return {repr(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(repr(v) for v in value)
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return [type(value).__name__, _plain(vars(value))]
    return value


def json_shape(game, state) -> list[str]:
    """What is wrong with `status --json` and `score --json` now (docs/json.md)."""
    from companion.games import shape

    wrong = []
    for view, number in (("status", "cash"), ("score", "total")):
        try:
            document = getattr(shape, view)(game, state)
            json.dumps(document)
        except (TypeError, ValueError, KeyError) as exc:
            wrong.append(f"`{view} --json` cannot be written: {type(exc).__name__}: {exc}")
            continue
        if _floats(document):
            wrong.append(f"`{view} --json` holds numbers that are not whole: {_floats(document)}")
        if any(type(row[number]) is not int for row in document["players"]):
            wrong.append(f"`{view} --json`: a player's {number} is not a whole number")
    return wrong


def hooks(game, state) -> list[str]:
    """What is wrong with what the table's hooks give now: the panel's shape (a cell a row
    per column, words or whole numbers, its money columns among its columns) and each
    transfer's kind (companion's or the game's own `transfer_kinds`)."""
    from companion.table.flows import ORDER

    wrong = []
    panel = game.panel(state)
    if panel is not None:
        if any(len(row) != len(panel.columns) for row in panel.rows):
            wrong.append("the panel has a row without a cell for each column")
        if any(type(cell) not in (str, int) for row in panel.rows for cell in row):
            wrong.append("the panel holds a cell that is neither words nor a whole number")
        if not set(panel.money) <= set(panel.columns):
            wrong.append(f"the panel's money columns {panel.money} are not all its columns")
    for reason in (t[3] for t in state.transfers):
        kind = game.transfer_kind(reason)
        if kind is not None and kind not in ORDER and kind not in game.transfer_kinds:
            wrong.append(f"transfer_kind says {kind!r} for {reason!r}: neither one of "
                         f"companion's kinds nor of the game's transfer_kinds")
    return wrong


def _floats(value) -> list:
    if isinstance(value, float):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(
        value, list) else ()
    return [f for item in items for f in _floats(item)]


def words(game, state, action: dict) -> list[str]:
    """What `action` says on `state` (its effects, its log line, or its refusal) and what the
    table then shows (headline, what waits, the phones' moves and holdings, the panel),
    played again in the pseudo language: each line with a word outside the catalogs' marks
    but names, the data file's words and what was typed."""
    from companion.core import i18n

    said, trial = [], copy.deepcopy(state)
    with i18n.speaking(i18n.PSEUDO):
        try:
            said += game.apply(trial, copy.deepcopy(action))
            said.append(game.describe(trial, action))
            said.append(game.headline(trial))
            said += [w for s in game.waiting(trial) for w in (s.says, s.doing)]
            for player in trial.players:
                said += [m.label for m in game.requestable(trial, player)]
                said += game.holdings(trial, player)
            panel = game.panel(trial)
            if panel is not None:
                said += [panel.title, *panel.columns,
                         *(c for row in panel.rows for c in row if isinstance(c, str))]
        except CompanionError as exc:
            said.append(str(exc))
    allowed = sorted({*state.players, *game.public_accounts, game.title,
                      *game.titles.values(), game.money_style.replace("{}", ""),
                      *_strings(state.data), *_strings(action)}, key=len, reverse=True)
    bare = [line for line in said if _unmarked(line, allowed)]
    return [f"said without a catalog: {line!r}" for line in dict.fromkeys(bare)]


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(
        value, (list, tuple)) else ()
    return [s for item in items for s in _strings(item)]


def _unmarked(line: str, allowed: list[str]) -> bool:
    rest = line
    while MARK.search(rest):
        rest = MARK.sub("", rest)
    for word in allowed:
        if word:
            rest = rest.replace(word, "")
    return bool(LETTER.search(rest))


def pytest_configure(config) -> None:
    """As a pytest plugin: the `companion_conformance` fixture (once, however many
    conftest files name the plugin)."""
    if config.pluginmanager.has_plugin("companion-conformance"):
        return
    import pytest

    class Conformance:
        @pytest.fixture
        def companion_conformance(self):
            """check(game_id, plays=3, actions=30, seed=0): fails the test with every
            problem found (see companion.testing)."""
            def check(game_id: str, **how) -> None:
                found = problems(game_id, **how)
                if found:
                    pytest.fail(f"{game_id} breaks companion's rules for a game package:\n"
                                + "\n".join(found), pytrace=False)
            return check

    config.pluginmanager.register(Conformance(), "companion-conformance")
