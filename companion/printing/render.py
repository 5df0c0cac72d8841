"""Components -> one self-contained HTML string each (pure: no WeasyPrint, no files written)."""

from dataclasses import dataclass
from functools import lru_cache

from markupsafe import Markup

from companion.paths import TEMPLATES
from companion.printing import faces, fonts, geometry, icons
from companion.printing.geometry import Rect
from companion.printing.model import Board, Card, CardSet, Component, Document, Kit
from companion.printing.options import BOARD_PAPERS, Options

RENDERER_VERSION = "1"   # bump when output changes without any template or data change
DUPLEX = ("duplex-long", "duplex-short")


@dataclass(frozen=True)
class Rendered:
    id: str
    title: str
    html: str
    overflows: tuple[tuple[str, str], ...]   # (card, field) still too long at the smallest size


@lru_cache(maxsize=1)
def environment():
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)
    env.filters["mm"] = lambda v: f"{v:.3f}mm"
    env.filters["css_string"] = css_string
    return env


def css_string(text: str) -> Markup:
    """Text for inside a double-quoted CSS string in a <style> element, where HTML escapes
    would show literally (`The Landlord&#39;s Game`)."""
    escaped = str(text).replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3c ")
    return Markup(escaped.replace("\n", " "))


def render(component: Component, kit: Kit, options: Options) -> Rendered:
    """The HTML of one component, with the list of texts that do not fit."""
    if isinstance(component, CardSet):
        return _cards(component, kit, options)
    if isinstance(component, Board):
        return _board(component, kit, options)
    if isinstance(component, Document):
        return _document(component, kit, options)
    raise TypeError(f"not a component: {component!r}")


def html_page(template: str, page: tuple[float, float], title: str, **context) -> str:
    css = (TEMPLATES / "print.css").read_text(encoding="utf-8")
    return environment().get_template(template).render(
        page=page, title=title, css=Markup(css), fonts=fonts.font_faces(), **context)


def _cards(cs: CardSet, kit: Kit, options: Options) -> Rendered:
    size = cs.size or options.card
    sheet = geometry.sheet(options.paper_size, size, options.bleed, options.backs,
                           options.cut_lines)
    per_page = len(sheet.fronts)
    chunks = [cs.cards[i:i + per_page] for i in range(0, len(cs.cards), per_page)]
    overflows: list[tuple[str, str]] = []
    fronts, backs = [], []
    for chunk in chunks:
        front = _faces(chunk, sheet.fronts, "front", sheet.bleed, kit, overflows)
        shift = options.back_offset if options.backs in DUPLEX else (0.0, 0.0)
        back_boxes = tuple(b.shifted(*shift) for b in sheet.backs[:len(chunk)])
        back = _faces(chunk, back_boxes, "back", sheet.bleed, kit, overflows)
        marks, back_marks = geometry.page_marks(sheet, len(chunk))
        if options.backs == "fold":
            fronts.append(_sheet_page(sheet, front + back, marks, sheet.fold))
        elif options.backs == "separate":
            fronts.append(_sheet_page(sheet, front, marks))
            backs.append(_sheet_page(sheet, back, back_marks))
        else:   # a duplex back carries no marks: they would show through
            fronts += [_sheet_page(sheet, front, marks),
                       {"items": back, "marks": (), "ruler": None, "note": None, "fold": None}]
    pages = fronts + backs
    html = html_page("cards.html.j2", options.paper_size, f"{kit.title}: {cs.title}", pages=pages)
    return Rendered(cs.id, cs.title, html, tuple(overflows))


def _sheet_page(sheet, items, marks, fold=None) -> dict:
    return {"items": items, "marks": marks, "ruler": sheet.ruler, "note": sheet.note,
            "fold": fold}


def _faces(cards: tuple[Card, ...], boxes, side: str, bleed: float, kit: Kit,
           overflows: list) -> list[dict]:
    """Template items for one side of some cards: paint area, cut box and fitted texts."""
    if side == "back":
        paint = geometry.back_paint(tuple(boxes), bleed)
    else:
        paint = [b.grown(bleed) for b in boxes]
    items = []
    for card, box, area in zip(cards, boxes, paint):
        face = getattr(card, side)
        fitted = faces.texts(face, box.w, box.h, kit.icons, f"{card.name} ({side})")
        overflows += [(card.name, f"{side} {t.field}") for t in fitted if not t.fits]
        band = None
        if face.layout == "card":   # the title band runs into the bleed too
            band = Rect(area.x, area.y, area.w, box.y - area.y + faces.band_height(box.h))
        items.append({"box": box, "paint": area, "band": band, "face": face, "texts": fitted})
    return items


def _board(board: Board, kit: Kit, options: Options) -> Rendered:
    page = BOARD_PAPERS[options.board_paper] if options.board_paper else options.paper_size
    (rows, cols), tiles = geometry.tiles(board.size, page)
    shapes = [{"shape": s, "lines": [icons.expand(line, kit.icons, f"{board.title} {s.cls}")
                                     for line in s.lines]} for s in board.shapes]
    pages = []
    for tile in tiles:
        where = f" · row {tile.row}, column {tile.col} of {rows} x {cols}" if len(tiles) > 1 else ""
        pages.append({"tile": tile, "label": f"{kit.title} · {board.title}{where}",
                      "ruler": Rect(tile.at[0], page[1] - geometry.SAFE - geometry.RULER[1],
                                    *geometry.RULER),
                      "note": Rect(page[0] - geometry.SAFE - geometry.NOTE[0],
                                   geometry.SAFE, *geometry.NOTE)})
    html = html_page("board.html.j2", page, f"{kit.title}: {board.title}", pages=pages,
                 board=board, shapes=shapes, overlap=geometry.OVERLAP)
    return Rendered(board.id, board.title, html, ())


def _document(doc: Document, kit: Kit, options: Options) -> Rendered:
    expand = lambda text: icons.expand(text, kit.icons, doc.title)   # noqa: E731
    html = html_page("document.html.j2", options.paper_size, f"{kit.title}: {doc.title}",
                 doc=doc, kit_title=kit.title, x=expand)
    return Rendered(doc.id, doc.title, html, ())

