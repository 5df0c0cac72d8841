"""Time a whole kit (Discretion unless a game is named): cold (fresh output folder) and a
re-run with nothing changed.

WeasyPrint's first-run font cache is built by a warm-up render before timing.
Run: python bench/bench_print.py [GAME]
"""

import sys
import tempfile
import time
from pathlib import Path

from companion.printing import build, pdf
from companion.printing.options import parse


def timed(out: Path, game: str) -> tuple[float, build.Report]:
    start = time.perf_counter()
    job = build.prepare(game, parse())
    report = build.write(job.rendered, out)
    build.combine(job, out)
    return time.perf_counter() - start, report


def main() -> None:
    game = sys.argv[1] if len(sys.argv) > 1 else "discretion"
    pdf.warm_up()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        cold, report = timed(out, game)
        pages = sum(o.pages or 0 for o in report.outcomes)
        print(f"cold:   {cold:6.2f} s  ({len(report.outcomes)} PDFs, {pages} pages)")
        warm, report = timed(out, game)
        skipped = sum(not o.written for o in report.outcomes)
        print(f"re-run: {warm:6.2f} s  ({skipped} of {len(report.outcomes)} unchanged, skipped)")


if __name__ == "__main__":
    main()
