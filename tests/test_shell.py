"""`companion play`: completion from the command tree, a scripted session, the toolbar."""

import json
import threading
import time

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from companion.cli import shell as shell_mod
from companion.core.session import Session
from companion.moves.context import Context
from tests.conftest import Cli


def completions(shell, text: str) -> list[str]:
    completer = shell_mod.CommandCompleter(shell)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


@pytest.fixture
def discretion(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    return shell_mod.Shell(Context(cli.game))


@pytest.fixture
def landlords(tmp_path):
    cli = Cli(tmp_path / "landlords.db")
    cli.ok("new", "landlords", "--players", "Ann,Bob,Cy", "--seed", "4")
    return shell_mod.Shell(Context(cli.game))


def test_commands_and_the_shell_words_complete(discretion):
    first = completions(discretion, "")
    assert {"status", "pay", "undo", "auction", "build", "event", "help", "exit"} <= set(first)
    assert completions(discretion, "st") == ["status"]
    assert completions(discretion, "auction --w") == ["--winner"]


@pytest.mark.parametrize("text, expected", [
    ("pay B", ["Bob", "Bank"]),
    ("pay Ann ", ["Ann", "Bob", "Cy", "Bank"]),
    ("build A", ["Ann"]),
    ("build Ann h", ["housing"]),
    ("auction Oak", ['"Oakfield Farm"']),
    ('auction "Oak', ['"Oakfield Farm"']),
    ("auction 7 --winner C", ["Cy"]),
    ("event inter", ["interest", "interest-2"]),
    ("event land-", ["land-tax", "land-tax-2"]),
    ("event general-rent --active B", ["Bob"]),
    ("loan ", ["take", "repay"]),
    ("shark take ", ["Ann", "Bob", "Cy"]),
    ("forfeit Cy Church", ['"Church Acre"']),
    ("log --player ", ["Ann", "Bob", "Cy"]),
    ("count B", ["Bob", "Bank"]),
    ("rules l", ["landlords-1906"]),
    ("new d", ["discretion"]),
    ("export ", ["bgstats"]),
])
def test_discretion_names_complete(discretion, text, expected):
    assert completions(discretion, text) == expected


def test_discretion_cells_complete_from_the_land_and_the_buildings(cli, discretion):
    cli.ok("auction", "--winner", "Ann", "--price", "500k")
    plot = cli.json("status")["players"][0]["plots"][0]
    cells = [p["cells"] for p in cli.json("plots")["plots"] if p["id"] == plot][0]
    assert completions(discretion, "build Ann housing ") == sorted(cells)
    assert completions(discretion, "demolish ") == []
    while cli.json("status")["pending_auctions"]:
        cli.ok("auction", "--no-bid")
    cli.ok("build", "Ann", "housing", cells[0])
    assert completions(discretion, "demolish ") == [cells[0]]
    assert cells[0] not in completions(discretion, "build Ann housing ")


@pytest.mark.parametrize("text, expected", [
    ("move ", ["Ann", "Bob", "Cy"]),
    ("buy Ann Broad", ["Broadway"]),
    ('buy Ann "Easy', ['"Easy Street"']),
    ("build Ann Broad", ["Broadway"]),
    ("land Bob Mother", ['"Mother Earth"']),
    ("land Bob D.", ['"D. F. Hogg\'s Game Preserves"']),
    ("sell Ann Broadway B", ["Bob"]),
    ("chance Cy le", ["legacy"]),
    ("opportunity Bob T", ["Timberlands"]),
    ("pay T", ["Treasury"]),
])
def test_landlords_names_complete(landlords, text, expected):
    assert completions(landlords, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("buy Ann Vie", ["Vienna"]),
    ("build Ann Ro", ["Rome", "Rotterdam"]),
    ("trade Ann Rome B", ["Bob"]),
    ("auction Rome --winner C", ["Cy"]),
])
def test_eurobusiness_names_complete(tmp_path, text, expected):
    cli = Cli(tmp_path / "euro.db")
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    shell = shell_mod.Shell(Context(cli.game))
    assert completions(shell, text) == expected
    assert shell.toolbar().startswith("Ann to throw | Ann ")


