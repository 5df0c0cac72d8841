"""Time the whole Discretion kit: cold (fresh output folder) and a re-run with nothing changed.

WeasyPrint's first-run font cache is built by a warm-up render before timing.
Run: python bench/bench_print.py
"""

import tempfile
import time
from pathlib import Path

from companion.printing import build, pdf
from companion.printing.options import parse


def timed(out: Path) -> tuple[float, build.Report]:
    start = time.perf_counter()
    _, rendered = build.prepare("discretion", parse())
    report = build.write(rendered, out)
    return time.perf_counter() - start, report


def main() -> None:
    pdf.warm_up()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        cold, report = timed(out)
        pages = sum(o.pages or 0 for o in report.outcomes)
        print(f"cold:   {cold:6.2f} s  ({len(report.outcomes)} PDFs, {pages} pages)")
        warm, report = timed(out)
        skipped = sum(not o.written for o in report.outcomes)
        print(f"re-run: {warm:6.2f} s  ({skipped} of {len(report.outcomes)} unchanged, skipped)")


if __name__ == "__main__":
    main()
