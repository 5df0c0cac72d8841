"""Every game's reference sheets (and setup sheets) rendered from Markdown by one renderer,
measured from the PDFs: no Markdown syntax left on paper in any game or language, headings
set larger than the text, Pay Day's steps a list of seven with every line of each step."""

import re

import pytest

from companion.games.payday.kit import sections
from companion.paths import CARDS
from companion.printing import icons, markdown
from tests.print_helpers import pages, print_into

KITS = [("discretion", "en"), ("landlords-1906", "en"), ("eurobusiness", "en"),
        ("eurobusiness", "pl"), ("payday", "en"), ("payday", "de"), ("on-guard", "en")]
# Markdown left as typed (a lone "#" heads a table's number column)
RAW = re.compile(r"^\s*(##|[-*+] )|`|\*\*|__|\]\(", re.MULTILINE)


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    found = {}
    for game, lang in KITS:
        out, _ = print_into(tmp_path_factory, f"ref-{game}-{lang}", game, "--lang", lang,
                            "--only", "reference", *(("--only", "setup") if game in (
                                "discretion", "landlords-1906") else ()))
        found[game, lang] = {p.stem: pages(p) for p in out.glob("*.pdf")}
    return found


def _lines(doc) -> list[str]:
    return [line for i in range(len(doc))
            for line in doc[i].get_textpage().get_text_range().splitlines()]


@pytest.mark.parametrize("game, lang", KITS)
def test_no_raw_markdown_on_paper(printed, game, lang):
    for name, doc in printed[game, lang].items():
        raw = [line for line in _lines(doc) if RAW.search(line)]
        assert raw == [], (name, raw)


def test_the_renderer_makes_headings_lists_and_code():
    html = markdown.block("## Turn\nThrow and\nmove:\n1. one\n2. `two`\n- a **b**", {})
    assert "<h2>Turn</h2>" in html and "<p>Throw and\nmove:</p>" in html
    assert "<ol>" in html and "<code>two</code>" in html and "<strong>b</strong>" in html
    assert "<ul>" in html and "<br" not in html
    assert str(markdown.inline("a\nb `c`", {})) == "a<br />\nb <code>c</code>"
    assert "<script>" not in markdown.block("<script>x</script>", {})
    # a text with nothing to read as Markdown is only escaped: the same HTML, no parser
    for plain in ("Game 1   date ____________", "pays 400 $ :house:\nthen"):
        assert markdown.inline(plain, {}) == icons.expand(plain, {})
    assert str(markdown.inline("a _b_ c", {})) == "a <em>b</em> c"


@pytest.mark.parametrize("lang, heading", [("en", "On Pay Day, in this order"),
                                           ("de", "Am Zahltag, in dieser Reihenfolge")])
def test_payday_steps_are_a_list_of_seven_whole_steps_under_a_heading(printed, lang, heading):
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    source = sections((CARDS / "payday" / name).read_text(encoding="utf-8"))
    body = source["Pay Day" if lang == "en" else "Zahltag"]
    # each numbered step with its continuation lines (German step 3 has two)
    steps = [" ".join(m[1].split()) for m in re.finditer(r"^\d\. (.+(?:\n   .+)*)", body,
                                                          re.MULTILINE)]
    assert len(steps) == 7 and all(step[-1] == "." for step in steps)
    doc = printed["payday", lang]["reference"]
    page = doc[0].get_textpage()
    whole = page.get_text_range().replace("\u00a0", " ")   # amounts print unbroken
    lines = whole.splitlines()
    start = lines.index(heading)
    intro, rest = lines[start + 1], lines[start + 2:]
    text = " ".join(" ".join(lines).split())
    for step in steps:
        assert any(line.startswith(step[:25]) for line in rest)   # its own line, a list item
        assert step in text                                        # whole
    step, lead, title = (page.get_charbox(whole.index(t)) for t in (steps[0][:25], intro,
                                                                    heading))
    assert step[0] > lead[0] + 5                                   # indented as a list
    assert title[3] - title[1] > 1.1 * (lead[3] - lead[1])        # a heading, set larger
    assert "Ruling" not in text and "Auslegung" not in text
