"""Words and sheets a maker reads, measured from the PDFs and the print list: the calibration
back's numbers are at least 6 pt (read through paper), a gutterfold sheet's label keeps the
game's name and its print list says fold (not duplex, in any language)."""

import pytest

from companion.printing import words
from tests.print_helpers import font_sizes, pages, print_into, words as printed_words


def test_the_calibration_backs_numbers_are_at_least_6_pt(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "calibration", "calibration")
    back = pages(out / "calibration.pdf")[1]
    sizes = font_sizes(back)
    assert sizes and min(sizes) >= 6.0 - 0.01
    numbers = [box for text, box in printed_words(back) if text.lstrip("-").isdigit()]
    assert len(numbers) == 3 * 2 * 5                 # -4 .. 4 on both scales of 3 spots
    assert not any(a.overlaps(b) for i, a in enumerate(numbers) for b in numbers[i + 1:])


@pytest.fixture(scope="module")
def folded(tmp_path_factory):
    """The whole Polish kit folded (a print list comes with a whole kit only)."""
    out, _ = print_into(tmp_path_factory, "fold-pl", "eurobusiness", "--backs", "fold",
                        "--lang", "pl")
    return out


@pytest.mark.parametrize("lang, title", [("en", "Eurobusiness"), ("pl", "Eurobiznes")])
def test_a_fold_sheets_label_keeps_the_games_name(tmp_path_factory, lang, title):
    out, _ = print_into(tmp_path_factory, f"fold-{lang}", "eurobusiness", "--backs", "fold",
                        "--lang", lang, "--only", "deeds")
    doc = pages(out / "deeds.pdf")
    w = words.words(lang)
    for i in range(len(doc)):
        text = " ".join(t for t, _ in printed_words(doc[i]))
        assert f"{title} · " in text and w["fold"] in text


def test_the_fold_print_list_says_fold_and_gives_no_duplex_advice(folded):
    w = words.words("pl")
    listing = (folded / "eurobusiness-print-list.txt").read_text(encoding="utf-8")
    lines = listing.splitlines()
    for part in ("deeds.pdf", "chance.pdf"):
        assert next(line for line in lines if part in line).endswith(w["sides"]["fold"])
    assert lines[0] == "Eurobiznes: lista wydruku (papier a4, rewersy przez złożenie, spad 3 mm)"
    assert all(line not in listing for line in w["duplex_advice"])
    assert all(line in listing for line in w["advice"])
