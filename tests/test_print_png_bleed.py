"""PNGs for print-on-demand (`--format png-bleed`): each face with `--bleed` of its own art all
round at `--dpi`, measured in pixels; boards in the PNG export; `--dpi`'s mistakes."""

import pytest
from PIL import Image

from tests.print_helpers import run


def export(tmp_path_factory, *args: str):
    out = tmp_path_factory.mktemp("png-bleed")
    code, said = run("discretion", *args, "--out", str(out))
    assert code == 0, said
    return out


def sizes(folder, pattern: str) -> set[tuple[int, int]]:
    return {Image.open(f).size for f in folder.glob(pattern)}


@pytest.fixture(scope="module")
def poker(tmp_path_factory):
    """The Year cards with 1/8 in of bleed at 300 dpi, the print shops' usual order."""
    return export(tmp_path_factory, "--format", "png-bleed", "--only", "years",
                  "--bleed", "0.125in") / "png-bleed"


def test_a_poker_card_with_an_eighth_inch_bleed_is_825_by_1125_at_300_dpi(poker):
    # (63.5 + 2 x 3.175) mm = 2.75 in, (88.9 + 2 x 3.175) mm = 3.75 in; x 300
    files = sorted(poker.glob("years-*.png"))
    assert len(files) == 20   # ten cards, front and back
    for f in files:
        with Image.open(f) as image:
            assert image.size == (825, 1125)
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_the_bleed_is_the_cards_own_edge_art_not_white(poker):
    bleed = round(3.175 / 25.4 * 300)   # 38 px
    for name in ("years-001-year-1-x1-1-front.png", "years-001-year-1-x1-2-back.png"):
        image = Image.open(poker / name).convert("RGB")
        w, h = image.size
        for outside, inside in (((2, 2), (bleed + 4, bleed + 4)),              # top left
                                ((2, h // 2), (bleed + 4, h // 2)),            # left side
                                ((w - 3, h - 3), (w - bleed - 5, h - bleed - 5))):  # corner
            assert image.getpixel(outside) == image.getpixel(inside) != (255, 255, 255)


def test_each_card_size_at_its_dpi(tmp_path_factory):
    out = export(tmp_path_factory, "--format", "png-bleed", "--only", "years,money",
                 "--card-size", "bridge", "--bleed", "3mm", "--dpi", "150") / "png-bleed"
    # bridge 57 x 89 mm + 6 mm: 63 x 95 mm at 150 dpi; a note 64 x 32 mm + 6: 70 x 38 mm
    assert sizes(out, "years-*.png") == {(round(63 / 25.4 * 150), round(95 / 25.4 * 150))} \
        == {(372, 561)}
    assert sizes(out, "money-*.png") == {(413, 224)}
    assert len(list(out.glob("money-*.png"))) == 14   # seven notes, front and back


def test_boards_come_as_pngs_cut_to_the_trim_or_with_bleed(tmp_path_factory):
    trim = export(tmp_path_factory, "--format", "png", "--only", "board", "--dpi", "100")
    # the Discretion board, 269.3 x 364.9 mm, at 100 dpi
    image = Image.open(trim / "png" / "board.png").convert("RGB")
    assert image.size == (round(269.3 / 25.4 * 100), round(364.9 / 25.4 * 100)) == (1060, 1437)
    assert image.info["dpi"] == pytest.approx((100, 100), abs=0.01)
    bled = export(tmp_path_factory, "--format", "png-bleed", "--only", "board", "--dpi",
                  "100", "--bleed", "3mm")
    with Image.open(bled / "png-bleed" / "board.png") as big:
        assert big.size == (round(275.3 / 25.4 * 100), round(370.9 / 25.4 * 100))
        # the paper colour round the board runs on into the bleed
        assert big.convert("RGB").getpixel((2, 700)) == image.getpixel((4, 700))


@pytest.mark.parametrize("args, said", [
    (("--dpi", "300"), "--dpi sets the resolution of --format png and png-bleed, not pdf"),
    (("--format", "tts", "--dpi", "200"), "--dpi sets the resolution of --format png and "
                                          "png-bleed, not tts"),
    (("--format", "png", "--dpi", "20"), "--dpi 20 is out of range (72 to 1200)"),
])
def test_a_dpi_that_does_not_apply_is_one_clear_line(tmp_path, args, said):
    code, output = run("discretion", "--only", "years", *args, "--out", str(tmp_path))
    assert code == 1 and output == said
    assert not any(tmp_path.iterdir())
