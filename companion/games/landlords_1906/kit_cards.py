"""The kit's cards and tokens: the green cards, Chance, Luxury, Education and Professor cards,
money, houses and Free Colleges."""

from companion.games.landlords_1906 import rules
from companion.games.landlords_1906.i18n import ngettext
from companion.games.landlords_1906.kit_board import house_size
from companion.games.landlords_1906.kit_common import PALETTE, usd
from companion.printing.kit_parts import mark, notes
from companion.printing.model import Card, CardSet, Face

COLLEGE_SIZE = (30.0, 30.0)


# --- the 29 green cards -------------------------------------------------------------------

def green_cards(data: dict) -> CardSet:
    """A Title Deed for every lot, a Charter for every railroad and franchise, the Broker's
    License: one green card for every space that is for sale, in board order."""
    makers = {"lot": _deed, "railroad": _railroad, "franchise": _franchise,
              "speculation": _license}
    back = PALETTE.back("green", "Title Deed · Charter · License")
    cards = tuple(Card(s["name"], makers[s["kind"]](s, data), back)
                  for s in data["spaces"] if s["kind"] in makers)
    return CardSet("green-cards", "Green cards", cards)


def _deed(space: dict, data: dict) -> Face:
    r = data["rules"]
    if space["row"] == 0:
        rent = "This lot pays no land rent."
    elif not r["advanced"]:
        rent = f"Land rent {usd(rules.land_rent(r['rent_table'], space['row'], 0))}."
    else:
        rows = (ngettext("{n} house", "{n} houses", n).format(n=n)
                + f"\t{usd(rules.land_rent(r['rent_table'], space['row'], n))}"
                for n in range(r["max_houses"] + 1))
        rent = "Land rent, by the fewest houses on any lot of its section:\n" + "\n".join(rows)
    body = (f"{rent}\nPlus {usd(r['house_rent'])} house rent a house; "
            f"at most {r['max_houses']} a lot.")
    return _green(space, "Title Deed", body, data)


def _railroad(space: dict, data: dict) -> Face:
    r = data["rules"]
    fares = "\n".join(ngettext("{n} railroad", "{n} railroads", n).format(n=n)
                      + f"\t{usd(rules.railroad_fare(r['railroad_fares'], n))}"
                      for n in range(1, len(r["railroad_fares"]) + 1))
    body = (f"Fare on each, by the railroads one owner holds:\n{fares}\n"
            f"A Trust (two owners hold them all)\t{usd(r['trust_fare'])}")
    return _green(space, "Railroad Charter", body, data)


def _franchise(space: dict, data: dict) -> Face:
    r = data["rules"]
    body = (f"Rate {usd(rules.franchise_rate(r, cinch=False))} from each player stopping here.\n"
            f"Municipal Cinch (one owner holds both franchises): "
            f"{usd(rules.franchise_rate(r, cinch=True))}.")
    return _green(space, "Franchise Charter", body, data)


def _license(space: dict, data: dict) -> Face:
    r = data["rules"]
    prizes = [f"{t}: {usd(p)}" for t, p in speculation_prizes(r)]
    pairs = "\n".join(" · ".join(prizes[i:i + 2]) for i in range(0, len(prizes), 2))
    caught = " or ".join(map(str, r["broker_caught"]))
    body = (f"Each speculator pays you {usd(r['speculation_ante'])} and throws again. "
            f"Prizes, from MISCELLANEOUS:\nany double: {usd(r['speculation_double'])}\n{pairs}\n"
            f"You take {r['broker_percent']}% of every prize. A {caught}: you go to JAIL and "
            "this card goes back to the pack.")
    return _green(space, "Broker's License", body, data, title="Broker's License")


def speculation_prizes(r: dict) -> list[tuple[int, int]]:
    """(throw, prize) from the highest total down, as rules.speculation pays them."""
    totals = range(5, 5 + len(r["speculation_payouts"]))
    throws = ((t - min(6, t - 1), min(6, t - 1)) for t in totals)   # no doubles among them
    return sorted(((a + b, rules.speculation(r, (a, b))[1]) for a, b in throws), reverse=True)


def _green(space: dict, kind: str, body: str, data: dict, title: str | None = None) -> Face:
    """A green card: the space's number in the corner, its sale price first, its rents a
    table (a tab between a label and its amount, icons.expand)."""
    return PALETTE.front("green", title=title or space["name"], corner=str(space["number"]),
                  body=f"For sale\t{usd(space['price'])}\n{body}",
                  footer=f"{kind} · counts {usd(data['rules']['card_value'])} at the end")


# --- red, Luxury, Education and Professor cards -------------------------------------------

def chance(data: dict) -> CardSet:
    cards = tuple(Card(c["id"], PALETTE.front("chance", title="Chance", body=c["text"],
                                       footer="red card" + mark(c)),
                       PALETTE.back("chance", "Chance")) for c in data["chance"])
    return CardSet("chance", "Chance cards", cards)


def luxury(data: dict) -> CardSet:
    h, n = data["house_rules"], data["components"]["luxury_cards"]
    value = usd(h["luxury_value"]) + mark(h, "luxury_value")
    front = PALETTE.front("luxury", title="Luxury", big=value,
                   body=f"Bought for {usd(h['luxury_price'])}{mark(h, 'luxury_price')} on the "
                        f"Luxury space. Counts {usd(h['luxury_value'])} at the end of the game.",
                   footer="Luxury card" + mark(h))
    card = Card("Luxury", front, PALETTE.back("luxury", "Luxury"))
    return CardSet("luxury", "Luxury cards", (card,) * n)


def education(data: dict) -> CardSet:
    """The Single Tax's blue Education cards and the Professor cards they are exchanged for."""
    st, counts = data["single_tax"], data["components"]
    need = st["education_per_professor"]
    edu = Card("Education", PALETTE.front("education", title="Education", big=f"1 of {need}",
                                   body=f"Taken on a visit to a Free College (Single Tax). "
                                        f"Exchange {need} for a Professor card.",
                                   footer="Single Tax"),
               PALETTE.back("education", "Education"))
    worth = usd(st["professor_value"])
    prof = Card("Professor", PALETTE.front("professor", title="Professor", big=worth,
                                    body=f"For {need} Education cards. Counts "
                                         f"{usd(st['professor_value'])} at the end of the game.",
                                    footer="Single Tax"),
                PALETTE.back("professor", "Professor"))
    cards = (edu,) * counts["education_cards"] + (prof,) * counts["professor_cards"]
    return CardSet("education", "Education and Professor cards", cards)


# --- money, houses, colleges ----------------------------------------------------------------

def money(data: dict) -> CardSet:
    return notes(zip(data["denominations"], data["note_counts"]), usd, "The Landlord's Game",
                 "Miscellaneous")


def houses(data: dict) -> CardSet:
    """House tokens: a house on brown, the most a lot may carry side by side in its band."""
    side = Face(colour="#a1887f", ink="#5d4023", layout="chip", big=":home:")
    return CardSet("houses", "Houses", (Card("House", side, side),) * rules.house_count(data),
                   house_size(data), backs=False)


def colleges(data: dict) -> CardSet:
    """A Free College for each college site of the Single Tax, named on both sides."""
    cards = []
    for work in data["public_works"]:
        if work["work"] == "college":
            side = Face(colour="#fff3c4", ink="#8a6d00", layout="chip", title="Free College",
                        body=work["space"], footer="Single Tax")
            cards.append(Card("Free College", side, side))
    return CardSet("colleges", "Free Colleges", tuple(cards), COLLEGE_SIZE, backs=False)
