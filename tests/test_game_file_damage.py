"""Issue 30, item 4: damage never stops the table. A cache table dropped or reshaped is made
again by the next write; a byte flipped anywhere in the file is one line naming the file and
the way back (`repair`, `backup`), never a traceback or an internal error."""

import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.test_game_file import edit, game   # noqa: F401 (a fixture)


@pytest.mark.parametrize("statements", [
    ["DROP TABLE snapshot"],
    ["DROP TABLE snapshot", "CREATE TABLE snapshot (x)"],
    ["DROP TABLE snapshot", "CREATE VIEW snapshot AS SELECT 1 AS id"],
], ids=["dropped", "reshaped", "a view"])
def test_a_write_makes_the_cache_table_again(game, statements):
    edit(game.game, *statements)
    assert game.ok("pay", "Ann", "Bob", "10k").startswith("#4 Ann pays Bob 10,000")
    assert "#5 undo #4" in game.ok("undo")
    shape = sqlite3.connect(game.game).execute(
        "SELECT type, sql FROM sqlite_master WHERE name = 'snapshot'").fetchone()
    assert shape[0] == "table" and "mac BLOB" in shape[1]
    checked = game("check")
    assert checked.code == 0 and "the cache agrees" in checked.out


@pytest.mark.parametrize("statements", [
    ["DROP TABLE checkpoints"],
    ["DROP TABLE checkpoints", "CREATE TABLE checkpoints (x)"],
], ids=["dropped", "reshaped"])
def test_a_write_makes_the_checkpoints_table_again(game, monkeypatch, statements):
    from companion.core import session

    monkeypatch.setattr(session, "EVERY", 2)
    game.ok("pay", "Ann", "Bob", "10k")
    edit(game.game, *statements)
    for _ in range(3):
        game.ok("pay", "Ann", "Bob", "10k")
    assert game.ok("undo")
    stored = sqlite3.connect(game.game).execute("SELECT seq FROM checkpoints").fetchall()
    assert stored and game("check").code == 0


@pytest.fixture(scope="module")
def sound(tmp_path_factory):
    """A played game, whole in its file (no -wal)."""
    from tests.conftest import Cli

    cli = Cli(tmp_path_factory.mktemp("sound") / "g.db")
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "3")
    for n in range(12):
        cli.ok("pay", "Ann Bob Cy".split()[n % 3], "Ann Bob Cy".split()[(n + 1) % 3], "10k")
    edit(cli.game)
    return cli.game


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(where=st.floats(0, 1, exclude_max=True), value=st.integers(0, 255))
def test_a_flipped_byte_is_at_most_one_line_naming_the_file(sound, cli, where, value):
    data = bytearray(sound.read_bytes())
    data[int(where * len(data))] = value
    cli.game.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        cli.game.with_name(cli.game.name + suffix).unlink(missing_ok=True)
    for command in (["status"], ["log"], ["pay", "Ann", "Bob", "10k"], ["undo"], ["check"]):
        result = cli(*command)
        assert "internal error" not in result.err and "Traceback" not in result.err + result.out
        assert result.err.count("\n") <= 1
        if result.code:
            assert result.err.startswith("error: ") and str(cli.game) in result.err, result.err
        if "is damaged (truncated or corrupt" in result.err:
            assert "companion repair" in result.err and "companion backup" in result.err
