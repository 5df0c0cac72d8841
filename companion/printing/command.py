"""`companion print`: the CLI adapter. Imports nothing heavy until the command runs."""

from pathlib import Path
from typing import Annotated, Optional

import typer

from companion.cli.params import about_game, comma_list, game_ids
from companion.printing.i18n import _, ngettext   # light; `--help` translates by its catalog


def register(app: typer.Typer) -> None:
    """Add the `print` command to the root app."""
    app.command("print", rich_help_panel="Print and play")(print_kit)


def print_kit(
    ctx: typer.Context,
    game: Annotated[str, typer.Argument(help="A game (e.g. discretion) or 'calibration'.",
                                        click_type=game_ids("calibration"))],
    paper: Annotated[str, typer.Option(help="a4, letter or universal (fits both).")] = "a4",
    card_size: Annotated[str, typer.Option(
        help="poker, bridge, mini, tarot, square, or WxH in mm.")] = "poker",
    bleed: Annotated[str, typer.Option(
        help="Art past the cut line, as much of it as fits without losing a card.")] = "3mm",
    backs: Annotated[str, typer.Option(
        help="duplex-long, duplex-short, fold (landscape gutterfold: no duplex printer "
             "needed) or separate.")] = "duplex-long",
    back_offset: Annotated[str, typer.Option(
        help="X,Y in mm to shift back pages (measure with 'print calibration').")] = "0,0",
    cut_lines: Annotated[str, typer.Option(help="marks (in the margins) or full.")] = "marks",
    board_paper: Annotated[Optional[str], typer.Option(
        help="Print the board on one a3, tabloid, a2 or a1 sheet instead of tiling it.")] = None,
    out: Annotated[Optional[Path], typer.Option(help="Folder for the PDFs.")] = None,
    only: Annotated[Optional[list[str]], typer.Option(
        help="Only these components (repeatable, or a comma list), e.g. --only "
             "events,titles.")] = None,
    data: Annotated[Optional[Path], typer.Option(
        help="Your own copy of the game's data file (by default the open game's data, when "
             "it plays this game).")]
    = None,
    format_: Annotated[str, typer.Option(
        "--format", help="pdf (sheets), png (each card face and board cut to its trim), "
                         "png-bleed (the same with --bleed of its own art all round, for "
                         "print-on-demand), tts (Tabletop Simulator decks, boards and a table "
                         "to load) or print-shop (1-up PDFs with bleed).")] = "pdf",
    dpi: Annotated[Optional[int], typer.Option(
        help="Pixels per inch of --format png and png-bleed (300 unless given).")] = None,
    ink: Annotated[str, typer.Option(
        help="full, or saver: light tints and outlines instead of filled colour, nothing "
             "in the bleed.")] = "full",
    boxes: Annotated[bool, typer.Option(
        "--boxes", help="The whole kit with its boxes: a tuck box for each deck, a lid and "
                        "a base for the kit (each also by --only box-NAME).")] = False,
) -> None:
    """Make print-and-play PDFs: one per component, in output/GAME/.

    Unchanged components are skipped on a re-run, and a re-run with nothing changed at all
    (data, options, templates, code) is skipped as a whole. Example:

        companion print discretion --paper letter --bleed 3mm --only events
    """
    from rich.console import Console

    from companion.core import i18n
    from companion import games as registry
    from companion.cli import output
    from companion.printing import build, options, rerun

    about_game(ctx, game)
    opts = options.parse(paper=paper, card_size_text=card_size, bleed=bleed, backs=backs,
                         back_offset=back_offset, cut_lines=cut_lines,
                         board_paper=board_paper, only=comma_list(only), lang=i18n.current(),
                         output=format_, ink=ink, boxes=boxes, dpi=dpi)
    console, err = Console(), Console(stderr=True)   # notes and warnings go to stderr
    target = rerun.folder(game, out)
    played = None if data else _played(ctx, game)
    digest = rerun.inputs_digest(game, opts, data, played)
    said = rerun.recall(target, digest)
    if said is None:
        said = _make(console, err, game, opts, data, target, played)
        rerun.remember(target, digest, said)
    else:
        _tell(console, err, said)
    if build.written_in(game, opts.lang) != opts.lang:   # after the kit: a refusal stays one line
        # Translators: "this language" is yours, as in the note on the rules ("auf
        # Deutsch", "po polsku"); the pipeline's words, the cover and the house defaults
        # are in it all the same.
        output.note(_("the {game} kit's cards, board and sheets are not yet written in this "
                      "language: they are printed in English.").format(
            game=registry.load(registry.find(game).id).shown_title))


def _played(ctx: typer.Context, game: str) -> dict | None:
    """The data the open game plays by (the table's own file, its rule switches), when it
    plays `game`: its kit is printed from it."""
    from companion import games as registry
    from companion.core.errors import CompanionError

    session, _why = ctx.obj.try_session() if ctx.obj else (None, None)
    try:
        same = session is not None and session.game.id == registry.find(game).id
    except CompanionError:   # not a game (calibration): the build says what it is
        return None
    return session.meta["data"] if same else None


