"""Components -> one self-contained HTML string each (pure: no WeasyPrint, no files written)."""

from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache

from markupsafe import Markup

from companion.core.errors import BadInput
from companion.paths import TEMPLATES
from companion.printing import (booklet, cardsheet, faces, fonts, frames, geometry, icons,
                                markdown, words)
from companion.printing.geometry import Rect
from companion.printing.i18n import ngettext
from companion.printing.model import (Board, Card, CardSet, Component, Document, Face,
                                      Kit, Shape)
from companion.printing.options import BOARD_PAPERS, Options
from companion.printing.stamps import Stamps

RENDERER_VERSION = "1"   # bump when output changes without any template or data change
DUPLEX = ("duplex-long", "duplex-short")
NEAR = 20.0   # mm a board text may run past its shape's box (a tile draws no shape further)


@dataclass(frozen=True)
class Plan:
    """How a component's PDF is printed, for the print list (keys of printing/words.py)."""

    sheets: int | None   # None: one a page
    stock: str      # "card", "paper" or "board"
    sides: str      # "single", "fold", "separate", "duplex-long" or "duplex-short"
    copies: int = 1   # printed this many times: a board each player (Board.copies)


@dataclass(frozen=True)
class Rendered:
    id: str
    title: str
    html: str
    overflows: tuple[tuple[str, str], ...]   # (card, field) still too long at the smallest size
    plan: Plan = Plan(None, "paper", "single")
    warnings: tuple[str, ...] = ()
    # a ganged sheet's sets: (title, cards, the file its other cards are in or "")
    holds: tuple[tuple[tuple[str, int, str], ...], ...] = ()
    cards: tuple[tuple[str, int], ...] = ()   # a 1-up PDF's distinct cards and their copies
    piles: tuple[tuple[str, tuple[int, ...]], ...] = ()   # each pile's name and its cards
    stamps: Stamps | None = None   # card faces to place on the pages of `html`
    impose: tuple[float, float] | None = None   # a booklet's paper: its pages imposed on it

    def sources(self) -> tuple[str, ...]:
        """Everything the PDF is made from, as text."""
        return (self.html, *(repr(part) for part in (self.stamps, self.impose) if part))


