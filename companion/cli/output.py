"""Printing helpers shared by every command."""

import io
import json
import os
import sys
from contextlib import contextmanager

from rich.cells import cell_len
from rich.console import Console

PIPED_WIDTH = 120   # the page of piped output when $COLUMNS does not say


def console(wrap: bool = False) -> Console:
    """Rich output on stdout, as wide as the terminal or $COLUMNS; piped output without
    $COLUMNS gets a wide page so tables are not cut short.

    Ledger lines are not wrapped (the terminal does it, and copies stay whole); prose such
    as the rules (`wrap`) is wrapped to the width.
    """
    width = None if sys.stdout.isatty() or os.environ.get("COLUMNS") else PIPED_WIDTH
    return Console(file=sys.stdout, highlight=False, emoji=False, soft_wrap=not wrap,
                   width=width)


class _Piped(io.TextIOBase):
    """Piped stdout: lines without the spaces rich pads them with at their ends, and once
    the reader has gone (`companion log | head`), what is left is sent nowhere, quietly."""

    def __init__(self, out):
        self.out, self.pending, self.gone = out, "", False

    def write(self, text: str) -> int:
        lines = (self.pending + text).split("\n")
        self.pending = lines.pop()
        if lines:
            self._send("".join(line.rstrip(" ") + "\n" for line in lines))
        return len(text)

    def flush(self) -> None:
        if self.pending.strip(" "):   # a line not ended yet keeps its spaces till it is
            self._send(self.pending)
            self.pending = ""
        self._send("")

    def _send(self, text: str) -> None:
        if self.gone:
            return
        try:
            self.out.write(text)
            self.out.flush()
        except BrokenPipeError:
            self.gone = True
            try:   # so that Python's own flush at exit finds somewhere to write
                os.dup2(os.open(os.devnull, os.O_WRONLY), self.out.fileno())
            except (OSError, ValueError):   # a test's captured stdout has no descriptor
                pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self.out.fileno()

    @property
    def encoding(self) -> str:
        return self.out.encoding


@contextmanager
def piped():
    """Within it, piped stdout is a `_Piped` one (a terminal's is left alone)."""
    original = sys.stdout
    if original.isatty():
        yield
        return
    sys.stdout = wrapper = _Piped(original)
    try:
        yield
    finally:
        sys.stdout = original
        wrapper.flush()


def note(text: str) -> None:
    """A note on stderr, in the reader's language: `note: ...`."""
    from companion.core.i18n import _

    sys.stderr.write(_("note: {text}").format(text=text) + "\n")


SCHEMA = 1   # the version of the JSON shape (docs/json.md), in every document printed


def print_json(data: dict | list) -> None:
    """A document for scripts: `schema` first, then `data`'s keys (a list, as a game
    package may give, goes under `items`)."""
    body = data if isinstance(data, dict) else {"items": data}
    sys.stdout.write(json.dumps({"schema": SCHEMA, **body}, indent=2, ensure_ascii=False)
                     + "\n")


def print_lines(lines: list[str]) -> None:
    out = console()
    for line in lines:
        out.print(line, markup=False)


def print_result(item) -> None:
    """The outcome of one journaled action: its entry number, summary and effects."""
    out = console()
    out.print(f"[bold]#{item.seq}[/bold] ", end="")
    out.print(item.summary, markup=False)
    for line in item.effects:
        for part in effect_lines(line, "   ", out.width):
            out.print(part, markup=False)


def effect_lines(line: str, indent: str, width: int | None = None) -> list[str]:
    """An effect listing several items ("a; b; c") as one line per item when it does not fit
    the page's `width` (the terminal's, else console()'s for piped output): where it must,
    whatever the language."""
    width = width or console().width
    parts = line.split("; ") if cell_len(indent + line) > width else [line]
    return [indent + parts[0]] + [indent + "    " + p for p in parts[1:]]
