"""The Single Tax: the vote, the Treasury's public works in $50 steps, Natural Opportunities."""

from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.games.landlords_1906 import finance, landing
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState


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
            state.pay(TREASURY, MISC, step, f"wages raised to ${state.wages()}")
        state.works_done += 1


def _buy_out(state: LandlordState, number: int, step: int) -> None:
    holder = state.owners.pop(number, None)
    label = state.label(number)
    state.pay(TREASURY, holder or MISC, step, f"the public buys {label}")
    state.public.append(number)
    state.note(f"{label} is publicly owned: free to all from now on")


def _college(state: LandlordState, number: int, step: int) -> None:
    state.pay(TREASURY, MISC, step, f"a Free College on {state.label(number)}")
    state.colleges.append(number)
    state.note(f"{state.label(number)} holds a Free College: no more jail for stopping there")


def act_opportunity(state: LandlordState, action: dict) -> None:
    """Rule 8: a player who cannot afford the move goes to a Natural Opportunity instead."""
    player = state.player(action["player"])
    if not state.single_tax:
        raise RuleViolation("Natural Opportunities open under the Single Tax; until then the "
                            f"Poor House: `companion poorhouse {player}`")
    spots = {o["name"]: o for o in state.data["opportunities"]}
    spot = spots[match_name(action["space"], spots, kind="Natural Opportunity")]
    action["space"] = spot["name"]
    if state.pending and state.pending["player"] == player:
        raise RuleViolation(landing.pending_hint(state))
    finance.require_broke(state, player, "a Natural Opportunity (Single Tax Rule 8)")
    finance.write_off(state, player)
    state.jailed.pop(player, None)
    landing.place(state, player, spot["corner"])
    state.opportunity[player] = spot["name"]
    state.note(f"{player} goes to {spot['name']}: before the next throw, ${spot['wages']} wages "
               f"from MISCELLANEOUS, ${spot['rent']} rent to the PUBLIC TREASURY")
