"""The Landlord's Game's own commands, and how its status, score and board look in a terminal."""

from typing import Annotated, Optional

import typer
from rich import box
from rich.text import Text

from companion.cli import output
from companion.cli.params import JsonOpt, Player, act, names, show_score_table
from companion.cli.tables import Table
from companion.core.errors import BadInput
from companion.games.landlords_1906 import fares
from companion.games.landlords_1906.game import GAME
from companion.games.landlords_1906.i18n import N_, _, ngettext
from companion.games.landlords_1906.state import money

Space = Annotated[str, typer.Argument(help="Board number (1-40) or name, e.g. 31 or Broadway.",
                                      click_type=names("space"))]
Card = Annotated[str, typer.Argument(metavar="PROPERTY", help="Number or name of the card.",
                                     click_type=names("property"))]
Dice = Annotated[str, typer.Argument(help="The two dice the table threw, e.g. 3,4.")]


def _amount(text: str, allow_zero: bool = False) -> int:
    """A dollar amount typed at the table, e.g. 90 or $90."""
    return GAME.amount(text, allow_zero=allow_zero)


def register(app: typer.Typer) -> None:
    for command in (board, deal, move, turn, land, buy, decline, build, sell, borrow, repay, jail,
                    speculate, trust, chance, poorhouse, single_tax, opportunity):
        app.command(command.__name__.replace("_", "-"),
                    rich_help_panel="The Landlord's Game (1906)")(command)


