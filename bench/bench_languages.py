"""What speaking German or Polish costs a ledger command: one-shot `status` per language.

Run: python bench/bench_languages.py [RUNS]
The same 2,000-action game (The Landlord's Game, from make_long_game), played in English, German
and Polish (its last action acted in that language, which stores the state's snapshot in it, as
a table's every action does) and shown in its language, each a fresh process, interleaved with the bare
`import typer, rich.console, rich.table`; median wall and CPU time over RUNS (default 15).
English never opens a catalog; another language reads each area's compiled catalog it uses
once (the standard library's gettext, no Babel). Then, in this process, the cost of reading
every area's catalog in each language and of one translated message.

2026-12-01, end of session 6, quiet machine, 8 runs: bare import 135 ms; status en 1.10x,
de 1.11x, pl 1.03x; every area's catalog read in 3-4 ms, a message translated in 0.2 µs. (A
command in another language than the game's own, e.g. `--lang en` on a German game, replays the
journal instead of using the snapshot, whose words are in the game's language: ~200 ms on
this game.)
`log` tells every entry again in the reader's language (session.retell: each action described
anew on the state it was played on, undone ones too): in one process, CPU, 2,000 entries, before
and after (shared machine, best of 3): Discretion 45-55 -> 55-66 ms (a description per entry,
~5 us, against a cheap payment's replay), The Landlord's Game +1% function calls (its replay
dominates); status does not tell entries (unchanged).

2026-12-04, end of the session that put every game's messages in its catalog, quiet machine,
15 runs, two runs: bare import 119 / 95 ms; status en 1.11x / 1.13x, de 1.23x / 1.16x, pl
1.20x / 1.18x (3-8 ms over English: The Landlord's Game's catalog, now all its messages, is a
57 kB .mo that gettext reads whole, ~2 ms with the core's; every area's catalog in 3.7-5.6
ms); a message translated in 0.26-0.29 µs. English opens no catalog, as before.

2026-12-07, session 9 (issue 33: amounts read as each language writes them, the system's
language, public accounts typed in any language), shared machine at load 12, 8 runs: bare
import 130 ms CPU; status en 1.20x, de 1.23x, pl 1.23x CPU, as before; an amount read in
27-28 µs in every language (the one reader, its readings asked apart). English still opens no
catalog; a public account typed in another language is looked for only once no player matched.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_status import BARE, ENV, seconds  # noqa: E402
from make_long_game import make  # noqa: E402


def one_shot(runs: int, folder: Path) -> None:
    import statistics

    from companion.core import i18n

    cases = {}
    for lang in ("en", "de", "pl"):
        path = folder / f"landlords-{lang}.db"
        with i18n.speaking(lang):   # the table's last action stores its state in its language
            make(path, 2000, game="landlords-1906")
        cases[lang] = [sys.executable, "-m", "companion", "--game", str(path), "status",
                       "--lang", lang]
    for case in cases.values():
        seconds(case)   # writes the bytecode caches
    times = {"bare import": [], **{f"status {lang}": [] for lang in cases}}
    for _ in range(runs):
        times["bare import"].append(seconds(BARE))
        for lang, case in cases.items():
            times[f"status {lang}"].append(seconds(case))
    base = [statistics.median(t[i] for t in times["bare import"]) for i in (0, 1)]
    print(f"one-shot status of a 2,000-action game per language, median of {runs} runs")
    for name, values in times.items():
        wall, cpu = (statistics.median(t[i] for t in values) for i in (0, 1))
        print(f"  {name:<14} wall {wall * 1000:5.0f} ms {wall / base[0]:4.2f}x   "
              f"cpu {cpu * 1000:5.0f} ms {cpu / base[1]:4.2f}x bare import")


def in_process() -> None:
    from companion import catalogs
    from companion.core import i18n

    every = catalogs.areas()   # imports each area's module (not part of the cost measured)
    for lang in ("de", "pl"):
        start = time.perf_counter()
        for area in every:
            area_catalog = i18n.Catalog(area.domain, area.folder, i18n.CORE)
            area_catalog.translations(lang)
        read = time.perf_counter() - start
        with i18n.speaking(lang):
            start = time.perf_counter()
            for _ in range(100_000):
                i18n._("no language {lang!r}{hint}")
            each = (time.perf_counter() - start) / 100_000
        print(f"  {lang}: every area's catalog read in {read * 1000:.2f} ms; "
              f"a message translated in {each * 1e6:.2f} µs")


if __name__ == "__main__":
    import tempfile

    ENV.pop("COMPANION_LANG", None)
    with tempfile.TemporaryDirectory() as folder:
        one_shot(int(sys.argv[1]) if len(sys.argv) > 1 else 15, Path(folder))
    in_process()
