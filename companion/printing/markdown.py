"""The one Markdown renderer of printed documents (markdown-it-py, CommonMark, no raw HTML):
a rules text's sections as blocks (headings, lists, code), a document's other texts inline
(`code`, **strong**), with `:icon:` tokens and no-break groups as on cards."""

from functools import lru_cache

from markupsafe import Markup

from companion.printing import icons


@lru_cache(maxsize=2)
def _parser(breaks: bool):
    from markdown_it import MarkdownIt   # comes with rich; only the print path needs it

    return MarkdownIt("commonmark", {"html": False, "breaks": breaks}).disable("image")


def block(text: str, icon_set: dict[str, str], where: str = "") -> Markup:
    """Markdown paragraphs, lists and headings as HTML (a source line break is a space)."""
    return icons.expand_html(_parser(False).render(text), icon_set, where)


def inline(text: str, icon_set: dict[str, str], where: str = "") -> Markup:
    """One text's inline Markdown as HTML; its line breaks are kept."""
    return icons.expand_html(_parser(True).renderInline(text), icon_set, where)
