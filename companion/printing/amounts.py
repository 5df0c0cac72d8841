"""Amounts and their currency never break apart on paper: every printed text passes through
`unbroken` where it is measured (fonts.py) and where it is written (icons.py), so a card text
typed `400 $` prints as `400 $` on one line. The ledger's own formatter (core/money.py) is
left as the CLI shows it."""

import re

NBSP = "\u00a0"
# a space between a number and its currency ($, zł, Gold Bars) or after a `$`; Faradinars
# are written `5F`, with no space to break at
_GAP = re.compile(r"(?<=\d) (?=(?:\$|zł|GB)(?![A-Za-z]))|(?<=\$) (?=\d)")


def unbroken(text: str) -> str:
    return _GAP.sub(NBSP, text)
