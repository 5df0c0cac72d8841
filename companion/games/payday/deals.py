"""Deals (buy, commission, sell to a Buyer), insurance purchases, and the Poker Game."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.words import plural
from companion.games.payday import finance, mail, month
from companion.games.payday.state import BANK, PayDayState, dollars


def act_buy(state: PayDayState, action: dict) -> None:
    """Buy the deal on offer (or an insurance offered by a letter)."""
    offer = _deal_offer(state)
    if offer is None:
        mail.buy_insurance(state, action.get("card"))
        return
    player, deal = state.acting, state.deal(offer["card"])
    if state.cash(player) < deal["cost"]:
        raise RuleViolation(f"{player} has {dollars(state.cash(player))}, the deal costs "
                            f"{dollars(deal['cost'])}: "
                            f"{finance.raising_hint(state, player, deal['cost'])}")
    state.pay(player, BANK, deal["cost"], f"buys the deal {deal['name']}")
    state.deals[player].append(deal["id"])
    state.pending[0] = {"kind": "commission", "card": deal["id"]}
    state.note(f"everyone throws for the {dollars(deal['commission'])} commission: "
               f"`companion commission --throws A=5,B=6` or `--winner NAME`")


def act_pass(state: PayDayState, action: dict) -> None:
    """Put the deal on offer back under the pile (or decline an insurance)."""
    offer = _deal_offer(state)
    if offer is None:
        mail.pass_insurance(state, action.get("card"))
        return
    state.pending.pop(0)
    state.deal_deck.append(offer["card"])
    state.note(f"{state.deal(offer['card'])['name']} goes back under the Deal pile")


def _deal_offer(state: PayDayState) -> dict | None:
    if state.pending and state.pending[0]["kind"] == "offer":
        return state.pending[0]
    if state.offers:
        return None
    raise RuleViolation(f"nothing is on offer to {state.acting}")


def act_commission(state: PayDayState, action: dict) -> None:
    if not state.pending or state.pending[0]["kind"] != "commission":
        raise RuleViolation("no commission is due: it follows the purchase of a deal")
    winner, thrown = _winner(state, action, state.playing(), "the commission")
    deal = state.deal(state.pending.pop(0)["card"])
    state.pay(BANK, winner, deal["commission"], f"commission on {deal['name']}")
    finance.sixes(state, thrown)


def act_sell(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    offers = [o for o in state.offers if o["kind"] == "buyer"]
    if (player == state.acting and not state.deals[player]
            and state.day(state.days[player])["kind"] == "buyer"):
        raise RuleViolation(f"{player} holds no deal to sell")
    if player != state.acting or not offers:
        day = state.day(state.days[player])
        raise RuleViolation(f"{player} may sell a deal only on landing on a Buyer day, once "
                            f"(now on day {day['day']}, {month.label(day)})")
    card = state.find_card(action["deal"], state.data["deals"], "deal card")
    if card["id"] not in state.deals[player]:
        held = ", ".join(state.deal(d)["name"] for d in state.deals[player]) or "none"
        raise RuleViolation(f"{player} does not hold {card['name']} (holds: {held})")
    action["deal"] = card["id"]
    state.offers.remove(offers[0])
    state.deals[player].remove(card["id"])
    state.deal_deck.append(card["id"])
    state.pay(BANK, player, card["sale"], f"sells {card['name']} to the Buyer")


def act_poker(state: PayDayState, action: dict) -> None:
    offers = [o for o in state.offers if o["kind"] == "poker"]
    if not offers:
        raise RuleViolation("a Poker Game is played only when a token lands on its day")
    players = _throwers(state, action.get("throws") or {}, "the Poker Game")
    if len(players) < 2:
        raise BadInput("a Poker Game needs at least two players' throws: --throws A=4,B=6")
    stake = state.money["poker_stake"]
    for player in players:
        finance.require_cash(state, player, stake, "stake")
    winner, thrown = _winner(state, action, players, "the Poker Game")
    state.offers.remove(offers[0])
    for player in players:
        if player != winner:
            state.pay(player, winner, stake, "Poker Game stake")
    finance.sixes(state, thrown)


def _throwers(state: PayDayState, throws: dict, what: str) -> list[str]:
    """The players of some throws, as typed (prefixes too), each named once and each still
    playing: a player who has played all the months sits out every shared event (ruling 11)."""
    players = [state.player(p) for p in throws]
    twice = sorted({p for p in players if players.count(p) > 1})
    if twice:
        raise BadInput(f"{' and '.join(twice)} named twice in the throws")
    for player in players:
        require_in_the_month(state, player, what)
    return players


def require_in_the_month(state: PayDayState, player: str, what: str) -> None:
    if player not in state.playing():
        raise RuleViolation(f"{player} has played the {plural(state.months, 'month')} agreed "
                            f"and sits out {what} (ruling 11)")


def _winner(state: PayDayState, action: dict, throwers: list[str],
            what: str) -> tuple[str, list[tuple[str, int]]]:
    """The highest thrower, a tie thrown again in `rethrows` (or settled by the named winner),
    and every throw as (player, face) in the order thrown, for the pot (ruling 3). Without
    throws the named winner takes it, and no throw is known."""
    rounds = [action.get("throws") or {}, *(action.get("rethrows") or [])]
    named = state.player(action["winner"]) if action.get("winner") else None
    if named:
        require_in_the_month(state, named, what)
        action["winner"] = named
        if named not in throwers:
            raise RuleViolation(f"{named} does not throw for {what}")
    if not rounds[0] and named:
        return named, []
    throwing, thrown, recorded = throwers, [], []
    for again, typed in enumerate(rounds):
        if again and len(throwing) == 1:
            raise BadInput(f"{throwing[0]} threw highest: no one throws again")
        faces = dict(zip(_throwers(state, typed, what), typed.values()))
        if set(faces) != set(throwing):
            missing = ", ".join(sorted(set(throwing) - set(faces))) or "none"
            raise BadInput(f"give a throw for each of {', '.join(throwing)} "
                           f"(missing: {missing}), or --winner NAME")
        if any(t not in range(1, 7) for t in faces.values()):
            raise BadInput("a die shows 1 to 6")
        recorded.append(faces)
        thrown += faces.items()
        top = max(faces.values())
        throwing = [p for p, t in faces.items() if t == top]
    action["throws"], action["rethrows"] = recorded[0], recorded[1:]
    if named and named not in throwing:
        raise RuleViolation(f"{named} did not throw highest for {what} "
                            f"({' and '.join(throwing)} did)")
    if len(throwing) > 1 and not named:
        raise RuleViolation(f"{' and '.join(throwing)} tie on {top}: they throw again; add "
                            f"their throws as another --throws (or name --winner)")
    return named or throwing[0], thrown
