"""The system's language (issue 33 item 5): LANGUAGE, LC_ALL, LC_MESSAGES and LANG, in
gettext's order, for a new game and for commands without a game; `--lang`,
COMPANION_LANG and a game's own language still win."""

import os
import subprocess
import sys

import pytest

NEW = ("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
SAID = {"en": "New Discretion game in", "de": "Neue Partie Discretion in",
        "pl": "Nowa partia Discretion w"}
ERROR = {"en": "error: ", "de": "Fehler: ", "pl": "błąd: "}


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "pl_PL.utf8"}, "pl"),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "pl_PL.UTF-8"}, "pl"),
    ({"LC_MESSAGES": "pl_PL.UTF-8", "LC_ALL": "de_AT.UTF-8"}, "de"),
    ({"LC_ALL": "de_DE.UTF-8", "LANGUAGE": "pl:de"}, "pl"),
    ({"LANGUAGE": "fr:de", "LANG": "pl_PL.UTF-8"}, "de"),      # its first one spoken
    ({"LANGUAGE": "fr", "LANG": "de_DE.UTF-8"}, "en"),         # the first set decides
    ({"LANG": "C.UTF-8"}, "en"), ({"LANG": "POSIX"}, "en"), ({"LANG": "en_GB.UTF-8"}, "en"),
])
def test_a_new_game_takes_the_system_s_language(cli, monkeypatch, env, lang):
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert cli.ok(*NEW).startswith(SAID[lang])
    for var in env:   # the game keeps it, whatever the system says later
        monkeypatch.delenv(var)
    assert cli("pay", "Ann", "Zed", "5").err.startswith(ERROR[lang])


@pytest.mark.parametrize("env, args, lang", [
    ({"LANG": "de_DE.UTF-8", "COMPANION_LANG": "pl"}, (), "pl"),
    ({"LANG": "de_DE.UTF-8"}, ("--lang", "en"), "en"),
    ({"COMPANION_LANG": "de_DE.UTF-8"}, (), "de"),
    ({"LANG": "pl_PL.UTF-8"}, ("--lang", "de_DE.UTF-8"), "de"),
])
def test_lang_and_companion_lang_still_win_and_take_a_locale_s_name(cli, monkeypatch, env,
                                                                    args, lang):
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert cli.ok(*args, *NEW).startswith(SAID[lang])


def test_a_game_s_own_language_wins_over_the_system_s(cli, monkeypatch):
    cli.ok(*NEW, "--lang", "en")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert cli("pay", "Ann", "Zed", "5").err.startswith("error: ")


def test_a_command_without_a_game_speaks_the_system_s_language(cli, monkeypatch):
    monkeypatch.setenv("LC_ALL", "pl_PL.UTF-8")
    assert "Użycie: companion" in cli.ok("--help")
    assert cli("status").err.startswith("błąd: ")


def test_the_system_s_language_reaches_a_process_started_by_the_shell(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "COMPANION_LANG")}
    done = subprocess.run([sys.executable, "-m", "companion", "--game", str(tmp_path / "g.db"),
                           "--help"], env=env | {"LANG": "de_DE.UTF-8"}, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and "Aufruf: companion" in done.stdout
