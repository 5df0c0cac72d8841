"""The core speaks the table's language: errors, did-you-mean, undo and redo, count, the
file commands and score headings in German and Polish, and amounts typed as they write
them (German `1.250` is 1250); English as before."""

import pytest
from hypothesis import given, strategies as st

from companion.core import i18n
from companion.core.errors import BadInput
from companion.core.money import fmt, parse_amount, styled


@pytest.fixture
def euro(cli):
    """A Eurobusiness table: each player starts with 3,000 $."""
    def start(lang: str):
        cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1", "--lang", lang)
        return cli
    return start


def refused(cli, *args) -> str:
    """The one line a refused command prints; the game file is unchanged."""
    before = cli.game.read_bytes()
    result = cli(*args)
    assert result.code != 0 and result.out == ""
    assert cli.game.read_bytes() == before
    return result.err


@pytest.mark.parametrize("lang, unknown, amount, undo, redo", [
    ("de", "Fehler: Konto 'Anm' gibt es nicht (meinten Sie Ann?)\n",
     "Fehler: kein Betrag: '5x' (etwa 500000, 500.000, 500k oder 1,2M)\n",
     "Fehler: nichts zurückzunehmen: es gibt keinen gültigen Zug\n",
     "Fehler: nichts wiederherzustellen\n"),
    ("pl", "błąd: konto 'Anm' nie istnieje (czy chodziło o Ann?)\n",
     "błąd: to nie kwota: '5x' (na przykład 500000, 500 000, 500k lub 1,2M)\n",
     "błąd: nie ma czego cofnąć: żaden ruch nie obowiązuje\n",
     "błąd: nie ma czego przywrócić\n"),
])
def test_errors_speak_the_games_language(cli, lang, unknown, amount, undo, redo):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    assert refused(cli, "pay", "Anm", "Bob", "5") == unknown
    assert refused(cli, "pay", "Ann", "Bob", "5x") == amount
    assert refused(cli, "undo") == undo
    assert refused(cli, "redo") == redo


def test_english_is_as_before(euro):
    cli = euro("en")
    assert refused(cli, "pay", "Anm", "Bob", "5") == "error: unknown account 'Anm' (did you mean Ann?)\n"
    assert refused(cli, "undo") == "error: nothing to undo: no action is in effect\n"


def test_undo_and_redo_say_what_moved_in_german(euro):
    cli = euro("de")
    assert cli.ok("pay", "Ann", "Bob", "1.250", "--reason", "Wette") == (
        "#1 Ann zahlt 1.250 $ an Bob: Wette\n   Ann -> Bob 1.250 $: Wette\n")
    assert cli.ok("undo") == ("#2 zurückgenommen: #1 Ann zahlt 1.250 $ an Bob: Wette\n"
                              "   macht rückgängig: Ann +1.250 $ (jetzt 3.000 $); "
                              "Bob -1.250 $ (jetzt 3.000 $)\n")
    assert cli.ok("redo").splitlines()[1] == (
        "   stellt wieder her: Ann -1.250 $ (jetzt 1.750 $); Bob +1.250 $ (jetzt 4.250 $)")


def test_undo_and_redo_say_what_moved_in_polish(euro):
    cli = euro("pl")
    cli.ok("pay", "Ann", "Bob", "1 250")
    assert cli.ok("undo").splitlines() == [
        "#2 cofnięto: #1 Płatność Ann -> Bob: 1\u00a0250 $",
        "   cofa: Ann +1\u00a0250 $ (teraz 3\u00a0000 $); Bob -1\u00a0250 $ (teraz 3\u00a0000 $)"]
    for _ in range(4):
        cli.ok("pay", "Cy", "Bank", "10")
    assert refused(cli, "undo", "--to", "0") == (
        "błąd: to cofnęłoby 4 wpisy (od #3 do #6); `companion log` je wypisuje; dodaj --yes, "
        "aby kontynuować\n")


