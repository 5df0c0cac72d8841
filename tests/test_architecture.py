"""Boundaries the design relies on, checked on the source and on what a command imports."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[1] / "companion" / "core"
PACKAGE = CORE.parent


def imports(path: Path, root: Path = PACKAGE.parent) -> list[tuple[int, str]]:
    """(line, module) of every import in the source of a module under `root`, the relative
    ones made absolute (`from . import x` in companion/table is companion.table.x), at any
    depth (a function's lazy imports too)."""
    here = list(path.relative_to(root).with_suffix("").parts)
    package = here if path.name == "__init__.py" else here[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *filter(None, [node.module])])
            found += [(node.lineno, module)]
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def test_the_core_never_imports_the_cli_libraries_or_prints():
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not any(n.split(".")[0] in ("typer", "rich", "click") for n in names), \
                    f"{path.name} imports {names}"
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print":
                raise AssertionError(f"{path.name}:{node.lineno} prints")


@pytest.mark.parametrize("layer, below", [("table", "cli"), ("moves", "cli"),
                                          ("moves", "table")])
def test_a_layer_imports_nothing_of_the_layer_above(layer, below):
    """The table's server runs the players' requests through the move layer (companion/moves),
    which the command line calls too: neither the table nor the move layer imports the command
    line, and the move layer not the table, so the rooms form no circle."""
    above = f"companion.{below}"
    crossing = [f"{path.relative_to(PACKAGE)}:{line} imports {module}"
                for path in sorted((PACKAGE / layer).rglob("*.py"))
                for line, module in imports(path)
                if module == above or module.startswith(f"{above}.")]
    assert crossing == []


def test_the_import_walk_sees_every_form_of_import(tmp_path):
    """The walk above finds a plain, a from, a relative and a lazy import (in a function)."""
    table = tmp_path / "companion" / "table"
    table.mkdir(parents=True)
    module = table / "m.py"
    module.write_text("import companion.cli.app\nfrom companion.cli import asking\n"
                      "from ..cli import shell\nfrom . import live\n"
                      "def f():\n    from companion.cli.context import Context\n")
    assert imports(module, tmp_path) == [(1, "companion.cli.app"), (2, "companion.cli"), (2, "companion.cli.asking"),
                     (3, "companion.cli"), (3, "companion.cli.shell"),
                     (4, "companion.table"), (4, "companion.table.live"),
                     (6, "companion.cli.context"), (6, "companion.cli.context.Context")]


def imported_by(args: list[str], tmp_path) -> set[str]:
    code = ("import sys, companion.cli.app as a; a.main(sys.argv[1:]); "
            "print(' '.join(sorted(sys.modules)), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code, *args], cwd=tmp_path,
                            capture_output=True, text=True, check=True)
    return set(result.stderr.split())


def test_listing_games_loads_no_game_and_no_weasyprint(tmp_path):
    modules = imported_by(["games"], tmp_path)
    assert "companion.games.discretion" not in modules
    assert "companion.games.landlords_1906" not in modules
    assert not any(m.startswith("weasyprint") for m in modules)


def test_ledger_commands_do_not_import_weasyprint(tmp_path):
    game = str(tmp_path / "g.db")
    subprocess.run([sys.executable, "-m", "companion", "--game", game, "new", "discretion",
                    "--players", "A,B"], check=True, capture_output=True)
    modules = imported_by(["--game", game, "status"], tmp_path)
    assert "companion.games.discretion" in modules
    assert not any(m.startswith(("weasyprint", "companion.printing.pdf")) for m in modules)
    assert not any(m.startswith(("prompt_toolkit", "companion.cli.shell")) for m in modules)


# What one-shot `status` must not load: printing, the shell, the live page, the report and
# the exports (the owners' colours it may use), the game file's own commands (check, repair,
# backup), the test and template libraries, the data files (the state comes from the file's
# snapshot, so no timeline either), and a command's worth of modules nobody asked for. Nor hashlib and hmac, though every open verifies the
# chain and the snapshot's seal: they load OpenSSL (measured ~2.2 ms, hmac ~0.4 ms more, of
# a ~170 ms budget), where CPython's built-in SHA-256 imports in ~0.2 ms and hashes a
# 2,000-entry chain ~1 ms slower (core/chain.py; bench/bench_verify.py).
TABLE = ("bgstats", "chart", "history", "live", "report", "server", "svg")
NOT_FOR_STATUS = ("weasyprint", "jinja2", "hypothesis", "prompt_toolkit", "pypdfium2",
                  "companion.printing", "companion.cli.table",
                  *(f"companion.table.{m}" for m in TABLE),
                  "companion.cli.shell", "companion.cli.files", "companion.core.check",
                  "companion.core.timeline", "tomllib", "http",
                  "secrets", "hashlib", "hmac", "shlex", "tempfile", "zipfile",
                  "importlib.resources", "rich.markdown")


@pytest.mark.parametrize("game, action", [
    ("discretion", ["pay", "Ann", "Bob", "10k"]),
    ("landlords-1906", ["deal", "--average"]),
])
def test_status_imports_only_what_it_shows(cli, tmp_path, game, action):
    cli.ok("new", game, "--players", "Ann,Bob,Cy")
    cli.ok(*action)   # an action stores the state's snapshot, which status then reads
    modules = imported_by(["--game", str(cli.game), "status"], tmp_path)
    package = f"companion.games.{game.replace('-', '_')}"
    assert f"{package}.views" in modules
    unwanted = (*NOT_FOR_STATUS, f"{package}.kit", f"{package}.board_svg")
    below = tuple(f"{u}." for u in unwanted)   # a module and its submodules, no namesakes
    assert not [m for m in modules if m in unwanted or m.startswith(below)]


def test_the_command_starts_with_the_collector_held_and_runs_with_it_on():
    """`companion` and `python -m companion` import with the garbage collector held off (it
    would walk the ~20,000 objects of the imports again and again), freeze what was made,
    and run the command with the collector on: `play` and `serve` run for hours."""
    import tomllib

    scripts = tomllib.loads((CORE.parents[1] / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["companion"] == "companion.cli.launch:main"
    assert "companion.cli.launch import main" in (CORE.parent / "__main__.py").read_text()
    code = ("import gc, sys; gc.disable(); import companion.cli.app as app; "
            "app.main = lambda: print(gc.isenabled(), gc.get_freeze_count()) or 0; "
            "from companion.cli.launch import main; gc.enable(); sys.exit(main())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    enabled, frozen = result.stdout.split()
    assert enabled == "True" and int(frozen) > 10_000   # typer's, rich's, click's objects
