"""How long `companion games` takes, now that games are found through entry points.

Run: python bench/bench_games.py [RUNS] [--before CHECKOUT]
Reports the median wall and CPU time over RUNS fresh processes (default 15) of `companion
games` and of the bare `import typer, rich.console, rich.table`, interleaved so load on the
machine hits all alike. With --before, the same command run from another checkout's source
(e.g. a worktree of the commit before the entry points) is timed in the same rounds.

Measured 2026-12-01 on the shared 2-core machine, CPU time (wall time is mostly waiting for
the CPU there), median of 21 interleaved runs, --before the registry as one tuple (09ee6e1,
then a copy of dd5f55a):
  load 4, built-in games only:      bare import 93 ms; games 104 ms (1.12x); before 105 ms
  load 11, the plain bank installed: bare import 96 ms; games 107 ms (1.11x); before 108 ms
So listing through the entry points costs no more than the tuple did. The entry points are
read from the dist-info folders on sys.path (companion/games/__init__.py, `declared`), about
1-2 ms; importing importlib.metadata for them costs about 9 ms more in-process (its email,
zipfile and importlib.resources imports, which one-shot `status` must not load either) and
its scan another 2 ms, a tenth of the command.
"""

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BARE = [sys.executable, "-c", "import typer, rich.console, rich.table"]
GAMES = [sys.executable, "-m", "companion", "games"]
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def seconds(argv: list[str], env: dict, cwd: str) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run of `argv`."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main() -> None:
    args = sys.argv[1:]
    before = None
    if "--before" in args:
        i = args.index("--before")
        before, args = args[i + 1], args[:i] + args[i + 2:]
    runs = int(args[0]) if args else 15
    cases = {"bare import": (BARE, ENV), "games": (GAMES, ENV)}
    if before:   # the other checkout's source first on the path, ahead of the installed one
        cases["games before"] = (GAMES, ENV | {"PYTHONPATH": os.path.abspath(before)})
    with tempfile.TemporaryDirectory() as cwd:   # no game file there: the listing alone
        for argv, env in cases.values():
            seconds(argv, env, cwd)   # bytecode caches written, as an installed companion has
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for _ in range(runs):
            for name, (argv, env) in cases.items():
                times[name].append(seconds(argv, env, cwd))
    base = [statistics.median(t[i] for t in times["bare import"]) for i in (0, 1)]
    print(f"`companion games`, median of {runs} runs: wall time, and CPU time (steadier on a "
          f"busy machine)")
    for name, values in times.items():
        wall, cpu = (statistics.median(t[i] for t in values) for i in (0, 1))
        print(f"  {name:<14} wall {wall * 1000:5.0f} ms {wall / base[0]:4.2f}x   "
              f"cpu {cpu * 1000:5.0f} ms {cpu / base[1]:4.2f}x bare import")


if __name__ == "__main__":
    main()
