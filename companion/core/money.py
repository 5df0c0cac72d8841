"""Money is an int. Parsing accepts table shorthand; formatting groups thousands."""

import re
from decimal import Decimal, InvalidOperation

from companion.core import i18n
from companion.core.errors import BadInput
from companion.core.i18n import N_, _

_AMOUNT = re.compile(r"^\$?(?P<num>\d[\d,]*(?:\.\d+)?|\.\d+)(?P<suffix>[kKmM]?)$")
_SCALE = {"": 1, "k": 1_000, "m": 1_000_000}


EXAMPLES = N_("500000, 500,000, 500k or 1.2M")


def parse_amount(text: str, *, allow_zero: bool = False, examples: str = EXAMPLES) -> int:
    """Read `500000`, `500,000`, `500k`, `1.2M` or `$600` as a positive whole amount (and the
    language's own forms: German `1.250` and `1,2M`, Polish `1 250`); a mistyped one is
    answered with `examples` (a game's own, in its own sums)."""
    cleaned = _english(text.strip().replace("_", ""))
    match = _AMOUNT.match(cleaned)
    shown = _(examples)
    if not match or (", " in text) or not _grouping_ok(match["num"]):
        raise BadInput(_("not an amount: {text!r} (try {examples})").format(
            text=text, examples=shown))
    try:
        value = Decimal(match["num"].replace(",", "")) * _SCALE[match["suffix"].lower()]
    except InvalidOperation:
        raise BadInput(_("not an amount: {text!r} (try {examples})").format(
            text=text, examples=shown)) from None
    if value != value.to_integral_value():
        raise BadInput(_("not a whole amount: {text!r} is {value}").format(
            text=text, value=str(value).replace(".", i18n.number_symbols()[1])))
    if value < 0 or (value == 0 and not allow_zero):
        raise BadInput(_("an amount must be positive: {text!r}").format(text=text))
    return int(value)


def _english(text: str) -> str:
    """An amount typed in the language's own way written as English reads it: its group
    sign in groups of three dropped (German `1.250`, Polish `1 250`), its decimal comma a
    point (`1,5M`); English forms (`1,250`, `1.2M`) are read as they are."""
    group, decimal = i18n.number_symbols()
    if group == ",":
        return text
    whole, suffix = re.fullmatch(r"(.*?)([kKmM]?)", text).groups()
    groups = {group, " "} if group.isspace() else {group}
    for sign in groups:
        if re.fullmatch(rf"\$?\d{{1,3}}(?:{re.escape(sign)}\d{{3}})+", whole):
            return whole.replace(sign, "") + suffix
    if decimal == "," and re.fullmatch(r"\$?\d+,\d+", whole) and not _grouping_ok(
            whole.lstrip("$")):
        return whole.replace(",", ".") + suffix
    return text


def _grouping_ok(num: str) -> bool:
    """Commas, if any, must group the whole part in threes."""
    whole = num.split(".")[0]
    if "," not in whole:
        return True
    return re.fullmatch(r"\d{1,3}(,\d{3})+", whole) is not None


def fmt(amount: int) -> str:
    """Group thousands as the language does: 1200000 -> '1,200,000' (German '1.200.000',
    Polish '1 200 000' with no-break spaces)."""
    grouped = f"{amount:,}"
    group = i18n.number_symbols()[0]
    return grouped if group == "," else grouped.replace(",", group)


def styled(amount: int, style: str = "{}") -> str:
    """An amount as a game writes it: style '{} $' gives '1,200 $', '${}' gives '$1,200'; a
    minus sign goes first ('-$100')."""
    return "-" * (amount < 0) + style.format(fmt(abs(amount)))


def in_parts(terms: "list[tuple[int, str]]") -> str:
    """An amount by its parts, for anyone to check it: each term a signed count and its
    words already in the reader's language, [(1, "1 load"), (1, "1 First"), (-1, "1 quarry")]
    -> "1 load + 1 First - 1 quarry". The terms' words come from the caller's catalog; this
    joins them the one way every game and language shows a sum (a first negative term leads
    with "-")."""
    out = ""
    for sign, words in terms:
        joiner = (" - " if sign < 0 else " + ") if out else ("-" if sign < 0 else "")
        out += joiner + words
    return out
