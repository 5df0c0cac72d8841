"""Printing helpers shared by every command."""

import json
import sys

from rich.cells import cell_len
from rich.console import Console


def console(wrap: bool = False) -> Console:
    """Rich output on stdout; piped output gets a wide page so tables are not cut short.

    Ledger lines are not wrapped (the terminal does it, and copies stay whole); prose such
    as the rules (`wrap`) is wrapped to the width.
    """
    width = None if sys.stdout.isatty() else 120
    return Console(file=sys.stdout, highlight=False, emoji=False, soft_wrap=not wrap,
                   width=width)


def note(text: str) -> None:
    """A note on stderr, in the reader's language: `note: ...`."""
    from companion.core.i18n import _

    sys.stderr.write(_("note: {text}").format(text=text) + "\n")


def print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


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
