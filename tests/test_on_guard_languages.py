"""A German and a Polish On Guard through the command line read German and Polish: whole
games (the months, the activities, building, settlers, exports, the Mayor's influence, a
newcomer taking office, status, log and score to THE END), refusals, the live page's board,
counts in Polish's three forms, goods and activities typed in either language, and a
pseudo-language run where every line On Guard says is marked. The game's own texts in the
kit and the rules: tests/test_on_guard_own_texts.py."""

import random
import re

import pytest

from companion.core import i18n
from companion.games import shape
from companion.games.on_guard import GAME, views
from tests.on_guard_bot import next_action
from tests.on_guard_helpers import data, give, new_game

# English words of On Guard's lines that a German or Polish table must not read (the data
# file's site and building names are the game's own texts and stay English: they are cut out
# before the check, as are commands in backticks and ids typed).
ENGLISH = ("settler", "settlers", "Supply", "Settler wagon", "Trading House", "Caravan",
           "Caravans", "First", "chooses", "season", "Season", "year", "month", "Month",
           "places", "passes", "exports", "produced", "sold", "loaded", "spoiled", "Gold Bar",
           "Gold Bars", "wagon", "Wagon", "spare", "goods", "empty", "none", "Winner",
           "Leading", "Tied", "total", "bonus", "Running order", "Revealed", "coal", "iron",
           "wool", "timber", "pottery", "March", "May", "June", "July", "October",
           "develops", "builds", "keeps", "stores", "sells", "influences", "Mayor",
           "takes office", "Alderman", "Aldermen", "is over", "THE END", "turned up",
           "refilled", "Supply", "Next", "Activities", "chosen", "scores", "Tie-break",
           "quarries", "throw", "nobody", "is not", "turn", "has no", "costs", "not yet",
           "activity", "building")
COMMANDS = re.compile(r"`[^`]*`")                      # commands stay English (issue 22 item 4)
TYPED = re.compile(r"(?m)^#\d+ +undone: .*$")
OWN_NAMES = re.compile("|".join(sorted(
    (re.escape(r[key]) for table in ("sites", "buildings") for r in data()[table].values()
     for key in ("name", "plural")), key=len, reverse=True)))
IDS = re.compile(r"\b[a-z]+(?:-[a-z]+)+\b")            # site and building ids: coal-mine


def english_in(text: str) -> list[str]:
    """The checked English words in On Guard's lines of `text`."""
    text = IDS.sub("", OWN_NAMES.sub("", COMMANDS.sub("", TYPED.sub("", text))))
    return [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


def command(action: dict) -> list[str]:
    """The words a table types for the bot's action."""
    kind = action["type"]
    if kind == "join":
        return ["join", action["name"]]
    if kind == "influence":
        return ["influence", action["player"], str(action["roll"])]
    words = {"first": [action.get("activity", "")], "build": [action.get("building", "")],
             "develop": [action.get("site", "")], "trade": [action.get("good", "")],
             "export": [action.get("good", "")], "settle": action.get("place", []),
             "keep": [action["one"]] if action.get("one") else [], "pass": []}[kind]
    options = (["--manor", action["manor"]] if action.get("manor") else []) \
        + (["--anew"] if action.get("anew") else []) \
        + (["--wagon-train"] if action.get("wagon_train") else []) \
        + [w for good in action.get("store", []) for w in ("--store", good)]
    return [kind, action["player"], *words, *options]


def play(cli, lang: str | None, seed: int, status: bool = True) -> tuple[list[str], set[str],
                                                                          object]:
    """A whole game of three Aldermen (a fourth joins) through the command line, the bot
    choosing its moves on a mirror (and `status` now and then); what the table read, the
    kinds of action, the mirror."""
    said = [cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", str(seed),
                   *(["--lang", lang] if lang else []))]
    mirror, rng = GAME.new_state(["Ann", "Bob", "Cy"], data(), seed), random.Random(seed)
    kinds = set()
    while not mirror.over:
        action = next_action(mirror, rng)
        kinds |= {action["type"], *(["bump"] if action.get("roll", 0) >= 7 else [])}
        said.append(cli.ok(*command(action)))
        GAME.apply(mirror, action)
        if status and len(said) % 60 == 0:
            said.append(cli.ok("status"))
    return said, kinds, mirror


