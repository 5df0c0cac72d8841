"""Strict reading of game data files (TOML): every problem names the file and the key."""

from pathlib import Path

from companion.core.errors import DataFileError

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
        raise DataFileError(f"{path}: no such data file") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataFileError(f"{path}: not valid TOML: {exc}") from None
    except UnicodeDecodeError:
        raise DataFileError(f"{path}: not a data file (not UTF-8 text)") from None
    except IsADirectoryError:
        raise DataFileError(f"{path}: a folder, not a data file") from None


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
            self.problems.append(f"{where}: expected a table")
            return False
        ok = True
        for key, kind in required.items():
            if key not in record:
                self.problems.append(f"{where}: missing field '{key}'")
                ok = False
        for key, value in record.items():
            kind = required.get(key) or optional.get(key)
            if kind is None:
                known = ", ".join(sorted({*required, *optional}))
                self.problems.append(f"{where}: unknown field '{key}' (known: {known})")
                ok = False
            elif not _is(value, kind):
                self.problems.append(
                    f"{where}.{key}: expected {kind.__name__}, got {type(value).__name__}"
                )
                ok = False
            elif key == "source" and value not in self.sources:
                self.problems.append(
                    f"{where}.source: must be one of {', '.join(self.sources)}, got {value!r}")
                ok = False
        return ok

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            self.problems.append(message)

    def raise_if_any(self) -> None:
        if self.problems:
            shown = "; ".join(self.problems[:5])
            more = f" (+{len(self.problems) - 5} more)" if len(self.problems) > 5 else ""
            raise DataFileError(f"{self.path}: {shown}{more}")


def _is(value: object, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)
