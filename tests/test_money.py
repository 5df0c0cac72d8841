import pytest
from hypothesis import given, strategies as st

from companion.core.errors import BadInput
from companion.core.money import fmt, in_parts, parse_amount


@pytest.mark.parametrize("text, value", [
    ("500000", 500_000), ("500,000", 500_000), ("500k", 500_000), ("500K", 500_000),
    ("1.2M", 1_200_000), ("1.25m", 1_250_000), ("$600", 600), ("2,500,000", 2_500_000),
    (" 75 ", 75), ("0.5k", 500),
])
def test_parse_accepts_table_shorthand(text, value):
    assert parse_amount(text) == value


@pytest.mark.parametrize("text", [
    "", "abc", "-5", "5,00", "1.2345k", "1.5", "12,34,567", "1e6", "500kk", "k", "0",
    "5 000", "1,2M",
])
def test_parse_refuses_garbled_amounts(text):
    with pytest.raises(BadInput):
        parse_amount(text)


def test_zero_only_where_allowed():
    assert parse_amount("0", allow_zero=True) == 0


def test_fmt_groups_thousands():
    assert fmt(1_200_000) == "1,200,000"
    assert fmt(0) == "0"
    assert fmt(-50_000) == "-50,000"


@given(st.integers(min_value=1, max_value=10**12))
def test_formatted_amounts_read_back(value):
    assert parse_amount(fmt(value)) == value
    assert isinstance(parse_amount(fmt(value)), int)


def test_in_parts_joins_signed_terms():
    assert in_parts([(1, "1 load"), (1, "1 First"), (1, "1 Inn")]) == "1 load + 1 First + 1 Inn"
    assert in_parts([(1, "7F price"), (-1, "1F First"), (-1, "1F quarry")]) == (
        "7F price - 1F First - 1F quarry")
    assert in_parts([(-1, "50 $ refund")]) == "-50 $ refund"
    assert in_parts([]) == ""
