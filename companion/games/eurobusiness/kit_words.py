"""The kit's words in one language: field and card texts from the data, the kit's own words
from the game's catalog (locale/, counts through ngettext where they are used), and amounts
written the way that language writes them."""

from companion.core import i18n
from companion.games.eurobusiness.i18n import N_, _

NBSP, NARROW = "\u00a0", "\u202f"

WORDS = {   # the kit's own words by key; `Words` gives them in the kit's language
    "title": N_("Eurobusiness"),
    "board": N_("Board"),
    "deed": N_("Title Deed"),
    "rent_unbuilt": N_("Rent (unbuilt)"),
    # by the data's doubled_rent (ruling 1): the deed's text, or the rulebook's sentence
    "whole_country": {"unbuilt": N_("Whole country, none of it built: rent doubled"),
                      "country": N_("Whole country: every rent doubled")},
    "hotel": N_("Hotel"),
    "house_cost": N_("Each house costs {amount}"),
    # Translators: a Title Deed's last line; {houses} is "4 houses", given back for the hotel
    "hotel_cost": N_("A hotel: the {houses} back, plus {amount}"),
    "mortgage": N_("Mortgage value"),
    "mortgaged": N_("Mortgaged"),
    "lift": N_("Lift for {amount} (the mortgage and {interest}%)"),
    # Translators: before the rents of "1 railway", "2 railways" ... held by the owner
    "railway_rents": N_("Rent by the railways one owner holds"),
    "utility_rent": N_("Rent: {f1} x the dice total; {f2} x when one owner holds both"),
    "start": N_("Collect {amount} each time you pass or land"),
    "fee": N_("Pay {amount}"),
    "jail": N_("Jail / just visiting"),
    "free": N_("Nothing to pay"),
    "go_to_jail": N_("No Start bonus on the way"),
    "chance": N_("Take a card"),
    "bank": N_("Bank"),
    "house": N_("House"),
    "note_footer": N_("Eurobusiness bank"),
    "chance_pile": N_("{deck}: the pile"),
    "reference": N_("Banker's reference"),
    "sheet_fields": N_("The properties"),
    # Translators: the reference sheet's column heads; "Rent 0" heads the rent with no house,
    # followed by columns 1 to 4 (houses); "House" is a house's price
    "columns": {"field": N_("Field"), "price": N_("Price"), "rent": N_("Rent 0"),
                "hotel": N_("Hotel"), "house": N_("House"), "mortgage": N_("Mortgage"),
                "lift": N_("Lift")},
    "sheet_other": N_("Railways and utilities"),
    "sheet_rules": N_("The banker's rules"),
    "rules_lines": [
        N_("Each player starts with {start_cash}: {notes}."),
        N_("Start pays {start_bonus} when passed or landed on, not on the way to Jail."),
        N_("Guarded Parking: pay {parking_fee}. Wealth Tax: pay {wealth_tax}. Free Parking: "
           "nothing."),
        N_("Jail: {sit_out}, or pay {jail_early_fee} and throw for a double; no double: "
           "{jail_rest} more ({jail_fine_total} in all)."),
        N_("An unbought field is auctioned by the bank from half its price; the lander may bid."),
        N_("Build evenly on a whole unmortgaged country: at most {city_houses} a city, "
           "{houses_per_round} a round; a hotel when every city has {max_houses}, at most "
           "{hotels_per_circuit} a circuit. The bank holds {houses} and {hotels}."),
        N_("The bank buys buildings back at half their cost (a hotel: half of {max_houses} "
           "houses plus half the surcharge)."),
        N_("Mortgage: the deed's value from the bank; lifting costs it plus "
           "{mortgage_interest}%, rounded down to a {smallest} note."),
        N_("Insolvent towards a player: buildings sold back at half, cash and property to the "
           "creditor. Towards the bank: the bank takes all and auctions the plots."),
        N_("Wealth at the end: cash, property at its price (mortgaged: half), houses and hotels "
           "at their cost."),
    ],
    "score_words": {"title": N_("Score sheet"), "player": N_("Player"), "total": N_("Wealth"),
                    "place": N_("Place"),
                    # Translators: a game's line on the score sheet, a blank for the date
                    "game": N_("Game {n}   date ____________")},
    "score_rows": {"cash": N_("Cash"), "property": N_("plus property at its price (unmortgaged)"),
                   "mortgaged": N_("plus mortgaged property at half its price"),
                   "houses": N_("plus houses at their cost"),
                   "debts": N_("less debts still owed")},    # and the hotels': a count
    "score_legend": N_("When the agreed time is up, the greatest wealth wins; the last player "
                       "left on the board wins at once."),
}


class Words:
    """`w["deed"]`: a kit word in the kit's language; `with w.speaking():` for the counts."""

    def __init__(self, data: dict, lang: str):
        self.data, self.lang = data, lang

    def speaking(self):
        return i18n.speaking(self.lang)

    def __getitem__(self, key: str):
        with self.speaking():
            return _translated(WORDS[key])

    def money(self, amount: int) -> str:
        """`3,000 $` in English, `3 000 $` in Polish (a narrow space groups the thousands);
        no line breaks inside an amount."""
        grouped = f"{amount:,}"
        return f"{grouped.replace(',', NARROW) if self.lang == 'pl' else grouped}{NBSP}$"

    def doubled(self) -> str:
        """The deed's line on a whole country, as the data's `doubled_rent` reads the rule."""
        return self["whole_country"][self.data["rules"]["doubled_rent"]]

    def name(self, record: dict) -> str:
        """A field's, country's, deck's or card's text in this language (its English where
        a user's data file gives no other)."""
        return record.get(self.lang) or record["en"]

    def country(self, cid: str) -> dict:
        return next(c for c in self.data["countries"] if c["id"] == cid)


def _translated(words):
    if isinstance(words, dict):
        return {key: _translated(value) for key, value in words.items()}
    if isinstance(words, list):
        return [_translated(value) for value in words]
    return _(words)