@pytest.mark.parametrize("lang, match, differ", [
    ("de", "Ann: 3.000 $ gezählt, stimmt mit dem Kassenbuch überein.\n",
     "Fehler: Ann: 2.900 $ gezählt, laut Kassenbuch 3.000 $: 100 $ weniger, als es sein "
     "sollte. Nichts wurde geändert; `companion log` prüfen, dann `companion pay`, wenn der "
     "Tisch zustimmt.\n"),
    ("pl", "Ann: przeliczono 3\u00a0000 $, zgadza się z księgą.\n",
     "błąd: Ann: przeliczono 2\u00a0900 $, według księgi 3\u00a0000 $: o 100 $ mniej, niż "
     "powinno być. Nic nie zmieniono; sprawdź `companion log`, potem `companion pay`, jeśli "
     "stół się zgodzi.\n"),
])
def test_count_speaks_the_games_language(euro, lang, match, differ):
    cli = euro(lang)
    typed = {"de": ("3.000", "2.900"), "pl": ("3000", "2900")}[lang]
    assert cli.ok("count", "Ann", typed[0]) == match
    assert refused(cli, "count", "Ann", typed[1]) == differ


def test_the_file_commands_speak_german(euro, tmp_path):
    cli = euro("de")
    cli.ok("pay", "Ann", "Bob", "10")
    assert cli.ok("check") == (f"{cli.game}: 1 Eintrag; die Kette hält, jeder Eintrag spielt "
                               f"sich nach, kein Geld geht verloren, der Zwischenspeicher "
                               f"stimmt\n")
    copy = tmp_path / "copy.db"
    assert cli.ok("backup", str(copy)) == f"Partie Eurobusiness (1 Eintrag) nach {copy} kopiert\n"
    assert refused(cli, "new", "payday", "--players", "Ann,Bob") == (
        f"Fehler: {cli.game} enthält schon eine Partie (Eurobusiness, 1 Eintrag): mit --force "
        f"ersetzen (es wird als game.db.DATUM-ZEIT.bak aufbewahrt) oder --game ANDERE.db "
        f"angeben\n")


