"""A game package installed beside companion: the example plain bank built into a fresh
virtual environment and played through the command line, and a broken package there shown
unavailable while the built-in games work.

The fresh environment sees this one's packages (companion, its libraries) through a .pth
file, so only the game packages are installed into it: pip with --no-deps, and without build
isolation when hatchling is at hand (a few seconds instead of half a minute).
"""

import json
import site
import subprocess
import sys
import venv
from importlib.util import find_spec
from pathlib import Path

import pytest

from tests.test_architecture import NOT_FOR_STATUS

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "companion-plainbank"
BROKEN = {   # a game package whose declaration cannot be imported
    "pyproject.toml": '[build-system]\nrequires = ["hatchling"]\nbuild-backend = '
                      '"hatchling.build"\n[project]\nname = "companion-broken"\nversion = "1"\n'
                      '[project.entry-points."companion.games"]\n'
                      'broken = "companion_broken:DECLARATION"\n',
    "companion_broken/__init__.py": "from companion_broken.missing import DECLARATION\n",
}
SMALL_KIT = """[game]
name = "Tiny money"
min_players = 2
max_players = 4
source = "house"
[money]
start = 100
notes = [5, 10]
note_counts = [2, 1]
source = "house"
[loans]
enabled = false
interest_percent = 0
limit = 0
source = "house"
[score]
subtract_loans = false
source = "house"
"""


@pytest.fixture(scope="module")
def beside(tmp_path_factory):
    """A fresh venv seeing this one's packages, with the plain bank and a broken package
    installed into it; returns a function running its `companion` in a table folder."""
    root = tmp_path_factory.mktemp("beside")
    env = root / "venv"
    venv.EnvBuilder(with_pip=False).create(env)
    python = env / "bin" / "python"
    own = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                         capture_output=True, text=True, check=True).stdout.strip()
    seen = "; ".join(f"site.addsitedir({d!r})" for d in site.getsitepackages())
    (Path(own) / "beside-companion.pth").write_text(f"import site; {seen}\n")
    broken = root / "broken"
    for name, text in BROKEN.items():
        (broken / name).parent.mkdir(parents=True, exist_ok=True)
        (broken / name).write_text(text)
    isolation = [] if find_spec("hatchling") is None else ["--no-build-isolation"]
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", *isolation, str(EXAMPLE), str(broken)], check=True,
                   capture_output=True)
    table = root / "table"
    table.mkdir()
    (table / "tiny.toml").write_text(SMALL_KIT)

    def companion(*args, code=0):
        done = subprocess.run([python, "-m", "companion", "--game", "game.db", *args],
                              cwd=table, capture_output=True, text=True)
        assert done.returncode == code, f"{args}: {done.stderr}"
        return done

    companion.table, companion.site, companion.python = table, Path(own), python
    return companion


def test_the_plain_bank_installed_beside_companion_plays_through_the_command_line(beside):
    assert (beside.site / "companion_plainbank" / "game.py").is_file()   # installed, not here
    listed = beside("games").stdout
    assert "plainbank        Plain bank (any game with paper money)" in listed
    beside("new", "plainbank", "--players", "Ann,Bob,Cy")
    beside("pay", "Ann", "Bob", "300", "--reason", "rent")
    beside("pay", "Bob", "Bank", "50")
    beside("undo")
    status = json.loads(beside("status", "--json").stdout)
    assert [(p["name"], p["cash"]) for p in status["players"]] == [
        ("Ann", 1200), ("Bob", 1800), ("Cy", 1500)]
    score = json.loads(beside("score", "--json").stdout)
    assert (score["players"][0], score["winner"]) == (
        {"name": "Bob", "total": 1800, "eliminated": False, "cash": 1800, "owed": 0}, "Bob")
    code = ("import sys, companion.cli.app as a; a.main(['--game', 'game.db', 'status']); "
            "print(' '.join(sys.modules), file=sys.stderr)")
    loaded = subprocess.run([beside.python, "-c", code], cwd=beside.table, capture_output=True,
                            text=True, check=True).stderr.split()
    unwanted = (*NOT_FOR_STATUS, "companion_plainbank.kit", "importlib.metadata")
    below = tuple(f"{u}." for u in unwanted)
    assert not [m for m in loaded if m in unwanted or m.startswith(below)]
    printed = beside("print", "plainbank", "--data", "tiny.toml", "--only", "money").stdout
    assert "money.pdf" in printed
    assert (beside.table / "output" / "plainbank" / "money.pdf").stat().st_size > 1000


def test_a_broken_package_is_listed_unavailable_while_the_built_in_games_work(beside):
    lines = beside("games").stdout.splitlines()
    assert ("broken           unavailable (companion-broken): its package does not load "
            "(ModuleNotFoundError: No module named 'companion_broken.missing')") in lines
    assert [line.split()[0] for line in lines[:5]] == [
        "discretion", "landlords-1906", "eurobusiness", "on-guard", "payday"]
    refused = beside("new", "broken", "--players", "Ann,Bob", "--game", "other.db", code=1)
    assert refused.stderr.startswith("error: game 'broken' (companion-broken) is unavailable")
    beside("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--game", "euro.db")
    beside("pay", "Ann", "Bob", "100", "--game", "euro.db")
    assert "Ann" in beside("status", "--game", "euro.db").stdout
