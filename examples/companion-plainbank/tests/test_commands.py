"""The plain bank played through the `companion` command, as a table would."""

import json
import subprocess
import sys

import pytest


@pytest.fixture
def companion(tmp_path):
    def run(*args, code=0):
        done = subprocess.run([sys.executable, "-m", "companion", "--game",
                               str(tmp_path / "g.db"), *args], capture_output=True, text=True,
                              cwd=tmp_path)
        assert done.returncode == code, done.stderr
        return done
    return run


def test_a_game_through_the_command_line(companion, tmp_path):
    assert "plainbank" in companion("games").stdout
    companion("new", "bank", "--players", "Ann,Bob")
    companion("pay", "Ann", "Bob", "200", "--reason", "rent")
    companion("loan", "take", "Bob", "500")
    companion("interest")
    companion("collect", "Ann", "15")
    companion("undo")
    status = json.loads(companion("status", "--json").stdout)
    assert [(p["name"], p["cash"], p["loan"]) for p in status["players"]] == [
        ("Ann", 1300, 0), ("Bob", 1500 + 200 + 500 - 50, 500)]
    companion("count", "Bob", "2,150")
    wrong = companion("count", "Ann", "1,350", code=1)
    assert wrong.stderr == ("error: Ann: counted 1,350, the ledger says 1,300: 50 more than it "
                            "should be. Nothing was changed; check `companion log`, then "
                            "`companion pay` if the table agrees.\n")
    score = json.loads(companion("score", "--json").stdout)   # docs/json.md: its `score`
    assert score["schema"] == 1 and score["winner"] == "Bob" and score["final"] is False
    assert [(r["name"], r["total"]) for r in score["players"]] == [("Bob", 1650), ("Ann", 1300)]
    refused = companion("loan", "repay", "Ann", "5", code=1)
    assert refused.stderr == "error: Ann owes the bank 0, not 5\n"
    assert "Interest is rounded up to the smallest note" in companion(
        "rules", "plainbank", "rulings").stdout
    assert "bank loans up to 2,000, 10% interest" in companion(
        "rules", "plainbank", "house-defaults").stdout


def test_a_users_own_data_file_is_checked(companion, tmp_path):
    mine = tmp_path / "mine.toml"
    mine.write_text("[game]\n", encoding="utf-8")
    refused = companion("new", "plainbank", "--players", "Ann,Bob", "--data", str(mine), code=1)
    assert refused.stderr.startswith(f"error: {mine}: file: missing field 'money'")


def test_the_live_page_shows_the_bank(companion, tmp_path):
    import re
    import urllib.request

    companion("new", "plainbank", "--players", "Ann,Bob")
    companion("loan", "take", "Ann", "500")
    server = subprocess.Popen([sys.executable, "-m", "companion", "--game", str(tmp_path / "g.db"),
                               "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        url = re.search(r"http://\S+/", server.stdout.readline()).group(0)
        with urllib.request.urlopen(url + "state.json", timeout=20) as answer:
            page = json.loads(answer.read())
        with urllib.request.urlopen(url, timeout=20) as answer:
            html = answer.read().decode()
    finally:
        server.terminate()
        server.wait(timeout=20)
    assert page["title"] == "Plain bank" and page["score_name"] == "cash less what is owed"
    assert [(p["name"], p["cash"], p["net_worth"], p["loans"]) for p in page["players"]] == [
        ("Ann", 2000, 1500, "500 loan"), ("Bob", 1500, 1500, "")]
    assert "Ann takes a loan of 500" in page["log"][0]["summary"] and "Plain bank" in html


def test_a_tables_own_game_goes_by_its_data_files_name(companion, tmp_path):
    """`companion data` writes the data file to start from (no checkout needed); the game
    then goes by its name on every screen, the report and the kit, printed from it."""
    import pypdfium2

    from companion_plainbank.game import GAME

    written = companion("data", "plainbank", "life.toml").stdout
    assert written.startswith("Plain bank's data file is in life.toml")
    mine = tmp_path / "life.toml"
    assert mine.read_bytes() == GAME.default_data_path().read_bytes()
    again = companion("data", "plainbank", "life.toml", code=1)
    assert again.stderr == "error: life.toml already exists: give a new file name\n"
    text = mine.read_text(encoding="utf-8")
    mine.write_text(text.replace('name = "Plain bank"', 'name = "Life 1960"')
                    .replace("limit = 2000", "limit = 0"), encoding="utf-8")

    assert companion("new", "plainbank", "--players", "Ann,Bob", "--data", "life.toml"
                     ).stdout.startswith("New Life 1960 game in ")
    companion("loan", "take", "Ann", "5,000")          # no limit: 0 in the data file
    assert "bank loans without a limit, 10% interest" in companion(
        "rules", "plainbank", "house-defaults").stdout
    report = json.loads(companion("report", "--json").stdout)
    assert report["title"] == "Life 1960" and report["score_name"] == "cash less what is owed"
    assert "Score: cash less what is owed" in companion("score").stdout
    assert json.loads(companion("export", "bgstats", "--json").stdout)["game"]["name"] == \
        "Life 1960"

    companion("print", "plainbank", "--only", "loans")   # the open game's data, no --data
    pdf = pypdfium2.PdfDocument(tmp_path / "output" / "plainbank" / "loans.pdf")
    page = pdf[0].get_textpage().get_text_range()
    assert page.startswith("Life 1960: Bank loans")
    assert "A player may owe the bank without a limit; interest is 10%" in page
    assert "1,500" in page and "150" in page   # the interest table up to the start money
