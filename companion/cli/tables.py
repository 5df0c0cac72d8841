"""rich's Table, drawn by a short path in the common case: every cell a line of text, wrapped
where the table is wider than the page (rich's own column widths and word wrapping). rich
lays each cell out as a box of its own (about 10 ms for a six-player status table, a fifth of
a one-shot command's own time; a wrapped status table costs ~1.8 ms more than its lines);
this path draws the same characters in the same styles. Anything else (titles, row lines,
table, border and row styles, nested renderables, a header or a word that does not fit)
goes to rich."""

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
        cells = [[(style, [text]) for style, text in texts] for _, texts in columns]
        room = options.max_width - self._extra_width
        if sum(widths) > room:
            widths = self._narrowed(widths, room)
            cells = widths and [_wrapped(console, texts, width - 2, column)
                                for (_, texts), width, column in zip(columns, widths,
                                                                     self.columns)]
            if not cells or None in cells:
                return None
        box = self.box.substitute(options, safe=console.safe_box if self.safe_box is None
                                  else self.safe_box)
        rows = list(zip(*cells))
        lines = [Text(box.get_top(widths))]
        for index, row in enumerate(rows):
            kind = "head" if index == 0 else "foot" if index == len(rows) - 1 else "mid"
            left, divider, right = (getattr(box, f"{kind}_{part}")
                                    for part in ("left", "vertical", "right"))
            for depth in range(max(len(texts) for _, texts in row)):
                line = Text(left)
                for n, ((style, texts), width, (justify, _)) in enumerate(zip(row, widths,
                                                                               columns)):
                    if n:
                        line.append(divider)
                    if depth < len(texts):
                        line.append_text(_cell(console, texts[depth], width, justify, style))
                    else:   # below a shorter cell: blank in its style, as rich fills it
                        line.append(" " * width, style)
                line.append(right)
                lines.append(line)
            if index == 0:
                lines.append(Text(box.get_row(widths, "head", edge=True)))
        lines.append(Text(box.get_bottom(widths)))
        return lines

    def _narrowed(self, widths: list[int], room: int) -> list[int] | None:
        """The column widths rich gives a table of text too wide for `room` (as
        Table._calculate_column_widths measures text cells): the widest wrappable columns
        narrowed first; None when even that is too wide (rich then cuts words)."""
        widths = self._collapse_widths([min(w, room) for w in widths],
                                       [c.width is None and not c.no_wrap for c in self.columns],
                                       room)
        return widths if sum(widths) <= room and min(widths) > 2 else None

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


def _wrapped(console, texts, width: int, column) -> list | None:
    """A column's cells wrapped to `width` as rich wraps them: (style, lines) each; None
    when its header takes more than a line (rich aligns it to the bottom) or a word does not
    fit (rich folds or cuts it)."""
    cells = []
    for style, text in texts:
        if text.cell_len <= width:
            cells.append((style, [text]))
            continue
        lines = list(text.wrap(console, width, justify=column.justify,
                               overflow=column.overflow, no_wrap=column.no_wrap))
        if " ".join(line.plain for line in lines).split() != text.plain.split() \
                or not cells and len(lines) > 1:
            return None
        cells.append((style, lines))
    return cells


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
