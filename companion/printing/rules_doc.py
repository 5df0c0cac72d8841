"""The game's rules as a kit component: the text `companion rules GAME` shows, in the kit's
language, its rulings and house defaults marked; printed plain on the kit's paper (`rules`)
and as a saddle-stitched booklet (`rules-booklet`, printing/booklet.py)."""

from dataclasses import replace

from companion.printing import words
from companion.printing.model import Document, Section

RULING, HOUSE = "§", ":house:"   # the marks before the rulings' and house defaults' headings


def documents(game, data: dict, lang: str) -> tuple[Document, Document]:
    """The plain rules and the same rules as a booklet."""
    w = words.words(lang)
    topics, _in_it = game.rules_in(data, lang)
    marks = {topics["rulings"]: RULING, topics["house-defaults"]: HOUSE}
    sections = []
    for body in dict.fromkeys(topics.values()):   # a section once, under any of its names
        heading, _sep, text = body.removeprefix("## ").partition("\n")
        mark = marks.get(body, "")
        sections.append(Section(f"{mark}\u00a0{heading}" if mark else heading,
                                markdown=text.strip()))
    plain = Document("rules", w["rules"], tuple(sections),
                     legend=w["rules_legend"].format(ruling=RULING, house=HOUSE))
    return plain, replace(plain, id="rules-booklet", title=w["rules_booklet"], booklet=True)
