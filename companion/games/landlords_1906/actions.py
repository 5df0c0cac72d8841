"""The table's decisions: buying, declining, building, selling, jail, speculation, the Trust."""

from companion.core.errors import RuleViolation
from companion.games.landlords_1906 import finance, landing, loans, rules, turns
from companion.games.landlords_1906.i18n import N_, _, ngettext
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
        raise RuleViolation(_("under the Single Tax Title Deeds are of no value and not sold: "
                              "build on an unimproved lot instead (`companion build`)"))
    finance.require_no_debts(state, player, N_("before buying"))
    if state.phase == "setup":
        _buy_at_deal(state, player, number, paid)
    else:
        _buy_in_play(state, player, number, paid)
    if not state.ledger.can_pay(player, paid):
        raise RuleViolation(_("{player} has {cash}, cannot pay {price} for {card}").format(
            player=player, cash=money(state.ledger.balance(player)), price=money(paid),
            card=label))
    state.pay(player, TREASURY, paid, _("buys {card}").format(card=label))
    state.owners[number] = player
    _follow_up(state, player, number)


def _buy_at_deal(state: LandlordState, player: str, number: int, paid: int) -> None:
    price = state.space(number)["price"]
    if paid != price:
        raise RuleViolation(_("at the deal cards sell at their sale price, {price}").format(
            price=money(price)))
    if state.dealt is None:
        raise RuleViolation(_("at the deal each player buys only cards dealt to them: deal "
                              "first (`companion deal`), record the table's own deal (`companion "
                              "deal --hand {player}={number}`), or take the average hands "
                              "(`companion deal --average`)").format(player=player, number=number))
    if number not in state.dealt[player]:
        raise RuleViolation(_("{card} was not dealt to {player} (see `companion status`)").format(
            card=state.label(number), player=player))


def _buy_in_play(state: LandlordState, player: str, number: int, paid: int) -> None:
    pending, price = state.pending, state.space(number)["price"]
    if not pending or pending["space"] != number:
        raise RuleViolation(_("{card} is bought from the pack only when a player stops on "
                              "it").format(card=state.label(number)))
    if paid < price:
        raise RuleViolation(_("no card leaves the pack below its sale price, {price}").format(
            price=money(price)))


def _follow_up(state: LandlordState, buyer: str, number: int) -> None:
    """After a sale on landing, the lander pays what the space now calls for (Rule 7)."""
    pending = state.pending
    if not pending or pending["space"] != number or pending["kind"] != "sale":
        return
    state.pending = None
    lander = pending["player"]
    if lander != buyer:
        state.note(_("{player} did not match {buyer}'s bid").format(player=lander, buyer=buyer))
        landing.arrive(state, lander, number)


def act_decline(state: LandlordState, action: dict) -> None:
    """No one buys the card of the space stopped on (Rules 7 and 9)."""
    pending = state.pending
    if not pending or pending["kind"] != "sale":
        raise RuleViolation((
            _("no card is for sale: `companion decline` says no one buys the card of the space "
              "stopped on; to refuse Speculation: `companion speculate {player} --refuse`")
            if pending else
            _("no card is for sale: `companion decline` says no one buys the card of the space "
              "stopped on")).format(player=pending and pending["player"]))
    state.pending = None
    player, number = pending["player"], pending["space"]
    state.note(_("No one buys {card}").format(card=state.label(number)))
    landing.unsold(state, player, number)


