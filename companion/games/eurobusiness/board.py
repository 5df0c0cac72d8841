"""Moving tokens round the 40 fields and doing what the field landed on says."""

from companion.core.errors import RuleViolation
from companion.core.money import in_parts
from companion.games.eurobusiness import claims, finance
from companion.games.eurobusiness.data import BOARD_SIZE
from companion.games.eurobusiness.i18n import _, ngettext
from companion.games.eurobusiness.state import BANK, EuroState, dollars, name

THROWS = range(2, 13)     # the total of two six-sided dice


# --- moving -------------------------------------------------------------------------
def act_move(state: EuroState, action: dict) -> None:
    """The active player's throw; a double waits for the second throw, which moves by the
    sum of both; a double again sends to Jail."""
    player = state.player(action["player"])
    action["player"] = player
    steps, double = action["steps"], bool(action.get("double"))
    if not isinstance(steps, int) or isinstance(steps, bool) or steps not in THROWS:
        raise RuleViolation(_("two dice total 2 to 12, not {steps}").format(steps=steps))
    if double and steps % 2:
        raise RuleViolation(_("a double totals an even number, not {steps}").format(
            steps=steps))
    if not double and steps in (THROWS[0], THROWS[-1]):
        raise RuleViolation(_("a throw of {steps} is always a double ({half} and {half}): "
                              "`move {player} {steps} --double`").format(
            steps=steps, half=steps // 2, player=player))
    ready(state, player)
    if player in state.jailed:
        raise RuleViolation(_("{player} is in Jail: `jail {player} --wait`, "
                              "`jail {player} --throw 3,3` or `jail {player} --card`").format(
            player=player))
    state.phase = "play"
    state.rents.clear()                           # the next throw: a rent not claimed stands
    first = state.first_throw.pop(player, None)
    if first is None and double:
        state.first_throw[player] = steps
        state.note(_("{player} throws a double ({steps}): throw again, the token moves by "
                     "the sum of both throws (`move {player} STEPS`)").format(
            player=player, steps=steps))
        return
    state.bought_houses[player] = 0               # a new round of building for this player
    if first is not None and double:
        state.note(_("{player} throws a double again").format(player=player))
        send_to_jail(state, player)
    else:
        travel(state, player, steps + (first or 0), dice=steps + (first or 0))
    end_turn(state, player)


def act_land(state: EuroState, action: dict) -> None:
    """A field's bidding without a move (a table correction, or a card the table read)."""
    player = state.player(action["player"])
    action["player"] = player
    number = state.find_field(action["field"])
    action["field"] = number
    dice = action.get("dice")
    if dice is not None and dice not in THROWS:
        raise RuleViolation(_("two dice total 2 to 12, not {steps}").format(steps=dice))
    ready(state, player, turn=False)
    state.phase = "play"
    arrive(state, player, number, dice=dice)


def ready(state: EuroState, player: str, *, turn: bool = True) -> None:
    """Refuse a move while anything is unsettled (checks only: nothing changes here)."""
    _settled(state, None)
    if turn and player != state.active:
        raise RuleViolation(_("it is {active}'s turn, not {player}'s").format(
            active=state.active, player=player))


def _settled(state: EuroState, debtor: str | None) -> None:
    """Refuse while the game is over or a turn's business waits; the debts of `debtor`
    (who is raising cash) aside."""
    if state.phase == "over":
        raise RuleViolation(_("the game is over: {result}").format(result=state.outcome()))
    if state.offer:
        raise RuleViolation(offer_hint(state))
    if state.auctions:
        raise RuleViolation(_("the bank auctions {field} first: "
                              "`auction {number} --winner NAME --price P`, or "
                              "`auction {number}` if no one bids").format(
            field=state.label(state.auctions[0]), number=state.auctions[0]))
    for debt in state.debts:
        if debt.debtor != debtor:
            finance.require_no_debts(state, debt.debtor, _("the game goes on"))
    for who, due in state.chance_due.items():
        raise RuleViolation(_("{player} draws a {deck} Chance card first: `draw {player}`").format(
            player=who, deck=state.deck_word(due["deck"])))


def before_throw(state: EuroState, player: str, rule: str) -> None:
    """Refuse outside `player`'s own moment before their throw (`rule`, the refusal, names
    {player} and {when}, that moment in words): their turn has come
    (the last turn's business settled, their own debts aside) and they have not thrown yet.
    The text gives houses "immediately before his turn" and a sale to another player
    "Before his turn to roll" (ruling 14)."""
    if state.phase != "over" and (player != state.active or player in state.first_throw):
        raise RuleViolation(rule.format(player=player, when=next_moment(state, player)))
    _settled(state, player)


def next_moment(state: EuroState, player: str) -> str:
    """When `player`'s next moment before a throw comes, in words, with its command."""
    ahead = state.clockwise_from(state.active)
    between = ahead[:ahead.index(player)] if player != state.active else ahead[1:]
    return ngettext("after {names} has moved, before `move {player} STEPS`",
                    "after {names} have moved, before `move {player} STEPS`",
                    len(between)).format(names=and_list(between), player=player)


def and_list(names: list[str]) -> str:
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def end_turn(state: EuroState, player: str) -> None:
    if player not in state.first_throw and state.phase != "over":
        state.active = state.next_player(player)


def offer_hint(state: EuroState) -> str:
    offer = state.offer
    number, price = offer["field"], state.field(offer["field"])["price"]
    if offer["auction"]:
        start = price // state.rules["auction_start_share"]
        return _("{field} is auctioned from {amount}: `auction {number} --winner NAME "
                 "--price P`, or `auction {number}` if no one bids").format(
            field=state.label(number), amount=dollars(start), number=number)
    return _("{player} may buy {field} for {amount}: `buy {player} {number}`, or `decline` "
             "to auction it").format(player=offer["player"], field=state.label(number),
                                     amount=dollars(price), number=number)


def travel(state: EuroState, player: str, steps: int, *, back: bool = False,
           bonus: bool = True, dice: int | None = None) -> None:
    start = state.positions[player]
    if back:
        target = (start - 1 - steps) % BOARD_SIZE + 1
    else:
        target = (start - 1 + steps) % BOARD_SIZE + 1
        if bonus and start - 1 + steps >= BOARD_SIZE and target != 1:
            start_bonus(state, player, _("passes Start"))
    arrive(state, player, target, dice=dice)


def start_bonus(state: EuroState, player: str, how: str) -> None:
    state.pay(BANK, player, state.rules["start_bonus"], how)
    state.bought_hotels[player] = 0               # a new circuit of the board


def send_to_jail(state: EuroState, player: str) -> None:
    state.positions[player] = state.of_kind("jail")[0]
    state.jailed[player] = 0
    state.first_throw.pop(player, None)
    turns = state.rules["jail_turns"]
    state.note(ngettext("{player} goes to Jail (no Start bonus) and sits out {n} turn",
                        "{player} goes to Jail (no Start bonus) and sits out {n} turns",
                        turns).format(player=player, n=turns))


# --- landing ------------------------------------------------------------------------
def arrive(state: EuroState, player: str, number: int, dice: int | None = None) -> None:
    state.positions[player] = number
    kind = state.field(number)["kind"]
    if kind in ("city", "railway", "utility"):
        _property(state, player, number, dice)
    elif kind == "start":
        start_bonus(state, player, _("lands on Start"))
    elif kind == "fee":
        key = state.field(number)["fee"]
        finance.charge(state, player, BANK, state.rules[key], name(state.field(number)))
    elif kind == "go-to-jail":
        send_to_jail(state, player)
    elif kind == "chance":
        deck = state.field(number)["deck"]
        state.chance_due[player] = {"deck": deck}
        state.note(_("{player} draws a {deck} Chance card: `draw {player}` (or "
                     "`draw {player} CARD` for the card the table drew)").format(
            player=player, deck=state.deck_word(deck)))
    else:
        state.note(_("{player} stops on {field}").format(player=player,
                                                         field=state.label(number)))


def _property(state: EuroState, player: str, number: int, dice: int | None) -> None:
    owner = state.owners.get(number)
    label = state.label(number)
    if owner is None:
        state.offer = {"player": player, "field": number, "auction": False}
        state.note(offer_hint(state))
        return
    if owner == player:
        state.note(_("{player} stops on their own {field}").format(player=player, field=label))
        return
    if number in state.mortgaged:
        state.note(_("{field} is mortgaged: no rent").format(field=label))
        return
    if owner in state.jailed:
        state.note(_("{player} is in Jail and collects no rent").format(player=owner))
        return
    rent, why = rent_of(state, number, dice)
    claims.charged(state, player, owner, number, rent,
                   _("rent for {field}: {why}").format(field=label, why=why))


def rent_of(state: EuroState, number: int, dice: int | None) -> tuple[int, str]:
    """The rent a visitor owes the owner, and how it was reckoned."""
    space, owner = state.field(number), state.owners[number]
    if space["kind"] == "railway":
        held = sum(state.owners.get(n) == owner for n in state.of_kind("railway"))
        return (state.rules["railway_rents"][held - 1],
                ngettext("{player} holds {n} railway", "{player} holds {n} railways",
                         held).format(player=owner, n=held))
    if space["kind"] == "utility":
        if dice is None:
            raise RuleViolation(_("the rent of {field} depends on the dice: give the total "
                                  "with --dice N").format(field=state.label(number)))
        both = all(state.owners.get(n) == owner for n in state.of_kind("utility"))
        factor = state.rules["utility_both_factor" if both else "utility_factor"]
        return factor * dice, _("{factor} x the dice total {dice}").format(factor=factor,
                                                                            dice=dice)
    level = state.level(number)
    rent = space["rents"][level]
    what = (_("{amount} with a hotel") if level == 5 else
            ngettext("{amount} with {n} house", "{amount} with {n} houses", level) if level else
            _("{amount} unbuilt")).format(amount=dollars(rent), n=level)
    if not state.holds_country(number):
        return rent, what
    words = dict(amount=dollars(rent), player=owner, country=name(state.country_of(number)))
    if not any(state.level(n) for n in state.country(number)):   # the deed's text (ruling 1)
        return 2 * rent, in_parts([(1, what), (1, _(
            "{amount} doubled: {player} holds the whole country ({country}), none of it "
            "built").format(**words))])
    if state.rules["doubled_rent"] == "country":   # the rulebook sentence's reading, a switch
        return 2 * rent, in_parts([(1, what), (1, _(
            "{amount} doubled: {player} holds the whole country ({country})").format(**words))])
    return rent, what
