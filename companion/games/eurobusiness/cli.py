"""Eurobusiness's own commands, and how its status and score look in a terminal."""

from typing import Annotated, Optional

import typer
from rich import box
from rich.text import Text

from companion.cli import output
from companion.cli.params import JsonOpt, Player, act, names
from companion.cli.tables import Table
from companion.core import i18n
from companion.core.errors import BadInput
from companion.core.money import fmt
from companion.games.eurobusiness import views
from companion.games.eurobusiness.game import GAME
from companion.games.eurobusiness.i18n import N_, _, ngettext
from companion.games.eurobusiness.state import dollars, hotels, houses, name

Field = Annotated[str, typer.Argument(
    metavar="FIELD", help="Field number (1-40) or English or Polish name, e.g. 40, Vienna, Wieden.",
    click_type=names("field"))]
City = Annotated[str, typer.Argument(metavar="CITY", help="A city by number or name.",
                                     click_type=names("city"))]
PANEL = "Eurobusiness"


def register(app: typer.Typer) -> None:
    for command in (board, waiting, deal, move, land, jail, buy, decline, auction, trade, build,
                    sell_building, mortgage, unmortgage, draw, unclaimed, bankrupt):
        app.command(command.__name__.replace("_", "-"), rich_help_panel=PANEL)(command)


