"""Tabletop Simulator's table: the board as an image and a saved object (the save format's
JSON) laying out the board and every deck, read back and checked against the sheets it names,
the note and the kit's counts."""

import json
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

import pytest
from PIL import Image

from companion.printing import tts
from tests.print_helpers import run
from tests.test_print_tts import POKER, NOTE, decks, px

LOAN = (30.0, 30.0)
BOARD = (269.3, 364.9)   # the Discretion board, mm (discretion/kit.py board)


@pytest.fixture(scope="module")
def discretion(tmp_path_factory):
    out = tmp_path_factory.mktemp("tts-table")
    code, said = run("discretion", "--format", "tts", "--only", "board,years,loans,money",
                     "--out", str(out))
    assert code == 0, said
    folder = out / "tts"
    saved = json.loads((folder / "discretion.json").read_text(encoding="utf-8"))
    return folder, saved, (folder / "tabletop-simulator.txt").read_text(encoding="utf-8")


def path_of(url: str) -> Path:
    assert url.startswith("file:///")
    return Path(url2pathname(urlparse(url).path))


def urls(value):
    """Every file:/// address anywhere in the JSON."""
    if isinstance(value, dict):
        for v in value.values():
            yield from urls(v)
    elif isinstance(value, list):
        for v in value:
            yield from urls(v)
    elif isinstance(value, str) and value.startswith("file:"):
        yield value


def test_every_image_the_table_names_is_an_exported_file(discretion):
    folder, saved, _ = discretion
    found = set(urls(saved))
    # the board; loans: 2 sheets, 2 backs; money: 9 sheets, 7 backs; years: a sheet, a back
    assert len(found) == 1 + (2 + 2) + (9 + 7) + (1 + 1)
    for url in found:
        assert path_of(url).parent == folder.resolve() and path_of(url).is_file()


def test_the_board_lies_in_the_middle_as_an_image_up_to_4096_pixels(discretion):
    folder, saved, note = discretion
    board, = [o for o in saved["ObjectStates"] if o["Name"] == "Custom_Board"]
    assert board["Nickname"] == "Board" and board["Locked"] is True
    assert (board["Transform"]["posX"], board["Transform"]["posZ"]) == (0.0, 0.0)
    # the sharpest that fits 4096 px: floor(4096 / (364.9 / 25.4)) = 285 dpi
    with Image.open(path_of(board["CustomImage"]["ImageURL"])) as image:
        assert image.size == (round(269.3 / 25.4 * 285), round(364.9 / 25.4 * 285)) == \
            (3022, 4094)
        # its top left is the first estate's colour, not the bleed's or white
        assert image.convert("RGB").getpixel((40, 60)) != (255, 255, 255)
    assert "Board: board image board.png (Objects > Components > Custom > Board)" in note


