"""The table's screens in German and Polish: the live page in the real browser (the game's
language, `serve --lang`, each phone's own switch) and the printed report. The checks are
on the page's own words (companion/table's catalog); the games' own words (headlines, the
next step, effect lines) are their packages' to translate."""

import os
import re
import signal
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from companion.core import i18n
from companion.table import flows, live, report
from tests.test_table_browser import ARGS, BROWSER

# The page's own English words, none of which a German or Polish page may show.
PAGE_WORDS = [r"\bcash\b", r"\bNext:", r"\bthen:", r"Last moves", r"Nothing played yet",
              r"full history", r"undos included", r"read-only", r"connecting", r"reconnecting",
              r"Join on your phone", r"scan the code", r"Tap the board", r"\bTied\b",
              r"\bWinner\b", r"\bLeading\b", r"\bowes\b", r"\bentry\b", r"\bentries\b",
              r"\(out\)", r"Not live", r"back to the live page", r"newest first",
              r"\bundone\b"]
REPORT_WORDS = [r"\bScores\b", r"\bplayer\b", r"Where the money", r"Notable moments",
                r"Largest payment", r"Loans taken", r"Bankruptcies", r"\bUndos\b",
                r"\bLength\b", r"actions in effect", r"journal entr", r"\bminutes?\b",
                r"\breport\b", r"\bpage\b", r"\bnothing\b", r"over the game", r"\bTied\b",
                r"\bWinner\b", r"\bLeading\b", r"Money in and out", r"so far", r"\bfrom\b",
                r"\bsum\b"]
OWN = {"de": ["Bargeld", "Letzte Züge", "Als Nächstes:", "Der ganze Verlauf"],
       "pl": ["gotówka", "Ostatnie ruchy", "Teraz:", "Pełna historia"]}


def english(text: str, words: list[str]) -> list[str]:
    return [w for w in words if re.search(w, text)]


def companion(game: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "companion", "--game", str(game), *args]


@contextmanager
def serving(game: Path, *args: str, env: dict | None = None):
    """`companion serve` in its own process; yields its address, then stops it."""
    proc = subprocess.Popen(companion(game, *args, "serve", "--port", "0"), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, **(env or {})},
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    found = re.search(r"http://127\.0\.0\.1:\d+/", proc.stdout.readline())
    if not found:
        proc.kill()
        pytest.fail(f"serve said nothing of its address: {proc.stderr.read()!r}")
    try:
        yield found.group(0)
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0


