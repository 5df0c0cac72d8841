"""The live page in a real headless browser (Debian's chromium-headless-shell, driven by
Playwright): it follows an action made by another process, on a phone and on a TV."""

import signal
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

BROWSERS = (Path("/usr/lib/chromium/chromium-headless-shell"),
            Path("/usr/bin/chromium-headless-shell"))
BROWSER = next((p for p in BROWSERS if p.exists()), None)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

pytestmark = pytest.mark.skipif(BROWSER is None, reason="chromium-headless-shell is not "
                                "installed (apt-get install chromium-headless-shell)")


def companion(game: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "companion", "--game", str(game), *args]


def _ctrl_c_on() -> None:
    """Let the server see Ctrl-C even when this suite runs in the background (`cmd &`
    starts children with SIGINT ignored, and Python then never raises KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def serving(game: Path, title: str):
    """`companion serve` running in its own process; yields its URL, then stops it."""
    proc = subprocess.Popen(companion(game, "serve", "--port", "0"), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=_ctrl_c_on)
    line = proc.stdout.readline()
    if not line.startswith(f"Serving {title} at http://127.0.0.1:"):
        proc.kill()   # first: its stderr ends only when it does
        pytest.fail(f"serve said {line!r} {proc.stderr.read()!r}")
    try:
        yield line.split(" at ")[1].split()[0]
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0     # Ctrl-C is a clean stop


@pytest.fixture
def served(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    with serving(cli.game, "Discretion") as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(BROWSER), args=ARGS)
        yield chromium
        chromium.close()


@pytest.mark.parametrize("viewport", [{"width": 390, "height": 844},      # a phone
                                      {"width": 1920, "height": 1080}],   # a TV
                         ids=["phone", "tv"])
def test_the_page_follows_an_action_from_another_process(cli, served, browser, viewport):
    page = browser.new_page(viewport=viewport)
    page.goto(served)
    page.wait_for_selector("#conn:has-text('live')")
    bob = page.locator('.player[data-player="Bob"] .cash')
    assert bob.inner_text().endswith("2,500,000")
    assert page.locator("#board svg rect").count() > 121
    subprocess.run(companion(cli.game, "auction", "7", "--winner", "Bob", "--price", "500k"),
                   check=True, capture_output=True)
    page.wait_for_selector('body[data-seq="1"]', timeout=10_000)
    assert bob.inner_text().endswith("2,000,000")
    assert "auction Market Green to Bob for 500,000" in page.locator("#log").inner_text()
    assert "Bob -> Bank 500,000" in page.locator("#log").inner_text()
    assert page.locator("#next").inner_text().startswith("Next:")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0        # nothing wider than the screen
    page.close()


def test_pay_days_month_follows_a_token(cli, browser):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "5")
    with serving(cli.game, "Pay Day") as url:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        page.wait_for_selector("#conn:has-text('live')")
        days = page.locator("#board svg rect title").all_text_contents()
        assert sum(t.startswith("day ") for t in days) == 31
        assert "Ann's token on day 0" in page.locator("#board svg circle title").all_text_contents()
        subprocess.run(companion(cli.game, "move", "Ann", "4"), check=True, capture_output=True)
        page.wait_for_selector('body[data-seq="1"]', timeout=10_000)
        tokens = page.locator("#board svg circle title").all_text_contents()
        assert "Ann's token on day 4" in tokens and "Bob's token on day 0" in tokens
        page.close()


TEXT_PX = """() => [...document.querySelectorAll('#board svg text')].map(
  t => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a)"""


BOARDS = [("discretion", "Discretion"), ("landlords-1906", "The Landlord's Game (1906)"),
          ("eurobusiness", "Eurobusiness"), ("payday", "Pay Day"), ("on-guard", "On Guard")]
FITS = "document.documentElement.scrollWidth"


@pytest.mark.parametrize("game, title", BOARDS)
def test_boards_are_readable_on_a_tv_and_on_a_phone_at_a_tap(cli, browser, game, title):
    """Every word on the board at least 14 px on a TV; on a phone at least 11 px, where need
    be once the board is tapped (it zooms and scrolls in its own box), and a second tap
    fits it to the screen again. Nothing is ever wider than the phone's screen."""
    cli.ok("new", game, "--players", "Ann,Bob,Cy,Dee", "--seed", "3")
    with serving(cli.game, title) as url:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(url)
        sizes = page.evaluate(TEXT_PX)
        assert len(sizes) > 20 and min(sizes) >= 14, min(sizes)
        page.close()
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        fitted = min(page.evaluate(TEXT_PX))
        page.click("#board svg")
        assert min(page.evaluate(TEXT_PX)) >= 11 and page.evaluate(FITS) <= 390
        page.click("#board svg")
        assert min(page.evaluate(TEXT_PX)) == pytest.approx(fitted)
        assert page.evaluate(FITS) <= 390
        page.close()


def test_a_zoomed_board_stays_zoomed_as_the_game_moves(cli, served, browser):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(served)
    page.wait_for_selector("#conn:has-text('live')")
    page.click("#board svg")
    subprocess.run(companion(cli.game, "auction", "7", "--winner", "Bob", "--price", "500k"),
                   check=True, capture_output=True)
    page.wait_for_selector('body[data-seq="1"]', timeout=10_000)
    assert min(page.evaluate(TEXT_PX)) >= 11 and page.evaluate(FITS) <= 390
    page.close()