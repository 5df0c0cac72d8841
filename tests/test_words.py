import pytest

from companion.core.words import plural


@pytest.mark.parametrize("n, word, expected", [
    (0, "house", "0 houses"), (1, "house", "1 house"), (2, "house", "2 houses"),
    (1, "acre", "1 acre"), (3, "acre", "3 acres"), (2, "railway", "2 railways"),
    (2, "city", "2 cities"), (2, "tax", "2 taxes"), (2, "month", "2 months"),
])
def test_plural_forms(n, word, expected):
    assert plural(n, word) == expected


def test_an_irregular_plural_is_written_out_by_its_caller():
    assert plural(2, "child", "children") == "2 children"
    assert plural(1, "child", "children") == "1 child"
    assert plural(2, "hotel", "hotels") == "2 hotels"
    assert plural(5, "Złoty", "Złotych") == "5 Złotych"
