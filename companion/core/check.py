"""`companion check` and `companion repair`: a whole game file verified, every problem listed
(as `hledger check` does), and the good entries of a damaged one written to a new file."""

import dataclasses
import os
import sqlite3
from pathlib import Path
from typing import NamedTuple

from companion.core import damage, heads, snapshot
from companion.core.errors import BadInput, GameFileError, RuleViolation
from companion.core.i18n import _, ngettext
from companion.core.journal import FORMAT, Journal
from companion.core.session import Session, Unreplayable

MOST_FAILURES = 20   # entries that fail to replay before `check` stops replaying


class Report(NamedTuple):
    entries: int
    problems: list[str]
    notes: list[str]   # what is worth knowing but does no harm


def check(path: Path) -> Report:
    """Every problem of the game file at `path`: its tables and setup, its chain, each entry
    that does not replay, money not conserved (or a game's own invariant broken) after an
    action, and a state cache that disagrees with the replay."""
    try:
        journal = Journal.open(path)
    except GameFileError as exc:
        return Report(0, [str(exc)], [])
    try:
        return _check(journal)
    except GameFileError as exc:
        return Report(_entries(journal), [str(exc)], [])
    except sqlite3.DatabaseError as exc:   # damage the chain's walk did not reach
        return Report(_entries(journal), [str(damage.damaged(path, exc))], [])
    finally:
        journal.close()


def _entries(journal: Journal) -> int:
    try:
        return journal.last_seq()
    except sqlite3.DatabaseError:
        return 0


def _check(journal: Journal) -> Report:
    problems = [fault.why for fault in journal.faults(every=True)]
    count = journal.last_seq()
    try:
        session = Session(journal, verify=False)
        entries = journal.entries(verified=False)
    except GameFileError as exc:
        return Report(count, [*problems, str(exc)], [])
    chain_holds = not problems
    if chain_holds and journal.format == FORMAT:
        stranger = heads.judge(journal.path, heads.recall(journal.path), journal.setup,
                               journal.digests)
        problems += [stranger] if stranger else []
    state, broken = _replay(session, entries, problems)
    notes = []
    if state is not None and chain_holds:
        notes = _check_cache(session, state, problems)
    if broken and len(broken) >= MOST_FAILURES:
        problems.append(ngettext("stopped replaying after {n} entry that fails",
                                 "stopped replaying after {n} entries that fail",
                                 len(broken)).format(n=len(broken)))
    return Report(count, problems, notes)


def _replay(session: Session, entries, problems: list[str]):
    """(the state replayed past the entries that fail, or None; those entries), adding
    each failure and each broken invariant (where it first breaks) to `problems`."""
    skip: list[int] = []
    while True:
        broken: dict[int, list[str]] = {}
        try:
            state, _tl, _effects = session.replay(
                entries, lambda seq, s: broken.__setitem__(seq, session.game.invariants(s)),
                skip)
            break
        except Unreplayable as exc:
            skip.append(exc.seq)
            problems.append(str(exc).split(": ", 1)[1])
            if len(skip) >= MOST_FAILURES:
                return None, skip
    before: list[str] = []
    for seq, found in broken.items():
        problems += [_("after entry {seq}: {problem}").format(seq=seq, problem=p)
                     for p in found if p not in before]
        before = found
    return (None if skip else state), skip


def _check_cache(session: Session, state, problems: list[str]) -> list[str]:
    """Whether this installation's state cache agrees with the replay (`problems`), or a
    note when the file's cache is not one this installation can use."""
    journal = session.journal
    last, head = journal.verify()
    sealed = journal.sealed
    if sealed is None:
        return [_("the state cache was made elsewhere or changed: it is ignored, and the "
                  "journal replayed")] if _has_cache(journal) else []
    if (sealed.seq, sealed.head, sealed.key) != (last, head, snapshot.key(session.game)):
        return [_("the state cache is of another position or version: it is ignored")]
    loaded = snapshot.loads(sealed.body, session._new_state())
    if loaded is None:   # sealed here, by an earlier companion whose state was of another shape
        return [_("the state cache is of another position or version: it is ignored")]
    if not same(loaded[0], state):
        problems.append(_("the state cache differs from the replay (it is never used as the "
                          "truth: companion replays)"))
    return []


