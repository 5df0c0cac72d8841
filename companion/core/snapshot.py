"""A derived cache of the replayed state, stored in the game file beside the journal.

Never the truth: a snapshot is used only when it was taken at the journal's last entry under
the same game, rules version and companion version, and when it loads into the exact shape of
a fresh state. Anything else (stale, corrupt, from another version) is ignored and the journal
is replayed. The game's data is not stored: it comes from the file's meta, as in a replay.
"""

import dataclasses
import io
import pickle

from companion import __version__


def key(game) -> str:
    """What a snapshot must have been taken under to be used."""
    return f"{game.id}/{game.rules_version}/{__version__}"


def dumps(state, active: tuple[int, ...]) -> bytes:
    """The state, with the actions in effect that it is the replay of."""
    out = io.BytesIO()
    pickler = pickle.Pickler(out, protocol=5)
    pickler.persistent_id = lambda obj: "data" if obj is state.data else None
    pickler.dump((tuple(active), state))
    return out.getvalue()


def loads(blob: bytes, fresh):
    """(the state in `blob`, sharing `fresh`'s data, and its actions in effect); None unless
    it is a sound state of the same kind as `fresh` (the game's new state)."""
    try:
        active, state = _Unpickler(io.BytesIO(blob), fresh).load()
    except Exception:   # whatever a damaged or foreign blob raises: it is only a cache
        return None
    if (type(state) is not type(fresh) or vars(state).keys() != vars(fresh).keys()
            or type(active) is not tuple or not all(type(s) is int for s in active)):
        return None
    return state, active


class _Unpickler(pickle.Unpickler):
    """Builds nothing but dataclasses of companion or of the game's own package (a game
    package outside companion, docs/games.md): no functions, no other classes."""

    def __init__(self, file, fresh):
        super().__init__(file)
        self.data = fresh.data
        self.home = type(fresh).__module__.split(".")[0] + "."

    def persistent_load(self, pid):
        if pid != "data":
            raise pickle.UnpicklingError(f"unknown reference {pid!r}")
        return self.data

    def find_class(self, module, name):
        ours = module.startswith(("companion.", self.home))
        cls = super().find_class(module, name) if ours else None
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
            raise pickle.UnpicklingError(f"{module}.{name} is not a companion state class")
        return cls
