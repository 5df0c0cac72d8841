"""Print options: every mistake is a BadInput naming the option and the choices."""

import pytest

from companion.core.errors import BadInput
from companion.printing import options


def test_defaults():
    opts = options.parse()
    assert (opts.paper, opts.card, opts.bleed, opts.backs) == ("a4", (63.5, 88.9), 3, "duplex-long")


@pytest.mark.parametrize("typed, size", [("poker", (63.5, 88.9)), ("Mini", (44, 63)),
                                         ("63x88", (63, 88)), ("70.5 x 120mm", (70.5, 120))])
def test_card_sizes(typed, size):
    assert options.card_size(typed) == size


@pytest.mark.parametrize("kwargs, message", [
    ({"paper": "a5"}, "unknown paper 'a5'"),
    ({"card_size_text": "huge"}, "unknown card size (or WxH in mm) 'huge'"),
    ({"card_size_text": "5x5"}, "too small"),
    ({"bleed": "lots"}, "not a bleed: 'lots'"),
    ({"bleed": "20mm"}, "too large"),
    ({"backs": "duplex"}, "unknown backs mode 'duplex'"),
    ({"back_offset": "1;2"}, "not a back offset"),
    ({"cut_lines": "dots"}, "unknown cut-lines style"),
    ({"board_paper": "a0"}, "unknown board paper"),
])
def test_bad_options(kwargs, message):
    with pytest.raises(BadInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        options.parse(**kwargs)


def test_lengths_and_offsets():
    assert options.bleed_length("3mm") == 3
    assert options.bleed_length("0.125in") == pytest.approx(3.175)
    assert options.offset("0.5,-1") == (0.5, -1)
    assert options.offset(" -2mm , 1.5 ") == (-2, 1.5)


def test_universal_paper_fits_both_a4_and_letter():
    w, h = options.PAPERS["universal"]
    for pw, ph in (options.PAPERS["a4"], options.PAPERS["letter"]):
        assert w <= pw and h <= ph


def test_tabloid_board_paper():
    assert options.parse(board_paper="Tabloid").board_paper == "tabloid"
    assert options.BOARD_PAPERS["tabloid"] == pytest.approx((279.4, 431.8))
