"""Every game package, the built-in ones too, uses only companion's public modules for game
packages (companion.games.PUBLIC, docs/games.md): none reaches into companion's private ones
or into another game."""

from pathlib import Path

import pytest

from companion.games import INTERFACE, PUBLIC
from companion.testing import private_imports

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = [*sorted(p for p in (ROOT / "companion" / "games").iterdir()
                    if (p / "game.py").is_file()),
            ROOT / "examples" / "companion-plainbank" / "companion_plainbank"]


def package_name(folder: Path) -> str:
    parts = folder.relative_to(ROOT).parts
    return ".".join(parts[1:] if parts[0] == "examples" else parts)


@pytest.mark.parametrize("folder", PACKAGES, ids=lambda p: p.name)
def test_a_game_package_imports_only_the_public_modules(folder):
    own = package_name(folder)
    problems = [f"{path.relative_to(ROOT)} {problem}"
                for path in sorted(folder.rglob("*.py"))
                for problem in private_imports(path.read_text(encoding="utf-8"), own)]
    assert not problems, f"{own} reaches into companion's private modules: {problems}"


def test_the_check_finds_what_is_private():
    source = ("from companion.core.money import fmt, _grouping_ok\n"
              "from companion.core import session\n"
              "import companion.printing.build\n"
              "from companion.games.payday.state import BANK\n"
              "from companion.cli import output\n"
              "from companion.games.discretion import grid\n")
    assert private_imports(source, "companion.games.discretion") == [
        "line 1: companion.core.money._grouping_ok", "line 2: companion.core.session",
        "line 3: companion.printing.build", "line 4: companion.games.payday.state.BANK"]


def test_the_public_modules_exist_and_the_docs_name_each_one():
    docs = (ROOT / "docs" / "games.md").read_text(encoding="utf-8")
    for module in PUBLIC:
        assert (ROOT / Path(*module.split("."))).with_suffix(".py").is_file(), module
        assert f"`{module}`" in docs, f"docs/games.md does not describe {module}"
    assert f"interface {INTERFACE}" in docs
