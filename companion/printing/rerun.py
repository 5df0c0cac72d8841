"""Skip a re-run that would change nothing, before anything is laid out or rendered.

A run's inputs digest covers what a kit is made from: the game, its data (or the `--data`
file), the options, the data files, templates and CSS, the code and its compiled message
catalogs (a kit's words are theirs), the fonts, and the versions of the libraries that draw
it. A successful run records the digest in its output folder with what it told the user and
the size and time of every file in the folder. A later run with the same digest, finding every
recorded file unchanged and no file added, repeats the report and writes nothing; anything
else takes the full path (which skips per component).

Light on purpose: the skip path imports neither the renderer nor the game.
"""

import hashlib
import json
import os
import sys
from pathlib import Path

from companion.paths import CARDS, TEMPLATES, output_root

CALIBRATION = "calibration"   # `print calibration`: a test sheet, not a game
RECORD = ".print-runs.json"
KEEP = 8                      # digests remembered per folder (e.g. a4 and letter runs)
LIBRARIES = ("weasyprint", "pydyf", "pypdf", "pypdfium2", "fonttools", "jinja2", "companion")
_CODE = Path(__file__).resolve().parent.parent     # the companion package


def folder(target: str, out: Path | None) -> Path:
    """Where a run writes: `--out`, else output/GAME (or output/calibration)."""
    if out is not None:
        return out
    from companion import games

    typed = target.strip().lower()
    return output_root() / (typed if typed == CALIBRATION else games.find(target).id)


def inputs_digest(game: str, options, data_path: Path | None,
                  played: dict | None = None) -> str | None:
    """The digest of everything the run's output is made from (the open game's `played`
    data among it); None if an input cannot be read (the full path then reports the
    problem)."""
    import json

    from companion.printing import fonts

    h = hashlib.sha256(f"{game}|{options!r}|{_versions()}".encode())
    h.update(json.dumps(played, sort_keys=True).encode())
    try:
        if data_path is not None:
            h.update(b"data|" + Path(data_path).read_bytes())
        for root, pattern in ((_CODE, "*.py"), (_CODE, "*.mo"), (TEMPLATES, "*"),
                              (CARDS, "*"), *_package(game)):
            for path in sorted(root.rglob(pattern)):
                if path.is_file() and "__pycache__" not in path.parts:
                    h.update(f"|{path.relative_to(root)}|".encode() + path.read_bytes())
        for weight in fonts.FACES:
            stat = (fonts.FONT_DIR / fonts.FACES[weight]).stat()
            h.update(f"|font {weight} {stat.st_size} {stat.st_mtime_ns}".encode())
    except OSError:
        return None
    return h.hexdigest()


def _package(game: str) -> list[tuple[Path, str]]:
    """A game package outside companion (docs/games.md): its folder, code and data, is an
    input too. Found without importing the package; none for a built-in or unknown game."""
    from importlib.util import find_spec

    from companion import games
    from companion.core.errors import CompanionError

    try:
        entry = games.find(game)
        spec = None if entry.source == games.OWN else find_spec(entry.module)
    except (CompanionError, ImportError, ValueError):
        return []
    return [(Path(p), "*") for p in (spec.submodule_search_locations or [])] if spec else []


def _versions() -> str:
    """The installed versions of the drawing libraries, read from their dist-info folder
    names (importlib.metadata would cost more than the rest of a skipped run)."""
    wanted = {name.lower() for name in LIBRARIES}
    found = set()
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        found |= {n for n in names if n.endswith(".dist-info")
                  and n.split("-", 1)[0].lower().replace("_", "-") in wanted}
    return ",".join(sorted(found))


def recall(out: Path, digest: str | None) -> dict | None:
    """What the last run with this digest reported, if its files are all still as it left
    them; else None."""
    if digest is None:
        return None
    run = _read(out).get(digest)
    if not isinstance(run, dict) or "report" not in run or run.get("files") != snapshot(out):
        return None
    return run["report"]


def remember(out: Path, digest: str | None, report: dict) -> None:
    """Record a successful run's digest, its report and the folder's files."""
    if digest is None:
        return
    runs = _read(out)
    runs.pop(digest, None)
    runs[digest] = {"report": report, "files": snapshot(out)}
    runs = dict(list(runs.items())[-KEEP:])
    tmp = out / f"{RECORD}.tmp"
    tmp.write_text(json.dumps(runs, indent=1), encoding="utf-8")
    os.replace(tmp, out / RECORD)


def snapshot(out: Path) -> dict[str, list[int]]:
    """Every file under `out` (but the record) by relative path: [size, mtime in ns]."""
    files = {}
    for path in out.rglob("*"):
        if path.is_file() and not path.name.startswith(RECORD):
            stat = path.stat()
            files[path.relative_to(out).as_posix()] = [stat.st_size, stat.st_mtime_ns]
    return dict(sorted(files.items()))


def _read(out: Path) -> dict:
    try:
        runs = json.loads((out / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return runs if isinstance(runs, dict) else {}
