"""Deals (buy, commission, sell to a Buyer), insurance purchases, and the Poker Game."""

from companion.core.errors import BadInput, RuleViolation
from companion.core.money import in_parts
from companion.games.payday import finance, mail, words
from companion.games.payday.i18n import _, ngettext
from companion.games.payday.state import BANK, PayDayState, dollars
from companion.games.payday.words import card_name


def act_buy(state: PayDayState, action: dict) -> None:
    """Buy the deal on offer (or an insurance offered by a letter)."""
    offer = _deal_offer(state)
    if offer is None:
        mail.buy_insurance(state, action.get("card"))
        return
    player, deal = state.acting, state.deal(offer["card"])
    if state.cash(player) < deal["cost"]:
        raise RuleViolation(_("{player} has {cash}, the deal costs {cost}: {hint}").format(
            player=player, cash=dollars(state.cash(player)), cost=dollars(deal["cost"]),
            hint=finance.raising_hint(state, player, deal["cost"])))
    state.pay(player, BANK, deal["cost"], _("buys the deal {deal}").format(deal=card_name(deal)))
    state.deals[player].append(deal["id"])
    state.pending[0] = {"kind": "commission", "card": deal["id"]}
    state.note(_("everyone throws for the {amount} commission: `companion commission --throws "
                 "A=5,B=6` or `--winner NAME`").format(amount=dollars(deal["commission"])))


def act_pass(state: PayDayState, action: dict) -> None:
    """Put the deal on offer back under the pile (or decline an insurance)."""
    offer = _deal_offer(state)
    if offer is None:
        mail.pass_insurance(state, action.get("card"))
        return
    state.pending.pop(0)
    state.deal_deck.under(offer["card"])
    state.note(_("{deal} goes back under the Deal pile").format(
        deal=card_name(state.deal(offer["card"]))))


def _deal_offer(state: PayDayState) -> dict | None:
    if state.pending and state.pending[0]["kind"] == "offer":
        return state.pending[0]
    if state.offers:
        return None
    raise RuleViolation(_("nothing is on offer to {player}").format(player=state.acting))


def act_commission(state: PayDayState, action: dict) -> None:
    if not state.pending or state.pending[0]["kind"] != "commission":
        raise RuleViolation(_("no commission is due: it follows the purchase of a deal"))
    winner, thrown = _winner(state, action, state.playing(), "commission")
    deal = state.deal(state.pending.pop(0)["card"])
    state.pay(BANK, winner, deal["commission"], _("commission on {deal}").format(
        deal=card_name(deal)))
    finance.sixes(state, thrown)


def act_sell(state: PayDayState, action: dict) -> None:
    player = state.player(action["player"])
    action["player"] = player
    offers = [o for o in state.offers if o["kind"] == "buyer"]
    if (player == state.acting and not state.deals[player]
            and state.day(state.days[player])["kind"] == "buyer"):
        raise RuleViolation(_("{player} holds no deal to sell").format(player=player))
    if player != state.acting or not offers:
        day = state.day(state.days[player])
        raise RuleViolation(_("{player} may sell a deal only on landing on a Buyer day, once "
                              "(now on day {day}, {name})").format(
            player=player, day=day["day"], name=words.label(day)))
    card = state.find_card(action["deal"], state.data["deals"], "deal")
    if card["id"] not in state.deals[player]:
        held = ", ".join(card_name(state.deal(d)) for d in state.deals[player]) or _("none")
        raise RuleViolation(_("{player} does not hold {deal} (holds: {held})").format(
            player=player, deal=card_name(card), held=held))
    action["deal"] = card["id"]
    state.offers.remove(offers[0])
    state.deals[player].remove(card["id"])
    state.deal_deck.under(card["id"])
    gain = card["sale"] - card["cost"]
    state.pay(BANK, player, card["sale"], _("sells {deal} to the Buyer: {parts}").format(
        deal=card_name(card), parts=in_parts([
            (1, _("{amount} cost").format(amount=dollars(card["cost"]))),
            (1 if gain >= 0 else -1, (_("{amount} gained") if gain >= 0 else
                                      _("{amount} lost")).format(amount=dollars(abs(gain))))])))


