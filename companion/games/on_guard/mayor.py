"""Between months, before the Mayor names the First: an Alderman influencing him to be bumped
up the running order, and a new Alderman taking office (rulings 4 and 14)."""

from companion.core.errors import BadInput, RuleViolation
from companion.games.on_guard import towns
from companion.games.on_guard.month import check_playing, tried_mayor, waiting_line
from companion.games.on_guard.state import (
    BANK, BOX, GOLD, HOLDERS, SETTLERS, SUPPLY, WAGON, OnGuardState, caravan_name, money,
)


def _between_months(state: OnGuardState, what: str) -> None:
    check_playing(state)
    if state.activity:
        raise RuleViolation(f"{what} between months, before the First names the activity; "
                            f"now: {waiting_line(state)}")


def _behind_the_unchosen(state: OnGuardState, ahead_of: list[str]) -> int:
    """The first place in the running order behind everyone in `ahead_of` who has not been
    First this season: how far up one who has been First may go."""
    return max((i + 1 for i, p in enumerate(ahead_of) if p not in state.been_first), default=0)


def check_throw(state: OnGuardState, throw: int) -> None:
    dice = state.rules["influence_dice"]
    if not dice <= throw <= 6 * dice:
        raise BadInput(f"a throw of {dice} dice is {dice} to {6 * dice}, not {throw}")


def act_influence(state: OnGuardState, action: dict) -> None:
    """The Mayor influenced "[F1,7+]": the Alderman pays 1F and throws; on 7 or more the
    Mayor bumps them up the running order, never ahead of anyone not yet First this season
    if they have been First."""
    _between_months(state, "the Mayor is influenced")
    player = action["player"] = state.player(action["player"])
    rules, throw = state.rules, action["roll"]      # the throw checked by OnGuard.apply
    tried = tried_mayor(state, player)
    if tried:
        raise RuleViolation(tried)
    now = state.order.index(player)
    place = 0 if player not in state.been_first else \
        _behind_the_unchosen(state, state.order[:now])
    if place >= now:
        raise RuleViolation(f"{player} is at the head of the running order" if now == 0 else
                            f"{player} has been First this season and may not go ahead of "
                            f"{', '.join(state.order[:now])}, not yet First")
    cost = rules["influence_cost"]
    if not state.ledger.can_pay(player, cost):
        raise RuleViolation(f"influencing the Mayor costs {money(cost)}; {player} has "
                            f"{money(state.faradinars(player))}")
    state.pay(player, BANK, cost, "influences the Mayor")
    state.influenced.append(player)
    if throw < rules["influence_roll"]:
        state.note(f"a throw of {throw}: the Mayor is not moved ({rules['influence_roll']} or "
                   f"more was needed)")
        return
    state.order.insert(place, state.order.pop(now))
    state.note(f"a throw of {throw}: the Mayor bumps {player} up the running order: "
               f"{', '.join(state.order)}")


def act_join(state: OnGuardState, action: dict) -> None:
    """A new Alderman takes office (the 1000Cr investment, paid outside the game): as many
    Faradinars as there are other Aldermen, 1F more for each of them, the site of the seat,
    one more site revealed, and the setup values of the larger table."""
    _between_months(state, "a new Alderman takes office")
    name = action["name"] = _new_name(state, action["name"])
    rows, sitting = state.data["by_players"], list(state.players)
    if str(len(sitting) + 1) not in rows:
        raise RuleViolation(f"On Guard takes at most {len(sitting)} Aldermen (the data file's "
                            f"max_players)")
    if state.end:
        raise RuleViolation("THE END is coming: no Alderman takes office now")
    old, new = rows[str(len(sitting))], rows[str(len(sitting) + 1)]
    state.note(f"{name} invests {state.rules['investment']}Cr in the Lord's Demesne (paid "
               f"outside the game's Faradinars) and takes office as an Alderman")
    state.ledger.open(name)
    for kind in state.stock.books:
        state.stock.add_kind(kind, [name])
    state.sites[name], state.town[name] = [], []
    state.players.append(name)
    state.pay(BANK, name, new["faradinars"], "a new Alderman's Faradinars")
    for player in sitting:
        state.pay(BANK, player, state.rules["join_bonus"], f"{name} takes office")
    towns.grant_site(state, name, state.data["setup"]["starting_sites"][len(sitting)])
    state.move(SETTLERS, BOX, SUPPLY, new["settlers"] - old["settlers"],
               "more settlers heading for the Halls")
    state.move(SETTLERS, SUPPLY, WAGON, min(state.count(SUPPLY, SETTLERS), max(
        0, new["wagon"] - state.count(WAGON, SETTLERS))), "the wagon's cart-load for one more")
    state.move(GOLD, BOX, SUPPLY, new["gold_bars"] - old["gold_bars"], "a higher Gold Bar target")
    for caravan, size in zip(state.caravans, new["caravans"]):
        caravan["size"] = size
    state.cards += [{"activity": "prospect", "bonus": 0, "chosen": False}
                    for _ in range(new["prospecting"] - old["prospecting"])]
    towns.reveal(state, 1)
    state.order.insert(_behind_the_unchosen(state, state.order), name)
    state.note(f"Caravans: {', '.join(str(c['size']) for c in state.caravans)} wagons; the Gold "
               f"Bar target is {new['gold_bars']}; running order: {', '.join(state.order)}")


def _new_name(state: OnGuardState, typed: str) -> str:
    name = typed.strip()
    taken = {h.casefold() for h in HOLDERS} | {caravan_name(i).casefold()
                                               for i in range(len(state.caravans))}
    if not name or "," in name or name.startswith("-"):
        raise BadInput(f"{typed!r} cannot be an Alderman's name")
    if name.casefold() in taken:
        raise BadInput(f"{name!r} cannot be an Alderman's name (companion uses it)")
    seated = {p.casefold(): p for p in state.players}
    if name.casefold() in seated:
        raise BadInput(f"{seated[name.casefold()]} is an Alderman already")
    return name
