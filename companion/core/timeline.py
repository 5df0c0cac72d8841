"""Which journaled actions are in effect, given the undo and redo records after them."""

from dataclasses import dataclass, field

from companion.core.i18n import _
from companion.core.journal import Entry


@dataclass
class Timeline:
    active: list[int] = field(default_factory=list)
    undone: set[int] = field(default_factory=set)
    redo_stack: list[list[int]] = field(default_factory=list)

    def feed(self, entry: Entry) -> None:
        if entry.kind == "action" or not self.readable(entry):
            # An unreadable undo or redo record stays in effect like an action, so that
            # replay stops there and `undo` can take it back.
            self.active.append(entry.seq)
            self.redo_stack.clear()
        elif entry.kind == "undo":
            targets = entry.body["targets"]
            self.active = [s for s in self.active if s not in targets]
            self.undone.update(targets)
            self.redo_stack.append(targets)
        elif entry.kind == "redo":
            targets = self.redo_stack.pop()
            self.active.extend(sorted(targets))
            self.undone.difference_update(targets)

    def copy(self) -> "Timeline":
        return Timeline(list(self.active), set(self.undone), [list(t) for t in self.redo_stack])

    def readable(self, entry: Entry) -> bool:
        if entry.kind == "redo":
            return bool(self.redo_stack)
        targets = entry.body.get("targets") if isinstance(entry.body, dict) else None
        return (isinstance(targets, list) and bool(targets)
                and all(isinstance(s, int) and s in self.active for s in targets))

    def undo_targets(self, to: int | None) -> list[int]:
        """The actions an `undo` (or `undo --to N`) takes back, newest last."""
        if to is None:
            return self.active[-1:]
        return [s for s in self.active if s > to]

    def nothing_to_undo(self, to: int | None) -> str:
        """Why an undo found nothing to take back: no action in effect, or none after `to`."""
        if not self.active:
            return _("nothing to undo: no action is in effect")
        return _("nothing to undo: #{to} is the last action in effect, and `undo --to {to}` "
                 "keeps it; `companion undo` takes back #{to} itself").format(to=to)


def build(entries: list[Entry]) -> Timeline:
    timeline = Timeline()
    for entry in entries:
        timeline.feed(entry)
    return timeline


def walked(journal, upto: int) -> tuple[Timeline, Timeline]:
    """(the timeline just after entry `upto`, the timeline after the journal's last entry),
    the journal read once as an outline (verified in the same read)."""
    walk, before = Timeline(), None
    with journal.reading():
        journal.verify()
        for entry in journal.outline():
            if before is None and entry.seq > upto:
                before = walk.copy()
            walk.feed(entry)
    return before or walk.copy(), walk
