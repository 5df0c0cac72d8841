"""Between months, before the Mayor names the First: an Alderman influencing him to be bumped
up the running order, and a new Alderman taking office (rulings 4 and 14)."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.names import same_as, unreadable
from companion.games.on_guard import towns
from companion.games.on_guard.i18n import _
from companion.games.on_guard.month import tried_mayor
from companion.games.on_guard.turns import check_playing, waiting_line
from companion.games.on_guard.state import (
    BANK, BOX, GOLD, HOLDERS, SETTLERS, SUPPLY, WAGON, OnGuardState, caravan_name, money,
)


def _between_months(state: OnGuardState, what: str) -> None:
    """Refused while an activity is under way: `what` is a whole message with {now}."""
    check_playing(state)
    if state.activity:
        raise RuleViolation(what.format(now=waiting_line(state)))


def _behind_the_unchosen(state: OnGuardState, ahead_of: list[str]) -> int:
    """The first place in the running order behind everyone in `ahead_of` who has not been
    First this season: how far up one who has been First may go."""
    return max((i + 1 for i, p in enumerate(ahead_of) if p not in state.been_first), default=0)


def check_throw(state: OnGuardState, throw: int) -> None:
    dice = state.rules["influence_dice"]
    if not dice <= throw <= 6 * dice:
        raise BadInput(_("a throw of {dice} dice is {dice} to {most}, not {throw}").format(
            dice=dice, most=6 * dice, throw=throw))


def act_influence(state: OnGuardState, action: dict) -> None:
    """The Mayor influenced "[F1,7+]": the Alderman pays 1F and throws; on 7 or more the
    Mayor bumps them up the running order, never ahead of anyone not yet First this season
    if they have been First."""
    _between_months(state, _("the Mayor is influenced between months, before the First names "
                             "the activity; now: {now}"))
    player = action["player"] = state.player(action["player"])
    rules, throw = state.rules, action["roll"]      # the throw checked by OnGuard.apply
    tried = tried_mayor(state, player)
    if tried:
        raise RuleViolation(tried)
    now = state.order.index(player)
    place = 0 if player not in state.been_first else \
        _behind_the_unchosen(state, state.order[:now])
    if place >= now:
        raise RuleViolation((_("{player} is at the head of the running order") if now == 0
                             else _("{player} has been First this season and may not go ahead "
                                    "of {players}, not yet First")).format(
                                        player=player, players=", ".join(state.order[:now])))
    cost = rules["influence_cost"]
    if not state.ledger.can_pay(player, cost):
        raise RuleViolation(_("influencing the Mayor costs {cost}; {player} has {money}").format(
            cost=money(cost), player=player, money=money(state.faradinars(player))))
    state.pay(player, BANK, cost, _("influences the Mayor"))
    state.influenced.append(player)
    if throw < rules["influence_roll"]:
        state.note(_("a throw of {throw}: the Mayor is not moved ({needed} or more was needed)")
                   .format(throw=throw, needed=rules["influence_roll"]))
        return
    state.order.insert(place, state.order.pop(now))
    state.note(_("a throw of {throw}: the Mayor bumps {player} up the running order: "
                 "{order}").format(throw=throw, player=player, order=", ".join(state.order)))


def act_join(state: OnGuardState, action: dict) -> None:
    """A new Alderman takes office (the 1000Cr investment, paid outside the game): as many
    Faradinars as there are other Aldermen, 1F more for each of them, the site of the seat,
    one more site revealed, and the setup values of the larger table."""
    _between_months(state, _("a new Alderman takes office between months, before the First "
                             "names the activity; now: {now}"))
    name = action["name"] = _new_name(state, action["name"])
    rows, sitting = state.data["by_players"], list(state.players)
    if str(len(sitting) + 1) not in rows:
        raise RuleViolation(_("On Guard takes at most {n} Aldermen (the data file's "
                              "max_players)").format(n=len(sitting)))
    if state.end:
        raise RuleViolation(_("THE END is coming: no Alderman takes office now"))
    old, new = rows[str(len(sitting))], rows[str(len(sitting) + 1)]
    state.note(_("{name} invests {investment}Cr in the Lord's Demesne (paid outside the game's "
                 "Faradinars) and takes office as an Alderman").format(
                     name=name, investment=state.rules["investment"]))
    state.ledger.open(name)
    for kind in state.stock.books:
        state.stock.add_kind(kind, [name])
    state.sites[name], state.town[name] = [], []
    state.players.append(name)
    state.pay(BANK, name, new["faradinars"], _("a new Alderman's Faradinars"))
    for player in sitting:
        state.pay(BANK, player, state.rules["join_bonus"],
                  _("{name} takes office").format(name=name))
    replace = towns.grant_site(state, name, state.data["setup"]["starting_sites"][len(sitting)])
    state.move(SETTLERS, BOX, SUPPLY, new["settlers"] - old["settlers"],
               _("more settlers heading for the Halls"))
    state.move(SETTLERS, SUPPLY, WAGON, min(state.count(SUPPLY, SETTLERS), max(
        0, new["wagon"] - state.count(WAGON, SETTLERS))), _("the wagon's cart-load for one more"))
    state.move(GOLD, BOX, SUPPLY, new["gold_bars"] - old["gold_bars"],
               _("a higher Gold Bar target"))
    for caravan, size in zip(state.caravans, new["caravans"]):
        caravan["size"] = size
    state.cards += [{"activity": "prospect", "bonus": 0, "chosen": False}
                    for _n in range(new["prospecting"] - old["prospecting"])]
    towns.reveal(state, 1 + replace)
    state.order.insert(_behind_the_unchosen(state, state.order), name)
    state.note(_("Caravans: {sizes} wagons; the Gold Bar target is {target}; running order: "
                 "{order}").format(sizes=", ".join(str(c["size"]) for c in state.caravans),
                                   target=new["gold_bars"], order=", ".join(state.order)))


def _new_name(state: OnGuardState, typed: str) -> str:
    name = typed.strip()
    taken = {h.casefold() for h in HOLDERS} | {caravan_name(i).casefold()
                                               for i in range(len(state.caravans))}
    if not name or "," in name or name.startswith("-"):
        raise BadInput(_("{name!r} cannot be an Alderman's name").format(name=typed))
    if name.casefold() in taken:
        raise BadInput(_("{name!r} cannot be an Alderman's name (companion uses it)")
                       .format(name=name))
    if why := unreadable(name):
        raise BadInput(_("{name!r} cannot be an Alderman's name: {why}").format(
            name=name, why=why))
    if seated := same_as(name, state.players):
        raise BadInput(_("{name} is an Alderman already").format(name=seated))
    return name
