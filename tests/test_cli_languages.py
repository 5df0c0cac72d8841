"""The command line in German and Polish around a game: its own commands' help and panel
(each game's catalog), click's usage errors, the seats a game takes, its rules' topics."""

import re

import pytest


@pytest.mark.parametrize("lang, usage, text, example, cells", [
    ("de", "Aufruf: companion build", "Ein Gebäude (zum Baupreis) auf eigenem Land errichten.",
     "Beispiel: companion build Ann housing C3+C4", "erforderlich"),
    ("pl", "Użycie: companion build", "Postaw budynek (po cenie budowy) na własnej ziemi gracza.",
     "Przykład: companion build Ann housing C3+C4", "wymagane"),
])
def test_a_game_command_s_help_reads_in_the_language(cli, lang, usage, text, example, cells):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    shown = cli.ok("--lang", lang, "build", "--help")
    assert usage in shown and text in shown and example in shown and cells in shown
    assert "Put up a building" not in shown and "Example:" not in shown


@pytest.mark.parametrize("game, lang, panel, line, english", [
    ("on-guard", "pl", "On Guard", r"trade +Sprzedaj jeden towar Domowi Handlowemu\.",
     "Sell one good"),
    ("landlords-1906", "de", "The Landlord's Game (1906)",
     r"trust +Alle Eisenbahnen zweier Spieler in einem Trust", "Pool all the railroads"),
    ("payday", "pl", "Dzień wypłaty", r"poker +Poker Game: każdy gracz stawia 100 \$", "Poker Game: each"),
])
def test_the_root_help_lists_the_game_s_panel_in_the_language(cli, monkeypatch, game, lang,
                                                               panel, line, english):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1")
    monkeypatch.setenv("COMPANION_LANG", lang)
    shown = cli.ok("--help")
    assert f"╭─ {panel} ─" in shown and re.search(line, shown) and english not in shown
    monkeypatch.delenv("COMPANION_LANG")
    assert english in cli.ok("--help")