def test_score_headings_speak_german(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--lang", "de")
    lines = [line.split() for line in cli.ok("score").splitlines()]
    assert ["Spieler", "Bargeld", "Nettovermögen"] in lines
    assert ["Gleichstand:", "Ann,", "Bob"] in lines


@pytest.mark.parametrize("lang, typed, value", [
    ("de", "1.250", 1250), ("de", "1.250.000", 1_250_000), ("de", "1,5M", 1_500_000),
    ("de", "1,5k", 1500), ("de", "1.2M", 1_200_000), ("de", "$1.250", 1250),
    ("de", "1.250,5k", 1_250_500), ("de", "1,000,000", 1_000_000),
    ("pl", "1 250", 1250), ("pl", "1\u00a0250", 1250), ("pl", "2,5k", 2500),
    ("pl", "1\u00a0000\u00a0000", 1_000_000), ("pl", "1.000.000", 1_000_000),
    ("en", "1,250", 1250), ("en", "1.2M", 1_200_000), ("en", "1,500k", 1_500_000),
])
def test_amounts_are_read_as_the_language_writes_them(lang, typed, value):
    """The language's group sign in groups of three, and its decimal comma; the English forms
    are still read."""
    with i18n.speaking(lang):
        assert parse_amount(typed) == value


@pytest.mark.parametrize("lang, typed", [
    ("en", "1.250"), ("en", "1 250"), ("de", "1.25"), ("de", "1.2500"), ("pl", "1.250"),
    ("de", "12,5"), ("de", "1 250"), ("en", "1,5k"), ("pl", "1.250,5"),
])
def test_what_the_language_does_not_write_is_refused(lang, typed):
    with i18n.speaking(lang), pytest.raises(BadInput):
        parse_amount(typed)


@pytest.mark.parametrize("lang, typed, said", [
    ("pl", "1.000", "niejednoznaczna kwota '1.000': chodzi o 1\u00a0000 czy o 1?"),
    ("pl", "1,500", "niejednoznaczna kwota '1,500': chodzi o 1\u00a0500 czy o 1,5?"),
    ("de", "1,500k", "mehrdeutiger Betrag '1,500k': 1.500.000 oder 1.500 gemeint?"),
    ("de", "1,250", "mehrdeutiger Betrag '1,250': 1.250 oder 1,25 gemeint?"),
    ("en", "1.000", "ambiguous amount '1.000': did you mean 1,000 or 1?"),
    ("en", "2.500k", "ambiguous amount '2.500k': did you mean 2,500,000 or 2,500?"),
])
def test_a_sign_the_language_does_not_group_with_is_asked_about(lang, typed, said):
    """A sign that groups in one language and is the decimal one in another, followed by
    three figures, is never read one way silently: the two readings are asked apart."""
    with i18n.speaking(lang), pytest.raises(BadInput) as refused:
        parse_amount(typed)
    assert str(refused.value) == said


@pytest.mark.parametrize("lang, typed", [("pl", "1.000"), ("de", "1,500k")])
def test_a_payment_typed_ambiguously_is_refused_on_the_command_line(cli, lang, typed):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    before = cli.ok("status", "--json")
    result = cli("pay", "Ann", "Bob", typed)
    assert result.code != 0 and result.out == ""
    assert len(result.err.strip().splitlines()) == 1 and typed in result.err
    assert cli.ok("status", "--json") == before


@given(st.integers(min_value=0, max_value=10**13), st.sampled_from(sorted(i18n.LANGUAGES)))
def test_every_language_reads_back_what_it_writes(value, lang):
    with i18n.speaking(lang):
        assert parse_amount(fmt(value), allow_zero=True) == value
        assert parse_amount(styled(value, "${}"), allow_zero=True) == value


def test_the_help_speaks_the_language_asked_for(cli, monkeypatch):
    root = cli.ok("--lang", "de", "--help")
    assert "Aufruf: companion" in root and "Optionen" in root and "Jedes Spiel" in root
    assert "Regelbegleiter und Bankhalter" in root and "Diese Hilfe zeigen und beenden." in root
    monkeypatch.setenv("COMPANION_LANG", "pl")
    status = cli.ok("status", "--help")
    assert "Użycie: companion status" in status and "Opcje" in status
    assert "Pokaż gotówkę, kredyty, ziemię i budynki każdego gracza." in status
    assert "Wynik do odczytu maszynowego." in status
    monkeypatch.delenv("COMPANION_LANG")
    english = cli.ok("status", "--help")
    assert "Usage: companion status" in english and "Machine-readable output." in english


def test_the_game_s_language_gives_the_help_its_language(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1", "--lang", "de")
    assert "Den letzten Zug zurücknehmen" in cli.ok("undo", "--help")


def test_a_mistyped_command_is_answered_in_the_language(cli):
    result = cli("--lang", "de", "stauts")
    assert (result.code, result.err) == (
        2, "Fehler: Den Befehl 'stauts' gibt es nicht. Meinten Sie 'status'?\n")


def test_games_and_the_help_say_which_languages_each_game_has(cli):
    rows = {row["id"]: row["languages"] for row in cli.json("games")["games"]}
    assert rows["discretion"] == {"en": ["messages", "game texts"],
                                  "de": ["messages", "game texts"],
                                  "pl": ["messages", "game texts"]}
    from companion import games as registry

    for game, spoken in rows.items():   # its own texts are in the languages of its rules
        assert [lang for lang, what in spoken.items() if "game texts" in what] == list(
            lang for lang in spoken if lang in registry.load(game).languages)
    assert ("discretion       Discretion (11x11 land development)  de (messages and game "
            "texts), pl (messages and game texts)") in cli.ok("games").splitlines()
    assert "discretion: de (Meldungen und Spieltexte), pl (Meldungen und Spieltexte)" in cli.ok(
        "--lang", "de", "--help")
    assert "discretion: de (messages and game texts), pl (messages and game texts)" in cli.ok(
        "--help")


def test_a_game_package_lists_only_the_languages_its_catalogs_and_texts_are_in(
        tmp_path, monkeypatch):
    """A package with a German catalog and Polish rules, and nothing else: German for its
    messages, Polish for its own texts, said apart."""
    from types import SimpleNamespace

    from companion.cli import common

    package = tmp_path / "tablegame"
    (package / "locale" / "de" / "LC_MESSAGES").mkdir(parents=True)
    (package / "locale" / "de" / "LC_MESSAGES" / "tablegame.mo").write_bytes(b"")
    (package / "__init__.py").write_text("")
    (package / "rules.md").write_text("# Rules\n")
    (package / "rules.pl.md").write_text("# Zasady\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    entry = SimpleNamespace(id="tablegame", source="tablegame", module="tablegame")
    found = common.languages(entry)
    assert found == {"en": ["messages", "game texts"], "de": ["messages"],
                     "pl": ["game texts"]}
    assert common.spoken(found) == "de (messages), pl (game texts)"
    with i18n.speaking("pl"):
        assert common.spoken(found) == "de (komunikaty), pl (teksty gry)"
    (package / "rules.pl.md").unlink()
    assert common.spoken(common.languages(entry)) == "de (messages)"


def _unmarked(text: str, allowed: list[str]) -> list[str]:
    """The lines of `text` with a word outside the pseudo language's ⟦marks⟧, once names,
    the game file and typed words are taken out."""
    import re

    found = []
    for line in text.splitlines():
        rest = line
        while re.search(r"⟦[^⟦⟧]*⟧", rest):
            rest = re.sub(r"⟦[^⟦⟧]*⟧", "", rest)
        for word in allowed:
            rest = rest.replace(word, "")
        if re.search(r"[A-Za-z]", rest):
            found.append(line)
    return found


def test_every_line_the_core_prints_goes_through_the_catalog(cli, tmp_path, monkeypatch):
    """In the pseudo language every catalog message comes back ⟦marked⟧: what the core
    prints for a short game (its payments, undo, redo, log, count, check, backup and its
    refusals) holds no word outside a mark but names, the file and what was typed."""
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    new = cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1")
    copy = tmp_path / "copy.db"
    allowed = [str(copy), str(cli.game), "Eurobusiness", "Ann", "Bob", "Cy", "Bank", "Wette",
               "starting cash"]   # the game's own reason for the starting cash
    printed = [new.splitlines()[0]]
    for args in (["pay", "Ann", "Bob", "250", "--reason", "Wette"], ["pay", "Bob", "Cy", "5"],
                 ["undo"], ["redo"], ["log"], ["log", "--player", "Ann"],
                 ["count", "Ann", "2750"], ["check"], ["backup", str(copy)], ["undo", "--to", "0"]):
        printed.append(cli.ok(*args))
    for args in (["pay", "Anm", "Bob", "5"], ["pay", "Ann", "Bob", "5x"], ["count", "Ann", "5"],
                 ["undo", "--to", "9"], ["pay", "Ann", "Ann", "5"],
                 ["undo", "3"], ["new", "payday", "--players", "Ann,Bob"]):
        result = cli(*args)
        assert result.code != 0
        printed.append(result.err)
    allowed += ["Anm", "5x", "'3'"]
    assert _unmarked("\n".join(printed), allowed) == []
    assert "⟦" in printed[1] and "⟦error: " in printed[-1]


@pytest.fixture
def table_language():
    """A test that opens a game outside the command line leaves no table language behind."""
    yield
    i18n.set_table(None)


def test_the_shell_speaks_the_games_language(cli, capsys, table_language):
    from companion.cli import shell as shell_mod
    from companion.moves.context import Context

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1", "--lang", "pl")
    shell = shell_mod.Shell(Context(cli.game))
    assert shell.banner().startswith("Eurobiznes w ")   # its Polish edition's title
    assert "Ctrl-Z w pustym wierszu cofa ostatni ruch" in shell.banner()
    shell.line("play")
    assert capsys.readouterr().err == "błąd: jesteś już w powłoce\n"
    shell.line("undo")
    assert capsys.readouterr().err == "błąd: nie ma czego cofnąć: żaden ruch nie obowiązuje\n"
    shell.line("help undo")
    assert "Cofnij ostatni ruch (albo wszystko po wpisie N)." in capsys.readouterr().out


def test_english_opens_no_catalog(tmp_path):
    """English is the source: a one-shot English command reads no .mo file (the catalogs
    load lazily, for the language asked for)."""
    import subprocess
    import sys

    game = str(tmp_path / "g.db")
    subprocess.run([sys.executable, "-m", "companion", "--game", game, "new", "eurobusiness",
                    "--players", "Ann,Bob,Cy"], check=True, capture_output=True)
    code = ("import sys, companion.cli.app as a; from companion.core import i18n; "
            "a.main(sys.argv[1:]); print(sorted(i18n.CORE._loaded), file=sys.stderr)")

    def opened(*args):
        result = subprocess.run([sys.executable, "-c", code, "--game", game, *args],
                                cwd=tmp_path, capture_output=True, text=True)
        return result.stderr.splitlines()[-1]

    assert opened("status") == "[]"
    assert opened("pay", "Ann", "Bob", "5") == "[]"
    assert opened("pay", "Ann", "Bank", "5") == "[]"   # a name no player has: only then
    assert opened("pay", "Ann", "Pula", "5") == "['de', 'pl']"   # are the others asked
    assert opened("status", "--help") == "[]"
    assert opened("--lang", "de", "status") == "['de']"


def test_the_log_tells_an_english_game_in_german(euro):
    """What was played in English reads in German: each action, an undone one with the
    effects of the state it was played on, and each undo and redo naming what it covers."""
    cli = euro("en")
    cli.ok("pay", "Ann", "Bob", "1000")
    cli.ok("pay", "Ann", "Bob", "1100", "--reason", "bet")
    cli.ok("pay", "Bob", "Cy", "1200")
    cli.ok("undo")
    cli.ok("pay", "Cy", "Ann", "1300")
    cli.ok("undo", "--to", "1", "--yes")
    cli.ok("redo")
    assert cli.ok("log", "--lang", "de").splitlines() == [
        "#1    Ann zahlt 1.000 $ an Bob",
        "       Ann -> Bob 1.000 $: Zahlung von Hand",
        "#2    Ann zahlt 1.100 $ an Bob: bet",
        "       Ann -> Bob 1.100 $: bet",
        "#3    Bob zahlt 1.200 $ an Cy (zurückgenommen)",
        "       Bob -> Cy 1.200 $: Zahlung von Hand",
        "#4    zurückgenommen: #3 Bob zahlt 1.200 $ an Cy",
        "#5    Cy zahlt 1.300 $ an Ann",
        "       Cy -> Ann 1.300 $: Zahlung von Hand",
        "#6    zurückgenommen: #2 Ann zahlt 1.100 $ an Bob: bet; #5 Cy zahlt 1.300 $ an Ann",
        "#7    wiederhergestellt: #2 Ann zahlt 1.100 $ an Bob: bet; #5 Cy zahlt 1.300 $ an Ann"]
    # as written in the journal, and as English reads it
    assert cli.json("log")["entries"][5]["summary"] == (
        "undo #2 Ann pays Bob 1,100 $: bet; #5 Cy pays Ann 1,300 $")
    # Ann 3,000 - 1,000 - 1,100 + 1,300; the undone #3 has no balances
    assert [i["balances"] and i["balances"]["Ann"] for i in cli.json("log", "--lang", "de")["entries"]
            ] == [2000, 900, None, None, 2200, None, None]


def test_each_undone_move_is_told_from_the_state_it_was_played_on(euro):
    """Two throws from the start, each taken back: the second lands from the start again
    (South Railways, 6), not from the first's Naples (7)."""
    cli = euro("en")
    for steps in ("6", "5"):
        cli.ok("move", "Ann", steps)
        cli.ok("undo")
    assert cli.ok("log", "--lang", "pl").splitlines() == [
        "#1    Ann wyrzuca 6 (cofnięte)",
        "       Ann może kupić pole Neapol (7) za 200 $: `buy Ann 7` albo `decline`, a wtedy bank "
        "wystawi je na licytację",
        "#2    cofnięto: #1 Ann wyrzuca 6",
        "#3    Ann wyrzuca 5 (cofnięte)",
        "       Ann może kupić pole Koleje Południowe (6) za 400 $: `buy Ann 6` albo `decline`, "
        "a wtedy bank wystawi je na licytację",
        "#4    cofnięto: #3 Ann wyrzuca 5"]


def test_the_log_tells_a_german_game_in_english(euro):
    cli = euro("de")
    cli.ok("pay", "Ann", "Bob", "1.250", "--reason", "Wette")
    cli.ok("undo")
    assert [i["summary"] for i in cli.json("log")["entries"]] == [
        "Ann zahlt 1.250 $ an Bob: Wette", "zurückgenommen: #1 Ann zahlt 1.250 $ an Bob: Wette"]
    assert [i["summary"] for i in cli.json("log", "--lang", "en")["entries"]] == [
        "Ann pays Bob 1,250 $: Wette", "undo #1 Ann pays Bob 1,250 $: Wette"]


def test_an_entry_that_no_longer_replays_is_shown_as_written(euro):
    """What follows it too (until an undo takes it back): told from a state it never had."""
    from companion.core.journal import Journal

    cli = euro("de")
    cli.ok("pay", "Ann", "Bob", "1.000")
    journal = Journal.open(cli.game)
    with journal.write():   # more than the Bank holds: refused on replay
        journal.append("action", {"type": "pay", "from": "Ann", "to": "Bob",
                                  "amount": 10**12, "reason": "x"}, "Ann zahlt Bob alles")
        journal.append("action", {"type": "pay", "from": "Bob", "to": "Cy", "amount": 5,
                                  "reason": "y"}, "Bob zahlt 5 $ an Cy: y")
    journal.close()
    log = cli.json("log", "--lang", "en")["entries"]
    assert [i["summary"] for i in log] == [
        "Ann pays Bob 1,000 $", "Ann zahlt Bob alles", "Bob zahlt 5 $ an Cy: y"]
    assert [bool(i["problem"]) for i in log] == [False, True, False]
    assert "entry 2 no longer replays" in log[1]["problem"]


def test_a_request_s_entry_names_who_asked_in_the_reader_s_language(euro):
    from companion.core.session import Session

    cli = euro("en")
    session = Session.open(cli.game)
    with session.journal.write():   # as the table's accepting a phone's request writes it
        session.journal.append("action", {"type": "pay", "from": "Ann", "to": "Bob",
                                          "amount": 10, "asked_by": "Ann"},
                               "Ann pays Bob 10 $ (asked by Ann)")
    with i18n.speaking("de"):
        assert session.log()[0].summary == "Ann zahlt 10 $ an Bob (erbeten von Ann)"


def test_accounts_that_are_not_players_are_named_in_the_language(cli):
    """Pay Day's savings (an account per player, its id `Ann's savings`) and Pot in the
    lines the core writes: transfers, undo, count; the ids stay as they are in JSON."""
    from tests.payday_helpers import walk_cli

    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1", "--lang", "de")
    walk_cli(cli, "Ann", 31)                          # Ann's Pay Day: savings may move
    assert cli.ok("savings", "deposit", "Ann", "100").splitlines()[1] == (
        "   Ann -> Sparkonto von Ann 100 $: zahlt aufs Sparkonto ein")
    undo = cli.ok("undo", "--lang", "pl").splitlines()[1]
    assert undo.startswith("   cofa: Ann +100 $ (teraz ") and undo.endswith(
        "; Ann (oszczędności) -100 $ (teraz 0 $)")
    cli.ok("redo")
    assert "Sparkonto von Ann" in cli.ok("log", "--last", "3")
    assert "Ann -> Ann's savings 100 $: deposits savings" in cli.ok("log", "--lang", "en")
    assert refused(cli, "count", "Pot", "0") == (
        "Fehler: Für das Konto Pott kann Pay Day das Papiergeld nicht nachrechnen: zählen Sie "
        "stattdessen das der Spieler\n")
    assert refused(cli, "count", "Pot", "0", "--lang", "pl") == (
        "błąd: Pay Day nie wie, ile papierowych pieniędzy ma Pula: policz zamiast tego "
        "pieniądze graczy\n")


@pytest.mark.parametrize("lang, pot, paid", [
    ("de", "Pott", "#{n} Ann zahlt 5 $ an Pott\n   Ann -> Pott 5 $: Zahlung von Hand\n"),
    ("pl", "Pula", "#{n} Płatność Ann -> Pula: 5 $\n   Ann -> Pula 5 $: płatność ręczna\n"),
    ("en", "Pot", "#{n} Ann pays Pot 5 $\n   Ann -> Pot 5 $: manual payment\n"),
])
def test_pay_names_public_accounts_in_the_language_and_takes_them_typed_so(cli, lang, pot,
                                                                           paid):
    """`pay` to Pay Day's Pot: its summary names the Pot as the reader's language does, and
    the Pot is typed so (any case) as well as by its English id; the journal keeps the id."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    assert cli.ok("pay", "Ann", pot.lower(), "5") == paid.format(n=1)
    assert cli.ok("pay", "Ann", "Pot", "5") == paid.format(n=2)
    assert cli.ok("pay", pot, "Ann", "10").splitlines()[1].startswith(f"   {pot} -> Ann ")
    assert '"Pot": 0,' in cli.ok("log", "--json")     # 5 + 5 in, 10 out, by its id
    assert refused(cli, "pay", pot, "Pot", "5").split(": ", 1)[1].startswith(f"{pot} ")


def test_one_word_for_one_thing_in_the_shell_and_the_phones_answers(cli):
    """A player's request is an Anfrage (as on the page), never a Bitte; a Polish range of
    entries reads 'od #3 do #6' wherever it is named."""
    from companion.core.session import Session

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1", "--lang", "de")
    assert refused(cli, "accept", "7") == (
        "Fehler: es gibt keine Anfrage 7; `companion requests` listet sie auf\n")
    for _ in range(4):
        cli.ok("pay", "Cy", "Bank", "10")
    cli.ok("undo", "--to", "0", "--yes")
    with i18n.speaking("pl"):
        assert Session.open(cli.game).log()[-1].summary == "cofnięto: od #1 do #4 (4 wpisy)"


def test_undo_and_redo_name_their_targets_in_the_language_of_the_moment(cli):
    """Actions played in German, taken back in Polish and put back in English: the answer
    tells each target again in the language it is given in, not as it was written."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1", "--lang", "de")
    cli.ok("pay", "Ann", "Bob", "5")
    cli.ok("pay", "Bob", "Ann", "10", "--reason", "Wette")
    assert cli.ok("undo", "--to", "0", "--yes", "--lang", "pl").splitlines()[0] == (
        "#3 cofnięto: #1 Płatność Ann -> Bob: 5 $; #2 Płatność Bob -> Ann: 10 $, tytułem: "
        "Wette")
    assert cli.ok("redo", "--lang", "en").splitlines()[0] == (
        "#4 redo #1 Ann pays Bob 5 $; #2 Bob pays Ann 10 $: Wette")
    assert cli.ok("undo").splitlines()[0] == "#5 zurückgenommen: #2 Bob zahlt 10 $ an Ann: Wette"
    assert cli.ok("log", "--last", "1", "--lang", "pl").splitlines()[0] == (
        "#5    cofnięto: #2 Płatność Bob -> Ann: 10 $, tytułem: Wette")


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_a_help_s_example_keeps_its_indent_in_every_language(cli, lang):
    """`print --help` sets its example apart, indented as in English: a translated paragraph
    before it is one line (typer measured the indent of what follows from its second line)."""
    shown = cli.ok("--lang", lang, "print", "--help").splitlines()
    example = [line for line in shown if "companion print discretion" in line]
    assert len(example) == 1 and example[0].startswith(
        "     companion print discretion --paper letter --bleed 3mm --only events")


def test_an_indented_line_after_a_paragraph_in_one_line_keeps_its_indent():
    """Whatever the words: the help as typer shows it, for any command (helptext.indent_kept)."""
    import typer.core
    from click.testing import CliRunner

    from companion.cli.helptext import indent_kept

    text = "First.\n\nOne line, then an example:\n\n    companion go\n\nAfter it."
    shown = CliRunner().invoke(typer.core.TyperCommand("go", help=indent_kept(text),
                                                       callback=lambda: None),
                               ["--help"]).output.splitlines()
    start = next(i for i, line in enumerate(shown) if line.strip() == "First.")
    assert [line.rstrip() for line in shown[start:start + 7]] == [
        " First.", "", " One line, then an example:", "", "     companion go", "", " After it."]


@pytest.mark.parametrize("game, lang, examples", [
    ("eurobusiness", "de", "240 oder 1.500"), ("eurobusiness", "pl", "240 lub 1 500"),
    ("eurobusiness", "en", "240 or 1,500"),
    ("payday", "de", "75 oder 1.200"), ("payday", "pl", "75 lub 1 200"),
    ("landlords-1906", "de", "90 oder 90 $"), ("on-guard", "pl", "3 lub 12"),
])
def test_a_bad_amount_is_answered_with_the_games_own_examples_in_its_language(
        cli, game, lang, examples):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1", "--lang", lang)
    for command in (("pay", "Ann", "Bob", "abc"), ("count", "Ann", "abc")):
        assert refused(cli, *command).rstrip("\n").endswith(f"'abc' ({examples_word(lang)} {examples})")


def examples_word(lang: str) -> str:
    """How the core's refusal leads to the examples in each language."""
    return {"de": "etwa", "pl": "na przykład", "en": "try"}[lang]
