"""A game file opened for play: replay the journal, act, undo, redo."""

import sqlite3
from typing import NamedTuple
from pathlib import Path

from companion import __version__
from companion.core import i18n, snapshot
from companion.core.errors import CompanionError, GameFileError, RuleViolation
from companion.core.i18n import _, ngettext
from companion.core.journal import Entry, Journal


class LogItem(NamedTuple):
    """One entry as `log` shows it. (Records are NamedTuples, not dataclasses: much cheaper
    to define, and every one-shot command pays for its imports.)"""

    seq: int
    kind: str
    summary: str
    effects: list[str]
    undone: bool
    at: str
    balances: dict[str, int] | None = None   # every account just after it, if in effect
    problem: str | None = None               # why it no longer replays, if it does not
    type: str | None = None                  # an action's type (`pay`, `build`); None else
    transfers: tuple = ()                    # (payer, payee, amount, reason) it moved


class _Cached(NamedTuple):
    version: int   # the file's data_version when `state` was known to be current
    seq: int       # the journal's last entry, which `state` follows
    head: bytes | None   # the chain's head there
    state: object
    active: tuple[int, ...]   # the actions in effect, of which `state` is the replay
    lang: str      # the language its words (effects, notes) were written in


LISTED = 3   # an undo or redo names this many entries one by one, more as a range
SEEN = 100   # states a session remembers (as snapshots), so that undo and redo need no replay
EVERY = 500  # entries between checkpoints (sealed states): what an undo replays at most, about


