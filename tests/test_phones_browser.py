"""The players' own views in a real headless browser (Debian's chromium-headless-shell), with
`companion serve` and `companion play` in processes of their own, the shell driven in a
pseudo-terminal: a request from a phone, accepted in the shell with one key, shows on the
table's page and on every phone; a declined one leaves no entry; every write that is not the
player's own is refused and changes nothing. And the own view of every game at phone size."""

import json
import sqlite3
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.table_helpers import tokens
from tests.terminal import Terminal
from tests.test_table_browser import (
    BOARDS, BROWSER, FITS, SHOTS, browser, play_to_moment, server,
)

pytestmark = pytest.mark.skipif(BROWSER is None, reason="chromium-headless-shell is not "
                                "installed (apt-get install chromium-headless-shell)")
PHONE = {"width": 390, "height": 844}
PAY = "pay\x1f{who}\x1f{{to}}\x1f{{amount}}"



def entries(path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [s for (s,) in conn.execute("SELECT summary FROM entries ORDER BY seq")]
    finally:
        conn.close()


def ask(page, who: str, to: str, amount: str) -> None:
    """On `who`'s phone: the payment filled in, checked, then sent to the banker."""
    form = page.locator(f'form.move[data-key="{PAY.format(who=who)}"]')
    form.locator("select[name=to]").select_option(to)
    form.locator("input[name=amount]").fill(amount)
    form.locator("button[type=submit]").click()
    form.locator("button.send").wait_for()                 # the amounts shown first
    assert f"{who} -> {to} {amount} $: manual payment" in form.locator(".said").inner_text()
    form.locator("button.send").click()
    form.locator(".said:has-text('waiting for the banker')").wait_for()


POST = """async ([url, body, mode]) => {
  try {
    const reply = await fetch(url, {method: "POST", mode: mode || "same-origin",
      headers: {"Content-Type": mode === "no-cors" ? "text/plain" : "application/json"},
      body: JSON.stringify(body)});
    return reply.status;
  } catch (e) { return "refused"; }
}"""


class Elsewhere(BaseHTTPRequestHandler):
    """A page of another origin, from which a write is tried."""

    def do_GET(self):
        body = b"<!DOCTYPE html><title>elsewhere</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_a_request_from_a_phone_accepted_in_the_shell_shows_on_every_screen(cli, browser):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    held = tokens(cli)
    with server(cli.game, "Eurobusiness") as (_, url):
        table = browser.new_page(viewport={"width": 1920, "height": 1080})
        table.goto(url)
        phones = {}
        for name in ("Ann", "Bob", "Cy"):
            phones[name] = browser.new_page(viewport=PHONE)
            phones[name].goto(f"{url}p/{held[name]}")
        for page in (table, *phones.values()):
            page.wait_for_selector("#conn:has-text('live')")
        assert phones["Ann"].locator("#me .cash").inner_text().endswith("3,000 $")
        shell = Terminal(cli.game)
        try:
            shell.read_until("eurobusiness>")
            ask(phones["Ann"], "Ann", "Bob", "200")
            shell.read_until("request 1, Ann asks: Ann pays Bob")
            assert entries(cli.game) == []                 # nothing until the banker says so
            shell.press("\x19")                            # Ctrl-Y: accepted
            shell.read_until("(asked by Ann)")
            for page in (table, *phones.values()):
                page.wait_for_selector('body[data-seq="1"]', timeout=5000)
                assert "Ann pays Bob 200 $ (asked by Ann)" in page.locator("#log").inner_text()
            assert table.locator('.player[data-player="Ann"] .cash').inner_text().endswith(
                "2,800 $")
            assert phones["Bob"].locator("#me .cash").inner_text().endswith("3,200 $")
            phones["Ann"].locator("#me .asked li.accepted").wait_for()

            ask(phones["Bob"], "Bob", "Cy", "100")
            shell.read_until("request 2, Bob asks")
            shell.press("\x0e")                            # Ctrl-N: rejected
            shell.read_until("rejected request 2")
            phones["Bob"].locator("#me .asked li.declined").wait_for()
            SHOTS.mkdir(parents=True, exist_ok=True)
            for name in ("Ann", "Bob"):     # their requests answered, to be looked at
                phones[name].screenshot(path=SHOTS / f"eurobusiness-{name}-asked-390.png")
        finally:
            assert shell.close() == 0
        assert entries(cli.game) == ["Ann pays Bob 200 $ (asked by Ann)"]

        # every write that is not the player's own, tried from the browser, changes nothing
        cy, ann_key = phones["Cy"], PAY.format(who="Ann")
        body = {"key": ann_key, "values": {"to": "Cy", "amount": "100"}, "rid": "c" * 32}
        assert cy.evaluate(POST, [f"{url}p/{'A' * 32}/ask", body, None]) == 403   # forged
        assert cy.evaluate(POST, [f"{url}p//ask", body, None]) == 403             # missing
        assert cy.evaluate(POST, [f"{url}p/{held['Cy']}/ask", body, None]) == 422  # Ann's move
        time.sleep(1.1)   # Ann's own sends a moment ago would count towards the rate limit
        replay = phones["Ann"].evaluate("""async ([url, key]) => {
          const rid = "d".repeat(32), body = {key: key, values: {to: "Cy", amount: "50"}, rid: rid};
          const send = () => fetch(url, {method: "POST", headers: {"Content-Type":
            "application/json"}, body: JSON.stringify(body)}).then((r) => r.json());
          return [await send(), await send()];   // a double tap
        }""", [f"{url}p/{held['Ann']}/ask", ann_key])
        assert [r.get("fresh") for r in replay] == [True, False], replay
        assert replay[0]["id"] == replay[1]["id"] == 3
        assert cli.ok("reject", "3").startswith("rejected request 3")
        other = ThreadingHTTPServer(("127.0.0.1", 0), Elsewhere)
        threading.Thread(target=other.serve_forever, daemon=True).start()
        try:
            away = browser.new_page()
            away.goto(f"http://127.0.0.1:{other.server_address[1]}/")
            target = f"{url}p/{held['Ann']}/ask"
            assert away.evaluate(POST, [target, body, "cors"]) == "refused"   # no CORS allowed
            away.evaluate(POST, [target, body, "no-cors"])     # a form-like write: opaque
        finally:
            other.shutdown()
            other.server_close()
        assert entries(cli.game) == ["Ann pays Bob 200 $ (asked by Ann)"]
        conn = sqlite3.connect(cli.game)
        assert conn.execute("SELECT count(*) FROM requests").fetchone()[0] == 3
        conn.close()


@pytest.mark.parametrize("game, title", BOARDS)
def test_the_own_view_of_every_game_at_phone_size(cli, browser, game, title):
    """At the moment each game waits for one player, that player's own view: their money
    first and large, the banner, their moves, all inside the phone's width; kept as a
    screenshot to be looked at."""
    _, _, who, _ = play_to_moment(cli, game)
    held = tokens(cli)
    with server(cli.game, title) as (_, url):
        page = browser.new_page(viewport=PHONE)
        page.goto(f"{url}p/{held[who]}")
        page.wait_for_selector("#conn:has-text('live')")
        me = page.locator("#me")
        assert me.locator(".banner").inner_text().startswith("Your turn:")
        assert page.evaluate("document.querySelector('main').firstElementChild.id") == "me"
        assert me.bounding_box()["y"] < 0.2 * PHONE["height"]      # under the title bar
        assert page.locator("#moves form").count() >= 1
        cash = float(me.locator(".cash").evaluate("e => getComputedStyle(e).fontSize")[:-2])
        assert cash >= 40                                   # first and large
        assert page.evaluate(FITS) <= PHONE["width"]
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SHOTS / f"{game}-own-{PHONE['width']}.png", full_page=True)
        page.close()


