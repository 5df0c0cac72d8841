"""A game package's stock prices on the TV page, and a count of shares asked for from a
phone, in a real headless browser (Debian's chromium-headless-shell), the package installed
beside companion as an author's would be (tests/stock_package.py)."""

import pytest

from tests.stock_package import installed  # noqa: F401 (a fixture)
from tests.table_helpers import tokens
from tests.test_phones_browser import PHONE
from tests.test_table_browser import BROWSER, SHOTS, browser, server  # noqa: F401 (a fixture)

pytestmark = pytest.mark.skipif(BROWSER is None, reason="chromium-headless-shell is not "
                                "installed (apt-get install chromium-headless-shell)")
BUY = "buy\x1fAnn\x1f{chain}\x1f{count}"


def panel_rows(page) -> list[str]:
    return [" ".join(row.split()) for row in
            page.locator("#board table.panel tbody tr").all_inner_texts()]


def test_share_prices_on_the_tv_and_shares_bought_from_a_phone(installed, cli, browser):
    installed()
    cli.ok("new", "stocks", "--players", "Ann,Bob,Cy", "--seed", "1")
    held = tokens(cli)
    with server(cli.game, "Stock exchange") as (_, url):
        tv = browser.new_page(viewport={"width": 1920, "height": 1080})
        tv.goto(url)
        phone = browser.new_page(viewport=PHONE)
        phone.goto(f"{url}p/{held['Ann']}")
        for page in (tv, phone):
            page.wait_for_selector("#conn:has-text('live')")
        assert tv.locator("#board table.panel caption").inner_text() == "Share prices"
        assert panel_rows(tv) == ["Tower $300 25", "Luxor $400 25", "Festival $500 25"]
        box = tv.locator("#board table.panel").bounding_box()
        assert box["width"] > 400 and box["y"] < 200     # beside the scores, not below them

        form = phone.locator(f'form.move[data-key="{BUY}"]')
        assert form.locator("input[name=count]").get_attribute("placeholder") == "how many"
        assert form.locator("input[name=amount]").count() == 0   # a count, not a sum
        form.locator("select[name=chain]").select_option("Luxor")
        form.locator("input[name=count]").fill("3")
        form.locator("button[type=submit]").click()
        form.locator("button.send").wait_for()
        said = form.locator(".said").inner_text()
        assert "Ann buys 3 shares of Luxor" in said and "Ann -> Bank $1,200: buys 3 Luxor" in said
        form.locator("button.send").click()
        form.locator(".said:has-text('waiting for the banker')").wait_for()
        assert cli.ok("accept", "1").startswith("#1 Ann buys 3 shares of Luxor")

        tv.wait_for_selector('body[data-seq="1"]', timeout=5000)
        assert panel_rows(tv)[1] == "Luxor $400 22"
        assert tv.locator('.player[data-player="Ann"] .cash').inner_text().endswith("$4,800")
        phone.wait_for_selector('body[data-seq="1"]', timeout=5000)
        phone.locator("#me .asked li.accepted").wait_for()
        SHOTS.mkdir(parents=True, exist_ok=True)
        tv.screenshot(path=SHOTS / "stocks-panel-1920.png")
        phone.screenshot(path=SHOTS / "stocks-count-390.png", full_page=True)
