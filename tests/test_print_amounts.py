"""No amount is split from its currency on paper, in any game and language, read from every
PDF of each kit: a line never ends in a number whose `$` (zł, GB, F) starts the next line, nor
in a `$` whose number does. The fix is in the print path; the CLI's amounts are untouched."""

import re

import pytest

from companion.core.money import styled
from companion.printing import fonts, icons
from companion.printing.amounts import unbroken
from tests.print_helpers import pages, print_into

# `400 $` split after the number (not a row ending in a number before a row's `$1`); `$1,200`
# split after a leading `$` (not the `$` of `400 $` ending one cell before the next's number)
SPLIT = re.compile(r"\d[ \u00a0]*\r?\n[ \u00a0]*(?:\$(?!\d)|zł|GB\b)"
                   r"|(?<!\d[ \u00a0])\$[ \u00a0]*\r?\n[ \u00a0]*\d")
PRINTED = [("eurobusiness", "en"), ("eurobusiness", "pl"), ("payday", "en"), ("on-guard", "en")]


@pytest.fixture(scope="module")
def kits(tmp_path_factory, discretion_kit, landlords_kit, payday_de_kit):
    found = {("discretion", "en"): discretion_kit[0], ("landlords-1906", "en"): landlords_kit[0],
             ("payday", "de"): payday_de_kit[0]}
    for game, lang in PRINTED:
        found[game, lang] = print_into(tmp_path_factory, f"amounts-{game}-{lang}", game,
                                       "--lang", lang)[0]
    return found


@pytest.mark.parametrize("game, lang", [("discretion", "en"), ("landlords-1906", "en"),
                                        ("payday", "de"), *PRINTED])
def test_no_amount_is_split_from_its_currency(kits, game, lang):
    split = []
    for path in sorted(kits[game, lang].glob("*.pdf")):
        if path.stem.endswith("print-all"):
            continue
        doc = pages(path)
        for i in range(len(doc)):
            text = doc[i].get_textpage().get_text_range()
            split += [(path.stem, i + 1, m[0]) for m in SPLIT.finditer(text)]
    assert split == []


def test_the_print_path_joins_amounts_and_the_cli_keeps_its_spaces():
    assert unbroken("pays 400 $. Then $ 5 and 3 GB, 7 zł") == \
        "pays 400\u00a0$. Then $\u00a05 and 3\u00a0GB, 7\u00a0zł"
    assert unbroken("3 Fields, 2 GBs, 4 players") == "3 Fields, 2 GBs, 4 players"
    assert styled(1200, "{} $") == "1,200 $"                   # core money: as the CLI shows
    assert fonts.lines_needed("400 $", 7, 9, "normal") is None      # measured as one word
    assert "400\u00a0$" in str(icons.expand("pays 400 $", {}))
