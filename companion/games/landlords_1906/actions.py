"""The table's decisions: buying, declining, building, selling, jail, speculation, the Trust."""

from companion.core.errors import RuleViolation
from companion.core.money import fmt
from companion.games.landlords_1906 import finance, landing, rules
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState


# --- buying from the pack -------------------------------------------------------------
def act_buy(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    number = state.find_space(action["property"], for_sale=True)
    action["property"] = number
    label, price = state.label(number), state.space(number)["price"]
    paid = action.get("price") or price
    if state.owners.get(number) == player:
        raise RuleViolation(f"{player} already holds {label}")
    if number in state.owners:
        raise RuleViolation(f"{label} belongs to {state.owners[number]}: buy it from them "
                            f"with `companion sell {state.owners[number]} {number} {player}`")
    if number in state.public:
        raise RuleViolation(f"{label} is publicly owned and no longer for sale")
    if state.single_tax and state.space(number)["kind"] == "lot":
        raise RuleViolation("under the Single Tax Title Deeds are of no value and not sold: "
                            "build on an unimproved lot instead (`companion build`)")
    finance.require_no_debts(state, player, "buying")
    if state.phase == "setup":
        _buy_at_deal(state, player, number, paid)
    else:
        _buy_in_play(state, player, number, paid)
    if not state.ledger.can_pay(player, paid):
        raise RuleViolation(f"{player} has ${fmt(state.ledger.balance(player))}, "
                            f"cannot pay ${fmt(paid)} for {label}")
    state.pay(player, TREASURY, paid, f"buys {label}")
    state.owners[number] = player
    _follow_up(state, player, number)


def _buy_at_deal(state: LandlordState, player: str, number: int, paid: int) -> None:
    price = state.space(number)["price"]
    if paid != price:
        raise RuleViolation(f"at the deal cards sell at their sale price, ${price}")
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
        raise RuleViolation(f"no card leaves the pack below its sale price, ${price}")


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
    pending = state.pending
    if not pending:
        raise RuleViolation("nothing is waiting for a decision")
    state.pending = None
    player, number = pending["player"], pending["space"]
    if pending["kind"] == "sale":
        state.note(f"No one buys {state.label(number)}")
        landing.unsold(state, player, number)
    else:
        landing.place(state, player, pending["from"])
        state.note(f"{player} refuses to speculate and stays on {state.label(pending['from'])}")


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
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    finance.require_no_debts(state, player, "building")
    standing, builder = state.houses.get(lot, 0), state.house_owners.get(lot)
    if state.single_tax:
        # Single Tax Rule 4: a house is erected on an unimproved lot (ruling 13)
        if standing:
            whose = "their own" if builder == player else f"{builder}'s"
            raise RuleViolation(f"{label} is already improved ({standing} of {whose} "
                                f"house(s)): under the Single Tax houses go up only on an "
                                f"unimproved lot")
    else:
        if bid:
            raise RuleViolation("bids for building rights belong to the Single Tax")
        if state.owners.get(lot) != player:
            raise RuleViolation(f"{label} is not {player}'s lot")
    most = state.rules["max_houses"]
    if standing + count > most:
        raise RuleViolation(f"{label} has {standing} house(s); at most {most} stand on a lot")
    cost = count * state.data["house_rules"]["house_price"]
    if not state.ledger.can_pay(player, cost + bid):
        raise RuleViolation(f"{player} has ${fmt(state.ledger.balance(player))}, "
                            f"{count} house(s) cost ${fmt(cost + bid)}")
    state.pay(player, TREASURY, bid, f"bid for the right to build on {label}")
    state.pay(player, MISC, cost, f"builds {count} house(s) on {label}")
    state.houses[lot] = standing + count
    state.house_owners[lot] = player


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
    if not state.ledger.can_pay(buyer, price):
        raise RuleViolation(f"{buyer} has ${fmt(state.ledger.balance(buyer))}, "
                            f"cannot pay ${fmt(price)}")
    state.pay(buyer, seller, price, f"buys {label} from {seller}")
    if state.owners.get(number) == seller:
        state.owners[number] = buyer
    if state.house_owners.get(number) == seller:
        state.house_owners[number] = buyer
        state.note(f"{buyer} takes over {state.houses[number]} house(s) on {label}")


# --- jail ----------------------------------------------------------------------------
def act_jail(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    if player not in state.jailed:
        raise RuleViolation(f"{player} is not in JAIL")
    fine = state.rules["jail_fine"]
    if action.get("pay"):
        if not state.ledger.can_pay(player, fine):
            raise RuleViolation(f"{player} has ${fmt(state.ledger.balance(player))}, "
                                f"the fine is ${fine}")
        state.pay(player, TREASURY, fine, "JAIL fine")
        _release(state, player, "pays the fine")
        return
    dice = rules.parse_dice(action["dice"], state.rules["dice_faces"])
    if dice[0] == dice[1]:
        _release(state, player, f"throws a double ({dice[0]}+{dice[1]}) and has served the time")
        return
    state.jailed[player] += 1
    missed, most = state.jailed[player], state.rules["jail_max_turns"]
    if missed < most:
        state.note(f"{player} throws {dice[0]}+{dice[1]}, no double: stays in JAIL "
                   f"({missed} of {most} turns)")
        return
    finance.charge(state, player, TREASURY, fine, f"JAIL fine after {most} missed turns")
    _release(state, player, f"has missed {most} turns and pays the fine")


def _release(state: LandlordState, player: str, how: str) -> None:
    del state.jailed[player]
    state.note(f"{player} {how}; leaves JAIL: `companion move {player} STEPS`")


# --- speculation -------------------------------------------------------------------------
def act_speculate(state: LandlordState, action: dict) -> None:
    player = state.player(action["player"])
    dice = rules.parse_dice(action["dice"], state.rules["dice_faces"])
    pending = state.pending
    if not pending or pending["kind"] != "speculation" or pending["player"] != player:
        raise RuleViolation(f"{player} speculates only on stopping at Speculation")
    state.pending = None
    if pending["wages"]:
        landing.pay_wages(state, player)
    number = pending["space"]
    broker = state.owners.get(number)
    house = broker or MISC
    finance.charge(state, player, house, state.rules["speculation_ante"], "speculation ante")
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
               f"${state.rules['trust_fare']} a fare, shared")


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
    player = state.player(action["player"])
    if state.single_tax:
        raise RuleViolation(f"the Single Tax abolishes the Poor House: "
                            f"`companion opportunity {player} SPACE`")
    if state.pending and state.pending["player"] == player:
        raise RuleViolation(landing.pending_hint(state))
    finance.require_broke(state, player, "the POOR HOUSE (Rule 12)")
    finance.write_off(state, player)
    state.jailed.pop(player, None)
    landing.place(state, player, state.poor_house())
    state.note(f"{player} goes to the POOR HOUSE until their next turn")

