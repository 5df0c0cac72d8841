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
from companion.games.on_guard import words
from companion.games.on_guard.i18n import N_, _, ngettext
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
        raise BadInput(_("{name!r} cannot be an Alderman's name: `companion export {name}` is "
                         "the BG Stats export").format(name=name))
    act(ctx, {"type": "join", "name": name})


def develop(ctx: typer.Context, player: Player,
            site: Annotated[str, typer.Argument(help="A revealed site, or quarry.",
                                                click_type=names("site"))],
            manor: Annotated[Optional[Manor], typer.Option(
                "--manor", help="Manor House: first take the top of the pile or a quarry.")]
            = None,
            shrine: Annotated[Optional[str], typer.Option(
                "--shrine", metavar="SITE|manor",
                help="Healer Shrine: its settler goes to this new site (default: the one "
                     "claimed; manor: the Manor House's).")] = None) -> None:
    """Claim one revealed site (the First, or a Masons Lodge, may take a quarry).

    Example: companion develop Bob sheep-pasture --manor pile --shrine manor
    """
    action = {"type": "develop", "player": player, "site": site}
    if manor:
        action["manor"] = manor.value
    if shrine is not None:
        action["shrine"] = shrine
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
            raise BadInput(_("export bgstats takes no good, --caravan or --wagon-train"))
        from companion.cli.table import bgstats

        return bgstats(ctx, as_json, link_only, location)
    if as_json or link_only or location is not None:
        raise BadInput(_("--json, --link and --location belong to `export bgstats`, not to "
                         "loading goods"))
    if good is None:
        raise BadInput(_("missing the good: companion export {player} GOOD (coal, iron, wool, "
                         "timber or pottery)").format(player=player))
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
    """Do nothing in your turn to develop, build or trade; in Export, leave your Wagon Train
    at home when no merchant caravan takes your goods.

    Example: companion pass Cy
    """
    act(ctx, {"type": "pass", "player": player})


# --- renderers used by the generic status and score commands -------------------------
ENDS = {"gold": N_("THE END by gold."), "town": N_("THE END by town."),   # its trigger
        "settlers": N_("THE END by settlers.")}
TIE_BREAK = N_("faradinars + goods")   # the shipped data file's scoring.tie_break


def _town(p: dict) -> str:
    return ", ".join(f"{b['name']} {b['settlers']}" for b in p["buildings"]) or "-"


def _sites(p: dict) -> str:
    return ", ".join(s["kind"] + ("*" if s["occupied"] else "") for s in p["sites"]) or "-"


def _goods(goods: dict) -> str:
    return ", ".join(words.load(n, g) for g, n in goods.items() if n) or "-"


def _activity(card: dict) -> str:
    name = words.activity(card["activity"])
    if card["chosen"]:
        return _("{activity} (chosen)").format(activity=name)
    if card["bonus"]:
        return _("{activity} +{bonus}").format(activity=name, bonus=money(card["bonus"]))
    return name