@pytest.mark.parametrize("lang, seed, words", [
    ("de", 51, ("Startspieler", "Siedler", "Vorrat", "Handelshaus", "Karawane", "Ratsherr",
                "Bürgermeister", "tritt das Amt als Ratsherr an", "Goldbarren", "Saison",
                "Summe", "DAS ENDE")),
    ("pl", 6, ("pierwszym graczem", "osadnik", "Zapas", "Dom Handlowy", "Karawana",
               "Rajca", "burmistrz", "obejmuje urząd rajcy", "sztab", "sezon", "razem",
               "KONIEC")),
])
def test_a_whole_game_reads_in_the_table_s_language(cli, lang, seed, words):
    said, kinds, mirror = play(cli, lang, seed)
    assert {"first", "develop", "build", "settle", "export", "keep", "trade", "pass",
            "influence", "bump", "join"} <= kinds
    said += [cli.ok("status"), cli.ok("log"), cli.ok("score")]
    text = "\n".join(said)
    assert english_in(text) == []
    for word in words:
        assert word in text, word
    assert cli.json("score") == shape.score(GAME, mirror)      # the same game as in English
    assert cli.json("status") == shape.status(GAME, mirror)    # ids and English month names in JSON


def test_the_english_game_is_unchanged(cli):
    """The same German game's moves read in English say what English said before (the
    supply: 55 settlers for three, 3 on the wagon, then Ann's extra one)."""
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    out = cli.ok("first", "Ann", "settle", "--lang", "en")
    assert "Ann is First and chooses settle\n   Supply -> Ann 1 settler: the First's extra " \
           "settler" in out
    status = cli.ok("status", "--lang", "en")
    assert status.startswith("On Guard, March of year 1 (month 1), season 1: Ann is First, "
                             "settle; Ann to settle")
    assert "Supply: 10 coal, 11 iron, 11 wool, 9 timber, 9 pottery; 51 settlers, 75 Gold " \
           "Bars, 8 quarries." in status
    assert "Wagon: 0 settlers. Caravans: 0/4 empty; 0/5 empty; 0/6 empty. Trading House: " \
           "empty." in status


