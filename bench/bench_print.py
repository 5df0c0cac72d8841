"""Time printing a whole kit (Discretion unless games are named) with the same command,
`companion print GAME --out DIR`: cold (a fresh folder) and a re-run with nothing changed,
on the clock and in CPU seconds (the command's and its workers').

With `--before REV` the same is timed for a git revision (checked out in a temporary
worktree) side by side, runs alternating, so both see the same load on a shared machine;
the load average is printed with the results. WeasyPrint's first-run font cache is built by
a warm-up render before anything is timed.

Run: python bench/bench_print.py [GAME ...] [--before REV] [--rounds N]

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

2026-12-04, issue 21's "as fast as today" against 7284f43 (before issue 21's kits), at
08ad7f0: `python bench/bench_print.py discretion landlords-1906 eurobusiness on-guard payday
--before 7284f43 --rounds 4`, load falling from 3.3 to 0.6 (cold after / before, clock and
CPU): Discretion 1.12 (CPU 1.14), The Landlord's Game 0.97 (0.98), Eurobusiness 0.98 (1.07),
On Guard 1.07 (1.11), Pay Day 1.10 (1.13). The same with `--rounds 3` from load 0.0:
1.27 (1.27), 0.98 (0.98), 0.91 (0.96), 1.11 (1.14), 1.02 (1.06); `on-guard discretion payday
--rounds 4` at load 1.1-2.0: On Guard 1.05 (1.09), Discretion 1.12 (1.13), Pay Day 1.09
(1.08). Before, On Guard was 1.19 quiet (stop 26), 1.36 at load 1.7-3.4: the ganged
sheets' block search laid each small set out in full (each bleed, 3 ways) ~7 times to bisect
its height, 684 sheet layout tries for On Guard's kit (153 before ganging). Now a height is
tried with one layout without bleed and only the strip found (and the highest refused) in
full, a lone set is not measured, and a try costs about half (printing/cardsheet.place):
256 tries, the layout's CPU 0.40 s against 0.41 s at 7284f43 (Discretion 0.28 vs 0.29,
Landlord's 0.19 vs 0.80, Eurobusiness 0.46-0.74 vs 0.82-0.87: build.prepare alone, its
_layout calls counted).
What is left is WeasyPrint drawing the richer pages in the workers (same-process CPU of each
PDF, noisy: Discretion's board 0.36 -> 0.82 s, its Event cards 0.41 -> 0.60 s, On Guard's
caravans 0.16 -> 0.27 s): display-face titles, symbols and frames, each board shape's lines
one unbreakable inline-block (issue 21 items 7, 8, 14), not the layout.

2026-12-04 later, at 7848437 (a machine shared at load 3.7-6.0, so the clock is noise; CPU):
`discretion payday --before 7284f43 --rounds 3`: Discretion 0.94 (CPU 0.95), Pay Day 1.10
(CPU 1.03); `on-guard landlords-1906 eurobusiness --rounds 2`: On Guard 1.31 (CPU 1.08),
The Landlord's Game 0.76 (0.90), Eurobusiness 1.02 (0.97). What did it, each page printed
pixel-identical to before (pypdfium2, A4 and Letter):
- every board shape's lines were an inline-block (184 of Discretion's 267 shapes an empty
  one), which WeasyPrint lays out at several times a block's cost: now only a shape whose
  lines may reach the page's bottom edge has one (render._on_page), 8 on Discretion's
  board. Its HTML alone, WeasyPrint's CPU (least of 8, interleaved): 0.68 s -> 0.41 s,
  7284f43's 0.40 s, no inline-block at all 0.35 s.
- WeasyPrint subsets each font with a `hb_codepoint_t[N]` array, and cffi parses each new
  N's C type with pycparser: 49 parses (0.26 s) writing Discretion's kit in one process,
  now 9 (0.04 s) with the same arrays as `hb_codepoint_t[]` (pdf._unsized_glyph_arrays).
What is left costs only what issue 21 prints: the display face (DejaVu Serif Bold) is a
third font to load in each worker and to subset in each PDF that shows it (On Guard's
reference: same layout work, 0.25 -> 0.29 s CPU, its only change the serif headings), and
the kinds' badges are SVG images drawn on each face (Discretion's Event faces 18 -> 35).
In-process numbers (the least of 3, each PDF written in one process, noisy): Pay Day's
PDFs 2.08 s before, 2.13 s after; On Guard's cards and reference 0.03-0.11 s more each.

2026-12-04, end of session, at 693a1f7 on a quiet machine (load 0.5-2.1, nothing else
running), `--before 7284f43 --rounds 3`, cold after / before (CPU): On Guard 0.91 (0.93),
Pay Day 0.93 (0.94), Discretion 1.06 (1.07), then Discretion 1.00 (1.04), The Landlord's
Game 0.93 (0.92), Eurobusiness 0.97 (1.03): every kit as fast as before issue 21, within
the noise of two runs; re-runs 0.17-0.22 s.

2026-12-07, issue 31's bundled fonts (81a6dd2: the four DejaVu faces from the package instead
of /usr/share/fonts, Sans Mono now an @font-face of its own): `payday --before 81a6dd2^
--rounds 3` run from a worktree at 81a6dd2, load 11.6-13.1: cold 0.95 (CPU 0.98), re-run
1.47 s against 1.82 s; the same speed. Every kit PDF is byte-identical to before.

2026-12-07 late, issue 34 (round 3) against 7dda6a9 (its parent), load 8-18 (the clock is
noise; CPU after / before): at c7d53ea `--rounds 2` Discretion 1.37, The Landlord's Game
1.44, Eurobusiness 1.34, On Guard 1.24, Pay Day 1.41; at f899d42 `--rounds 1` 1.38, 1.63,
1.37, 1.33, 1.43. Slower: not met. Why, each PDF written in one process (CPU s, before ->
after): the kits print more. Discretion: rules.pdf 0.50, rules-booklet.pdf 1.49, the cover
0.33 (written after the parts, from their page counts), money 0.56 -> 0.86 (designed notes),
Title deeds 0.65 -> 0.85 (rent tables); Pay Day: rules 0.84, booklet 0.74, cover 0.24,
standees 0.17, money 0.30 -> 0.58; the Landlord's Game: rules 0.81, booklet 0.81, green
cards 1.19 -> 1.76 (tables), money 0.33 -> 0.74. Fixed: the booklet's imposition merged
each page's drawing with pypdf, parsing every operator (75% of it): each page is now a form
XObject (c7d53ea; ~0.5 s, the same drawing); the fonts and print.css are parsed once a
process, not in each of a kit's ~30 WeasyPrint renders (f899d42; 18 ms a render, pages
pixel-identical). Left: the rules are laid out twice (A4 plain, A5 booklet; the plain file
could be the booklet's pages un-imposed), and the designed faces (patterns, tables) cost
what they draw.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
RUN = "import sys; from companion.cli.app import main; sys.exit(main(sys.argv[1:]))"


def timed(tree: Path, game: str, out: Path) -> tuple[float, float]:
    """Seconds on the clock, and of CPU (user and system, the command's process and the
    workers it waited for: less swayed by other work on a shared machine)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", RUN, "print", game, "--out", str(out)],
                   cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)}, check=True,
                   stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, now.ru_utime - used.ru_utime + now.ru_stime - used.ru_stime


