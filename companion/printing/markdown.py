"""The one Markdown renderer of printed documents (markdown-it-py, CommonMark, no raw HTML):
a rules text's sections as blocks (headings, lists, code), a document's other texts inline
(`code`, **strong**), with `:icon:` tokens and no-break groups as on cards."""

import re
from functools import lru_cache

from markupsafe import Markup

from companion.printing import icons

# what inline Markdown could make anything of (a blank to write on, `____`, is not emphasis)
_SYNTAX = re.compile(r"[`*\\\[\]<&]|_(?![_\s]|$)|(?<=[^_\s])_")


@lru_cache(maxsize=2)
def _parser(breaks: bool):
    from markdown_it import MarkdownIt   # comes with rich; only the print path needs it

    return MarkdownIt("commonmark", {"html": False, "breaks": breaks}).disable("image")


def block(text: str, icon_set: dict[str, str], where: str = "") -> Markup:
    """Markdown paragraphs, lists and headings as HTML (a source line break is a space)."""
    return icons.expand_html(_parser(False).render(text), icon_set, where)


def inline(text: str, icon_set: dict[str, str], where: str = "") -> Markup:
    """One text's inline Markdown as HTML; its line breaks are kept. A text with nothing
    Markdown could read is only escaped (the same HTML, without loading the parser)."""
    if not _SYNTAX.search(text):
        return icons.expand(text, icon_set, where)
    return icons.expand_html(_parser(True).renderInline(text), icon_set, where)
