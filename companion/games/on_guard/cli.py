"""On Guard's own commands, said the way a table says them, and how status and score look."""

from enum import Enum
from typing import Annotated, Optional

import typer
from rich import box
from rich.text import Text

from companion.cli.params import (EXPORTS, JsonOpt, LinkOpt, LocationOpt, Player, act,
                                  export_word, names)
from companion.cli.tables import Table
from companion.core.errors import BadInput
from companion.games.on_guard.state import money

Good = Annotated[str, typer.Argument(help="coal, iron, wool, timber or pottery.",
                                     click_type=names("good"))]


class Manor(str, Enum):
    pile = "pile"
    quarry = "quarry"


def register(app: typer.Typer) -> None:
    # On Guard's `export` is both the Export activity and every game's `export bgstats`
    app.registered_commands = [c for c in app.registered_commands if c.name != "export"]
    for command in (first, influence, join, develop, build, settle, export, keep, trade,
                    pass_):
        app.command(command.__name__.rstrip("_"), rich_help_panel="On Guard")(command)


def first(ctx: typer.Context, player: Player,
          activity: Annotated[str, typer.Argument(
              help="develop, build, export, trade, produce, settle or prospect.",
              click_type=names("activity"))]) -> None:
    """The month's First names the activity (and takes the Faradinars lying on it).

    Example: companion first Ann build
    """
    act(ctx, {"type": "first", "player": player, "activity": activity})


def influence(ctx: typer.Context, player: Player,
              throw: Annotated[int, typer.Argument(
                  metavar="THROW", help="The table's throw of two dice, 2 to 12.")]) -> None:
    """Between months: pay the Mayor 1F and throw; on 7 or more he bumps you up the
    running order (one who has been First this season stays behind those not yet First).

    Example: companion influence Cy 8
    """
    act(ctx, {"type": "influence", "player": player, "roll": throw})


def join(ctx: typer.Context,
         name: Annotated[str, typer.Argument(help="The new Alderman's name.")]) -> None:
    """Between months: a new Alderman takes office (the 1000Cr investment is paid outside
    the game): Faradinars, a site, and the setup of the larger table.

    Example: companion join Dee
    """
    if export_word(name):
        raise BadInput(f"{name!r} cannot be an Alderman's name: `companion export {name}` is "
                       f"the BG Stats export")
    act(ctx, {"type": "join", "name": name})


def develop(ctx: typer.Context, player: Player,
            site: Annotated[str, typer.Argument(help="A revealed site, or quarry.",
                                                click_type=names("site"))],
            manor: Annotated[Optional[Manor], typer.Option(
                "--manor", help="Manor House: first take the top of the pile or a quarry.")]
            = None) -> None:
    """Claim one revealed site (the First, or a Masons Lodge, may take a quarry).

    Example: companion develop Bob sheep-pasture --manor pile
    """
    action = {"type": "develop", "player": player, "site": site}
    if manor:
        action["manor"] = manor.value
    act(ctx, action)


def build(ctx: typer.Context, player: Player,
          building: Annotated[str, typer.Argument(help="e.g. small-market, inn, guild-hall.",
                                                  click_type=names("building"))]) -> None:
    """Put up one building, paying its cost less the privilege and occupied quarries.

    Example: companion build Bob small-market
    """
    act(ctx, {"type": "build", "player": player, "building": building})


def settle(ctx: typer.Context, player: Player,
           place: Annotated[Optional[list[str]], typer.Argument(
               help="One building or site per settler placed, e.g. ore-mine inn.",
               click_type=names("place"))] = None,
           anew: Annotated[bool, typer.Option(
               "--anew", help="Lift all of the Alderman's settlers first, then place.")]
           = False) -> None:
    """Place spare settlers on free spaces in your town and sites; leftovers stay spare.

    Example: companion settle Ann ore-mine small-iron-foundry
    """
    act(ctx, {"type": "settle", "player": player, "place": list(place or []), "anew": anew})


def export(ctx: typer.Context,
           player: Annotated[str, typer.Argument(
               metavar="NAME|bgstats", help="An Alderman (a unique prefix will do), or bgstats.",
               click_type=names("player", *EXPORTS))],
           good: Annotated[Optional[str], typer.Argument(
               help="coal, iron, wool, timber or pottery.", click_type=names("good"))]
           = None,
           caravan: Annotated[Optional[int], typer.Option(
               "--caravan", min=1, help="Which empty caravan (default: the one taking most).")]
           = None,
           wagon_train: Annotated[bool, typer.Option(
               "--wagon-train", help="Load on your own Wagon Train instead.")] = False,
           as_json: JsonOpt = False, link_only: LinkOpt = False,
           location: LocationOpt = None) -> None:
    """Two uses: the Export activity, and the play for the BG Stats app.

    export NAME GOOD: the Alderman loads as much of one good as fits on a caravan,
    1 Gold Bar a load (--caravan, --wagon-train).

    export bgstats: the play's JSON, then a link that opens it in the BG Stats app
    (--json, --link), as in every game. No Alderman may be named bgstats.

    Example: companion export Cy wool
    """
    if export_word(player):
        if good is not None or caravan is not None or wagon_train:
            raise BadInput("export bgstats takes no good, --caravan or --wagon-train")
        from companion.cli.table import bgstats

        return bgstats(ctx, as_json, link_only, location)
    if as_json or link_only or location is not None:
        raise BadInput("--json, --link and --location belong to `export bgstats`, not to "
                       "loading goods")
    if good is None:
        raise BadInput(f"missing the good: companion export {player} GOOD "
                       f"(coal, iron, wool, timber or pottery)")
    action = {"type": "export", "player": player, "good": good, "wagon_train": wagon_train}
    if caravan is not None:
        action["caravan"] = caravan
    act(ctx, action)


