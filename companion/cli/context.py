"""Per-invocation options shared by every command: which game file, debug mode."""

import os
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
