"""Commands for the table: the live page, the game's report, and exports. All read-only."""

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from companion.cli import output
from companion.cli.params import (
    EXPORTS, Completing, JsonOpt, LinkOpt, LocationOpt, export_word, names,
)
from companion.core.errors import BadInput
from companion.core.i18n import _, ngettext

PANEL = "At the table"
HostOpt = Annotated[str, typer.Option(
    "--host", help="Address to listen on: 0.0.0.0 lets phones on your network in.")]
PortOpt = Annotated[int, typer.Option("--port", min=0, max=65535,
                                      help="Port (0 picks a free one).")]


def register(app: typer.Typer) -> None:
    app.command("serve", rich_help_panel=PANEL)(serve)
    for command in (links, requests, accept, reject):
        app.command(command.__name__, rich_help_panel=PANEL)(command)
    app.command("report", rich_help_panel=PANEL)(report)
    app.command("export", rich_help_panel=PANEL)(export)   # On Guard's takes its place


def serve(
    ctx: typer.Context,
    host: HostOpt = "127.0.0.1",
    port: PortOpt = 8765,
    trust_players: Annotated[bool, typer.Option(
        "--trust-players", help="Carry out the players' requests at once, without asking "
                                "the banker (every page says so).")] = False,
    roll: Annotated[bool, typer.Option(
        "--roll", help="A table without dice: companion rolls fair dice for the throws the "
                       "phones ask for (each entry says so).")] = False,
    countdown: Annotated[int, typer.Option(
        "--countdown", min=0, metavar="SECONDS",
        help="The countdown the table agreed for auctions from phones: the highest bid buys "
             "when no higher one came for that long (every screen counts down).")] = 0,
) -> None:
    """Show the game live in a browser, on a screen or the players' phones.

    The page shows the scores, the board, the last moves with their explanations and what
    happens next, and follows every action within half a second. With --host 0.0.0.0 it
    prints this computer's address on the network and a QR code of it, also shown on the
    page, so that a phone joins with one scan. Each player's own link (printed under it,
    `companion links` prints them again) opens their own view, from which they ask for their
    moves: the banker accepts or declines them (`companion requests`, or one key in
    `companion play`). Bids at an auction show on every screen; the banker closes it by
    accepting the highest (Ctrl-B in `companion play`). A sale offered from a phone waits
    for the buyer to agree on theirs. On this computer, ADDRESS/links shows every link as a
    QR code. Ctrl-C stops.
    Example: companion serve --host 0.0.0.0
    """
    from companion.cli.asking import COMMANDS
    from companion.core import i18n
    from companion.core import links as links_mod
    from companion.table import join, server, serving

    session = ctx.obj.session()
    path = session.journal.path
    try:
        httpd, stop = server.start(path, host, port, COMMANDS, trust=trust_players,
                                   lang=i18n.requested(), roll=roll, countdown=countdown)
    except OSError as exc:
        raise BadInput(_("cannot listen on {host}:{port}: {error}").format(
            host=host, port=port, error=exc.strerror or exc)) from None
    try:
        held = links_mod.tokens(path, session.state().in_play())
    except links_mod.ReadOnly as exc:   # the table's page still shows the game
        held, read_only = {}, str(exc)
    else:
        read_only = ""
    port = httpd.server_address[1]
    lines = [_("Serving {game} at {url} (Ctrl-C stops).").format(
        game=session.title, url=_url(host, port))]
    phones = _phone_url(host, port)
    if phones:
        server.invite(httpd, phones)
        lines.append(_("Phones on your network: {url} (or scan this code)").format(url=phones))
    output.print_lines(lines)
    if phones:
        sys.stdout.write(join.terminal(phones))
    elif host in ("0.0.0.0", "::"):
        output.print_lines([_("This computer has no network address yet: phones cannot "
                              "join.")])
    base = phones or _url(host, port)
    if read_only:
        output.print_lines([_("No player's own link: {why}").format(why=read_only)])
    else:
        output.print_lines([_("Each player's own link:")])
        _print_links(base, held, codes=bool(phones))   # a code is for a phone that reaches it
    output.print_lines(([_("QR codes of them: {address} (on this computer)").format(
                           address=f"{_url(host, port)}links")] if phones and held else [])
                       + ([_("Players' requests are carried out at once (--trust-players).")]
                          if trust_players else [])
                       + ([_("Companion rolls the dice of the phones' throws (--roll).")]
                          if roll else [])
                       + ([_("The highest bid buys after {n} s without a higher one "
                             "(--countdown).").format(n=countdown)] if countdown else []))
    sys.stdout.flush()
    serving.record(path, host, port)
    from companion.cli.context import stop_on_signals

    stop_on_signals()
    try:
        httpd.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        serving.forget(path)
        stop.set()
        httpd.server_close()


