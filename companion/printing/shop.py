"""A print shop's order: how many copies of each face of the 1-up PDFs, as a CSV
(`quantities.csv`) and a list in the kit's language (`print-list.txt`)."""

import csv
import io
from pathlib import Path

from companion.printing import exports, words
from companion.printing.render import Rendered

CSV = "quantities.csv"
LIST = "print-list.txt"
COLUMNS = ("file", "front page", "back page", "component", "piece", "copies")


def rows(rendered: list[Rendered]) -> list[tuple[str, int, int | None, str, str, int]]:
    """Every piece of every 1-up PDF: its front page (then its back), and its copies; a
    board is one page, printed once a copy."""
    out = []
    for r in rendered:
        board = r.plan.stock == "board"
        for k, (name, copies) in enumerate(r.cards):
            front = k + 1 if board else 2 * k + 1
            out.append((f"{r.id}.pdf", front, None if board else front + 1, r.title, name,
                        copies))
    return out


def write(folder: Path, title: str, rendered: list[Rendered], lang: str = "en") -> list[str]:
    """Write the CSV and the list; return the lines that say so."""
    found = rows(rendered)
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(("" if v is None else v for v in row) for row in found)
    (folder / CSV).write_text(text.getvalue(), encoding="utf-8")
    (folder / LIST).write_text(print_list(title, rendered, found, lang), encoding="utf-8")
    return [f"quantities of every face in {folder / CSV} and {folder / LIST}"]


def print_list(title: str, rendered: list[Rendered], found, lang: str = "en") -> str:
    w = words.words(lang)
    table = [tuple(w["shop_columns"])] + [
        (file, f"{front}-{back}" if back else str(front), piece, str(copies))
        for file, front, back, _, piece, copies in found]
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    lines = ["  ".join(cell.rjust(width) if i == 3 else cell.ljust(width)
                       for i, (cell, width) in enumerate(zip(row, widths))).rstrip()
             for row in table]
    totals = [w["shop_total"].format(file=f"{r.id}.pdf", title=r.title, faces=len(r.cards),
                                     copies=sum(n for _, n in r.cards))
              for r in rendered if r.plan.stock != "board"]
    return "\n".join([w["shop_title"].format(title=title, bleed=f"{exports.SHOP_BLEED:g}"),
                      w["shop_how"], "", *lines, "", *totals, ""])
