"""The short path for tables (companion/cli/tables.py) draws exactly what rich draws: the same
characters and the same styles, for made-up tables and for every game's own."""

import io
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich import box
from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from companion.cli import tables
from companion.cli.tables import Table
from companion.games import REGISTRY

TERMINALS = [{}, {"force_terminal": True, "color_system": "truecolor"}]


class ByRich:
    """A table drawn by rich's own layout."""

    def __init__(self, table: Table):
        self.table = table

    def __rich_console__(self, console, options):
        yield from RichTable.__rich_console__(self.table, console, options)


def drawn(renderable, width: int = 120, markup: bool | None = None, **terminal) -> str:
    console = Console(file=io.StringIO(), width=width, highlight=False, emoji=False,
                      soft_wrap=True, **terminal)
    console.print(renderable, markup=markup)
    return console.file.getvalue()


def made_up() -> list[Table]:
    styled = Text("A")
    styled.append("nn", style="green")
    first = Table("player", "cash", "owes", "note")
    first.add_row(Text("Zoë", style="red"), "6,100,000", styled, "[bold]markup[/bold]")
    first.add_row("東京 wide", "0", "", Text("x", style="on blue"))
    second = Table("player", "cash", box=box.SIMPLE_HEAD)
    second.add_column("amount", justify="right")
    second.add_column("mid", justify="center", style="blue", header_style="italic")
    second.add_row("Ann", "1", "5", "a")
    second.add_row("Bo", "22", "55", "bbbb")
    lined = Table("a", "b", show_lines=True, box=box.SQUARE)   # rich's own layout
    lined.add_row("1", "2")
    lined.add_row("3", "4")
    return [first, second, lined, Table("empty")]


def odd_ones() -> list[Table]:
    """Tables the short path must leave to rich, or draw just as rich does."""
    bordered, styled = Table("a", border_style="red"), Table("a", style="red")
    padded = Table("a")
    padded.add_column("  b  ", justify="right")
    padded.add_row("x", "ab  ")
    full = Table("a")
    full.columns[0].justify = "full"
    full.add_row(Text("ab", style="on red"))
    for table in (bordered, styled):
        table.add_row("x")
    return [bordered, styled, padded, full, Table()]


@pytest.mark.parametrize("terminal", TERMINALS)
def test_made_up_tables_look_as_rich_draws_them(terminal):
    for table in made_up() + odd_ones():
        assert drawn(table, **terminal) == drawn(ByRich(table), **terminal)
    first = made_up()[0]   # a cell reading "[bold]markup[/bold]", printed without markup
    assert drawn(first, markup=False, **terminal) == drawn(ByRich(first), markup=False,
                                                           **terminal)


def test_the_short_path_takes_one_line_cells_that_fit_and_leaves_the_rest_to_rich():
    first, _, lined, _ = made_up()
    console = Console(file=io.StringIO(), width=120)
    assert first._short_path(console, console.options) is not None
    assert lined._short_path(console, console.options) is None   # lines between rows
    narrow = Console(file=io.StringIO(), width=30)
    assert first._short_path(narrow, narrow.options) is None     # wraps: rich's layout
    assert drawn(first, width=30) == drawn(ByRich(first), width=30)
    two_lines = Table("x")
    two_lines.add_row("one\ntwo")
    assert two_lines._short_path(console, console.options) is None


@pytest.mark.parametrize("game", [e.id for e in REGISTRY])
def test_every_games_demo_prints_the_same_tables_either_way(cli, game, monkeypatch):
    """Each game's demo (status, score and its own tables along the way), drawn by the short
    path and by rich: the same output."""
    def demo() -> str:   # played in a new temporary folder each time
        return re.sub(r"\S*demo\.db", "demo.db", cli.ok("demo", game))

    short = demo()
    monkeypatch.setattr(tables.Table, "__rich_console__", RichTable.__rich_console__)
    assert demo() == short
    assert "┏" in short or "─" in short   # the demo did print tables


WORDS = st.text(alphabet="abcxyz東京$,.'", min_size=1, max_size=9)


@st.composite
def wrapping_tables(draw) -> Table:
    """Tables of words (some styled, some wide characters), any justify: many wider than the
    page, which the short path wraps as rich does."""
    columns = draw(st.integers(1, 6))
    table = Table(box=draw(st.sampled_from([box.HEAVY_HEAD, box.SIMPLE_HEAD, box.SQUARE])))
    for n in range(columns):
        table.add_column(draw(WORDS), justify=draw(st.sampled_from(["left", "right", "center"])),
                         style=draw(st.sampled_from([None, "blue"])))
    for _ in range(draw(st.integers(0, 4))):
        row = []
        for _ in range(columns):
            words = draw(st.lists(WORDS, max_size=8))
            cell = Text(" ".join(words), style=draw(st.sampled_from(["", "bold"])))
            if words and draw(st.booleans()):
                cell.stylize("red", 0, len(words[0]))
            row.append(cell)
        table.add_row(*row)
    return table


@settings(max_examples=300, deadline=None)
@given(wrapping_tables(), st.integers(10, 100), st.sampled_from(TERMINALS))
def test_tables_wider_than_the_page_wrap_as_rich_wraps_them(table, width, terminal):
    assert drawn(table, width=width, **terminal) == drawn(ByRich(table), width=width, **terminal)


def test_a_status_table_wider_than_the_page_takes_the_short_path_wrapped():
    """The Landlord's Game's status at 120 columns (a piped status): its 'other' cells wrap."""
    table = Table("player", "cash", "on", "cards", "houses", "other", box=box.SIMPLE_HEAD)
    table.add_row(Text("Ann"), "$234,405", Text("25 Gee Whiz R.R."), "6", "18",
                  "6 Luxury cards, 3 Education cards, 4 Professors")
    table.add_row(Text("Bob"), "$232,780", Text("4 D. F. Hogg's Game Preserves"), "6", "18",
                  "12 Luxury cards, 2 Education cards, 4 Professors")
    console = Console(file=io.StringIO(), width=120)
    lines = table._short_path(console, console.options)
    # columns 8, 10, 31, 7, 8 and 50 wide (the widest cell and a space each side) need 121
    # with the borders: 'other', the widest, gives up one, so Bob's words there take two lines
    assert lines is not None and len(lines) == 7   # rules, header, Ann, Bob on two lines
    assert [line.plain.rstrip() for line in lines[4:6]] == [
        "  Bob      $232,780   4 D. F. Hogg's Game Preserves   6       18       "
        "12 Luxury cards, 2 Education cards, 4", " " * 71 + "Professors"]
    assert drawn(table) == drawn(ByRich(table))