@lru_cache(maxsize=None)
def environment(catalog=None):
    """The templates' Jinja environment; with `catalog` (an area's i18n CATALOG), one whose
    templates say `{{ _("...") }}` and `ngettext(...)` in that catalog's language."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True,
                             extensions=["jinja2.ext.i18n"] if catalog else ())
    env.filters["mm"] = lambda v: f"{v:.3f}mm"
    env.filters["css_string"] = css_string
    if catalog:
        env.install_gettext_callables(catalog.gettext, catalog.ngettext, newstyle=False)
        env.filters["fill"] = fill
    return env


def fill(message: str, **values) -> Markup:
    """A translated message with HTML among its values: the message's own text escaped,
    the values escaped unless they are markup already."""
    return Markup.escape(message).format(**values)


def css_string(text: str) -> Markup:
    """Text for inside a double-quoted CSS string in a <style> element, where HTML escapes
    would show literally (`The Landlord&#39;s Game`)."""
    escaped = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3c ")
    return Markup(escaped.replace("\n", " "))


def page_counters(text: str) -> Markup:
    """A CSS `content` value: `text` quoted, its {page} and {pages} the page counters."""
    quoted = str(css_string(text))
    for name in ("pages", "page"):
        quoted = quoted.replace(f"{{{name}}}", f'" counter({name}) "')
    return Markup(f'"{quoted}"')


def render(component: Component, kit: Kit, options: Options) -> Rendered:
    """The HTML of one component, with the list of texts that do not fit."""
    if isinstance(component, CardSet):
        return _cards(component, kit, options)
    if isinstance(component, Board):
        return _board(component, kit, options)
    if isinstance(component, Document):
        return _document(component, kit, options)
    raise TypeError(f"not a component: {component!r}")


def html_page(template: str, page: tuple[float, float], title: str, lang: str = "en",
              accent: str = "#222222", catalog=None, **context) -> str:
    """A printed page from `template`; with `catalog`, its words in that catalog (`environment`)."""
    return environment(catalog).get_template(template).render(
        page=page, title=title, lang=lang, words=words.words(lang), accent=accent, **context)


def check_fit(component: Component, options: Options) -> None:
    """A card too big for its paper, said at once (before the slow layout starts)."""
    if isinstance(component, CardSet):
        cardsheet.grid(options.paper_size, component.size or options.card,
                       backs_mode(component, options))


def backs_mode(cs: CardSet, options: Options) -> str:
    return options.backs if cs.backs else "separate"   # one-sided: fronts only


def _cards(cs: CardSet, kit: Kit, options: Options) -> Rendered:
    size = cs.size or options.card
    mode = backs_mode(cs, options)
    w = words.words(options.lang)
    ends = ((w["one_sided"],) if not cs.backs else (w["fold"],) if mode == "fold"
            else (w["fronts"], w["backs"]))      # what the set's labels end with
    sheet = _sheet(options, size, mode, f"{kit.title} · {cs.title} · "
                                        f"{w['sheet'].format(n=10, m=10)} · "
                                        f"{words.cards(len(cs.cards), options.lang)} · "
                                        f"{max(ends, key=len)}", len(cs.cards))
    per_page = len(sheet.fronts)
    chunks = [cs.cards[i:i + per_page] for i in range(0, len(cs.cards), per_page)]
    book = FaceBook(kit)
    fronts, backs = [], []
    shift = options.back_offset if mode in DUPLEX else (0.0, 0.0)
    front_paint, back_paint = paints(sheet, options)
    for n, chunk in enumerate(chunks, 1):
        label = f"{kit.title} · {cs.title} · {w['sheet'].format(n=n, m=len(chunks))} · " \
                f"{words.cards(len(chunk), options.lang)}"
        front = book.side(chunk, sheet.fronts, front_paint, "front")
        back = book.side(chunk, [b.shifted(*shift) for b in sheet.backs],
                         [p.shifted(*shift) for p in back_paint], "back")
        marks, back_marks = cardsheet.page_marks(sheet, len(chunk))
        if not cs.backs:
            fronts.append(_page(front, marks, sheet.rulers, sheet.label, f"{label} · {w['one_sided']}"))
        elif mode == "fold":
            fronts.append(_page(front + back, marks, sheet.rulers, sheet.label,
                                f"{label} · {w['fold']}", sheet.fold))
        elif mode == "separate":
            fronts.append(_page(front, marks, sheet.rulers, sheet.label, f"{label} · {w['fronts']}"))
            backs.append(_page(back, back_marks, (), sheet.back_label, f"{label} · {w['backs']}"))
        else:   # a duplex back carries no marks: they would show through
            fronts += [_page(front, marks, sheet.rulers, sheet.label, f"{label} · {w['fronts']}"),
                       _page(back, (), (), sheet.back_label, f"{label} · {w['backs']}")]
    pages = fronts + backs
    html = html_page("cards.html.j2", sheet.page, f"{kit.title}: {cs.title}", options.lang,
                     pages=pages)
    sides = "single" if not cs.backs else mode
    return Rendered(cs.id, cs.title, html, book.overflows(), Plan(len(chunks), "card", sides),
                    stamps=book.stamps(pages, f"{kit.title}: {cs.title}", options.lang))


def paints(sheet: cardsheet.Sheet, options: Options) -> tuple[tuple[Rect, ...], ...]:
    """Where each card's colour goes, fronts and backs: into the bleed, or with the ink
    saver to the cut only."""
    if options.ink == "saver":
        return sheet.fronts, sheet.backs
    return sheet.front_paint, sheet.back_paint


def first_sheet(cs: CardSet, kit: Kit, options: Options) -> Rendered:
    """A card set's first sheet alone (its cards cut to those the sheet holds)."""
    per_page = len(cardsheet.sheet(options.paper_size, cs.size or options.card, options.bleed,
                                   backs_mode(cs, options), options.cut_lines).fronts)
    return _cards(replace(cs, cards=cs.cards[:per_page]), kit, options)


