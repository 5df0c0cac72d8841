"""The Single Tax: the vote, the Treasury's public works in $50 steps, Natural Opportunities."""

from companion.core.errors import RuleViolation
from companion.core.names import match_name
from companion.games.landlords_1906 import landing, loans, rules, turns
from companion.games.landlords_1906.i18n import N_, _
from companion.games.landlords_1906.state import MISC, TREASURY, LandlordState, money


def act_single_tax(state: LandlordState, action: dict) -> None:
    voters = [state.player(v) for v in action["votes"]]
    need = state.data["single_tax"]["votes"]
    if state.single_tax:
        raise RuleViolation(_("the Single Tax is already in operation"))
    if state.phase != "play":
        raise RuleViolation(_("the Single Tax is voted in during play, after the deal"))
    if len(set(voters)) < need:
        raise RuleViolation(_("the Single Tax needs the votes of at least {need} players").format(
            need=need))
    if state.pending:
        raise RuleViolation(landing.pending_hint(state))
    state.single_tax = True
    state.note(_("{players} vote for the Single Tax: Title Deeds lose their value, all land rent "
                 "goes to the PUBLIC TREASURY").format(players=", ".join(voters)))
    # "Begin game under single tax with empty PUBLIC TREASURY": its cash joins MISCELLANEOUS
    state.pay(TREASURY, MISC, state.ledger.balance(TREASURY), _("the Treasury starts empty"))


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
            state.pay(TREASURY, MISC, step, _("wages raised to {amount}").format(
                amount=money(state.wages())))
        state.works_done += 1


def _buy_out(state: LandlordState, number: int, step: int) -> None:
    holder = state.owners.pop(number, None)
    label = state.label(number)
    state.pay(TREASURY, holder or MISC, step, _("the public buys {space}").format(space=label))
    state.public.append(number)
    loans.unpledge(state, number)
    state.note(_("{space} is publicly owned: free to all from now on").format(space=label))


def _college(state: LandlordState, number: int, step: int) -> None:
    label = state.label(number)
    state.pay(TREASURY, MISC, step, _("a Free College on {space}").format(space=label))
    state.colleges.append(number)
    state.note(_("{space} holds a Free College: no more jail for stopping there").format(
        space=label))


def act_opportunity(state: LandlordState, action: dict) -> None:
    """Rule 8: a player who cannot afford the move of their throw does not make it, but puts
    the checker on a Natural Opportunity (an inner corner) behind the space it would reach."""
    player = state.player(action["player"])
    if not state.single_tax:
        raise RuleViolation(_("Natural Opportunities open under the Single Tax; until then the "
                              "Poor House: `companion poorhouse {player}`").format(player=player))
    spots = {o["name"]: o for o in state.data["opportunities"]}
    spot = spots[match_name(action["space"], spots, kind=_("Natural Opportunity"))]
    action["space"] = spot["name"]
    steps, back = action.get("steps"), bool(action.get("back"))
    landing.check_throw(state, player, steps, back)
    landing.ready(state, player, N_("before going to a Natural Opportunity"), throw=True)
    target, _passed = rules.step(state.positions[player], steps, back)
    if landing.affordable(state, player, steps, back):
        raise RuleViolation(_("{player} can afford the move of {steps} to {space}: `companion "
                              "move {player} {steps}`").format(player=player, steps=steps,
                                                               space=state.label(target)))
    if not spot["corner"] < target:
        behind = [o["name"] for o in spots.values() if o["corner"] < target]
        raise RuleViolation((_("{opportunity} (by corner {corner}) is not behind {space}, where "
                               "the throw would bring {player}: choose {choices}") if behind else
                             _("{opportunity} (by corner {corner}) is not behind {space}, where "
                               "the throw would bring {player}: choose none: no corner lies "
                               "behind it")).format(
            opportunity=spot["name"], corner=spot["corner"], space=state.label(target),
            player=player, choices=", ".join(behind)))
    state.throw_due.pop(player, None)
    turns.take_turn(state, player)
    landing.leave_opportunity(state, player)
    landing.place(state, player, spot["corner"])
    state.opportunity[player] = spot["name"]
    state.note(_("{player} cannot afford the move to {space} and goes to {opportunity} (Natural "
                 "Opportunity): before the next throw, {wages} wages from MISCELLANEOUS, {rent} "
                 "rent to the PUBLIC TREASURY").format(
        player=player, space=state.label(target), opportunity=spot["name"],
        wages=money(spot["wages"]), rent=money(spot["rent"])))