@pytest.mark.parametrize("text, expected", [
    ("sell Ann Used", ['"Used Sports Car"']),
    ("buy Used", ['"Used Sports Car"']),
    ("draw Dent", ['"Dent & Scratch Auto Body"']),
    ("move B", ["Bob"]),
])
def test_payday_names_complete(tmp_path, text, expected):
    cli = Cli(tmp_path / "payday.db")
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "2", "--seed", "4")
    shell = shell_mod.Shell(Context(cli.game))
    assert completions(shell, text) == expected
    assert shell.toolbar() == ("Month 1 of 2 | Ann to throw | Ann on day 0 | pot 0 | "
                               "Ann 325 $  Bob 325 $  Cy 325 $")


def test_a_line_that_cannot_be_read_completes_nothing(discretion):
    assert completions(discretion, "pay \\") == []
    assert completions(discretion, "nosuchcommand ") == []


def test_the_toolbar_shows_the_turn_and_everyones_cash(discretion, landlords):
    assert discretion.toolbar() == ("Year 1 auction, Northgate Fields at auction | "
                                    "Ann 2,500,000  Bob 2,500,000  Cy 2,500,000")
    assert landlords.toolbar().startswith("setup | Ann $")


SCRIPT = [
    ("auction", "--winner", "Ann", "--price", "500k"),
    ("pay", "Bank", "Bob", "50k", "--reason", "side deal"),
    ("auction", "--winner", "Bob", "--price", "10"),      # refused: not payable in notes
    ("auction", "--no-bid"),
]


def journal(path):
    session = Session.open(path)
    return [(e.kind, e.body, e.summary, e.effects) for e in session.journal.entries()]


def test_a_scripted_session_leaves_the_journal_one_shot_commands_would(tmp_path, capsys):
    one_shot, shell = Cli(tmp_path / "a.db"), Cli(tmp_path / "b.db")
    for cli in (one_shot, shell):
        cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "9")
    for args in SCRIPT:
        one_shot(*args)
    one_shot.ok("undo")
    one_shot.ok("pay", "Cy", "Ann", "20k")
    one_shot.ok("undo")
    one_shot.ok("redo")

    lines = [" ".join(shell_mod.quoted(a) for a in args) for args in SCRIPT]
    typed = "\n".join(lines) + "\n\x1a" + "pay Cy Ann 20k\nundo\nredo\nexit\n"
    with create_pipe_input() as pipe:
        pipe.send_text(typed)
        shell_mod.run(Context(shell.game), pipe, DummyOutput())
    out, err = capsys.readouterr()
    assert journal(shell.game) == journal(one_shot.game)
    assert err.count("\n") == 1 and err.startswith("error: 10 cannot be paid in notes")
    assert "#4 undo #3 auction" in out and "Ctrl-Z on an empty line undoes" in out
    history = (tmp_path / "b.db.history").read_text()
    assert "pay Cy Ann 20k" in history


def test_errors_are_one_line_and_the_shell_carries_on(discretion, capsys):
    for text in ("pay Ann", "nosuch", "new discretion --players A,B", "play", 'pay "Ann'):
        assert discretion.line(text) is True
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("error: "), (text, err)
    assert discretion.line("  ") is True
    assert discretion.line("# a pasted script's note") is True   # a comment runs nothing
    assert capsys.readouterr().err == ""
    assert discretion.line("exit") is False


def test_help_lists_the_commands_and_explains_one(discretion, capsys):
    discretion.line("help")
    assert "auction" in capsys.readouterr().out
    discretion.line("help build")
    assert "Put up a building" in capsys.readouterr().out


def test_the_shell_notices_another_process_writing(discretion, capsys):
    discretion.line("status --json")
    before = json.loads(capsys.readouterr().out)["players"][1]["cash"]
    other = Session.open(discretion.context.path)
    other.act({"type": "pay", "from": "Bank", "to": "Bob", "amount": 30_000, "reason": "x"})
    discretion.line("status --json")
    assert json.loads(capsys.readouterr().out)["players"][1]["cash"] == before + 30_000
    assert "Bob 2,530,000" in discretion.toolbar()


