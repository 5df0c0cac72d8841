"""Shared fixtures: run the CLI in-process, and build game states without a file."""

import os
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import settings

from companion.cli.app import main

# CI replays the same examples every run (a failure there is reproducible); local runs explore.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True, scope="session")
def data_folder(tmp_path_factory):
    """The user's data folder (the snapshot key's home) is a temporary one in every test,
    and in the commands they run; no language is chosen from outside."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data-home")))
        patch.delenv("COMPANION_LANG", raising=False)   # each test chooses its language
        for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):   # the system's too (i18n.system)
            patch.delenv(var, raising=False)
        patch.setenv("LANG", "C.UTF-8")
        yield


@pytest.fixture(autouse=True)
def no_table_language():
    """A test begins with no game's language in force: a command run in this process keeps
    the language of the game it opened, which would otherwise reach the next test."""
    from companion.core import i18n

    i18n.set_table(None)


@dataclass
class Run:
    code: int
    out: str
    err: str


class Cli:
    """Runs `companion --game FILE ...` in-process and captures what it prints."""

    def __init__(self, game: Path):
        self.game = game

    def __call__(self, *args: str) -> Run:
        with CliRunner().isolation() as (out, err, _):   # click 8.2 closes them on leaving
            code = main(["--game", str(self.game), *args])
            sys.stdout.flush()
            sys.stderr.flush()
            return Run(code, out.getvalue().decode(), err.getvalue().decode())

    def ok(self, *args: str) -> str:
        result = self(*args)
        assert result.code == 0, f"{args} failed: {result.err}{result.out}"
        return result.out

    def json(self, *args: str):
        """The command's JSON document without its schema version, which it must begin
        with (docs/json.md)."""
        import json

        found = json.loads(self.ok(*args, "--json"))
        assert list(found)[:1] == ["schema"] and found.pop("schema") == 1
        return found


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    return Cli(tmp_path / "game.db")


# Whole printed kits, shared by the print tests (printing is the slowest thing tested).
@pytest.fixture(scope="session")
def discretion_kit(tmp_path_factory):
    from tests.print_helpers import print_into
    return print_into(tmp_path_factory, "discretion-kit", "discretion")


@pytest.fixture(scope="session")
def landlords_kit(tmp_path_factory):
    from tests.print_helpers import print_into
    return print_into(tmp_path_factory, "landlords-kit", "landlords-1906")


@pytest.fixture(scope="session")
def payday_de_kit(tmp_path_factory):
    from tests.print_helpers import print_into
    return print_into(tmp_path_factory, "payday-de-kit", "payday", "--lang", "de")