def board(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The 40 spaces: kind, sale price, what a stop costs now, holder, houses and checkers.

    Example: companion board
    """
    state = ctx.obj.session().state()
    rows = []
    for s in state.data["spaces"]:
        n = s["number"]
        rows.append({"number": n, "name": s["name"], "kind": s["kind"], "price": s.get("price"),
                     "land_rent": state.land_rent(n) if s["kind"] == "lot" else None,
                     "stop": fares.stop_cost(state, n),
                     "owner": state.owners.get(n), "houses": state.houses.get(n, 0),
                     "public": n in state.public, "college": n in state.colleges,
                     "checkers": [p for p in state.players if state.positions[p] == n]})
    if as_json:
        output.print_json({"game": GAME.id, "spaces": rows})
        return
    table = Table("#", _("space"), _("kind"), _("price"), _("a stop"), _("holder"), _("houses"),
                  _("checkers"), box=box.SIMPLE_HEAD)
    for r in rows:
        holder = _("public") if r["public"] else (_("college") if r["college"]
                                                  else r["owner"] or "")
        table.add_row(str(r["number"]), Text(r["name"]), _(KINDS[r["kind"]]),
                      money(r["price"]) if r["price"] else "",
                      money(r["stop"]) if r["stop"] is not None else "", Text(holder),
                      str(r["houses"] or ""), Text(", ".join(r["checkers"])))
    output.console().print(table)


def deal(
    ctx: typer.Context,
    average: Annotated[bool, typer.Option(
        "--average", help="Beginners: each takes an average hand and $75 instead.")] = False,
    hand: Annotated[Optional[list[str]], typer.Option(
        "--hand", metavar="NAME=CARDS",
        help="The table dealt its own cards: who holds which, e.g. Ann=5,Broadway "
             "(repeat for each player; the cards they may buy are enough).")] = None,
) -> None:
    """Deal the green cards (shuffled with the game's seed), or hand out the average hands.

    A table that deals its own cards records who was dealt what (at least the cards
    to be bought) with --hand.

    Example: companion deal --hand Ann=5,Broadway --hand Bob=15
    """
    if average:
        act(ctx, {"type": "average-hands"})
        return
    action: dict = {"type": "deal"}
    if hand:
        action["hands"] = {}
        for given in hand:
            name, _sep, cards = given.partition("=")
            if not name.strip() or not cards.strip():
                raise BadInput(_("--hand {given!r}: expected NAME=CARDS, e.g. Ann=5,31").format(
                    given=given))
            action["hands"].setdefault(name.strip(), []).extend(
                c.strip() for c in cards.split(",") if c.strip())
    act(ctx, action)


def move(
    ctx: typer.Context,
    player: Player,
    steps: Annotated[int, typer.Argument(help="The throw: the total of the two dice.")],
    back: Annotated[bool, typer.Option(
        "--back", help="Move backward (only between the two Chances).")] = False,
    double: Annotated[bool, typer.Option(
        "--double", help="The throw was a double: the player throws again (house default).")
    ] = False,
) -> None:
    """Move a checker by the throw: wages at MOTHER EARTH, then whatever the space says.

    Example: companion move Ann 7; after a double: companion move Ann 8 --double
    """
    act(ctx, {"type": "move", "player": player, "steps": steps, "back": back}
        | ({"double": True} if double else {}))


def turn(ctx: typer.Context, player: Player) -> None:
    """Correct the turn order: the player throws now, as the table agrees, and the players
    seated between lose this turn. A throw out of turn is refused without it.

    Example: companion turn Cy
    """
    act(ctx, {"type": "turn", "player": player})


def land(ctx: typer.Context, player: Player, space: Space) -> None:
    """Put a checker on a space and do what it says, without moving (no wages).

    Example: companion land Bob Broadway
    """
    act(ctx, {"type": "land", "player": player, "space": space})


def buy(
    ctx: typer.Context,
    player: Player,
    card: Card,
    price: Annotated[Optional[str], typer.Option(
        "--price", help="The winning bid, if above the sale price.")] = None,
) -> None:
    """Buy a card from the pack: at the deal, or when a player stops on it.

    At an auction the highest bid wins; the player who stopped there may match it first.

    Example: companion buy Cy "Easy Street" --price 90
    """
    action = {"type": "buy", "player": player, "property": card}
    if price is not None:
        action["price"] = _amount(price)
    act(ctx, action)


def decline(ctx: typer.Context) -> None:
    """No one buys the card of the space stopped on: its rent goes to the Treasury.

    Example: companion decline
    """
    act(ctx, {"type": "decline"})


def build(
    ctx: typer.Context,
    player: Player,
    lot: Annotated[str, typer.Argument(help="Number or name of the lot.",
                                       click_type=names("lot"))],
    # no max here: the data file's max_houses limits a lot, and the rules check it
    count: Annotated[int, typer.Argument(min=1, help="How many houses.")] = 1,
    bid: Annotated[Optional[str], typer.Option(
        "--bid", help="Single Tax: the bid for the right to build, paid to the Treasury.")] = None,
) -> None:
    """Build houses on your lot (under the Single Tax, on a bare lot or your own houses').

    A lot holds at most three houses.

    Example: companion build Ann Broadway 2
    """
    action = {"type": "build", "player": player, "lot": lot, "count": count}
    if bid is not None:
        action["bid"] = _amount(bid)
    act(ctx, action)


def sell(
    ctx: typer.Context,
    seller: Annotated[str, typer.Argument(metavar="SELLER", click_type=names("player"))],
    card: Card,
    buyer: Annotated[str, typer.Argument(metavar="BUYER", click_type=names("player"))],
    price: Annotated[Optional[str], typer.Option(
        "--price", help="The agreed price (a gift is --price 0).")] = None,
) -> None:
    """Sell a card (with its houses) to another player at the price you agree.

    Example: companion sell Ann Broadway Bob --price 150
    """
    if price is None:
        typed = f'"{card}"' if " " in card else card
        raise BadInput(_("give the agreed price: `companion sell {seller} {card} {buyer} --price "
                         "AMOUNT` (a gift is --price 0)").format(seller=seller, card=typed,
                                                                 buyer=buyer))
    act(ctx, {"type": "sell", "seller": seller, "property": card, "buyer": buyer,
               "price": _amount(price, allow_zero=True)})


def borrow(
    ctx: typer.Context,
    player: Player,
    cards: Annotated[Optional[list[str]], typer.Argument(
        metavar="[PROPERTY]...", help="The cards (with your houses on them) to mortgage; "
                                      "omit them and companion picks.")] = None,
    lender: Annotated[Optional[str], typer.Option(
        "--from", help="Borrow from this player instead, on the terms you agree.")] = None,
    amount: Annotated[Optional[str], typer.Option(
        "--amount", help="With --from: the sum lent.")] = None,
    repay: Annotated[Optional[str], typer.Option(
        "--repay", help="With --from: what repays it, interest included (default: the sum "
                        "lent).")] = None,
) -> None:
    """Borrow a note from MISCELLANEOUS on a mortgage (house default: see the rules), or
    from another player on a mortgage of the cards you name (ruling 18).

    The mortgaged cards cannot be sold until the loan is repaid; a note's interest is due
    each time you receive wages, a player's loan is repaid with the sum you agreed.

    Example: companion borrow Bob Broadway --from Ann --amount 150 --repay 165
    """
    action = {"type": "borrow", "player": player, "pledge": list(cards or [])}
    if lender is not None:
        action |= {"lender": lender, "amount": _amount(amount or "0", allow_zero=True),
                   "repay": _amount(repay) if repay else None}
    elif amount is not None or repay is not None:
        raise BadInput(_("--amount and --repay are for a loan from a player: add --from NAME"))
    act(ctx, action)


def repay(
    ctx: typer.Context,
    player: Player,
    card: Annotated[Optional[str], typer.Argument(
        metavar="[PROPERTY]", help="A card of the note to repay, if there are several.")] = None,
    to: Annotated[Optional[str], typer.Option(
        "--to", help="The lender (a player, or Miscellaneous), if there are several.")] = None,
) -> None:
    """Repay a note or a player's loan in full, which frees its mortgaged cards.

    Example: companion repay Bob Broadway --to Ann
    """
    act(ctx, {"type": "repay", "player": player, "property": card} | ({"to": to} if to else {}))


def jail(
    ctx: typer.Context,
    player: Player,
    pay: Annotated[bool, typer.Option("--pay", help="Pay the JAIL fine.")] = False,
    dice: Annotated[Optional[str], typer.Option("--dice", help="The throw, e.g. 3,3.")] = None,
) -> None:
    """Try to leave JAIL: pay the fine, or throw for a double.

    The last missed throw the rules allow pays the fine.

    Example: companion jail Ann --dice 4,4
    """
    if pay == bool(dice):
        raise typer.BadParameter(_("give --pay or --dice D,D"))
    action = {"type": "jail", "player": player}
    action |= {"pay": True} if pay else {"dice": dice}
    act(ctx, action)


def speculate(
    ctx: typer.Context,
    player: Player,
    dice: Annotated[Optional[str], typer.Argument(
        help="The two dice the table threw, e.g. 3,4.")] = None,
    refuse: Annotated[bool, typer.Option(
        "--refuse", help="Refuse to move onto Speculation and stay put.")] = False,
) -> None:
    """Play Speculation after stopping on it (the ante, then the throw), or refuse.

    Prizes as on the Broker's License: any double wins most; a 3 or 4 sends the Broker to JAIL.

    Example: companion speculate Bob 5,6
    """
    act(ctx, {"type": "speculate", "player": player, "dice": dice, "refuse": refuse})


def trust(ctx: typer.Context, first: Player, second: Player) -> None:
    """Pool all the railroads of two players in a Trust (one fare, shared).

    Example: companion trust Ann Bob
    """
    act(ctx, {"type": "trust", "members": [first, second]})


def chance(
    ctx: typer.Context,
    player: Player,
    card: Annotated[Optional[str], typer.Argument(
        help="The card drawn (e.g. legacy); omit it and companion draws.",
        click_type=names("card"))] = None,
) -> None:
    """Follow a red Chance card.

    Example: companion chance Cy legacy
    """
    act(ctx, {"type": "chance", "player": player, "card": card})


def poorhouse(
    ctx: typer.Context,
    player: Player,
    no_buyer: Annotated[bool, typer.Option(
        "--no-buyer", help="The table would not buy the player's property left unmortgaged "
                           "(too little to borrow on).")] = False,
) -> None:
    """A player who owes and cannot borrow, sell or mortgage goes to the Poor House.

    The debt stays until paid; the player moves out on a throw they can afford.

    Example: companion poorhouse Bob
    """
    act(ctx, {"type": "poorhouse", "player": player, "no_buyer": no_buyer})


def single_tax(ctx: typer.Context, votes: Annotated[str, typer.Option(
        "--votes", help="At least two players voting for it: Ann,Bob")]) -> None:
    """Put the Single Tax into operation by vote.

    Example: companion single-tax --votes Ann,Bob
    """
    act(ctx, {"type": "single-tax", "votes": [v.strip() for v in votes.split(",") if v.strip()]})


def opportunity(
    ctx: typer.Context,
    player: Player,
    space: Annotated[str, typer.Argument(
        help="A Natural Opportunity (an inner corner) by name, e.g. Timberlands.",
        click_type=names("opportunity"))],
    steps: Annotated[int, typer.Argument(help="The throw the player cannot afford to move.")],
    back: Annotated[bool, typer.Option("--back", help="The throw was to move backward.")] = False,
) -> None:
    """Single Tax: instead of a move they cannot afford, a player goes to a Natural
    Opportunity behind the space the throw would reach.

    Example: companion opportunity Bob Timberlands 7
    """
    act(ctx, {"type": "opportunity", "player": player, "space": space, "steps": steps,
              "back": back})


# --- renderers used by the generic status and score commands -------------------------
def show_status(con, view: dict) -> None:
    phase = _("play") if view["phase"] == "play" else _("setup")
    head = (_("The Landlord's Game under the Single Tax ({phase}): {now}") if view["single_tax"]
            else _("The Landlord's Game ({phase}): {now}")).format(phase=phase, now=view["now"])
    con.print(head, style="bold", markup=False)
    table = Table(_("player"), _("cash"), _("on"), _("cards"), _("houses"), _("other"),
                  box=box.SIMPLE_HEAD)
    for p in view["players"]:
        other = [_("jail") if p["in_jail"] else "",
                 _("draws Chance") if p["chance_due"] else "",
                 ngettext("{n} Luxury card", "{n} Luxury cards", p["luxuries"]).format(
                     n=p["luxuries"]) if p["luxuries"] else "",
                 ngettext("{n} Education card", "{n} Education cards", p["education"]).format(
                     n=p["education"]) if p["education"] else "",
                 ngettext("{n} Professor", "{n} Professors", p["professors"]).format(
                     n=p["professors"]) if p["professors"] else "",
                 _("owes {amount}").format(amount=money(sum(d["amount"] for d in p["debts"])))
                 if p["debts"] else "",
                 _("Poor House") if p["poor_house"] else "",
                 ngettext("{n} note ({amount})", "{n} notes ({amount})", len(p["notes"])).format(
                     n=len(p["notes"]), amount=money(sum(n["amount"] for n in p["notes"])))
                 if p["notes"] else ""]
        table.add_row(Text(p["name"]), money(p["cash"]), Text(f"{p['position']} {p['space']}"),
                      str(len(p["cards"])), str(sum(p["houses"].values())),
                      ", ".join(o for o in other if o))
    con.print(table)
    for p in view["players"]:   # a line each, not a wrapped cell: easier to read at a glance
        if p["cards"] or p["dealt"] is not None or any(p["houses"].values()):
            con.print(_("{player}'s cards (and what a stop costs): {cards}").format(
                player=p["name"], cards=_holdings(p)), markup=False)
    seating = ", ".join(view["seating"])
    con.print((_("Seating: {players}; the table has ended the game.") if view["over"] else
               _("Seating: {players}; {player}'s turn.") if view["turn"] else
               _("Seating: {players}; the highest throw moves first.")).format(
        players=seating, player=view["turn"]), markup=False)
    con.print(ngettext("Treasury {treasury}, Miscellaneous has paid out {paid} net, wages "
                       "{wages}, necessity tax {tax}, {n} house on the board.",
                       "Treasury {treasury}, Miscellaneous has paid out {paid} net, wages "
                       "{wages}, necessity tax {tax}, {n} houses on the board.",
                       view["houses_on_board"]).format(
        treasury=money(view["treasury"]), paid=money(-view["miscellaneous"]),
        wages=money(view["wages"]), tax=money(view["necessity_tax"]),
        n=view["houses_on_board"]), markup=False)
    for key, line in (("trust", N_("Trust: {names}")), ("public", N_("Public: {names}")),
                      ("colleges", N_("Colleges: {names}"))):
        if view[key]:
            con.print(_(line).format(names=", ".join(view[key])), markup=False)
    if view["pending"]:
        con.print(_("Waiting: {step}").format(step=view["waiting"]), markup=False)


def _holdings(player: dict) -> str:
    """A player's cards, each with its houses and what a stop there costs now, then houses
    on lots whose card is not theirs (under the Single Tax anyone may build): `Lonely Lane
    (3 houses) $62, Easy Street $12; houses on Boomtown (1 house) $16`."""
    built, stops = player["houses"], player["stops"]

    def shown(name: str) -> str:
        houses = (ngettext("{card} ({n} house)", "{card} ({n} houses)", built[name])
                  if built.get(name) else "{card}").format(card=name, n=built.get(name))
        return f"{houses} {money(stops[name])}" if name in stops else houses

    held = ", ".join(shown(card) for card in player["cards"]) or _("none")
    if player["dealt"] is not None:
        held = _("{cards} (dealt: {dealt})").format(cards=held, dealt=", ".join(player["dealt"]))
    elsewhere = [shown(lot) for lot, n in built.items() if n and lot not in player["cards"]]
    return _("{cards}; houses on {lots}").format(cards=held, lots=", ".join(elsewhere)) \
        if elsewhere else held


# The score's columns, as the status calls them (show_score_table leaves out a column of 0s)
SCORE_COLUMNS = {"cash": N_("cash"), "cards": N_("cards"), "houses": N_("houses"),
                 "luxuries": N_("luxuries"), "professors": N_("professors"),
                 "debts": N_("debts"), "notes": N_("notes"), "lent": N_("lent")}
# The board's kinds of space (data.KINDS), as `companion board` shows them
KINDS = {"mother-earth": N_("mother-earth"), "lot": N_("lot"), "necessity": N_("necessity"),
         "trespass": N_("trespass"), "railroad": N_("railroad"), "franchise": N_("franchise"),
         "speculation": N_("speculation"), "jail": N_("jail"), "park": N_("park"),
         "chance": N_("chance"), "luxury": N_("luxury")}


def show_score(con, result: dict) -> None:
    title = (_("Scores (Single Tax: Title Deeds count nothing)") if result["single_tax"]
             else _("Scores"))
    show_score_table(con, result, list(SCORE_COLUMNS), title, final=result["final"],
                     total=_(GAME.score_name),
                     headings={k: _(word) for k, word in SCORE_COLUMNS.items()})