def board(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The 40 fields: price, owner, buildings, mortgage and tokens.

    Example: companion board
    """
    state = ctx.obj.session().state()
    rows = [{"number": f["number"], "name": f["en"], "pl": f.get("pl") or f["en"],
             "kind": f["kind"],
             "price": f.get("price"), "owner": state.owners.get(f["number"]),
             "houses": state.houses.get(f["number"], 0), "hotel": f["number"] in state.hotels,
             "mortgaged": f["number"] in state.mortgaged,
             "tokens": [p for p in state.in_play() if state.positions[p] == f["number"]]}
            for f in state.data["fields"]]
    if as_json:
        output.print_json({"game": GAME.id, "fields": rows})
        return
    polish = i18n.current() == "pl"     # the Polish names once, else beside the field's own
    # Translators: the heading of the column of the fields' Polish names (English heads it
    # with the Polish word itself)
    table = Table("#", _("field"), *([] if polish else [_("pole")]), _("price"), _("owner"),
                  _("buildings"), _("tokens"), box=box.SIMPLE_HEAD)
    for r, f in zip(rows, state.data["fields"]):
        built = _("hotel") if r["hotel"] else houses(r["houses"]) if r["houses"] else ""
        owner = (_("{player} (mortgaged)").format(player=r["owner"]) if r["mortgaged"]
                 else r["owner"] or "")
        table.add_row(str(r["number"]), Text(name(f)), *([] if polish else [Text(r["pl"])]),
                      f"{dollars(r['price'])}" if r["price"] else "", Text(owner), built,
                      Text(", ".join(r["tokens"])))
    output.console().print(table)


def waiting(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """What the table must settle next (debts, a sale or auction, Chance cards, whose throw),
    each with the command that does it.

    Example: companion waiting
    """
    lines = views.waiting(ctx.obj.session().state())
    if as_json:
        output.print_json({"game": GAME.id, "waiting": lines})
    else:
        output.print_lines(lines)


def deal(
    ctx: typer.Context,
    hand: Annotated[Optional[list[str]], typer.Option(
        "--hand", metavar="NAME=FIELDS",
        help="The deal the table made with its own deeds, e.g. Ann=Rome,Madrid "
             "(one --hand for each player).")] = None,
) -> None:
    """The optional quick start: two Title Deeds dealt to each player, who pay for them.

    Without --hand companion shuffles and deals.
    Example: companion deal --hand Ann=Rome,Madrid --hand Bob=6,Wieden --hand Cy=2,29
    """
    action: dict = {"type": "deal"}
    for given in hand or []:
        player, _sign, fields = given.partition("=")
        if not player.strip() or not fields.strip():
            raise BadInput(_("--hand {hand!r}: expected NAME=FIELDS, e.g. Ann=Rome,Madrid").format(
                hand=given))
        action.setdefault("hands", {}).setdefault(player.strip(), []).extend(
            f.strip() for f in fields.split(",") if f.strip())
    act(ctx, action)


def move(
    ctx: typer.Context,
    player: Player,
    steps: Annotated[int, typer.Argument(help="The dice total (2-12).")],
    double: Annotated[bool, typer.Option("--double", help="The throw was a double.")] = False,
) -> None:
    """Move by the dice total: Start pays 400 $ when passed, then the field's bidding.

    After a double, give the second throw too; the token moves by both. A second double
    sends the player to Jail.
    Example: companion move Ann 8 --double; companion move Ann 5
    """
    act(ctx, {"type": "move", "player": player, "steps": steps, "double": double})


def land(
    ctx: typer.Context,
    player: Player,
    field: Field,
    dice: Annotated[Optional[int], typer.Option(
        "--dice", help="The dice total, for the rent of the Power Station or Waterworks.")] = None,
) -> None:
    """Put a token on a field and do what it says, without a move (no Start bonus).

    Example: companion land Bob Waterworks --dice 7
    """
    act(ctx, {"type": "land", "player": player, "field": field, "dice": dice})


def jail(
    ctx: typer.Context,
    player: Player,
    wait: Annotated[bool, typer.Option("--wait", help="Sit out this turn.")] = False,
    throw: Annotated[Optional[str], typer.Option(
        "--throw", help="Pay 100 $ and throw for a double, e.g. 3,3; without one, 300 $ more.")]
    = None,
    card: Annotated[bool, typer.Option("--card", help="Play an out-of-Jail card.")] = False,
) -> None:
    """A jailed player's turn: wait, try for a double, or play an out-of-Jail card.

    Example: companion jail Ann --throw 4,4
    """
    chosen = [how for how, given in (("wait", wait), ("throw", throw), ("card", card)) if given]
    if len(chosen) != 1:
        raise typer.BadParameter(_("give one of --wait, --throw D,D or --card"))
    act(ctx, {"type": "jail", "player": player, "how": chosen[0], "throw": throw})


def buy(
    ctx: typer.Context,
    player: Annotated[Optional[str], typer.Argument(
        metavar="[PLAYER]", help="The lander (companion knows who).",
        click_type=names("player"))] = None,
    field: Annotated[Optional[str], typer.Argument(
        metavar="[FIELD]", help="The field stopped on (companion knows which).",
        click_type=names("for-sale"))] = None,
) -> None:
    """Buy the field you stopped on from the bank at its price.

    Example: companion buy (or, in full, companion buy Ann Vienna)
    """
    act(ctx, {"type": "buy", "player": player, "field": field})


def decline(ctx: typer.Context) -> None:
    """The lander does not buy: the bank auctions the field.

    Example: companion decline
    """
    act(ctx, {"type": "decline"})


def auction(
    ctx: typer.Context,
    field: Field,
    winner: Annotated[Optional[str], typer.Option(
        "--winner", help="The highest bidder.", click_type=names("player"))] = None,
    price: Annotated[Optional[str], typer.Option(
        "--price", help="The winning bid (at least half the price).")] = None,
) -> None:
    """Record the bank's auction: who won and for how much; without --winner, no one bid.

    Example: companion auction Rome --winner Cy --price 150
    """
    if (winner is None) != (price is None):
        raise typer.BadParameter(_("give both --winner and --price, or neither if no one bid"))
    action = {"type": "auction", "field": field, "winner": winner}
    if price is not None:
        action["price"] = GAME.amount(price)
    act(ctx, action)


def trade(
    ctx: typer.Context,
    seller: Annotated[str, typer.Argument(metavar="SELLER", click_type=names("player"))],
    field: Annotated[str, typer.Argument(
        metavar="FIELD", help="The field sold, or `card` for an out-of-Jail card.",
        click_type=names("field"))],
    buyer: Annotated[str, typer.Argument(metavar="BUYER", click_type=names("player"))],
    price: Annotated[Optional[str], typer.Option(
        "--price", help="The agreed price (a gift is --price 0).")] = None,
    lift: Annotated[bool, typer.Option(
        "--lift", help="A mortgaged field: the buyer lifts the mortgage now.")] = False,
) -> None:
    """Sell a field (no buildings anywhere on the seller's cities) or an out-of-Jail card.

    A mortgaged field: the buyer pays 10% now, or with --lift the mortgage and 10%.
    Sold to a creditor, the price first pays what the seller owes the buyer.
    Example: companion trade Ann Rome Bob --price 300
    """
    if price is None:
        raise BadInput(_("give the agreed price: `trade {seller} {field} {buyer} --price P` "
                         "(a gift is --price 0)").format(seller=seller, field=field,
                                                         buyer=buyer))
    act(ctx, {"type": "trade", "seller": seller, "field": field, "buyer": buyer,
              "price": GAME.amount(price, allow_zero=True),
              "lift": lift})


def build(ctx: typer.Context, player: Player, city: City) -> None:
    """Buy one house (evenly across the country), or the hotel once every city has 4.

    Example: companion build Ann Madrid
    """
    act(ctx, {"type": "build", "player": player, "city": city})


def sell_building(ctx: typer.Context, player: Player, city: City) -> None:
    """Sell a house or the hotel back to the bank at half its cost, from any city of the
    country (ruling 8: the rules set no order for selling back).

    Example: companion sell-building Ann Madrid
    """
    act(ctx, {"type": "sell-building", "player": player, "city": city})


def mortgage(ctx: typer.Context, player: Player, field: Field) -> None:
    """Mortgage an unbuilt field to the bank for its mortgage value.

    Example: companion mortgage Bob Rome
    """
    act(ctx, {"type": "mortgage", "player": player, "field": field})


def unmortgage(ctx: typer.Context, player: Player, field: Field) -> None:
    """Lift a mortgage: its value plus 10% (rounded down to a 5 $ note).

    Example: companion unmortgage Bob Rome
    """
    act(ctx, {"type": "unmortgage", "player": player, "field": field})


def draw(
    ctx: typer.Context,
    player: Player,
    card: Annotated[Optional[str], typer.Argument(
        help="The card the table drew (e.g. birthday); omit it and companion draws.")] = None,
    pay: Annotated[bool, typer.Option(
        "--pay", help="Pay the card's fee instead of drawing from the other deck.")] = False,
) -> None:
    """Draw a Chance card of the field's colour and follow it.

    Example: companion draw Ann
    """
    act(ctx, {"type": "draw", "player": player, "card": card, "pay": pay})


def unclaimed(
    ctx: typer.Context,
    field: Annotated[Optional[str], typer.Argument(
        metavar="[FIELD]", help="The field whose rent goes unclaimed, if more than one was "
                                "charged since the last throw.", click_type=names("field"))]
    = None,
) -> None:
    """The owner did not claim a rent before the next throw: it is cancelled.

    The rent paid goes back to the lander (a rent still owed is dropped). Once the next
    player has thrown, a rent stands.
    Example: companion unclaimed
    """
    act(ctx, {"type": "unclaimed", "field": field})


def bankrupt(ctx: typer.Context, player: Player) -> None:
    """A player who cannot pay even after selling buildings and mortgaging leaves the game.

    Owed to a player: the property and cash go to them. Owed to the bank: the bank takes
    it all and auctions the plots.
    Example: companion bankrupt Cy
    """
    act(ctx, {"type": "bankrupt", "player": player})


# --- renderers used by the generic status and score commands -------------------------
SCORE_COLUMNS = {"cash": N_("cash"), "property": N_("property"), "mortgaged": N_("mortgaged"),
                 "houses": N_("houses"), "hotels": N_("hotels"), "debts": N_("debts")}


def show_status(con, view: dict) -> None:
    con.print(_("Eurobusiness: {now}").format(now=view["now"]), style="bold", markup=False)
    table = Table(_("player"), _("cash"), _("on"), _("fields"), _("other"), box=box.SIMPLE_HEAD)
    for p in view["players"]:
        fields = ", ".join(_field(f) for f in p["fields"])
        where = (_("{field} (in Jail)") if p["in_jail"] else "{field}").format(
            field=p["position"])
        other = [_("owes {creditor} {amount}").format(creditor=d["creditor"],
                                                     amount=dollars(d["amount"]))
                 for d in p["debts"]]
        if p["jail_cards"]:
            other.append(ngettext("{n} out-of-Jail card", "{n} out-of-Jail cards",
                                  p["jail_cards"]).format(n=p["jail_cards"]))
        table.add_row(Text(_out(p)), dollars(p['cash']), where, Text(fields), ", ".join(other))
    con.print(table)
    con.print(_("Bank: {houses}, {hotels}.").format(houses=houses(view["bank"]["houses"]),
                                                    hotels=hotels(view["bank"]["hotels"])),
              markup=False)
    first, *more = view["waiting"]
    con.print(ngettext("Next: {step} (and {n} more: `companion waiting`)",
                       "Next: {step} (and {n} more: `companion waiting`)", len(more)).format(
        step=first, n=len(more)) if more else _("Next: {step}").format(step=first),
        style="bold", markup=False)


def _out(row: dict) -> str:
    return _("{player} (out)").format(player=row["name"]) if row["eliminated"] else row["name"]


def _field(f: dict) -> str:
    built = (_("{field} hotel") if f["hotel"] else
             ngettext("{field} {n}h", "{field} {n}h", f["houses"]) if f["houses"] else
             "{field}").format(field=f["name"], n=f["houses"])
    return _("{field} (mortgaged)").format(field=built) if f["mortgaged"] else built


def show_score(con, result: dict) -> None:
    table = Table(_("player"), *(_(c) for c in SCORE_COLUMNS.values()), _("wealth"),
                  title=_("Wealth"), box=box.SIMPLE_HEAD)
    for r in result["players"]:
        table.add_row(Text(_out(r)), *(fmt(r[k]) for k in SCORE_COLUMNS), fmt(r["net_worth"]),
                      style="dim" if r["eliminated"] else "")
    con.print(table)
    if result["winner"]:
        con.print((_("Winner: {player}") if result["over"] else _("Leading: {player}")).format(
            player=result["winner"]), style="bold", markup=False)
    else:
        con.print(_("Tied: {players}").format(players=", ".join(result["tied"])),
                  style="bold", markup=False)