# --- houses ---------------------------------------------------------------------------
def act_build(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    lot = state.find_space(action["lot"])
    action["lot"] = lot
    count, bid = action.get("count", 1), action.get("bid", 0)
    label = state.label(lot)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise RuleViolation(_("build at least one house, not {count!r}").format(count=count))
    if state.space(lot)["kind"] != "lot":
        raise RuleViolation(_("houses stand on lots only, and {space} is not one").format(
            space=label))
    standing = state.houses.get(lot, 0)
    if state.single_tax:
        right = _building_right(state, player, lot, bid)
    else:
        if bid:
            raise RuleViolation(_("bids for building rights belong to the Single Tax"))
        if state.owners.get(lot) != player:
            raise RuleViolation(_("{lot} is not {player}'s lot").format(lot=label, player=player))
        right = 0
    most = state.rules["max_houses"]
    if standing + count > most:
        raise RuleViolation(ngettext("{lot} has {n} house; at most {most} stand on a lot",
                                     "{lot} has {n} houses; at most {most} stand on a lot",
                                     standing).format(lot=label, n=standing, most=most))
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    finance.require_no_debts(state, player, N_("before building"))
    cost = count * state.data["house_rules"]["house_price"]
    if not state.ledger.can_pay(player, cost + right):
        raise RuleViolation((
            ngettext("{player} has {cash}; building {n} house costs {cost} and the right to "
                     "build {right}",
                     "{player} has {cash}; building {n} houses costs {cost} and the right to "
                     "build {right}", count) if right else
            ngettext("{player} has {cash}; building {n} house costs {cost}",
                     "{player} has {cash}; building {n} houses costs {cost}", count)).format(
            player=player, cash=money(state.ledger.balance(player)), n=count, cost=money(cost),
            right=money(right)))
    state.pay(player, TREASURY, right, (
        _("bid for the right to build on {lot} (Single Tax Rule 4)") if bid else
        _("land rent for the right to build on {lot} (Single Tax Rule 4)")).format(lot=label))
    state.pay(player, MISC, cost, ngettext("builds {n} house on {lot}", "builds {n} houses on {lot}",
                                           count).format(n=count, lot=label))
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
            raise RuleViolation(ngettext(
                "{lot} is already improved ({n} house of {builder}'s): under the Single Tax a "
                "player improves a bare lot, or adds to their own houses",
                "{lot} is already improved ({n} houses of {builder}'s): under the Single Tax a "
                "player improves a bare lot, or adds to their own houses", standing).format(
                lot=label, n=standing, builder=builder))
        if bid:
            raise RuleViolation(_("{player} improved {lot} already: no bid to add houses").format(
                player=player, lot=label))
        return 0
    if state.turn == player and state.positions[player] == lot:
        if bid:
            raise RuleViolation(_("{player} paid the land rent on stopping at {lot}: no "
                                  "bid").format(player=player, lot=label))
        return 0
    rent = state.land_rent(lot)
    if bid and bid < rent:
        raise RuleViolation(_("the right to build on {lot} costs at least its land rent, "
                              "{rent}").format(lot=label, rent=money(rent)))
    return bid or rent


# --- trading between players ----------------------------------------------------------
def act_sell(state: LandlordState, action: dict) -> None:
    seller = state.player(action["seller"])
    buyer = state.player(action["buyer"])
    number = state.find_space(action["property"], for_sale=True)
    action["property"] = number
    price, label = action.get("price", 0), state.label(number)
    if seller == buyer:
        raise RuleViolation(_("{player} cannot sell to themselves").format(player=seller))
    if state.owners.get(number) != seller and state.house_owners.get(number) != seller:
        raise RuleViolation(_("{player} holds neither the card nor houses of {card}").format(
            player=seller, card=label))
    if number in loans.pledged(state):
        raise RuleViolation(_("{card} is mortgaged for a note: repay it first (`companion repay "
                              "{player} {number}`)").format(card=label, player=seller,
                                                            number=number))
    # a debtor's cash is the creditors', and a card handed to a debtor and sold on is money
    # toward the debt in disguise (ruling 18): a debtor buys from no one (ruling 9)
    finance.require_no_debts(state, buyer, N_("before buying"))
    _not_given_away(state, seller, buyer, number, price)
    if not state.ledger.can_pay(buyer, price):
        raise RuleViolation(_("{player} has {cash}, cannot pay {price}").format(
            player=buyer, cash=money(state.ledger.balance(buyer)), price=money(price)))
    state.pay(buyer, seller, price, _("buys {card} from {seller}").format(card=label,
                                                                          seller=seller))
    if state.owners.get(number) == seller:
        state.owners[number] = buyer
    if state.house_owners.get(number) == seller:
        state.house_owners[number] = buyer
        houses = state.houses[number]
        state.note(ngettext("{player} takes over {n} house on {lot}",
                            "{player} takes over {n} houses on {lot}", houses).format(
            player=buyer, n=houses, lot=label))


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
        raise RuleViolation(_("{player} owes {creditors}: {card} goes to another player for no "
                              "less than {worth}, its sale price and houses (ruling 19, a house "
                              "rule)").format(player=seller, creditors=", ".join(sorted(creditors)),
                                              card=state.label(number), worth=money(worth)))


# --- jail ----------------------------------------------------------------------------
def act_jail(state: LandlordState, action: dict) -> None:
    """Rule 6: out by the fine or a double; no more than three missed turns for a player with
    property enough to realize the fine, who then pays it and moves with that throw."""
    player = state.player(action["player"])
    if player not in state.jailed:
        raise RuleViolation(_("{player} is not in JAIL").format(player=player))
    turns.require_turn(state, player)
    if state.pending:   # a throw in JAIL is a turn: none passes while the table decides
        raise RuleViolation(landing.pending_hint(state))
    fine, most = state.rules["jail_fine"], state.rules["jail_max_turns"]
    if action.get("pay"):
        if not state.ledger.can_pay(player, fine):
            raise RuleViolation(_("{player} has {cash}, the fine is {fine}").format(
                player=player, cash=money(state.ledger.balance(player)), fine=money(fine)))
        turns.take_turn(state, player, over=False)
        state.pay(player, TREASURY, fine, _("JAIL fine"))
        _release(state, player, _("{player} pays the fine").format(player=player))
        return
    dice = rules.parse_dice(action["dice"], state.rules["dice_faces"])
    throw = f"{dice[0]}+{dice[1]}"
    if dice[0] == dice[1]:
        turns.take_turn(state, player, over=False)
        _release(state, player, _("{player} throws a double ({throw}) and has served the "
                                  "time").format(player=player, throw=throw), dice)
        return
    missed = state.jailed[player]
    if missed < most or loans.raisable(state, player) < fine:
        turns.take_turn(state, player)
        state.jailed[player] = missed + 1
        state.note((
            _("{player} throws {throw}, no double: stays in JAIL ({missed} of at most {most} "
              "turns missed); this throw does not move") if missed < most else
            _("{player} throws {throw}, no double: stays in JAIL ({missed} turns missed: without "
              "property enough to realize the {fine} fine, {player} stays until a double or the "
              "fine); this throw does not move")).format(
            player=player, throw=throw, missed=missed + 1, most=most, fine=money(fine)))
        return
    turns.take_turn(state, player, over=False)
    finance.charge(state, player, TREASURY, fine, _("JAIL fine after {most} missed turns").format(
        most=most))
    _release(state, player, _("{player} has missed {most} turns: pays the fine").format(
        player=player, most=most), dice)
    state.throw_due[player] = sum(dice)   # ruling 6: and moves with that throw


def _release(state: LandlordState, player: str, how: str, dice=None) -> None:
    """`how`: the whole first sentence, 'Ann pays the fine'; then how the player leaves."""
    del state.jailed[player]
    if state.debts_of(player) and not landing.may_move_owing(state, player):
        state.note(_("{how}; leaves JAIL, but moves (`companion move {player} {steps}`) only "
                     "once the debt is paid").format(how=how, player=player,
                                                     steps=sum(dice) if dice else "STEPS"))
    elif dice:
        state.note(_("{how}; leaves JAIL and moves with this throw, counting from Shelter: "
                     "`companion move {player} {steps}`").format(how=how, player=player,
                                                                 steps=sum(dice)))
    else:
        state.note(_("{how}; leaves JAIL: throw and `companion move {player} STEPS`").format(
            how=how, player=player))


# --- speculation -------------------------------------------------------------------------
def act_speculate(state: LandlordState, action: dict) -> None:
    """Rule 8: refuse (stay where the checker was), or pay the ante and throw."""
    player = state.player(action["player"])
    refuse = bool(action.get("refuse"))
    if refuse == bool(action.get("dice")):
        raise RuleViolation(_("give the throw (`companion speculate {player} 3,4`) or refuse "
                              "(`companion speculate {player} --refuse`)").format(player=player))
    dice = None if refuse else rules.parse_dice(action["dice"], state.rules["dice_faces"])
    pending = state.pending
    if not pending or pending["kind"] != "speculation" or pending["player"] != player:
        raise RuleViolation(_("{player} speculates only on stopping at Speculation").format(
            player=player))
    if refuse:
        state.pending = None
        landing.place(state, player, pending["from"])
        state.note(_("{player} refuses to speculate and stays on {space}").format(
            player=player, space=state.label(pending["from"])))
        return
    ante = state.rules["speculation_ante"]
    wages = state.wages() if pending["wages"] else 0
    if state.debts_of(player) or state.ledger.balance(player) + wages < ante:
        raise RuleViolation(_("{player} cannot pay the {ante} ante: `companion speculate "
                              "{player} --refuse`").format(player=player, ante=money(ante)))
    state.pending = None
    if pending["wages"]:
        landing.pay_wages(state, player)
    number = pending["space"]
    broker = state.owners.get(number)
    house = broker or MISC
    finance.charge(state, player, house, ante, _("speculation ante"))
    outcome, winnings = rules.speculation(state.rules, dice)
    throw = f"{dice[0]}+{dice[1]}"
    if outcome == "win":
        state.pay(MISC, player, winnings, _("speculation wins on {throw}").format(throw=throw))
        share = rules.broker_share(winnings, state.rules["broker_percent"])
        finance.charge(state, player, house, share, (
            _("{percent}% of {winnings} to the Broker") if broker else
            _("{percent}% of {winnings} to the pile")).format(
            percent=state.rules["broker_percent"], winnings=money(winnings)))
    elif outcome == "caught":
        state.note(_("{throw}: the Broker is caught in a skin game; {player} wins nothing").format(
            throw=throw, player=player))
        if broker:
            del state.owners[number]
            state.note(_("{player}'s Broker's License goes back to the pack").format(
                player=broker))
            loans.unpledge(state, number)
            landing.send_to_jail(state, broker)
    else:
        state.note(_("{throw}: {player} wins nothing").format(throw=throw, player=player))


# --- the Trust ---------------------------------------------------------------------------
def act_trust(state: LandlordState, action: dict) -> None:
    members = [state.player(n) for n in action["members"]]
    if len(set(members)) != 2:
        raise RuleViolation(_("a Trust is formed by two different players"))
    if not state.trust_possible(members):
        roads = len(state.of_kind("railroad"))
        raise RuleViolation(_("{first} and {second} must hold all {count} railroads between "
                              "them, each at least one").format(first=members[0],
                                                                second=members[1], count=roads))
    state.trust = members
    state.note(_("{first} and {second} pool their railroads in a Trust: {fare} a fare, "
                 "shared").format(first=members[0], second=members[1],
                                  fare=money(state.rules["trust_fare"])))


def end_trust(state: LandlordState) -> None:
    """After every action: a Trust whose members no longer pass the test that formed it
    (sold a railroad away, or one took them all, or the public bought one) is dissolved."""
    if not state.trust or state.trust_holds():
        return
    held = ", ".join(f"{m} {state.railroads_of(m)}" for m in state.trust)
    state.note(_("The Trust of {first} and {second} is dissolved (railroads held: {held}): fares "
                 "follow each owner's railroads again").format(
        first=state.trust[0], second=state.trust[1], held=held))
    state.trust = []


# --- going broke -------------------------------------------------------------------------
def act_poorhouse(state: LandlordState, action: dict) -> None:
    """Rule 12: a player who cannot pay, borrow, sell or mortgage goes to the Poor House and
    stays until their next turn. What they owe stays owed, paid as cash comes in."""
    player = state.player(action["player"])
    if state.single_tax:
        raise RuleViolation(_("the Single Tax abolishes the Poor House: `companion opportunity "
                              "{player} SPACE STEPS`").format(player=player))
    if player in state.jailed:
        raise RuleViolation(_("{player} is in JAIL: the Poor House waits until they are "
                              "out").format(player=player))
    finance.require_stuck(state, player, bool(action.get("no_buyer")))
    if state.pending and state.pending["player"] == player:
        raise RuleViolation(landing.pending_hint(state))
    if player not in state.poor:
        state.poor.append(player)
    finance.pay_what_is_left(state, player)
    landing.place(state, player, state.poor_house())
    state.note(_("{player} goes to the POOR HOUSE until their next turn, still owing {owed} (paid "
                 "as cash comes in); then {player} throws and moves out only if they can afford "
                 "the move").format(player=player, owed=finance.owed_to(state.debts_of(player))))

