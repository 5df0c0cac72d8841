"""On Guard's places for pieces match the rules data, measured from the PDFs: a building
tile has a round place for each settler it holds and a site tile one, clear of the tile's
texts; the calendar board has a place of the activity card's size for each activity card
with a round place under it for its bonus Faradinars, and a place on its tracks for each
month of the year, each month of a season (one an Alderman) and each season."""

import pypdfium2.raw as pdfium_c
import pytest

from companion.games.on_guard import GAME
from companion.games.on_guard.kit import components
from companion.games.on_guard.kit_calendar import SEASONS
from companion.games.on_guard.kit_sizes import ACTIVITY, CHIP, SETTLER
from companion.printing import faces
from companion.printing.geometry import SAFE_AREA
from companion.printing.options import parse
from tests.print_helpers import PT, pages, print_into, words

DATA = GAME.load_data()


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "on-guard-places", "on-guard", "--only", "calendar",
                        "--format", "print-shop", "--only", "buildings", "--only",
                        "major-buildings", "--only", "sites", "--only", "activities")
    return out / "print-shop"


def _paths(page) -> list[tuple[tuple[float, float], bool, bool]]:
    """Each drawn path's size in mm, whether it curves (a round place) and is dashed."""
    out = []
    for obj in page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_PATH,), max_depth=8):
        left, bottom, right, top = obj.get_bounds()
        n = pdfium_c.FPDFPath_CountSegments(obj.raw)
        kinds = {pdfium_c.FPDFPathSegment_GetType(pdfium_c.FPDFPath_GetPathSegment(obj.raw, i))
                 for i in range(n)}
        dashed = pdfium_c.FPDFPageObj_GetDashCount(obj.raw) > 0
        out.append((((right - left) / PT, (top - bottom) / PT),
                    pdfium_c.FPDF_SEGMENT_BEZIERTO in kinds, dashed))
    return out


def _round_places(page, size: float) -> int:
    """Curved paths the size of a place (its ring, give or take its stroke): not the pawn
    inside it."""
    return sum(curved and abs(w - size) < 1.0 and abs(h - size) < 1.0
               for (w, h), curved, _ in _paths(page))


def _tiles(shop, name: str) -> dict[str, object]:
    """A tile's front page by its name (each distinct face once, front then back)."""
    doc = pages(shop / f"{name}.pdf")
    out = {}
    for i in range(0, len(doc), 2):
        text = " ".join(t for t, _ in words(doc[i]))
        found = [n for n in {**DATA["buildings"], **DATA["sites"]}.values()
                 if text.startswith(n["name"])]
        out[max(found, key=lambda n: len(n["name"]))["name"]] = doc[i]
    return out


def test_every_building_tile_has_a_place_for_each_settler_it_holds(printed):
    tiles = {**_tiles(printed, "buildings"), **_tiles(printed, "major-buildings")}
    assert len(tiles) == len(DATA["buildings"])
    for b in DATA["buildings"].values():
        assert _round_places(tiles[b["name"]], SETTLER[0]) == b["settlers"], b["name"]
    # 3 on a large production building (Puerto Rico's, ruling-free): hand-counted
    assert _round_places(tiles["Timber Yard"], SETTLER[0]) == 3


def test_every_site_tile_has_a_place_for_its_settler(printed):
    tiles = _tiles(printed, "sites")
    assert len(tiles) == len(DATA["sites"])
    assert all(_round_places(page, SETTLER[0]) == 1 for page in tiles.values())


def test_the_places_sit_clear_of_the_texts_inside_the_safe_area():
    whole = components(DATA, parse())
    kit = {c.id: c for c in whole.components}
    for cid in ("buildings", "major-buildings", "sites"):
        size = kit[cid].size
        for face in {c.front for c in kit[cid].cards}:
            spots = faces.places(face, *size)
            texts = faces.texts(face, *size, whole.icons, cid)
            assert spots and all(t.fits for t in texts)
            for spot in spots:
                assert spot.x >= SAFE_AREA and spot.right <= size[0] - SAFE_AREA
                assert spot.bottom <= size[1] - SAFE_AREA
                assert not any(spot.overlaps(t.box) for t in texts), (face.title, face.big)


def test_the_calendar_has_a_place_for_each_activity_card_and_its_bonus(printed):
    page = pages(printed / "calendar.pdf")[0]
    cards = len(DATA["activities"]) - 1 + max(r["prospecting"]
                                               for r in DATA["by_players"].values())
    assert cards == 8
    doc = pages(printed / "activities.pdf")
    left, bottom, right, top = doc[0].get_trimbox()
    trim = ((right - left) / PT, (top - bottom) / PT)
    assert trim == pytest.approx(ACTIVITY, abs=0.3) and len(doc) == 2 * cards
    drawn = _paths(page)
    places = [s for s, curved, _ in drawn
              if not curved and s == pytest.approx(ACTIVITY, abs=0.1)]
    sides = [s for s, _, dashed in drawn if dashed]   # a card's place outlined in dashes
    assert len(places) == cards and len(sides) == 4 * cards
    assert _round_places(page, CHIP[0]) == cards
    printed_words = [t for t, _ in words(page)]
    # each bonus place says "+1F bonus"; the heading says it once more
    assert printed_words.count("+1F") - 1 == cards == printed_words.count("bonus") - 1


def test_the_calendar_tracks_have_a_place_for_each_month_and_season(printed):
    found = words(pages(printed / "calendar.pdf")[0])
    months, seats = DATA["rules"]["months"], DATA["game"]["max_players"]
    assert len(months) == 8 and seats == 5 and SEASONS == 8
    # the month track's first place: its name's lowest print (the heading above names it)
    first = max((b for t, b in found if t == months[0]), key=lambda b: b.y)
    text = [t for t, b in found if b.y >= first.y - 1]   # the tracks, under the cards
    # the month of the season's places 1 to 5 (one an Alderman), the seasons' 1 to 8
    assert [text.count(str(n)) for n in range(1, 10)] == [2, 2, 2, 2, 2, 1, 1, 1, 0]
    track = sorted(((t, b) for t, b in found if t in months and abs(b.y - first.y) < 1),
                   key=lambda f: f[1].x)
    assert [t for t, _ in track] == months          # one place each on a row, in order
