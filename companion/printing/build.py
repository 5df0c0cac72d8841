"""The print pipeline: find a game's kit, render every component, write the changed PDFs."""

import hashlib
import importlib
import json
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from importlib.metadata import version
from pathlib import Path

from companion import games
from companion.core.errors import BadInput, UnknownName
from companion.core.names import match_name
from companion.printing import (calibration, cover, exports, extras, ink, pdf, printall,
                                shop, tts, words)
from companion.printing.ganged import render_all
from companion.printing.i18n import _, ngettext
from companion.printing.model import Board, CardSet, Kit
from companion.printing.options import Options
from companion.printing.render import (RENDERER_VERSION, Rendered, check_fit, first_sheet,
                                       one_up, one_up_board)
from companion.printing.render import render as render_one

MANIFEST = ".print-manifest.json"   # component id -> [content hash, its PDF's stamp]
COMBINED = "*print-all"             # the manifest's key for the combined PDF


@dataclass(frozen=True)
class Outcome:
    id: str
    path: Path
    written: bool            # False: unchanged since the last run, skipped
    pages: int | None = None


@dataclass
class Report:
    out: Path
    outcomes: list[Outcome] = field(default_factory=list)
    overflows: list[tuple[str, str, str]] = field(default_factory=list)  # component, card, field


@dataclass(frozen=True)
class Job:
    """What to write: the output folder name, the kit's title, its rendered components, and
    whether they are the whole kit (then a combined PDF and a print list are written too)."""

    name: str
    title: str
    rendered: list[Rendered]
    whole: bool
    how: str = ""    # the paper and options, for the print list
    format: str = "pdf"
    lang: str = "en"
    # --ink saver: one card sheet with the saver and in full colour, to compare
    ink_sample: tuple[Rendered, Rendered] | None = None
    cover: "Cover | None" = None   # the cover page, made once the parts are written
    bleed: float = exports.SHOP_BLEED   # an export's 1-up PDFs: the bleed round each face
    dpi: int = exports.PNG_DPI          # --format png and png-bleed


def prepare(target: str, options: Options, data_path: Path | None = None,
            checked: Callable[[], None] = lambda: None, played: dict | None = None) -> Job:
    """Everything rendered to HTML (so any data or option error comes before a file is
    written), from the data file at `data_path`, else the `played` data (the open game's),
    else the game's own; `checked` is called once the inputs are read, before the slow
    part."""
    if target.strip().lower() == calibration.NAME:
        sheet = calibration.render(options)   # quick: a wrong option is said before `checked`
        checked()
        return Job(calibration.NAME, "Calibration", [sheet], False)
    entry = games.find(target)
    data = played if played is not None and data_path is None else games.load(
        entry.id).load_data(data_path)
    module = kit_module(entry)
    needs = tuple(module.needs(data)) if hasattr(module, "needs") else ()
    own = replace(options, lang=written_in(target, options.lang))
    full = extras.complete(module.components(data, own), games.load(entry.id), data,
                           options, needs)
    kit = ink.saver(full) if options.ink == "saver" else full
    chosen = select(kit.components, options.only)
    if options.format == "pdf":
        for component in chosen:
            check_fit(component, options)
    checked()
    if options.format != "pdf":
        parts = [c for c in chosen if _exported(c, options.format)]
        if not parts:
            raise BadInput(ngettext("--format {format} exports card sets and boards, and "
                                    "{components} is not one",
                                    "--format {format} exports card sets and boards, and "
                                    "{components} are none", len(chosen)).format(
                format=options.format, components=", ".join(c.id for c in chosen)))
        bleed = options.bleed if options.format == "png-bleed" else exports.SHOP_BLEED
        return Job(entry.id, kit.title, [(one_up if isinstance(c, CardSet) else one_up_board)(
                       c, kit, options, bleed) for c in parts],
                   False, format=options.format, lang=options.lang, bleed=bleed,
                   dpi=options.dpi)
    # a whole kit gangs its sets of a few pieces onto shared sheets; --only prints each alone
    rendered = render_all([c for c in chosen if c.id != cover.ID], kit, options,
                          not options.only)
    to_cover = None
    if any(c.id == cover.ID for c in chosen):   # counted from the whole kit's parts
        parts = rendered if not options.only else render_all(
            [c for c in kit.components if c.id != cover.ID and (options.boxes or not
                                                                extras.boxed(c))], kit, options)
        game = data["game"]
        to_cover = Cover(kit, parts, needs, (game["min_players"], game["max_players"]),
                         options, bool(options.only))
    return Job(entry.id, kit.title, rendered, not options.only, words.how(options),
               lang=options.lang, ink_sample=_ink_sample(full, kit, options), cover=to_cover)