def _print_links(base: str, held: dict[str, str], codes: bool = True) -> None:
    """`Ann: http://ADDRESS:PORT/p/TOKEN`, a line a player, each with its QR code."""
    from companion.table import join

    for player, token in held.items():
        output.print_lines([f"{player}: {base}p/{token}"])
        if codes:
            sys.stdout.write(join.terminal(f"{base}p/{token}"))


def links(
    ctx: typer.Context,
    host: Annotated[Optional[str], typer.Option(
        "--host", help="The address `serve` listens on (default: that of the `serve` running "
                       "for this game, else 127.0.0.1).")] = None,
    port: Annotated[Optional[int], typer.Option(
        "--port", min=0, max=65535, help="Its port (default: that of the `serve` running "
                                         "for this game, else 8765).")] = None,
    renew: Annotated[Optional[str], typer.Option(
        "--renew", metavar="NAME", help="Replace this player's link: the old one stops "
                                        "working at once.", click_type=names("player"))] = None,
    no_qr: Annotated[bool, typer.Option(
        "--no-qr", help="Only the links, without their QR codes.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Each player's own link to the live page, with its QR code, as `serve` gives them
    (at the address of the `serve` running for this game, unless --host or --port). A player's link opens their own view, from which they ask
    for their moves. Give a lost phone's player a new one with --renew.

    Example: companion links --host 0.0.0.0 --renew Ann
    """
    from companion.core import links as links_mod
    from companion.table import serving

    session = ctx.obj.session()
    state = session.state()
    path = session.journal.path
    running = serving.recall(path) if host is None and port is None else None
    host, port = running or (host or "127.0.0.1", 8765 if port is None else port)
    if renew is not None:
        player = state.player(renew)
        links_mod.renew(path, player)
    held = links_mod.tokens(path, state.in_play())
    if renew is not None:
        held = {player: held[player]}
    base = _phone_url(host, port) or _url(host, port)
    if as_json:
        output.print_json({"game": session.game.id, "links": [
            {"player": player, "url": f"{base}p/{token}"} for player, token in held.items()]})
        return
    _print_links(base, held, codes=not no_qr)
    sys.stdout.flush()


def requests(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """The players' requests waiting for the banker, oldest first: what each asks for and
    what it would do. `companion accept N` carries one out, `companion reject N` drops it.
    Then the entries players flagged as looking wrong from their phones (the last ten
    minutes').

    Example: companion requests
    """
    from companion.cli.asking import command_tree
    from companion.core import links as links_mod
    from companion.moves import asking

    session, skipped = ctx.obj.session(), []
    found = links_mod.waiting(session.journal.path, skipped)
    tree = command_tree(ctx.obj) if found else None
    said = {r.id: asking.said(ctx.obj, tree, r) for r in found}   # from the command, never
    if skipped:                                                    # the row's stored words
        output.note(links_mod.skipped_note(skipped))
    flags = links_mod.flags(session.journal.conn)
    if as_json:
        output.print_json({"game": session.game.id, "requests": [
            {"id": r.id, "player": r.player, "command": r.line(), "says": said[r.id]}
            for r in found], "flags": [{"player": f.player, "seq": f.seq} for f in flags]})
        return
    output.print_lines([_("request {number}, {player} asks: {command} ({says})").format(
        number=r.id, player=r.player, command=r.line(), says=said[r.id]) for r in found]
        or [_("No request waits.")])
    output.print_lines([_("{player} thinks entry #{seq} looks wrong").format(
        player=f.player, seq=f.seq) for f in flags])


Number = Annotated[int, typer.Argument(metavar="N", help="The request's number "
                                                         "(`companion requests`).")]


def accept(ctx: typer.Context, number: Number) -> None:
    """Carry out a player's request N, as if the banker had typed it; the journal entry
    names who asked. The rules check it again first.

    Example: companion accept 3
    """
    from companion.cli.asking import COMMANDS
    from companion.core import links as links_mod
    from companion.moves import asking

    request = links_mod.find(ctx.obj.session().journal.path, number)
    code = asking.accept(ctx.obj, COMMANDS, COMMANDS.tree(ctx.obj), request)
    if code:
        raise typer.Exit(code)


def reject(ctx: typer.Context, number: Number) -> None:
    """Turn down a player's request N: nothing is written to the journal. (A game's own
    `decline` is a move of the game: nobody buys.)

    Example: companion reject 3
    """
    from companion.core import links as links_mod

    from companion.cli.asking import command_tree
    from companion.moves import asking

    path = ctx.obj.session().journal.path
    request = links_mod.find(path, number)
    says = asking.said(ctx.obj, command_tree(ctx.obj), request)   # before it is answered
    links_mod.answer(path, request.id, links_mod.DECLINED)
    output.print_lines([_("rejected request {number}: {player}: {says}").format(
        number=request.id, player=request.player, says=says)])


def _url(host: str, port: int) -> str:
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    return f"http://{'[' + shown + ']' if ':' in shown else shown}:{port}/"


def _phone_url(host: str, port: int) -> str | None:
    """The address phones on the network join by: this computer's own on its network when
    serving on every interface, the one given otherwise; None for this computer only."""
    from companion.table.join import lan_address

    if host in ("0.0.0.0", "::", ""):
        address = lan_address()
        return _url(address, port) if address else None
    return None if host.startswith("127.") or host in ("localhost", "::1") else _url(host, port)


def report(
    ctx: typer.Context,
    out: Annotated[Optional[Path], typer.Option(
        "--out", help="Where to write the PDF (default ./output/GAME/FILE-report.pdf).")] = None,
    paper: Annotated[str, typer.Option(help="a4 or letter.")] = "a4",
    as_json: JsonOpt = False,
) -> None:
    """The game's report as a PDF, at the end or so far.

    Scores with their breakdown, each player's net worth over the game's rounds as a chart,
    where each player's money came from and went (rents, wages, harvests, taxes, interest,
    purchases ...: a table and a chart), the notable moments (largest payment, loans,
    bankruptcies, undos) and the game's length in this computer's time zone.

    Example: companion report --out tonight.pdf
    """
    from companion.printing.options import PAPERS, choice
    from companion.table import report as report_mod

    session = ctx.obj.session()
    size = PAPERS[choice(paper, ("a4", "letter"), "paper")]
    data = report_mod.gather(session)
    if as_json:
        output.print_json(data)
        return
    path = Path(session.journal.path)
    target = out or _default_report(session.game.id, path)
    if target.is_dir():   # a folder: the report goes into it under its usual name
        target = target / f"{path.stem}-report.pdf"
    try:
        pages = report_mod.write(data, target, size)
    except OSError as exc:
        raise BadInput(_("cannot write the report to {path}: {error}").format(
            path=target, error=exc.strerror)) from None
    output.print_lines([ngettext("wrote {path} ({n} page)", "wrote {path} ({n} pages)",
                                 pages).format(path=target, n=pages)])


def _default_report(game: str, path: Path) -> Path:
    from companion.paths import output_root

    return output_root() / game / f"{path.stem}-report.pdf"


def export(
    ctx: typer.Context,
    what: Annotated[str, typer.Argument(
        metavar="bgstats", help="What to export: bgstats, the play for the BG Stats app.",
        click_type=Completing(lambda ctx: list(EXPORTS)))],
    as_json: JsonOpt = False,
    link_only: LinkOpt = False,
    location: LocationOpt = None,
) -> None:
    """The play for the BG Stats app: its JSON, then a link that opens it in the app.

    Scores are the game's own (net worth in most); an unfinished game says so.

    Example: companion export bgstats --location "Ann's place" --link
    """
    if export_word(what) is None:
        from companion.core.names import suggestion

        raise BadInput(_("nothing to export as {what!r}{hint}").format(
            what=what, hint=suggestion(what, EXPORTS)))
    bgstats(ctx, as_json, link_only, location)


def bgstats(ctx: typer.Context, as_json: bool, link_only: bool,
            location: str | None = None) -> None:
    """`export bgstats` in every game (On Guard's `export` calls it too)."""
    from companion.table import bgstats as bgstats_mod
    from companion.table import report as report_mod

    session = ctx.obj.session()
    play = bgstats_mod.play(session, report_mod.gather(session), location)
    link = bgstats_mod.link(play)
    if as_json:
        output.print_json(play)
        return
    if not link_only:
        output.print_json(play)
    output.print_lines([link])
    if len(link) > bgstats_mod.LONGEST_LINK:
        output.note(_("the link is {n} characters; BG Stats may refuse links over about "
                      "{most}").format(n=len(link), most=bgstats_mod.LONGEST_LINK))
