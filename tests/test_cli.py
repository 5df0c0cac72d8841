"""End-to-end CLI behaviour: output, --json, and one clear error line for every mistake."""

import json

import pytest


@pytest.fixture
def game(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "1")
    return cli


def state_bytes(cli):
    return cli.game.read_bytes() if cli.game.exists() else b""


def assert_refused(cli, args, message, code=1):
    before = cli.json("log")["entries"] if cli.game.exists() else None
    result = cli(*args)
    assert result.code == code, result
    assert result.err.count("\n") == 1 and result.err.startswith("error: "), result.err
    assert message in result.err, result.err
    assert "Traceback" not in result.err + result.out
    if before is not None:
        assert cli.json("log")["entries"] == before


def test_games_lists_discretion(cli):
    assert "discretion" in cli.ok("games")
    assert {"id": "discretion"}.items() <= cli.json("games")["games"][0].items()


def test_new_then_status_json(game):
    view = game.json("status")
    assert view["game"] == "discretion"
    assert view["year"] == 1
    assert [p["name"] for p in view["players"]] == ["Ann", "Bob", "Cy"]
    assert all(p["cash"] == 2_500_000 and isinstance(p["cash"], int) for p in view["players"])
    assert all(p["plots"] == [] and p["buildings"] == [] for p in view["players"])


def test_new_refuses_to_overwrite(game):
    assert_refused(game, ["new", "discretion", "--players", "A,B"], "already holds a game")


def test_new_force_keeps_a_backup(game):
    game.ok("pay", "Ann", "Bob", "10k")
    game.ok("new", "discretion", "--players", "Dee,Eve", "--force")
    game.ok("new", "discretion", "--players", "Fay,Gus", "--force")
    backups = sorted(game.game.parent.glob(game.game.name + ".*.bak"))
    assert len(backups) == 2
    from companion.core.session import Session

    kept = {tuple(Session.open(b).meta["players"]): len(Session.open(b).journal.entries())
            for b in backups}
    assert kept == {("Ann", "Bob", "Cy"): 1, ("Dee", "Eve"): 0}
    assert [p["name"] for p in game.json("status")["players"]] == ["Fay", "Gus"]


def test_new_force_replaces_a_corrupt_file_and_keeps_its_bytes(cli):
    cli.game.write_bytes(b"junk" * 100)
    cli.ok("new", "discretion", "--players", "A,B", "--force")
    backups = list(cli.game.parent.glob(cli.game.name + ".*.bak"))
    assert len(backups) == 1 and backups[0].read_bytes() == b"junk" * 100
    assert cli.json("status")["players"][0]["name"] == "A"


def test_a_refused_forced_new_keeps_the_game(game):
    game.ok("pay", "Ann", "Bob", "10k")
    assert_refused(game, ["new", "discretion", "--players", "Solo", "--force"], "2 to 8")
    assert_refused(game, ["new", "discretion", "--players", "A,B", "--force",
                          "--data", "/nonexistent.toml"], "no such data file")
    assert len(game.json("log")["entries"]) == 1
    assert not list(game.game.parent.glob("*.bak"))


@pytest.mark.parametrize("where", ["folder", "missing-folder/x.db"])
def test_unusable_game_path(tmp_path, where):
    from tests.conftest import Cli

    path = tmp_path if where == "folder" else tmp_path / where
    (tmp_path / "kept.txt").write_text("a file of the folder's")
    for force in ([], ["--force"]):   # a folder is never replaced, not even with --force
        result = Cli(path)("new", "discretion", "--players", "A,B", *force)
        assert result.code == 1 and result.err.startswith("error: "), result
        assert result.err.count("\n") == 1 and "Traceback" not in result.err
        assert "--force" not in result.err
    assert (tmp_path / "kept.txt").read_text() == "a file of the folder's"


@pytest.mark.parametrize("players, message", [
    ("Ann", "2 to 8 players"),
    ("Ann,ann", "must differ"),
    ("Ann,,Bob", "empty player name"),
    ("Ann,Bank", "cannot be a player"),
    ("Ann,BGStats", "cannot be a player's name: `companion export BGStats` is the BG Stats"),
])
def test_new_refuses_bad_players(cli, players, message):
    assert_refused(cli, ["new", "discretion", "--players", players], message)
    assert not cli.game.exists()


def test_unknown_game_gets_a_suggestion(cli):
    assert_refused(cli, ["new", "discretoin", "--players", "A,B"], "did you mean discretion?")


def test_unknown_player_gets_a_suggestion(game):
    assert_refused(game, ["pay", "Anne", "Bob", "10k"], "did you mean Ann?")


