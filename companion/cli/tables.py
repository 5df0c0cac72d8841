"""rich's Table, drawn by a short path in the common case: every cell one line of text and
the whole table within the width. rich lays each cell out as a box of its own (about 10 ms
for a six-player status table, a fifth of a one-shot command's own time); this path draws
the same characters in the same styles. Anything else (wrapping, titles, row lines, table,
border and row styles, nested renderables) goes to rich."""

from rich.segment import Segment
from rich.table import Table as RichTable
from rich.text import Text


class Table(RichTable):
    def __rich_console__(self, console, options):
        lines = self._short_path(console, options)
        if lines is None:
            yield from super().__rich_console__(console, options)
            return
        for line in lines:
            yield from line.render(console)
            yield Segment.line()

    def _short_path(self, console, options) -> list[Text] | None:
        """The table's lines, or None when it needs rich's own layout."""
        get_style = console.get_style
        if not self._plain_settings() or get_style(self.style or "") \
                or get_style(self.border_style or ""):
            return None
        columns = []
        for column in self.columns:
            if column.width or column.min_width or column.max_width or column.ratio \
                    or column.highlight or column.footer \
                    or column.justify not in ("left", "right", "center"):
                return None
            head = get_style(self.header_style or "") + get_style(column.header_style)
            cells = [(head, column.header)] + [(get_style(column.style or ""), c)
                                               for c in column.cells]
            texts = [(style, _text(console, cell, options.markup)) for style, cell in cells]
            if any(text is None for _, text in texts):
                return None
            columns.append((column.justify, texts))
        widths = [max(text.cell_len for _, text in texts) + 2 for _, texts in columns]
        if sum(widths) + len(widths) + 1 > options.max_width:
            return None
        box = self.box.substitute(options, safe=console.safe_box if self.safe_box is None
                                  else self.safe_box)
        rows = list(zip(*(texts for _, texts in columns)))
        lines = [Text(box.get_top(widths))]
        for index, row in enumerate(rows):
            kind = "head" if index == 0 else "foot" if index == len(rows) - 1 else "mid"
            left, divider, right = (getattr(box, f"{kind}_{part}")
                                    for part in ("left", "vertical", "right"))
            line = Text(left)
            for n, ((style, text), width, (justify, _)) in enumerate(zip(row, widths,
                                                                          columns)):
                if n:
                    line.append(divider)
                line.append_text(_cell(console, text, width, justify, style))
            line.append(right)
            lines.append(line)
            if index == 0:
                lines.append(Text(box.get_row(widths, "head", edge=True)))
        lines.append(Text(box.get_bottom(widths)))
        return lines

    def _plain_settings(self) -> bool:
        return (self.box is not None and bool(self.columns) and self.show_header
                and self.show_edge and self.pad_edge
                and not (self.title or self.caption or self.show_footer or self.show_lines
                         or self.leading or self.expand or self.width or self.min_width
                         or self.row_styles or self.collapse_padding)
                and tuple(self.padding) == (0, 1, 0, 1)
                and not any(row.style or row.end_section for row in self.rows))


def _text(console, cell, markup: bool | None) -> Text | None:
    """A cell as one line of text, as rich would read it (markup as printed); None for
    anything else, or for text ending in spaces (rich trims those)."""
    if isinstance(cell, str):
        cell = console.render_str(cell, highlight=False, markup=markup)
    if not isinstance(cell, Text) or cell.justify or cell.overflow or cell.no_wrap \
            or "\n" in cell.plain or "\t" in cell.plain or cell.plain != cell.plain.rstrip():
        return None
    return cell


def _cell(console, text: Text, width: int, justify: str, style) -> Text:
    """A cell padded to `width` (a space each side), its text placed as `justify` says, the
    column's style beneath the text's own (as rich draws it)."""
    room = width - 2 - text.cell_len
    before = {"right": room, "center": room // 2}.get(justify, 0)
    cell = Text(" ", style)
    cell.append(" " * before + text.plain + " " * (room - before),
                style + console.get_style(text.style) if text.style else style)
    for span in text.spans:
        cell.stylize(span.style, 1 + before + span.start, 1 + before + span.end)
    cell.append(" ", style)
    return cell
