"""A whole kit's components rendered, each card set's part-filled sheet ganged with others'.

A set smaller than a sheet is all part-filled sheet; a bigger one keeps its full sheets in
its own file and gives its last few. They share sheets by sides (one file of the one-sided,
one of the two-sided), each a block of the rows it needs under its own label, packed by
`gang.pack`. Part-filled sheets of one card size that find no sheet to share, each alone,
are laid out as one grid (one block, one label naming them) where they fit one sheet."""

from dataclasses import replace

from companion.printing import cardsheet, fonts, gang, geometry, words
from companion.printing.model import CardSet, Component, Kit
from companion.printing.options import Options
from companion.printing.render import (DUPLEX, FaceBook, Plan, Rendered, backs_mode,
                                       fitted_label, html_page, paints, render)

FILES = {False: "ganged", True: "ganged-2-sided"}   # the ganged sheets' files, by sides

# A block's set (its cards and label) and the part-filled sheets it holds (their sets' tails)
Held = tuple[CardSet, tuple[CardSet, ...], gang.Block]


def render_all(components, kit: Kit, options: Options, gang_sets: bool = True) -> list[Rendered]:
    """Every component's HTML, in kit order; with `gang_sets`, the part-filled sheets share
    ganged sheets where two or more sets fit a page, each ganged file after the first set
    it holds; a set keeps its full sheets in its own file."""
    tails = {c.id: t for c in components if gang_sets and (t := _tail(c, options))}
    order = {c.id: i for i, c in enumerate(components)}
    ganged: dict[str, Rendered] = {}   # the first set of a ganged file -> that file
    moved: dict[str, CardSet] = {}     # a set whose tail went onto a ganged sheet -> it
    for two_sided in (False, True):
        sets = [t for c in components if (t := tails.get(c.id)) and t.backs == two_sided]
        if len(sets) < 2:   # a set alone has none to share a sheet with: no block sought
            continue
        held = [(cs, (cs,), b) for cs in sets if (b := _block(cs, options, kit.title))]
        pages = gang.pack([replace(h[2], index=i) for i, h in enumerate(held)],
                          options.paper_size[1])
        alone = [held[page[0].index] for page in pages if len(page) == 1]
        if joined := _joined(alone, options, kit.title, order):
            held = [h for h in held if h not in alone] + joined
            pages = gang.pack([replace(h[2], index=i) for i, h in enumerate(held)],
                              options.paper_size[1])
        shared = [page for page in pages if sum(len(held[b.index][1]) for b in page) > 1]
        if shared:
            parts = {t.id: t for page in shared for b in page for t in held[b.index][1]}
            moved |= parts
            rests = {i: f"{i}.pdf" if len(t.cards) < len(_by_id(components, i).cards) else ""
                     for i, t in parts.items()}
            ganged[min(parts, key=order.get)] = _gang(FILES[two_sided], held, shared, kit,
                                                      options, rests)
    out = []
    for c in components:
        if c.id not in moved:
            out.append(render(c, kit, options))
        elif len(moved[c.id].cards) < len(c.cards):   # its full sheets, in its own file
            out.append(render(replace(c, cards=c.cards[:-len(moved[c.id].cards)]), kit, options))
        if c.id in ganged:
            out.append(ganged[c.id])
    return out


def _by_id(components, id: str) -> CardSet:
    return next(c for c in components if c.id == id)


def _full(c: CardSet, options: Options) -> int:
    """The cards a full sheet of the set holds."""
    return len(cardsheet.sheet(options.paper_size, c.size or options.card, options.bleed,
                               backs_mode(c, options), options.cut_lines).fronts)


def _tail(c: Component, options: Options) -> CardSet | None:
    """The cards of a card set's part-filled sheet (a two-sided one not folded), which
    might share a ganged sheet: those past its last full sheet; None if it has none."""
    if not isinstance(c, CardSet) or (c.backs and options.backs == "fold"):
        return None
    rest = len(c.cards) % _full(c, options)
    return replace(c, cards=c.cards[-rest:]) if rest else None


def _joined(alone: list[Held], options: Options, kit_title: str,
            order: dict[str, int]) -> list[Held]:
    """Part-filled sheets alone on their ganged pages, of one card size, as few grids as
    hold them (most cards first, each into the first grid with room), a grid of two or
    more sets one block: its cards set after set in kit order, its label naming each."""
    grids = gang.first_fit(
        sorted((h[0] for h in alone), key=lambda t: (-len(t.cards), order[t.id])),
        lambda grid, tail: (grid[0].size or options.card) == (tail.size or options.card)
        and sum(len(t.cards) for t in grid) + len(tail.cards) <= _full(tail, options))
    out = []
    for grid in grids:
        if len(grid) > 1:
            grid.sort(key=lambda t: order[t.id])
            cs = replace(grid[0], id="+".join(t.id for t in grid),
                         title=" + ".join(t.title for t in grid),
                         cards=tuple(card for t in grid for card in t.cards))
            if b := _block(cs, options, kit_title):
                out.append((cs, tuple(grid), b))
    return out


