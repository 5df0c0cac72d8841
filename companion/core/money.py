"""Money is an int. Parsing accepts table shorthand; formatting groups thousands."""

import re
from decimal import Decimal, InvalidOperation

from companion.core import i18n
from companion.core.errors import BadInput

_AMOUNT = re.compile(r"^\$?(?P<num>\d[\d,]*(?:\.\d+)?|\.\d+)(?P<suffix>[kKmM]?)$")
_SCALE = {"": 1, "k": 1_000, "m": 1_000_000}


EXAMPLES = "500000, 500,000, 500k or 1.2M"


def parse_amount(text: str, *, allow_zero: bool = False, examples: str = EXAMPLES) -> int:
    """Read `500000`, `500,000`, `500k`, `1.2M` or `$600` as a positive whole amount; a
    mistyped one is answered with `examples` (a game's own, in its own sums)."""
    cleaned = text.strip().replace("_", "")
    match = _AMOUNT.match(cleaned)
    if not match or (", " in text) or not _grouping_ok(match["num"]):
        raise BadInput(f"not an amount: {text!r} (try {examples})")
    try:
        value = Decimal(match["num"].replace(",", "")) * _SCALE[match["suffix"].lower()]
    except InvalidOperation:
        raise BadInput(f"not an amount: {text!r}") from None
    if value != value.to_integral_value():
        raise BadInput(f"not a whole amount: {text!r} is {value}")
    if value < 0 or (value == 0 and not allow_zero):
        raise BadInput(f"an amount must be positive: {text!r}")
    return int(value)


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
