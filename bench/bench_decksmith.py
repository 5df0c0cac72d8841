"""Time Discretion's 70 cards (List, Title, Event and Year) against decksmith 0.9.9 making a
deck of 90 cards, side by side in one run (issue 34 item 7: at most 0.15x decksmith's time
per card): each the same way a maker would, from a fresh folder, runs alternating so both
see the same load; the least of the rounds, on the clock and in CPU seconds (the command's
and its workers'), and the peak memory (the largest resident set of any of its processes).

companion: `companion print discretion --only list-cards --only title-deeds --only events
--only years --out DIR`. decksmith: `decksmith init` (its example deck, not timed), the
deck's rows repeated to 90, then `decksmith build` and `decksmith export output` (timed
together). decksmith is not a dependency: install it in a throwaway venv outside the repo,

    python3 -m venv /tmp/ds-venv && /tmp/ds-venv/bin/pip install decksmith==0.9.9

Run: python bench/bench_decksmith.py [--decksmith-venv /tmp/ds-venv] [--rounds N]
(without decksmith there it says so and exits 0, timing nothing).

Recorded: 2026-12-07 at f899d42, `--rounds 3`, a machine shared with other work at load
8-16 (no quiet machine to be had): companion 70 cards 26.2 s (CPU 4.96 s), 375 ms a card,
peak 88 MB; decksmith 0.9.9 90 cards 73.6 s (CPU 13.0 s), 818 ms a card, peak 224 MB; per
card 0.46x (CPU 0.49x): the 0.15x is not met. (The issue's figures from a quiet machine:
1.6 s against 9.4 s, 0.22x, CPU 0.34x.) Where companion's time goes (cProfile on CPU time,
the four sets written in one process; pyinstrument's clock was swamped by the load):
starting Python and laying the cards out 0.3 s, importing WeasyPrint and its fonts 0.4 s in
each of the two workers, writing the PDFs 2.1 s: WeasyPrint's style cascade and layout about
60% (a page for each distinct face, then the sheets), drawing the PDF 27% (the faces' SVG
icons and patterns 15%), pypdf's stamping 5%. The shared stylesheet (parsed once a process,
not in each render) took 2.3 s to 2.1 s; an image cache across renders gained nothing.
0.15x would need the writing 3 times cheaper: fewer, larger renders (every face on one page)
or another renderer for the faces.
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
SETS = ("list-cards", "title-deeds", "events", "years")
ROWS = 90
# runs a command and reports its family's CPU seconds and largest resident set (kB)
MEASURE = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
           "subprocess.run(sys.argv[2:], cwd=sys.argv[1], check=True, "
           "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
           "r = resource.getrusage(resource.RUSAGE_CHILDREN); "
           "print(time.perf_counter() - t, r.ru_utime + r.ru_stime, r.ru_maxrss)")
RUN = "import sys; from companion.cli.app import main; sys.exit(main(sys.argv[1:]))"


def measured(cwd: Path, *commands: list[str]) -> tuple[float, float, float]:
    """Seconds on the clock, CPU seconds, and peak MB of `commands` run one after another."""
    wall = cpu = peak = 0.0
    for command in commands:
        out = subprocess.run([sys.executable, "-c", MEASURE, str(cwd), *command], check=True,
                             capture_output=True, text=True,
                             env={**os.environ, "PYTHONPATH": str(HERE)}).stdout.split()
        wall, cpu, peak = wall + float(out[0]), cpu + float(out[1]), max(peak, int(out[2]) / 1024)
    return wall, cpu, peak


def companion_cards() -> int:
    from companion.games.discretion import GAME
    from companion.games.discretion.kit import components
    from companion.printing.options import parse

    kit = components(GAME.load_data(), parse())
    return sum(len(c.cards) for c in kit.components if c.id in SETS)


def companion_run(tmp: Path) -> tuple[float, float, float]:
    only = [arg for s in SETS for arg in ("--only", s)]
    return measured(HERE, [sys.executable, "-c", RUN, "print", "discretion", *only,
                           "--out", str(tmp)])


def decksmith_deck(tool: Path, tmp: Path) -> Path:
    """decksmith's example project, its rows repeated to ROWS cards."""
    tmp.mkdir()
    subprocess.run([str(tool), "init"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
    lines = (tmp / "deck.csv").read_text(encoding="utf-8").splitlines()
    rows = [lines[1 + i % (len(lines) - 1)] for i in range(ROWS)]
    (tmp / "deck.csv").write_text("\n".join([lines[0], *rows]) + "\n", encoding="utf-8")
    return tmp


def decksmith_run(tool: Path, deck: Path) -> tuple[float, float, float]:
    made = measured(deck, [str(tool), "build"], [str(tool), "export", "output"])
    assert len(list((deck / "output").glob("*.png"))) == ROWS, "decksmith built no full deck"
    return made


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decksmith-venv", type=Path, default=Path("/tmp/ds-venv"),
                        help="a venv with decksmith==0.9.9 installed")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    tool = args.decksmith_venv / "bin" / "decksmith"
    if not tool.exists():
        print(f"skipped: no decksmith at {tool} (python3 -m venv {args.decksmith_venv} && "
              f"{args.decksmith_venv}/bin/pip install decksmith==0.9.9)")
        return
    version = subprocess.run([str(args.decksmith_venv / "bin" / "python"), "-c",
                              "import importlib.metadata as m; print(m.version('decksmith'))"],
                             capture_output=True, text=True).stdout.strip()
    from companion.printing import pdf
    pdf.warm_up()
    cards = companion_cards()
    print(f"companion {cards} cards against decksmith {version} {ROWS}, {args.rounds} round(s);"
          f" load average {', '.join(f'{v:.1f}' for v in os.getloadavg())}")
    runs = {"companion": [], "decksmith": []}
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.rounds):
            runs["companion"].append(companion_run(Path(tmp) / f"companion-{n}"))
            runs["decksmith"].append(decksmith_run(tool, decksmith_deck(
                tool, Path(tmp) / f"decksmith-{n}")))
    best = {name: [min(r[k] for r in found) for k in range(3)] for name, found in runs.items()}
    for (name, (wall, cpu, peak)), n in zip(best.items(), (cards, ROWS)):
        print(f"  {name:10} {n} cards: {wall:6.2f} s (CPU {cpu:6.2f} s), "
              f"{1000 * wall / n:5.1f} ms a card, peak {peak:.0f} MB")
    ours, theirs = best["companion"], best["decksmith"]
    print(f"  per card, companion / decksmith: {(ours[0] / cards) / (theirs[0] / ROWS):.2f}x "
          f"(CPU {(ours[1] / cards) / (theirs[1] / ROWS):.2f}x)")
    print(f"end: load average {', '.join(f'{v:.1f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()
