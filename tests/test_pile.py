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
    assert not pile.can_top(first) and pile.above(first) == 2
    rest = [c for c in "abc" if c != first]
    pile.take(rest[1])                       # the table names any shuffled card
    pile.take(rest[0])
    assert pile.tops() == [first]            # now only the card that went under
    with pytest.raises(ValueError):
        pile.take("zzz")


def test_cards_put_under_together_come_up_in_any_order_after_the_rest():
    """Discretion's bankrupt's Titles: one layer below the pile, none of it before the rest."""
    pile = Pile.of(["a", "b"], random.Random(3))
    pile.under("c")
    pile.under_together(["d", "e"])
    assert pile.layers == [2, 1, 2] and pile.above("e") == 3 and not pile.can_top("d")
    pile.remove("c")                          # an Inheritance hands it out from the middle
    assert pile.layers == [2, 2] and pile.above("d") == 2
    pile.take(pile.tops()[1])
    pile.take(pile.tops()[0])
    assert sorted(pile.tops()) == ["d", "e"] and pile.take("e") == "e" and pile.tops() == ["d"]
    pile.remove("zzz")                        # not in the pile: nothing changes
    assert pile.cards == ["d"] and pile.layers == [1]


def test_a_pile_pickled_before_layers_keeps_its_shuffled_top_and_singles():
    old = Pile.__new__(Pile)
    old.__setstate__({"cards": ["a", "b", "c", "d"], "shuffled": 2})
    assert old.layers == [2, 1, 1] and sorted(old.tops()) == ["a", "b"]
    empty = Pile.__new__(Pile)
    empty.__setstate__({"cards": ["a"], "shuffled": 0})
    assert empty.layers == [1]


def test_shuffling_in_forgets_every_order():
    pile = Pile(["a", "b"], [1, 1])
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
        if pick == 3 and len(pile) >= 2:   # the top and the bottom card go under together
            top = pile.take(tops[0])
            pile.under_together([top, pile.remove(pile.cards[-1])])
        else:
            pile.under(pile.take(tops[pick % len(tops)]))
        assert sorted(pile.cards) == sorted(cards) and sum(pile.layers) == len(pile)
        assert all(pile.layers)
