"""Cards that read at a glance (issue 34 item 3): prices and rents as tables (a label, its
amount in bold to the right) on Eurobusiness's Title Deeds, the Landlord's Game's green
cards, Discretion's Title Deeds and Pay Day's Deals; Mail and Deal cards laid out to their
content, their texts one block filling the card's middle."""

import pytest

from companion import games
from companion.printing import build, faces, icons
from companion.printing.model import CardSet
from companion.printing.options import parse
from tests.print_helpers import page_text, pages, print_into

POKER = parse().card


def _set(game: str, cid: str) -> CardSet:
    entry = games.find(game)
    kit = build.kit_module(entry).components(games.load(entry.id).load_data(None), parse())
    return next(c for c in kit.components if c.id == cid)


def test_a_tab_makes_a_table_row_with_the_amount_bold_on_the_right():
    html = str(icons.expand("Price\t120\u00a0$\nWhole country: rent doubled", {}))
    assert html.startswith('<table class="rows">')
    assert '<tr><td>Price</td><td class="n"><span class="keep">120\u00a0$</span></td></tr>' in html
    assert '<tr><td colspan="2">Whole country: rent doubled</td></tr>' in html
    assert str(icons.expand("Price 120", {})) == "Price 120"   # prose stays prose


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    out = {}
    for game, cid in (("eurobusiness", "deeds"), ("landlords-1906", "green-cards"),
                      ("discretion", "title-deeds"), ("payday", "deals")):
        folder, _ = print_into(tmp_path_factory, cid, game, "--only", cid)
        out[cid] = page_text(pages(folder / f"{cid}.pdf")[0])
    return out


def test_the_deeds_print_their_rents_as_rows_in_order(printed):
    # Thessaloniki (rulebook: price 120, rent 10, 40 / 120 / 360 / 640, hotel 900): each
    # label then its amount, row after row
    assert ("Price 120 $ Rent (unbuilt) 10 $ Whole country, none of it built: rent doubled "
            "1 house 40 $ 2 houses 120 $ 3 houses 360 $ 4 houses 640 $ Hotel 900 $"
            ) in printed["deeds"]
    # Lonely Lane, row 1 of the rent table: $2 a lot, doubling a house
    assert "For sale $25 Land rent" in printed["green-cards"]
    assert "0 houses $2 1 house $4 2 houses $8 3 houses $16" in printed["green-cards"]
    assert "Harvest 180,000 Appraisal 720,000" in printed["title-deeds"]
    assert "Cost 900 $ Commission 90 $ A Buyer pays 1,400 $" in printed["deals"]


def _block(face, w: float, h: float) -> tuple[float, float, float, float]:
    """The big text and body's block on a card: (top, bottom) and the room they share."""
    texts = [t for t in faces.texts(face, w, h, {"house": ""} | _icons(), "test")
             if t.field in ("big", "body")]
    room = faces.boxes(face, w, h)
    room_top = min(b.y for f, b in room.items() if f in ("big", "body"))
    room_bottom = max(b.bottom for f, b in room.items() if f in ("big", "body"))
    return (min(t.box.y for t in texts), max(t.box.bottom for t in texts), room_top,
            room_bottom)


def _icons():
    entry = games.find("payday")
    kit = build.kit_module(entry).components(games.load(entry.id).load_data(None), parse())
    return kit.icons


@pytest.mark.parametrize("cid", ["deals", "mail"])
def test_deal_and_mail_texts_fill_the_middle_of_the_card(cid):
    """Measured on the fitted texts (each box as tall as its lines, spread): the block of
    texts takes more than a third of the room between the band and the footer (not
    two-thirds empty) and sits in its middle (its centre within a tenth of the room's)."""
    fronts = {card.front for card in _set("payday", cid).cards}
    for face in fronts:
        top, bottom, room_top, room_bottom = _block(face, *POKER)
        room = room_bottom - room_top
        assert bottom - top > room / 3, (face.title, top, bottom, room)
        middle = (top + bottom) / 2 - (room_top + room_bottom) / 2
        assert abs(middle) <= 0.1 * room, (face.title, middle)
        assert room_top - 1e-6 <= top and bottom <= room_bottom + 1e-6
