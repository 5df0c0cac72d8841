"""The game file one caller plays on (a command line, the shell, the table's server), opened
at most once."""

from contextlib import ExitStack
from pathlib import Path


class Context:
    """The game file of this invocation, opened at most once. (A plain class: a dataclass
    costs a one-shot command about a millisecond to define.)"""

    def __init__(self, path: Path):
        self.path = path
        self._opened: tuple | None = None
        self.held = ExitStack()   # what one command line keeps in force until it has ended

    def try_session(self):
        """(the open Session, None), or (None, why the file holds no game we can play).

        A session stays open until another game replaces the file (`new --force`
        elsewhere): then the new game is opened, so a long-lived shell follows it. A file
        that could not be opened is tried again (it may have been half-written)."""
        from companion.core import i18n
        from companion.core.errors import CompanionError
        from companion.core.session import Session

        if self._opened and self._opened[0] and self._opened[0].journal.replaced():
            self._opened[0].journal.close()
            self._opened = None
        if self._opened is None or self._opened[0] is None:
            if not self.path.exists():
                from companion.core.damage import no_game

                self._opened = (None, no_game(self.path))
            else:
                try:
                    self._opened = (Session.open(self.path), None)
                    i18n.set_table(self._opened[0].meta.get("lang"))
                except CompanionError as exc:
                    self._opened = (None, str(exc))
        return self._opened

    def session(self):
        """The open Session; a missing or unreadable file raises its one-line reason."""
        from companion.core.errors import GameFileError

        session, why = self.try_session()
        if session is None:
            raise GameFileError(why)
        return session

    def found(self) -> str:
        """What the file at the path holds, in words: a game, or why it is none."""
        session, why = self.try_session()
        if session is None:
            return why
        from companion.core.i18n import ngettext

        n = session.journal.verify()[0]
        return ngettext("{path} already holds a game ({game}, {n} entry)",
                        "{path} already holds a game ({game}, {n} entries)", n).format(
            path=self.path, game=session.title, n=n)

    def notes(self) -> list[str]:
        """What the file's journal has to say once: that a write upgraded it, that it is not
        what this computer recorded of it (core/heads.py)."""
        session = self._opened[0] if self._opened else None
        if session is None:
            return []
        journal = session.journal
        found = [note for note in (journal.upgraded, journal.stranger) if note]
        journal.upgraded = journal.stranger = None
        return found

    def close(self) -> None:
        """Close the game file (a writer's WAL moved into it first)."""
        if self._opened and self._opened[0]:
            self._opened[0].journal.close()
        self._opened = None
