"""A German Pay Day through the command line reads German: a whole game (moves, letters,
deals, loans, Pay Days, the end, the score), refusals, the calendar and the log, with no
English word of a checked list in Pay Day's own lines and the cards' German names."""

import random
import re

import pytest

from companion.games import shape
from companion.games.payday import GAME
from tests.payday_bot import choose
from tests.payday_helpers import new_game
from tests.test_payday_whole_game import command

DATA = GAME.load_data()
# English words of Pay Day's lines that a German table must not read (case matters: the
# German rulebook keeps "Daylight Savings", "Sweet Sunday", "Deal" and "Swellfare").
ENGLISH = ("pays", "cash", "loan", "throw", "throws", "Next", "month", "months", "bill",
           "bills", "letter", "letters", "savings", "takes", "lands", "wage", "interest",
           "commission", "draws", "buys", "sells", "stake", "Buyer", "Mail", "Election",
           "Lottery", "Poker Game", "turn", "due", "player", "total", "Winner", "Leading",
           "Tied", "insured", "ticket", "tickets", "none", "discarded", "nothing", "game over",
           "day", "Month", "goes back", "left", "worthless", "unknown", "must")
ENGLISH_NAMES = sorted({c["name"] for c in DATA["deals"] + DATA["mail"]}
                       - {c["name_de"] for c in DATA["deals"] + DATA["mail"]})
CORE_LINES = re.compile(r"^New Pay Day game in .*$", re.MULTILINE)   # the core's own (its helper)
COMMANDS = re.compile(r"`[^`]*`")                     # commands stay English (issue 22 item 4)


def english_in(text: str) -> list[str]:
    """The checked English words and card names in Pay Day's lines of `text`."""
    text = COMMANDS.sub("", CORE_LINES.sub("", text))
    found = [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]
    return found + [n for n in ENGLISH_NAMES if n in text]


@pytest.fixture
def german(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "3", "--seed", "38",
           "--lang", "de")
    return cli


def test_a_whole_german_game_reads_german(german):
    shadow = new_game(months=3, seed=38)       # decides the moves; the CLI must agree with it
    rng = random.Random(38)
    said, kinds = [], set()
    while not shadow.over:
        action = choose(shadow, rng)
        kinds.add(action["type"])
        said.append(german.ok(*command(action)))
        GAME.apply(shadow, action)
        if len(said) % 25 == 0:
            said += [german.ok("status"), german.ok("calendar")]
    assert {"move", "draw", "next", "buy", "pass", "commission", "loan", "savings", "sell",
            "poker", "swellfare"} <= kinds
    said += [german.ok("status"), german.ok("log"), german.ok("score")]
    text = "\n".join(said)
    assert english_in(text) == []
    for german_words in ("landet auf Tag", "Zahltag", "Lohn für Monat", "Rechnungen",
                         "Provision für", "nimmt einen Kredit auf", "Spieler", "Bargeld",
                         "Erspartes", "Summe", "das Spiel ist aus"):
        assert german_words in text, german_words
    assert german.json("score") == shape.score(GAME, shadow)   # the same game as in English


def test_refusals_say_it_in_german(german):
    before = german.json("status")
    refusals = [german("move", "Bob", "3"), german("move", "Ann", "7"),
                german("land", "Ann", "40"), german("draw"), german("next"),
                german("loan", "repay", "Ann", "100"), german("savings", "deposit", "Ann", "150"),
                german("sell", "Ann", "Münzsammlung"), german("commission", "--throws", "Ann=x")]
    assert all(r.code != 0 and r.err.count("\n") == 1 for r in refusals)
    errors = "".join(r.err for r in refusals).replace("error: ", "")
    assert english_in(errors) == []
    assert "Ann ist am Zug, nicht Bob" in errors
    assert "ein Würfel zeigt 1 bis 6, nicht 7" in errors
    assert german.json("status") == before


def test_the_calendar_s_weekdays_and_days_follow_the_language(german):
    shown = german.ok("calendar")
    assert shown.split("\n")[1].split() == ["│", "Mo", "│", "Di", "│", "Mi", "│", "Do", "│",
                                            "Fr", "│", "Sa", "│", "So", "│"]
    assert "Zahltag" in shown and "Sweet Sunday" in shown and "Süßer" not in shown
    english = german.ok("calendar", "--lang", "en")
    assert "Mon" in english.split("\n")[1] and "Pay Day" in english
    polish = german.ok("calendar", "--lang", "pl")
    assert "Pn" in polish.split("\n")[1] and "31 Dzień" in polish


def test_names_are_german_and_either_language_is_accepted(german):
    german.ok("move", "Ann", "3")                        # a Mail day of two letters
    out = german.ok("draw", "Dr. Goodbody", "Bohrer")    # English and German names typed
    assert "Dr. Gutleib" in out and "Dr. Bohrer, Zahnarzt" in out and "Goodbody" not in out
    assert german.json("status")["players"][0]["bills"] == ["Dr. Gutleib", "Dr. Bohrer, Zahnarzt"]
    english = german.ok("status", "--lang", "en")
    assert "Dr. Goodbody" in english and "Dr. Gutleib" not in english


def test_one_letter_and_many_letters(german):
    german.ok("move", "Ann", "1")                        # Mail (1)
    assert "Ann muss zuerst 1 Brief nehmen" in german.ok("status")
    german.ok("draw")
    german.ok("next")
    german.ok("move", "Bob", "3")                        # Mail (2)
    assert "Bob muss zuerst 2 Briefe nehmen" in german.ok("status")


def test_an_english_only_data_file_shows_english_names_in_a_german_game(cli, tmp_path):
    text = (GAME.data_folder() / "payday.toml").read_text(encoding="utf-8")
    english_only = tmp_path / "english.toml"
    english_only.write_text(re.sub(r"(?m)^name_de = .*\n", "", text), encoding="utf-8")
    cli.ok("new", "payday", "--players", "Ann,Bob", "--data", str(english_only), "--lang", "de")
    cli.ok("move", "Ann", "3")
    out = cli.ok("draw", "Dr. Goodbody", "Tax Refund")
    assert "Ann hält die Rechnung Dr. Goodbody: 85 $, fällig am Zahltag" in out


def test_every_line_pay_day_says_goes_through_its_catalog(cli, monkeypatch):
    """In the pseudo-language every message that went through a catalog comes back marked
    ⟦like this⟧: a Pay Day line without the mark bypassed the catalogs."""
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "1", "--seed", "38")
    shadow, rng, said = new_game(months=1, seed=38), random.Random(38), []
    while not shadow.over:
        action = choose(shadow, rng)
        said += cli.ok(*command(action)).splitlines()
        GAME.apply(shadow, action)
    said += [line for line in cli.ok("calendar").splitlines() if re.search(r"[a-z]", line)]
    names = {c["name"] for c in DATA["mail"]}     # a collection's transfer names its card
    unmarked = [line for line in said if line.strip() and "⟦" not in line and "⟧" not in line
                and not TYPED.match(line) and line.partition(": ")[2] not in names]
    assert unmarked == []


def test_the_catalog_tool_extracts_pay_day_s_own_messages():
    """The core's folder holds the games' folders: a game's area keeps its own files."""
    from companion import catalogs

    every = catalogs.areas()
    payday = next(a for a in every if a.domain == "payday")
    assert "{player} lands on day {day}: {name}" in catalogs.extract(payday, every)
    core = next(a for a in every if a.domain == "companion")
    assert not any("games/payday" in str(p) for p in core.python_files([a.root for a in every]))
