"""Issue 32 items 4 and 5 in a real headless browser (Debian's chromium-headless-shell), with
`companion serve` in a process of its own, a TV page and three phones: the banner only on the
phone of who decides now, the waiting list on every screen, a Chance draw asked for face down."""

import pytest

from tests.table_helpers import tokens
from tests.test_pages_never_mislead import drawn
from tests.test_phones_browser import PHONE, ask
from tests.test_table_browser import BROWSER, SHOTS, browser, server  # noqa: F401 (fixture)

pytestmark = pytest.mark.skipif(BROWSER is None, reason="chromium-headless-shell is not "
                                "installed (apt-get install chromium-headless-shell)")
TV = {"width": 1920, "height": 1080}


def screens(browser, url: str, held: dict) -> tuple:
    """The TV's page and each player's phone, each live."""
    tv = browser.new_page(viewport=TV)
    tv.goto(url)
    phones = {}
    for name, token in held.items():
        phones[name] = browser.new_page(viewport=PHONE)
        phones[name].goto(f"{url}p/{token}")
    for page in (tv, *phones.values()):
        page.wait_for_selector("#conn:has-text('live')")
    return tv, phones


def test_the_banner_follows_who_decides_and_every_screen_sees_what_waits(cli, browser):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")                                   # Rome offered to Ann
    with server(cli.game, "Eurobusiness") as (_, url):
        tv, phones = screens(browser, url, tokens(cli))
        assert phones["Ann"].locator("#me .banner").inner_text().startswith(
            "Your turn: Ann may buy Rome (10)")
        for name in ("Bob", "Cy"):
            assert phones[name].locator("#me .banner").count() == 0
        cli.ok("decline")                                        # the table bids now
        phones["Ann"].locator("#me .banner").wait_for(state="detached")
        assert all(p.locator("#me .banner").count() == 0 for p in phones.values())

        ask(phones["Bob"], "Bob", "Cy", "100")
        for page in (tv, *phones.values()):
            waits = page.locator("#next .banker-waits")
            waits.wait_for()
            assert waits.inner_text() == ("1 request waits for the banker:\n"
                                          "request 1, Bob: Bob pays Cy 100 $")
        SHOTS.mkdir(parents=True, exist_ok=True)
        tv.screenshot(path=SHOTS / "eurobusiness-waiting-tv.png")
        phones["Cy"].screenshot(path=SHOTS / "eurobusiness-waiting-Cy-390.png", full_page=True)
        cli.ok("reject", "1")
        tv.locator("#next .banker-waits").wait_for(state="detached")


def test_a_chance_draw_asked_from_a_phone_stays_face_down_until_accepted(cli, browser):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "7")                                   # a red Chance card due
    card = drawn(cli.game, ["draw", "Ann"])
    with server(cli.game, "Eurobusiness") as (_, url):
        tv, phones = screens(browser, url, tokens(cli))
        form = phones["Ann"].locator('form.move[data-key="draw\x1fAnn"]')
        form.locator("button[type=submit]").click()
        form.locator("button.send").wait_for()
        assert form.locator(".said").inner_text().startswith(
            "This would: Draw the Chance card: the card stays face down")
        form.locator("button.send").click()
        for page in (tv, *phones.values()):
            page.locator("#next .banker-waits:has-text('request 1, Ann: Draw the Chance card')"
                         ).wait_for()
            assert card not in page.locator("body").inner_text()
        SHOTS.mkdir(parents=True, exist_ok=True)
        phones["Ann"].screenshot(path=SHOTS / "eurobusiness-draw-Ann-390.png", full_page=True)
        cli.ok("accept", "1")
        tv.locator(f"#log li.latest:has-text('{card[:30]}')").wait_for()


def test_a_renewed_links_old_page_says_so_for_good(cli, browser):
    """The banker renews Ann's link: her open page says the link was renewed (not that it
    reconnects by itself), and keeps saying so."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    with server(cli.game, "Eurobusiness") as (_, url):
        page = browser.new_page(viewport=PHONE)
        page.goto(f"{url}p/{tokens(cli)['Ann']}")
        page.wait_for_selector("#conn:has-text('live')")
        cli.ok("links", "--renew", "Ann")
        said = page.locator("#offline")
        said.wait_for()
        assert said.inner_text() == ("This link was renewed: this page no longer follows the "
                                     "game. Ask the banker for your new link.")
        page.wait_for_timeout(2500)   # past the heartbeat's 1.5 s and the stream's retry
        assert said.is_visible() and "renewed" in said.inner_text()
        assert page.locator("#conn").inner_text() == "link renewed"


def test_the_full_history_keeps_the_players_view_and_is_live(cli, browser):
    """From Ann's phone the full history is hers: a new entry shows on it as it is played,
    and its back link leads to her own view."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("pay", "Ann", "Bob", "100")
    ann = tokens(cli)["Ann"]
    with server(cli.game, "Eurobusiness") as (_, url):
        page = browser.new_page(viewport=PHONE)
        page.goto(f"{url}p/{ann}")
        page.wait_for_selector("#conn:has-text('live')")
        page.locator("#log .full a").click()
        page.wait_for_url(f"{url}p/{ann}/history")
        page.wait_for_selector("li:has-text('Ann pays Bob 100 $')")
        page.wait_for_timeout(500)   # its stream open
        cli.ok("pay", "Bob", "Cy", "50")
        page.wait_for_selector("li:has-text('Bob pays Cy 50 $')")
        page.locator("a:has-text('back to the live page')").click()
        page.wait_for_url(f"{url}p/{ann}")
        page.locator("#me .mine").wait_for()
