"""How long `companion status` takes on a 2,000-action game, against the bare imports.

Run: python bench/bench_status.py [RUNS]
Reports the median wall time of each command over RUNS runs (default 15), each a fresh process.
"""

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_long_game import make  # noqa: E402


def median_seconds(argv: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "long.db"
        make(game, 2000)
        py = sys.executable
        cases = {
            "python -c 'import typer, rich'": [py, "-c", "import typer, rich.table"],
            "companion status (2,000 actions)": [py, "-m", "companion", "--game", str(game),
                                                 "status"],
            "companion status --json": [py, "-m", "companion", "--game", str(game),
                                        "status", "--json"],
        }
        results = {name: median_seconds(argv, runs) for name, argv in cases.items()}
        base = results["python -c 'import typer, rich'"]
        for name, seconds in results.items():
            print(f"{name:<36} {seconds * 1000:7.0f} ms  (+{(seconds - base) * 1000:.0f} ms)")
        probe = subprocess.run([py, "-c", "import sys, companion.cli.app as a; "
                                "a.main(['--game', sys.argv[1], 'status']); "
                                "print('weasyprint' in sys.modules, file=sys.stderr)", str(game)],
                               capture_output=True, text=True, check=True)
        print(f"weasyprint imported by status: {probe.stderr.strip()}")


if __name__ == "__main__":
    main()
