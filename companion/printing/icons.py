"""Inline icons (`:coin:`) as small SVG images that sit on the text baseline.

A game defines its icons once, as SVG bodies drawn in a 10 x 10 box; `expand` turns a card
text into escaped HTML with each `:name:` replaced by its image (`expand_html` the text of
rendered Markdown).
"""

import base64
import re

from markupsafe import Markup, escape

from companion.core.errors import DataFileError
from companion.printing.amounts import unbroken
from companion.printing.i18n import _

SHARED = {
    "coin": '<circle cx="5" cy="5" r="4.4" fill="#d4a017" stroke="#7a5c00" stroke-width="0.8"/>'
            '<circle cx="5" cy="5" r="2.4" fill="none" stroke="#7a5c00" stroke-width="0.6"/>',
    # the "house default" mark: a value the rulebook does not give
    "house": '<circle cx="5" cy="5" r="4.5" fill="#fff" stroke="#b00020" stroke-width="0.9"/>'
             '<path d="M3.4 2.7V7.3M6.6 2.7V7.3M3.4 5H6.6" stroke="#b00020" stroke-width="1.1"/>',
}
# a house and a hotel, for building tokens too small for a word
SHARED["home"] = ('<path d="M1 5.2L5 1.2L9 5.2V9H1Z" fill="#fff7e6" stroke="#3e2a14" '
                  'stroke-width="0.9" stroke-linejoin="round"/>'
                  '<path d="M4 9V6.4H6V9" fill="#3e2a14"/>')
SHARED["hotel"] = ('<path d="M0.8 2.2H9.2V9.2H0.8Z" fill="#fff7e6" stroke="#3e2a14" '
                   'stroke-width="0.9" stroke-linejoin="round"/><path d="M2.4 3.8H4.2V5.4H2.4ZM5.8 '
                   '3.8H7.6V5.4H5.8ZM4 9.2V6.8H6V9.2" fill="#3e2a14"/>')
_TOKEN = re.compile(r":([a-z][a-z0-9-]*):")
_KEEP = re.compile("[^ \n]*\u00a0[^ \n]*")
_TAG = re.compile(r"(<[^>]*>)")


def square(colour: str) -> str:
    """A building-tile icon: a filled square in the type's colour."""
    return (f'<rect x="0.6" y="0.6" width="8.8" height="8.8" rx="1" fill="{colour}" '
            'stroke="#222" stroke-width="0.8"/>')


def image(body: str) -> str:
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">{body}</svg>'
    data = base64.b64encode(svg.encode()).decode()
    return f'<img class="icon" alt="" src="data:image/svg+xml;base64,{data}">'


def expand(text: str, icons: dict[str, str], where: str = "") -> Markup:
    """Escape `text`, keep its line breaks, and put icons in place of `:name:` tokens. A
    text with tabs is a table: a row a line, a tab between a label and its value (set
    bold, to the right), a line without one a row of its own."""
    if "\t" not in text:
        return Markup(_text(str(escape(text)), icons, where).replace("\n", "<br>"))
    rows = []
    for line in text.split("\n"):
        cells = [_text(str(escape(cell)), icons, where) for cell in line.split("\t", 1)]
        rows.append(f'<tr><td>{cells[0]}</td><td class="n">{cells[1]}</td></tr>'
                    if len(cells) == 2 else f'<tr><td colspan="2">{cells[0]}</td></tr>')
    return Markup(f'<table class="rows">{"".join(rows)}</table>')


def expand_html(html: str, icons: dict[str, str], where: str = "") -> Markup:
    """The same for the text between the tags of escaped HTML (a Markdown renderer's)."""
    return Markup("".join(part if part.startswith("<") else _text(part, icons, where)
                          for part in _TAG.split(html)))


def _text(escaped: str, icons: dict[str, str], where: str) -> str:
    known = SHARED | icons

    def one(match: re.Match) -> str:
        name = match[1]
        if name not in known:
            raise DataFileError(_("{where}: unknown icon ':{name}:' (known: {known})").format(
                where=where, name=name, known=", ".join(sorted(known))))
        return image(known[name])

    # words joined by no-break spaces (an icon and its amount) go in one unbreakable span:
    # WeasyPrint wraps a line before it, as before a word, instead of early
    escaped = unbroken(escaped)
    out, at = [], 0
    for match in _KEEP.finditer(escaped):
        out += [_TOKEN.sub(one, escaped[at:match.start()]),
                f'<span class="keep">{_TOKEN.sub(one, match[0])}</span>']
        at = match.end()
    out.append(_TOKEN.sub(one, escaped[at:]))
    return "".join(out)
