"""What this computer remembers of each game file it writes: the game's setup digest, its
entry count and its chain's head, kept outside the file (in the user's data folder, beside the
snapshot key) and sealed with that key. Every write records the head before it and the head it
commits, so a file that is behind the record (entries cut) or beside it (entries companion did
not write, however their digests were made) is named in one line, and writes wait until the
table decides (`repair`, `adopt`). A file first seen on this computer, or under another path,
has no record: it is taken as it is. The record also says which process wrote last and whether
it closed the file: one that did not (killed, a crash) is named at the next `play` or `status`.
"""

import json
import os
from pathlib import Path
from typing import NamedTuple

from companion.core import snapshot
from companion.core.chain import sha256
from companion.core.i18n import _

FOLDER = "heads"
MOST = 500   # records kept (the most recently written)


class Record(NamedTuple):
    setup: str                    # hex
    heads: list[tuple[int, str]]  # (entry count, head digest hex): before a write, after it
    writer: int | None            # the process that wrote last, while it has the file open


def _file(path: Path) -> Path:
    name = sha256(str(path.resolve()).encode()).hexdigest()[:32]
    return snapshot.data_folder() / FOLDER / f"{name}.json"


def recall(path: Path) -> Record | None:
    """The record of the game file at `path`, if this computer made one and it is whole."""
    secret = snapshot._key(False)
    try:
        text = _file(path).read_bytes()
        body, mac = text.rsplit(b"\n", 1)
        if secret is None or snapshot.hmac_sha256(secret, body).hex().encode() != mac:
            return None
        found = json.loads(body)
        if found["path"] != str(path.resolve()):
            return None
        return Record(found["setup"], [(int(n), str(h)) for n, h in found["heads"]],
                      found["writer"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember(path: Path, setup: bytes, heads: list[tuple[int, bytes]],
             writer: int | None) -> None:
    """Record the heads of the game file at `path` (written atomically); without a key or a
    writable data folder, nothing (as for the snapshot: the file is then taken as it is)."""
    secret = snapshot._key(True)
    if secret is None:
        return
    body = json.dumps({"path": str(path.resolve()), "setup": setup.hex(),
                       "heads": [[n, h.hex()] for n, h in dict(heads).items()],
                       "writer": writer}).encode()
    target = _file(path)
    temporary = target.with_suffix(f".{os.getpid()}.tmp")
    new = not target.exists()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(temporary, "wb") as out:
            out.write(body + b"\n" + snapshot.hmac_sha256(secret, body).hex().encode())
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except OSError:
        temporary.unlink(missing_ok=True)
        return
    if new:
        _prune(target.parent)


def closed(path: Path) -> None:
    """This process closed the file it wrote: no longer a writer that may have crashed."""
    found = recall(path)
    if found and found.writer == os.getpid():
        heads = [(n, bytes.fromhex(h)) for n, h in found.heads[-1:]]
        remember(path, bytes.fromhex(found.setup), heads, None)


def forget(path: Path) -> None:
    _file(path).unlink(missing_ok=True)


def crashed(found: Record | None) -> bool:
    """Whether the process that wrote last ended without closing the file."""
    if not found or not found.writer or found.writer == os.getpid():
        return False
    try:
        os.kill(found.writer, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False   # alive, another user's
    return False


def judge(path: Path, found: Record | None, setup: bytes, digests: list[bytes]) -> str | None:
    """Why the file at `path` (its setup, its chain) is not what this computer recorded, in
    one line naming the entries; None when it is, or when there is no record."""
    if found is None:
        return None
    if found.setup != setup.hex():
        return _("{path} holds another game than the one companion wrote to it on this "
                 "computer").format(path=path)
    last = len(digests)

    def holds(n: int, head: str) -> bool:
        return n <= last and (digests[n - 1] if n else setup).hex() == head

    if any(n == last and holds(n, h) for n, h in found.heads):
        return None
    kept = [n for n, h in found.heads if holds(n, h)]
    if kept:
        return (_("{path}: entry #{first} was not written by companion on this computer (it "
                  "wrote up to #{count})") if max(kept) + 1 == last else
                _("{path}: entries #{first} to #{last} were not written by companion on this "
                  "computer (it wrote up to #{count})")).format(
            path=path, first=max(kept) + 1, last=last, count=max(kept))
    count = found.heads[0][0]
    if last < count:
        return (_("{path}: entry #{first} was removed outside companion (this computer wrote "
                  "it; the file ends at #{last})") if last + 1 == count else
                _("{path}: entries #{first} to #{count} were removed outside companion (this "
                  "computer wrote them; the file ends at #{last})")).format(
            path=path, first=last + 1, count=count, last=last)
    return _("{path}: its entries up to #{count} are not those companion wrote to it on this "
             "computer").format(path=path, count=count)


def _prune(folder: Path) -> None:
    """Past MOST records, drop those written longest ago (a demo's temporary file, games
    long finished): such a file is then taken as it is, as one first seen here."""
    records = []
    for record in folder.glob("*.json"):
        try:
            records.append((record.stat().st_mtime, record))
        except OSError:
            continue
    for _when, record in sorted(records)[:max(len(records) - MOST, 0)]:
        record.unlink(missing_ok=True)
