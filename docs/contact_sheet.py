"""The before/after contact sheet of the kits' look (docs/contact-sheet.png): for each game a
page of cards and a page of its board, printed by a git revision (checked out in a temporary
worktree) and by this checkout, side by side.

Run: python docs/contact_sheet.py --before REV [--out docs/contact-sheet.png]
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RUN = "import sys; from companion.cli.app import main; sys.exit(main(sys.argv[1:]))"
# each game: (component, page) of cards, then of its board
PAGES = {"discretion": (("events", 0), ("board", 0)),
         "landlords-1906": (("chance", 0), ("board", 0)),
         "eurobusiness": (("deeds", 0), ("board", 0)),
         "payday": (("mail", 0), ("board", 0)),
         "on-guard": (("buildings", 0), ("town", 0))}
SCALE = 0.35   # of 72 dpi
GAP = 12


def pages(tree: Path, game: str, out: Path) -> list:
    """The game's chosen pages as printed by `tree`, as images."""
    import pypdfium2 as pdfium

    only = [arg for part, _ in PAGES[game] for arg in ("--only", part)]
    subprocess.run([sys.executable, "-c", RUN, "print", game, *only, "--out", str(out)],
                   cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, check=True,
                   stdout=subprocess.DEVNULL)
    return [pdfium.PdfDocument(out / f"{part}.pdf")[n].render(scale=SCALE).to_pil()
            .convert("RGB") for part, n in PAGES[game]]


def sheet(rows: list[tuple[str, list, list]], before: str):
    """Rows of (game, pages before, pages after) on one image, captioned."""
    from PIL import Image, ImageDraw

    cell_w = max(im.width for _, b, a in rows for im in b + a)
    cell_h = max(im.height for _, b, a in rows for im in b + a)
    per = len(rows[0][1])
    head = 28
    width = GAP + 2 * (per * (cell_w + GAP)) + GAP
    image = Image.new("RGB", (width, head + len(rows) * (cell_h + head)), "#d0d0d0")
    draw = ImageDraw.Draw(image)
    half = GAP + per * (cell_w + GAP)
    draw.text((GAP, 8), f"before ({before})", fill="#000")
    draw.text((half + GAP, 8), "after (this checkout)", fill="#000")
    for r, (game, old, new) in enumerate(rows):
        y = head + r * (cell_h + head)
        draw.text((GAP, y + 8), game, fill="#000")
        for c, im in enumerate(old + new):
            x = GAP + c * (cell_w + GAP) + (GAP if c >= per else 0)
            image.paste(im, (x, y + head - 4))
    return image


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", required=True, help="the git revision to compare with")
    parser.add_argument("--out", type=Path, default=HERE / "docs" / "contact-sheet.png")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "before"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.before],
                       cwd=HERE, check=True)
        try:
            rows = [(game, pages(old, game, Path(tmp) / f"old-{game}"),
                     pages(HERE, game, Path(tmp) / f"new-{game}")) for game in PAGES]
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=HERE,
                           check=True)
    sheet(rows, args.before).save(args.out, optimize=True)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