def test_player_prefix_matches(game):
    out = game.ok("pay", "b", "cy", "10k", "--reason", "side bet")
    assert "Bob -> Cy 10,000: side bet" in out


@pytest.mark.parametrize("amount", ["-5", "12abc", "1.2345k", "0", "5,00"])
def test_garbled_amounts_are_refused(game, amount):
    assert_refused(game, ["pay", "Ann", "Bob", amount], "amount")


def test_paying_more_than_cash_is_refused(game):
    assert_refused(game, ["pay", "Ann", "Bob", "3M"], "cannot pay 3,000,000")


def test_count_reports_difference_and_changes_nothing(game):
    assert "matches the ledger" in game.ok("count", "Ann", "2,500,000")
    assert_refused(game, ["count", "Ann", "2,450,000"], "50,000 less than it should be")
    result = game("count", "Ann", "2.45M", "--json")
    assert result.code == 1 and json.loads(result.out) == {
        "schema": 1, "game": "discretion", "name": "Ann", "counted": 2_450_000,
        "ledger": 2_500_000, "difference": -50_000}
    assert result.err.startswith("error: Ann: counted 2,450,000") and result.err.count("\n") == 1
    assert game.json("log")["entries"] == []


def test_log_shows_effects_and_marks_undone(game):
    game.ok("pay", "Ann", "Bob", "10k")
    game.ok("undo")
    entries = game.json("log")["entries"]
    assert entries[0]["undone"] is True
    assert entries[0]["effects"] == ["Ann -> Bob 10,000: manual payment"]
    assert entries[1]["kind"] == "undo"
    assert "(undone)" in game.ok("log")


def test_log_for_one_player_explains_their_money(game):
    game.ok("pay", "Ann", "Bob", "10k", "--reason", "rent share")
    game.ok("pay", "Cy", "Ann", "50k")
    entries = game.json("log", "--player", "bob")["entries"]
    assert [e["effects"] for e in entries] == [["Ann -> Bob 10,000: rent share"]]
    assert entries[0]["balances"]["Bob"] == 2_510_000
    assert "Bob now has 2,510,000" in game.ok("log", "--player", "Bob")


def test_log_last_entries(game):
    for amount in ("10k", "20k", "30k"):
        game.ok("pay", "Ann", "Bob", amount)
    assert [e["seq"] for e in game.json("log", "--last", "2")["entries"]] == [2, 3]
    assert_refused(game, ["log", "--last", "0"], "0", code=2)


def test_undoing_many_entries_is_summed_up(game):
    for _ in range(5):
        game.ok("pay", "Ann", "Bob", "10k")
    assert_refused(game, ["undo", "--to", "1"], "this would take back 4 entries (#2 to #5); "
                   "`companion log` lists them; add --yes to go ahead")
    out = game.ok("undo", "--to", "1", "--yes")
    assert "undo #2 to #5 (4 entries)" in out
    assert "undo #1" in game.ok("undo", "--to", "0")


