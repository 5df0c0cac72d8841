"""Strict reading of game data files (TOML): every problem names the file and the key."""

from pathlib import Path

from companion.core.errors import DataFileError
from companion.core.i18n import _

SOURCES = ("rulebook", "ruling", "house")
# optional in every game's [game] table: its public BoardGameGeek id, for BG Stats, and where
# that id was read (a table may set its own)
BGG = {"bgg_id": int, "bgg_source": str}


def load_toml(path: Path) -> dict:
    import tomllib   # here, not above: a command on a game file never reads TOML

    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataFileError(_("{path}: no such data file").format(path=path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise DataFileError(_("{path}: not valid TOML: {error}").format(
            path=path, error=exc)) from None
    except UnicodeDecodeError:
        raise DataFileError(_("{path}: not a data file (not UTF-8 text)").format(
            path=path)) from None
    except IsADirectoryError:
        raise DataFileError(_("{path}: a folder, not a data file").format(path=path)) from None


class Checker:
    """Collects every problem in a data file, then raises them together."""

    def __init__(self, path: Path, sources: tuple[str, ...] = SOURCES):
        self.path = path
        self.sources = sources   # the `source` markers this game's files may use
        self.problems: list[str] = []

    def fields(self, record: object, where: str, required: dict[str, type],
               optional: dict[str, type] | None = None) -> bool:
        """Check a table has exactly the known fields with the right types."""
        optional = optional or {}
        if not isinstance(record, dict):
            self.problems.append(_("{where}: expected a table").format(where=where))
            return False
        ok = True
        for key, kind in required.items():
            if key not in record:
                self.problems.append(_("{where}: missing field '{key}'").format(
                    where=where, key=key))
                ok = False
        for key, value in record.items():
            kind = required.get(key) or optional.get(key)
            if kind is None:
                known = ", ".join(sorted({*required, *optional}))
                self.problems.append(_("{where}: unknown field '{key}' (known: "
                                       "{known})").format(where=where, key=key, known=known))
                ok = False
            elif not _is(value, kind):
                self.problems.append(_("{where}.{key}: expected {kind}, got {found}").format(
                    where=where, key=key, kind=kind.__name__, found=type(value).__name__))
                ok = False
            elif key == "source" and value not in self.sources:
                self.problems.append(_("{where}.source: must be one of {sources}, got "
                                       "{value!r}").format(where=where,
                                                           sources=", ".join(self.sources),
                                                           value=value))
                ok = False
        return ok

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            self.problems.append(message)

    def raise_if_any(self) -> None:
        if self.problems:
            shown = "; ".join(self.problems[:5])
            more = _(" (+{n} more)").format(n=len(self.problems) - 5) \
                if len(self.problems) > 5 else ""
            raise DataFileError(f"{self.path}: {shown}{more}")


def _is(value: object, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)