class Session:
    def __init__(self, journal: Journal, verify: bool = True):
        """The game in `journal`, its chain verified (unless not `verify`: `check` lists
        what is wrong rather than stopping at the first)."""
        from companion import games

        self.journal = journal
        self.meta = journal.meta()
        self._cache: _Cached | None = None
        # (language, the actions in effect) -> their state, its words in that language
        self._seen: dict[tuple[str, tuple[int, ...]], bytes] = {}
        self.rehearsing = False   # `act` only shows what it would do (raises Rehearsed)
        self.asking = None        # the player's request (core/links.py) `act` carries out
        try:
            self.game = games.load(self.meta["game"])
        except games.Unloadable as exc:   # a game package that is installed but broken
            raise GameFileError(f"{journal.path}: {exc}") from None
        except (CompanionError, KeyError):
            raise GameFileError(_("{path} holds a game this companion does not know: "
                                  "{game!r}").format(path=journal.path,
                                                     game=self.meta.get("game"))) from None
        if self.meta.get("rules_version") != self.game.rules_version:
            raise GameFileError(_("{path} was played under rules {played!r}; this companion "
                                  "has {rules!r}").format(
                path=journal.path, played=self.meta.get("rules_version"),
                rules=self.game.rules_version))
        if verify:
            journal.verify()

    @property
    def title(self) -> str:
        """The game's title as this table's game goes by it (`Game.table_title`)."""
        return self.game.table_title(self.meta["data"])

    # --- opening ----------------------------------------------------------------
    @classmethod
    def open(cls, path: Path) -> "Session":
        return cls(Journal.open(path))

    @classmethod
    def create(cls, path: Path, game, players: list[str], data_path: Path | None = None,
               seed: int | None = None, *, replace: bool = False,
               options: dict | None = None, lang: str = "en",
               rules: dict[str, str] | None = None) -> "Session":
        """Validate everything, then write the new game file (for a table speaking `lang`).

        `options` are the table's choices for this game (e.g. {"months": 3}) and `rules` the
        rule switches it set (NAME -> VALUE typed, `Game.switches`), kept in its data.
        With `replace`, an existing file is first copied to a dated `.bak` beside it.
        """
        import secrets

        data = game.configure(game.set_rules(game.load_data(data_path), rules or {}),
                              options or {})
        seed = secrets.randbits(48) if seed is None else seed
        game.new_state(players, data, seed)  # validates the players before any file is touched
        if replace and path.exists():
            Journal.retire(path)
        meta = {
            "game": game.id,
            "rules_version": game.rules_version,
            "companion_version": __version__,
            "players": players,
            "seed": seed,
            "data": data,
            "data_source": str(data_path or game.default_data_path()),
            "lang": lang,
        }
        return cls(Journal.create(path, meta))

    def after_crash(self) -> str | None:
        """The last entry, in one line, when the companion that wrote last ended without
        closing the file (core/heads.py): what a banker checks before typing it again."""
        from companion.core import heads

        self.journal.verify()
        if not heads.crashed(self.journal.record):
            return None
        seq = self.journal.head()[0]
        last = self.journal.entries(light=True, after=seq - 1)
        if not last:
            return None
        return _("last entry: #{seq} {summary} (the companion that wrote it ended without "
                 "closing the game file: what is not listed was not saved)").format(
            seq=last[0].seq, summary=last[0].summary)

    # --- replay -----------------------------------------------------------------
    def replay(self, entries: list[Entry] | None = None, after_each=None, skip=()):
        """Rebuild the state from the journal; returns (state, timeline, effects by seq).

        `after_each(seq, state)`, if given, is called after each action in effect; the
        actions in `skip` are left out (`companion check` goes on past one that fails).
        """
        entries = self.journal.entries() if entries is None else entries
        tl = _timeline(entries)
        by_seq = {e.seq: e for e in entries}
        state = self._new_state()
        effects: dict[int, list[str]] = {}
        for seq in (s for s in tl.active if s not in skip):
            try:
                effects[seq] = list(self.game.apply(state, _action(by_seq[seq])))
            except Exception as exc:
                raise self._unreplayable(tl.active, seq, exc) from None
            if after_each:
                after_each(seq, state)
        return state, tl, effects

    def played(self, active: tuple[int, ...], after_each=None, since: int | None = None):
        """The state of the actions `active`, in order: from the newest checkpoint (sealed
        by this installation, at the chain's digest) whose actions begin them, then the rest
        replayed, `after_each(entry, state, effects)` after each; with `since`, the replay
        begins at `active[since]` or before. On the way, a writing session stores a
        checkpoint at the first action past each multiple of EVERY entries (core/journal.py)."""
        fresh, key = self._new_state(), snapshot.key(self.game)
        begins = active if since is None else active[:since]
        state, start = fresh, 0
        found = self.journal.checkpoint(set(begins), key)
        loaded = snapshot.loads(found.body, fresh) if found else None
        if loaded and loaded[1] == begins[:len(loaded[1])]:
            state, start = loaded[0], len(loaded[1])
        rest = active[start:]
        by_seq = {e.seq: e for e in self.journal.entries(after=rest[0] - 1, through=rest[-1])
                  } if rest else {}
        for i, seq in enumerate(rest, start):
            try:
                effects = list(self.game.apply(state, _action(by_seq[seq])))
            except Exception as exc:
                raise self._unreplayable(active, seq, exc) from None
            if after_each:
                after_each(by_seq[seq], state, effects)
            if self.journal.writable and (active[i - 1] if i else 0) // EVERY < seq // EVERY:
                self._checkpoint(seq, snapshot.dumps(state, active[:i + 1]))
        return state

    def _checkpoint(self, seq: int, blob: bytes) -> None:
        """Store a checkpoint when this session holds the write lock, else when it can take
        it at once (it is only a cache)."""
        if self.journal.locked:
            return self.journal.save_checkpoint(seq, snapshot.key(self.game), blob)
        if self.journal.conn.in_transaction:
            return
        try:
            with self.journal.try_write():
                self.journal.save_checkpoint(seq, snapshot.key(self.game), blob)
        except sqlite3.OperationalError:
            pass

    def _unreplayable(self, active, seq: int, exc: Exception) -> "Unreplayable":
        """Entry `seq` failed to replay with `exc`: what to say, and how to take it back."""
        why = exc if isinstance(exc, CompanionError) else _(
            "a value in it is of the wrong kind or missing: {error}").format(
            error=type(exc).__name__)
        return Unreplayable(seq, _("{path}: entry {seq} no longer replays ({why}); "
                                   "`companion log` shows it, `companion {undo}` takes "
                                   "it back").format(path=self.journal.path, seq=seq, why=why,
                                                     undo=_undo_command(active, seq)))

    def told(self, state, action: dict) -> str:
        """An action's summary in the current language, from the state just after it: the
        game's own line, who asked for it from their phone, and the dice companion rolled."""
        summary = self.game.describe(state, action)
        if action.get("asked_by"):
            summary = _("{summary} (asked by {player})").format(summary=summary,
                                                                player=action["asked_by"])
        if action.get("rolled"):
            summary = _("{summary}, dice rolled by companion: {dice}").format(
                summary=summary, dice=" + ".join(map(str, action["rolled"])))
        return summary

    def retell(self, entries: list[Entry], window=None) -> "Retold":
        """Every entry told again in the current language (its summary as written stays in
        the journal, whose chain covers it), walking the journal as it was played: each
        action on the state it was played on, an undone one too (an undo goes back to the
        state it returns to, kept on the way), and each undo or redo naming what it covers.
        An action that no longer replays, and what was played after it until an undo
        returns before it, keep the words they were written in. With `window` (the timeline
        just before the first of `entries`, and at the journal's end: timeline.walked),
        `entries` are a part of the journal, told from the state there (`played`); a state
        an undo returns to that was not met on the way is played likewise."""
        import copy

        from companion.core.timeline import Timeline

        walk, tl = window or (Timeline(), _timeline(entries))
        in_effect, returns = set(tl.active), _undo_returns(entries, walk.copy())
        by_seq = {e.seq: e for e in entries}
        told = Retold(tl, {}, {}, {}, {}, {})
        state, saved, broken = self._new_state(), {}, False
        if walk.active:
            try:
                state = self.played(tuple(walk.active))
            except GameFileError:
                broken = True

        def entry(seq: int) -> Entry:   # a redone action before the window: read it
            if seq not in by_seq:
                by_seq.update((e.seq, e) for e in self.journal.entries(after=seq - 1,
                                                                       through=seq))
            return by_seq[seq]

        def play(seq: int, point: int) -> None:
            """Apply action `seq` on the state after action `point` (0: none), and tell it."""
            nonlocal broken
            if point in returns and point not in saved and not broken:
                saved[point] = copy.deepcopy(state)
            if broken:
                return
            try:
                action = _action(entry(seq))
                effects = list(self.game.apply(state, action))
                told.summaries.setdefault(seq, self.told(state, action))
            except Exception as exc:
                broken = True
                if seq in in_effect and not told.problems:
                    told.problems[seq] = str(self._unreplayable(tl.active, seq, exc))
                return
            told.effects.setdefault(seq, effects)
            told.transfers.setdefault(seq, tuple(state.transfers))
            if seq in in_effect:
                told.balances[seq] = dict(state.ledger.balances)

        for e in entries:
            point = walk.active[-1] if walk.active else 0
            if e.kind == "action" or not walk.readable(e):
                play(e.seq, point)
            else:
                if e.kind == "undo":
                    targets = e.body["targets"]
                    kept = [s for s in walk.active if s not in targets]
                    back = saved.get(kept[-1] if kept else 0)
                    if back is None and window:
                        back = self._played_or_none(tuple(kept))
                    broken, state = back is None, copy.deepcopy(back)
                else:
                    targets = walk.redo_stack[-1]
                    for seq in sorted(targets):
                        play(seq, point)
                        point = seq
                if all(s in told.summaries for s in targets):
                    told.summaries[e.seq] = (_("undo {entries}") if e.kind == "undo" else
                                             _("redo {entries}")).format(
                        entries=_listing(targets, told.summaries))
            walk.feed(e)
        return told

    def state(self):
        """The state after the journal's last entry, the file verified first. It is kept
        between calls while no other process writes to the file (SQLite's data_version),
        else read from the file's snapshot when this installation sealed it at the chain's
        exact head, else replayed (and the snapshot renewed by a session that writes)."""
        version, lang = self.journal.data_version(), i18n.current()
        cached = self._cache if self._cache and self._cache.lang == lang else None
        if cached and cached.version == version:
            return cached.state
        blob = None
        with self.journal.reading():   # the chain, its snapshot and entries of one moment
            version = self.journal.data_version()
            last, head = self.journal.verify()
            sealed = self.journal.sealed
            if cached and (cached.seq, cached.head) == (last, head):
                state, active = cached.state, cached.active
            elif sealed and (sealed.seq, sealed.head, sealed.key) == (
                    last, head, snapshot.key(self.game)) and (
                    loaded := snapshot.loads(sealed.body, self._new_state())) is not None:
                state, active = loaded
                self._remember(active, sealed.body)
            else:
                active = tuple(_outlined(self.journal).active)
                state = self.played(active)
                blob = snapshot.dumps(state, active)
                self._remember(active, blob)
        if blob is not None:
            self._save_snapshot(last, blob)
        self._cache = _Cached(version, last, head, state, active, lang)
        return state

    def _new_state(self):
        """A fresh state from the file's setup; a setup the game cannot read is one line."""
        try:
            state = self.game.new_state(self.meta["players"], self.meta["data"],
                                        self.meta["seed"])
        except CompanionError:
            raise
        except Exception as exc:
            raise GameFileError(_("{path} is damaged: its setup (players, seed, data) cannot "
                                  "be read ({error})").format(path=self.journal.path,
                                                              error=type(exc).__name__)) from None
        state.ledger.style = self.game.money_style   # the words of every game in its style
        return state

    def _save_snapshot(self, seq: int, blob: bytes) -> None:
        """Renew the file's snapshot when this session writes anyway (a read never writes),
        unless another process is writing (it is only a cache)."""
        if self.journal.conn.in_transaction or not self.journal.writable:
            return   # inside `act`, which stores the snapshot of its own result
        try:
            with self.journal.try_write():
                self.journal.save_snapshot(seq, snapshot.key(self.game), blob)
        except sqlite3.OperationalError:
            pass

    def _remember(self, active: tuple[int, ...], blob: bytes) -> None:
        self._seen[(i18n.current(), active)] = blob
        if len(self._seen) > SEEN:
            del self._seen[next(iter(self._seen))]

    def _recall(self, tl, entry: Entry) -> None:
        """After an undo or redo (`entry`, under the write lock): the state it leads to, as
        this session has seen it (no replay), else replayed, and its snapshot stored (a read
        never stores one). A journal that does not replay is left for `state()` to say so."""
        tl.feed(entry)
        active = tuple(tl.active)
        blob = self._seen.get((i18n.current(), active))
        loaded = snapshot.loads(blob, self._new_state()) if blob else None
        if loaded is None:
            try:
                loaded = self.played(active), active
            except GameFileError:
                self._cache = None
                return
            blob = snapshot.dumps(*loaded)
            self._remember(active, blob)
        self.journal.save_snapshot(entry.seq, snapshot.key(self.game), blob)
        self._cache = _Cached(self.journal.data_version(), entry.seq, self.journal.verify()[1],
                              *loaded, i18n.current())

    # --- writing ----------------------------------------------------------------
    def act(self, action: dict) -> LogItem:
        """Validate against the replayed state and append, all under the write lock. While
        `rehearsing`, raise Rehearsed with what it would do instead; while `asking`, the
        entry names the player who asked, and their request is closed in the same write."""
        if self.rehearsing:
            import copy

            state = copy.deepcopy(self.state())
            before = {p: state.ledger.balance(p) for p in state.players}
            effects = self._applied(state, action)
            raise Rehearsed(self.game.describe(state, action), effects,
                            {p: cash - state.ledger.balance(p) for p, cash in before.items()
                             if cash > state.ledger.balance(p)})
        with self.journal.write():
            state = self.state()
            before, self._cache = self._cache, None   # a refused action may have changed the
            effects = self._applied(state, action)    # state half-way
            if self.asking:
                from companion.core import links

                action["asked_by"] = self.asking.player
                if self.asking.dice:   # said in the entry: the throw was companion's
                    action["rolled"] = self.asking.rolled()
            summary = self.told(state, action)
            seq = self.journal.append("action", action, summary, effects)
            if self.asking:
                links.close(self.journal.conn, self.asking.id, links.ACCEPTED, seq)
            active = (*before.active, seq)
            blob = snapshot.dumps(state, active)
            self.journal.save_snapshot(seq, snapshot.key(self.game), blob)
            if (before.active[-1] if before.active else 0) // EVERY < seq // EVERY:
                self.journal.save_checkpoint(seq, snapshot.key(self.game), blob)
        self._remember(active, blob)
        self._cache = _Cached(before.version, seq, self.journal.verify()[1], state, active,
                              i18n.current())
        return LogItem(seq, "action", summary, effects, False, "")

    def _applied(self, state, action: dict) -> list[str]:
        """`action` applied to `state`, its effects; refused once the game is over (the one
        guard for every game and command): after the table's `end` nothing is played, after
        an end by the rules nothing that moves money."""
        over = self.game.over_line(state) if self.game.finished(state) else None
        if over and state.ended:
            raise RuleViolation(over)
        effects = list(self.game.apply(state, action))
        if over and state.transfers:
            raise RuleViolation(over)
        return effects

    def undo(self, to: int | None = None, most: int | None = None) -> LogItem:
        """Take back the last action, or every action after entry `to`.

        With `most`, refuse to take back more than that many at once.
        """
        before = self._balances()
        with self.journal.write():
            tl = _outlined(self.journal)
            if to is not None and to not in tl.active and to != 0:
                raise RuleViolation(_("entry {to} is not an action in effect; see "
                                      "`companion log`").format(to=to))
            targets = tl.undo_targets(to)
            if not targets:
                raise RuleViolation(tl.nothing_to_undo(to))
            if most is not None and len(targets) > most:
                raise RuleViolation(ngettext(
                    "this would take back {n} entry (#{first} to #{last}); `companion log` "
                    "lists them; add --yes to go ahead",
                    "this would take back {n} entries (#{first} to #{last}); `companion log` "
                    "lists them; add --yes to go ahead", len(targets)).format(
                    n=len(targets), first=targets[0], last=targets[-1]))
            kept = tuple(s for s in tl.active if s not in targets)
            summaries = self._retold(self._before_undo(kept, targets), targets)
            summary = _("undo {entries}").format(entries=_listing(targets, summaries))
            seq = self.journal.append("undo", {"targets": targets}, summary)
            self._recall(tl, Entry(seq, "undo", {"targets": targets}, summary, [], ""))
        return LogItem(seq, "undo", summary, self._moved(before, undo=True), False, "")

    def redo(self) -> LogItem:
        before = self._balances()
        with self.journal.write():
            tl = _outlined(self.journal)
            if not tl.redo_stack:
                raise RuleViolation(_("nothing to redo"))
            targets = tl.redo_stack[-1]
            try:
                now = self.state()
            except GameFileError:
                now = None
            summaries = self._retold(now, targets)
            summary = _("redo {entries}").format(entries=_listing(targets, summaries))
            seq = self.journal.append("redo", {"targets": targets}, summary)
            self._recall(tl, Entry(seq, "redo", {"targets": targets}, summary, [], ""))
        return LogItem(seq, "redo", summary, self._moved(before, undo=False), False, "")

    def _before_undo(self, kept: tuple[int, ...], targets: list[int]):
        """The state an undo of `targets` returns to (the actions `kept`): as this session
        has seen it, else replayed and remembered (for _recall), else None."""
        blob = self._seen.get((i18n.current(), kept))
        loaded = snapshot.loads(blob, self._new_state()) if blob else None
        if loaded:
            return loaded[0]
        state = self._played_or_none(kept)
        if state is not None:
            self._remember(kept, snapshot.dumps(state, kept))
        return state

    def _played_or_none(self, active: tuple[int, ...]):
        """The state of the actions `active` (`played`), or None when they do not replay."""
        try:
            return self.played(active)
        except GameFileError:
            return None

    def _retold(self, state, targets: list[int]) -> dict[int, str]:
        """The summaries an undo or redo of `targets` names, told in the current language
        (each played in turn on a copy of `state`, the state before the first) when it names
        them one by one; as written when it names a range, or when they do not replay."""
        import copy

        if len(targets) > LISTED:
            return {}   # a range names no summary
        actions = {e.seq: e for e in self.journal.entries(after=targets[0] - 1,
                                                          through=targets[-1])}
        told = {seq: actions[seq].summary for seq in targets}
        if state is None:
            return told
        state = copy.deepcopy(state)
        try:
            for seq in targets:
                action = _action(actions[seq])
                list(self.game.apply(state, action))
                told[seq] = self.told(state, action)
        except Exception:   # whatever a stale entry raises: its words stay as written
            pass
        return told

    def _balances(self) -> dict[str, int] | None:
        """Every account's balance now; None when the journal does not replay (an undo
        may be what takes back the entry that fails)."""
        try:
            return dict(self.state().ledger.balances)
        except GameFileError:
            return None

    def _moved(self, before: dict[str, int] | None, undo: bool) -> list[str]:
        """What an undo or redo did to the money, in the game's own style: one line naming
        each account whose balance changed (the Bank's issued money left out), or none."""
        from companion.core.ledger import shown
        from companion.core.money import styled

        if before is None or self._cache is None:
            return []
        ledger = self._cache.state.ledger
        style = self.game.money_style
        moved = "; ".join(
            _("{name} {sign}{amount} (now {balance})").format(
                name=shown(name), sign="+" if after > before.get(name, 0) else "-",
                amount=styled(abs(after - before.get(name, 0)), style),
                balance=styled(after, style))
            for name, after in ledger.balances.items()
            if name not in ledger.unlimited and after != before.get(name, 0))
        if undo:
            return [_("reverses: {moves}").format(moves=moved) if moved
                    else _("reverses no payment")]
        return [_("puts back: {moves}").format(moves=moved) if moved
                else _("puts back no payment")]

    def log(self) -> list[LogItem]:
        """Every entry with its effects, told in the current language; an entry that no
        longer replays is shown as written."""
        entries = self.journal.entries()
        told = self.retell(entries)
        return [
            LogItem(e.seq, e.kind, told.summaries.get(e.seq, e.summary),
                    told.effects.get(e.seq, e.effects), e.seq in told.timeline.undone, e.at,
                    told.balances.get(e.seq), told.problems.get(e.seq),
                    e.body.get("type") if e.kind == "action" else None,
                    told.transfers.get(e.seq, ()))
            for e in entries
        ]


