"""Commands every game has: games, new, status, pay, log, undo, redo, score, rules, count."""

import re
from pathlib import Path
from typing import Annotated, Optional

import typer

from companion.cli import output
from companion.cli.params import (
    Completing, CsvOpt, JsonOpt, about_game, export_word, game_ids, names,
)
from companion.core import i18n
from companion.core.i18n import N_, _
from companion.core.errors import BadInput, CompanionError, GameFileError, RuleViolation, UnknownName
from companion.core.ledger import public_named, shown

UNDO_WITHOUT_ASKING = 3   # `undo --to` takes back at most this many entries without --yes


def register(app: typer.Typer) -> None:
    for command in COMMANDS:
        # A mistyped negative amount reaches the amount parser instead of looking like an
        # option; `undo 3` reaches undo, which says what to type instead.
        settings = ({"ignore_unknown_options": True} if command in (pay, count)
                    else {"allow_extra_args": command is undo})
        app.command(command.__name__.rstrip("_"), rich_help_panel="Every game",
                    context_settings=settings)(command)


def _one_format(as_json: bool, as_csv: bool) -> None:
    """Refuse --json with --csv: one document is written, in one format."""
    if as_json and as_csv:
        raise BadInput(_("--json and --csv: choose one"))


def _show(ctx: typer.Context, view: str, as_json: bool, as_csv: bool) -> None:
    """A game's `status` or `score` view: its document (docs/json.md) as JSON or a CSV row
    a player, else through the game's `show_<view>` renderer."""
    from companion.cli import documents
    from companion.games import shape

    _one_format(as_json, as_csv)
    session = ctx.obj.session()
    state = session.state()
    if as_json or as_csv:
        document = getattr(shape, view)(session.game, state)
        if as_json:
            output.print_json(document)
        elif view == "score":
            documents.write_csv(documents.score_csv(document), document["players"])
        else:
            documents.write_csv(list(documents.STATUS_CSV), documents.status_rows(document))
    else:
        from companion.cli import views

        views.show(output.console(), session.game, view, session.game.shown(view, state))


def games(as_json: JsonOpt = False) -> None:
    """List the games companion knows: the built-in ones and those of installed game
    packages (docs/games.md), with their languages; a package that cannot be played is
    listed as unavailable.

    Example: companion games
    """
    from companion import games as registry

    known = registry.catalogue()
    rows = [{"id": e.id, "title": e.title, "aliases": list(e.aliases), "package": e.source,
             "languages": languages(e), "unavailable": None}
            for e in known.games]
    rows += [{"id": u.id, "title": None, "aliases": [], "package": u.source,
              "languages": {}, "unavailable": u.why} for u in known.unavailable]
    if known.note:
        output.note(known.note)
    if as_json:
        output.print_json({"games": rows})
        return
    output.print_lines([f"{r['id']:<16} {r['title']}  {spoken(r['languages'])}" if r["title"] else
                        f"{r['id']:<16} " + _("unavailable ({package}): {why}").format(
                            package=r["package"], why=r["unavailable"])
                        for r in rows])


def languages(entry) -> dict[str, list[str]]:
    """Language -> what of a declared game (a GameEntry, not loaded) is written in it: its
    "messages" (what the banker says) where its package's catalog is compiled in that
    language (locale/LANG/LC_MESSAGES/*.mo), and its own "game texts" in those its rules
    are written in (rules.LANG.md beside rules.md, as its `languages` say)."""
    from companion.paths import CARDS

    package = _package_folder(entry)
    rules = CARDS / entry.id if entry.source == "companion" else package
    own = {i18n.SOURCE} | {path.suffixes[0][1:] for path in rules.glob("rules.*.md")
                           if len(path.suffixes) == 2}
    messages = {i18n.SOURCE} | {lang for lang in i18n.LANGUAGES if any(
        (package / "locale" / lang / "LC_MESSAGES").glob("*.mo"))}
    return {lang: [what for what, where in (("messages", messages), ("game texts", own))
                   if lang in where] for lang in i18n.LANGUAGES if lang in messages | own}


