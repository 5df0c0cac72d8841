"""WCAG 2.1 AA on the table's pages: axe-core finds no violation on the TV's page and a
phone's in every game, the full history and the links page, in every language, dark and light.
axe-core comes from npm into `.axe/` (a test-only folder: .ci/run installs it with
`npm install --prefix .axe axe-core@4`); without it these tests skip."""

from pathlib import Path

import pytest

from companion.table import live

from tests.table_helpers import serving
from tests.test_table_browser import SIZES, browser  # noqa: F401 (the fixture)

AXE = Path(__file__).parent.parent / ".axe" / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# each visible control: its tag, height, accessible name (aria-label or text), whether a Check
# or a "Looks wrong?"
CONTROLS = """[...document.querySelectorAll('button, select, input, a')]
  .filter(e => e.offsetParent !== null)
  .map(e => ({tag: e.tagName, height: e.getBoundingClientRect().height,
              name: e.getAttribute('aria-label') || e.textContent.trim(),
              check: e.matches('form.move > button[type=submit]'), flag: e.matches('.flag')}))"""


def violations(page) -> list[str]:
    """What axe-core finds against WCAG 2.1 A and AA on `page`: each rule with its nodes."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})"
                          ".then(r => r.violations.map(v => v.id + ': ' + v.nodes.map("
                          "n => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')))",
                          TAGS)
    return found


needs_axe = pytest.mark.skipif(not AXE.exists(), reason="axe-core missing: npm install --prefix "
                                                        ".axe axe-core@4 (as .ci/run does)")
# after the new game, the lines that make one log entry to flag on the phone
FIRST = {"eurobusiness": [("move", "Ann", "9")], "payday": [("move", "Ann", "3")],
         "discretion": [("pay", "Ann", "Bob", "10k")],
         "landlords-1906": [("deal",), ("move", "Ann", "3")],
         "on-guard": [("pay", "Ann", "Bob", "1")]}


@needs_axe
@pytest.mark.parametrize("lang", ["en", "de", "pl"])
@pytest.mark.parametrize("game", sorted(FIRST))
def test_axe_finds_nothing_on_the_tv_and_a_phone(cli, browser, game, lang):  # noqa: F811
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "3")
    for line in FIRST[game]:
        cli.ok(*line)
    found = {}
    with serving(cli) as (port, tokens):
        for path, viewport in ((f"/?lang={lang}", SIZES[1]),
                               (f"/p/{tokens['Ann']}?lang={lang}", SIZES[0])):
            for scheme in ("dark", "light"):
                page = browser.new_page(viewport=viewport, color_scheme=scheme)
                page.goto(f"http://127.0.0.1:{port}{path}")
                page.wait_for_selector("#conn:has-text('live'), #conn:has-text('na żywo'), "
                                       "#conn.live", timeout=10000)
                found[path, scheme] = violations(page)
                controls = page.evaluate(CONTROLS)
                page.close()
                assert all(c["height"] >= 44 for c in controls), (path, controls)
    assert found == {seen: [] for seen in found}
    flags = [c for c in controls if c["flag"]]   # the phone's "Looks wrong?", an entry each
    assert len(flags) == len(FIRST[game]) and all(f["height"] >= 44 for f in flags), controls
    checks = [c["name"] for c in controls if c["check"]]   # the phone's Check buttons
    assert len(checks) >= 2 and len(set(checks)) == len(checks), checks
    named = [c["name"] for c in controls if c["tag"] == "SELECT"]
    assert named
    if lang != "en":    # each control named in the page's language
        assert not set(named) & (set(live.CHOICES) | set(live.CHOICES.values())), named


@needs_axe
@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_axe_finds_nothing_on_the_history_and_links_pages(cli, browser, lang):  # noqa: F811
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("move", "Ann", "9")
    cli.ok("undo")          # an undone entry and the undo's own, in italics
    cli.ok("move", "Ann", "9")
    found = {}
    with serving(cli) as (port, tokens):
        for path in (f"/history?lang={lang}", f"/p/{tokens['Ann']}/history?lang={lang}",
                     f"/links?lang={lang}"):
            for scheme in ("dark", "light"):
                page = browser.new_page(viewport=SIZES[0], color_scheme=scheme)
                page.goto(f"http://127.0.0.1:{port}{path}")
                page.wait_for_selector("h1")
                found[path, scheme] = violations(page)
                page.close()
    assert found == {seen: [] for seen in found}
