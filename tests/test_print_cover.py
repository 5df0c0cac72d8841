"""Issue 34 item 5: the cover page (what to print, on what, how, and what else the table
needs, counted per game) and the standees of the games whose players move pawns; and every
new part of every game prints."""

import pytest

from companion import games
from companion.printing import build, cover
from companion.printing.options import Options
from tests.print_helpers import page_text, pages, print_into

# Hand-checked against each rulebook's component list (shared/rules) and player count:
# Discretion lists no dice and no pawns (the Event cards drive it), 2-8 players; Eurobusiness
# "2 dice", a token each, 3-6; the Landlord's Game throws two dice ("throws his dice",
# rules.dice = 2), 2-6; Pay Day 1975 "einem Würfel, vier Spielfiguren", 2-4; On Guard's
# influence throw is two six-sided dice (a ruling), 3-5, nothing moves.
NEEDS = {
    "discretion": ["2 to 8 players", "a pencil for the score sheet"],
    "eurobusiness": ["3 to 6 players", "2 six-sided dice",
                     "a pawn for each player (3 to 6): the standees in the kit, or any tokens",
                     "a pencil for the score sheet"],
    "landlords-1906": ["2 to 6 players", "2 six-sided dice",
                       "a pawn for each player (2 to 6): the standees in the kit, or any tokens",
                       "a pencil for the score sheet"],
    "payday": ["2 to 4 players", "1 six-sided die",
               "a pawn for each player (2 to 4): the standees in the kit, or any tokens",
               "a pencil for the score sheet"],
    "on-guard": ["3 to 5 players", "2 six-sided dice", "a pencil for the score sheet"],
}


@pytest.mark.parametrize("game", sorted(NEEDS))
def test_what_else_the_table_needs(game):
    entry = games.find(game)
    data = games.load(game).load_data()
    module = build.kit_module(entry)
    players = (data["game"]["min_players"], data["game"]["max_players"])
    assert cover.need_lines(module.needs(data), players, "en") == NEEDS[game]


@pytest.mark.parametrize("game,standees", [("payday", 4), ("eurobusiness", 6), ("on-guard", 0)])
def test_standees_one_a_player_in_the_player_colours(game, standees):
    job = build.prepare(game, Options(only=("standees",) if standees else ("rules",)))
    found = [r for r in job.rendered if r.id == "standees"]
    assert len(found) == (1 if standees else 0)
    if standees:
        from companion.table.colours import PALETTE
        for colour in PALETTE[:standees]:
            assert f"background:{colour}" in found[0].html


def test_the_cover_counts_the_written_parts(tmp_path_factory):
    out, _said = print_into(tmp_path_factory, "cover", "payday", "--only", "cover",
                            "--paper", "letter", "--bleed", "0mm")
    text = page_text(pages(out / "cover.pdf")[0])
    parts = out / build.PARTS
    written = sorted(p.stem for p in parts.glob("*.pdf"))
    assert "box-base" not in written and "rules-booklet" in written   # boxes: only --boxes
    for name in written:
        assert f"{name}.pdf" in text
    # Pay Day's 72 Mail cards: 8 duplex sheets of 9 poker cards; 16 Deals: 2; 4 standees on
    # one card sheet; the booklet two A5-ish pages a side, four a sheet
    booklet_sheets = len(pages(parts / "rules-booklet.pdf")) // 2
    rows = ["mail.pdf Mail cards 8 card stock, 250 g/m² duplex, flip on the long edge 1",
            "deals.pdf Deal cards 2 card stock, 250 g/m² duplex, flip on the long edge 1",
            "standees.pdf Standees 1 card stock, 250 g/m² single-sided 1",
            f"rules-booklet.pdf Rules booklet {booklet_sheets} paper, 80 g/m² duplex, flip on "
            "the short edge"]
    for row in rows:
        assert row in text
    assert len(pages(parts / "mail.pdf")) == 16 and len(pages(parts / "deals.pdf")) == 4
    assert "2 to 4 players 1 six-sided die a pawn for each player (2 to 4)" in text


def test_a_whole_kit_begins_with_its_cover(payday_de_kit):
    out, _said = payday_de_kit
    first = page_text(pages(out / "payday-print-all.pdf")[0])
    assert first == page_text(pages(out / "cover.pdf")[0])
    assert "Was der Tisch sonst braucht" in first and "1 sechsseitiger Würfel" in first
    listing = (out / "payday-print-list.txt").read_text(encoding="utf-8")
    assert listing.splitlines()[5].split()[:2] == ["1", "cover.pdf"]


@pytest.mark.parametrize("game", sorted(NEEDS))
def test_every_new_part_prints(tmp_path_factory, game):
    kit = build.kit_module(games.find(game)).components(games.load(game).load_data(), Options())
    # a tuck box for the first deck of --card-size cards (On Guard has none: tiles and chips,
    # and its few activity cards a size of their own)
    deck = next((c.id for c in kit.components if getattr(c, "size", 0) is None), None)
    only = ["rules-booklet", "box-base"] + ([f"box-{deck}"] if deck else []) + (
        ["standees"] if game != "discretion" and game != "on-guard" else [])
    args = [a for o in only for a in ("--only", o)]
    out, _said = print_into(tmp_path_factory, game, game, *args, "--paper", "letter",
                            "--bleed", "0mm", "--ink", "saver", "--card-size", "mini")
    for name in only:
        assert len(pages(out / f"{name}.pdf")) >= 1
