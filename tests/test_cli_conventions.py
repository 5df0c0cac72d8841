"""Issue 31, item 5: the conventions of gh and hledger, through the command line (a real
process where a pipe or the terminal matters)."""

import json
import os
import subprocess
import sys

import pytest
from rich.cells import cell_len

from companion.cli.app import main
from companion.games import OWN, declared


def run(*args: str, env: dict | None = None, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True,
                          text=True, env=_env(env), cwd=cwd, timeout=120)


def _env(extra: dict | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "COMPANION_LANG")}
    return env | (extra or {})


@pytest.fixture
def discretion(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    return cli


def test_bare_companion_prints_its_help_without_an_error_line(tmp_path):
    done = run(cwd=tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    assert "Usage: companion [OPTIONS] COMMAND" in done.stdout and "new" in done.stdout
    only_options = run("--lang", "de", cwd=tmp_path)
    assert only_options.returncode == 0 and "Aufruf: companion" in only_options.stdout


def test_help_topic_on_the_command_line_is_the_commands_help(cli):
    assert cli.ok("help") == cli.ok("--help")
    assert cli.ok("help", "log") == cli.ok("log", "--help")
    assert "Usage: companion log [OPTIONS]" in cli.ok("help", "log")
    german = cli.ok("help", "status", "--lang", "de")
    assert german == cli.ok("status", "--help", "--lang", "de") and "Aufruf:" in german
    unknown = cli("help", "stauts")
    assert unknown.code == 2 and unknown.err.count("\n") == 1 and "status" in unknown.err


@pytest.mark.parametrize("args", [["--help"], ["log"], ["status"], ["log", "--json"]])
def test_a_closed_pipe_ends_quietly(discretion, args):
    """`companion --help | head -1`: the reader is gone before companion writes."""
    for n in range(30):
        discretion.ok("pay", "Bank", "Ann", str(10_000 * (n + 1)))
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "--game", str(discretion.game), *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env(None))
    process.stdout.close()   # as `head` does once it has its lines
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0 and err == ""


def test_piped_output_honours_columns_and_leaves_no_trailing_spaces(discretion):
    wide = run("--game", str(discretion.game), "status")
    assert wide.returncode == 0 and wide.stdout.strip()
    assert not [line for line in wide.stdout.splitlines() if line != line.rstrip()]
    narrow = run("--game", str(discretion.game), "--help", env={"COLUMNS": "60"})
    lines = narrow.stdout.splitlines()
    assert max(cell_len(line) for line in lines) == 60
    assert not [line for line in lines if line != line.rstrip()]
    score = run("--game", str(discretion.game), "score", env={"COLUMNS": "28"}).stdout
    assert max(cell_len(line) for line in score.splitlines()) <= 28   # the table wraps
    wider = run("--game", str(discretion.game), "score").stdout
    assert max(cell_len(line) for line in wider.splitlines()) > 28


def test_debug_works_before_or_after_the_command(discretion):
    for args in (["--debug", "pay", "Ann", "Zed", "5"], ["pay", "Ann", "Zed", "5", "--debug"]):
        result = discretion(*args)
        assert result.code == 1 and "Traceback" in result.err, args
        assert result.err.splitlines()[-1].startswith("error: ")
    assert discretion("status", "--debug").code == 0


@pytest.mark.parametrize("words", [["print", ""], ["new", "l"], ["rules", "e"], ["help", "lo"]])
def test_game_ids_and_commands_complete_where_a_game_or_command_is_named(discretion, monkeypatch,
                                                                        capsys, words):
    monkeypatch.setenv("_COMPANION_COMPLETE", "complete_bash")
    monkeypatch.setenv("COMP_WORDS", f"companion --game {discretion.game} {' '.join(words)}")
    monkeypatch.setenv("COMP_CWORD", "4")
    with pytest.raises(SystemExit):
        main([])
    offered = capsys.readouterr().out.split()
    expected = {"print": ["discretion", "landlords-1906", "eurobusiness", "on-guard", "payday",
                          "calibration"],
                "new": ["landlords-1906"], "rules": ["eurobusiness"], "help": ["log"]}
    # the built-in games first (in the order they are declared), then any game package installed
    # beside companion (the example package, once .ci/run has installed it), then calibration
    packages = {game for game, _ref, dist in declared() if dist != OWN}
    ours = [w for w in offered if w not in packages]
    assert ours[:len(expected[words[0]])] == expected[words[0]]


def test_a_repeatable_option_takes_a_comma_list(cli):
    """`--only list-cards,title-deeds` as people type it: both are asked for (the unknown
    one is named, so the list was split)."""
    result = cli("print", "landlords-1906", "--only", "board,nosuch", "--out", "x")
    assert result.code == 1 and "'nosuch'" in result.err and "board,nosuch" not in result.err


def test_a_command_about_another_game_speaks_the_users_language(tmp_path):
    """A German Pay Day in the folder does not make `print landlords-1906` German (whose kit
    has no German) or `rules discretion` German: the user's language does."""
    folder = tmp_path / "table"
    folder.mkdir()
    assert run("new", "payday", "--players", "Ann,Bob", "--lang", "de", cwd=folder).returncode == 0
    assert "Monat 1" in run("status", cwd=folder).stdout             # the file's own game
    rules = run("rules", "discretion", "rulings", cwd=folder)
    assert rules.returncode == 0 and rules.stderr == "" and "Rulings" in rules.stdout
    refused = run("print", "landlords-1906", "--only", "nosuch", cwd=folder)
    assert refused.stderr.startswith("error: unknown component 'nosuch'")
    assert "Auslegungen" in run("rules", "payday", "rulings", cwd=folder).stdout
    polish = run("print", "landlords-1906", "--only", "nosuch", cwd=folder,
                 env={"COMPANION_LANG": "pl"})
    assert polish.stderr.startswith("błąd: ")


def test_links_without_codes_and_as_json(discretion):
    plain = discretion.ok("links", "--no-qr")
    assert len(plain.splitlines()) == 3 and "█" not in plain
    found = json.loads(discretion.ok("links", "--json"))
    assert [f"{r['player']}: {r['url']}" for r in found["links"]] == plain.splitlines()