def act_poker(state: PayDayState, action: dict) -> None:
    offers = [o for o in state.offers if o["kind"] == "poker"]
    if not offers:
        raise RuleViolation(_("a Poker Game is played only when a token lands on its day"))
    players = _throwers(state, action.get("throws") or {}, "poker")
    if len(players) < 2:
        raise BadInput(_("a Poker Game needs at least two players' throws: --throws A=4,B=6"))
    stake = state.money["poker_stake"]
    for player in players:
        finance.require_cash(state, player, stake, _("{player} has {cash}, cannot stake {amount}"))
    winner, thrown = _winner(state, action, players, "poker")
    state.offers.remove(offers[0])
    losers = [p for p in players if p != winner]
    for player in losers:
        state.pay(player, winner, stake, _("Poker Game stake"))
    if len(losers) > 1:
        state.note(_("{player} wins the Poker Game: {parts} = {total}").format(
            player=winner, total=dollars(stake * len(losers)), parts=in_parts([
                (1, _("{amount} from {player}").format(amount=dollars(stake), player=p))
                for p in losers])))
    finance.sixes(state, thrown)


def joined(players: list[str]) -> str:
    """Ann and Bob; Ann, Bob and Cy."""
    if len(players) < 2:
        return "".join(players)
    return _("{some} and {last}").format(some=", ".join(players[:-1]), last=players[-1])


def _throwers(state: PayDayState, throws: dict, what: str) -> list[str]:
    """The players of some throws, as typed (prefixes too), each named once and each still
    playing: a player who has played all the months sits out every shared event (ruling 11)."""
    players = [state.player(p) for p in throws]
    twice = sorted({p for p in players if players.count(p) > 1})
    if twice:
        raise BadInput(_("{players} named twice in the throws").format(players=joined(twice)))
    for player in players:
        require_in_the_month(state, player, what)
    return players


def require_in_the_month(state: PayDayState, player: str, what: str) -> None:
    """`what` is the shared event: "commission" or "poker"."""
    if player not in state.playing():
        n = state.months
        said = (ngettext("{player} has played the {n} month agreed and sits out the commission "
                         "(ruling 11)", "{player} has played the {n} months agreed and sits out "
                         "the commission (ruling 11)", n) if what == "commission" else
                ngettext("{player} has played the {n} month agreed and sits out the Poker Game "
                         "(ruling 11)", "{player} has played the {n} months agreed and sits out "
                         "the Poker Game (ruling 11)", n))
        raise RuleViolation(said.format(player=player, n=n))


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
            raise RuleViolation((_("{player} does not throw for the commission")
                                 if what == "commission" else
                                 _("{player} does not throw in the Poker Game")).format(
                player=named))
    if not rounds[0] and named:
        return named, []
    throwing, thrown, recorded = throwers, [], []
    for again, typed in enumerate(rounds):
        if again and len(throwing) == 1:
            raise BadInput(_("{player} threw highest: no one throws again").format(
                player=throwing[0]))
        faces = dict(zip(_throwers(state, typed, what), typed.values()))
        if set(faces) != set(throwing):
            missing = ", ".join(sorted(set(throwing) - set(faces))) or _("none")
            raise BadInput(_("give a throw for each of {players} (missing: {missing}), or "
                             "--winner NAME").format(players=", ".join(throwing),
                                                     missing=missing))
        if any(t not in range(1, 7) for t in faces.values()):
            raise BadInput(_("a die shows 1 to 6"))
        recorded.append(faces)
        thrown += faces.items()
        top = max(faces.values())
        throwing = [p for p, t in faces.items() if t == top]
    action["throws"], action["rethrows"] = recorded[0], recorded[1:]
    if named and named not in throwing:
        raise RuleViolation((_("{player} did not throw highest for the commission ({highest} "
                               "did)") if what == "commission" else
                             _("{player} did not throw highest in the Poker Game ({highest} "
                               "did)")).format(player=named, highest=joined(throwing)))
    if len(throwing) > 1 and not named:
        raise RuleViolation(_("{players} tie on {top}: they throw again; add their throws as "
                              "another --throws (or name --winner)").format(
            players=joined(throwing), top=top))
    return named or throwing[0], thrown
