"""The Single Tax: the vote, the Treasury's public works in $50 steps, Natural Opportunities."""

from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.games.landlords_1906 import landing, loans, rules, turns
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


def act_single_tax(state: LandlordState, action: dict) -> None:
    voters = [state.player(v) for v in action["votes"]]
    need = state.data["single_tax"]["votes"]
    if state.single_tax:
        raise RuleViolation("the Single Tax is already in operation")
    if state.phase != "play":
        raise RuleViolation("the Single Tax is voted in during play, after the deal")
    if len(set(voters)) < need:
        raise RuleViolation(f"the Single Tax needs the votes of at least {need} players")
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    state.single_tax = True
    state.note(f"{', '.join(voters)} vote for the Single Tax: Title Deeds lose their value, "
               f"all land rent goes to the PUBLIC TREASURY")
    # "Begin game under single tax with empty PUBLIC TREASURY": its cash joins MISCELLANEOUS
    state.pay(TREASURY, MISC, state.ledger.balance(TREASURY), "the Treasury starts empty")


def public_works(state: LandlordState) -> None:
    """Rule 6: each full step of the Treasury buys out, builds a college, or raises wages."""
    if not state.single_tax:
        return
    step = state.data["single_tax"]["step"]
    works = state.data["public_works"]
    while state.ledger.balance(TREASURY) >= step:
        if state.works_done < len(works):
            work = works[state.works_done]
            number = state.find_space(work["space"])
            (_buy_out if work["work"] == "buy-out" else _college)(state, number, step)
        else:
            state.wage_raise += state.data["single_tax"]["wage_raise"]
            state.pay(TREASURY, MISC, step, f"wages raised to {money(state.wages())}")
        state.works_done += 1


def _buy_out(state: LandlordState, number: int, step: int) -> None:
    holder = state.owners.pop(number, None)
    label = state.label(number)
    state.pay(TREASURY, holder or MISC, step, f"the public buys {label}")
    state.public.append(number)
    loans.unpledge(state, number)
    state.note(f"{label} is publicly owned: free to all from now on")


def _college(state: LandlordState, number: int, step: int) -> None:
    state.pay(TREASURY, MISC, step, f"a Free College on {state.label(number)}")
    state.colleges.append(number)
    state.note(f"{state.label(number)} holds a Free College: no more jail for stopping there")


def act_opportunity(state: LandlordState, action: dict) -> None:
    """Rule 8: a player who cannot afford the move of their throw does not make it, but puts
    the checker on a Natural Opportunity (an inner corner) behind the space it would reach."""
    player = state.player(action["player"])
    if not state.single_tax:
        raise RuleViolation("Natural Opportunities open under the Single Tax; until then the "
                            f"Poor House: `companion poorhouse {player}`")
    spots = {o["name"]: o for o in state.data["opportunities"]}
    spot = spots[match_name(action["space"], spots, kind="Natural Opportunity")]
    action["space"] = spot["name"]
    steps, back = action.get("steps"), bool(action.get("back"))
    landing.check_throw(state, player, steps, back)
    landing.ready(state, player, "going to a Natural Opportunity")
    target, _ = rules.step(state.positions[player], steps, back)
    if landing.affordable(state, player, steps, back):
        raise RuleViolation(f"{player} can afford the move of {steps} to "
                            f"{state.label(target)}: `companion move {player} {steps}`")
    if not spot["corner"] < target:
        behind = [o["name"] for o in spots.values() if o["corner"] < target]
        raise RuleViolation(f"{spot['name']} (by corner {spot['corner']}) is not behind "
                            f"{state.label(target)}, where the throw would bring {player}: "
                            f"choose {', '.join(behind) or 'none: no corner lies behind it'}")
    state.throw_due.pop(player, None)
    turns.take_turn(state, player, "throws")
    landing.leave_opportunity(state, player)
    landing.place(state, player, spot["corner"])
    state.opportunity[player] = spot["name"]
    state.note(f"{player} cannot afford the move to {state.label(target)} and goes to "
               f"{spot['name']} (Natural Opportunity): before the next throw, "
               f"{money(spot['wages'])} wages from MISCELLANEOUS, {money(spot['rent'])} rent to "
               f"the PUBLIC TREASURY")
