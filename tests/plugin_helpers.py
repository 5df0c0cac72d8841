"""Game packages made on the spot: a folder on sys.path with modules and a dist-info."""

from pathlib import Path


def fake_package(root: Path, dist: str, files: dict[str, str], games: dict[str, str]) -> Path:
    """Write `files` (path under `root` -> source) and a `dist` 1.0 dist-info whose
    `companion.games` entry points are `games` (name -> 'module:NAME'), as pip would."""
    for name, source in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(source, encoding="utf-8")
    info = root / f"{dist.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    lines = "".join(f"{name} = {ref}\n" for name, ref in games.items())
    (info / "entry_points.txt").write_text(f"[companion.games]\n{lines}")
    return root