def same(a, b) -> bool:
    """Whether two states hold the same values: dataclasses field by field (a game's own
    class may compare by identity, as Discretion's buildings do), containers item by item.
    A state's `effects` are left out: the last action's words, which may be told otherwise
    live than in a replay (a card companion drew is named; a replay reads it as recorded)."""
    if type(a) is not type(b):
        return False
    if dataclasses.is_dataclass(a):
        return same({k: v for k, v in vars(a).items() if k != "effects"},
                    {k: v for k, v in vars(b).items() if k != "effects"})
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(map(same, a, b))
    return a == b


def _has_cache(journal: Journal) -> bool:
    try:
        return bool(journal.conn.execute("SELECT count(*) FROM snapshot").fetchone()[0])
    except sqlite3.DatabaseError:
        return False


def repair(path: Path, keep_through: int) -> tuple[Path, int]:
    """Write a new game file at `path` holding the entries up to `keep_through`, which must
    be good, and keep the damaged file beside it (dated). Returns (the kept file, entries)."""
    journal = Journal.open(path)
    try:
        meta, entries = _good_entries(journal, keep_through)
    finally:
        journal.close()
    if not check(path).problems:   # cutting a sound game would leave no trace in its log
        raise RuleViolation(_("{path} passes its check: repair is for a damaged file; "
                              "`companion undo --to {keep}` takes the later entries back, and "
                              "the log keeps them").format(path=path, keep=keep_through))
    fresh = path.with_name(f".{path.name}.repair")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{fresh}{suffix}").unlink(missing_ok=True)
    repaired = Journal.create(fresh, meta)
    try:
        with repaired.write():
            for e in entries:
                repaired.append(e.kind, e.body, e.summary, e.effects, e.at)
        Session(repaired).state()   # replays them, and seals the state cache
    except (GameFileError, RuleViolation) as exc:
        repaired.close()
        fresh.unlink()
        seq = getattr(exc, "seq", None)
        if seq:
            raise RuleViolation(_("the entries kept do not replay ({why}): keep through "
                                  "{keep}, or repair, then undo it").format(
                why=exc, keep=seq - 1)) from None
        raise RuleViolation(_("the entries kept do not replay ({why})").format(
            why=exc)) from None
    repaired.close()
    kept = Journal.retire(path, "damaged")
    os.replace(fresh, path)
    heads.forget(fresh)
    adopt(path)
    return kept, len(entries)


def adopt(path: Path) -> int:
    """Take the game file at `path` as it is on this computer: its chain must hold; its head
    is recorded (core/heads.py). Returns its entries."""
    journal = Journal.open(path)
    try:
        last, _head = journal.verify()
        if journal.format == FORMAT:
            heads.remember(path, journal.setup, [journal.head()], None)
        return last
    finally:
        journal.close()


def _good_entries(journal: Journal, keep_through: int):
    """(the setup to write again, the entries through `keep_through`), refusing any that
    is not good."""
    last = journal.last_seq()
    if keep_through > last == 0:
        raise BadInput(_("--keep-through {keep}: {path} holds no entries yet").format(
            keep=keep_through, path=journal.path))
    if not 0 <= keep_through <= last:
        raise BadInput(_("--keep-through {keep}: {path} holds entries 1 to {last}").format(
            keep=keep_through, path=journal.path, last=last))
    faults = journal.faults(every=True)
    if any(f.seq == 0 for f in faults):
        raise RuleViolation(_("{path}: {why}; repair keeps good entries, but cannot know the "
                              "setup they were played from: use a backup").format(
            path=journal.path, why=faults[0].why))
    bad = [f for f in faults if f.seq <= keep_through]
    if bad:
        raise RuleViolation(_("{path}: {why}: keep at most through entry {keep} (`companion "
                              "check` lists every problem)").format(
            path=journal.path, why=bad[0].why, keep=bad[0].seq - 1))
    meta = {k: v for k, v in journal.meta().items() if k not in ("format", "setup_digest")}
    return meta, journal.entries(through=keep_through, verified=False)
