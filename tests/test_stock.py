"""The conserved stock counter: two-sided moves, no holder overdrawn but the box."""

import pytest
from hypothesis import given, strategies as st

from companion.core.errors import RuleViolation
from companion.core.stock import Stock

HOLDERS = ["Box", "Supply", "Ann", "Bob"]


def stock() -> Stock:
    s = Stock()
    for kind in ("coal", "settlers"):
        s.add_kind(kind, HOLDERS, unlimited=("Box",))
    return s


def test_a_move_is_two_sided_and_described():
    s = stock()
    assert s.move("coal", "Box", "Supply", 10, "setup") == "Box -> Supply 10 coal: setup"
    s.move("coal", "Supply", "Ann", 3, "produced")
    assert (s.count("Supply", "coal"), s.count("Ann", "coal"), s.count("Box", "coal")) == \
        (7, 3, -10)
    assert s.held("Ann") == {"coal": 3}
    assert s.totals() == {"coal": 0, "settlers": 0}


def test_a_limited_holder_cannot_give_what_it_lacks():
    s = stock()
    with pytest.raises(RuleViolation, match="Ann has 0 coal, cannot give 1 \\(sold\\)"):
        s.move("coal", "Ann", "Supply", 1, "sold")


@given(st.lists(st.tuples(st.sampled_from(["coal", "settlers"]), st.sampled_from(HOLDERS),
                          st.sampled_from(HOLDERS), st.integers(0, 5)), max_size=40))
def test_any_sequence_of_moves_keeps_every_kind_summing_to_zero(moves):
    s = stock()
    for kind, source, target, count in moves:
        try:
            s.move(kind, source, target, count, "random")
        except RuleViolation:
            pass
        assert s.totals() == {"coal": 0, "settlers": 0}
        assert all(n >= 0 for h in HOLDERS[1:] for n in (s.count(h, "coal"),
                                                          s.count(h, "settlers")))
