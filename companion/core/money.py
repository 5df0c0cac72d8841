"""Money is an int. Parsing accepts table shorthand; formatting groups thousands."""

import re
from decimal import Decimal

from companion.core import i18n
from companion.core.errors import BadInput
from companion.core.i18n import N_, _

_AMOUNT = re.compile(r"^\$?(?P<num>[\d.,\s]*\d)(?P<suffix>[kKmM]?)$")
_SCALE = {"": 1, "k": 1_000, "m": 1_000_000}
_SPACES = " \u00a0\u202f"   # a space, a no-break space, a narrow one: one group sign


EXAMPLES = N_("500000, 500,000, 500k or 1.2M")


def parse_amount(text: str, *, allow_zero: bool = False, examples: str = EXAMPLES) -> int:
    """Read `500000`, `500,000`, `500k`, `1.2M` or `$600` as a positive whole amount, as
    the language writes it (German `1.250` and `1,5k`, Polish `1 250`; English forms such as
    `1.2M` are read in every language). A separator the language does not group with, where
    it may be a group sign or a decimal one (`1,500k` in German, `1.000` in Polish or
    English), is refused asking which was meant; a mistyped amount is answered with
    `examples` (a game's own, in its own sums)."""
    match = _AMOUNT.match(_unsigned(text.strip().replace("_", "")))
    readings = _readings(match["num"]) if match else set()
    if not readings:
        raise BadInput(_("not an amount: {text!r} (try {examples})").format(
            text=text, examples=_(examples)))
    scale = _SCALE[match["suffix"].lower()]
    values = sorted({number * scale for number in readings}, reverse=True)
    if len(values) > 1:
        raise BadInput(_("ambiguous amount {text!r}: did you mean {grouped} or {decimal}?")
                       .format(text=text, grouped=_written(values[0]),
                               decimal=_written(values[1])))
    value = values[0]
    if value != value.to_integral_value():
        raise BadInput(_("not a whole amount: {text!r} is {value}").format(
            text=text, value=_written(value)))
    if value == 0 and not allow_zero:
        raise BadInput(_("an amount must be positive: {text!r}").format(text=text))
    return int(value)


def _unsigned(text: str) -> str:
    """An amount without the dollar sign written after it (German `90 $`)."""
    return re.sub(r"[\s\u00a0\u202f]?\$$", "", text) if not text.startswith("$") else text


def _readings(num: str) -> set[Decimal]:
    """The numbers `num` may be: the language's own reading, else the English one, else
    (where the language writes a decimal comma) the German one; and where that one takes a
    sign for the decimal one, the readings that take it for a group
    sign (English `1,500`, German `1.500`), so that they are asked apart. A reading the text
    does not fit is left out."""
    group, decimal = i18n.number_symbols()
    tried = [(group, decimal), (",", ".")] + [(".", ",")] * (decimal == ",")
    first, point = next(((value, sign) for value, sign in (
        (_read(num, *signs), signs[1]) for signs in tried) if value is not None), (None, ""))
    if first is None:
        return set()
    if point not in num:
        return {first}
    return {first} | {r for r in (_read(num, ",", "."), _read(num, ".", ",")) if r is not None}


def _read(num: str, group: str, decimal: str) -> Decimal | None:
    """`num` read with `group` as its group sign (in threes; a space is any space) and
    `decimal` as its decimal sign, or None where it does not fit."""
    groups = re.escape(_SPACES if group.isspace() else group)
    whole, point, fraction = num.partition(decimal)
    if point and not re.fullmatch(r"[0-9]+", fraction):
        return None
    if not re.fullmatch(rf"[0-9]*|[0-9]{{1,3}}(?:[{groups}][0-9]{{3}})+", whole) or not (
            whole or fraction):
        return None
    return Decimal(f"{re.sub('[^0-9]', '', whole) or 0}.{fraction or 0}")


def _written(value: Decimal) -> str:
    """A number as the language writes it: 1500 -> '1.500' in German, 1.25 -> '1,25'."""
    whole, _point, fraction = f"{value:f}".partition(".")
    fraction = fraction.rstrip("0")
    return fmt(int(whole)) + (i18n.number_symbols()[1] + fraction if fraction else "")


def fmt(amount: int) -> str:
    """Group thousands as the language does: 1200000 -> '1,200,000' (German '1.200.000',
    Polish '1 200 000' with no-break spaces)."""
    grouped = f"{amount:,}"
    group = i18n.number_symbols()[0]
    return grouped if group == "," else grouped.replace(",", group)


def styled(amount: int, style: str = "{}") -> str:
    """An amount as a game writes it: style '{} $' gives '1,200 $', '${}' gives '$1,200'
    (in a language that writes the sign after the amount, CLDR's German and Polish,
    '1.200 $'); a minus sign goes first ('-$100')."""
    if style.endswith("{}") and style != "{}" and i18n.sign_after():
        style = "{} " + style[:-2].strip()
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