def _make(console, err, game: str, opts, data: Optional[Path], target: Path,
          played: dict | None = None) -> dict:
    """The full path: lay out, render what changed, export, join; return what was said
    (for a re-run with nothing changed to say again)."""
    from rich.progress import Progress

    from companion.printing import build, printall
    started = []   # workers get WeasyPrint ready while the inputs, once read, are laid out
    job, done = None, []   # what Ctrl-C interrupted: the components and those written

    def start(status) -> None:
        status.stop()   # no spinner thread while forking
        started.append(build.start_workers())
        status.start()

    def finished(outcome, progress, task) -> None:
        done.append(outcome)
        progress.advance(task)

    try:
        with console.status(_("Laying out the components...")) as status:
            job = build.prepare(game, opts, data, lambda: start(status), played)
        with Progress(console=console, transient=True) as progress:
            task = progress.add_task(_("Writing the PDFs"), total=len(job.rendered))
            report = build.write(job.rendered, build.pdf_folder(job, target),
                                 on_done=lambda o: finished(o, progress, task),
                                 workers=started[0])
            job, covered = build.write_cover(job, target, workers=started[0])
            report.outcomes[:0] = covered.outcomes
    except KeyboardInterrupt:
        _interrupted(err, [r.id for r in job.rendered] if job else [], done)
        raise typer.Exit(130) from None
    finally:
        for workers in started:
            workers.pool.shutdown(cancel_futures=True)
    said = {"folder": str(report.out), "outcomes": [[o.id, str(o.path), o.written, o.pages]
                                                    for o in report.outcomes],
            "overflows": report.overflows, "notes": [],
            "warnings": [w for r in job.rendered for w in r.warnings]}
    _summary(console, err, said)
    try:
        if job.format != "pdf":
            with console.status(_("Exporting ({format})...").format(format=job.format)):
                for line in build.export(job, target, report):
                    console.print(line)
                    said["notes"].append(line)
        with console.status(_("Joining the whole kit into one file...")):
            pages = build.combine(job, target)
    except KeyboardInterrupt:
        said = (_("interrupted: every component's PDF is in {folder}, but not the export "
                  "or the whole kit in one file; run the same command again to finish")
                if job.format != "pdf" else
                _("interrupted: every component's PDF is in {folder}, but not the whole kit "
                  "in one file; run the same command again to finish"))
        err.print(said.format(folder=report.out), soft_wrap=True, markup=False)
        raise typer.Exit(130) from None
    if pages:
        combined, listing = printall.paths(target, job.name)
        console.print(ngettext("wrote     {path}  ({n} page: the whole kit)",
                               "wrote     {path}  ({n} pages: the whole kit)", pages).format(
            path=combined, n=pages), markup=False)
        console.print(_("wrote     {path}  (how to print each part)").format(path=listing),
                      markup=False)
    _warnings(err, said)
    return said


def _interrupted(err, components: list[str], done: list) -> None:
    """Ctrl-C while the PDFs were being written: which are whole on disk and which are not
    (a file is written whole or not at all, and a re-run writes only what is missing)."""
    if not components:
        err.print(_("interrupted while laying out: nothing written"), soft_wrap=True)
        return
    ready = {o.id: o for o in done}
    missing = [c for c in components if c not in ready]
    if ready:
        err.print(ngettext("interrupted: {n} component ready in {folder} ({components})",
                           "interrupted: {n} components ready in {folder} ({components})",
                           len(ready)).format(
            n=len(ready), folder=next(iter(ready.values())).path.parent,
            components=", ".join(c for c in components if c in ready)),
            soft_wrap=True, markup=False)
    else:
        err.print(_("interrupted: no PDF written"), soft_wrap=True)
    if missing:
        err.print(_("not written: {components} (the same command again writes only "
                    "these)").format(components=", ".join(missing)), soft_wrap=True,
                  markup=False)


def _tell(console, err, said: dict) -> None:
    """Say again what the last run with the same inputs said, every file now unchanged."""
    said = {**said, "outcomes": [[i, path, False, None] for i, path, *_rest in said["outcomes"]]}
    _summary(console, err, said)
    for line in said["notes"]:
        console.print(line)
    console.print(_("nothing to do: same inputs as the last run, its files untouched"))
    _warnings(err, said)


def _summary(console, err, said: dict) -> None:
    outcomes = said["outcomes"]
    for _id, path, written, pages in outcomes:
        if written:
            console.print(ngettext("wrote     {path}  ({n} page)", "wrote     {path}  ({n} pages)",
                                   pages).format(path=path, n=pages), markup=False)
        else:
            console.print(_("unchanged {path}  (skipped)").format(path=path), markup=False)
    written = sum(o[2] for o in outcomes)
    console.print(_("{written} written, {unchanged} unchanged, in {folder}").format(
        written=written, unchanged=len(outcomes) - written, folder=said["folder"]),
        markup=False)
    if said["overflows"]:
        n = len(said["overflows"])
        err.print(ngettext("{n} text does not fit even at the smallest size:",
                           "{n} texts do not fit even at the smallest size:", n).format(n=n),
                  style="bold red")
        for component, card, field in said["overflows"]:
            err.print(f"  {component}: {card}: {field}", soft_wrap=True, markup=False)


def _warnings(err, said: dict) -> None:
    from rich.text import Text

    for warning in said["warnings"]:
        err.print(Text.assemble((_("warning:"), "bold yellow"), " ", warning), soft_wrap=True)
