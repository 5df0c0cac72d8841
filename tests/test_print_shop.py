"""Print-shop output: a quantity for every face (quantities.csv and the print list beside the
1-up PDFs), and boards 1-up with bleed too, measured in the PDFs."""

import csv

import pytest

from companion.printing import exports
from tests.print_helpers import PT, pages, print_into, run, words


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "shop", "discretion", "--format", "print-shop",
                        "--only", "money", "--only", "board")
    return out / "print-shop"


def _rows(folder) -> list[dict]:
    with open(folder / "quantities.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_every_face_has_its_quantity_in_the_csv_and_the_list(shop):
    rows = _rows(shop)
    notes = [r for r in rows if r["file"] == "money.pdf"]
    # cards/discretion: the kit's 312 notes in 7 denominations
    assert [(r["piece"], int(r["copies"])) for r in notes] == [
        ("10,000", 80), ("20,000", 20), ("50,000", 80), ("100,000", 48), ("200,000", 32),
        ("500,000", 32), ("1,000,000", 20)]
    assert sum(int(r["copies"]) for r in notes) == 312
    doc = pages(shop / "money.pdf")
    assert len(doc) == 14   # each note's front, then its back
    for i, r in enumerate(notes):
        assert (int(r["front page"]), int(r["back page"])) == (2 * i + 1, 2 * i + 2)
        page_words = " ".join(t for t, _ in words(doc[2 * i]))
        assert r["piece"] in page_words   # the page the row names is that note's face
    listing = (shop / "print-list.txt").read_text(encoding="utf-8")
    assert "money.pdf (Money): 7 different, 312 in all" in listing
    assert any(line.split()[:2] == ["money.pdf", "13-14"] and line.split()[-1] == "20"
               for line in listing.splitlines())


def test_a_board_is_one_page_with_bleed_and_its_colour_runs_into_it(shop):
    board, = [r for r in _rows(shop) if r["file"] == "board.pdf"]
    assert (board["front page"], board["back page"], board["copies"]) == ("1", "", "1")
    doc = pages(shop / "board.pdf")
    assert len(doc) == 1
    page = doc[0]
    w, h = page.get_size()
    b = exports.SHOP_BLEED * PT
    left, bottom, right, top = page.get_trimbox()
    assert (left, bottom, w - right, h - top) == pytest.approx((b, b, b, b), abs=0.01)
    assert page.get_bleedbox() == pytest.approx((0, 0, w, h), abs=0.01)
    # the Discretion board (269.3 x 364.9 mm) at its trim size
    assert ((right - left) / PT, (top - bottom) / PT) == pytest.approx((269.3, 364.9), abs=0.1)
    scale = 2   # pixels per PDF unit
    image = page.render(scale=scale).to_pil().convert("RGB")
    inside = image.getpixel((round((b + 1 * PT) * scale), round(h / 2 * scale)))
    bleed = image.getpixel((round(1 * PT * scale), round(h / 2 * scale)))
    assert bleed == inside and bleed != (255, 255, 255)   # no white strip at a cutting error


def test_on_guard_orders_a_town_board_for_each_alderman(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "shop-on-guard", "on-guard", "--format",
                        "print-shop", "--only", "town")
    town, = _rows(out / "print-shop")
    assert (town["file"], town["copies"]) == ("town.pdf", "5")   # 3-5 Aldermen, a board each


def test_png_and_tts_export_card_sets_and_boards_only(tmp_path_factory):
    out = tmp_path_factory.mktemp("png-reference")
    code, said = run("discretion", "--format", "png", "--only", "reference", "--out", str(out))
    assert code == 1 and "--format png exports card sets and boards, and reference is not " \
                          "one" in said
    assert not (out / "png").exists()
