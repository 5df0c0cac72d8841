"""The kit's cards: 28 Title Deeds (mortgage on the back), both Chance decks, money,
houses and hotels."""

from companion.games.eurobusiness.i18n import ngettext
from companion.games.eurobusiness.kit_board import piece
from companion.games.eurobusiness.kit_words import Words
from companion.games.eurobusiness.state import houses as house_count
from companion.games.eurobusiness.state import interest
from companion.printing import guilloche
from companion.printing.kit_parts import NB, badge, notes
from companion.printing.model import Card, CardSet, Face

DEED_INK = "#333333"          # railways and utilities have no country colour


def icons(w: Words) -> dict[str, str]:
    """Each card kind's symbol: a deed's, and each Chance deck's in its colour."""
    return {"kind-deed": badge("document", DEED_INK),
            **{f"kind-{name}": badge("question", deck["colour"])
               for name, deck in w.data["decks"].items()}}


def deeds(w: Words) -> CardSet:
    """A Title Deed for every city, railway and utility, in board order: its price and rents
    a table (a tab between a label and its amount, icons.expand)."""
    cards = []
    for f in w.data["fields"]:
        if "price" not in f:
            continue
        ink = w.country(f["country"])["colour"] if f["kind"] == "city" else DEED_INK
        body = {"city": _city, "railway": _railway, "utility": _utility}[f["kind"]](w, f)
        front = Face(colour="#ffffff", ink=ink, title=f":kind-deed:{NB}{w.name(f)}",
                     corner=str(f["number"]),
                     body=f"{w['columns']['price']}\t{w.money(f['price'])}\n{body}",
                     footer=w["deed"] + (f" · {w.name(w.country(f['country']))}"
                                         if f["kind"] == "city" else ""))
        lift = f["mortgage"] + interest(w.data, f["mortgage"])
        back = Face(colour="#f2f2f2", ink=ink, layout="chip", title=w.name(f),
                    big=w.money(f["mortgage"]),
                    body=w["mortgage"] + "\n" + w["lift"].format(
                        amount=w.money(lift), interest=w.data["rules"]["mortgage_interest"]),
                    footer=w["mortgaged"])
        cards.append(Card(f["en"], front, back))
    return CardSet("deeds", w["deed"], tuple(cards))


def _city(w: Words, f: dict) -> str:
    rents = f["rents"]
    rows = [f"{w['rent_unbuilt']}\t{w.money(rents[0])}", w.doubled()]
    rows += [f"{house_count(n)}\t{w.money(r)}" for n, r in enumerate(rents[1:5], 1)]
    rows += [f"{w['hotel']}\t{w.money(rents[5])}",
             w["house_cost"].format(amount=w.money(f["house"])),
             w["hotel_cost"].format(houses=house_count(w.data["rules"]["max_houses"]),
                                    amount=w.money(f["house"]))]
    return "\n".join(rows)


def _railway(w: Words, f: dict) -> str:
    rents = w.data["rules"]["railway_rents"]
    return "\n".join([w["railway_rents"] + ":"]
                     + [f"{railways(n)}\t{w.money(r)}" for n, r in enumerate(rents, 1)])


def railways(n: int) -> str:
    """How many railways the owner holds, as a deed's rent line names them."""
    return ngettext("{n} railway", "{n} railways", n).format(n=n)


def _utility(w: Words, f: dict) -> str:
    r = w.data["rules"]
    return w["utility_rent"].format(f1=r["utility_factor"], f2=r["utility_both_factor"])


def chance(w: Words) -> CardSet:
    """Both decks, each card in its deck's colour with the deck named on the back."""
    cards = []
    for c in w.data["chance"]:
        deck = w.data["decks"][c["deck"]]
        title = w.name(deck)
        front = Face(colour="#ffffff", ink=deck["colour"], title=f":kind-{c['deck']}:{NB}{title}",
                     body=w.name(c),
                     footer=w["title"])
        back = Face(colour=deck["colour"], ink="#ffffff", text="#ffffff", layout="back",
                    title=w["title"], big="?", footer=title, pattern=guilloche.back(c["deck"]))
        cards.append(Card(f"{c['deck']}-{c['id']}", front, back))
    return CardSet("chance", w.name(w.data["decks"]["blue"]) + " · "
                   + w.name(w.data["decks"]["red"]), tuple(cards))


def money(w: Words) -> CardSet:
    m = w.data["money"]
    return notes(zip(m["denominations"], m["counts"]), w.money, w["title"], w["note_footer"],
                 w.lang)


def houses(w: Words) -> CardSet:
    comp = w.data["components"]
    house = Face(colour="#7fbf6a", ink="#2f5d23", layout="chip", big=":home:")
    hotel = Face(colour="#d9534f", ink="#7a1f1c", layout="chip", big=":hotel:")
    cards = (Card("house", house, house),) * comp["houses"] + (
        Card("hotel", hotel, hotel),) * comp["hotels"]
    return CardSet("houses", f"{w['house']} · {w['hotel']}", cards, piece(w.data),
                   backs=False)
