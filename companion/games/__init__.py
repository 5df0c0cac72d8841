"""The registry of games: every game package declares itself by an entry point of the
`companion.games` group (docs/games.md), the five built-in games in companion's own
pyproject.toml. Listing games reads the declarations only: no game's rules, data or kit.

A package that does not load, or declares an interface this companion does not speak, is
listed as unavailable with the reason; every other game keeps working.
"""

import importlib
import os
import re
import sys
from typing import NamedTuple

from companion.core.errors import CompanionError, UnknownName
from companion.core.i18n import _
from companion.core.names import match_name, suggestion
from companion.games.builtin import BUILTIN

GROUP = "companion.games"
INTERFACE = 1   # the version of the game interface this companion speaks (docs/games.md)
# What a game package may import from companion under interface 1 (docs/games.md lists
# what each offers); the rest of companion is private and may change without notice.
# tests/test_game_interface.py holds every game package to it, the built-in ones included.
PUBLIC = (
    "companion.games.base",                  # Game, BaseState, Debt and their helpers
    "companion.core.errors", "companion.core.money", "companion.core.names",
    "companion.core.words", "companion.core.datafile", "companion.core.stock",
    "companion.core.pile",                   # Pile: a card claimed only when it can be on top
    "companion.core.i18n",                   # Catalog, N_: a package's own message catalog
    "companion.paths",                       # CARDS: the built-in games' data folder
    "companion.cli.params", "companion.cli.tables", "companion.cli.output",
    "companion.cli.table",                   # bgstats, for a game whose `export` shadows it
    "companion.printing.model", "companion.printing.kit_parts", "companion.printing.geometry",
    "companion.printing.fonts", "companion.printing.faces", "companion.printing.icons",
    "companion.printing.gridboard", "companion.printing.ringboard", "companion.printing.guilloche",
    "companion.table.svg", "companion.table.colours", "companion.table.ring",
    "companion.testing",                     # the conformance kit, for a package's tests
)
GAME_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
OWN = "companion"   # the distribution that declares the built-in games


class GameEntry(NamedTuple):
    """A declared game companion can play (its rules not yet imported)."""

    id: str
    title: str
    game: str                      # "module:NAME" of its Game object
    aliases: tuple[str, ...] = ()
    source: str = OWN              # the distribution that declares it

    @property
    def module(self) -> str:
        """The game's package, which holds its `cli` and `kit` modules."""
        module = self.game.partition(":")[0]
        return module.rpartition(".")[0] or module


class Unavailable(NamedTuple):
    """A declared game companion cannot offer, and why, in one line."""

    id: str
    why: str
    source: str


class Catalogue(NamedTuple):
    games: tuple[GameEntry, ...]
    unavailable: tuple[Unavailable, ...]
    note: str   # set when the built-in games are missing from companion's installed metadata


class Unloadable(CompanionError):
    """A declared game whose Game object cannot be loaded."""


def _entry(name: str, declaration, source: str) -> GameEntry | Unavailable:
    """A declaration checked: the interface first, so a newer package is told apart."""
    if not isinstance(declaration, dict):
        return Unavailable(name, "its declaration is not a table (docs/games.md)", source)
    if declaration.get("interface") != INTERFACE:
        return Unavailable(name, f"it declares game interface {declaration.get('interface')!r}; "
                                 f"this companion speaks {INTERFACE}", source)
    title, game = declaration.get("title"), declaration.get("game")
    aliases = declaration.get("aliases", [])
    if not GAME_ID.fullmatch(name):
        return Unavailable(name, "its id is not lowercase letters, digits and hyphens", source)
    if not (isinstance(title, str) and title.strip() and isinstance(game, str) and ":" in game
            and isinstance(aliases, (list, tuple))
            and all(isinstance(a, str) and GAME_ID.fullmatch(a) for a in aliases)):
        return Unavailable(name, "its declaration needs a title, a game 'module:NAME' and "
                                 "aliases like its id (docs/games.md)", source)
    return GameEntry(name, title.strip(), game, tuple(aliases), source)


REGISTRY = tuple(_entry(name, d, OWN) for name, d in BUILTIN.items())   # the built-in games
_BUILTIN_NAMES = {n: e for e in REGISTRY for n in (e.id, *e.aliases)}


