"""The banker's reference sheet (every deed's numbers in one table, and the money rules) and
the score sheet."""

from companion.games.eurobusiness.i18n import ngettext
from companion.games.eurobusiness.kit_cards import railways
from companion.games.eurobusiness.kit_words import Words
from companion.games.eurobusiness.state import hotels, houses, interest
from companion.printing.kit_parts import score_sheet
from companion.printing.model import Document, Section


def reference(w: Words) -> Document:
    data, r = w.data, w.data["rules"]
    heads = w["columns"]
    cities = [("#", heads["field"], heads["price"], heads["rent"], "1", "2", "3", "4",
               heads["hotel"], heads["house"], heads["mortgage"], heads["lift"])]
    for f in data["fields"]:
        if f["kind"] == "city":
            lift = f["mortgage"] + interest(data, f["mortgage"])
            cities.append((str(f["number"]), w.name(f), w.money(f["price"]),
                           *(w.money(x) for x in f["rents"]), w.money(f["house"]),
                           w.money(f["mortgage"]), w.money(lift)))
    others = [("#", heads["field"], heads["price"], heads["mortgage"], heads["lift"])]
    for f in data["fields"]:
        if f["kind"] in ("railway", "utility"):
            lift = f["mortgage"] + interest(data, f["mortgage"])
            others.append((str(f["number"]), w.name(f), w.money(f["price"]),
                           w.money(f["mortgage"]), w.money(lift)))
    rails = f"{w['railway_rents']}: " + ", ".join(
        f"{railways(n)} {w.money(x)}" for n, x in enumerate(r["railway_rents"], 1))
    utility = w["utility_rent"].format(f1=r["utility_factor"], f2=r["utility_both_factor"])
    return Document("reference", w["reference"], (
        Section(w["sheet_fields"], paragraphs=(w.doubled() + ".",), table=tuple(cities)),
        Section(w["sheet_other"], paragraphs=(rails + ".", utility + "."), table=tuple(others)),
        Section(w["sheet_rules"], items=tuple(line.format(**_values(w))
                                              for line in w["rules_lines"])),
    ))


def _values(w: Words) -> dict[str, str]:
    """The numbers the rules lines name, written as that language writes money and counts."""
    data, r = w.data, w.data["rules"]
    m, comp = data["money"], data["components"]
    notes = ", ".join(f"{n} x {w.money(v)}" for v, n in zip(m["denominations"], m["start_notes"]))
    amounts = {k: w.money(r[k]) for k in ("start_cash", "start_bonus", "parking_fee",
                                          "wealth_tax", "jail_early_fee", "jail_fine_total")}
    return amounts | {
        "notes": notes, "jail_rest": w.money(r["jail_fine_total"] - r["jail_early_fee"]),
        "smallest": w.money(min(m["denominations"])),
        "houses": houses(comp["houses"]), "hotels": hotels(comp["hotels"]),
        "city_houses": houses(r["max_houses"]),
        "sit_out": ngettext("sit out {n} turn", "sit out {n} turns", r["jail_turns"]).format(
            n=r["jail_turns"]),
        **{k: str(r[k]) for k in ("max_houses", "houses_per_round", "hotels_per_circuit",
                                  "mortgage_interest")},
    }


def score_rows(w: Words) -> dict[str, str]:
    """The parts of the wealth as `companion score` reports them, each with its label."""
    n = w.data["rules"]["max_houses"] + 1      # a hotel: the 4 houses and the surcharge
    rows = w["score_rows"]
    with w.speaking():
        hotel = ngettext("plus hotels, each at {n} house price",
                         "plus hotels, each at {n} house prices", n).format(n=n)
    return {**{k: rows[k] for k in ("cash", "property", "mortgaged", "houses")},
            "hotels": hotel, "debts": rows["debts"]}


def scores(w: Words, page_height: float) -> Document:
    return score_sheet(w.data["game"]["max_players"], score_rows(w).values(), w["score_legend"],
                       words=w["score_words"], page_height=page_height)
