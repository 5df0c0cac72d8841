"""core.pile: a card is claimed only when it can be on top of its pile."""

import random

import pytest
from hypothesis import given, strategies as st

from companion.core.pile import Pile


def test_a_card_put_under_comes_up_only_after_the_shuffled_ones():
    pile = Pile.of(["a", "b", "c"], random.Random(1))
    assert sorted(pile.tops()) == ["a", "b", "c"]
    first = pile.take()
    pile.under(first)
    assert not pile.can_top(first) and pile.below(first) == 2
    rest = [c for c in "abc" if c != first]
    pile.take(rest[1])                       # the table names any shuffled card
    pile.take(rest[0])
    assert pile.tops() == [first]            # now only the card that went under
    with pytest.raises(ValueError):
        pile.take("zzz")


def test_shuffling_in_forgets_every_order():
    pile = Pile(["a", "b"], shuffled=0)
    assert pile.tops() == ["a"]
    pile.shuffle_in(["c"], random.Random(2))
    assert sorted(pile.tops()) == ["a", "b", "c"] and len(pile) == 3


@given(st.lists(st.sampled_from("abcd"), min_size=1, max_size=12), st.integers(0, 99),
       st.lists(st.integers(0, 3), max_size=30))
def test_named_draws_and_returns_keep_every_card(cards, seed, picks):
    """Whatever the table names from the tops and puts under, no card is lost or made."""
    pile = Pile.of(list(cards), random.Random(seed))
    for pick in picks:
        tops = pile.tops()
        pile.under(pile.take(tops[pick % len(tops)]))
        assert sorted(pile.cards) == sorted(cards) and 0 <= pile.shuffled <= len(pile)
