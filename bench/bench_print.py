"""Time printing a whole kit (Discretion unless a game is named) with the same command,
`companion print GAME --out DIR`: cold (a fresh folder) and a re-run with nothing changed.

With `--before REV` the same is timed for a git revision (checked out in a temporary
worktree) side by side, runs alternating, so both see the same load on a shared machine;
the load average is printed with the results. WeasyPrint's first-run font cache is built by
a warm-up render before anything is timed.

Run: python bench/bench_print.py [GAME] [--before REV] [--rounds N]

Recorded before issue 8's change (fcc0a1d, this checkout untouched; 2 cores shared with
about 8 engineers): cold 101.7 s with load 6.6, cold 47.2 s with load 8.3; re-runs 1.0 s
and 0.85 s (11 PDFs, 61 pages).

2026-12-01, quiet machine (load 1.3), `--before fcc0a1d discretion` at b70f96b: before cold
13.54 s, re-run 1.07 s; after cold 9.74 s (0.72x: the issue's 0.5x is not met), re-run 0.28 s
(3% of cold: an unchanged re-run is skipped before layout, printing/rerun.py).

2026-12-01 later, quiet machine (load 1.1), `--before fcc0a1d discretion --rounds 2` at
1dc30a9: before cold 12.74 s, after cold 5.65 s (0.44x: met), re-run 0.24 s (4% of cold).
What did it: each distinct card face laid out once and stamped where its copies go
(printing/stamps.py: money was 4.8 s of WeasyPrint, now 0.9 s), sheet art drawn as one SVG a
page, workers started while the kit is laid out, one font configuration a worker.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RUN = "import sys; from companion.cli.app import main; sys.exit(main(sys.argv[1:]))"


def timed(tree: Path, game: str, out: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", RUN, "print", game, "--out", str(out)],
                   cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(tree: Path, game: str) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        cold = timed(tree, game, Path(tmp))
        return cold, timed(tree, game, Path(tmp))


def load() -> str:
    return "load average " + ", ".join(f"{v:.1f}" for v in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", nargs="?", default="discretion")
    parser.add_argument("--before", help="a git revision to time side by side")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    from companion.printing import pdf
    pdf.warm_up()
    trees = {"after (this checkout)": HERE}
    with tempfile.TemporaryDirectory() as tmp:
        if args.before:
            old = Path(tmp) / "before"
            subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.before],
                           cwd=HERE, check=True)
            trees = {f"before ({args.before})": old, **trees}
        try:
            print(f"{args.game}, {args.rounds} round(s); start: {load()}")
            results = {name: [] for name in trees}
            for _ in range(args.rounds):
                for name, tree in trees.items():
                    results[name].append(measure(tree, args.game))
            for name, runs in results.items():
                cold = min(c for c, _ in runs)
                warm = min(w for _, w in runs)
                print(f"{name:28} cold {cold:6.2f} s   re-run {warm:5.2f} s "
                      f"({100 * warm / cold:.0f}% of cold)")
            if args.before:
                before, after = (min(c for c, _ in runs) for runs in results.values())
                print(f"after / before, cold: {after / before:.2f}")
            print(f"end: {load()}")
        finally:
            if args.before:
                subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=HERE)


if __name__ == "__main__":
    main()
