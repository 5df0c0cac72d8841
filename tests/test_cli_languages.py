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


USAGE_ERRORS = {
    "de": ["Fehler: Unerwartetes zusätzliches Argument (C3)",
           "Fehler: Unerwartete zusätzliche Argumente (C3 C4)",
           "Fehler: Fehlendes Argument 'TYPE'.",
           "Fehler: Die Option '--foo' gibt es nicht.",
           "Fehler: Die Option '--winner' braucht einen Wert.",
           "Fehler: Ungültiger Wert für '[COUNT]': 'x' ist keine ganze Zahl.",
           "Fehler: Ungültiger Wert für '[COUNT]': 0 liegt nicht im Bereich x>=1."],
    "pl": ["błąd: Nieoczekiwany dodatkowy argument (C3)",
           "błąd: Nieoczekiwane dodatkowe argumenty (C3 C4)",
           "błąd: Brak argumentu 'TYPE'.",
           "błąd: Nie ma opcji '--foo'.",
           "błąd: Opcja '--winner' wymaga wartości.",
           "błąd: Nieprawidłowa wartość dla '[COUNT]': 'x' nie jest liczbą całkowitą.",
           "błąd: Nieprawidłowa wartość dla '[COUNT]': 0 nie mieści się w zakresie x>=1."],
    "en": ["error: Got unexpected extra argument (C3)",
           "error: Got unexpected extra arguments (C3 C4)",
           "error: Missing argument 'TYPE'.",
           "error: No such option '--foo'.",
           "error: Option '--winner' requires an argument.",
           "error: Invalid value for '[COUNT]': 'x' is not a valid integer range.",
           "error: Invalid value for '[COUNT]': 0 is not in the range x>=1."],
}


@pytest.mark.parametrize("lang", ["de", "pl", "en"])
def test_click_s_usage_errors_speak_the_game_s_language(cli, lang):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    before = cli.game.read_bytes()
    said = []
    for args in (["build", "Ann", "housing", "A1", "C3"], ["build", "Ann", "housing", "A1", "C3", "C4"],
                 ["build", "Ann"], ["build", "Ann", "housing", "A1", "--foo"],
                 ["auction", "7", "--winner"], ["loan", "take", "Ann", "x"],
                 ["loan", "take", "Ann", "0"]):
        result = cli(*args)
        assert result.code == 2 and result.out == ""
        said.append(result.err.rstrip("\n"))
    assert said == USAGE_ERRORS[lang]
    assert cli.game.read_bytes() == before


@pytest.mark.parametrize("lang, refused", [
    ("de", "Fehler: Ungültiger Wert für '--manor': 'heap' ist keiner der Werte 'pile', 'quarry'."),
    ("pl", "błąd: Nieprawidłowa wartość dla '--manor': 'heap' nie jest żadną z wartości 'pile', "
           "'quarry'."),
])
def test_a_choice_click_refuses_is_said_in_the_language(cli, lang, refused):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "1")
    result = cli("--lang", lang, "develop", "Ann", "x", "--manor", "heap")
    assert (result.code, result.err) == (2, refused + "\n")


@pytest.mark.parametrize("lang, refused", [
    ("de", "Fehler: On Guard ist für 3 bis 5 Ratsherren, nicht für 2\n"),
    ("pl", "błąd: w On Guard gra od 3 do 5 rajców, nie 2\n"),
    ("en", "error: On Guard takes 3 to 5 Aldermen, not 2\n"),
])
def test_the_seats_a_game_takes_are_named_in_its_own_words(cli, lang, refused):
    result = cli("new", "on-guard", "--players", "Ann,Bob", "--lang", lang)
    assert (result.code, result.err) == (1, refused) and not cli.game.exists()


@pytest.mark.parametrize("game, lang, title", [
    ("eurobusiness", "pl", "Eurobiznes"), ("eurobusiness", "de", "Eurobusiness"),
    ("payday", "de", "Pay Day"), ("eurobusiness", "en", "Eurobusiness"),
])
def test_a_game_s_title_is_written_as_the_language_writes_it(cli, game, lang, title):
    said = {"pl": "Nowa partia {title} w ", "de": "Neue Partie {title} in ",
            "en": "New {title} game in "}[lang]
    assert cli.ok("new", game, "--players", "Ann,Bob,Cy", "--lang", lang).startswith(
        said.format(title=title))


@pytest.mark.parametrize("lang, title, score, columns", [
    ("pl", "Eurobiznes", "majątek", ["gotówka"]),
    ("de", "Eurobusiness", "Vermögen", ["Bargeld"]),
    ("en", "Eurobusiness", "fortune", ["cash"]),
])
def test_the_table_names_the_game_and_its_score_in_the_language(cli, lang, title, score,
                                                               columns):
    from companion.core import i18n
    from companion.core.session import Session
    from companion.table import bgstats, live, report

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("pay", "Ann", "Bob", "1000")
    session = Session.open(cli.game)
    with i18n.speaking(lang):
        page = live.parts(live.snapshot(session))
        data = report.gather(session)
        printed = report.html(data, (210, 297))
        comment = bgstats.play(session, data)["comments"]
    shown = "".join(page.values())
    assert f"<h1>{title}</h1>" in shown and f'<div class="worth">{score} <b>' in shown
    assert (data["title"], data["score_name"]) == (title, score)
    assert all(f"<th>{c}</th>" in printed for c in columns) and f"<th>{score}</th>" in printed
    assert comment.startswith({"pl": "Wyniki: {score} każdego gracza",
                               "de": "Wertung: {score} je Spieler",
                               "en": "Scores: each player's {score}"}[lang].format(score=score))


@pytest.mark.parametrize("lang, heading, rulings_heading", [
    ("de", "Hausregeln", "Auslegungen"),
    ("pl", "Zasady domowe", "Rozstrzygnięcia"),
])
def test_house_defaults_and_the_rules_are_in_the_language(cli, lang, heading, rulings_heading):
    defaults = cli("rules", "on-guard", "house-defaults", "--lang", lang)
    assert defaults.code == 0 and defaults.err == ""   # no note: these are in the language
    assert defaults.out.lstrip().startswith(heading) and "House defaults" not in defaults.out
    assert "rules end at: month (ruling)" in defaults.out   # the data file's keys as typed
    whole = cli("rules", "on-guard", "--lang", lang)
    assert whole.err == "" and "Overview" not in whole.out and heading in whole.out
    rulings = cli("rules", "on-guard", "rulings", "--lang", lang)
    assert rulings.err == "" and rulings_heading in rulings.out and "Rulings" not in rulings.out
