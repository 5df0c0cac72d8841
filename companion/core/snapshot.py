"""A derived cache of the replayed state, stored in the game file beside the journal.

Never the truth: a snapshot is used only when it was taken at the journal's exact chain head
under the same game, rules version and companion version, when its keyed digest (HMAC-SHA256
with this installation's key, kept in the user's data folder, never in the game file) shows
that this installation made it, and when it loads into the exact shape of a fresh state.
Anything else (stale, edited, made elsewhere, from another version) is ignored and the
journal is replayed: a moved file simply replays. The game's data is not stored: it comes
from the file's meta, as in a replay.
"""

import dataclasses
import io
import os
import pickle
from _operator import _compare_digest as compare_digest   # what hmac.compare_digest is
from pathlib import Path

from companion import __version__
from companion.core import i18n
from companion.core.chain import sha256

KEY_FILE = "snapshot.key"
_KEY_BYTES = 32


def key(game) -> str:
    """What a snapshot must have been taken under to be used: the state's words (effects,
    notes) are in the language of the replay that made it."""
    return f"{game.id}/{game.rules_version}/{__version__}/{i18n.current()}"


def dumps(state, active: tuple[int, ...]) -> bytes:
    """The state, with the actions in effect that it is the replay of."""
    out = io.BytesIO()
    _Pickler(out, state.data).dump((tuple(active), state))
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


class _Pickler(pickle.Pickler):
    """Writes the game's data (its rules, from the data file) as a reference, not a copy."""

    def __init__(self, file, data):
        super().__init__(file, protocol=5)
        self.data = data

    def persistent_id(self, obj):
        return "data" if obj is self.data else None


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


def data_folder() -> Path:
    """companion's folder in the user's data folder: $XDG_DATA_HOME/companion, else
    ~/.local/share/companion (the XDG default; a relative $XDG_DATA_HOME is ignored)."""
    base = os.environ.get("XDG_DATA_HOME", "")
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "share"
    return root / "companion"


def seal(seq: int, head: bytes, key: str, body: bytes, create: bool = False) -> bytes | None:
    """The keyed digest of a snapshot taken at entry `seq` whose chain head is `head`; None
    without a key (with `create`, a new key is made when there is none)."""
    secret = _key(create)
    if secret is None:
        return None
    message = b"companion snapshot\0%d\0%s\0" % (seq, key.encode()) + head + body
    return hmac_sha256(secret, message)


def hmac_sha256(key: bytes, message: bytes) -> bytes:
    """HMAC-SHA256 (RFC 2104) over chain's SHA-256, as the hmac module computes it (which
    would load OpenSSL: see chain.py). Keys here are shorter than SHA-256's 64-byte block."""
    block = key.ljust(64, b"\0")
    inner = sha256(block.translate(_INNER) + message).digest()
    return sha256(block.translate(_OUTER) + inner).digest()


_INNER = bytes(b ^ 0x36 for b in range(256))
_OUTER = bytes(b ^ 0x5C for b in range(256))


def unseal(seq, head, key, body, mac) -> bool:
    """Whether a snapshot row's keyed digest is this installation's."""
    if not (type(seq) is int and type(key) is str and all(
            type(v) is bytes for v in (head, body, mac))):
        return False
    expected = seal(seq, head, key, body)
    return expected is not None and compare_digest(expected, mac)


def _key(create: bool) -> bytes | None:
    """This installation's key: read, or made once (readable by the user alone)."""
    path = data_folder() / KEY_FILE
    try:
        secret = path.read_bytes()
        return secret if len(secret) == _KEY_BYTES else None
    except FileNotFoundError:
        if not create:
            return None
    except OSError:
        return None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return _key(False)   # another process made it just now
    except OSError:
        return None   # no writable data folder: no cache, every read replays
    with os.fdopen(fd, "wb") as out:
        out.write(os.urandom(_KEY_BYTES))
    return _key(False)
