"""How long one-shot `companion status` takes on a 2,000-action game, against the bare imports.

Run: python bench/bench_status.py [RUNS]
Reports, for Discretion and The Landlord's Game, the median wall time over RUNS runs (default
15, each a fresh process, interleaved with the bare import so load on the machine hits both
alike) and the ratio to `python -c "import typer, rich.console, rich.table"`. The target is
at most 1.3x. The first run of each file (untimed) stores the state snapshot, as any action does.
"""

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_long_game import make  # noqa: E402

BARE = [sys.executable, "-c", "import typer, rich.console, rich.table"]


def seconds(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as folder:
        cases = {}
        for game in ("discretion", "landlords-1906"):
            path = Path(folder) / f"{game}.db"
            make(path, 2000, game=game)
            for extra in ([], ["--json"]):
                argv = [sys.executable, "-m", "companion", "--game", str(path), "status", *extra]
                seconds(argv)   # stores the snapshot
                cases[f"{game} status {' '.join(extra)}".strip()] = argv
        times: dict[str, list[float]] = {"bare import": []} | {name: [] for name in cases}
        for _ in range(runs):
            times["bare import"].append(seconds(BARE))
            for name, argv in cases.items():
                times[name].append(seconds(argv))
        base = statistics.median(times["bare import"])
        print("one-shot status on a 2,000-action game, median of", runs, "runs")
        for name, values in times.items():
            median = statistics.median(values)
            print(f"  {name:<34} {median * 1000:6.0f} ms  {median / base:4.2f}x bare import")


if __name__ == "__main__":
    main()