def measure(tree: Path, game: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """(clock, CPU) seconds of a cold run into a fresh folder, then of a re-run."""
    with tempfile.TemporaryDirectory() as tmp:
        cold = timed(tree, game, Path(tmp))
        return cold, timed(tree, game, Path(tmp))


def load() -> str:
    return "load average " + ", ".join(f"{v:.1f}" for v in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=["discretion"])
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
            print(f"{', '.join(args.games)}, {args.rounds} round(s); start: {load()}")
            results = {(game, name): [] for game in args.games for name in trees}
            for _ in range(args.rounds):   # each kit before and after in turn, each round
                for game in args.games:
                    for name, tree in trees.items():
                        results[game, name].append(measure(tree, game))
            for game in args.games:
                print(game)
                best = {name: [min(run[k][j] for run in results[game, name])
                               for k in (0, 1) for j in (0, 1)]
                        for name in trees}   # cold, its CPU, re-run, its CPU: each the least
                for name, (cold, cpu, warm, _) in best.items():
                    print(f"  {name:28} cold {cold:6.2f} s (CPU {cpu:6.2f} s)   re-run "
                          f"{warm:5.2f} s ({100 * warm / cold:.0f}% of cold)")
                if args.before:
                    before, after = best.values()
                    print(f"  after / before, cold: {after[0] / before[0]:.2f} "
                          f"(CPU {after[1] / before[1]:.2f})")
            print(f"end: {load()}")
        finally:
            if args.before:
                subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=HERE)


if __name__ == "__main__":
    main()