def test_a_move_changed_after_its_check_must_be_checked_again(cli, browser):
    """The amount typed anew after the check withdraws the check and its send button: the
    phone never sends what the field no longer shows."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    held = tokens(cli)
    with server(cli.game, "Eurobusiness") as (_, url):
        phone = browser.new_page(viewport=PHONE)
        phone.goto(f"{url}p/{held['Ann']}")
        phone.wait_for_selector("#conn:has-text('live')")
        form = phone.locator(f'form.move[data-key="{PAY.format(who="Ann")}"]')
        form.locator("select[name=to]").select_option("Bob")
        form.locator("input[name=amount]").fill("200")
        form.locator("button[type=submit]").click()
        form.locator("button.send").wait_for()
        form.locator("input[name=amount]").fill("2000")
        assert form.locator("button.send").count() == 0
        assert form.locator(".said").inner_text() == ""
        form.locator("button[type=submit]").click()          # checked again: the new amount
        form.locator("button.send").wait_for()
        assert "Ann -> Bob 2,000 $: manual payment" in form.locator(".said").inner_text()
        form.locator("button.send").click()
        form.locator(".said:has-text('waiting for the banker')").wait_for()
        form.locator("select[name=to]").select_option("Cy")   # the next move, checked at once
        form.locator("input[name=amount]").fill("50")
        form.locator("button[type=submit]").click()
        form.locator("button.send").wait_for()
        phone.wait_for_timeout(4500)           # the "sent" words' time is over: the check stays
        assert form.locator("button.send").count() == 1


def test_serve_prints_each_players_link_with_a_qr_code_the_links_page_shows_too(cli, browser):
    """`serve --host 0.0.0.0`: under the table's address each player's own link, with a QR
    code in the terminal that decodes to it; the banker's /links page shows the same codes."""
    import io

    from PIL import Image

    from tests.test_table_browser import _decode, terminal_codes

    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "3")
    held = tokens(cli)
    with server(cli.game, "Pay Day", "--host", "0.0.0.0") as (proc, url):
        line = proc.stdout.readline()
        while not line.startswith("Each player's own link:"):
            line = proc.stdout.readline()
        for name in ("Ann", "Bob"):
            line = proc.stdout.readline().rstrip("\n")
            assert line.startswith(f"{name}: http://") and line.endswith(f"/p/{held[name]}")
            link = line.split(": ", 1)[1]
            assert terminal_codes(proc.stdout) == [[link]] * 4
        page = browser.new_page()
        page.goto(f"{url}links")
        shots = [Image.open(io.BytesIO(page.locator(f"figure:nth-child({i}) svg").screenshot()))
                 .convert("L") for i in (1, 2)]
        assert [_decode(shot)[0].rsplit("/p/", 1)[1] for shot in shots] == [held["Ann"],
                                                                            held["Bob"]]
        page.close()
