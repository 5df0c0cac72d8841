"""Tabletop Simulator export: one deck a pile (Eurobusiness's blue and red Chance are two
decks, money one deck a denomination), each sheet image at most 10 x 7 cards; read from the
exported images and the note of numbers to enter."""

import json
import re

import pytest
from PIL import Image

from companion.printing import tts
from tests.print_helpers import run

POKER = (63.5, 88.9)
NOTE = (64.0, 32.0)
SHEET = re.compile(r"face image (\S+): width (\d+), height (\d+), number (\d+)")


def px(mm: float) -> int:
    return round(mm / 25.4 * tts.DPI)


def export(tmp_path_factory, game: str, *only: str):
    out = tmp_path_factory.mktemp(f"tts-{game}")
    code, output = run(game, "--format", "tts", *(a for o in only for a in ("--only", o)),
                       "--out", str(out))
    assert code == 0, output
    return out / "tts", (out / "tts" / "tabletop-simulator.txt").read_text(encoding="utf-8")


def decks(note: str) -> dict[str, list[tuple[str, int, int, int]]]:
    """Each deck of the note: its face images (file, width, height, number); its boards'
    and the table's lines left out."""
    found, deck = {}, None
    for line in note.splitlines()[1:]:
        if ": a deck of " in line and not line.startswith(" "):
            deck = line
            found[deck] = []
        elif match := SHEET.search(line):
            found[deck].append((match[1], *map(int, match.groups()[1:])))
    return found


@pytest.fixture(scope="module")
def eurobusiness(tmp_path_factory):
    return export(tmp_path_factory, "eurobusiness", "chance", "money")


def test_blue_and_red_chance_are_two_decks_each_with_its_back(eurobusiness):
    folder, note = eurobusiness
    found = decks(note)
    chance = {d: s for d, s in found.items() if "Chance" in d}
    assert list(chance) == ["Blue Chance: a deck of 16 cards", "Red Chance: a deck of 16 cards"]
    backs = []
    for sheets in chance.values():
        (name, cols, rows, n), = sheets
        assert (cols, rows, n) == (10, 2, 16)
        with Image.open(folder / name) as image:
            assert image.size == (10 * px(POKER[0]), 2 * px(POKER[1]))
        back = folder / name.replace("-1.png", "-back.png")
        with Image.open(back) as image:
            backs.append(image.convert("RGB").getpixel((px(POKER[0]) // 2, 5)))
    blue, red = backs
    assert blue[2] > blue[0] + 60 and red[0] > red[2] + 60   # the decks' own back colours


def test_money_is_one_deck_a_denomination(eurobusiness):
    folder, note = eurobusiness
    found = {d: s for d, s in decks(note).items() if d.startswith("Money")}
    # cards/eurobusiness: 15 x 1,000, 25 x 500, 50 x 100, 30 x 50, 35 x 20, 50 x 10, 25 x 5
    assert list(found) == [f"Money: {v}\u00a0$: a deck of {n} cards" for v, n in (
        ("1,000", 15), ("500", 25), ("100", 50), ("50", 30), ("20", 35), ("10", 50),
        ("5", 25))]
    colours = set()
    for deck, ((name, cols, rows, n),) in found.items():
        assert (cols, rows) == (10, -(-n // 10))
        with Image.open(folder / name) as image:
            image = image.convert("RGB")
            assert image.size == (cols * px(NOTE[0]), rows * px(NOTE[1]))
            # every note of the deck is the same denomination: each cell's corner one colour
            corners = {image.getpixel((c * px(NOTE[0]) + 4, r * px(NOTE[1]) + 4))
                       for i in range(n) for r, c in [divmod(i, cols)]}
            assert len(corners) == 1
            colours |= corners
    assert len(colours) == 7


def test_a_pile_over_69_cards_takes_more_than_one_sheet_of_at_most_69_faces(tmp_path_factory):
    """Tabletop Simulator's 70th cell is the hidden card's: a sheet holds 69 faces at most."""
    folder, note = export(tmp_path_factory, "discretion", "money")
    found = decks(note)
    # 80 notes of 10,000: 69 on a sheet of 10 x 7, the other 11 on one of 10 x 2
    (deck, sheets), = [(d, s) for d, s in found.items() if "10,000" in d]
    assert deck.endswith("a deck of 80 cards")
    assert [s[1:] for s in sheets] == [(10, 7, 69), (10, 2, 11)]
    for sheet in (s for all_sheets in found.values() for s in all_sheets):
        name, cols, rows, n = sheet
        assert cols <= 10 and rows <= 7 and n <= min(69, cols * rows)
        with Image.open(folder / name) as image:
            assert image.size == (cols * px(NOTE[0]), rows * px(NOTE[1]))
    assert len(found) == 7


def test_cards_with_different_backs_are_decks_of_their_own(tmp_path_factory):
    """A Tabletop Simulator deck holds cards of one back: Discretion's 30 Bank Loan and 41
    Loan Shark tokens (cards/discretion: bank_loans_total, shark_tokens) are two decks, each
    with its one back; the Landlord's Game's 16 Education and 4 Professor cards too."""
    folder, note = export(tmp_path_factory, "discretion", "loans")
    assert "Unique backs" not in note
    found = decks(note)
    assert list(found) == ["Loan tokens: Bank Loan: a deck of 30 cards",
                           "Loan tokens: Loan Shark: a deck of 41 cards"]
    assert [s[1:] for sheets in found.values() for s in sheets] == [(10, 3, 30), (10, 5, 41)]
    backs = [Image.open(folder / f"loans-tts-{k}-back.png").convert("RGB")
             for k in ("1-bank-loan", "2-loan-shark")]
    assert backs[0].size == backs[1].size == (px(30), px(30))
    assert backs[0].tobytes() != backs[1].tobytes()
    _, note = export(tmp_path_factory, "landlords-1906", "education")
    # (a pile named in its set's title is named alone)
    assert list(decks(note)) == ["Education: a deck of 16 cards", "Professor: a deck of 4 cards"]


def test_a_set_of_single_cards_each_with_its_own_back_stays_one_unique_backs_deck(
        eurobusiness_deeds):
    """Eurobusiness's 28 deeds, each backed by its mortgaged side, are one deck of unique
    backs: split by back, each would be a deck of one."""
    folder, note = eurobusiness_deeds
    (deck, sheets), = decks(note).items()
    assert deck == "Title Deed: a deck of 28 cards"
    assert "tick 'Unique backs'" in note
    # on the table: one deck, its back sheet the same grid as its faces, face up (a deed
    # face down would read as mortgaged)
    saved = json.loads((folder / "eurobusiness.json").read_text(encoding="utf-8"))
    (deck,) = [o for o in saved["ObjectStates"] if o["Name"] == "Deck"]
    (entry,) = deck["CustomDeck"].values()
    assert (entry["UniqueBack"], entry["NumWidth"], entry["NumHeight"]) == (True, 10, 3)
    assert entry["FaceURL"].endswith("/deeds-tts-1.png")
    assert entry["BackURL"].endswith("/deeds-tts-back-1.png")
    with Image.open(folder / "deeds-tts-1.png") as faces, \
            Image.open(folder / "deeds-tts-back-1.png") as backs:
        assert faces.size == backs.size
    assert len(deck["DeckIDs"]) == 28 and deck["Transform"]["rotZ"] == 0.0


@pytest.fixture(scope="module")
def eurobusiness_deeds(tmp_path_factory):
    return export(tmp_path_factory, "eurobusiness", "deeds")
