"""How long verifying a 2,000-entry game's chain takes (the target: at most 5 ms).

Run: python bench/bench_verify.py [RUNS]
Reports, for Discretion and The Landlord's Game, the median wall and CPU time over RUNS
(default 50) of the chain walked alone (every entry's SHA-256 recomputed over the bytes SQLite
joins) and of the whole verification an open does (meta and setup digest, the chain, the
removed-entry check, the snapshot's seal), each on an open read-only connection; then the
import cost of hashlib (OpenSSL), hmac and the built-in SHA-256, each in a fresh process.

Measured 2026-12-01 on the shared 2-core machine at load average ~10 (seven helpers at work,
so the wall times, 8-12 ms, are mostly waiting): CPU time, median of 50 runs, Discretion
(2,000 entries, 330 KB) chain walked 3.7 ms, whole verification 3.8 ms; The Landlord's Game
3.9 ms and 4.1 ms. SHA-256: OpenSSL's through hashlib walks the chain ~0.9 ms faster but costs
~2.2 ms to import (hmac ~0.4 ms more), the built-in _sha256 0.1-0.2 ms; A/B in one process on
the same file, a status's session import and open took 14.1 ms with the built-in, 16.0 ms
with hashlib, and a shorter game gains more. So core/chain.py takes the built-in.
"""

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_long_game import make  # noqa: E402

from companion.core import chain  # noqa: E402
from companion.core.journal import Journal  # noqa: E402


def timed(function, runs: int) -> tuple[float, float]:
    """(median wall time, median CPU time): CPU time is steadier on a busy machine."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        function()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall), statistics.median(cpu)


def import_ms(module: str) -> float:
    """The cumulative import time of `module` in a fresh process (python -X importtime)."""
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                         capture_output=True, text=True).stderr
    line = [li for li in out.splitlines() if li.rstrip().endswith(f"| {module}")][-1]
    return int(line.split("|")[1]) / 1000


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    with tempfile.TemporaryDirectory() as folder:
        print(f"verifying a 2,000-entry game, median of {runs} runs: wall time and CPU time")
        for game in ("discretion", "landlords-1906"):
            path = Path(folder) / f"{game}.db"
            make(path, 2000, game=game)
            journal = Journal.open(path)

            def walk():
                digests, fault = chain.walk(journal.conn, journal.setup or b"")
                assert fault is None and len(digests) == 2000

            def verify():
                journal._verified = None   # as a fresh open finds it
                assert journal.verify()[0] == 2000

            verify()
            for name, function in (("chain walked", walk), ("whole verification", verify)):
                wall, cpu = timed(function, runs)
                print(f"  {game:<16} {name:<20} wall {wall * 1000:5.2f} ms   cpu "
                      f"{cpu * 1000:5.2f} ms")
            journal.close()
    print("imports, in a fresh process: " + ", ".join(
        f"{m} {import_ms(m):.1f} ms" for m in ("hashlib", "hmac", chain.sha256.__module__)))


if __name__ == "__main__":
    main()
