"""What the pipeline adds to every game's kit: a cover page first (cover.py), standees
where the players move pawns (standees.py), its rules (plain and as a booklet, see
rules_doc.py) and boxes to keep it in (boxes.py): a tuck box for each deck, a lid and a
base for the whole kit."""

from dataclasses import replace

from companion.printing import booklet, boxes, cover, rules_doc, standees, words
from companion.printing.model import Board, CardSet, Kit, Need

NB = "\u00a0"


def complete(kit: Kit, game, data: dict, options, needs: tuple[Need, ...] = ()) -> Kit:
    """The kit with its cover first; after the game's own components its standees (when
    it `needs` pawns) and its rules, then its boxes when asked for (`--boxes`, or any by
    `--only`): they would add half again to a whole kit's time."""
    w = words.words(options.lang)
    pawns = tuple(standees.standees(w["standees"], data["game"]["max_players"], w["standee"])
                  for need in needs if need.what == "pawns")
    boxed = box_parts(kit, options) if options.boxes or options.only else ()
    return replace(kit, components=(cover.placeholder(options.lang), *kit.components, *pawns,
                                    *rules_doc.documents(game, data, options.lang), *boxed))


def boxed(component) -> bool:
    """Whether a component is one of the boxes (left out of a whole kit but by --boxes)."""
    return component.id.startswith("box-")


def _mm(value: float) -> str:
    return f"{value:g}"


def box_parts(kit: Kit, options) -> tuple[Board, ...]:
    """A tuck box for each deck (a set of --card-size cards) in its back's colour, then the
    kit box's base and lid, sized from every card set."""
    w = words.words(options.lang)
    caliper = boxes.CALIPER["card"]
    sets = [c for c in kit.components if isinstance(c, CardSet)]
    parts, volumes = [], []
    for cs in sets:
        size = cs.size or options.card
        if cs.size is None:
            box = boxes.tuck_size(size, len(cs.cards), caliper)
            volumes.append((box.w + 2 * caliper) * (box.h + 2 * caliper) * (box.d + 2 * caliper))
            inside = w["inside"].format(w=_mm(box.w), h=_mm(box.h), d=_mm(box.d),
                                        caliper=f"{caliper:.2f}") + f"{NB}:house:"
            parts.append(boxes.tuck_box(
                f"box-{cs.id}", w["tuck_box"].format(deck=cs.title), box,
                cs.cards[0].back.colour, (kit.title, cs.title,
                                          words.cards(len(cs.cards), options.lang), inside),
                (cs.title,), w["glue"]))
        else:
            volumes.append(len(cs.cards) * size[0] * size[1] * caliper)
    base, lid = boxes.kit_box(booklet.half(options.paper_size), volumes)
    label = (kit.title,)
    return (*parts,
            boxes.tray("box-base", w["box_base"], base, "#ffffff", label, w["glue"]),
            boxes.tray("box-lid", w["box_lid"], lid, kit.accent, label, w["glue"]))
