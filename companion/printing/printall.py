"""One file to print a whole kit (`GAME-print-all.pdf`) and the list that says how to print
each part (`GAME-print-list.txt`): pages, sheets, stock, single-sided, folded or duplex
(the duplex advice only when a part is printed duplex), and which sets each ganged sheet
holds.

pypdfium2 joins the parts' PDFs page for page, so the combined file is exactly the parts,
each face's fonts then made one (printing/subsets.py).
"""

import os
from pathlib import Path

from companion.printing import subsets, words
from companion.printing.render import Rendered


def paths(out: Path, name: str) -> tuple[Path, Path]:
    return out / f"{name}-print-all.pdf", out / f"{name}-print-list.txt"


def write(out: Path, name: str, title: str, rendered: list[Rendered], how: str,
          lang: str = "en", ink_saved: tuple[str, int] | None = None) -> int:
    """Join the parts' PDFs (in kit order) and write the print list in the kit's language
    (with what the ink saver saves on a sheet of cards, when it was used); return the pages."""
    import pypdfium2 as pdfium

    combined, listing = paths(out, name)
    joined = pdfium.PdfDocument.new()
    counts = []
    for r in rendered:
        part = pdfium.PdfDocument(out / f"{r.id}.pdf")
        counts.append(len(part))
        joined.import_pages(part)
        part.close()
    tmp = combined.with_name(f".{combined.name}.{os.getpid()}.tmp")
    try:
        joined.save(tmp)
        tmp.write_bytes(subsets.once(tmp.read_bytes()))
        os.replace(tmp, combined)
    finally:
        joined.close()
        tmp.unlink(missing_ok=True)
    listing.write_text(print_list(title, combined.name, rendered, counts, how, lang, ink_saved),
                       encoding="utf-8")
    return sum(counts)


def _held(title: str, cards: int, rest: str, w: dict, lang: str) -> str:
    """One set on a ganged sheet: its cards there, and where its others are."""
    held = f"{title}: {words.cards(cards, lang)}"
    return w["rest"].format(held=held, file=rest) if rest else held


def print_list(title: str, combined: str, rendered: list[Rendered], counts: list[int],
               how: str, lang: str = "en", ink_saved: tuple[str, int] | None = None) -> str:
    w = words.words(lang)
    rows, first, sheets = [], 1, 0
    for r, n in zip(rendered, counts):
        # a booklet: both sides a sheet; a board each player: that many times its sheets
        used = (r.plan.sheets or (n // 2 if r.impose else n)) * r.plan.copies
        sheets += used
        sides = w["sides"][r.plan.sides]
        rows.append((f"{first}-{first + n - 1}" if n > 1 else str(first), f"{r.id}.pdf",
                     str(used), w["stock"][r.plan.stock],
                     sides if r.plan.copies == 1 else
                     f"{sides}; {words.copies(r.plan.copies, lang)}"))
        first += n
    head = tuple(w["columns"])
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]
    table = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip()
             for row in [head, *rows]]
    holds = [w["holds"].format(file=f"{r.id}.pdf", sheet=w["sheet"].format(n=n, m=len(r.holds)),
                               parts=", ".join(_held(t, c, rest, w, lang) for t, c, rest in sets))
             for r in rendered for n, sets in enumerate(r.holds, 1)]
    return "\n".join([
        w["list_title"].format(title=title, how=how),
        w["everything"].format(file=combined, pages=first - 1, sheets=sheets),
        w["one_by_one"],
        "",
        *table,
        "",
        *([w["ganged"], *holds, ""] if holds else []),
        *((w["ink_saved"].format(part=ink_saved[0], share=ink_saved[1]),) if ink_saved else ()),
        *w["advice"],
        *(w["duplex_advice"] if any(r.plan.sides.startswith("duplex") for r in rendered)
          else ()),
        "",
    ])