def test_long_effects_list_one_item_a_line():
    from companion.cli.output import effect_lines

    line = "Bank -> Ann 300,000: Rent: " + "; ".join(f"housing A{i} next to offices: 100,000"
                                                    for i in range(1, 4))
    assert effect_lines(line, "  ") == ["  Bank -> Ann 300,000: Rent: housing A1 next to offices: "
                                        "100,000", "      housing A2 next to offices: 100,000",
                                        "      housing A3 next to offices: 100,000"]


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_an_effect_splits_where_the_page_is_too_narrow_in_every_language(cli, lang):
    """Piped output is 120 wide: the transfer line (Pay Day's `   Ann -> Bob 5 $: REASON`,
    19 characters before the reason) stays whole at 101 characters in every language and
    splits at its '; ' at 131, one item a line indented four more."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--seed", "1", "--lang", lang)
    short = "a" * 40 + "; " + "b" * 40
    shown = cli.ok("pay", "Ann", "Bob", "5", "--reason", short).splitlines()
    assert len(shown) == 2 and shown[1].startswith("   Ann -> Bob ") and shown[1].endswith(
        short) and 100 < len(shown[1]) < 120
    long = "a" * 55 + "; " + "b" * 55
    shown = cli.ok("pay", "Ann", "Bob", "5", "--reason", long).splitlines()
    assert len(shown) == 3 and shown[1].endswith("a" * 55) and shown[2] == "       " + "b" * 55
    assert cli.ok("log").splitlines()[-1] == "           " + "b" * 55


def test_an_effect_splits_by_the_width_it_is_given():
    from companion.cli.output import effect_lines

    assert effect_lines("Ann -> Bob 5: a; b", "  ", 20) == ["  Ann -> Bob 5: a; b"]
    assert effect_lines("Ann -> Bob 5: a; b", "  ", 19) == ["  Ann -> Bob 5: a", "      b"]
    assert effect_lines("Ann -> Żółw 5: ąę; ść", "", 21) == ["Ann -> Żółw 5: ąę; ść"]


def test_undo_redo_through_cli(game):
    game.ok("pay", "Ann", "Bob", "10k")
    game.ok("undo")
    assert game.json("status")["players"][0]["cash"] == 2_500_000
    game.ok("redo")
    assert game.json("status")["players"][0]["cash"] == 2_490_000


def test_no_game_file(cli):
    assert_refused(cli, ["status"], "companion new")


def test_game_command_without_game_says_how_to_start(cli):
    result = cli("build", "Ann", "housing", "A1")
    assert result.code == 2
    assert "start one with" in result.err


def test_mistyped_command_gets_one_suggestion(game):
    result = game("stauts")
    assert result.code == 2
    assert result.err == "error: No such command 'stauts'. Did you mean 'status'?\n"


def test_mistyped_command_with_two_matches_suggests_once(game):
    result = game("lo")
    assert result.code == 2
    assert result.err == "error: No such command 'lo'. Did you mean 'log', 'loan'?\n"


def test_an_unreadable_undo_record_is_shown_and_taken_back(game):
    game.ok("pay", "Ann", "Bob", "10k")
    game.ok("pay", "Ann", "Bob", "20k")
    game.ok("undo")
    undo = game.json("log")["entries"][-1]
    from companion.core.journal import Journal

    journal = Journal.open(game.game)   # journaled as companion would, but without targets
    with journal.write():
        journal.append("undo", {}, undo["summary"], [], undo["at"])
    journal.close()
    assert_refused(game, ["status"], "entry 4 no longer replays (this undo record cannot be read); "
                   "`companion log` shows it, `companion undo` takes it back")
    out = game.ok("log")
    assert "#4    undo #2" in out and "`companion undo` takes it back" in out
    assert game.json("log")["entries"][3]["problem"].startswith(f"{game.game}: entry 4 no longer replays")
    game.ok("undo")
    assert game.json("status")["players"][1]["cash"] == 2_510_000


def test_game_command_on_a_corrupt_file_names_the_cause(cli):
    cli.game.write_bytes(b"junk" * 100)
    result = cli("build", "Ann", "housing", "A1")
    assert result.code == 2 and "not a companion game file" in result.err


def test_log_player_needs_a_name(game):
    assert_refused(game, ["log", "--player", " "], "--player needs a name")


def test_corrupt_file(cli):
    cli.game.write_bytes(b"garbage" * 500)
    result = cli("status")
    assert result.code == 1
    assert result.err.startswith("error: ") and "not a companion game file" in result.err
    assert cli.game.read_bytes() == b"garbage" * 500


def test_debug_shows_traceback(game):
    result = game("--debug", "pay", "Anne", "Bob", "1k")
    assert result.code == 1
    assert "Traceback" in result.err


def test_env_var_chooses_game_file(tmp_path, monkeypatch):
    from companion.cli.app import main
    from click.testing import CliRunner

    monkeypatch.setenv("COMPANION_GAME", str(tmp_path / "env.db"))
    with CliRunner().isolation():
        assert main(["new", "discretion", "--players", "A,B"]) == 0
    assert (tmp_path / "env.db").exists()


def test_rules_show_rulings_and_house_defaults(cli):
    out = cli.ok("rules", "discretion", "rulings")
    assert "floor(buildings" in out
    out = cli.ok("rules", "discretion", "house-defaults")
    assert "Oakfield Farm" in out and "Urban Renewal" in out
    assert "second Rent Day" in cli.ok("rules", "discretion", "rulings")   # wrapped, not cut


def test_house_defaults_of_the_games_own_data(cli, tmp_path):
    from companion.paths import CARDS

    mine = tmp_path / "mine.toml"
    mine.write_text((CARDS / "discretion" / "discretion.toml").read_text()
                    .replace('name = "Oakfield Farm"', 'name = "Home Farm"'))
    assert "Oakfield Farm" in cli.ok("rules", "discretion", "house-defaults")
    cli.ok("new", "discretion", "--players", "A,B", "--data", str(mine))
    out = cli.ok("rules", "discretion", "house-defaults")
    assert "Home Farm" in out and "Oakfield Farm" not in out


def test_every_command_has_help_with_an_example(game):
    from companion.cli.app import build_app
    from companion.moves.context import Context
    import typer

    command = typer.main.get_command(build_app(Context(game.game)))
    for name, sub in command.commands.items():
        assert sub.help and "Example" in sub.help, name


def test_board_text_is_readable_on_every_building_colour():
    from companion.table.colours import ink_on

    assert ink_on("#f2c500") == "black" and ink_on("#ee7f1b") == "black"   # retail, services
    assert ink_on("#c8102e") == "white" and ink_on("#1f4e9c") == "white"   # housing, offices


def test_board_tells_owners_apart():
    from companion.table.colours import owner_tags

    assert owner_tags(["Ann", "Amy", "Bob"]) == {"Ann": "An", "Amy": "Am", "Bob": "B"}


def test_board_draws_every_cell(game):
    game.ok("auction", "1", "--winner", "Ann", "--price", "100k")
    lines = game.ok("board").splitlines()
    assert lines[0].split() == list("ABCDEFGHIJK")
    assert lines[1].split()[:2] == ["1", "1A"] and len(lines[1]) == 4 + 11 * 4 - 2
    assert lines[1].endswith("4")   # plot 4's cell, unowned: piped, no spaces after it
    assert "A Ann, B Bob, C Cy" in lines[-1]


def test_score_json(game):
    result = game.json("score")
    assert {p["name"] for p in result["players"]} == {"Ann", "Bob", "Cy"}
    assert all(isinstance(p["total"], int) for p in result["players"])
    json.dumps(result)


def test_demo_plays_through(cli):
    result = cli("demo")
    assert result.code == 0, result.err
    assert "$ companion undo" in result.out and "Leading: Ann" in result.out
    assert result.err == ""


def test_a_language_or_option_the_game_does_not_offer_is_one_line_and_no_file(cli):
    result = cli("rules", "discretion", "--lang", "xx")
    assert result.code == 2
    assert result.err == "error: no language 'xx' (choose from en, de, pl)\n"
    assert "floor(buildings" in cli.ok("rules", "discretion", "rulings", "--lang", "EN")
    result = cli("new", "discretion", "--players", "A,B", "--months", "3")
    assert (result.code, result.err) == (1, "error: Discretion takes no --months option\n")
    assert not cli.game.exists()


def test_a_number_below_zero_is_said_so_not_taken_for_an_option(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy")
    result = cli("move", "Ann", "-1")
    assert result.code == 2 and result.err == (
        "error: -1 is below zero: amounts, throws and counts are positive\n")
    assert cli("status", "--bogus").err == "error: No such option '--bogus'.\n"
    # an option's value is read by the option: the amount parser answers
    assert "not an amount: '-5'" in cli("trade", "Ann", "10", "Bob", "--price", "-5").err


@pytest.mark.parametrize("game, amount", [("discretion", "10k"), ("landlords-1906", "1"),
                                          ("eurobusiness", "5"), ("payday", "5"),
                                          ("on-guard", "1")])
def test_undo_to_the_last_entry_says_why_nothing_is_undone(cli, game, amount):
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1")
    cli.ok("pay", "Ann", "Bob", amount)
    result = cli("undo", "--to", "1")
    assert (result.code, result.err) == (
        1, "error: nothing to undo: #1 is the last action in effect, and `undo --to 1` keeps "
           "it; `companion undo` takes back #1 itself\n")
    cli.ok("undo")
    assert cli("undo").err == "error: nothing to undo: no action is in effect\n"


@pytest.mark.parametrize("game, typed, style", [
    ("discretion", "10k", "{}"), ("landlords-1906", "5", "${}"), ("eurobusiness", "1000", "{} $"),
    ("payday", "5", "{} $"), ("on-guard", "1", "{}F")])
def test_a_payments_lines_keep_the_games_money_style(cli, game, typed, style):
    # issue 18 item 21: the effect line said `Ann -> Bob 5` under `Ann pays Bob $5`
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "1")
    out = cli.ok("pay", "Ann", "Bob", typed)
    sum_ = style.format(f"{int(typed.replace('k', '000')):,}")
    assert out.splitlines() == [f"#1 Ann pays Bob {sum_}", f"   Ann -> Bob {sum_}: manual payment"]
    row = next(p for p in cli.json("status")["players"] if p["name"] == "Bob")
    bob = row.get("cash", row.get("faradinars"))
    assert cli.ok("log", "--player", "Bob").splitlines()[-1] == \
        f"       Bob now has {style.format(f'{bob:,}')}"