def one_up(cs: CardSet, kit: Kit, options: Options, bleed: float) -> Rendered:
    """Each distinct card once, front then back, one face a page: its trim size plus `bleed`
    all round, the art running to the page edge (for print shops and image exports)."""
    size = cs.size or options.card
    page = (size[0] + 2 * bleed, size[1] + 2 * bleed)
    box, whole = Rect(bleed, bleed, *size), Rect(0.0, 0.0, *page)
    copies = Counter(cs.cards)
    book = FaceBook(kit)
    pages = [_page(book.side((card,), [box], [whole], side), (), (), None, "")
             for card in copies for side in ("front", "back")]
    html = html_page("cards.html.j2", page, f"{kit.title}: {cs.title}", options.lang,
                     pages=pages)
    return Rendered(cs.id, cs.title, html, book.overflows(),
                    cards=tuple((card.name, n) for card, n in copies.items()),
                    piles=piles(cs), stamps=book.stamps(pages, f"{kit.title}: {cs.title}",
                                                         options.lang))


def piles(cs: CardSet) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The set's piles, each its name and its distinct cards (by their order in the set).

    A piece whose back is its front (a note, a token, a tile) stacks with its own kind: one
    pile a denomination. Cards lie face down together when they share a back (Eurobusiness's
    blue and red Chance are two piles, Discretion's Bank Loan and Loan Shark tokens too); a set
    of single cards each with its own back (deeds and their mortgaged sides) is one pile of
    unique backs. A pile is named after its one card, else after its back's words."""
    copies = Counter(cs.cards)
    distinct = list(copies)
    groups: dict[Face, list[int]] = {}
    for i, card in enumerate(distinct):
        groups.setdefault(card.front if card.back == card.front else card.back, []).append(i)
    if len(groups) == 1 or all(len(g) == 1 and distinct[g[0]].back != distinct[g[0]].front
                               and copies[distinct[g[0]]] == 1 for g in groups.values()):
        return ((cs.title, tuple(range(len(distinct)))),)
    return tuple((distinct[g[0]].name if len(g) == 1 else
                  next(t for t in (key.footer, key.big, key.title, cs.title) if t), tuple(g))
                 for key, g in groups.items())


def _sheet(options: Options, size, mode: str, longest: str, count: int) -> cardsheet.Sheet:
    """The sheet with room for the whole label on one line if that costs no card, else the
    one with room for the label without the game's name; a set of `count` cards that does
    not fill a page takes only the rows it needs."""
    args = (options.paper_size, size, options.bleed, mode, options.cut_lines)
    few = count if count < len(cardsheet.sheet(*args).fronts) else 0
    short = cardsheet.sheet(*args, cards=few)
    room = fonts.width(longest, 6, "bold") / fonts.SAFETY + 1
    if room <= cardsheet.LABEL_W:
        return short
    try:
        long = cardsheet.sheet(*args, room, cards=few)
    except BadInput:
        return short
    return long if len(long.fronts) == len(short.fronts) else short


def _page(items, marks, rulers, label: cardsheet.Spot | None, text: str, fold=None) -> dict:
    return {"items": items, "marks": marks, "rulers": rulers, "fold": fold,
            "labels": [fitted_label(label, text)] if label else []}


def fitted_label(spot: cardsheet.Spot, text: str) -> dict:
    """A sheet label fitted on one line of its spot, the game's name dropped if need be."""
    length = spot.box.h if spot.turned else spot.box.w
    for words in (text, text.split(" · ", 1)[-1]):
        size, lines, fits = fonts.fit(words, (length, geometry.LABEL_H + 0.4), 6.5, 6, "bold")
        if fits and lines == 1:
            break
    return {"spot": spot, "text": words, "size": size}


class FaceBook:
    """The distinct faces of some cards, each fitted to its card's size once (see
    stamps.py), and the texts that do not fit, by card."""

    def __init__(self, kit: Kit):
        self.kit = kit
        self.fitted: dict[tuple[Face, tuple[float, float]],
                          tuple[int, tuple[faces.Text, ...]]] = {}
        self.missing: dict[tuple[str, str], None] = {}   # (card, side field), in order

    def side(self, cards: tuple[Card, ...], boxes, paints, side: str) -> list[dict]:
        """Template items for one side of some cards: the paint under each card (and the
        band that runs into the bleed) and where its face goes."""
        items = []
        for card, box, area in zip(cards, boxes, paints):
            face = getattr(card, side)
            number, texts = self._fit(face, (box.w, box.h), f"{card.name} ({side})")
            self.missing.update(((card.name, f"{side} {t.field}"), None)
                                for t in texts if not t.fits)
            band = None
            if face.layout == "card":   # the title band runs into the bleed too
                band = Rect(area.x, area.y, area.w, box.y - area.y + faces.band_height(box.h))
            items.append({"paint": area, "band": band, "face": face,
                          "place": (number, box.x, box.y)})
        return items

    def _fit(self, face: Face, size: tuple[float, float],
             where: str) -> tuple[int, tuple[faces.Text, ...]]:
        if (face, size) not in self.fitted:
            texts = tuple(faces.texts(face, *size, self.kit.icons, where))
            self.fitted[face, size] = (len(self.fitted), texts)
        return self.fitted[face, size]

    def overflows(self) -> tuple[tuple[str, str], ...]:
        return tuple(self.missing)

    def stamps(self, pages: list[dict], title: str, lang: str = "en") -> Stamps | None:
        """The faces to stamp on `pages` (None for a set without cards)."""
        if not self.fitted:
            return None
        # one page size for all: each face in its page's top-left corner (stamps.apply)
        page = tuple(max(size[i] for _, size in self.fitted) for i in (0, 1))
        items = [{"box": Rect(0.0, 0.0, *size), "face": face, "texts": texts,
                  "frame": frames.svg(face, size)}
                 for (face, size), (_, texts) in self.fitted.items()]
        html = html_page("faces.html.j2", page, title, lang, faces=items)
        return Stamps(html, page, tuple(tuple(item["place"] for item in p["items"])
                                        for p in pages), len(items),
                      tuple(size for _, size in self.fitted))


def _board(board: Board, kit: Kit, options: Options) -> Rendered:
    paper = BOARD_PAPERS[options.board_paper] if options.board_paper else options.paper_size
    page, ((rows, cols), tiles) = min(((p, geometry.tiles(board.size, p))
                                       for p in (paper, paper[::-1])),
                                      key=lambda found: len(found[1][1]))
    shapes = [{"shape": s, "lines": [icons.expand(line, kit.icons, f"{board.title} {s.cls}")
                                     for line in s.lines]} for s in board.shapes]
    pages, w = [], words.words(options.lang)
    for n, tile in enumerate(tiles, 1):
        where = f" · {w['sheet'].format(n=n, m=len(tiles))}: " \
                f"{w['tile'].format(row=tile.row, col=tile.col, rows=rows, cols=cols)}" \
            if len(tiles) > 1 else ""
        top_left = Rect(geometry.MARGIN, geometry.MARGIN, page[0] - 2 * geometry.MARGIN,
                        geometry.LABEL_H)
        ruler = Rect(tile.at[0], page[1] - geometry.MARGIN - geometry.RULER[1], *geometry.RULER)
        pages.append({"tile": tile, "rulers": (cardsheet.Spot(ruler),),
                      "shapes": _on_page(shapes, tile, page),
                      "label": fitted_label(cardsheet.Spot(top_left),
                                      f"{kit.title} · {board.title}{where}")})
    html = html_page("board.html.j2", page, f"{kit.title}: {board.title}", options.lang,
                     kit.accent,
                     pages=pages, board=board, overlap=geometry.OVERLAP)
    warnings = ()
    if options.board_paper and len(tiles) > 1:
        warnings = (ngettext(
            "{board} ({width} x {height} mm) does not fit on one {paper} sheet: tiled over "
            "{n} {paper} sheet ({rows} x {cols}) instead",
            "{board} ({width} x {height} mm) does not fit on one {paper} sheet: tiled over "
            "{n} {paper} sheets ({rows} x {cols}) instead", len(tiles)).format(
            board=board.title, width=f"{board.size[0]:g}", height=f"{board.size[1]:g}",
            paper=options.board_paper, n=len(tiles), rows=rows, cols=cols),)
    return Rendered(board.id, board.title, html, (), Plan(len(tiles), board.stock, "single",
                                                         board.copies), warnings)


def one_up_board(board: Board, kit: Kit, options: Options, bleed: float) -> Rendered:
    """The whole board on one page of its size plus `bleed` all round, for a print shop:
    a shape that reaches the board's edge runs its colour on into the bleed."""
    w, h = board.size
    page = (w + 2 * bleed, h + 2 * bleed)
    tile = geometry.Tile(1, 1, Rect(-bleed, -bleed, *page), (0.0, 0.0), (), ())
    shapes = [{"shape": s, "lines": [icons.expand(line, kit.icons, f"{board.title} {s.cls}")
                                     for line in s.lines]} for s in board.shapes]
    bleeds = [{"shape": Shape(_into_bleed(s.box, board.size, bleed), fill=s.fill), "lines": []}
              for s in board.shapes if s.fill != "none" and not s.rotate
              and _into_bleed(s.box, board.size, bleed) != s.box]
    html = html_page("board.html.j2", page, f"{kit.title}: {board.title}", options.lang,
                     pages=[{"tile": tile, "rulers": (), "shapes": _on_page(bleeds + shapes,
                                                                            tile, page),
                             "label": None}], board=board, overlap=geometry.OVERLAP)
    return Rendered(board.id, board.title, html, (), Plan(1, "board", "single"),
                    cards=((board.title, board.copies),))


def _into_bleed(box: Rect, size: tuple[float, float], bleed: float) -> Rect:
    """`box` grown by `bleed` past each edge of the board it touches."""
    left = bleed if box.x <= geometry.EPS else 0.0
    top = bleed if box.y <= geometry.EPS else 0.0
    right = bleed if box.right >= size[0] - geometry.EPS else 0.0
    bottom = bleed if box.bottom >= size[1] - geometry.EPS else 0.0
    return Rect(box.x - left, box.y - top, box.w + left + right, box.h + top + bottom)


def _on_page(shapes: list[dict], tile: geometry.Tile, page: tuple[float, float]) -> list[dict]:
    """The shapes a tile's page draws; `whole` for those whose lines may reach the page's
    bottom edge (their text at most NEAR mm past the box): WeasyPrint would split such a
    shape there and carry its other lines onto the next page, over its clipped viewport, so
    the template makes their lines one unbreakable line box (an inline-block, which costs
    WeasyPrint several times a plain block's layout: only where needed)."""
    drop = tile.at[1] - tile.window.y   # board y -> page y
    return [{**s, "whole": bool(s["lines"]) and drop + s["shape"].box.bottom + NEAR > page[1]}
            for s in shapes if _may_show(s["shape"], tile.window)]


def _may_show(shape, window: Rect) -> bool:
    """Whether a shape can reach into a tile's window: turned about its centre, its text
    running past its box (at most NEAR mm), it stays within its box grown by this much."""
    return shape.box.grown(max(shape.box.w, shape.box.h) + NEAR).overlaps(window)


def _document(doc: Document, kit: Kit, options: Options) -> Rendered:
    """A flowing document on the paper; a booklet on half-sheet pages, imposed on it."""
    page = booklet.half(options.paper_size) if doc.booklet else options.paper_size
    expand = lambda text: markdown.inline(text, kit.icons, doc.title)   # noqa: E731
    blocks = lambda text: markdown.block(text, kit.icons, doc.title)    # noqa: E731
    footer = f"{kit.title} · {doc.title} · {words.words(options.lang)['footer']}"
    html = html_page("document.html.j2", page, f"{kit.title}: {doc.title}",
                     options.lang, kit.accent, doc=doc, kit_title=kit.title, x=expand, md=blocks,
                     footer=page_counters(footer))
    if doc.booklet:
        return Rendered(doc.id, doc.title, html, (), Plan(None, "paper", "booklet"),
                        impose=options.paper_size)
    return Rendered(doc.id, doc.title, html, ())

