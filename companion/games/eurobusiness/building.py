"""Houses and hotels bought evenly from the bank and sold back at half; mortgages."""

from companion.core.errors import RuleViolation
from companion.core.words import plural
from companion.games.eurobusiness import board, finance
from companion.games.eurobusiness.state import BANK, EuroState, dollars


def _my_city(state: EuroState, player: str, typed) -> int:
    number = state.find_field(typed, for_sale=True)
    if state.field(number)["kind"] != "city":
        raise RuleViolation(f"houses and hotels stand on cities only, and "
                            f"{state.label(number)} is not one")
    if state.owners.get(number) != player:
        raise RuleViolation(f"{state.label(number)} is not {player}'s")
    return number


def act_build(state: EuroState, action: dict) -> None:
    """One house (evenly, at most 4 a city), or a hotel once the whole country has 4."""
    player = state.player(action["player"])
    city = _my_city(state, player, action["city"])
    action.update(player=player, city=city)
    board.before_throw(state, player, "houses and hotels are bought only just before the "
                                      "buyer's own throw", "build")
    label, cost = state.label(city), state.field(city)["house"]
    country = state.country(city)
    if not state.holds_country(city):
        names = ", ".join(state.label(n) for n in country)
        raise RuleViolation(f"{player} must hold the whole country to build: {names}")
    if mortgaged := [n for n in country if n in state.mortgaged]:
        raise RuleViolation(f"{state.label(mortgaged[0])} is mortgaged: lift it before "
                            f"building in its country")
    finance.require_free(state, player, "buy buildings")
    finance.require_no_debts(state, player, "building")
    level, most = state.level(city), state.rules["max_houses"]
    if level > most:
        raise RuleViolation(f"{label} has its hotel: one hotel a city")
    finance.require_cash(state, player, cost, "a building")
    if level == most:
        _hotel(state, player, city, cost)
        return
    others = [state.level(n) for n in country if n != city]
    if others and level > min(others):
        raise RuleViolation(f"build evenly: {label} has {plural(level, 'house')}, another "
                            f"city of the country only {min(others)}")
    bought, limit = state.bought_houses.get(player, 0), state.rules["houses_per_round"]
    if bought >= limit:
        raise RuleViolation(f"{player} has bought {bought} houses this round: at most {limit}")
    if state.bank_houses() < 1:
        raise RuleViolation("the bank has no houses left: wait until some are sold back")
    state.pay(player, BANK, cost, f"builds house {level + 1} on {label}")
    state.houses[city] = level + 1
    state.bought_houses[player] = bought + 1


def _hotel(state: EuroState, player: str, city: int, cost: int) -> None:
    label, most = state.label(city), state.rules["max_houses"]
    short = [n for n in state.country(city) if state.level(n) < most]
    if short:
        raise RuleViolation(f"a hotel needs {most} houses on every city of the country; "
                            f"{state.label(short[0])} has {state.level(short[0])}")
    bought, limit = state.bought_hotels.get(player, 0), state.rules["hotels_per_circuit"]
    if bought >= limit:
        raise RuleViolation(f"{player} has bought {bought} hotels this circuit: at most {limit}")
    if state.bank_hotels() < 1:
        raise RuleViolation("the bank has no hotels left: wait until one is sold back")
    state.pay(player, BANK, cost, f"builds a hotel on {label} ({most} houses go back to "
                                  f"the bank)")
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
        raise RuleViolation(f"{label} has no buildings")
    if level > most:
        # half the 4 houses plus half the surcharge; the houses do not come back
        state.hotels.remove(city)
        state.pay(BANK, player, most * cost // share + cost // share, f"sells the hotel on "
                                                                       f"{label}")
        return
    state.houses[city] = level - 1
    if not state.houses[city]:
        del state.houses[city]
    state.pay(BANK, player, cost // share, f"sells a house on {label}")


def act_mortgage(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label = state.label(number)
    if state.owners.get(number) != player:
        raise RuleViolation(f"{label} is not {player}'s")
    if number in state.mortgaged:
        raise RuleViolation(f"{label} is already mortgaged")
    if state.level(number):
        raise RuleViolation(f"{label} has buildings: sell them to the bank first "
                            f"(`sell-building {player} {number}`)")
    state.mortgaged.append(number)
    state.pay(BANK, player, state.field(number)["mortgage"], f"mortgages {label}")


def act_unmortgage(state: EuroState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_field(action["field"], for_sale=True)
    action.update(player=player, field=number)
    label = state.label(number)
    if state.owners.get(number) != player:
        raise RuleViolation(f"{label} is not {player}'s")
    if number not in state.mortgaged:
        raise RuleViolation(f"{label} is not mortgaged")
    finance.require_no_debts(state, player, "lifting a mortgage")
    value, interest = state.field(number)["mortgage"], state.interest(number)
    finance.require_cash(state, player, value + interest, f"lifting it ({dollars(value)} and "
                                                          f"{dollars(interest)} interest)")
    state.pay(player, BANK, value + interest,
              f"lifts the mortgage of {label}: {dollars(value)} and 10% = {dollars(interest)}")
    state.mortgaged.remove(number)
