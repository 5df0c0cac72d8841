"""The live page in a real headless browser (Debian's chromium-headless-shell, driven by
Playwright): it follows an action made by another process, on a phone and on a TV."""

import re
import signal
import socket
import subprocess
import sys
import time
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
def server(game: Path, title: str, *args: str):
    """`companion serve` running in its own process; yields it and its URL, then stops it
    (unless the test has)."""
    proc = subprocess.Popen(companion(game, "serve", "--port", "0", *args), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=_ctrl_c_on)
    line = proc.stdout.readline()
    if not line.startswith(f"Serving {title} at http://127.0.0.1:"):
        proc.kill()   # first: its stderr ends only when it does
        pytest.fail(f"serve said {line!r} {proc.stderr.read()!r}")
    try:
        yield proc, line.split(" at ")[1].split()[0]
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0     # Ctrl-C is a clean stop


@contextmanager
def serving(game: Path, title: str):
    """`companion serve` running in its own process; yields its URL, then stops it."""
    with server(game, title) as (_, url):
        yield url


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


SIZES = [{"width": 390, "height": 844}, {"width": 1920, "height": 1080}]   # a phone, a TV


# an element whose text sits on one line, unbroken and inside the page's width
ONE_LINE = """e => { const r = e.getBoundingClientRect();
  return r.height < 1.5 * parseFloat(getComputedStyle(e).lineHeight)
    && r.right <= document.documentElement.clientWidth; }"""


@pytest.mark.parametrize("viewport", SIZES, ids=["phone", "tv"])
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
        if game == "eurobusiness":   # every city by its name, not its number only
            from companion.games.eurobusiness.game import GAME

            cities = {f["en"] for f in GAME.load_data()["fields"] if f["kind"] == "city"}
            assert len(cities) == 22
            assert cities <= set(page.locator("#board svg text").all_text_contents())
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

# Each game brought to a moment where one player must act, and what the Next box says then.
MOMENTS = {
    "discretion": ([], "Cy may build or borrow, then draws an event card (", "Cy", "to draw"),
    "landlords-1906": ([("deal",), ("move", "Ann", "2")], "Bob throws and moves", "Bob",
                       "to throw"),
    "eurobusiness": ([("move", "Ann", "9")],   # Rome: the lander acts, not the next player
                     "Ann may buy Rome (10) for 240 $, or it goes to auction", "Ann",
                     "to buy or decline"),
    "payday": ([], "Ann throws the die and moves", "Ann", "to throw"),
    "on-guard": ([], "Ann is First and chooses this month's activity", "Ann", "to choose"),
}
SHOTS = Path(__file__).resolve().parent.parent / "output" / "screenshots"


def play_to_moment(cli, game: str) -> tuple:
    """Play `game` to its moment of MOMENTS (Discretion: a recorded game); that moment."""
    if game == "discretion":
        from tests.table_helpers import recorded_game

        recorded_game(cli.game, actions=30)
    else:
        cli.ok("new", game, "--players", "Ann,Bob,Cy,Dee", "--seed", "3")
    for command in MOMENTS[game][0]:
        cli.ok(*command)
    return MOMENTS[game]


@pytest.mark.parametrize("viewport", SIZES, ids=["phone", "tv"])
@pytest.mark.parametrize("game, title", BOARDS)
def test_the_next_box_names_the_step_and_the_player_marked_acts(cli, browser, game, title,
                                                                 viewport):
    """Every game, phone and TV: the Next box tells who acts and what, in players' words,
    and that player, only, is marked; a screenshot of each is kept to be looked at."""
    _, says, who, doing = play_to_moment(cli, game)
    with serving(cli.game, title) as url:
        page = browser.new_page(viewport=viewport)
        page.goto(url)
        page.wait_for_selector("#conn:has-text('live')")
        text = page.locator("#next .now").inner_text()
        assert text.startswith(f"Next: {says}") and "`" not in text
        marked = page.locator(".player.active")
        assert marked.count() == 1 and marked.get_attribute("data-player") == who
        assert marked.locator(".turn").inner_text() == doing
        assert marked.locator(".turn").evaluate(ONE_LINE)    # 'to buy or / decline' split
        assert page.evaluate(FITS) <= viewport["width"]
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SHOTS / f"{game}-{viewport['width']}.png", full_page=True)
        page.close()


@pytest.mark.parametrize("viewport", SIZES, ids=["phone", "tv"])
def test_a_stopped_server_is_said_across_the_page_within_two_seconds(cli, browser, viewport):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "3")
    with server(cli.game, "Eurobusiness") as (proc, url):
        page = browser.new_page(viewport=viewport)
        page.goto(url)
        page.wait_for_selector("#conn:has-text('live')")
        assert page.locator("#offline").is_hidden()
        proc.send_signal(signal.SIGINT)
        start = time.monotonic()
        page.wait_for_selector("#offline", state="visible", timeout=2000)
        assert time.monotonic() - start <= 2
        notice = page.locator("#offline").bounding_box()
        assert notice["width"] >= viewport["width"] - 20 and notice["y"] <= 1
        assert "Not live" in page.locator("#offline").inner_text()
        dim = page.evaluate("getComputedStyle(document.querySelector('main')).opacity")
        assert float(dim) < 0.5
        page.close()


