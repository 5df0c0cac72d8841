"""Running as installed software: --version, --game after the command, output where the user
is, and a clear line when WeasyPrint's system libraries are missing. (`.ci/install-check`
proves a wheel installed outside the checkout plays, scores and prints.)"""

import importlib.abc
import sys

import pytest

from companion import __version__
from companion.paths import CARDS, TEMPLATES
from companion.printing import rerun


def test_version(cli):
    result = cli("--version")
    assert (result.code, result.out) == (0, f"companion {__version__}\n")


def test_game_option_after_the_command(tmp_path, cli):
    game = tmp_path / "g.db"
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--game", str(game))
    assert game.exists() and not cli.game.exists()
    assert cli.json("status", f"--game={game}")["players"][0]["name"] == "Ann"


def test_last_game_option_wins(tmp_path, cli):
    first, second = tmp_path / "first.db", tmp_path / "second.db"
    cli.ok("--game", str(first), "new", "discretion", "--players", "Ann,Bob", "--game", str(second))
    assert second.exists() and not first.exists()


def test_game_option_without_a_path_is_one_line(cli):
    result = cli("status", "--game")
    assert (result.code, result.err) == (2, "error: Option '--game' requires an argument.\n")


def test_data_and_templates_are_found():
    assert (CARDS / "discretion" / "discretion.toml").is_file()
    assert (TEMPLATES / "print.css").is_file()


def test_default_output_follows_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert rerun.folder("disc", None) == tmp_path / "output" / "discretion"
    assert rerun.folder("Calibration", None) == tmp_path / "output" / "calibration"


def test_print_writes_under_the_working_directory_and_says_where(tmp_path, monkeypatch, cli):
    monkeypatch.chdir(tmp_path)
    out = cli.ok("print", "calibration")
    assert (tmp_path / "output" / "calibration").is_dir()
    assert str(tmp_path / "output" / "calibration") in "".join(out.split())   # wrapped lines


class _NoPango(importlib.abc.MetaPathFinder):
    """Makes `import weasyprint` fail as it does on a machine without Pango."""

    def find_spec(self, name, path=None, target=None):
        if name == "weasyprint":
            raise OSError("cannot load library 'libpango-1.0-0': no such file")
        return None


@pytest.mark.parametrize("blocker", ["oserror", "importerror"])
def test_printing_without_pango_is_one_line(tmp_path, monkeypatch, cli, blocker):
    monkeypatch.delitem(sys.modules, "weasyprint", raising=False)
    if blocker == "oserror":
        monkeypatch.setattr(sys, "meta_path", [_NoPango(), *sys.meta_path])
    else:
        monkeypatch.setitem(sys.modules, "weasyprint", None)
    result = cli("print", "calibration", "--out", str(tmp_path / "out"))
    assert result.code == 1
    assert result.err.count("\n") == 1 and "apt-get install libpango-1.0-0" in result.err
    assert not list((tmp_path / "out").glob("*.pdf"))
