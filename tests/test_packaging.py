"""What a packager reads: every library companion imports is declared, as a range with a floor
(`.ci/floors` runs them all at their floors), and the licences are in the metadata."""

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
# The catalog tool is for developers (docs/languages.md): Babel comes with the test extra;
# the conformance kit imports pytest only when pytest loads it as a plugin (docs/games.md).
DEVELOPER_ONLY = {"companion/catalogs.py": {"babel"}, "companion/testing.py": {"pytest"}}


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~ ;\[]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_every_library_companion_imports_is_declared():
    declared = {_name(d) for d in PROJECT["dependencies"]}
    owners = packages_distributions()
    missing = {}
    for path in (ROOT / "companion").rglob("*.py"):
        own = DEVELOPER_ONLY.get(path.relative_to(ROOT).as_posix(), set())
        for module in _imports(path) - set(sys.stdlib_module_names) - {"companion"} - own:
            if module.startswith("_"):   # CPython's own modules (_sha2 from 3.12 on)
                continue
            dists = {d.lower().replace("_", "-") for d in owners.get(module, [module])}
            if not dists & declared:
                missing.setdefault(module, set()).add(path.name)
    assert missing == {}
    assert {"markupsafe", "fonttools", "pyphen", "pillow"} <= declared


def test_every_dependency_is_a_range_with_a_floor():
    for requirement in PROJECT["dependencies"]:
        assert re.fullmatch(r"[A-Za-z0-9_.-]+>=[0-9][0-9.]*(,<[0-9][0-9.]*)?", requirement), \
            requirement
    bounded = {_name(d) for d in PROJECT["dependencies"] if ",<" in d}
    assert {"rich", "weasyprint", "typer"} <= bounded   # companion reaches into these


def test_the_licences_are_in_the_metadata_and_beside_the_code():
    assert PROJECT["license"] == "MIT"
    assert PROJECT["authors"] == [{"name": "companion developers"}]
    assert "Operating System :: OS Independent" in PROJECT["classifiers"]
    for name in PROJECT["license-files"]:
        assert (ROOT / name).is_file(), name
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert "Bitstream Vera" in (ROOT / "companion/printing/dejavu/LICENSE").read_text()
    example = tomllib.loads((ROOT / "examples/companion-plainbank/pyproject.toml").read_text())
    assert example["project"]["license"] == "MIT"
    assert (ROOT / "examples/companion-plainbank/LICENSE").read_text().startswith("MIT License")
