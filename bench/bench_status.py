"""How long one-shot `companion status` takes on a 2,000-action game, against the bare imports.

Run: python bench/bench_status.py [RUNS]
Reports, for Discretion and The Landlord's Game, the median wall time over RUNS runs (default
15, each a fresh process, interleaved with the bare import so load on the machine hits both
alike) and the ratio to `python -c "import typer, rich.console, rich.table"`. The target is
at most 1.3x. In brackets, the ratio to the same import with the garbage collector held off
and frozen as companion's launcher does it (companion/cli/launch.py): companion's own cost. The game's last entry is acted as at the table, which stores the state's
snapshot (a read never writes); the first run of each file (untimed) writes companion's bytecode
caches, as an installed companion has them (so the runs ignore PYTHONDONTWRITEBYTECODE).

Measured 2026-12-01 on the shared 2-core machine at load average 6.7-8 (so noisy: rerun on a
quiet machine), CPU time, median of 10 interleaved runs: bare import 225 ms; The Landlord's
Game status 280 ms (1.24x), Discretion status 284 ms (1.26x). In-process CPU of a Landlord's
status beyond the bare imports, about 48 ms: rendering the rich table ~11, json ~3, sqlite3
~2.5, typer building the one command ~3, companion's and the game's modules the rest
(dataclass creation ~5 of it). Before this round: about 51 ms, 1.29-1.30x.
Re-measured at b70f96b on a quiet machine (load 1.3), 10 runs: bare import 172 ms; Discretion
status 225 ms (1.31x), --json 1.25x; The Landlord's Game status 224 ms (1.30x), --json 1.20x.
Still at the limit: rich's table rendering (~11 ms) and the game modules are what is left.
Then tables got a short path (cli/tables.py: one-line cells that fit are drawn without rich's
per-cell layout, ~9.5 ms -> ~1.8 ms), and the Landlord's status lists cards below its table.
At de4fd10, quiet machine (load 0.4), 15 runs: bare import 168 ms; Discretion status 212 ms
(1.26x), --json 1.23x; The Landlord's Game status 207 ms (1.24x), --json 1.20x.
Issue 19 (the chained journal verified on every open, the snapshot's seal checked), at load
average ~10, so only the CPU time means much, 15 runs: before (b2d51bc) bare import 86 ms CPU,
status 102-109 ms (1.19-1.26x); after, bare import 80 ms, status 104-112 ms (1.30-1.41x on that
smaller base). In one process, the same 2,000-entry file: a status's open costs ~4.5 ms more
(the chain walked ~3.7, the seal and setup digest the rest), about +0.027x of a quiet machine's
168 ms bare import: from 1.24-1.26x to ~1.27-1.29x. Rerun on a quiet machine.
Rerun at the end of session 5 on a quiet machine (load 0.4; this machine's bare import is 70 ms,
not 168), 10-15 runs: at 2f3b7b5 (the session's start) Discretion status 87 ms (1.25x), --json
1.21x, The Landlord's Game 87 ms (1.25x); at the session's end Discretion 96 ms (1.37x), --json
1.35x, The Landlord's Game 98 ms (1.39x), --json 1.36x. Over the limit: +10 ms, of which the
chain's walk and seal are ~4.5 (cProfile), the rest spread over the session's other changes.
Session 6, quiet machine (load 1.4-2), 10 and 15 runs, CPU time: before (main at 74f97b6, the
language layer in) bare import 70 ms, Discretion status 1.39x, --json 1.34x, The Landlord's
Game 1.40x, --json 1.30x. After: bare import 68-74 ms, Discretion status 1.10-1.16x, --json
1.10-1.11x, The Landlord's Game 1.11-1.16x, --json 1.08-1.14x (against the bare import with
the collector held, 55-58 ms: 1.37-1.44x). What did it: the collector held while companion
imports (the bare import itself spends ~14 ms of its ~70 in it: 0.78-0.82x held), a wrapped
table drawn by the short path (The Landlord's 'other' cells wrap at 120 columns: ~1.1 ms),
the chain walked in one pass of two columns (~0.5 ms cold), cli/files not imported. callgrind
(instructions, steady under load; PYTHONHASHSEED=0): bare import 372M; The Landlord's status
549M before the language layer, 552M with it (+3M, ~0.5 ms), 484M after. What companion still
adds over the held import, ~23 ms: the game's modules (~5.5, dataclasses the most), the
chain's walk (~4.5 cold: SQLite joining the rows ~1, CPython's built-in SHA-256 over 440 KB
~1.3, a Python step per entry ~0.6, reading the pages ~0.7; OpenSSL's would hash it ~1 ms
faster but costs ~2 ms to load), typer building and parsing the command (~2), rendering
(~1.5), opening the file and the seal (~1), companion's own modules (~4), json, pickle and
sqlite3 (~3).
"""

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_long_game import make  # noqa: E402

BARE = [sys.executable, "-c", "import typer, rich.console, rich.table"]
# the same imports with the garbage collector held off and then frozen, as companion's
# launcher (companion/cli/launch.py) imports them: what the ratio would be against a bare
# import that did the same
HELD = [sys.executable, "-c", "import gc; gc.disable(); import typer, rich.console, "
        "rich.table; gc.freeze(); gc.enable()"]
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
DATA_HOME = tempfile.mkdtemp(prefix="bench-data-")   # the snapshot's key: not the user's
os.environ["XDG_DATA_HOME"] = ENV["XDG_DATA_HOME"] = DATA_HOME


def seconds(argv: list[str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run of `argv`."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=ENV)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as folder:
        cases = {}
        for game in ("discretion", "landlords-1906"):
            path = Path(folder) / f"{game}.db"
            make(path, 2000, game=game)
            for extra in ([], ["--json"]):
                argv = [sys.executable, "-m", "companion", "--game", str(path), "status", *extra]
                seconds(argv)   # writes the bytecode caches
                cases[f"{game} status {' '.join(extra)}".strip()] = argv
        times: dict[str, list[tuple[float, float]]] = {"bare import": [], "bare import held": []}
        times |= {name: [] for name in cases}
        for _ in range(runs):
            times["bare import"].append(seconds(BARE))
            times["bare import held"].append(seconds(HELD))
            for name, argv in cases.items():
                times[name].append(seconds(argv))
        base, held = ([statistics.median(t[i] for t in times[name]) for i in (0, 1)]
                      for name in ("bare import", "bare import held"))
        print(f"one-shot status on a 2,000-action game, median of {runs} runs: wall time, and "
              f"CPU time (steadier on a busy machine), against the bare import (and against "
              f"it with the collector held)")
        for name, values in times.items():
            wall, cpu = (statistics.median(t[i] for t in values) for i in (0, 1))
            print(f"  {name:<30} wall {wall * 1000:5.0f} ms {wall / base[0]:4.2f}x "
                  f"({wall / held[0]:4.2f}x)   cpu {cpu * 1000:5.0f} ms {cpu / base[1]:4.2f}x "
                  f"({cpu / held[1]:4.2f}x)")


if __name__ == "__main__":
    main()
