"""The game file at the table: every damaged form is one line on stderr with a non-zero exit
and the file unchanged; reads never write; `check`, `repair`, `backup`; files of journal
format 1 upgraded on their first write, and refused by the companion that wrote them."""

import importlib.util
import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from companion.core.journal import FORMAT, Journal
from companion.core.session import Session
from companion.games import load

ROOT = Path(__file__).resolve().parents[1]
FORMAT_1 = "09ee6e1"   # the last commit whose companion wrote journal format 1


@pytest.fixture
def game(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("pay", "Ann", "Bob", "10k")
    cli.ok("pay", "Bob", "Cy", "20k")
    cli.ok("pay", "Cy", "Ann", "30k")
    return cli


def files(path: Path) -> dict[str, bytes]:
    """The game file and whatever SQLite keeps beside it."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.glob(path.name + "*"))}


def edit(path, *statements) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER IF EXISTS entries_append_only_update")
    for sql in statements:
        conn.execute(sql)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def assert_one_line(cli, args, message, before):
    result = cli(*args)
    assert result.code != 0, result
    assert result.err.count("\n") == 1 and result.err.startswith("error: "), result.err
    assert message in result.err, result.err
    assert "Traceback" not in result.err + result.out
    assert cli.game.read_bytes() == before
    return result


DAMAGED = [
    ("entries table missing", ["DROP TABLE entries"], "its entries table is missing"),
    ("meta table missing", ["DROP TABLE meta"], "its meta table is missing"),
    ("meta row set to {}", ["UPDATE meta SET value = '{}' WHERE key = 'players'"],
     "its meta row 'players' should hold a list of names, not {}"),
    ("meta game missing", ["DELETE FROM meta WHERE key = 'game'"],
     "its meta row 'game' should hold a game's id, not nothing"),
    ("meta not JSON", ["UPDATE meta SET value = '{' WHERE key = 'seed'"],
     "its meta row 'seed' is not JSON text"),
    ("newer format", ["UPDATE meta SET value = '7' WHERE key = 'format'"],
     "written by a newer companion (journal format 7); this companion reads formats 1 to 2"),
    ("entry not JSON", ["UPDATE entries SET body = '{\"type\": ' WHERE seq = 2"],
     "entry 2 was changed outside companion"),
    ("amount a string", ["UPDATE entries SET body = replace(body, '20000', '\"20k\"') "
                         "WHERE seq = 2"], "entry 2 was changed outside companion"),
    ("entry of another type", ["UPDATE entries SET body = x'7b7d' WHERE seq = 3"],
     "entry 3 was changed outside companion"),
    ("entry without digest", ["UPDATE entries SET digest = NULL WHERE seq = 3"],
     "entry 3 carries no digest"),
]


@pytest.mark.parametrize("what, statements, message", DAMAGED, ids=[d[0] for d in DAMAGED])
@pytest.mark.parametrize("command", [["status"], ["log"], ["score"], ["pay", "Ann", "Bob", "1k"],
                                     ["undo"], ["backup", "copy.db"]])
def test_each_damaged_form_is_one_line_and_leaves_the_file_as_it_was(game, what, statements,
                                                                   message, command):
    edit(game.game, *statements)
    before = game.game.read_bytes()
    assert_one_line(game, command, message, before)
    assert not (game.game.parent / "copy.db").exists()


def test_a_format_1_file_with_bad_entries_is_one_line_too(tmp_path):
    """Without a chain (format 1, not yet upgraded) an entry's wrong JSON or types is found
    when it is read or replayed."""
    from tests.conftest import Cli

    path = tmp_path / "old.db"
    old_game(path, pays=3)
    cli = Cli(path)
    edit(path, "UPDATE entries SET body = replace(body, '20000', '\"20k\"') WHERE seq = 2")
    result = assert_one_line(cli, ["pay", "Ann", "Bob", "10k"], "entry 2 no longer replays "
                             "(a value in it is of the wrong kind or missing", path.read_bytes())
    assert "not supported" not in result.err
    edit(path, "UPDATE entries SET body = 'nope' WHERE seq = 2")
    assert_one_line(cli, ["status"], "entry 2 is damaged (its body or effects are not JSON",
                    path.read_bytes())
    edit(path, "UPDATE entries SET effects = '{}' WHERE seq = 2")
    assert_one_line(cli, ["log"], "entry 2 is damaged", path.read_bytes())


def test_a_truncated_file_is_one_line(game):
    sqlite3.connect(game.game).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
    data = game.game.read_bytes()
    game.game.write_bytes(data[: len(data) // 2])
    before = game.game.read_bytes()
    assert_one_line(game, ["status"], "is damaged (truncated or corrupt", before)
    assert_one_line(game, ["pay", "Ann", "Bob", "1k"], "is damaged (truncated or corrupt",
                    before)


def test_debug_still_shows_the_traceback(game):
    edit(game.game, "DROP TABLE entries")
    result = game("--debug", "status")
    assert result.code == 1 and "Traceback" in result.err


@pytest.mark.parametrize("content", [b"", b"a shopping list\n", None])
@pytest.mark.parametrize("command", [["status"], ["log"], ["score"], ["board"], ["report"],
                                     ["export", "bgstats"], ["check"], ["backup", "c.db"]])
def test_reading_a_file_that_is_not_a_game_leaves_it_byte_for_byte(cli, content, command):
    if content is None:   # an SQLite file of someone else's
        sqlite3.connect(cli.game).execute("CREATE TABLE recipes (name TEXT)").close()
    else:
        cli.game.write_bytes(content)
    before = files(cli.game)
    result = cli(*command)
    assert result.code != 0 and result.err.count("\n") == 1
    assert files(cli.game) == before


@pytest.mark.parametrize("content, found", [
    (b"", "is not a companion game file"), (b"a shopping list\n", "not a companion game file")])
def test_new_on_a_file_that_is_not_a_game_says_what_it_found_and_needs_force(cli, content,
                                                                           found):
    cli.game.write_bytes(content)
    result = cli("new", "discretion", "--players", "A,B")
    assert result.code == 1 and found in result.err and "--force" in result.err
    assert "already holds a game" not in result.err
    assert cli.game.read_bytes() == content
    cli.ok("new", "discretion", "--players", "A,B", "--force")
    kept = list(cli.game.parent.glob(cli.game.name + ".*.bak"))
    assert [k.read_bytes() for k in kept] == [content]


def test_new_on_a_game_names_the_game(game):
    result = game("new", "discretion", "--players", "A,B")
    assert "already holds a game (Discretion, 3 entries)" in result.err


def test_reads_do_not_write_a_game_file(game):
    edit(game.game, "DELETE FROM snapshot")   # so that status must replay
    before = game.game.read_bytes()
    for command in (["status"], ["log"], ["score"], ["board"], ["check"],
                    ["export", "bgstats", "--json"], ["report", "--json"]):
        game.ok(*command)
    assert game.game.read_bytes() == before


def test_an_open_live_page_refuses_an_entry_edited_while_it_serves(game):
    """`serve` keeps the file open and rereads it after every commit: an entry edited then
    (one that still replays) must be refused as on opening, not shown as the game."""
    from companion.core.errors import GameFileError
    from companion.table import live

    session = Session.open(game.game)
    assert {p["name"] for p in live.snapshot(session)["players"]} == {"Ann", "Bob", "Cy"}
    edit(game.game, "UPDATE entries SET body = replace(body, '20000', '200000') WHERE seq = 2")
    with pytest.raises(GameFileError, match="entry 2 was changed outside companion"):
        live.snapshot(session)
    session.journal.close()


@pytest.mark.parametrize("snapshot_too", [False, True])
def test_a_chained_file_relabelled_format_1_is_refused(game, snapshot_too):
    """Format 1 has no chain: a file set back to it (its format row and setup digest
    edited) would carry an edited entry unchecked, and be chained afresh on the next write."""
    edit(game.game, "UPDATE entries SET body = replace(body, '20000', '200000') WHERE seq = 2",
         "UPDATE meta SET value = '1' WHERE key = 'format'",
         "DELETE FROM meta WHERE key = 'setup_digest'",
         *(["DROP TABLE snapshot"] if snapshot_too else []))
    before = game.game.read_bytes()
    for command in (["status"], ["pay", "Ann", "Bob", "10k"]):
        assert_one_line(game, command, "says journal format 1 but holds a chain", before)
    assert game("check").code != 0


# --- check ---------------------------------------------------------------------------------
def test_check_passes_a_sound_file(game):
    out = game.ok("check")
    assert out.startswith(f"{game.game}: 3 entries; the chain holds, every entry replays")
    assert game.json("check") == {"file": str(game.game), "entries": 3, "ok": True,
                                  "problems": [], "notes": []}


def test_check_lists_every_problem_and_fails(game):
    game.ok("undo")
    edit(game.game, "UPDATE entries SET summary = 'x' WHERE seq = 1",
         "UPDATE entries SET at = 'x' WHERE seq = 3",
         "UPDATE meta SET value = '\"elsewhere\"' WHERE key = 'data_source'")
    result = game("check")
    assert result.code == 1 and result.err.count("\n") == 1
    assert "fails its check: 3 problems" in result.err
    assert result.out.splitlines()[1:] == [
        "  problem: the game's setup (its players, seed or data) was changed outside companion",
        "  problem: entry 1 was changed outside companion",
        "  problem: entry 3 was changed outside companion"]


def test_check_finds_entries_that_do_not_replay_and_goes_on_past_them(game):
    journal = Journal.open(game.game)
    with journal.write():   # journaled as a rules bug could have: unchecked
        journal.append("action", {"type": "pay", "from": "Ann", "to": "Bob", "amount": 10**9},
                       "too much")
        journal.append("action", {"type": "nonsense"}, "no such action")
    journal.close()
    report = json.loads(game("check", "--json").out)
    assert not report["ok"]
    assert [p.split(" (")[0] for p in report["problems"]] == [
        "entry 4 no longer replays", "entry 5 no longer replays"]


def test_check_notes_a_cache_made_elsewhere_and_fails_one_that_lies(game, tmp_path,
                                                                   monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "other-computer"))
    assert game.json("check")["notes"] == [
        "the state cache was made elsewhere or changed: it is ignored, and the journal "
        "replayed"]
    monkeypatch.undo()
    state = Session.open(game.game).replay()[0]
    state.ledger.balances["Ann"] += 5_000_000
    _seal_as_cache(game.game, state)
    result = game("check", "--json")
    assert result.code == 1
    assert json.loads(result.out)["problems"] == [
        "the state cache differs from the replay (it is never used as the truth: companion "
        "replays)"]
    assert game.json("status")["players"][0]["cash"] == state.ledger.balance("Ann")


def test_check_notes_a_cache_sealed_here_of_an_earlier_state_shape(game):
    """A companion whose state changed shape (Discretion's piles became core Piles) meets the
    cache an earlier one sealed at the same rules version: it is ignored, not a fault."""
    state = Session.open(game.game).replay()[0]
    state.title_layers = {}   # a field the state no longer has
    _seal_as_cache(game.game, state)
    checked = game.json("check")
    assert checked["problems"] == [] and checked["notes"] == [
        "the state cache is of another position or version: it is ignored"]


def _seal_as_cache(path: Path, state) -> None:
    """`state` written over the file's state cache, sealed by this installation."""
    from companion.core import snapshot

    body = snapshot.dumps(state, (1, 2, 3))
    conn = sqlite3.connect(path)
    seq, head, key = conn.execute("SELECT seq, head, key FROM snapshot").fetchone()
    conn.execute("UPDATE snapshot SET body = ?, mac = ?",
                 (body, snapshot.seal(seq, head, key, body)))
    conn.commit()
    conn.close()


# --- repair --------------------------------------------------------------------------------
def test_repair_keeps_the_good_entries_and_the_damaged_file_beside(game):
    game.ok("pay", "Ann", "Cy", "40k")
    edit(game.game, "UPDATE entries SET body = replace(body, '30000', '3000000') WHERE seq = 3")
    damaged = game.game.read_bytes()
    refused = game("repair", "--keep-through", "3")
    assert refused.code == 1 and "keep at most through entry 2" in refused.err
    out = game.ok("repair", "--keep-through", "2")
    kept = list(game.game.parent.glob(game.game.name + ".*.damaged"))
    assert len(kept) == 1 and str(kept[0]) in out
    assert Journal.open(kept[0]).faults()[0].why == "entry 3 was changed outside companion"
    assert damaged != game.game.read_bytes()
    assert game.json("check")["ok"] and [e["seq"] for e in game.json("log")["entries"]] == [1, 2]
    cash = {p["name"]: p["cash"] for p in game.json("status")["players"]}
    assert cash == {"Ann": 2_490_000, "Bob": 2_490_000, "Cy": 2_520_000}
    game.ok("pay", "Cy", "Ann", "30k")   # the table goes on


@pytest.mark.parametrize("statements, message", [
    (["UPDATE meta SET value = '[\"A\", \"B\"]' WHERE key = 'players'"],
     "cannot know the setup they were played from"),
    ([], "holds entries 1 to 3"),
])
def test_repair_refuses_what_it_cannot_mend(game, statements, message):
    edit(game.game, *statements)
    before = game.game.read_bytes()
    result = game("repair", "--keep-through", "9" if not statements else "1")
    assert result.code != 0 and message in result.err and result.err.count("\n") == 1
    assert game.game.read_bytes() == before


@pytest.mark.parametrize("lang, message", [
    ("en", "error: --keep-through 1: {path} holds no entries yet\n"),
    ("de", "Fehler: --keep-through 1: {path} enthält noch keine Einträge\n"),
    ("pl", "błąd: --keep-through 1: {path} nie ma jeszcze żadnych wpisów\n"),
])
def test_repair_of_a_game_with_no_entries_says_so(cli, lang, message):
    """Not 'entries 1 to 0': a game just begun holds none, in every language."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    before = cli.game.read_bytes()
    result = cli("repair", "--keep-through", "1")
    assert result.code != 0 and result.err == message.format(path=cli.game)
    assert cli.game.read_bytes() == before


def test_repair_refuses_a_sound_file_so_history_is_not_cut_without_a_trace(game):
    """Repair on a file that passes its check would drop played entries with no undo in the
    log (the file it keeps aside is easily deleted): undo is the way back, and it is logged."""
    before = game.game.read_bytes()
    result = game("repair", "--keep-through", "1")
    assert result.code != 0 and result.err.count("\n") == 1, result.err
    assert "passes its check" in result.err and "undo --to 1" in result.err
    assert game.game.read_bytes() == before
    assert not list(game.game.parent.glob(game.game.name + ".*.damaged"))
    assert [e["seq"] for e in game.json("log")["entries"]] == [1, 2, 3]


# --- backup --------------------------------------------------------------------------------
def test_backup_copies_the_game_while_a_session_holds_it_open(game, tmp_path):
    """What `play` or `serve` holds open; each write moved its entry into the game file
    (issue 30), so that `cp` of the file alone has it too."""
    shell = Session.open(game.game)
    shell.act({"type": "pay", "from": "Ann", "to": "Bob", "amount": 10_000, "reason": "late"})
    copied = tmp_path / "copied.db"
    copied.write_bytes(game.game.read_bytes())
    with sqlite3.connect(copied) as conn:
        assert conn.execute("SELECT count(*) FROM entries").fetchone()[0] == 4
    out = game.ok("backup", str(tmp_path / "b.db"))
    assert "Discretion game (4 entries) copied to" in out
    backup = Session.open(tmp_path / "b.db")
    assert backup.state() == shell.state() and len(backup.journal.entries()) == 4
    refused = game("backup", str(tmp_path / "b.db"))
    assert refused.code == 1 and "already exists" in refused.err
    shell.journal.close()


def test_the_shell_checkpoints_the_wal_when_it_closes(game):
    from companion.moves.context import Context

    context = Context(game.game)
    reader = Session.open(game.game)   # `serve`, say: the WAL is not removed while it reads
    context.session().act({"type": "pay", "from": "Ann", "to": "Bob", "amount": 10_000,
                           "reason": "x"})
    context.close()
    wal = Path(f"{game.game}-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    reader.journal.close()


# --- journal format 1 --------------------------------------------------------------------
def old_journal():
    """companion/core/journal.py as it was when companion wrote journal format 1."""
    try:
        source = subprocess.run(["git", "-C", str(ROOT), "show",
                                 f"{FORMAT_1}:companion/core/journal.py"],
                                capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("needs the repository's history (git)")
    spec = importlib.util.spec_from_loader("format_1_journal", loader=None)
    module = importlib.util.module_from_spec(spec)
    exec(compile(source, "format_1_journal.py", "exec"), module.__dict__)
    return module


def old_game(path: Path, pays: int) -> None:
    """A game file as the format-1 companion wrote it (its journal module, today's rules)."""
    game = load("discretion")
    data = game.load_data(None)
    old = old_journal()
    journal = old.Journal.create(path, {"game": game.id, "rules_version": game.rules_version,
                                        "companion_version": "0.1.0",
                                        "players": ["Ann", "Bob", "Cy"], "seed": 1,
                                        "data": data, "data_source": "x"})
    state = game.new_state(["Ann", "Bob", "Cy"], data, 1)
    with journal.write():
        for i in range(pays):
            action = {"type": "pay", "from": "Ann", "to": "Bob", "amount": 10_000 * (i + 1),
                      "reason": "x"}
            effects = game.apply(state, action)
            journal.append("action", action, game.describe(state, action), effects)
    journal.close()


def test_a_format_1_file_is_read_without_a_write_and_upgraded_on_its_first(cli):
    old_game(cli.game, pays=3)
    before = cli.game.read_bytes()
    assert cli.json("status")["players"][1]["cash"] == 2_560_000
    assert cli.game.read_bytes() == before
    result = cli("pay", "Bob", "Cy", "10k")
    assert result.code == 0
    assert result.err == (f"note: {cli.game} was upgraded to journal format {FORMAT}: each "
                          f"entry is now chained to the one before it (older companions, which "
                          f"read format 1, refuse it)\n")
    assert cli("pay", "Bob", "Cy", "10k").err == ""   # said once
    assert cli.json("check")["ok"] and len(cli.json("log")["entries"]) == 5
    assert Journal.open(cli.game).verify()[0] == 5


def test_an_upgraded_file_is_refused_by_the_format_1_companion_with_a_clear_line(cli):
    old_game(cli.game, pays=1)
    cli.ok("pay", "Bob", "Cy", "10k")
    old = old_journal()
    with pytest.raises(old.GameFileError, match="uses journal format 2; this companion reads "
                                                "format 1"):
        old.Journal.open(cli.game)


def test_a_failed_first_write_leaves_a_format_1_file_as_it_was(cli):
    old_game(cli.game, pays=1)
    before = files(cli.game)
    assert cli("pay", "Ann", "Bob", "9M").code == 1
    assert Journal.open(cli.game).format == 1 and len(cli.json("log")["entries"]) == 1
    assert files(cli.game)[cli.game.name] == before[cli.game.name]


def test_backup_while_the_live_page_serves_the_game_and_another_process_plays(game, tmp_path):
    from companion.cli.asking import COMMANDS
    from companion.table import server

    httpd, stop = server.start(game.game, "127.0.0.1", 0, COMMANDS)
    player = Session.open(game.game)
    try:
        player.act({"type": "pay", "from": "Bob", "to": "Ann", "amount": 10_000,
                    "reason": "during the evening"})
        game.ok("backup", str(tmp_path / "evening.db"))
    finally:
        stop.set()
        httpd.server_close()
        player.journal.close()
    copy = Session.open(tmp_path / "evening.db")
    last = copy.journal.entries()[-1]
    assert last.summary == "Bob pays Ann 10,000: during the evening"
    assert json.loads(game("check", "--json").out)["ok"]


def test_a_write_to_a_read_only_game_file_says_so_in_one_line(game, monkeypatch):
    """A file the user may not write (a read-only mount, another user's file): SQLite opens
    it read-only and fails on the first write. Simulated with SQLite's own read-only mode
    (the tests may run as root, whom file permissions do not stop)."""
    connect = sqlite3.connect

    def read_only(target, *args, **kwargs):
        if str(target) == str(game.game):
            target, kwargs["uri"] = f"{Path(target).resolve().as_uri()}?mode=ro", True
        return connect(target, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only)
    before = game.game.read_bytes()
    result = assert_one_line(game, ["pay", "Ann", "Bob", "10k"], "is read-only", before)
    assert "attempt to write" not in result.err
    assert "Ann" in game.ok("status")
