"""On Guard's modules import each other without a circle (issue 29 item 17): the month's
flow (month.py) is the one module that calls the activities, which never import it."""

import ast
from pathlib import Path

import companion.games.on_guard as package

PACKAGE = "companion.games.on_guard"
FOLDER = Path(package.__file__).parent


def imports(path: Path) -> set[str]:
    """The package's modules `path` imports, at the top or inside a function."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module == PACKAGE:
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE + "."):
            out.add(node.module.removeprefix(PACKAGE + ".").split(".")[0])
        elif isinstance(node, ast.Import):
            out |= {a.name.removeprefix(PACKAGE + ".").split(".")[0] for a in node.names
                    if a.name.startswith(PACKAGE + ".")}
    modules = {p.stem for p in FOLDER.glob("*.py")}
    return out & modules - {path.stem}


def graph() -> dict[str, set[str]]:
    return {p.stem: imports(p) for p in FOLDER.glob("*.py")}


def circle(edges: dict[str, set[str]]) -> list[str]:
    """A circle of imports, as the modules round it, or [] when there is none."""
    done, path = set(), []

    def visit(module: str) -> list[str]:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return []
        path.append(module)
        for other in sorted(edges.get(module, ())):
            found = visit(other)
            if found:
                return found
        path.pop()
        done.add(module)
        return []

    for module in sorted(edges):
        found = visit(module)
        if found:
            return found
    return []


def test_the_circle_finder_finds_one():
    assert circle({"goods": {"month"}, "month": {"towns"}, "towns": {"goods"}}) == [
        "goods", "month", "towns", "goods"]
    assert circle({"game": {"month"}, "month": {"goods", "towns"}, "goods": set()}) == []


def test_on_guard_has_no_import_circle():
    assert circle(graph()) == []


def test_only_the_month_calls_the_activities():
    edges = graph()
    assert {"goods", "towns"} <= edges["month"]
    for activity in ("goods", "towns"):
        assert "month" not in edges[activity] and not {"goods", "towns"} & edges[activity]
