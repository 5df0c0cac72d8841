"""Games found through the `companion.games` entry points: the built-in ones as declared in
companion's metadata, other packages beside them, and broken ones listed as unavailable."""

import json
import sys
from importlib.metadata import entry_points

import pytest

from companion import games
from companion.games.builtin import BUILTIN
from tests.plugin_helpers import fake_package

TINY = '''
from companion.games.base import BaseState, Game


class Tiny(Game):
    id = "tiny"
    title = "Tiny"
    rules_version = "1"

    def load_data(self, path=None):
        return {}

    def new_state(self, players, data, seed):
        return BaseState(players, data, seed)


GAME = Tiny()
'''


@pytest.fixture
def packages(tmp_path, monkeypatch):
    """Game packages installed on sys.path for one test (the registry forgets them after)."""
    monkeypatch.setattr(games, "_catalogue", None)
    monkeypatch.syspath_prepend(str(tmp_path))

    def install(dist, files, declared):
        fake_package(tmp_path, dist, files, declared)
        games._catalogue = None

    yield install
    games._catalogue = None
    for name in [m for m in sys.modules if m.split(".")[0].endswith("_game")]:
        del sys.modules[name]   # the fake packages' modules, imported from tmp_path


def declaration(interface=1, title="Tiny", game="tiny_game.rules:GAME", aliases=("ti",)):
    return (f"DECLARATION = {{'interface': {interface!r}, 'title': {title!r}, "
            f"'game': {game!r}, 'aliases': {list(aliases)!r}}}\n")


def test_companions_installed_metadata_declares_the_built_in_games():
    found = {e.name: e.value for e in entry_points(group=games.GROUP) if e.dist.name == "companion"}
    assert found, ("companion's installed metadata declares no games: the install predates "
                   "its entry points; run `pip install -e .` again")
    assert {name: games._resolve(ref) for name, ref in found.items()} == BUILTIN


def test_the_entry_points_are_read_as_importlib_metadata_reads_them(packages):
    packages("tiny-game", {"tiny_game/__init__.py": declaration()},
             {"tiny": "tiny_game:DECLARATION"})
    ours = sorted(games.declared())
    theirs = sorted((e.name, e.value, e.dist.name) for e in entry_points(group=games.GROUP))
    assert ours == theirs
    assert ("tiny", "tiny_game:DECLARATION", "tiny-game") in ours


def test_a_zip_file_on_the_path_takes_importlib_metadatas_way(packages, tmp_path, monkeypatch):
    import zipfile

    packages("tiny-game", {"tiny_game/__init__.py": declaration()},
             {"tiny": "tiny_game:DECLARATION"})
    read = sorted(games.declared())
    zipfile.ZipFile(tmp_path / "empty.zip", "w").close()
    monkeypatch.syspath_prepend(str(tmp_path / "empty.zip"))
    assert sorted(games.declared()) == read


def test_a_game_package_is_listed_beside_the_built_in_ones_without_loading_it(packages, cli):
    packages("tiny-game", {"tiny_game/__init__.py": declaration(),
                           "tiny_game/rules.py": TINY}, {"tiny": "tiny_game:DECLARATION"})
    rows = cli.json("games")["games"]
    assert [r["id"] for r in rows[:5]] == list(BUILTIN)
    assert {"id": "tiny", "title": "Tiny", "aliases": ["ti"], "package": "tiny-game",
            "languages": {"en": ["messages", "game texts"]},   # no catalog of its own
            "unavailable": None} in rows[5:]
    assert "tiny_game.rules" not in sys.modules   # the title came from the declaration
    assert games.load("ti").title == "Tiny"
    assert games.find("tin").id == "tiny"


def test_broken_packages_are_listed_unavailable_and_every_other_game_works(packages, cli):
    packages("broken-game", {"broken_game/__init__.py": "import no_such_module\n"},
             {"broken": "broken_game:DECLARATION"})
    packages("future-game", {"future_game/__init__.py": declaration(interface=2)},
             {"future": "future_game:DECLARATION"})
    packages("thief-game", {"thief_game/__init__.py": declaration(aliases=["disc"])},
             {"thief": "thief_game:DECLARATION"})
    packages("sloppy-game", {"sloppy_game/__init__.py": "DECLARATION = {'interface': 1}\n"},
             {"sloppy": "sloppy_game:DECLARATION"})
    listing = cli.ok("games").splitlines()
    assert [line.rsplit("  ", 1)[0] for line in listing[:5]] == [
        f"{e.id:<16} {e.title}" for e in games.REGISTRY]
    assert sorted(line for line in listing if "unavailable" in line) == [
        "broken           unavailable (broken-game): its package does not load "
        "(ModuleNotFoundError: No module named 'no_such_module')",
        "future           unavailable (future-game): it declares game interface 2; this "
        "companion speaks 1",
        "sloppy           unavailable (sloppy-game): its declaration needs a title, a game "
        "'module:NAME' and aliases like its id (docs/games.md)",
        "thief            unavailable (thief-game): 'disc' already names discretion",
    ]
    refused = cli("new", "broken", "--players", "Ann,Bob")
    assert (refused.code, refused.err) == (1, "error: game 'broken' (broken-game) is "
                                              "unavailable: its package does not load "
                                              "(ModuleNotFoundError: No module named "
                                              "'no_such_module')\n")
    assert not cli.game.exists()
    cli.ok("new", "disc", "--players", "Ann,Bob")
    assert cli.json("status")["players"][0]["name"] == "Ann"