class Retold(NamedTuple):
    """The journal told again in the current language (Session.retell), by entry number:
    what it did and said, and the balances just after each action in effect. What could not
    be told again is missing (and shown as written)."""

    timeline: object
    summaries: dict[int, str]
    effects: dict[int, list[str]]
    balances: dict[int, dict[str, int]]
    problems: dict[int, str]   # the first action in effect that no longer replays: why
    transfers: dict[int, tuple]   # the money each action moved: (payer, payee, amount, reason)


class Rehearsed(Exception):
    """What an action would do (its summary, its effects and what each player it costs
    cash would pay), raised by a rehearsing `act`."""

    def __init__(self, summary: str, effects: list[str], spent: dict[str, int] | None = None):
        super().__init__(summary)
        self.summary, self.effects, self.spent = summary, effects, spent or {}


class Unreplayable(GameFileError):
    """A journal entry the game no longer accepts: `undo` can take it back."""

    def __init__(self, seq: int, message: str):
        super().__init__(message)
        self.seq = seq


def _timeline(entries: list[Entry]):
    """Which actions are in effect (core/timeline.py; imported only here: a state read from
    its snapshot needs no timeline, and one-shot commands pay for every import)."""
    from companion.core.timeline import build

    return build(entries)


def _outlined(journal):
    """The timeline after the journal's last entry, read as an outline (timeline.walked)."""
    from companion.core.timeline import walked

    return walked(journal, 0)[1]