def _package_folder(entry) -> Path:
    """A declared game's package folder, found without importing it."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(entry.module)
    except (ImportError, ValueError):
        spec = None
    return Path(spec.origin).parent if spec and spec.origin else Path("/nonexistent")


SPOKEN = {("messages",): N_("{lang} (messages)"), ("game texts",): N_("{lang} (game texts)"),
          ("messages", "game texts"): N_("{lang} (messages and game texts)")}


def spoken(found: dict[str, list[str]]) -> str:
    """`de (messages), pl (messages and game texts)`: the languages besides English."""
    return ", ".join(_(SPOKEN[tuple(what)]).format(lang=lang)
                     for lang, what in found.items() if lang != i18n.SOURCE)


def new(
    ctx: typer.Context,
    game: Annotated[str, typer.Argument(help="Which game, e.g. discretion.",
                                        click_type=game_ids())],
    players: Annotated[str, typer.Option("--players", help="Names in seating order: Ann,Bob,Cy")],
    data: Annotated[Optional[Path], typer.Option(
        "--data", help="Your own data file instead of the shipped one.")] = None,
    seed: Annotated[Optional[int], typer.Option(
        "--seed", help="Fix the shuffles (for repeatable games).")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Replace an existing game file (kept as a dated .bak copy).")] = False,
    months: Annotated[Optional[int], typer.Option(
        "--months", min=1, help="Pay Day: the months the table agrees to play.")] = None,
    rule: Annotated[Optional[list[str]], typer.Option(
        "--rule", metavar="NAME=VALUE",
        help="Set one of the game's rule switches (its rulings name them), e.g. "
             "doubled_rent=country; again for another.")] = None,
) -> None:
    """Start a new game in the game file.

    Example: companion new discretion --players Ann,Bob,Cy
    """
    from companion import games as registry
    from companion.core.session import Session

    target = registry.load(game)
    names = _player_names(players, target.public_accounts)
    path = ctx.obj.path
    if path.is_dir():   # never replaced, --force or not: a folder is no game file to back up
        raise GameFileError(_("{path} is a folder, not a game file").format(path=path))
    if path.exists() and not force:
        raise RuleViolation(_("{found}: use --force to replace it (it is kept as "
                              "{name}.DATE-TIME.bak) or --game OTHER.db").format(
            found=ctx.obj.found(), name=path.name))
    options = {} if months is None else {"months": months}
    lang = i18n.outside()
    session = Session.create(path, target, names, data, seed, replace=force, options=options,
                             lang=lang, rules=_rule_switches(rule or []))
    i18n.set_table(lang)
    state = session.state()
    output.print_lines([_("New {game} game in {path} for {players}.").format(
        game=session.title, path=path, players=", ".join(names))] + state.effects)


def _rule_switches(typed: list[str]) -> dict[str, str]:
    """`--rule NAME=VALUE`, each typed: NAME -> VALUE."""
    chosen = {}
    for text in typed:
        name, sep, value = text.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise BadInput(_("--rule takes NAME=VALUE, e.g. doubled_rent=country, not "
                             "{text!r}").format(text=text))
        name = name.strip()
        if chosen.get(name, value) != value:
            raise BadInput(_("--rule {name} given twice: {first!r} and {second!r}; keep "
                             "one").format(name=name, first=chosen[name], second=value))
        chosen[name] = value
    return chosen


def _player_names(text: str, accounts: tuple[str, ...]) -> list[str]:
    from companion.core.names import same_as, unreadable

    names = [n.strip() for n in text.split(",")]
    if any(not n for n in names):
        raise BadInput(_("empty player name in {text!r}: give names like Ann,Bob,Cy").format(
            text=text))
    for i, name in enumerate(names):
        if why := unreadable(name):
            raise BadInput(_("{name!r} cannot be a player's name: {why}").format(
                name=name, why=why))
        if same := same_as(name, names[:i]):
            raise BadInput(_("player names must differ: {name!r} reads as {other!r}").format(
                name=name, other=same))
    for name in names:
        if name.casefold() in {a.casefold() for a in accounts} or name.startswith("-"):
            raise BadInput(_("{name!r} cannot be a player's name").format(name=name))
        if export_word(name):
            raise BadInput(_("{name!r} cannot be a player's name: `companion export {name}` "
                             "is the BG Stats export").format(name=name))
    return names


def status(ctx: typer.Context, as_json: JsonOpt = False, as_csv: CsvOpt = False) -> None:
    """Show cash, loans, land and buildings of every player.

    Example: companion status --json
    """
    crashed = ctx.obj.session().after_crash()
    if crashed:
        output.note(crashed)
    _show(ctx, "status", as_json, as_csv)


def play(ctx: typer.Context) -> None:
    """An interactive shell on the game: Tab completes commands and names, a toolbar shows
    everyone's cash, one key undoes, and each action answers at once.

    Example: companion play
    """
    from companion.cli import shell

    shell.run(ctx.obj)


def pay(
    ctx: typer.Context,
    payer: Annotated[str, typer.Argument(metavar="FROM", help="A player or the Bank.",
                                         click_type=names("account"))],
    payee: Annotated[str, typer.Argument(metavar="TO", help="A player or the Bank.",
                                         click_type=names("account"))],
    amount: Annotated[str, typer.Argument(help="500000, 500k, 1.2M ...")],
    reason: Annotated[Optional[str], typer.Option("--reason", help="Why, for the log.")] = None,
) -> None:
    """Move money by hand, for table situations the rules engine does not model.

    Example: companion pay Ann Bob 10k --reason "side deal"
    """
    session = ctx.obj.session()
    item = session.act({"type": "pay", "from": payer, "to": payee, "reason": reason,
                        "amount": session.game.amount(amount)})
    output.print_result(item)


def log(
    ctx: typer.Context,
    player: Annotated[Optional[str], typer.Option(
        "--player", help="Only entries whose effects name this player.",
        click_type=names("player"))] = None,
    last: Annotated[Optional[int], typer.Option(
        "--last", min=1, help="Only the last N entries (after --player).")] = None,
    as_json: JsonOpt = False,
    as_csv: CsvOpt = False,
) -> None:
    """The whole history, each entry with its effects; undone entries are marked.

    Why did Bob get 300,000? Example: companion log --player Bob
    """
    _one_format(as_json, as_csv)
    session = ctx.obj.session()
    items = session.log()
    if player is not None:
        if not player.strip():
            raise BadInput(_("--player needs a name"))
        state = session.state()
        name = state.player(player, active_only=False)
        word = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
        items = [i for i in items if any(word.search(t) for t in [i.summary, *i.effects])]
    if last:
        items = items[-last:]
    if as_json or as_csv:
        from companion.cli import documents

        seated = session.meta["players"]   # (a journal that no longer replays is logged too)
        entries = [documents.log_entry(i, seated) for i in items]
        if as_json:
            output.print_json({"game": session.game.id, "entries": entries})
        else:
            documents.write_csv(list(documents.LOG_CSV), documents.log_rows(entries))
        return
    out = output.console()
    for item in items:
        style = "dim strike" if item.undone else ("italic" if item.kind != "action" else "")
        tag = _(" (undone)") if item.undone else ""
        out.print(f"#{item.seq:<4} {item.summary}{tag}", style=style, markup=False)
        for line in item.effects:
            for part in output.effect_lines(line, "       "):
                out.print(part, style="dim" if item.undone else "", markup=False)
        if item.problem:
            out.print(f"       {item.problem}", style="bold red", markup=False)
        if player and item.balances:
            out.print("       " + _("{name} now has {amount}").format(
                name=name, amount=state.styled(item.balances[name])), style="bold", markup=False)


def end(ctx: typer.Context) -> None:
    """End the game here: the playing time agreed is up, or the table stops. Where the
    rules end a game by agreement, the result is final (`companion score`); after it no
    money moves. `companion undo` takes it back.

    Example: companion end
    """
    output.print_result(ctx.obj.session().act({"type": "end"}))


def undo(
    ctx: typer.Context,
    to: Annotated[Optional[int], typer.Option("--to", help="Go back to just after entry N.")] = None,
    yes: Annotated[bool, typer.Option(
        "--yes", help=f"Take back more than {UNDO_WITHOUT_ASKING} entries at once.")] = False,
) -> None:
    """Take back the last action (or everything after entry N). Nothing is deleted.

    Example: companion undo --to 12
    """
    if ctx.args:   # `undo 3`: three actions, or back to entry 3? Ask for --to
        raise BadInput(_("undo takes no argument ({typed!r}): `companion undo` takes back the "
                         "last action, `companion undo --to N` everything after entry N "
                         "(`companion log` numbers them)").format(typed=" ".join(ctx.args)))
    output.print_result(ctx.obj.session().undo(to, None if yes else UNDO_WITHOUT_ASKING))


def redo(ctx: typer.Context) -> None:
    """Put back what the last undo took back.

    Example: companion redo
    """
    output.print_result(ctx.obj.session().redo())


def score(ctx: typer.Context, as_json: JsonOpt = False, as_csv: CsvOpt = False) -> None:
    """Net worth by the game's own rules, with the breakdown.

    Example: companion score --json
    """
    _show(ctx, "score", as_json, as_csv)


def rules(
    ctx: typer.Context,
    game: Annotated[str, typer.Argument(help="Which game.", click_type=game_ids())],
    topic: Annotated[Optional[str], typer.Argument(help="A topic, e.g. rulings.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """The rules in brief, our rulings, and the house defaults.

    The house defaults are those of the current game file when it plays this game.
    Example: companion rules discretion rulings
    """
    from rich.markdown import Markdown

    from companion import games as registry
    from companion.core.names import match_name

    about_game(ctx, game)
    target = registry.load(game)
    current, _why = ctx.obj.try_session()   # (not `_`: it is the catalog's)
    data = current.meta["data"] if current and current.game is target else None
    topics, in_it = target.rules_in(data, i18n.current())
    chosen = None if topic is None else match_name(topic, topics, kind=_("topic"))
    if as_json:   # each topic under its name, in the language its text is written in
        spoken = i18n.current()
        written = spoken if in_it else i18n.SOURCE
        output.print_json({"game": target.id, "topics": [
            {"topic": name, "lang": spoken if name == "house-defaults" else written,
             "text": text} for name, text in topics.items() if chosen in (None, name)]})
        return
    if not in_it and chosen != "house-defaults":
        # Translators: "this language" is yours (the note is said in the language asked
        # for): write its name as your language says it there ("auf Deutsch", "po polsku").
        output.note(_("{game}'s rules are not yet written in this language: here they are "
                      "in English.").format(game=target.shown_title))
    if chosen is None:
        text = "\n".join(dict.fromkeys(topics.values()))   # a section once, under any name
    else:
        text = topics[chosen]
    output.console(wrap=True).print(Markdown(text))


def data(
    ctx: typer.Context,
    game: Annotated[str, typer.Argument(help="Which game.", click_type=game_ids())],
    target: Annotated[Optional[Path], typer.Argument(
        metavar="[FILE]", help="Where to write it (GAME.toml here by default).")] = None,
) -> None:
    """Write a game's data file, to start your own table's from: its numbers and names.

    Then `companion new GAME --data FILE` plays by your copy and `companion print GAME
    --data FILE` prints it.

    Example: companion data plainbank life-1960.toml
    """
    from companion import games as registry

    about_game(ctx, game)
    chosen = registry.load(game)
    path = target or Path(f"{chosen.id}.toml")
    if path.exists():
        raise BadInput(_("{path} already exists: give a new file name").format(path=path))
    try:
        path.write_bytes(chosen.default_data_path().read_bytes())
    except OSError as exc:
        raise BadInput(_("cannot write {path}: {error}").format(path=path, error=exc)) from None
    output.print_lines([_("{game}'s data file is in {path}: write in your own, then "
                          "`companion new {id} --data {path}`").format(
        game=chosen.shown_title, path=path, id=chosen.id)])


def count(
    ctx: typer.Context,
    player: Annotated[str, typer.Argument(
        metavar="NAME", help="A player (a unique prefix will do), or the Bank.",
        click_type=names("account"))],
    amount: Annotated[str, typer.Argument(help="The paper money they hold.")],
    as_json: JsonOpt = False,
) -> None:
    """Check counted paper money (a player's, or the Bank's) against the ledger. Changes
    nothing.

    Exits 0 when they match, 1 when they differ. Example: companion count Ann 1,250
    """
    session = ctx.obj.session()
    state, game = session.state(), session.game
    name = _counted_account(game, state, player)
    counted = game.amount(amount, allow_zero=True)
    game.check_reach(state, counted)
    ledger = game.notes_held(state, name)
    if ledger is None:
        raise RuleViolation(_("{game} cannot tell how much paper money the {name} holds: "
                              "count the players' instead").format(game=game.shown_title, name=shown(name)))
    money = state.styled
    if as_json:
        output.print_json({"game": game.id, "name": name, "counted": counted,
                           "ledger": ledger, "difference": counted - ledger})
    elif counted == ledger:
        output.print_lines([_("{name}: {counted} counted, matches the ledger.").format(
            name=shown(name), counted=money(counted))])
    if counted != ledger:
        words = dict(name=shown(name), counted=money(counted), ledger=money(ledger),
                     difference=money(abs(counted - ledger)))
        if counted > ledger:
            raise CompanionError(_(
                "{name}: counted {counted}, the ledger says {ledger}: {difference} more than "
                "it should be. Nothing was changed; check `companion log`, then `companion "
                "pay` if the table agrees.").format(**words))
        raise CompanionError(_(
            "{name}: counted {counted}, the ledger says {ledger}: {difference} less than it "
            "should be. Nothing was changed; check `companion log`, then `companion pay` if "
            "the table agrees.").format(**words))


def _counted_account(game, state, typed: str) -> str:
    """Whose money `count` checks: a public account by its name, else any player (one who is
    out holds nothing)."""
    try:
        return public_named(typed, game.public_accounts) or state.player(typed,
                                                                         active_only=False)
    except UnknownName:
        return public_named(typed, game.public_accounts, anywhere=True) or state.player(
            typed, active_only=False)


def demo(
    ctx: typer.Context,
    game: Annotated[Optional[str], typer.Argument(
        help="Whose demo (see above).",
        click_type=game_ids())] = None,
    keep: Annotated[Optional[Path], typer.Option(
        "--keep", metavar="FILE", help="Play it into FILE (a new file) and keep it, for "
                                       "`serve` and `report`.")] = None,
) -> None:
    """Play a game's short scripted demo in a temporary file; your game file is untouched.

    Without GAME, the open game's demo (Discretion's when no game is open). The demos:

    discretion: three players auction plots, build, collect rent, draw cards, undo a mistake.

    landlords-1906: three players buy lots, pay rent and fares, build, vote the Single Tax.

    eurobusiness: three players buy cities, auction one, pay rent, trade and mortgage.

    on-guard: three Aldermen settle, build, produce and trade through a season.

    payday: two players live one month: letters, a deal bought and sold, poker, Pay Day.

    Example: companion demo payday --keep payday-demo.db
    """
    from companion import games as registry
    from companion.cli import demo as demo_mod

    if game is None:
        session, _why = ctx.obj.try_session()
        game = session.game.id if session else "discretion"
    about_game(ctx, game)
    demo_mod.run(registry.load(game), keep)


def _command_names(ctx: typer.Context) -> list[str]:
    """The commands of the app at hand (the game's own too), for `help <Tab>`."""
    return [name for name, command in ctx.find_root().command.commands.items()
            if not command.hidden]


def help_(
    ctx: typer.Context,
    topic: Annotated[Optional[list[str]], typer.Argument(
        metavar="[COMMAND]...", help="A command, e.g. status, or loan take.",
        click_type=Completing(_command_names))] = None,
) -> None:
    """Help on companion, or on one of its commands: the same as `--help`.

    Example: companion help log
    """
    from companion.cli import app

    raise typer.Exit(app.run(ctx.obj, [*(topic or []), "--help"]))


COMMANDS = (games, new, status, play, pay, log, end, undo, redo, score, rules, data, count,
            demo, help_)
NAMES = frozenset(c.__name__.rstrip("_") for c in COMMANDS)