def show_status(con, view: dict) -> None:
    when = {"month": words.month(view["month_name"]), "year": view["year"],
            "number": view["month"], "season": view["season"]}
    if view["activity"]:
        head = _("On Guard, {month} of year {year} (month {number}), season {season}: {player} "
                 "is First, {activity}").format(**when, player=view["first"],
                                                activity=words.activity(view["activity"]))
    else:
        head = _("On Guard, {month} of year {year} (month {number}), season {season}").format(
            **when)
    if view["now"] and not view["over"]:
        head = _("{head}; {now}").format(head=head, now=view["now"])
    con.print(head, style="bold", markup=False)
    table = Table(_("Alderman"), _("F"), _("GB"), _("sites (* occupied)"), _("town (settlers)"),
                  _("goods"), _("spare"), box=box.SIMPLE_HEAD)
    for p in view["players"]:
        table.add_row(Text(p["name"]), str(p["faradinars"]), str(p["gold_bars"]),
                      Text(_sites(p)), Text(_town(p)), Text(_goods(p["goods"])),
                      str(p["spare_settlers"]))
    con.print(table)
    supply = view["supply"]
    caravans = "; ".join(_("{loads}/{size} {good}").format(
        loads=c["loads"], size=c["size"], good=words.good(c["good"]) or _("empty"))
        for c in view["caravans"])
    lines = [
        _("Supply: {goods}; {settlers}, {gold_bars}, {quarries}.").format(
            goods=_goods(supply["goods"]), settlers=words.settlers(supply["settlers"]),
            gold_bars=words.gold_bars(supply["gold_bars"]),
            quarries=words.quarries(supply["quarries"])),
        (_("Wagon: {settlers}. Caravans: {caravans}. Trading House: {goods}.")
         if view["trading_house"] else
         _("Wagon: {settlers}. Caravans: {caravans}. Trading House: empty.")).format(
            settlers=words.settlers(view["wagon"]), caravans=caravans,
            goods=words.goods(view["trading_house"])),
        _("Revealed sites: {sites}.").format(sites=", ".join(view["revealed"]) or _("none")),
        _("Activities: {activities}").format(
            activities=", ".join(_activity(c) for c in view["bonuses"])),
        _("Running order: {order}.").format(order=", ".join(view["order"])),
    ]
    if not view["over"]:
        lines.append(_end_near(view["end_near"]))
    for line in lines:
        con.print(line, markup=False)
    con.print(_("Next: {step}").format(step=next_step(view)), style="bold", markup=False)
    if view["sales"]:
        con.print(_("{player} may sell {sales}.").format(player=view["waiting"], sales=", ".join(
            (_("{good} for {amount} ({parts})") if sale["parts"] else _("{good} for {amount}"))
            .format(good=words.good(sale["good"]), amount=money(sale["faradinars"]),
                    parts=sale["parts"]) for sale in view["sales"])), markup=False)


def _end_near(near: dict) -> str:
    """How near THE END is, a part for each trigger."""
    town = near["town"]
    return _("Nearing THE END: {gold_bars} to go; {refills}; {town}.").format(
        gold_bars=words.gold_bars(near["gold_bars"]["to_go"]),
        refills=ngettext("settlers for {n} refill", "settlers for {n} refills",
                         near["settlers"]["refills"]).format(n=near["settlers"]["refills"]),
        town=ngettext("{player} has {n} town space left", "{player} has {n} town spaces left",
                      town["spaces_left"]).format(player=town["player"],
                                                  n=town["spaces_left"]))


def next_step(view: dict) -> str:
    if view["over"]:
        return _("THE END: `companion score`")
    if not view["activity"]:
        return _("{player} is First: `companion first {player} ACTIVITY`").format(
            player=view["order"][0])
    who = view["waiting"]
    # NAME stays NAME in every translation: the Alderman's name replaces it
    verbs = {"develop": N_("develop NAME SITE (or pass NAME)"),
             "build": N_("build NAME BUILDING (or pass NAME)"),
             "trade": N_("trade NAME GOOD (or pass NAME)"),
             "settle": N_("settle NAME [PLACES...]"), "export": N_("export NAME GOOD"),
             "wagon-train": N_("export NAME GOOD --wagon-train (or pass NAME)"),
             "keep": N_("keep NAME GOOD [--store KIND]")}
    return _("{player}'s turn: `companion {command}`").format(
        player=who, command=_(verbs[view["step"]]).replace("NAME", who))


def show_score(con, result: dict) -> None:
    title = _("Final scores") if result["final"] else _("Scores so far")
    table = Table(_("Alderman"), _("Gold Bars"), _("buildings"), _("bonus"), _("total"),
                  _("tie-break"), title=title, box=box.SIMPLE_HEAD)
    for r in result["players"]:
        extra = ", ".join(f"{k} {v}" for k, v in r["bonuses"].items())
        table.add_row(Text(r["name"]), str(r["gold_bars"]), str(r["buildings"]),
                      Text(_("{bonus} ({bonuses})").format(bonus=r["bonus"], bonuses=extra)
                           if extra else str(r["bonus"])),
                      str(r["total"]), str(r["tie_break"]))
    con.print(table)
    rule = result["tie_break"]
    con.print(_("Tie-break: {rule}.").format(rule=_(rule) if rule == TIE_BREAK else rule),
              markup=False)
    if result["end"]:
        con.print(_(ENDS[result["end"]["trigger"]]), markup=False)
    if result["winner"]:
        said = _("Winner: {player}") if result["final"] else _("Leading: {player}")
        con.print(said.format(player=result["winner"]), style="bold", markup=False)
    else:
        con.print(_("Tied: {players}").format(players=", ".join(result["tied"])), style="bold",
                  markup=False)