def keep(ctx: typer.Context, player: Player,
         good: Annotated[Optional[str], typer.Argument(help="The one good kept.",
                                                       click_type=names("good"))] = None,
         store: Annotated[Optional[list[str]], typer.Option(
             "--store", help="A kind a warehouse keeps whole (repeat for two or three).")]
         = None) -> None:
    """After an export: the one good you keep, and the kinds your warehouses store.

    Example: companion keep Ann coal --store wool
    """
    act(ctx, {"type": "keep", "player": player, "one": good, "store": list(store or [])})


def trade(ctx: typer.Context, player: Player, good: Good) -> None:
    """Sell one good to the Trading House.

    Example: companion trade Bob timber
    """
    act(ctx, {"type": "trade", "player": player, "good": good})


def pass_(ctx: typer.Context, player: Player) -> None:
    """Do nothing in your turn to develop, build or trade.

    Example: companion pass Cy
    """
    act(ctx, {"type": "pass", "player": player})


# --- renderers used by the generic status and score commands -------------------------
def _town(p: dict) -> str:
    return ", ".join(f"{b['name']} {b['settlers']}" for b in p["buildings"]) or "-"


def _sites(p: dict) -> str:
    return ", ".join(s["kind"] + ("*" if s["occupied"] else "") for s in p["sites"]) or "-"


def _goods(goods: dict) -> str:
    return ", ".join(f"{n} {g}" for g, n in goods.items() if n) or "-"


def show_status(con, view: dict) -> None:
    head = (f"On Guard, {view['month_name']} of year {view['year']} (month {view['month']}), "
            f"season {view['season']}")
    if view["activity"]:
        head += f": {view['first']} is First, {view['activity']}"
    if view["now"] and not view["over"]:
        head += f"; {view['now']}"
    con.print(head, style="bold", markup=False)
    table = Table("Alderman", "F", "GB", "sites (* occupied)", "town (settlers)", "goods",
                  "spare", box=box.SIMPLE_HEAD)
    for p in view["players"]:
        table.add_row(Text(p["name"]), str(p["faradinars"]), str(p["gold_bars"]),
                      Text(_sites(p)), Text(_town(p)), Text(_goods(p["goods"])),
                      str(p["spare_settlers"]))
    con.print(table)
    supply = view["supply"]
    caravans = "; ".join(f"{c['loads']}/{c['size']} {c['good'] or 'empty'}"
                         for c in view["caravans"])
    lines = [
        f"Supply: {_goods(supply['goods'])}; {supply['settlers']} settlers, "
        f"{supply['gold_bars']} Gold Bars, {supply['quarries']} quarries.",
        f"Wagon: {view['wagon']} settlers. Caravans: {caravans}. "
        f"Trading House: {', '.join(view['trading_house']) or 'empty'}.",
        f"Revealed sites: {', '.join(view['revealed']) or 'none'}.",
        "Activities: " + ", ".join(
            f"{c['activity']}{' (chosen)' if c['chosen'] else ''}"
            f"{' +' + money(c['bonus']) if c['bonus'] else ''}" for c in view["bonuses"]),
        f"Running order: {', '.join(view['order'])}.",
    ]
    for line in lines:
        con.print(line, markup=False)
    con.print(f"Next: {next_step(view)}", style="bold", markup=False)


def next_step(view: dict) -> str:
    if view["over"]:
        return "THE END: `companion score`"
    if not view["activity"]:
        return (f"{view['order'][0]} is First: `companion first {view['order'][0]} ACTIVITY`")
    who = view["waiting"]
    verbs = {"develop": "develop NAME SITE (or pass NAME)", "build": "build NAME BUILDING "
             "(or pass NAME)", "trade": "trade NAME GOOD (or pass NAME)",
             "settle": "settle NAME [PLACES...]", "export": "export NAME GOOD",
             "keep": "keep NAME GOOD [--store KIND]"}
    return f"{who}'s turn: `companion {verbs[view['step']].replace('NAME', who)}`"


def show_score(con, result: dict) -> None:
    title = "Final scores" if result["final"] else "Scores so far"
    table = Table("Alderman", "Gold Bars", "buildings", "bonus", "total", "tie-break",
                  title=title, box=box.SIMPLE_HEAD)
    for r in result["players"]:
        extra = ", ".join(f"{k} {v}" for k, v in r["bonuses"].items())
        table.add_row(Text(r["name"]), str(r["gold_bars"]), str(r["buildings"]),
                      Text(f"{r['bonus']}" + (f" ({extra})" if extra else "")),
                      str(r["total"]), str(r["tie_break"]))
    con.print(table)
    con.print(f"Tie-break: {result['tie_break']}.", markup=False)
    if result["end"]:
        con.print(f"THE END by {result['end']['trigger']}.", markup=False)
    if result["winner"]:
        con.print(f"{'Winner' if result['final'] else 'Leading'}: {result['winner']}",
                  style="bold", markup=False)
    else:
        con.print(f"Tied: {', '.join(result['tied'])}", style="bold", markup=False)