def test_a_package_whose_rules_do_not_load_fails_in_one_line_when_played(packages, cli):
    packages("tiny-game", {"tiny_game/__init__.py": declaration(),
                           "tiny_game/rules.py": "raise RuntimeError('half written')\n"},
             {"tiny": "tiny_game:DECLARATION"})
    assert "tiny" in cli.ok("games")   # listing reads the declaration only
    refused = cli("new", "tiny", "--players", "Ann,Bob")
    assert (refused.code, refused.err) == (1, "error: game 'tiny' (tiny-game) does not load: "
                                              "RuntimeError: half written\n")


def test_a_game_file_of_a_package_gone_broken_says_why(packages, cli, tmp_path):
    packages("tiny-game", {"tiny_game/__init__.py": declaration(),
                           "tiny_game/rules.py": TINY}, {"tiny": "tiny_game:DECLARATION"})
    cli.ok("new", "tiny", "--players", "Ann,Bob")
    (tmp_path / "tiny_game" / "rules.py").write_text("import gone\n")
    for module in [m for m in sys.modules if m.startswith("tiny_game")]:
        del sys.modules[module]
    refused = cli("status")
    assert refused.code == 1
    assert refused.err == (f"error: {cli.game}: game 'tiny' (tiny-game) does not load: "
                           f"ModuleNotFoundError: No module named 'gone'\n")


def test_stale_metadata_still_finds_the_built_in_games_and_says_so(monkeypatch, cli):
    monkeypatch.setattr(games, "_catalogue", None)
    monkeypatch.setattr(games, "declared", lambda: [])   # as an install before entry points
    result = cli("games", "--json")
    assert [r["id"] for r in json.loads(result.out)["games"]] == list(BUILTIN)
    assert result.err.startswith("note: companion's installed metadata does not declare "
                                 "discretion, landlords-1906, eurobusiness, on-guard, payday")
    assert "pip install -e ." in result.err
    games._catalogue = None


def test_a_built_in_game_is_found_without_reading_the_entry_points(monkeypatch):
    def unread():
        raise AssertionError("the entry points were read")

    monkeypatch.setattr(games, "_catalogue", None)
    monkeypatch.setattr(games, "declared", unread)
    assert games.find("Disc").id == "discretion"
    assert games.load("payday").id == "payday"


def test_a_packages_own_files_are_inputs_of_its_print_run(packages, tmp_path):
    from companion.printing import rerun
    from companion.printing.options import parse

    packages("tiny-game", {"tiny_game/__init__.py": declaration(),
                           "tiny_game/rules.py": TINY}, {"tiny": "tiny_game:DECLARATION"})
    before = rerun.inputs_digest("tiny", parse(), None)
    assert before == rerun.inputs_digest("tiny", parse(), None)
    (tmp_path / "tiny_game" / "kit.py").write_text("# a kit changed since the last run\n")
    assert rerun.inputs_digest("tiny", parse(), None) not in (before, None)


def test_a_packages_own_state_class_is_snapshotted_and_no_other_package_is(packages):
    from companion.core import snapshot

    state_class = ("from dataclasses import dataclass, field\n"
                   "from companion.games.base import BaseState\n\n\n"
                   "@dataclass\nclass TinyState(BaseState):\n"
                   "    owed: dict = field(default_factory=dict)\n")
    packages("tiny-game", {"tiny_game/__init__.py": declaration(),
                           "tiny_game/state.py": state_class,
                           "other_game/__init__.py": state_class}, {})
    from other_game import TinyState as Foreign
    from tiny_game.state import TinyState

    state = TinyState(["Ann", "Bob"], {}, 1, owed={"Ann": 5})
    loaded = snapshot.loads(snapshot.dumps(state, (1, 2)), TinyState(["Ann", "Bob"], {}, 1))
    assert loaded == (state, (1, 2))
    inside = TinyState(["Ann", "Bob"], {}, 1, owed={"Ann": Foreign(["Ann"], {}, 1)})
    foreign = snapshot.dumps(inside, (1,))   # a class of another package inside
    assert snapshot.loads(foreign, TinyState(["Ann", "Bob"], {}, 1)) is None


def test_listing_games_reads_the_entry_points_without_importlib_metadata(tmp_path):
    from tests.test_architecture import imported_by

    modules = imported_by(["games"], tmp_path)
    assert not {"importlib.metadata", "email", "zipfile"} & modules


def test_an_unknown_game_is_answered_with_a_near_name_or_where_to_look(cli):
    assert cli("new", "discretoin", "--players", "A,B").err == (
        "error: unknown game 'discretoin' (did you mean discretion?)\n")
    refused = cli("new", "monopoly", "--players", "A,B")
    assert (refused.code, refused.err) == (1, "error: unknown game 'monopoly': `companion games` "
                                              "lists the games installed\n")
    # in the reader's language, the word "game" and where to look too
    assert cli("new", "monopoly", "--players", "A,B", "--lang", "de").err == (
        "Fehler: Spiel 'monopoly' gibt es nicht: `companion games` nennt die installierten "
        "Spiele\n")
    assert cli("rules", "discretoin", "--lang", "pl").err == (
        "błąd: gra 'discretoin' nie istnieje (czy chodziło o discretion?)\n")