def test_play_needs_a_game(cli):
    result = cli("play")
    assert result.code == 1 and result.err.startswith("error: no game at ")


@pytest.mark.parametrize("shell, env, expected", [
    ("bash", {"COMP_WORDS": "companion --game {game} pay A", "COMP_CWORD": "4"}, "Ann\n"),
    ("bash", {"COMP_WORDS": "companion --game {game} export b", "COMP_CWORD": "4"}, "bgstats\n"),
    ("zsh", {"_TYPER_COMPLETE_ARGS": "companion --game {game} build Ann h"}, '"housing"'),
    ("fish", {"_TYPER_COMPLETE_ARGS": "companion --game {game} auction Oak",
              "_TYPER_COMPLETE_FISH_ACTION": "get-args"}, "Oakfield Farm"),
])
def test_the_same_names_complete_in_bash_zsh_and_fish(discretion, monkeypatch, capsys, shell, env,
                                                     expected):
    from companion.cli.app import main

    monkeypatch.setenv("_COMPANION_COMPLETE", f"complete_{shell}")
    for key, value in env.items():
        monkeypatch.setenv(key, value.format(game=discretion.context.path))
    with pytest.raises(SystemExit):
        main([])
    assert expected in capsys.readouterr().out


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_show_completion_prints_the_script(cli, monkeypatch, capsys, shell):
    from companion.cli.app import main

    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    with pytest.raises(SystemExit):
        main(["--show-completion", shell])
    assert f"_COMPANION_COMPLETE=complete_{shell}" in capsys.readouterr().out


def test_the_shell_follows_a_new_game_written_over_the_file(tmp_path, capsys):
    """`new --force` in another terminal retires the file and writes a new one, which the
    shell's connection would never see: the next line acts on the new game, and says so."""
    cli = Cli(tmp_path / "game.db")
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    with create_pipe_input() as pipe:
        loop = threading.Thread(target=shell_mod.run, args=(Context(cli.game), pipe,
                                                             DummyOutput()))
        loop.start()
        pipe.send_text("pay Bank Bob 50k\n")
        deadline = time.monotonic() + 30
        while not _entries(cli.game) and time.monotonic() < deadline:
            time.sleep(0.02)
        cli.ok("new", "eurobusiness", "--players", "Dee,Eve,Fay", "--seed", "3", "--force")
        pipe.send_text("pay Bank Eve 100\nmove Dee 5\nexit\n")
        loop.join(timeout=30)
    out, err = capsys.readouterr()
    assert err == "" and out.count("now holds a new game (Eurobusiness: Dee, Eve, Fay)") == 1
    assert [e.body.get("to") for e in _entries(cli.game)] == ["Eve", None]
    assert _entries(cli.game)[1].body["type"] == "move"
    backup = next(tmp_path.glob("game.db.*.bak"))
    assert [e.body["to"] for e in _entries(backup)] == ["Bob"]


def _entries(path):
    session = Session.open(path)
    try:
        return session.journal.entries()
    finally:
        session.journal.close()


def test_completion_and_the_toolbar_follow_a_new_game(tmp_path):
    cli = Cli(tmp_path / "game.db")
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    shell = shell_mod.Shell(Context(cli.game))
    assert completions(shell, "build A") == ["Ann"]
    cli.ok("new", "eurobusiness", "--players", "Dee,Eve,Fay", "--seed", "3", "--force")
    assert completions(shell, "buy Dee Vie") == ["Vienna"]
    assert completions(shell, "build A") == []
    assert shell.toolbar().startswith("Dee to throw")


