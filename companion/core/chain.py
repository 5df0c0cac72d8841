"""The journal's chain: each entry's digest covers its content and the digest before it.

The first entry chains from the setup digest, made over every meta row, so the whole file
(setup, then entries in order) hangs on the last entry's digest, the chain's head. An entry
edited, removed, reordered or inserted outside companion breaks the chain from there on.

SHA-256 over the stored text, NUL-separated: companion writes no NUL into any field (JSON
escapes it; a summary's is replaced), so the same bytes can only come from the same fields.
The bytes are joined by SQLite itself when verifying (one blob a row: fast).
"""

import json
from typing import NamedTuple

try:   # CPython's own SHA-256, built in: hashlib's would load OpenSSL first, ~2 ms of every
    from _sha2 import sha256   # one-shot command; it hashes a 2,000-entry chain ~1 ms slower
except ImportError:            # (bench/bench_verify.py). _sha2 from Python 3.12, _sha256 before
    try:
        from _sha256 import sha256
    except ImportError:        # a build without them
        from hashlib import sha256

from companion.core.errors import GameFileError
from companion.core.i18n import _

SETUP_KEY = "setup_digest"   # the meta row holding the setup digest (hex)
MESSAGE = ("CAST(seq || x'00' || kind || x'00' || body || x'00' || effects || x'00' || at "
           "|| x'00' || summary AS BLOB)")
ROWS = f"SELECT seq, {MESSAGE}, digest FROM entries ORDER BY seq"
CHAIN = f"SELECT {MESSAGE}, digest FROM entries ORDER BY seq"   # what `walk` needs of a row
# The entries whose columns do not hold what companion writes, with whether their digest is
# missing (for `check`: the walk needs no more than the joined bytes, which a value of
# another type cannot keep the same unless it is the same text).
MISTYPED = ("SELECT seq, typeof(digest) = 'null' FROM entries WHERE typeof(kind) != 'text' "
            "OR typeof(body) != 'text' OR typeof(summary) != 'text' OR typeof(effects) != 'text' "
            "OR typeof(at) != 'text' OR typeof(digest) != 'blob' ORDER BY seq")


class Fault(NamedTuple):
    """Where the chain breaks: the entry (0 for the setup) and why, in words."""

    seq: int
    why: str


def setup_digest(meta_rows: list[tuple[str, str]]) -> bytes:
    """The digest of the setup: every meta row (as stored) but this digest's own."""
    rows = sorted([k, v] for k, v in meta_rows if k != SETUP_KEY)
    return sha256(b"companion setup\0" + json.dumps(rows).encode()).digest()


def entry_digest(previous: bytes, seq: int, kind: str, body: str, effects: str, at: str,
                 summary: str) -> bytes:
    """The digest of one entry as stored (the same bytes SQLite joins in `ROWS`)."""
    parts = (str(seq), kind, body, effects, at, summary)
    return sha256(previous + "\0".join(parts).encode()).digest()


def clean(summary: str) -> str:
    """A summary fit for the chain: no NUL (see the module's note)."""
    return summary.replace("\0", "\ufffd")


def walk(conn, setup: bytes) -> tuple[list[bytes], Fault | None]:
    """Recompute the chain: (each entry's digest, in order, up to the first fault; that
    fault, or None when the whole chain holds). One pass over the rows as SQLite yields
    them, none kept (a one-shot command pays for the memory too); only a chain that does
    not hold is read again, to say where it breaks."""
    digests, previous = [], setup
    add = digests.append
    try:
        for message, stored in conn.execute(CHAIN):
            previous = sha256(previous + message).digest()
            if previous != stored:
                break
            add(previous)
        else:   # every digest holds: each entry is where companion wrote it (its seq is in
            return digests, None   # its digest, the first chained to the setup), 1 to N
    except TypeError:   # a NULL column: found again below
        pass
    return _breaks(conn.execute(ROWS).fetchall(), setup)


def _breaks(rows: list, setup: bytes) -> tuple[list[bytes], Fault | None]:
    """`walk` for a chain that does not hold: the digests up to where it breaks, and why."""
    digests, previous = [], setup
    for seq, message, stored in rows:
        expected = len(digests) + 1
        if seq != expected:
            return digests, Fault(expected, _("entry {seq} is missing").format(seq=expected))
        if message is None or type(stored) is not bytes:   # a column NULL, or no digest
            return digests, _mistyped(seq, stored is None)
        previous = sha256(previous + message).digest()
        if previous != stored:
            return digests, Fault(seq, _("entry {seq} was changed outside companion").format(
                seq=seq))
        digests.append(previous)
    return digests, None


def faults(conn, setup: bytes) -> list[Fault]:
    """Every entry that breaks the chain, each checked against the stored digest before it
    (so that each edited entry is named, not only the first)."""
    mistyped = dict(conn.execute(MISTYPED).fetchall())
    found, previous, expected = [], setup, 1
    for seq, message, stored in conn.execute(ROWS):
        if seq != expected:
            found.append(Fault(expected, _("entry {seq} is missing").format(seq=expected)
                               if seq == expected + 1 else
                               _("entries {first} to {last} are missing").format(
                                   first=expected, last=seq - 1)))
            previous = None   # the digest this entry follows is gone with them
        expected = seq + 1
        if seq in mistyped:
            found.append(_mistyped(seq, mistyped[seq]))
        elif previous is not None and sha256(previous + message).digest() != stored:
            found.append(Fault(seq, _("entry {seq} was changed outside companion").format(
                seq=seq)))
        previous = stored if isinstance(stored, bytes) else None
    return found


def _mistyped(seq: int, no_digest: bool) -> Fault:
    if no_digest:
        return Fault(seq, _("entry {seq} carries no digest (it was added or changed outside "
                            "companion)").format(seq=seq))
    return Fault(seq, _("entry {seq} is damaged (a column holds a value of the wrong "
                        "type)").format(seq=seq))


def refusal(path, fault: Fault) -> GameFileError:
    """The one line a broken chain is refused with."""
    keep = max(fault.seq - 1, 0)
    return GameFileError(_(
        "{path}: {why}; companion will not write to it. `companion check` lists every "
        "problem; `companion repair --keep-through {keep}` keeps the entries before "
        "it").format(path=path, why=fault.why, keep=keep))
