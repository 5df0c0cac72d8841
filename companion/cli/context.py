"""Per-invocation options shared by every command: which game file, debug mode."""

import os
from contextlib import ExitStack
from pathlib import Path

DEFAULT_GAME_FILE = "companion-game.db"
ENV_VAR = "COMPANION_GAME"


ROOT_OPTIONS = ("--game", "--lang")   # root options that may follow the command
ROOT_FLAGS = ("--debug",)             # and the root's flags, which take no value


def hoist_game_option(argv: list[str]) -> list[str]:
    """`--game PATH`, `--lang LANG` and `--debug` may follow the command; move them to the
    front, where the root options are (the flags after the options' pairs).

    Given more than once, the last one wins (as for any click option).
    """
    rest: list[str] = []
    found: dict[str, list[str]] = {}
    i = 0
    while i < len(argv):
        arg = argv[i]
        name = arg.split("=", 1)[0]
        if arg == "--":
            rest += argv[i:]
            break
        if arg in ROOT_FLAGS:
            found[arg], i = [arg], i + 1
        elif arg in ROOT_OPTIONS and i + 1 < len(argv):
            found[arg], i = [arg, argv[i + 1]], i + 2
        elif "=" in arg and name in ROOT_OPTIONS:
            found[name], i = [name, arg.split("=", 1)[1]], i + 1
        else:
            rest, i = [*rest, arg], i + 1
    return [word for option in (*ROOT_OPTIONS, *ROOT_FLAGS)
            for word in found.get(option, [])] + rest


def root_option(hoisted: list[str], option: str) -> str | None:
    """The value of root `option` in a hoisted command line, if given."""
    front = hoisted[:4]
    for i in range(0, len(front) - 1, 2):
        if front[i] == option:
            return front[i + 1]
    return None


def only_root_options(hoisted: list[str]) -> bool:
    """Whether a hoisted command line holds nothing but --game, --lang and --debug."""
    words = list(hoisted)
    while words[:1] and words[0] in ROOT_OPTIONS and len(words) > 1:
        words = words[2:]
    return all(word in ROOT_FLAGS for word in words)


def game_path(argv: list[str]) -> Path:
    """The game file named by `--game PATH`, else $COMPANION_GAME, else ./companion-game.db."""
    given = root_option(hoist_game_option(argv), "--game")
    if given is not None:
        return Path(given)
    return Path(os.environ.get(ENV_VAR) or DEFAULT_GAME_FILE)


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
            path=self.path, game=session.game.shown_title, n=n)

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


def stop_on_signals() -> None:
    """TERM and HUP end a command that runs for hours (`play`, `serve`) as an exit does:
    through its `finally`, so that the game file is closed (its WAL moved into it)."""
    import signal

    def stop(signum, frame):
        raise SystemExit(128 + signum)

    for name in ("SIGTERM", "SIGHUP"):
        try:
            signal.signal(getattr(signal, name), stop)
        except (AttributeError, ValueError):   # no SIGHUP on Windows; not the main thread
            pass