def _action(entry: Entry) -> dict:
    if entry.kind != "action" or not isinstance(entry.body, dict):
        raise GameFileError(_("this {kind} record cannot be read").format(kind=entry.kind))
    return dict(entry.body)


def _undo_command(active, seq: int) -> str:
    """The undo that takes back entry `seq` (and whatever is in effect after it)."""
    before = [s for s in active if s < seq]
    return "undo" if active[-1] == seq else f"undo --to {before[-1] if before else 0}"


def _undo_returns(entries: list[Entry], walk) -> set[int]:
    """The states the undos return to, each by the last action in effect there (0: none),
    walking on from the timeline `walk`. An action is only ever appended after the same
    actions (an undo takes back the last ones, and a new action ends what could be redone),
    so the last names them all."""
    returns = set()
    for e in entries:
        back = e.kind == "undo" and walk.readable(e)
        walk.feed(e)
        if back:
            returns.add(walk.active[-1] if walk.active else 0)
    return returns


def _listing(seqs: list[int], summaries: dict[int, str]) -> str:
    """The entries an undo or redo covers: each named, or a range when there are many."""
    if len(seqs) <= LISTED:
        return "; ".join(f"#{s} {summaries[s]}" for s in seqs)
    return ngettext("#{first} to #{last} ({n} entry)", "#{first} to #{last} ({n} entries)",
                    len(seqs)).format(first=seqs[0], last=seqs[-1], n=len(seqs))
