"""Discretion's own commands, and how its status, score and board look in a terminal."""

from enum import Enum
from typing import Annotated, Optional

import typer
from rich.text import Text

from companion.cli import output
from companion.cli.params import JsonOpt, Player, act, names, show_score_table
from companion.cli.tables import Table
from companion.core.money import fmt, parse_amount
from companion.games.discretion import grid, views
from companion.games.discretion.i18n import N_, _, ngettext
from companion.table.colours import ink_on, owner_tags

Count = Annotated[int, typer.Argument(min=1, help="How many loans.")]
PlotOpt = Annotated[Optional[str], typer.Option(
    "--plot", help="The plot the card names (List card, Extra Harvest).",
    click_type=names("plot"))]
CellOpt = Annotated[Optional[str], typer.Option(
    "--cell", help="Extra Rent: which building.", click_type=names("built-cell"))]


class Op(str, Enum):
    take = "take"
    repay = "repay"


def register(app: typer.Typer) -> None:
    for command in (plots, board, auction, build, demolish, loan, shark, event, draw, next_,
                    forfeit, bankrupt):
        app.command(command.__name__.rstrip("_"), rich_help_panel="Discretion")(command)


def plots(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The 17 plots: acres, harvest, appraisal, cells and owner.

    Example: companion plots --json
    """
    state = ctx.obj.session().state()
    rows = [{"id": p["id"], "name": p["name"], "acres": p["acres"], "harvest": p["harvest"],
             "appraisal": p["appraisal"], "cells": p["cells"], "owner": state.owners.get(p["id"]),
             "source": p["source"]} for p in state.data["plots"]]
    if as_json:
        output.print_json({"game": ctx.obj.session().game.id, "plots": rows})
        return
    table = Table(_("id"), _("plot"), _("acres"), _("harvest"), _("appraisal"), _("owner"),
                  _("built"))
    for row in rows:
        built = len(state.buildings_on_plot(row["id"]))
        table.add_row(str(row["id"]), row["name"], str(row["acres"]), fmt(row["harvest"]),
                      fmt(row["appraisal"]), row["owner"] or "-", str(built or ""))
    con = output.console()
    con.print(table)
    if any(r["source"] == "house" for r in rows):
        con.print(_("Plot values are house defaults (the rulebook gives none): "
                    "`companion rules discretion house-defaults`."), style="dim")


def board(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """Draw the 11x11 map: plots, owners, and buildings in their colours.

    Example: companion board
    """
    state = ctx.obj.session().state()
    if as_json:
        output.print_json({"game": ctx.obj.session().game.id, "cells": board_cells(state)})
        return
    output.console().print(render_board(state))


def board_cells(state) -> list[dict]:
    """The map cell by cell, row by row from A1: its plot, the plot's owner, and the
    building on it with its owner."""
    cells = []
    for row in range(grid.SIZE):
        for col in range(grid.SIZE):
            cell = grid.name(col, row)
            plot, building = state.plot_of_cell(cell), state.building_at(cell)
            cells.append({"cell": cell, "plot": plot, "owner": state.owners.get(plot),
                          "building": building.type if building else None,
                          "building_owner": building.owner if building else None})
    return cells


def auction(
    ctx: typer.Context,
    plot: Annotated[Optional[str], typer.Argument(
        help="Plot id or name; default: the next Title in companion's pile.",
        click_type=names("plot"))] = None,
    winner: Annotated[Optional[str], typer.Option(
        "--winner", help="Highest bidder.", click_type=names("player"))] = None,
    price: Annotated[Optional[str], typer.Option("--price", help="Winning bid.")] = None,
    no_bid: Annotated[bool, typer.Option("--no-bid", help="Nobody bid.")] = False,
) -> None:
    """Record the auction that is due: the winner and price, or no bid.

    Example: companion auction 7 --winner Ann --price 650k
    """
    if no_bid == bool(winner):
        raise typer.BadParameter(_("give --winner NAME --price AMOUNT, or --no-bid"))
    if winner and not price:
        raise typer.BadParameter(_("--winner needs --price"))
    action = {"type": "auction", "plot": plot, "no_bid": no_bid}
    if winner:
        action |= {"winner": winner, "price": parse_amount(price)}
    act(ctx, action)


def build(
    ctx: typer.Context,
    player: Player,
    building: Annotated[str, typer.Argument(
        metavar="TYPE", help="housing, offices, industry, services or retail (shops).",
        click_type=names("building"))],
    cells: Annotated[str, typer.Argument(metavar="CELL[+CELL]", help="C3, or C3+C4 for 2 acres.",
                                         click_type=names("free-cell"))],
) -> None:
    """Put up a building (at the building price) on the player's own land.

    Example: companion build Ann housing C3+C4
    """
    act(ctx, {"type": "build", "player": player, "building": building, "cells": cells})


def demolish(ctx: typer.Context, cell: Annotated[str, typer.Argument(
        help="Any cell of it.", click_type=names("built-cell"))]) -> None:
    """Pull down a building; the Bank pays its owner 100,000 (ruling 7), whenever it was
    built. A building put up by mistake is taken back with `companion undo` instead.

    Example: companion demolish C3
    """
    act(ctx, {"type": "demolish", "cell": cell})


def loan(ctx: typer.Context, op: Op, player: Player, count: Count = 1) -> None:
    """Take Bank Loans (buildings are the collateral), or repay them after an Interest card.

    Example: companion loan take Ann 2
    """
    act(ctx, {"type": "loan", "op": op.value, "player": player, "count": count})


def shark(
    ctx: typer.Context,
    op: Op,
    player: Player,
    count: Annotated[Optional[int], typer.Argument(min=1, help="Default: just enough.")] = None,
    for_: Annotated[Optional[str], typer.Option(
        "--for", help="The payment the loan is for, when it is not a debt already owed.")] = None,
) -> None:
    """Take Loan Shark loans for a payment you cannot make, or repay them after End of Year.

    Example: companion shark take Bob --for 500k
    """
    action = {"type": "shark", "op": op.value, "player": player}
    if count is not None:
        action["count"] = count
    elif op is Op.repay:
        action["count"] = 1
    if for_:
        action["for"] = parse_amount(for_)
    act(ctx, action)


def event(
    ctx: typer.Context,
    card: Annotated[str, typer.Argument(help="e.g. housing-rent, harvest, interest, land-tax.",
                                        click_type=names("card"))],
    active: Annotated[Optional[str], typer.Option(
        "--active", help="Who drew it, checked against whose turn it is.",
        click_type=names("player"))] = None,
    plot: PlotOpt = None,
    cell: CellOpt = None,
) -> None:
    """Record the Event card the table drew, and settle it.

    Example: companion event housing-rent
    """
    act(ctx, _with_choices({"type": "event", "card": card}, active=active, plot=plot, cell=cell))


def draw(ctx: typer.Context, plot: PlotOpt = None, cell: CellOpt = None) -> None:
    """Let companion be the Event deck: draw the next card and settle it.

    The table may name what the card leaves to it (`--plot`, `--cell`), as with `event`.
    Use either `draw` or `event` for a whole game: companion's deck skips a card recorded
    with `event`, but the table's deck does not know companion's. Example: companion draw
    """
    act(ctx, _with_choices({"type": "draw"}, plot=plot, cell=cell))


def _with_choices(action: dict, **choices) -> dict:
    return action | {k: v for k, v in choices.items() if v is not None}


def next_(ctx: typer.Context) -> None:
    """Pass the turn to the next player (the building round, or a turn without a card).

    Example: companion next
    """
    act(ctx, {"type": "next"})


def forfeit(ctx: typer.Context, player: Player,
            plot: Annotated[str, typer.Argument(help="Plot id or name.",
                                                click_type=names("plot"))]) -> None:
    """Right after Land Tax: hand back an undeveloped plot and escape its tax.

    Example: companion forfeit Cy 15
    """
    act(ctx, {"type": "forfeit", "player": player, "plot": plot})


def bankrupt(ctx: typer.Context, player: Player) -> None:
    """Declare a player who cannot pay their debt bankrupt; they leave the game.

    Example: companion bankrupt Bob
    """
    act(ctx, {"type": "bankrupt", "player": player})


# --- renderers used by the generic status and score commands -------------------------
def show_status(con, view: dict) -> None:
    head = (_("Discretion, Year {year} ({phase})") if view["phase"] == "over"
            else _("Discretion, Year {year} ({phase}), {now}"))
    con.print(head.format(year=view["year"], phase=views.phase_name(view["phase"]),
                          now=view.get("now")), style="bold", markup=False)
    table = Table(_("player"), _("cash"), _("bank loans"), _("shark loans"), _("plots"),
                  _("buildings"), _("owes"))
    for p in view["players"]:
        name = _("{name} (out)").format(name=p["name"]) if p["eliminated"] else p["name"]
        owes = fmt(sum(d["amount"] for d in p["debts"])) if p["debts"] else ""
        table.add_row(Text(name), fmt(p["cash"]), str(p["bank_loans"]), str(p["shark_loans"]),
                      ", ".join(map(str, p["plots"])), str(len(p["buildings"])), owes)
    con.print(table)
    for p in view["players"]:
        if p["buildings"]:
            rents = ", ".join(f"{b['type']} {'+'.join(b['cells'])} {fmt(b['rent'])}"
                              for b in p["buildings"])
            con.print(_("{player}'s buildings, rent each: {rents}").format(
                player=p["name"], rents=rents), markup=False)
    if view["phase"] == "play":
        cards = view["cards"]
        left = len(cards["left"])
        drawn = (ngettext("Year {year} cards drawn: {drawn}; {n} left: {left}",
                          "Year {year} cards drawn: {drawn}; {n} left: {left}", left)
                 if cards["drawn"] else
                 ngettext("Year {year} cards drawn: none; {n} left: {left}",
                          "Year {year} cards drawn: none; {n} left: {left}", left))
        con.print(drawn.format(year=view["year"], drawn=", ".join(cards["drawn"]), n=left,
                               left=", ".join(cards["left"])), markup=False)
    bank = view["bank"]
    con.print(_("Bank Loans left {bank}, Loan Shark loans left {shark}.").format(
        bank=bank["bank_loans_left"], shark=bank["shark_loans_left"]), markup=False)
    if view["pending_auctions"]:
        nxt = view["next_auction"]
        con.print(_("Auctions due: {n}; next up: {plot} (plot {id}) (`companion auction [PLOT] "
                    "--winner NAME --price AMOUNT` or `--no-bid`)").format(
            n=len(view["pending_auctions"]), plot=nxt["name"], id=nxt["id"]), markup=False)
    players = view["players"]
    hints = {
        "interest": (_("Bank Loans may be repaid now (`companion loan repay NAME N`)."),
                     any(p["bank_loans"] for p in players)),
        "end-of-year": (_("Loan Shark loans may be repaid now (`companion shark repay NAME N`)."),
                        any(p["shark_loans"] for p in players)),
        "land-tax": (_("Undeveloped plots may be forfeited now (`companion forfeit NAME PLOT`)."),
                     True),
    }
    hint, applies = hints.get(view["window"], ("", False))
    if applies:
        con.print(hint, markup=False)
    if view["winner"]:
        con.print(_("Winner: {player}").format(player=view["winner"]), style="bold",
                  markup=False)
    con.print(_("Next: {step}").format(step=views.next_step(view)), style="bold", markup=False)


SCORE_COLUMNS = {"cash": N_("cash"), "bank_loans": N_("bank loans"),
                 "shark_loans": N_("shark loans"), "land": N_("land"),
                 "buildings": N_("buildings"), "debts": N_("debts")}


def show_score(con, result: dict) -> None:
    title = (_("Final scores") if result["final"]
             else _("Scores so far (Year {year})").format(year=result["year"]))
    show_score_table(con, result, list(SCORE_COLUMNS), title, final=result["final"],
                     headings={k: _(v) for k, v in SCORE_COLUMNS.items()})


def render_board(state) -> Text:
    """The map as a grid of 4-character cells: buildings in their colour with the owner's
    initial, bare land shaded by plot with its number and its owner's initial."""
    colours = {t["id"]: t["colour"] for t in state.data["building_types"]}
    tags = owner_tags(state.players)
    shades = ("grey27", "grey39", "grey19", "grey46", "grey30")
    out = Text("    " + "".join(f" {c}  " for c in grid.COLUMNS) + "\n")
    for row in range(grid.SIZE):
        out.append(f"{row + 1:>3} ")
        for col in range(grid.SIZE):
            cell = grid.name(col, row)
            building = state.building_at(cell)
            if building:
                who = tags.get(building.owner, "-")
                colour = colours[building.type]
                out.append(f" {building.type[0].upper()}{who:<2}",
                           style=f"bold {ink_on(colour)} on {colour}")
            else:
                plot_id = state.plot_of_cell(cell)
                who = tags.get(state.owners.get(plot_id), "")
                out.append(f"{plot_id:>2}{who:<2}",
                           style=f"white on {shades[plot_id % len(shades)]}")
        out.append("\n")
    legend = ", ".join(f"{t['id'][0].upper()} {t['id']}" for t in state.data["building_types"])
    owners = ", ".join(f"{tags[p]} {p}" for p in state.players)
    out.append(_("Buildings: {legend}. Owners: {owners}. Land shows its plot number.").format(
        legend=legend, owners=owners), style="dim")
    return out
