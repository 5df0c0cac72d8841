"""On Guard's pieces fit its boards, measured from the PDFs: a site tile is a site space, a
building tile a town space, a major building tile two town spaces side by side, a good a
wagon's or the Trading House's place; the demesne board has places for the revealed sites,
the pile, its discards and the quarries (the calendar board: test_print_on_guard_places)."""

import pytest

from companion.games.on_guard import GAME
from tests.print_helpers import PT, pages, print_into, rects, words

DATA = GAME.load_data()


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "on-guard-pieces", "on-guard", "--only", "town",
                        "--only", "caravans")
    shop, _ = print_into(tmp_path_factory, "on-guard-shop", "on-guard", "--format",
                         "print-shop", "--only", "sites", "--only", "buildings",
                         "--only", "major-buildings", "--only", "goods")
    return out, shop / "print-shop"


def _trim(path) -> tuple[float, float]:
    """A 1-up PDF's piece, from its TrimBox, in mm (every page the same)."""
    doc = pages(path)
    sizes = set()
    for i in range(len(doc)):
        left, bottom, right, top = doc[i].get_trimbox()
        sizes.add((round((right - left) / PT, 2), round((top - bottom) / PT, 2)))
    assert len(sizes) == 1, sizes
    return sizes.pop()


def _labelled(page, prefix: str) -> dict[str, object]:
    """The smallest drawn box holding each label that starts with `prefix` (a space and its
    number), by label."""
    found = words(page)
    boxes = rects(page)
    out = {}
    for i, (text, box) in enumerate(found):
        if text == prefix and i + 1 < len(found):
            label = f"{text} {found[i + 1][0]}"
            holders = [r for r in boxes if box.inside(r) and r.w > 10 and r.h > 10]
            out[label] = min(holders, key=lambda r: r.w * r.h)
    return out


def _size(box) -> tuple[float, float]:
    return round(box.w, 1), round(box.h, 1)


def test_sites_and_buildings_are_the_size_of_their_spaces(kit):
    out, shop = kit
    town = _labelled(pages(out / "town.pdf")[0], "town")
    sites = _labelled(pages(out / "town.pdf")[0], "site")
    rules = DATA["rules"]
    assert len(town) == rules["town_spaces"] and len(sites) == rules["site_spaces"]
    site, building, major = (_trim(shop / f"{n}.pdf") for n in ("sites", "buildings",
                                                                "major-buildings"))
    assert all(_size(b) == pytest.approx(site, abs=0.3) for b in sites.values())
    assert all(_size(b) == pytest.approx(building, abs=0.3) for b in town.values())
    # a major building covers two town spaces side by side, edge to edge
    first, second = town["town 1"], town["town 2"]
    assert second.x == pytest.approx(first.right, abs=0.3)
    assert major == pytest.approx((second.right - first.x, first.h), abs=0.3)


def test_the_demesne_has_places_for_sites_goods_and_the_tracks(kit):
    out, shop = kit
    page = pages(out / "caravans.pdf")[0]
    printed = " ".join(t for t, _ in words(page))
    for place in ("site pile", "discards", "quarries", "Gold Bar supply", "Settler wagon"):
        assert place in printed
    site, good = _trim(shop / "sites.pdf"), _trim(shop / "goods.pdf")
    # a fill and its border once (the fill, not a dashed border's top edge drawn there)
    drawn = {(round(r.x), round(r.y)): r for r in sorted(rects(page), key=lambda r: r.w * r.h)}
    sized = [_size(r) for r in drawn.values()]
    revealed = max(r["revealed"] for r in DATA["by_players"].values())
    assert sum(s == pytest.approx(site, abs=0.3) for s in sized) == revealed + 3
    wagons = max(max(r["caravans"]) for r in DATA["by_players"].values())
    at_least = 3 * wagons + DATA["rules"]["trading_house_size"]
    assert sum(s == pytest.approx(good, abs=0.3) for s in sized) >= at_least
