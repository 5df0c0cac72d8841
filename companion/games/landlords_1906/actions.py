"""The table's decisions: buying, declining, building, selling, jail, speculation, the Trust."""

from companion.core.errors import RuleViolation
from companion.core.words import plural
from companion.games.landlords_1906 import finance, landing, loans, rules, turns
from companion.games.landlords_1906.i18n import _
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


# --- buying from the pack -------------------------------------------------------------
def act_buy(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_space(action["property"], for_sale=True)
    action["property"] = number
    label, price = state.label(number), state.space(number)["price"]
    paid = action.get("price") or price
    if state.owners.get(number) == player:
        raise RuleViolation(_("{player} already holds {card}").format(player=player, card=label))
    if number in state.owners:
        raise RuleViolation(_("{card} belongs to {owner}: buy it from them with `companion sell "
                              "{owner} {number} {player} --price AMOUNT`").format(
            card=label, owner=state.owners[number], number=number, player=player))
    if number in state.public:
        raise RuleViolation(_("{card} is publicly owned and no longer for sale").format(
            card=label))
    if state.single_tax and state.space(number)["kind"] == "lot":
        raise RuleViolation("under the Single Tax Title Deeds are of no value and not sold: "
                            "build on an unimproved lot instead (`companion build`)")
    finance.require_no_debts(state, player, "buying")
    if state.phase == "setup":
        _buy_at_deal(state, player, number, paid)
    else:
        _buy_in_play(state, player, number, paid)
    if not state.ledger.can_pay(player, paid):
        raise RuleViolation(f"{player} has {money(state.ledger.balance(player))}, "
                            f"cannot pay {money(paid)} for {label}")
    state.pay(player, TREASURY, paid, f"buys {label}")
    state.owners[number] = player
    _follow_up(state, player, number)


def _buy_at_deal(state: LandlordState, player: str, number: int, paid: int) -> None:
    price = state.space(number)["price"]
    if paid != price:
        raise RuleViolation(f"at the deal cards sell at their sale price, {money(price)}")
    if state.dealt is None:
        raise RuleViolation(f"at the deal each player buys only cards dealt to them: deal "
                            f"first (`companion deal`), record the table's own deal "
                            f"(`companion deal --hand {player}={number}`), or take the "
                            f"average hands (`companion deal --average`)")
    if number not in state.dealt[player]:
        raise RuleViolation(f"{state.label(number)} was not dealt to {player} "
                            f"(see `companion status`)")


def _buy_in_play(state: LandlordState, player: str, number: int, paid: int) -> None:
    pending, price = state.pending, state.space(number)["price"]
    if not pending or pending["space"] != number:
        raise RuleViolation(f"{state.label(number)} is bought from the pack only when a "
                            f"player stops on it")
    if paid < price:
        raise RuleViolation(f"no card leaves the pack below its sale price, {money(price)}")


def _follow_up(state: LandlordState, buyer: str, number: int) -> None:
    """After a sale on landing, the lander pays what the space now calls for (Rule 7)."""
    pending = state.pending
    if not pending or pending["space"] != number or pending["kind"] != "sale":
        return
    state.pending = None
    lander = pending["player"]
    if lander != buyer:
        state.note(f"{lander} did not match {buyer}'s bid")
        landing.arrive(state, lander, number)


def act_decline(state: LandlordState, action: dict) -> None:
    """No one buys the card of the space stopped on (Rules 7 and 9)."""
    pending = state.pending
    if not pending or pending["kind"] != "sale":
        what = (f"; to refuse Speculation: `companion speculate {pending['player']} --refuse`"
                if pending else "")
        raise RuleViolation(f"no card is for sale: `companion decline` says no one buys the "
                            f"card of the space stopped on{what}")
    state.pending = None
    player, number = pending["player"], pending["space"]
    state.note(f"No one buys {state.label(number)}")
    landing.unsold(state, player, number)


# --- houses ---------------------------------------------------------------------------
def act_build(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    lot = state.find_space(action["lot"])
    action["lot"] = lot
    count, bid = action.get("count", 1), action.get("bid", 0)
    label = state.label(lot)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise RuleViolation(f"build at least one house, not {count!r}")
    if state.space(lot)["kind"] != "lot":
        raise RuleViolation(f"houses stand on lots only, and {label} is not one")
    standing = state.houses.get(lot, 0)
    if state.single_tax:
        right = _building_right(state, player, lot, bid)
    else:
        if bid:
            raise RuleViolation("bids for building rights belong to the Single Tax")
        if state.owners.get(lot) != player:
            raise RuleViolation(f"{label} is not {player}'s lot")
        right = 0
    most = state.rules["max_houses"]
    if standing + count > most:
        raise RuleViolation(f"{label} has {plural(standing, 'house')}; at most {most} stand "
                            f"on a lot")
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    finance.require_no_debts(state, player, "building")
    cost = count * state.data["house_rules"]["house_price"]
    if not state.ledger.can_pay(player, cost + right):
        extra = f" and the right to build {money(right)}" if right else ""
        raise RuleViolation(f"{player} has {money(state.ledger.balance(player))}; building "
                            f"{plural(count, 'house')} costs {money(cost)}{extra}")
    state.pay(player, TREASURY, right, f"{'bid' if bid else 'land rent'} for the right to "
                                       f"build on {label} (Single Tax Rule 4)")
    state.pay(player, MISC, cost, f"builds {plural(count, 'house')} on {label}")
    state.houses[lot] = standing + count
    state.house_owners[lot] = player


def _building_right(state: LandlordState, player: str, lot: int, bid: int) -> int:
    """Single Tax Rule 4 (ruling 13): a bare lot is improved by whoever stopped on it this turn
    (their land rent is paid), or by anyone else for the bid, or the land rent if no one bids
    against them, into the Treasury; its builder alone adds houses later."""
    label, standing = state.label(lot), state.houses.get(lot, 0)
    if standing:
        builder = state.house_owners.get(lot)
        if builder != player:
            raise RuleViolation(f"{label} is already improved ({plural(standing, 'house')} of "
                                f"{builder}'s): under the Single Tax a player improves a bare "
                                f"lot, or adds to their own houses")
        if bid:
            raise RuleViolation(f"{player} improved {label} already: no bid to add houses")
        return 0
    if state.turn == player and state.positions[player] == lot:
        if bid:
            raise RuleViolation(f"{player} paid the land rent on stopping at {label}: no bid")
        return 0
    rent = state.land_rent(lot)
    if bid and bid < rent:
        raise RuleViolation(f"the right to build on {label} costs at least its land rent, "
                            f"{money(rent)}")
    return bid or rent


# --- trading between players ----------------------------------------------------------
def act_sell(state: LandlordState, action: dict) -> None:
    seller = state.player(action["seller"])
    buyer = state.player(action["buyer"])
    number = state.find_space(action["property"], for_sale=True)
    action["property"] = number
    price, label = action.get("price", 0), state.label(number)
    if seller == buyer:
        raise RuleViolation(f"{seller} cannot sell to themselves")
    if state.owners.get(number) != seller and state.house_owners.get(number) != seller:
        raise RuleViolation(f"{seller} holds neither the card nor houses of {label}")
    if number in loans.pledged(state):
        raise RuleViolation(f"{label} is mortgaged for a note: repay it first "
                            f"(`companion repay {seller} {number}`)")
    # a debtor's cash is the creditors', and a card handed to a debtor and sold on is money
    # toward the debt in disguise (ruling 18): a debtor buys from no one (ruling 9)
    finance.require_no_debts(state, buyer, "buying")
    _not_given_away(state, seller, buyer, number, price)
    if not state.ledger.can_pay(buyer, price):
        raise RuleViolation(f"{buyer} has {money(state.ledger.balance(buyer))}, "
                            f"cannot pay {money(price)}")
    state.pay(buyer, seller, price, f"buys {label} from {seller}")
    if state.owners.get(number) == seller:
        state.owners[number] = buyer
    if state.house_owners.get(number) == seller:
        state.house_owners[number] = buyer
        state.note(f"{buyer} takes over {plural(state.houses[number], 'house')} on {label}")


def _not_given_away(state: LandlordState, seller: str, buyer: str, number: int,
                    price: int) -> None:
    """Ruling 19 (a house rule, `rules.debtor_sells_at_value`): a debtor sells to raise cash,
    so a card (with the seller's houses on it) goes to anyone but a creditor only for at
    least what it is worth as security."""
    if not state.rules["debtor_sells_at_value"]:
        return
    worth = loans.value(state, seller, number)
    creditors = {d.creditor for d in state.debts_of(seller)}
    if creditors and buyer not in creditors and price < worth:
        raise RuleViolation(f"{seller} owes {', '.join(sorted(creditors))}: "
                            f"{state.label(number)} goes to another player for no less than "
                            f"{money(worth)}, its sale price and houses (ruling 19, a house rule)")


# --- jail ----------------------------------------------------------------------------
def act_jail(state: LandlordState, action: dict) -> None:
    """Rule 6: out by the fine or a double; no more than three missed turns for a player with
    property enough to realize the fine, who then pays it and moves with that throw."""
    player = state.player(action["player"])
    if player not in state.jailed:
        raise RuleViolation(f"{player} is not in JAIL")
    if state.pending:   # a throw in JAIL is a turn: none passes while the table decides
        raise RuleViolation(landing.pending_hint(state))
    fine, most = state.rules["jail_fine"], state.rules["jail_max_turns"]
    if action.get("pay"):
        if not state.ledger.can_pay(player, fine):
            raise RuleViolation(f"{player} has {money(state.ledger.balance(player))}, "
                                f"the fine is {money(fine)}")
        turns.take_turn(state, player, "pays the JAIL fine", over=False)
        state.pay(player, TREASURY, fine, "JAIL fine")
        _release(state, player, "pays the fine")
        return
    dice = rules.parse_dice(action["dice"], state.rules["dice_faces"])
    throw = f"{dice[0]}+{dice[1]}"
    if dice[0] == dice[1]:
        turns.take_turn(state, player, "throws in JAIL", over=False)
        _release(state, player, f"throws a double ({throw}) and has served the time", dice)
        return
    missed = state.jailed[player]
    if missed < most or loans.raisable(state, player) < fine:
        turns.take_turn(state, player, "throws in JAIL")
        state.jailed[player] = missed + 1
        why = (f"{missed + 1} of at most {most} turns missed" if missed < most else
               f"{missed + 1} turns missed: without property enough to realize the "
               f"{money(fine)} fine, {player} stays until a double or the fine")
        state.note(f"{player} throws {throw}, no double: stays in JAIL ({why}); this throw "
                   f"does not move")
        return
    turns.take_turn(state, player, "throws in JAIL", over=False)
    finance.charge(state, player, TREASURY, fine, f"JAIL fine after {most} missed turns")
    _release(state, player, f"has missed {most} turns: pays the fine", dice)
    state.throw_due[player] = sum(dice)   # ruling 6: and moves with that throw


def _release(state: LandlordState, player: str, how: str, dice=None) -> None:
    del state.jailed[player]
    steps = f"{sum(dice)}" if dice else "STEPS"
    if state.debts_of(player) and not landing.may_move_owing(state, player):
        state.note(f"{player} {how}; leaves JAIL, but moves (`companion move {player} "
                   f"{steps}`) only once the debt is paid")
    elif dice:
        state.note(f"{player} {how}; leaves JAIL and moves with this throw, counting from "
                   f"Shelter: `companion move {player} {steps}`")
    else:
        state.note(f"{player} {how}; leaves JAIL: throw and `companion move {player} STEPS`")


# --- speculation -------------------------------------------------------------------------
def act_speculate(state: LandlordState, action: dict) -> None:
    """Rule 8: refuse (stay where the checker was), or pay the ante and throw."""
    player = state.player(action["player"])
    refuse = bool(action.get("refuse"))
    if refuse == bool(action.get("dice")):
        raise RuleViolation(f"give the throw (`companion speculate {player} 3,4`) or refuse "
                            f"(`companion speculate {player} --refuse`)")
    dice = None if refuse else rules.parse_dice(action["dice"], state.rules["dice_faces"])
    pending = state.pending
    if not pending or pending["kind"] != "speculation" or pending["player"] != player:
        raise RuleViolation(f"{player} speculates only on stopping at Speculation")
    if refuse:
        state.pending = None
        landing.place(state, player, pending["from"])
        state.note(f"{player} refuses to speculate and stays on {state.label(pending['from'])}")
        return
    ante = state.rules["speculation_ante"]
    wages = state.wages() if pending["wages"] else 0
    if state.debts_of(player) or state.ledger.balance(player) + wages < ante:
        raise RuleViolation(f"{player} cannot pay the {money(ante)} ante: `companion speculate "
                            f"{player} --refuse`")
    state.pending = None
    if pending["wages"]:
        landing.pay_wages(state, player)
    number = pending["space"]
    broker = state.owners.get(number)
    house = broker or MISC
    finance.charge(state, player, house, ante, "speculation ante")
    outcome, winnings = rules.speculation(state.rules, dice)
    throw = f"{dice[0]}+{dice[1]}"
    if outcome == "win":
        state.pay(MISC, player, winnings, f"speculation wins on {throw}")
        share = rules.broker_share(winnings, state.rules["broker_percent"])
        finance.charge(state, player, house, share, f"{state.rules['broker_percent']}% to the "
                                                    f"{'Broker' if broker else 'pile'}")
    elif outcome == "caught":
        state.note(f"{throw}: the Broker is caught in a skin game; {player} wins nothing")
        if broker:
            del state.owners[number]
            state.note(f"{broker}'s Broker's License goes back to the pack")
            loans.unpledge(state, number)
            landing.send_to_jail(state, broker)
    else:
        state.note(f"{throw}: {player} wins nothing")


# --- the Trust ---------------------------------------------------------------------------
def act_trust(state: LandlordState, action: dict) -> None:
    members = [state.player(n) for n in action["members"]]
    if len(set(members)) != 2:
        raise RuleViolation("a Trust is formed by two different players")
    if not state.trust_possible(members):
        roads = len(state.of_kind("railroad"))
        raise RuleViolation(f"{' and '.join(members)} must hold all {roads} railroads "
                            f"between them, each at least one")
    state.trust = members
    state.note(f"{members[0]} and {members[1]} pool their railroads in a Trust: "
               f"{money(state.rules['trust_fare'])} a fare, shared")


def end_trust(state: LandlordState) -> None:
    """After every action: a Trust whose members no longer pass the test that formed it
    (sold a railroad away, or one took them all, or the public bought one) is dissolved."""
    if not state.trust or state.trust_holds():
        return
    held = ", ".join(f"{m} {state.railroads_of(m)}" for m in state.trust)
    state.note(f"The Trust of {' and '.join(state.trust)} is dissolved (railroads held: "
               f"{held}): fares follow each owner's railroads again")
    state.trust = []


# --- going broke -------------------------------------------------------------------------
def act_poorhouse(state: LandlordState, action: dict) -> None:
    """Rule 12: a player who cannot pay, borrow, sell or mortgage goes to the Poor House and
    stays until their next turn. What they owe stays owed, paid as cash comes in."""
    player = state.player(action["player"])
    if state.single_tax:
        raise RuleViolation(f"the Single Tax abolishes the Poor House: "
                            f"`companion opportunity {player} SPACE STEPS`")
    if player in state.jailed:
        raise RuleViolation(f"{player} is in JAIL: the Poor House waits until they are out")
    finance.require_stuck(state, player, "the POOR HOUSE (Rule 12)",
                          bool(action.get("no_buyer")))
    if state.pending and state.pending["player"] == player:
        raise RuleViolation(landing.pending_hint(state))
    if player not in state.poor:
        state.poor.append(player)
    finance.pay_what_is_left(state, player)
    landing.place(state, player, state.poor_house())
    owed = ", ".join(f"{money(d.amount)} to {d.creditor}" for d in state.debts_of(player))
    state.note(f"{player} goes to the POOR HOUSE until their next turn, still owing {owed} "
               f"(paid as cash comes in); then {player} throws and moves out only if they can "
               f"afford the move")