@pytest.mark.parametrize("game, text, expected", [
    ("discretion", "pay a", ["Ann"]),
    ("discretion", "pay ANN b", ["Bob", "Bank"]),
    ("discretion", "build ann HOU", ["housing"]),
    ("discretion", "auction oak", ['"Oakfield Farm"']),
    ("discretion", "event INTER", ["interest", "interest-2"]),
    ("discretion", "new D", ["discretion"]),
    ("landlords", "buy ann broad", ["Broadway"]),
    ("landlords", "opportunity bob t", ["Timberlands"]),
    ("eurobusiness", "buy ann vie", ["Vienna"]),
    ("eurobusiness", "build Ann ro", ["Rome", "Rotterdam"]),
    ("payday", "buy used", ['"Used Sports Car"']),
    ("payday", "draw dENT", ['"Dent & Scratch Auto Body"']),
    ("on-guard", "export bob P", ["pottery"]),
])
def test_names_complete_whatever_the_case_typed(tmp_path, game, text, expected):
    cli = Cli(tmp_path / "game.db")
    cli.ok("new", game.replace("landlords", "landlords-1906"), "--players", "Ann,Bob,Cy",
           "--seed", "4")
    assert completions(shell_mod.Shell(Context(cli.game)), text) == expected


@pytest.mark.parametrize("shell, env, expected", [
    ("bash", {"COMP_WORDS": "companion --game {game} pay a", "COMP_CWORD": "4"}, "Ann\n"),
    ("zsh", {"_TYPER_COMPLETE_ARGS": "companion --game {game} build ann HOU"}, '"housing"'),
    ("fish", {"_TYPER_COMPLETE_ARGS": "companion --game {game} auction oak",
              "_TYPER_COMPLETE_FISH_ACTION": "get-args"}, "Oakfield Farm"),
])
def test_bash_zsh_and_fish_complete_whatever_the_case_typed(discretion, monkeypatch, capsys,
                                                            shell, env, expected):
    test_the_same_names_complete_in_bash_zsh_and_fish(discretion, monkeypatch, capsys, shell, env,
                                                      expected)


def test_help_and_completion_leave_out_what_the_shell_does_not_take(discretion, capsys):
    discretion.line("help")
    out = capsys.readouterr().out
    assert "auction" in out and "undo" in out
    for hidden in ("--game", "--install-completion", "--show-completion", "--debug",
                   "│ play ", "│ new "):
        assert hidden not in out, hidden
    first = completions(discretion, "")
    assert "pay" in first and "play" not in first and "new" not in first
    assert "play" not in completions(discretion, "p")


def test_a_command_typed_as_the_hints_print_it_runs(discretion, capsys):
    """Hints print whole commands (`companion auction ...`): typed so, they run as well."""
    assert completions(discretion, "companion st") == ["status"]
    assert completions(discretion, "companion pay A") == ["Ann"]
    discretion.line("companion auction --winner Ann --price 500k")
    out, err = capsys.readouterr()
    assert err == "" and out.startswith("#1 auction ")


def test_undo_with_a_number_says_what_to_type(discretion, capsys):
    discretion.line("pay Bank Ann 10k")
    capsys.readouterr()
    discretion.line("undo 1")
    err = capsys.readouterr().err
    assert err == ("error: undo takes no argument ('1'): `companion undo` takes back the last "
                   "action, `companion undo --to N` everything after entry N (`companion log` "
                   "numbers them)\n")
    assert len(Session.open(discretion.context.path).journal.entries()) == 1


def test_ctrl_z_on_a_typed_line_neither_drops_it_nor_undoes(cli, discretion, capsys):
    cli.ok("pay", "Ann", "Bob", "10k")
    with create_pipe_input() as pipe:   # Ctrl-Z mid-line, then the line finished and sent
        pipe.send_text("pay Cy Ann\x1a 20k\nexit\n")
        shell_mod.run(Context(cli.game), pipe, DummyOutput())
    assert [(kind, summary) for kind, _, summary, _ in journal(cli.game)] == [
        ("action", "Ann pays Bob 10,000"), ("action", "Cy pays Ann 20,000")]
    assert "undo" not in capsys.readouterr().out.split("leaves.")[1]


