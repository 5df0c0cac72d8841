"""Houses and hotels bought evenly from the bank and sold back at half from any city
(ruling 8); mortgages."""

from companion.core.errors import RuleViolation
from companion.core.money import in_parts
from companion.games.eurobusiness import board, finance
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness import state as words
from companion.games.eurobusiness.state import BANK, EuroState, dollars, times


def _my_city(state: EuroState, player: str, typed) -> int:
    number = state.find_field(typed, for_sale=True)
    if state.field(number)["kind"] != "city":
        raise RuleViolation(_("houses and hotels stand on cities only, and {field} is not "
                              "one").format(field=state.label(number)))
    if state.owners.get(number) != player:
        raise RuleViolation(_("{field} is not {player}'s").format(field=state.label(number),
                                                                  player=player))
    return number


def act_build(state: EuroState, action: dict) -> None:
    """One house (evenly, at most 4 a city), or a hotel once the whole country has 4."""
    player = state.player(action["player"])
    city = _my_city(state, player, action["city"])
    action.update(player=player, city=city)
    board.before_throw(state, player, _("houses and hotels are bought only just before the "
                                        "buyer's own throw: {player} may build {when}"))
    label, cost = state.label(city), state.field(city)["house"]
    country = state.country(city)
    if not state.holds_country(city):
        names = ", ".join(state.label(n) for n in country)
        raise RuleViolation(_("{player} must hold the whole country to build: {fields}").format(
            player=player, fields=names))
    if mortgaged := [n for n in country if n in state.mortgaged]:
        raise RuleViolation(_("{field} is mortgaged: lift it before building in its "
                              "country").format(field=state.label(mortgaged[0])))
    finance.require_free(state, player, _("{player} is in Jail and may not buy buildings"))
    finance.require_no_debts(state, player, _("building"))
    level, most = state.level(city), state.rules["max_houses"]
    if level > most:
        raise RuleViolation(_("{field} has its hotel: one hotel a city").format(field=label))
    finance.require_cash(state, player, cost, _("a building"))
    if level == most:
        _hotel(state, player, city, cost)
        return
    others = [state.level(n) for n in country if n != city]
    if others and level > min(others):
        raise RuleViolation(ngettext(
            "build evenly: {field} has {n} house, another city of the country only {fewest}",
            "build evenly: {field} has {n} houses, another city of the country only {fewest}",
            level).format(field=label, n=level, fewest=min(others)))
    bought, limit = state.bought_houses.get(player, 0), state.rules["houses_per_round"]
    if bought >= limit:
        raise RuleViolation(ngettext(
            "{player} has bought {n} houses this round: at most {limit}",
            "{player} has bought {n} houses this round: at most {limit}", bought).format(
            player=player, n=bought, limit=limit))
    if state.bank_houses() < 1:
        raise RuleViolation(_("the bank has no houses left: wait until some are sold back"))
    state.pay(player, BANK, cost, _("builds house {n} on {field}").format(n=level + 1,
                                                                         field=label))
    state.houses[city] = level + 1
    state.bought_houses[player] = bought + 1


def _hotel(state: EuroState, player: str, city: int, cost: int) -> None:
    label, most = state.label(city), state.rules["max_houses"]
    short = [n for n in state.country(city) if state.level(n) < most]
    if short:
        raise RuleViolation(ngettext(
            "a hotel needs {n} houses on every city of the country; {field} has {has}",
            "a hotel needs {n} houses on every city of the country; {field} has {has}",
            most).format(n=most, field=state.label(short[0]), has=state.level(short[0])))
    bought, limit = state.bought_hotels.get(player, 0), state.rules["hotels_per_circuit"]
    if bought >= limit:
        raise RuleViolation(ngettext(
            "{player} has bought {n} hotels this circuit: at most {limit}",
            "{player} has bought {n} hotels this circuit: at most {limit}", bought).format(
            player=player, n=bought, limit=limit))
    if state.bank_hotels() < 1:
        raise RuleViolation(_("the bank has no hotels left: wait until one is sold back"))
    state.pay(player, BANK, cost, ngettext(
        "builds a hotel on {field} ({n} houses go back to the bank)",
        "builds a hotel on {field} ({n} houses go back to the bank)", most).format(
        field=label, n=most))
    del state.houses[city]
    state.hotels.append(city)
    state.bought_hotels[player] = bought + 1


def act_sell_building(state: EuroState, action: dict) -> None:
    """Sell a house or the hotel back to the bank at half what it cost, from any city
    (ruling 8: the text sets no order for selling back)."""
    player = state.player(action["player"])
    city = _my_city(state, player, action["city"])
    action.update(player=player, city=city)
    label, cost, share = state.label(city), state.field(city)["house"], state.rules["sale_share"]
    level, most = state.level(city), state.rules["max_houses"]
    if level == 0:
        raise RuleViolation(_("{field} has no buildings").format(field=label))
    if level > most:
        # half the 4 houses plus half the surcharge; the houses do not come back
        state.hotels.remove(city)
        state.pay(BANK, player, most * cost // share + cost // share,
                  _("sells the hotel on {field}: {parts}").format(
                      field=label, parts=refund(state, city, hotel=True)))
        return
    state.houses[city] = level - 1
    if not state.houses[city]:
        del state.houses[city]
    state.pay(BANK, player, cost // share, _("sells a house on {field}: {parts}").format(
        field=label, parts=refund(state, city, houses=1)))


def refund(state: EuroState, city: int, *, houses: int = 0, hotel: bool = False) -> str:
    """What the bank pays back for buildings on `city`, by its parts: each at its cost
    divided by the sale share, `1 house x 50 $ (half what it cost)`; a hotel is the houses
    it stands for and its surcharge (each the price of a house)."""
    share, most = state.rules["sale_share"], state.rules["max_houses"]
    back = state.field(city)["house"] // share
    terms = [(1, times(words.houses(most), back)), (1, _("{amount} for the hotel").format(
        amount=dollars(back)))] if hotel else [(1, times(words.houses(houses), back))]
    return _("{parts} (1/{share} of the cost)").format(parts=in_parts(terms), share=share)


def act_mortgage(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label = state.label(number)
    if state.owners.get(number) != player:
        raise RuleViolation(_("{field} is not {player}'s").format(field=label, player=player))
    if number in state.mortgaged:
        raise RuleViolation(_("{field} is already mortgaged").format(field=label))
    if state.level(number):
        raise RuleViolation(_("{field} has buildings: sell them to the bank first "
                              "(`sell-building {player} {number}`)").format(
            field=label, player=player, number=number))
    state.mortgaged.append(number)
    state.pay(BANK, player, state.field(number)["mortgage"],
              _("mortgages {field}").format(field=label))


def act_unmortgage(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label = state.label(number)
    if state.owners.get(number) != player:
        raise RuleViolation(_("{field} is not {player}'s").format(field=label, player=player))
    if number not in state.mortgaged:
        raise RuleViolation(_("{field} is not mortgaged").format(field=label))
    finance.require_no_debts(state, player, _("lifting a mortgage"))
    value, interest = state.field(number)["mortgage"], state.interest(number)
    finance.require_cash(state, player, value + interest, _(
        "lifting it ({amount} and {interest} interest)").format(amount=dollars(value),
                                                                interest=dollars(interest)))
    state.pay(player, BANK, value + interest, _("lifts the mortgage of {field}: {parts}").format(
        field=label, parts=in_parts([(1, dollars(value)), (1, state.interest_words(number))])))
    state.mortgaged.remove(number)