def _block(c: CardSet, options: Options, kit_title: str) -> gang.Block | None:
    """A set's (or its part-filled sheet's) block for a ganged page, None if it needs a
    whole page: with room for the whole label where that makes it no higher, else the
    label's usual room."""
    size, mode = c.size or options.card, backs_mode(c, options)
    args = (0, options.paper_size, size, len(c.cards), options.bleed, mode, options.cut_lines)
    w = words.words(options.lang)
    longest = f"{kit_title} · {c.title} · {w['sheet'].format(n=10, m=10)} · " \
              f"{words.cards(len(c.cards), options.lang)} · " \
              f"{max(w['fronts'], w['backs'], w['one_sided'], key=len)}"
    room = fonts.width(longest, 6, "bold") / fonts.SAFETY + 1
    short = gang.block(*args)
    if room <= cardsheet.LABEL_W:
        return short
    long = gang.block(*args, min(room, options.paper_size[0] - 2 * geometry.MARGIN))
    return long if long and (not short or long.sheet.page[1] <= short.sheet.page[1]) else short


def _gang(gid: str, held: list[Held], pages: list[list[gang.Block]], kit: Kit,
          options: Options, rests: dict[str, str]) -> Rendered:
    """Ganged sheets: each page the blocks of several sets, each block its label
    (`rests`: the file each set's other cards are in, "" for a set all here)."""
    two_sided = held[0][0].backs
    mode = options.backs if two_sided else "separate"
    w = words.words(options.lang)
    height = options.paper_size[1]
    shift = options.back_offset if mode in DUPLEX else (0.0, 0.0)
    book = FaceBook(kit)
    fronts, backs = [], []
    for n, blocks in enumerate(pages, 1):
        front = {"items": [], "marks": (), "rulers": (), "fold": None, "labels": []}
        back = {"items": [], "marks": (), "rulers": (), "fold": None, "labels": []}
        for b in blocks:
            cs, s = held[b.index][0], b.sheet
            dy = b.y   # the back of a strip turned on the short edge lies mirrored down
            by = height - b.y - s.page[1] if mode == "duplex-short" else b.y
            label = f"{kit.title} · {cs.title} · {w['sheet'].format(n=n, m=len(pages))} · " \
                    f"{words.cards(len(cs.cards), options.lang)}"
            front_paint, back_paint = paints(s, options)
            front["items"] += book.side(cs.cards, [f.shifted(0, dy) for f in s.fronts],
                                        [p.shifted(0, dy) for p in front_paint], "front")
            front["marks"] += tuple(_down(m, dy) for m in cardsheet.page_marks(
                s, len(cs.cards))[0])
            ends = w["fronts"] if two_sided else w["one_sided"]
            front["labels"].append(fitted_label(_spot_down(s.label, dy), f"{label} · {ends}"))
            if not front["rulers"]:
                front["rulers"] = tuple(_spot_down(r, dy) for r in s.rulers)
            if two_sided:
                back["items"] += book.side(
                    cs.cards, [f.shifted(shift[0], by + shift[1]) for f in s.backs],
                    [p.shifted(shift[0], by + shift[1]) for p in back_paint], "back")
                back["labels"].append(fitted_label(_spot_down(s.back_label, by),
                                             f"{label} · {w['backs']}"))
                if mode == "separate":   # a duplex back carries no marks
                    back["marks"] += tuple(_down(m, by) for m in cardsheet.page_marks(
                        s, len(cs.cards))[1])
        fronts.append(front)
        if two_sided:
            (backs if mode == "separate" else fronts).append(back)
    every = fronts + backs
    title = f"{kit.title}: {', '.join(held[b.index][0].title for p in pages for b in p)}"
    html = html_page("cards.html.j2", options.paper_size, title, options.lang, pages=every)
    holds = tuple(tuple((t.title, len(t.cards), rests[t.id]) for b in page
                        for t in held[b.index][1]) for page in pages)
    return Rendered(gid, title, html, book.overflows(),
                    Plan(len(pages), "card", mode if two_sided else "single"), holds=holds,
                    stamps=book.stamps(every, title, options.lang))


def _down(line: geometry.Line, dy: float) -> geometry.Line:
    x1, y1, x2, y2 = line
    return (x1, y1 + dy, x2, y2 + dy)


def _spot_down(spot: cardsheet.Spot, dy: float) -> cardsheet.Spot:
    return cardsheet.Spot(spot.box.shifted(0, dy), spot.turned)
