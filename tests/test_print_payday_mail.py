"""Pay Day's Mail cards fill their faces, measured from the PDF: on every card the amount (or,
for a card without one, its words) is printed large, and the texts between the title band
and the footer are centred on the card, not in its top third."""

import pytest

from companion.printing import cardsheet, faces
from companion.printing.options import PAPERS, parse
from tests.print_helpers import font_sizes, pages, print_into, words


@pytest.fixture(scope="module")
def mail(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "payday-mail", "payday", "--only", "mail")
    return pages(out / "mail.pdf")


def test_every_mail_card_is_filled_to_its_middle(mail):
    options = parse()
    sheet = cardsheet.sheet(PAPERS["a4"], options.card, options.bleed)
    band = faces.band_height(options.card[1])
    for i in range(0, len(mail), 2):                    # the fronts (backs follow each)
        page = mail[i]
        assert max(font_sizes(page)) >= 18
        found = words(page)
        for card in sheet.fronts[:len([t for t, _ in found if t == "Mail"])]:
            inside = [box for text, box in found if box.inside(card.grown(0.1))
                      and box.y > card.y + band and box.bottom < card.bottom - 6]
            assert inside, (i, card)
            middle = (min(b.y for b in inside) + max(b.bottom for b in inside)) / 2
            assert card.y + card.h / 3 < middle < card.bottom - card.h / 3, (i, card)