@pytest.fixture(scope="module")
def browser():
    if BROWSER is None:
        pytest.skip("chromium-headless-shell is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(BROWSER), args=ARGS)
        yield chromium
        chromium.close()


PHONE = {"width": 390, "height": 844}


def played(cli, game: str, lang: str, *moves: tuple[str, ...]) -> None:
    cli.ok("new", game, "--lang", lang, "--players", "Ann,Bob,Cy", "--seed", "3")
    for move in moves:
        cli.ok(*move)


GAMES = {"de": ("payday", [("loan", "take", "Ann", "200"), ("move", "Ann", "2")]),
         "pl": ("eurobusiness", [("move", "Ann", "9"), ("buy", "Ann", "Rome"),
                                 ("move", "Bob", "4")])}


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_the_live_page_speaks_the_games_language_on_a_phone(cli, browser, lang, tmp_path):
    game, moves = GAMES[lang]
    played(cli, game, lang, *moves)
    with serving(cli.game) as url:
        page = browser.new_page(viewport=PHONE)
        page.goto(url)
        page.wait_for_selector(f"#conn:has-text('{i18n_word(lang, 'live')}')")
        text = page.locator("body").inner_text()
        assert english(text, PAGE_WORDS) == []
        assert all(word in text for word in OWN[lang]), text
        assert page.locator("html").get_attribute("lang") == lang
        assert page.evaluate("document.documentElement.scrollWidth - innerWidth") <= 0
        shots = Path(os.environ.get("COMPANION_SHOTS", tmp_path))   # to look at them
        page.screenshot(path=str(shots / f"live-{lang}.png"), full_page=True)
        page.click(".full a")                       # the full history, in the same language
        page.wait_for_selector("h1")
        history = page.locator("body").inner_text()
        assert english(history, PAGE_WORDS) == [] and page.url.endswith("/history")
        page.close()


def i18n_word(lang: str, word: str) -> str:
    from companion.table.i18n import _

    with i18n.speaking(lang):
        return _(word)


def test_each_phone_picks_its_own_language_and_keeps_it(cli, browser):
    played(cli, "payday", "de", ("move", "Ann", "2"))
    with serving(cli.game) as url:
        german = browser.new_context(viewport=PHONE).new_page()
        polish_phone = browser.new_context(viewport=PHONE)
        polish = polish_phone.new_page()
        german.goto(url)
        polish.goto(url)
        polish.click("nav.languages a[hreflang=pl]")       # this phone switches to Polish
        polish.wait_for_selector("html[lang=pl]")
        polish.wait_for_selector("#conn:has-text('na żywo')")
        assert "Ostatnie ruchy" in polish.locator("#log").inner_text()
        polish.goto(url)                                    # a cookie keeps it
        polish.wait_for_selector("#conn:has-text('na żywo')")
        assert polish.locator("html").get_attribute("lang") == "pl"
        german.reload()
        german.wait_for_selector("#conn:has-text('live')")
        assert "Letzte Züge" in german.locator("#log").inner_text()
        subprocess.run(companion(cli.game, "loan", "take", "Bob", "100"), check=True,
                       capture_output=True)                 # each page follows in its language
        for page, words in ((german, OWN["de"]), (polish, OWN["pl"])):
            page.wait_for_selector('body[data-seq="2"]', timeout=10_000)
            shown = page.locator("main").inner_text()
            assert english(shown, PAGE_WORDS) == [] and words[0] in shown
        polish.click("nav.languages a[hreflang=en]")        # and back to English
        polish.wait_for_selector("html[lang=en]")
        assert "Last moves" in polish.locator("#log").inner_text()
        polish_phone.close()


def test_serve_speaks_the_language_asked_for_and_english_by_default(cli, browser):
    played(cli, "payday", "de", ("move", "Ann", "2"))
    with serving(cli.game, "--lang", "pl") as url:
        page = browser.new_page(viewport=PHONE)
        page.goto(url)
        page.wait_for_selector("#conn:has-text('na żywo')")
        assert "Ostatnie ruchy" in page.locator("#log").inner_text()
        page.close()
    with serving(cli.game, env={"COMPANION_LANG": "en"}) as url:
        page = browser.new_page(viewport=PHONE)
        page.goto(url)
        page.wait_for_selector("#conn:has-text('read-only · live')")
        assert "Last moves" in page.locator("#log").inner_text()
        page.close()


def report_text(cli, tmp_path) -> str:
    target = tmp_path / "report.pdf"
    cli.ok("report", "--out", str(target))
    return pdfium.PdfDocument(target)[0].get_textpage().get_text_range()


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_the_report_speaks_the_games_language(cli, tmp_path, lang):
    game, moves = GAMES[lang]
    played(cli, game, lang, *moves, ("undo",))
    text = report_text(cli, tmp_path)
    assert english(text, REPORT_WORDS) == [], text
    said = {"de": ["Wertung", "Besondere Momente", "Rücknahmen: 1", "Seite 1 von",
                   "Woher das Geld kam"],
            "pl": ["Wyniki", "Najciekawsze momenty", "Cofnięcia: 1", "strona 1 z",
                   "Skąd pieniądze"]}[lang]
    assert all(words in text for words in said), text


def test_a_polish_report_counts_in_polish_plural_forms():
    with i18n.speaking("pl"):
        assert [report.length_words({"actions": n, "entries": n, "started": None})
                for n in (1, 3, 5)] == [
            "1 obowiązujący ruch, 1 wpis w dzienniku.",
            "3 obowiązujące ruchy, 3 wpisy w dzienniku.",
            "5 obowiązujących ruchów, 5 wpisów w dzienniku."]


@pytest.mark.parametrize("lang", ["de", "pl"])
@pytest.mark.parametrize("game", ["discretion", "eurobusiness", "payday", "on_guard"])
def test_the_page_names_the_winner_with_the_word_of_the_games_score(lang, game):
    """One word for the winner: the live page's ('Sieger', 'Zwycięzca') is the score's."""
    import importlib

    words = importlib.import_module(f"companion.games.{game}.i18n")
    with i18n.speaking(lang):
        page = live.standing_message(["Ann"], final=True).format(players="Ann")
        assert page == words._("Winner: {player}").format(player="Ann")
        assert page == {"de": "Sieger: Ann", "pl": "Zwycięzca: Ann"}[lang]


def test_dates_are_written_as_the_language_writes_them():
    from datetime import datetime

    moment = datetime(2026, 12, 1, 20, 5)
    shown = {}
    for lang in ("en", "de", "pl"):
        with i18n.speaking(lang):
            shown[lang] = report.when(moment)
    assert shown == {"en": "2026-12-01 20:05", "de": "01.12.2026, 20:05",
                     "pl": "01.12.2026 20:05"}


def test_the_kinds_of_money_are_named_in_the_language_but_sorted_by_the_english_reasons():
    assert flows.kind_of("rent for Rome (12): unbuilt") == "rents"
    with i18n.speaking("de"):
        assert flows.named({"rents": 300, "other": 5}) == {"Mieten": 300, "Sonstiges": 5}


OWN_VIEW_WORDS = [r"Your turn", r"You must decide", r"your cash", r"your loans", r"you owe",
                  r"Your requests", r"Ask for a move", r"\bCheck\b", r"'s view"]


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_players_own_view_speaks_the_phones_language(cli, browser, lang, tmp_path):
    from tests.test_phones_browser import tokens

    played(cli, *(("payday", "de") if lang == "de" else ("eurobusiness", "pl")))
    ann = tokens(cli)["Ann"]
    with serving(cli.game) as url:
        page = browser.new_page(viewport=PHONE)
        page.goto(f"{url}p/{ann}")
        page.wait_for_selector("#me .banner")
        page.wait_for_selector(f"#conn:has-text('{i18n_word(lang, 'live')}')")
        text = page.locator("body").inner_text()
        assert english(text, PAGE_WORDS + OWN_VIEW_WORDS) == [], text
        banner = {"de": "Du bist dran:", "pl": "Twoja kolej:"}[lang]
        assert page.locator("#me .banner").inner_text().startswith(banner)
        assert page.locator("#moves button").first.inner_text() == i18n_word(lang, "Check")
        shots = Path(os.environ.get("COMPANION_SHOTS", tmp_path))   # to look at them
        page.screenshot(path=str(shots / f"own-{lang}.png"), full_page=True)
        page.close()


def test_the_last_moves_the_history_and_the_report_tell_the_game_in_their_language(cli):
    """An English game on a German page: each entry told again in German (the journal keeps
    what was written); the report's moments too."""
    from companion.core.session import Session
    from companion.table import history, live

    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("pay", "Ann", "Bob", "1000")
    cli.ok("pay", "Bob", "Cy", "1200", "--reason", "bet")
    cli.ok("undo")
    session = Session.open(cli.game)
    with i18n.speaking("de"):
        assert [e["summary"] for e in live.snapshot(session)["log"]] == ["Ann zahlt 1.000 $ an Bob"]
        assert [(e["summary"], e["undone"]) for e in history.page(session, 1)[0]] == [
            ("zurückgenommen: #2 Bob zahlt 1.200 $ an Cy: bet", False),
            ("Bob zahlt 1.200 $ an Cy: bet", True), ("Ann zahlt 1.000 $ an Bob", False)]
        assert history.history(session)["moments"]["largest_payment"]["summary"] == (
            "Ann zahlt 1.000 $ an Bob")
    assert [e.summary for e in session.journal.entries()] == [
        "Ann pays Bob 1,000 $", "Bob pays Cy 1,200 $: bet", "undo #2 Bob pays Cy 1,200 $: bet"]


@pytest.mark.parametrize("lang, counted, sums", [
    ("de", ["1 Bankkredit", "2 Kredite vom Kredithai", "5 Hypotheken",
            "1 Schuldschein bei Miscellaneous", "2 Spielerdarlehen", "Extra: 5"],
     "1.200 $ Kredit"),
    ("pl", ["1 kredyt bankowy", "2 kredyty u lichwiarza", "5 zastawów", "1 weksel pod zastaw",
            "2 pożyczki od graczy", "Extra: 5"], "1\u00a0200 $ kredytu"),
    ("en", ["1 Bank Loan", "2 Loan Shark loans", "5 mortgages", "1 mortgage note",
            "2 player loans", "Extra: 5"], "1,200 $ loan"),
])
def test_loans_are_counted_in_the_page_s_language(lang, counted, sums):
    """Each game's kinds of loans (their ids English) as the page and the report count them;
    a kind the table does not know by its id."""
    from companion.table import live

    kinds = [("Bank Loan", 1), ("Loan Shark loan", 2), ("mortgage", 5), ("mortgage note", 1),
             ("player loan", 2), ("Extra", 5)]
    with i18n.speaking(lang):
        assert [live.loan_words(k, n, None) for k, n in kinds] == counted
        assert live.loan_words("loan", 1200, "{} $") == sums