def written_in(target: str, lang: str) -> str:
    """The language a kit prints its own texts (cards, board, sheets) in: `lang` where the
    game's kit has them, else English; the printing's own words, the cover and the rules'
    house defaults still speak `lang`."""
    if target.strip().lower() == calibration.NAME:
        return lang
    return lang if lang in getattr(kit_module(games.find(target)), "LANGUAGES", ("en",)) \
        else "en"


def _exported(component, fmt: str) -> bool:
    """Card sets and boards; a print shop's order has every board, the images those played
    on (not a sheet of standees to cut)."""
    if isinstance(component, Board):
        return fmt == "print-shop" or component.stock == "board"
    return isinstance(component, CardSet)


@dataclass(frozen=True)
class Cover:
    """What the cover page is made from once the kit's `parts` are written (`apart`: into
    a folder of their own, when only the cover was asked for)."""

    kit: Kit
    parts: list[Rendered]
    needs: tuple
    players: tuple[int, int]
    options: Options
    apart: bool


PARTS = ".cover-parts"   # where `--only cover` writes the parts it counts


def write_cover(job: Job, out: Path, workers: "int | Workers | None" = None) -> tuple[Job, Report]:
    """Write the cover page from the written parts' page counts; the job with the cover
    first among its parts, and the report of its writing."""
    import pypdfium2 as pdfium

    made = job.cover
    if made is None:
        return job, Report(out)
    folder = out / PARTS if made.apart else out
    if made.apart:
        write(made.parts, folder, workers=workers)
    pages = {}
    for r in made.parts:
        document = pdfium.PdfDocument(folder / f"{r.id}.pdf")
        pages[r.id] = len(document)
        document.close()
    page = render_one(cover.document(made.kit, made.parts, pages, made.needs, made.players,
                                     made.options.lang), made.kit, made.options)
    return replace(job, rendered=[page, *job.rendered]), write([page], out, workers=workers)


def _ink_sample(full: Kit, kit: Kit, options: Options) -> tuple[Rendered, Rendered] | None:
    """For a whole kit's print list under --ink saver: a sheet of its money (kit_parts.notes:
    the most colour), else of its first card set, with the saver and in full colour (each
    alone: the kit's own file of the set may be a ganged sheet, or none)."""
    sets = [i for i, c in enumerate(full.components) if isinstance(c, CardSet)]
    if options.ink != "saver" or options.only or not sets:
        return None
    at = next((i for i in sets if full.components[i].id == "money"), sets[0])
    return (first_sheet(kit.components[at], kit, options),
            first_sheet(full.components[at], full, replace(options, ink="full")))


def pdf_folder(job: Job, out: Path) -> Path:
    """Where a job's PDFs go: the kit's folder, or for exports the 1-up PDFs' folder."""
    return {"pdf": out, "print-shop": out / "print-shop"}.get(job.format, out / ".one-up")


def export(job: Job, out: Path, report: Report) -> list[str]:
    """Finish an export from the 1-up PDFs just written; return what to tell the user."""
    folder = pdf_folder(job, out)
    lines = []
    if job.format == "print-shop":
        written = [o for o in report.outcomes if o.written]
        if written:   # the boxes change the file: its stamp in the manifest follows
            manifest = _read_manifest(folder)
            for o in written:
                exports.set_boxes(o.path)
                manifest[o.id][1] = stamp(o.path)
            _write_manifest(folder, manifest)
        lines.append(f"1-up PDFs with TrimBox and BleedBox ({exports.SHOP_BLEED:g} mm bleed) "
                     f"in {folder}")
        lines += shop.write(folder, job.title, job.rendered, job.lang)
    if job.format in ("png", "png-bleed"):
        lines += _pngs(job, folder, out / job.format)
    elif job.format == "tts":
        lines += _tts(job, folder, out / "tts")
    return lines


