"""The cover page, first in a whole kit's print-all and its own file (`cover.pdf`): what
to print, on which stock (its weight a house default), single-sided or duplex on which
edge, how many copies and sheets, and what else the table needs (the kit's `needs`:
dice, pawns, a pencil), counted for the game's players.

It is made after the other parts are written, from their page counts."""

from companion.printing import boxes, words
from companion.printing.i18n import ngettext
from companion.printing.model import Board, Document, Kit, Need, Section
from companion.printing.render import Rendered

ID = "cover"
NB = "\u00a0"


def placeholder(lang: str) -> Document:
    """The cover's place in the kit (for `--only cover` and its order), filled in later."""
    return Document(ID, words.words(lang)["cover"], ())


def document(kit: Kit, parts: list[Rendered], pages: dict[str, int], needs: tuple[Need, ...],
             players: tuple[int, int], lang: str) -> Document:
    """The cover of a kit whose `parts` (in print-all order) took `pages` pages each."""
    w = words.words(lang)
    copies = {c.id: c.copies for c in kit.components if isinstance(c, Board)}
    rows, totals = [], {}
    for r in parts:
        n = pages[r.id]
        sheets = r.plan.sheets or (n // 2 if r.impose else n)
        totals[r.plan.stock] = totals.get(r.plan.stock, 0) + sheets * copies.get(r.id, 1)
        rows.append((f"{r.id}.pdf", r.title, str(sheets), _stock(r.plan.stock, w),
                     w["sides"][r.plan.sides], str(copies.get(r.id, 1))))
    total = "; ".join(f"{_stock(stock, w)}: {n}" for stock, n in totals.items())
    return Document(ID, w["cover"], (
        Section(w["cover_print"], paragraphs=(w["cover_total"].format(sheets=total),),
                table=(tuple(w["cover_columns"]), *rows)),
        Section(w["cover_table"], items=tuple(need_lines(needs, players, lang))),
    ), legend=w["cover_legend"])


def _stock(stock: str, w: dict) -> str:
    return w["stock_weight"].format(stock=w["stock"][stock],
                                    weight=boxes.WEIGHT[stock]) + f"{NB}:house:"


def need_lines(needs: tuple[Need, ...], players: tuple[int, int], lang: str) -> list[str]:
    """What else the table needs, a line each, the players' count first."""
    from companion.core import i18n

    w = words.words(lang)
    low, high = players
    with i18n.speaking(lang):
        lines = [w["need_players"].format(low=low, high=high)]
        for need in needs:
            if need.what == "dice":
                lines.append(ngettext("{n} six-sided die", "{n} six-sided dice",
                                      need.count).format(n=need.count))
            else:
                lines.append(w[f"need_{need.what}"].format(low=low, high=high))
    return lines