def test_ctrl_z_on_an_empty_line_undoes_and_names_the_amounts(cli, discretion, capsys):
    cli.ok("pay", "Ann", "Bob", "10k")
    with create_pipe_input() as pipe:
        pipe.send_text("\x1aexit\n")
        shell_mod.run(Context(cli.game), pipe, DummyOutput())
    out = capsys.readouterr().out
    assert "#2 undo #1 Ann pays Bob 10,000\n" in out
    assert "   reverses: Ann +10,000 (now 2,500,000); Bob -10,000 (now 2,500,000)\n" in out


@pytest.mark.parametrize("game, setup, actions, undo_line, redo_line", [
    ("discretion", ["--players", "Ann,Bob,Cy"],
     [("auction", "--winner", "Ann", "--price", "650k")],
     "reverses: Ann +650,000 (now 2,500,000)", "puts back: Ann -650,000 (now 1,850,000)"),
    ("landlords", ["--players", "Ann,Bob,Cy"], [("pay", "Ann", "Bob", "$20")],
     "reverses: Ann +$20 (now $500); Bob -$20 (now $500)",      # $500 each for three
     "puts back: Ann -$20 (now $480); Bob +$20 (now $520)"),
    ("eurobusiness", ["--players", "Ann,Bob,Cy"], [("pay", "Ann", "Bob", "200")],
     "reverses: Ann +200 $ (now 3,000 $); Bob -200 $ (now 3,000 $)",
     "puts back: Ann -200 $ (now 2,800 $); Bob +200 $ (now 3,200 $)"),
    ("payday", ["--players", "Ann,Bob", "--months", "2"], [("pay", "Ann", "Bob", "25")],
     "reverses: Ann +25 $ (now 325 $); Bob -25 $ (now 325 $)",
     "puts back: Ann -25 $ (now 300 $); Bob +25 $ (now 350 $)"),
    ("discretion", ["--players", "Ann,Bob,Cy"], [("auction", "--no-bid")], "reverses no payment",
     "puts back no payment"),
])
def test_undo_and_redo_name_the_amounts_they_move_in_every_game(
        tmp_path, game, setup, actions, undo_line, redo_line):
    cli = Cli(tmp_path / "g.db")
    cli.ok("new", game, *setup, "--seed", "4")
    for args in actions:
        cli.ok(*args)
    assert cli.ok("undo").splitlines()[1:] == [f"   {undo_line}"]
    assert cli.ok("redo").splitlines()[1:] == [f"   {redo_line}"]


def test_buy_offers_the_field_stopped_on_and_never_chance_or_jail(tmp_path):
    cli = Cli(tmp_path / "euro.db")
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    shell = shell_mod.Shell(Context(cli.game))
    assert completions(shell, "buy Ann ") == []          # nothing is for sale yet
    assert completions(shell, "buy Ann R") == ["Rome", "Rotterdam"]   # no Red Chance
    assert completions(shell, "buy Ann B") == ["Barcelona", "Brussels", "Bonn"]
    assert completions(shell, "buy Ann G") == ["Glasgow", "Gothenburg"]  # no Go to Jail
    assert completions(shell, "buy Ann J") == []         # nor Jail
    cli.ok("move", "Ann", "3")                           # Ann stops on field 4
    landed = [f["name"] for f in cli.json("board")["fields"] if f["number"] == 4][0]
    assert landed == "Athens" and completions(shell, "buy Ann ") == ["Athens"]
    assert completions(shell, "buy Ann A") == ["Athens", "Amsterdam"]   # the one on sale first


def test_event_offers_this_years_cards_first_and_later_ones_only_when_typed(discretion, cli):
    events = discretion.session.state().data["events"]
    year_1 = [c["id"] for c in events if c["year"] == 1]
    assert completions(discretion, "event ") == year_1
    assert "interest-2" not in year_1                    # a Year 5 card, offered once typed
    assert completions(discretion, "event inter") == ["interest", "interest-2"]
    while cli.json("status")["pending_auctions"]:
        cli.ok("auction", "--no-bid")
    for _ in range(3):                                   # the building round, then the Events
        cli.ok("next")
    cli.ok("event", "interest")                          # turned up: the rest of Year 1 first
    assert completions(discretion, "event ") == [c for c in year_1 if c != "interest"]