def _pngs(job: Job, folder: Path, into: Path) -> list[str]:
    """Each card's faces and each board as PNGs, cut to the trim (png-bleed: with the bleed)."""
    keep = job.bleed if job.format == "png-bleed" else 0.0
    lines = []
    for r in job.rendered:
        pdf = folder / f"{r.id}.pdf"
        if r.piles:   # (a card set's; a board has none)
            n = len(exports.pngs(pdf, r.id, r.cards, into, job.dpi, job.bleed, keep))
        else:
            exports.board_png(pdf, r.id, into, job.dpi, job.bleed, keep)
            n = 1
        lines.append(ngettext("{n} PNG at {dpi} dpi of {title} in {folder}",
                              "{n} PNGs at {dpi} dpi of {title} in {folder}", n).format(
            n=n, dpi=job.dpi, title=r.title, folder=into))
    return lines


def _tts(job: Job, folder: Path, into: Path) -> list[str]:
    """A deck a pile, each board's image, the note of numbers to type in and the table."""
    w = words.words(job.lang)
    lines, boards, sets = [], [], []
    for r in job.rendered:
        pdf = folder / f"{r.id}.pdf"
        if r.piles:   # (a card set's; a board has none)
            said, decks = tts.decks(pdf, r.id, r.title, r.cards, r.piles, into, job.lang)
            lines += said
            sets.append(decks)
        else:
            boards.append(tts.board(pdf, r.id, r.title, r.cards[0][1], into))
            lines.append(w["tts_board"].format(title=r.title, name=boards[-1].image.name))
    table = into / f"{job.name}.json"
    tts.write_table(table, job.title, boards, sets)
    lines.append(w["tts_table"].format(name=table.name))
    note = into / "tabletop-simulator.txt"
    note.write_text(w["tts_intro"] + "\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return lines + [_("the numbers to enter are in {path}").format(path=note)]


def combine(job: Job, out: Path) -> int | None:
    """Write the combined PDF and the print list of a whole kit, unless both are there and
    none of the parts changed; return its pages when written."""
    if not job.whole:
        return None
    manifest = _read_manifest(out)
    key = hashlib.sha256("|".join(digest(r) for r in job.rendered).encode()).hexdigest()
    files = printall.paths(out, job.name)
    if manifest.get(COMBINED) == [key, *map(stamp, files)]:
        return None
    pages = printall.write(out, job.name, job.title, job.rendered, job.how, job.lang,
                           _ink_saved(job, out))
    manifest[COMBINED] = [key, *map(stamp, files)]
    _write_manifest(out, manifest)
    return pages


def _ink_saved(job: Job, out: Path) -> tuple[str, int] | None:
    """--ink saver: the ink a sheet of money (else of the first card set) takes, in % of the
    same sheet in full colour, both rendered and their pixels counted; and the set's title."""
    if job.ink_sample is None:
        return None
    paths = [out / f".{job.ink_sample[0].id}-{mode}.pdf" for mode in ("ink-saver", "full-colour")]
    try:
        for r, path in zip(job.ink_sample, paths):
            pdf.write(r.html, path, r.stamps)
        share = ink.page_ink(paths[0]) / ink.page_ink(paths[1])
    finally:
        for path in paths:
            path.unlink(missing_ok=True)
    return job.ink_sample[0].title, round(100 * share)


def kit_module(entry: games.GameEntry):
    """`<game module>.kit`, found by name so a new game needs no change here."""
    name = f"{entry.module}.kit"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise UnknownName(_("{game} has no print kit yet ({module})").format(
            game=entry.id, module=name)) from None


def select(components, only: tuple[str, ...]) -> list:
    """The components named by --only (unique prefixes allowed), in kit order."""
    if not only:
        return list(components)
    ids = [c.id for c in components]
    wanted = {match_name(typed, ids, kind=_("component")) for typed in only}
    return [c for c in components if c.id in wanted]


def digest(rendered: Rendered) -> str:
    """Content hash: the HTML holds the data, templates and options it was made from; the
    shared stylesheet (fonts, print.css) is given beside it."""
    h = hashlib.sha256(f"{RENDERER_VERSION}|weasyprint {version('weasyprint')}|"
                       f"pypdf {version('pypdf')}|{pdf.shared_css()}|".encode())
    for source in rendered.sources():
        h.update(source.encode())
    return h.hexdigest()


@dataclass
class Workers:
    """Processes started before the layout: each imports WeasyPrint and builds its font
    caches while this process lays the kit out (`ready` says whether that worked)."""

    pool: ProcessPoolExecutor
    ready: list[Future]


def start_workers() -> Workers:
    count = os.cpu_count() or 1
    pool = ProcessPoolExecutor(max_workers=count)
    return Workers(pool, [pool.submit(pdf.warm_up) for _ in range(count)])


def write(rendered: list[Rendered], out: Path, on_done: Callable[[Outcome], None] = lambda o: None,
          workers: int | Workers | None = None) -> Report:
    """Write each changed component's PDF (in parallel processes); skip the unchanged ones."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BadInput(_("cannot write PDFs into {folder}: {error}").format(
            folder=out, error=exc.strerror)) from None
    manifest = _read_manifest(out)
    report = Report(out, overflows=[(r.id, card, fld) for r in rendered
                                    for card, fld in r.overflows])
    todo = []
    for r in rendered:
        path = out / f"{r.id}.pdf"
        if manifest.get(r.id) == [digest(r), stamp(path)]:
            report.outcomes.append(Outcome(r.id, path, written=False))
            on_done(report.outcomes[-1])
        else:
            todo.append(r)
    try:
        for r, pages in _run(todo, out, workers):
            manifest[r.id] = [digest(r), stamp(out / f"{r.id}.pdf")]
            report.outcomes.append(Outcome(r.id, out / f"{r.id}.pdf", True, pages))
            on_done(report.outcomes[-1])
    finally:
        if todo:   # an untouched manifest keeps other runs' records of the folder valid
            _write_manifest(out, manifest)
    order = [r.id for r in rendered]
    report.outcomes.sort(key=lambda o: order.index(o.id))
    return report


def _run(todo: list[Rendered], out: Path, workers: int | Workers | None):
    """Yield (component, pages) as each PDF is done, biggest first, on started `Workers`.
    Without them one job runs here: a new worker process would only add the cost of
    importing WeasyPrint a second time."""
    if not todo:
        return
    if isinstance(workers, Workers):
        for ready in workers.ready:
            ready.result()   # WeasyPrint missing: its one-line error, raised here
        yield from _on(workers.pool, todo, out)
        return
    pdf.require_weasyprint()
    if len(todo) == 1:
        yield todo[0], pdf.write(todo[0].html, out / f"{todo[0].id}.pdf", todo[0].stamps,
                                 todo[0].impose)
        return
    with ProcessPoolExecutor(max_workers=workers or min(len(todo), os.cpu_count() or 1)) as pool:
        yield from _on(pool, todo, out)


def _on(pool: ProcessPoolExecutor, todo: list[Rendered], out: Path):
    biggest_first = sorted(todo, key=lambda r: -sum(map(len, r.sources())))
    futures = {pool.submit(pdf.write, r.html, out / f"{r.id}.pdf", r.stamps, r.impose): r
               for r in biggest_first}
    for future in as_completed(futures):
        yield futures[future], future.result()


def stamp(path: Path) -> str | None:
    """A file's size and time, so a PDF deleted or edited since it was written is redone."""
    try:
        stat = path.stat()
    except FileNotFoundError:
        return None
    return f"{stat.st_size} {stat.st_mtime_ns}"


def _read_manifest(out: Path) -> dict[str, list]:
    try:
        return json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return {}


def _write_manifest(out: Path, manifest: dict[str, list]) -> None:
    tmp = out / f"{MANIFEST}.tmp"
    tmp.write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(tmp, out / MANIFEST)