def test_the_log_tells_a_german_game_again_in_polish(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    cli.ok("first", "Ann", "settle")
    cli.ok("settle", "Ann", "ore-mine")
    assert "#2    Ann setzt Siedler ein: ore-mine\n       Ann hat 1 Siedler eingesetzt, 1 frei" \
        in cli.ok("log")
    polish = cli.ok("log", "--lang", "pl")
    assert "#1    Ann jest pierwszym graczem i wybiera czynność: zasiedlanie\n       Zapas -> " \
           "Ann 1 osadnik: dodatkowy osadnik pierwszego gracza" in polish
    assert english_in(polish) == []


def test_status_and_score_in_german_and_polish(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    german = cli.ok("status")
    assert german.startswith("On Guard, März im Jahr 1 (Monat 1), Saison 1; Ann wählt")
    assert "Vorrat: 10 Kohle, 11 Eisen, 11 Wolle, 9 Holz, 9 Keramik; 52 Siedler, 75 " \
           "Goldbarren, 8 Steinbrüche." in german
    assert "Als Nächstes: Ann ist Startspieler: `companion first Ann TÄTIGKEIT`" in german
    polish = cli.ok("status", "--lang", "pl")
    assert polish.startswith("On Guard, marzec, rok 1 (miesiąc 1), sezon 1; Ann wybiera")
    assert "Zapas: węgiel ×10, żelazo ×11, wełna ×11, drewno ×9, ceramika ×9; 52 " \
           "osadników, 75 sztab złota, 8 kamieniołomów." in polish
    assert "Wóz osadników: 3 osadników. Karawany: 0/4 pusta; 0/5 pusta; 0/6 pusta. Dom " \
           "Handlowy: pusty." in polish
    score = cli.ok("score", "--lang", "pl")
    assert "Wyniki do tej pory" in score and "Przy remisie decyduje: faradynary + towary." in score


def test_polish_counts_take_their_three_forms():
    state = new_game()
    give(state, "Ann", goods={"coal": 1})
    with i18n.speaking("pl"):
        assert [state.pieces("settlers", n) for n in (1, 2, 5, 22)] == [
            "1 osadnik", "2 osadników", "5 osadników", "22 osadników"]
        assert [state.pieces("Gold Bars", n) for n in (1, 2, 5, 12, 22)] == [
            "1 sztaba złota", "2 sztaby złota", "5 sztab złota", "12 sztab złota",
            "22 sztaby złota"]
    with i18n.speaking("de"):
        assert [state.pieces("Gold Bars", n) for n in (1, 2)] == ["1 Goldbarren",
                                                                  "2 Goldbarren"]
    with i18n.speaking("en"):
        assert [state.pieces("small-market", n) for n in (1, 2)] == ["1 Small Market",
                                                                     "2 Small Markets"]
        assert state.pieces("clay-pottery", 3) == "3 Clay Potteries"   # the data's plural
    with i18n.speaking("pl"):
        assert state.pieces("clay-pottery", 3) == "3 × Clay Potteries"   # a plural form says {names}


def test_polish_sites_left_in_the_terminal_refusal(cli):
    """A Polish count inside a refusal: the sites an Alderman still has room for."""
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "pl")
    cli.ok("first", "Ann", "settle")
    cli.ok("settle", "Ann", "ore-mine")
    refused = cli("settle", "Bob")                      # Bob's one settler, a free site
    assert refused.code != 0
    assert refused.err.strip() == ("błąd: Bob ma jeszcze do rozmieszczenia: 1 wolny osadnik, "
                                   "a wolne jest 1 pole; rozmieść ich")


def test_refusals_say_it_in_the_language_and_change_nothing(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    before = cli.json("status")
    refusals = [cli("first", "Bob", "build"), cli("first", "Ann", "jump"),
                cli("build", "Ann", "inn"), cli("influence", "Ann", "13"),
                cli("influence", "Ann", "7"), cli("keep", "Ann", "coal"),
                cli("export", "Ann"), cli("join", "Ann"), cli("trade", "Ann", "Kohle")]
    assert all(r.code != 0 and r.err.count("\n") == 1 for r in refusals)
    errors = "".join(r.err for r in refusals)
    assert english_in(errors) == []
    assert "der Bürgermeister ernennt Ann, die Spitze der Reihenfolge, zum Startspieler" in errors
    assert "keine Tätigkeit läuft: Ann ist Startspieler und nennt eine" in errors
    assert "ein Wurf mit 2 Würfeln zeigt 2 bis 12, nicht 13" in errors
    assert "Ann steht schon an der Spitze der Reihenfolge" in errors
    assert "Ann ist schon Ratsherr" in errors
    assert "Tätigkeit 'jump' gibt es nicht" in errors
    assert cli.json("status") == before
    polish = [cli("first", "Bob", "build", "--lang", "pl"),
              cli("pass", "Ann", "--lang", "pl")]
    said = "".join(r.err for r in polish)
    assert english_in(said) == [] and "burmistrz mianuje pierwszym graczem" in said
    assert cli.json("status") == before


def test_goods_and_activities_typed_in_either_language(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    assert "Ann ist Startspieler und wählt Besiedeln" in cli.ok("first", "Ann", "Besiedeln")
    for player, site in (("Ann", "ore-mine"), ("Bob", "ore-mine"), ("Cy", "coal-mine")):
        cli.ok("settle", player, site)
    cli.ok("first", "Bob", "budowa")                    # Polish typed at a German table
    for player in ("Bob", "Cy", "Ann"):
        cli.ok("pass", player)
    cli.ok("first", "Cy", "produce")
    assert "Ann passt: Ann hat keine Waren" in cli.ok("first", "Ann", "trade")   # and Bob
    out = cli.ok("trade", "Cy", "kohle")
    assert "Cy verkauft Kohle an das Handelshaus" in out
    assert cli.json("status")["trading_house"] == ["coal"]


def test_sites_and_buildings_typed_as_the_kit_prints_them(cli):
    """The German and Polish kits print Eisenerzmine, Kleine Markthalle: the table may type
    those (after the ids and English names, whose short prefixes keep their meaning)."""
    from companion.games.on_guard.state import lookup

    sites, buildings = data()["sites"], data()["buildings"]
    assert [lookup(t, sites, "site") for t in ("Eisenerzmine", "kopalnia-rudy-żelaza", "t")] \
        == ["ore-mine", "ore-mine", "tree-plantation"]
    assert [lookup(t, buildings, "building") for t in ("kleine-markthalle", "Mały targ", "k")] \
        == ["small-market", "small-market", "keep"]
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--lang", "de")
    cli.ok("first", "Ann", "Besiedeln")
    cli.ok("settle", "Ann", "Eisenerzmine")
    assert cli.json("status")["players"][0]["sites"] == [{"kind": "ore-mine", "occupied": True}]


def test_the_live_page_s_board_speaks_the_language():
    state = new_game()
    give(state, "Ann", sites=[("quarry", True)], buildings=[("small-market", 1)],
         goods={"wool": 2})
    with i18n.speaking("de"):
        board = GAME.board_svg(state)
        headline = GAME.headline(state)
        toolbar = GAME.toolbar(state)
    for word in ("Die Domäne", "Stadt von Ann", "Vorrat: 75 Goldbarren", "Handelshaus: leer",
                 "Karawane 1 (4 Ladungen): leer", "Ann hat 2 Wolle", "noch keine Gebäude",
                 "Small Market von Ann: 1 von 1 Siedlern", "Iron Ore Mine von Ann, ohne Siedler"):
        assert word in board, word
    assert english_in(re.sub(r"<[^>]*>", " ", board)) == []
    assert headline == "März im Jahr 1, Saison 1, Ann ist Startspieler"
    assert toolbar.startswith("März im Jahr 1, Saison 1, Ann ist Startspieler | Ann 2F 0GB")
    with i18n.speaking("pl"):
        assert "Miasto gracza Bob" in GAME.board_svg(state)
        assert GAME.round_mark(state) == "marzec"


def test_house_defaults_follow_the_language():
    german = GAME.house_defaults(data(), "de")
    assert german.startswith("## Hausregeln\nWerte, die der Ausgangstext nicht nennt")
    assert "- rules end at: month (ruling)" in german      # the data file's keys and values
    english = GAME.house_defaults(data())
    assert "plural" not in english
    assert english.startswith("## House defaults\nValues the seed text")


def test_every_line_on_guard_says_goes_through_its_catalog(cli, monkeypatch):
    """In the pseudo-language every message that went through a catalog comes back marked
    ⟦like this⟧: an On Guard line without the mark bypassed the catalogs."""
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    said, kinds, _mirror = play(cli, None, 57, status=False)
    assert {"first", "export", "keep", "influence", "join"} <= kinds
    lines = [line for out in said for line in out.splitlines()]
    status = cli.ok("status").splitlines()
    lines += status[:1] + status[-6:] + cli.ok("score").splitlines()[-3:]
    unmarked = [line for line in lines if line.strip() and "⟦" not in line and "⟧" not in line
                and not set(line) <= set("─ ") and not re.match(r"^ +\w+ +\d", line)]
    assert unmarked == []
    assert views.describe(_mirror, {"type": "pass", "player": "Ann"}).startswith("⟦")


@pytest.mark.parametrize("lang, said", [
    ("de", "rules.end_at: muss 'month' oder 'season' sein"),
    ("pl", "rules.end_at: musi być 'month' albo 'season'"),
])
def test_a_data_file_s_problem_is_told_in_the_language(cli, tmp_path, lang, said):
    text = (GAME.data_folder() / "on-guard.toml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text(re.sub(r'(?m)^end_at = "\w+"', 'end_at = "year"', text), encoding="utf-8")
    refused = cli("new", "on-guard", "--players", "Ann,Bob,Cy", "--data", str(broken),
                  "--lang", lang)
    assert refused.code != 0 and said in refused.err