# a terminal's colour schemes: its default text and ground, and its 8 colours' black and white
SCHEMES = {"light": {"fg": 0, "bg": 255, 30: 0, 47: 229},
           "dark": {"fg": 229, "bg": 0, 30: 40, 47: 200}}
CUBE = {"38;5;16": ("fg", 0), "48;5;231": ("bg", 255)}   # the 256 colours' black and white


def _terminal_qr(lines: list[str], scheme: str, cube: bool = True):
    """The terminal's half-block QR code as an image, as a terminal in `scheme` shows it (with
    `cube`, one knowing the 256 colours): a drawn half in the text's colour, the rest in the
    ground's, as the lines' colour codes set them."""
    from PIL import Image

    drawn = {" ": (0, 0), "\u2580": (1, 0), "\u2584": (0, 1), "\u2588": (1, 1)}
    colours = SCHEMES[scheme]
    cells = []
    for line in lines:
        fg, bg, row = colours["fg"], colours["bg"], []
        for codes, text in re.findall(r"\033\[([0-9;]*)m|([^\033]+)", line):
            if codes == "0":
                fg, bg = colours["fg"], colours["bg"]
            elif codes:
                fg = colours[30] if "30" in codes.split(";") else fg
                bg = colours[47] if "47" in codes.split(";") else bg
                for code, (which, grey) in CUBE.items():
                    if cube and code in codes:
                        fg, bg = (grey, bg) if which == "fg" else (fg, grey)
            row += [(drawn[ch], fg, bg) for ch in text]
        cells.append(row)
    width, scale = max(map(len, cells)), 8
    image = Image.new("L", (width, 2 * len(cells)), colours["bg"])
    for y, row in enumerate(cells):
        for x, ((top, bottom), fg, bg) in enumerate(row):
            image.putpixel((x, 2 * y), fg if top else bg)
            image.putpixel((x, 2 * y + 1), fg if bottom else bg)
    return image.resize((width * scale, 2 * len(cells) * scale), Image.NEAREST)


def terminal_codes(stdout) -> list[list[str]]:
    """The QR code `serve` prints next on `stdout`, decoded as a light and a dark terminal,
    with and without the 256 colours, show it (each a list of what it decodes to)."""
    code = [stdout.readline().rstrip("\n")]    # a square with its quiet zone: two rows a line
    width = len(re.sub(r"\033\[[0-9;]*m", "", code[0]))
    code += [stdout.readline().rstrip("\n") for _ in range((width + 1) // 2 - 1)]
    return [_decode(_terminal_qr(code, scheme, cube), invert=False)
            for scheme in SCHEMES for cube in (True, False)]


def _decode(image, invert: bool = True) -> list[str]:
    """What the QR codes in `image` read (without `invert`, as a scanner needing dark modules
    on light reads them)."""
    import zxingcpp

    return [r.text for r in zxingcpp.read_barcodes(image, try_invert=invert)]


def test_phones_join_by_the_printed_address_and_its_qr_code(cli, browser):
    """`serve --host 0.0.0.0` prints this computer's own address (one it can bind to, not a
    loopback one) and a QR code of it; the code in the terminal and the one on the page
    both decode to the printed address."""
    import io

    from PIL import Image

    for needed in ("segno", "zxingcpp"):   # new in the dependencies: a venv made before
        pytest.importorskip(needed, reason="pip install -e '.[test]' again")
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "3")
    with server(cli.game, "Pay Day", "--host", "0.0.0.0") as (proc, url):
        line = proc.stdout.readline()
        assert line.startswith("Phones on your network: http://"), line
        phones = line.split(": ", 1)[1].split()[0]
        address = phones.split("//")[1].rsplit(":", 1)[0]
        assert not address.startswith("127.")
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as mine:
            mine.bind((address, 0))     # refused for an address this computer lacks
        assert phones.endswith(":" + url.rsplit(":", 1)[1])
        assert terminal_codes(proc.stdout) == [[phones]] * 4
        for viewport in SIZES:
            page = browser.new_page(viewport=viewport)
            page.goto(phones)
            page.wait_for_selector("#conn:has-text('live')")
            assert phones in page.locator("#join").inner_text()
            assert page.locator("#join b").evaluate(ONE_LINE), viewport   # no lone "/"
            shot = page.locator("#join svg").screenshot()
            assert _decode(Image.open(io.BytesIO(shot)).convert("L")) == [phones]
            page.close()


TV = {"width": 1920, "height": 1080}


@pytest.mark.parametrize("game,title", [
    ("discretion", "Discretion"), ("eurobusiness", "Eurobusiness"),
    ("landlords", "The Landlord's Game (1906)"), ("on-guard", "On Guard"), ("payday", "Pay Day")])
def test_the_join_code_is_on_a_tvs_first_screen(cli, browser, game, title, tmp_path):
    """On a 1080p TV the table's QR code shows whole without scrolling, in every game."""
    cli.ok("new", game, "--players", "Ann,Bob,Cy,Di", "--seed", "3")
    with server(cli.game, title, "--host", "0.0.0.0") as (proc, url):
        page = browser.new_page(viewport=TV)
        page.goto(url)
        page.wait_for_selector("#conn:has-text('live')")
        box = page.locator("#join svg").bounding_box()
        page.screenshot(path=str(tmp_path / "tv.png"))
        page.close()
    assert box["width"] >= 150 and 0 <= box["y"] and box["y"] + box["height"] <= TV["height"], \
        (box, tmp_path / "tv.png")