def _one_line(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {' '.join(str(exc).split())}".rstrip(": ")


def _resolve(reference: str):
    """The object an entry point's 'module:attr.attr' names (imports its module)."""
    module, _, attrs = reference.partition(":")
    found = importlib.import_module(module.strip())
    for attr in filter(None, attrs.strip().split(".")):
        found = getattr(found, attr)
    return found


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def declared() -> list[tuple[str, str, str]]:
    """(name, object reference, distribution) of each `companion.games` entry point, as
    importlib.metadata.entry_points(group=GROUP) gives them: the first distribution of a
    name on sys.path counts. Read here from the dist-info folders, because importing
    importlib.metadata (email, zipfile) would cost `companion games` a tenth of its time;
    a zip file on sys.path takes importlib.metadata's general way."""
    if any(os.path.isfile(p) for p in sys.path if p):
        from importlib.metadata import entry_points

        return [(e.name, e.value, e.dist.name if e.dist else "?")
                for e in entry_points(group=GROUP)]
    seen: set[str] = set()
    found = []
    for folder in sys.path:
        try:
            children = os.listdir(folder or ".")
        except OSError:
            continue
        for child in children:
            stem, ext = os.path.splitext(child)
            if ext.lower() not in (".dist-info", ".egg-info"):
                continue
            dist = stem.partition("-")[0]
            if _normal(dist) in seen:
                continue
            seen.add(_normal(dist))
            try:
                with open(os.path.join(folder or ".", child, "entry_points.txt"),
                          encoding="utf-8") as f:
                    text = f.read()
            except OSError:
                continue
            if GROUP in text:
                project = _project_name(os.path.join(folder or ".", child)) or dist
                found += [(name, ref, project) for name, ref in _group(text)]
    return found


def _project_name(info: str) -> str | None:
    """The `Name:` a dist-info's METADATA (an egg-info's PKG-INFO) gives, as pip shows it."""
    for file in ("METADATA", "PKG-INFO"):
        try:
            with open(os.path.join(info, file), encoding="utf-8") as f:
                for line in f:
                    if line.startswith("Name:"):
                        return line[5:].strip()
                    if not line.strip():
                        break   # the headers end at the first blank line
        except OSError:
            continue
    return None


def _group(text: str) -> list[tuple[str, str]]:
    """The `name = reference` lines of an entry_points.txt's [companion.games] section."""
    pairs, inside = [], False
    for line in map(str.strip, text.splitlines()):
        if not line or line[0] in "#;":
            continue
        if line.startswith("["):
            inside = line == f"[{GROUP}]"
        elif inside:
            name, _, reference = line.partition("=")
            pairs.append((name.strip(), reference.strip()))
    return pairs


_catalogue: Catalogue | None = None


def catalogue() -> Catalogue:
    """Every declared game: the built-in ones first, then the others by id; kept for the
    process (a shell sees a package installed meanwhile when it starts again)."""
    global _catalogue
    if _catalogue is not None:
        return _catalogue
    found = sorted(declared(), key=lambda d: (_normal(d[2]) != OWN, d[0]))
    ours = {name for name, _, dist in found if _normal(dist) == OWN}
    missing = [e for e in REGISTRY if e.id not in ours]
    games: dict[str, GameEntry] = {e.id: e for e in missing}
    unavailable: list[Unavailable] = []
    for name, reference, dist in found:
        try:
            entry = _entry(name, _resolve(reference), dist)
        except Exception as exc:   # whatever a broken package raises on import
            entry = Unavailable(name, f"its package does not load ({_one_line(exc)})", dist)
        taken = {n: e.id for e in games.values() for n in (e.id, *e.aliases)}
        clash = [n for n in (entry.id, *getattr(entry, "aliases", ())) if n in taken]
        if isinstance(entry, GameEntry) and clash:
            entry = Unavailable(name, f"{clash[0]!r} already names {taken[clash[0]]}", dist)
        if isinstance(entry, Unavailable):
            unavailable.append(entry)
        else:
            games[entry.id] = entry
    order = {e.id: i for i, e in enumerate(REGISTRY)}
    note = (f"companion's installed metadata does not declare {', '.join(e.id for e in missing)}"
            f" (an install older than its entry points?): run `pip install -e .` again"
            if missing else "")
    _catalogue = Catalogue(tuple(sorted(games.values(), key=lambda e: (order.get(e.id, 99), e.id))),
                           tuple(unavailable), note)
    return _catalogue


def find(typed: str) -> GameEntry:
    """Look a game up by id or alias, case-insensitively, with a 'did you mean'. A built-in
    game's id or alias needs no look at the entry points (one-shot commands start fast)."""
    wanted = typed.strip().casefold()
    if wanted in _BUILTIN_NAMES:
        return _BUILTIN_NAMES[wanted]
    known = catalogue()
    for down in known.unavailable:
        if down.id == wanted:
            raise Unloadable(f"game {down.id!r} ({down.source}) is unavailable: {down.why}")
    by_name = {e.id: e for e in known.games} | {a: e for e in known.games for a in e.aliases}
    try:
        return by_name[match_name(typed, by_name, kind=_("game"))]
    except UnknownName as exc:
        if suggestion(typed, by_name):
            raise   # it says what was meant
        raise UnknownName(_("{error}: `companion games` lists the games installed").format(
            error=exc)) from None


def load(typed: str):
    """The Game object of a declared game (imports its rules). A built-in game that fails
    to import is a bug and raises as such; another package's failure is one line."""
    from companion.games.base import Game

    entry = find(typed)
    if entry.source == OWN:
        return _resolve(entry.game)
    try:
        game = _resolve(entry.game)
    except Exception as exc:
        raise Unloadable(f"game {entry.id!r} ({entry.source}) does not load: "
                         f"{_one_line(exc)}") from None
    if not isinstance(game, Game) or game.id != entry.id:
        raise Unloadable(f"game {entry.id!r} ({entry.source}): {entry.game} is not a Game "
                         f"whose id is {entry.id!r}")
    return game
