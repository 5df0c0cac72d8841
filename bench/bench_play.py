"""How long an action takes in `companion play` on a 2,000-action game (target: 30 ms).

Run: python bench/bench_play.py [ACTIONS]
For Discretion and The Landlord's Game, opens the shell's command tree and session once, then
times ACTIONS lines (default 50) typed into it, each a journaled action, its output printed
(to /dev/null): a manual payment, and for Discretion the heaviest card (General Rent: every
building's neighbours counted); then a few `undo`s. Reports the median and the worst per line.
"""

import contextlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from make_long_game import make  # noqa: E402

from companion.moves.context import Context  # noqa: E402
from companion.cli.shell import Shell  # noqa: E402

LINES = {"discretion": ["pay Bank Ann 10k --reason prize", "event general-rent"],
         "landlords-1906": ["pay Miscellaneous Ann 5 --reason prize"]}


def timed(shell: Shell, line: str, count: int) -> list[float]:
    times = []
    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
        for _ in range(count):
            start = time.perf_counter()
            shell.line(line)
            times.append(time.perf_counter() - start)
    return times


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(f"companion play on a 2,000-action game: {count} lines each, ms per line")
    with tempfile.TemporaryDirectory() as folder:
        for game, lines in LINES.items():
            path = Path(folder) / f"{game}.db"
            make(path, 2000, game=game)
            shell = Shell(Context(path))
            shell.session.state()   # the shell's start: the file's state, replayed once
            for text, n in [(line, count) for line in lines] + [("undo", min(count, 5))]:
                times = timed(shell, text, n)
                print(f"  {game:<15} {text:<40} median {statistics.median(times) * 1000:5.1f}"
                      f"  worst {max(times) * 1000:6.1f}")


if __name__ == "__main__":
    main()
