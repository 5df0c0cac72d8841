"""The banker's reference sheet (every deed's numbers in one table, and the money rules) and
the score sheet."""

from companion.games.eurobusiness.kit_words import Words
from companion.games.eurobusiness.state import interest
from companion.printing.kit_parts import score_sheet
from companion.printing.model import Document, Section


def reference(w: Words) -> Document:
    data, r = w.data, w.data["rules"]
    cities = [tuple(w["columns"])]
    for f in data["fields"]:
        if f["kind"] == "city":
            lift = f["mortgage"] + interest(data, f["mortgage"])
            cities.append((str(f["number"]), w.name(f), w.money(f["price"]),
                           *(w.money(x) for x in f["rents"]), w.money(f["house"]),
                           w.money(f["mortgage"]), w.money(lift)))
    others = [(w["columns"][0], w["columns"][1], w["columns"][2], w["columns"][-2],
               w["columns"][-1])]
    for f in data["fields"]:
        if f["kind"] in ("railway", "utility"):
            lift = f["mortgage"] + interest(data, f["mortgage"])
            others.append((str(f["number"]), w.name(f), w.money(f["price"]),
                           w.money(f["mortgage"]), w.money(lift)))
    rails = f"{w['railway_rents']}: " + ", ".join(
        f"{label} {w.money(x)}" for label, x in zip(w["railways_held"], r["railway_rents"]))
    utility = w["utility_rent"].format(f1=r["utility_factor"], f2=r["utility_both_factor"])
    return Document("reference", w["reference"], (
        Section(w["sheet_fields"], paragraphs=(w.doubled() + ".",), table=tuple(cities)),
        Section(w["sheet_other"], paragraphs=(rails + ".", utility + "."), table=tuple(others)),
        Section(w["sheet_rules"], items=tuple(line.format(**_values(w))
                                              for line in w["rules_lines"])),
    ))


def _values(w: Words) -> dict[str, str]:
    """The numbers the rules lines name, written as that language writes money."""
    data, r = w.data, w.data["rules"]
    m, comp = data["money"], data["components"]
    notes = ", ".join(f"{n} x {w.money(v)}" for v, n in zip(m["denominations"], m["start_notes"]))
    amounts = {k: w.money(r[k]) for k in ("start_cash", "start_bonus", "parking_fee",
                                          "wealth_tax", "jail_early_fee", "jail_fine_total")}
    return amounts | {
        "notes": notes, "jail_rest": w.money(r["jail_fine_total"] - r["jail_early_fee"]),
        "smallest": w.money(min(m["denominations"])),
        "houses": str(comp["houses"]), "hotels": str(comp["hotels"]),
        **{k: str(r[k]) for k in ("jail_turns", "max_houses", "houses_per_round",
                                  "hotels_per_circuit", "mortgage_interest")},
    }


def score_rows(w: Words) -> dict[str, str]:
    """The parts of the wealth as `companion score` reports them, each with its label."""
    hotel = w.data["rules"]["max_houses"] + 1      # a hotel: the 4 houses and the surcharge
    return {key: label.format(n=hotel) for key, label in w["score_rows"].items()}


def scores(w: Words, page_height: float) -> Document:
    return score_sheet(w.data["game"]["max_players"], score_rows(w).values(), w["score_legend"],
                       words=w["score_words"], page_height=page_height)