def test_each_deck_holds_the_kits_cards_numbered_by_its_sheets(discretion):
    folder, saved, note = discretion
    told = decks(note)
    found = {o["Nickname"]: o for o in saved["ObjectStates"] if o["Name"] == "Deck"}
    # cards/discretion: 10 Year cards, 30 Bank Loan and 41 Loan Shark tokens, 312 notes
    counts = {"Year cards": 10, "Loan tokens: Bank Loan": 30, "Loan tokens: Loan Shark": 41,
              "Money: 10,000": 80, "Money: 20,000": 20, "Money: 50,000": 80,
              "Money: 100,000": 48, "Money: 200,000": 32, "Money: 500,000": 32,
              "Money: 1,000,000": 20}
    assert {d: len(o["DeckIDs"]) for d, o in found.items()} == counts
    assert list(found) == [d.split(": a deck of")[0] for d in told]
    ids = []
    for (title, sheets), deck in zip(told.items(), found.values()):
        assert deck["DeckIDs"] == [c["CardID"] for c in deck["ContainedObjects"]]
        custom = deck["CustomDeck"]
        assert len(custom) == len(sheets)
        for (key, entry), (name, cols, rows, n) in zip(custom.items(), sheets):
            ids.append(int(key))
            assert (path_of(entry["FaceURL"]).name, entry["NumWidth"], entry["NumHeight"]) \
                == (name, cols, rows)
            assert entry["UniqueBack"] is False and entry["BackIsHidden"] is True
            on_sheet = [c for c in deck["ContainedObjects"] if c["CardID"] // 100 == int(key)]
            assert [c["CardID"] for c in on_sheet] == [int(key) * 100 + i for i in range(n)]
            assert all(c["CustomDeck"] == {key: entry} for c in on_sheet)
            with Image.open(path_of(entry["FaceURL"])) as image:
                w, h = image.width // cols, image.height // rows
                cell = lambda i: image.convert("RGB").getpixel(   # noqa: E731
                    (i % cols * w + w // 2, i // cols * h + 3))
                assert cell(n - 1) != (255, 255, 255)   # the last card's cell is drawn
                if n < cols * rows:
                    assert cell(n) == (255, 255, 255)   # and no cell past it
            with Image.open(path_of(entry["BackURL"])) as back:
                assert back.size == (w, h)   # one back for every card of the deck
    assert ids == list(range(1, len(ids) + 1))   # deck ids 1, 2, ... across the table
    years = found["Year cards"]
    assert [c["Nickname"] for c in years["ContainedObjects"]] == [f"Year {y}" for y in
                                                                 range(1, 11)]


def test_draw_decks_lie_face_down_and_stacks_of_one_piece_face_up(discretion):
    _, saved, _ = discretion
    rot = {o["Nickname"]: o["Transform"]["rotZ"] for o in saved["ObjectStates"]}
    assert rot["Year cards"] == 180.0
    assert rot["Money: 10,000"] == rot["Loan tokens: Bank Loan"] == 0.0


def test_nothing_on_the_table_overlaps_and_each_piece_keeps_its_size(discretion):
    """A card at scale 1 is a poker card (88.9 mm tall, its width by its image): a note
    32 mm tall is scale 32 / 88.9; positions in inches."""
    _, saved, _ = discretion
    sizes = {"Custom_Board": BOARD, "Year cards": POKER}
    boxes = []
    for o in saved["ObjectStates"]:
        t = o["Transform"]
        size = sizes.get(o["Name"]) or sizes.get(o["Nickname"]) or (
            NOTE if o["Nickname"].startswith("Money") else LOAN)
        assert t["scaleX"] == t["scaleZ"] == pytest.approx(size[1] / 88.9, abs=1e-4)
        x, z = t["posX"] * 25.4, t["posZ"] * 25.4
        boxes.append((x - size[0] / 2, z - size[1] / 2, x + size[0] / 2, z + size[1] / 2))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    assert all(b[0] > BOARD[0] / 2 for b in boxes[1:])   # the decks to the board's right


def test_a_board_for_each_player_is_on_the_table_as_often(tmp_path_factory):
    out = tmp_path_factory.mktemp("tts-on-guard")
    code, said = run("on-guard", "--format", "tts", "--only", "town,goods", "--out", str(out))
    assert code == 0, said
    saved = json.loads((out / "tts" / "on-guard.json").read_text(encoding="utf-8"))
    boards = [o for o in saved["ObjectStates"] if o["Name"] == "Custom_Board"]
    assert len(boards) == 5   # the town board: one for each of up to 5 Aldermen
    assert len({o["CustomImage"]["ImageURL"] for o in boards}) == 1
    xs = [o["Transform"]["posX"] for o in boards]
    assert xs == sorted(xs) and xs[0] == -xs[-1]   # in a row, centred
    goods = [o for o in saved["ObjectStates"] if o["Name"] == "Deck"]
    assert goods and all(o["Transform"]["posX"] > xs[-1] for o in goods)


def test_a_pile_of_one_card_is_a_card(tmp_path):
    """Tabletop Simulator's Deck holds two cards or more; one is a Card of its own."""
    face = tmp_path / "a-1.png"
    Image.new("RGB", (10, 14), "red").save(face)
    deck = tts.Deck("A", (tts.Sheet(face, face, 1, 1, ("Ace",)),), POKER, False, True)
    (card,) = tts.table("T", [], [[deck]])["ObjectStates"]
    assert (card["Name"], card["Nickname"], card["CardID"]) == ("Card", "Ace", 100)
    assert list(card["CustomDeck"]) == ["1"]
