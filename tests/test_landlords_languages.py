"""The Landlord's Game in German and Polish: a whole game through the CLI (moves, buying,
rent, fares, taxes, Chance, JAIL, notes and their repayment, debts, the Poor House, the Single
Tax and its Natural Opportunities, status, log, board, score) reads the table's language with
no English word of a checked list outside commands and the game's own names and texts; every
line the game's package says comes through its catalog (the pseudo-language); refusals change
nothing; Polish counts take their three forms. English stays as it was
(tests/test_landlords_cli.py and the other Landlord's tests pin it)."""

import copy
import functools
import random
import re

import pytest

from companion.games import shape
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906.turns import whose_turn
from tests.test_landlords_landing import Table
from tests.test_landlords_random_play import _turn

DATA = GAME.load_data()
PLAYERS = ("Ann", "Bob", "Cy", "Dee", "Eve")
SEED = 9     # with five players and the Single Tax from turn 120: every kind of action below

CASES = {
    "de": (["Spieler", "Bargeld", "auf Feld", "Karten", "Häuser", "Sonstiges"],
           "The Landlord's Game (Spielphase): erster Wurf",
           "Fehler: Ann besitzt Royal Rusher R.R. (5) bereits\n"),
    "pl": (["gracz", "gotówka", "pole", "karty", "domy", "inne"],
           "The Landlord's Game (rozgrywka): pierwszy rzut",
           "błąd: Ann ma już Royal Rusher R.R. (5)\n"),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_status_headings_and_a_refusal_read_the_games_language(cli, lang):
    headings, head, refusal = CASES[lang]
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--lang", lang)
    cli.ok("deal", "--average")
    out = cli.ok("status")
    assert out.splitlines()[0] == head
    table_head = next(line for line in out.splitlines() if headings[0] in line)
    assert table_head.split() == " ".join(headings).split()
    result = cli("buy", "Ann", "5")   # the average hand 1 gave Ann Royal Rusher R.R.
    assert (result.code, result.err) == (1, refusal)
    assert cli.ok("status") == out   # the refusal changed nothing


# --- a whole game, decided in memory and played through the command line -----------------
class Recording(Table):
    """A game in memory that keeps each action as it was asked for (before the rules fill
    in what they found), so the command line can be asked the same."""

    def __init__(self, **args):
        super().__init__(**args)
        self.actions: list[tuple[str, dict]] = []

    def do(self, kind: str, **args) -> list[str]:
        asked = copy.deepcopy(args)
        effects = super().do(kind, **args)
        self.actions.append((kind, asked))
        return effects


@functools.cache
def game(turns: int = 200, single_tax_at: int = 120) -> tuple[list[list[str]], dict]:
    """The commands of a whole game (tests/test_landlords_random_play's table), and its
    score: five players, the Single Tax voted in at `single_tax_at`."""
    rng = random.Random(SEED)
    table = Recording(players=PLAYERS, seed=SEED, play=False)
    table.do("deal")
    for turn in range(turns):
        if turn == single_tax_at and not table.state.pending:
            table.do("single-tax", votes=list(PLAYERS[:2]))
        _turn(table, rng, whose_turn(table.state) or PLAYERS[0])
        if table.state.pending:
            _turn(table, rng, table.state.pending["player"])
    return [command(kind, args) for kind, args in table.actions], shape.score(GAME, table.state)


def command(kind: str, a: dict) -> list[str]:
    """The command line that asks for the action."""
    player = a.get("player", "")
    return {
        "deal": lambda: ["deal"],
        "move": lambda: ["move", player, str(a["steps"])],
        "buy": lambda: ["buy", player, str(a["property"])],
        "decline": lambda: ["decline"],
        "build": lambda: ["build", player, str(a["lot"])],
        "speculate": lambda: ["speculate", player] + (["--refuse"] if a.get("refuse")
                                                       else [a["dice"]]),
        "jail": lambda: ["jail", player, "--dice", a["dice"]],
        "chance": lambda: ["chance", player],
        "borrow": lambda: ["borrow", player],
        "repay": lambda: ["repay", player],
        "poorhouse": lambda: ["poorhouse", player] + (["--no-buyer"] if a.get("no_buyer")
                                                      else []),
        "sell": lambda: ["sell", a["seller"], str(a["property"]), a["buyer"], "--price",
                         str(a["price"])],
        "single-tax": lambda: ["single-tax", "--votes", ",".join(a["votes"])],
        "opportunity": lambda: ["opportunity", player, a["space"], str(a["steps"])],
    }[kind]()


def play(cli, lang: str | None = None) -> str:
    """The whole game through the CLI, with status and the board now and then and status,
    log, board and score at the end: all it printed."""
    commands, score = game()
    cli.ok("new", "landlords-1906", "--players", ",".join(PLAYERS), "--seed", str(SEED),
           *(["--lang", lang] if lang else []))
    said = []
    for i, args in enumerate(commands, 1):
        said.append(cli.ok(*args))
        if i % 40 == 0:
            said += [cli.ok("status"), cli.ok("board")]
    said += [cli.ok("status"), cli.ok("log"), cli.ok("board"), cli.ok("score")]
    assert cli.json("score") == score      # the same game as the one decided in memory
    return "\n".join(said)


# English words of the game's lines that a German or Polish table must not read (case
# matters: "Trust", "Chance", "Single Tax", "Natural Opportunity" and "Free College" are the
# rulebook's own words, kept as Pay Day keeps "Sweet Sunday")
ENGLISH = ("pays", "owes", "owing", "rent", "fare", "tax", "wages", "buys", "moves", "throws",
           "throw", "stops", "draws", "goes", "house", "houses", "note", "notes", "loan",
           "borrow", "repay", "debt", "JAIL", "POOR HOUSE", "Poor House", "cash", "cards",
           "player", "Seating", "Scores", "Leading", "Winner", "turn", "double", "fine", "wins",
           "nothing", "sale", "deal", "dealt", "lot", "lots", "railroad", "owner", "holder",
           "price", "kind", "space", "none", "waiting", "Waiting", "the", "and", "of", "is",
           "for", "with", "under", "wealth", "mortgage", "settled", "stays", "leaves", "own")
SPACES = sorted({n for s in DATA["spaces"] for n in [s["name"], *s["aliases"]]}
                | {o["name"] for o in DATA["opportunities"]}, key=len, reverse=True)
GAME_TEXTS = [c["text"] for c in DATA["chance"]] + [c["id"] for c in DATA["chance"]]
OWN_WORDS = re.compile(r"Treasury|Miscellaneous|MISCELLANEOUS|PUBLIC TREASURY|MOTHER EARTH|"
                       r"Broker's License|Municipal Cinch")
COMMANDS = re.compile(r"`[^`]*`")                     # commands stay English (issue 22 item 4)


def english_in(text: str) -> list[str]:
    """The checked English words in `text`, outside commands and the game's own names and
    texts (the space names, Chance cards, accounts and the rulebook's capitalised words)."""
    text = COMMANDS.sub("", text)
    for own in GAME_TEXTS + SPACES:
        text = text.replace(own, "")
    text = OWN_WORDS.sub("", text)
    return [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


def kinds_played() -> set[str]:
    return {args[0] for args in game()[0]}


def test_the_whole_game_plays_every_part_of_the_rules():
    assert {"move", "buy", "decline", "build", "speculate", "jail", "chance", "borrow", "repay",
            "poorhouse", "single-tax", "opportunity"} <= kinds_played()


NATIVE = {
    "de": ("Grundrente für", "Fahrpreis für", "Steuer auf", "Lohn auf MOTHER EARTH",
           "geht ins Gefängnis", "würfelt", "Schuldschein", "schuldet", "geht bis zum nächsten Zug "
           "ins Armenhaus", "stimmen für die Single Tax", "Natural Opportunity", "Sitzordnung",
           "Vermögen", "In Führung", "kauft", "Spekulation"),
    "pl": ("renta gruntowa za", "opłata za przejazd", "podatek od", "płaca na MOTHER EARTH",
           "idzie do więzienia", "rzuca", "weksel", "do zapłacenia", "idzie do przytułku",
           "głosują za Single Tax", "Natural Opportunity", "Kolejność", "majątek", "Prowadzi",
           "kupuje", "spekulacja"),
}


@pytest.mark.parametrize("lang", sorted(NATIVE))
def test_a_whole_game_reads_the_tables_language(cli, lang):
    text = play(cli, lang)
    assert english_in(text) == []
    for words in NATIVE[lang]:
        assert words in text, words


def test_the_english_check_finds_english():
    """The check itself: the same game in English is full of the checked words."""
    assert {"pays", "rent", "fare", "tax", "wages", "JAIL", "house", "note"} <= set(
        english_in("Ann pays Bob the land rent: fare, tax, wages, JAIL, 1 house, a note"))


def logical_lines(text: str) -> list[str]:
    """Lines as said: a long effect the terminal splits at '; ' (indented four more,
    cli/output.effect_lines) joined again."""
    out: list[tuple[int, str]] = []
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        if out and line.strip() and indent == out[-1][0] + 4 and not line.lstrip().startswith(
                "#"):
            out[-1] = (out[-1][0], out[-1][1] + "; " + line.strip())
        else:
            out.append((indent, line))
    return [line for _indent, line in out]


def test_every_line_the_game_says_goes_through_its_catalog(cli, monkeypatch):
    """In the pseudo-language every message that went through a catalog comes back marked
    ⟦like this⟧: a line of the game without the mark bypassed the catalogs. Status, board
    and score rows (names, numbers) are checked in their headings and lines of words."""
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    commands, _score = game()
    cli.ok("new", "landlords-1906", "--players", ",".join(PLAYERS), "--seed", str(SEED))
    said = []
    for args in commands:
        said += logical_lines(cli.ok(*args))
    said += logical_lines(cli.ok("log"))
    rows = re.compile(rf"^ +({'|'.join(PLAYERS)}) |^ *[─━]+ *$|^ *\d+ ")   # table bodies
    for view in ("status", "board", "score"):
        said += [line for line in cli.ok(view).splitlines() if not rows.match(line)]
    unmarked = [line for line in said if line.strip() and "⟦" not in line]
    assert unmarked == []


# --- refusals, counts, the rules -----------------------------------------------------------
REFUSALS = {
    "de": ["ein Wurf mit zwei Würfeln geht 2 bis 12 Felder weit, nicht 13",
           "Ann hat 75 $ und schuldet nichts: nur wer nicht zahlen kann, geht ins Armenhaus "
           "(Regel 12)",
           "Ann ist nicht im Gefängnis",
           "Bob kann nicht an sich selbst verkaufen",
           "keine Karte steht zum Verkauf"],
    "pl": ["rzut dwiema kośćmi to od 2 do 12 pól, nie 13",
           "Ann ma 75 $ i nie ma długów: do przytułku idzie tylko ten, kto nie może zapłacić "
           "(zasada 12)",
           "Ann nie jest w więzieniu",
           "Bob nie może sprzedać samemu sobie",
           "żadna karta nie jest na sprzedaż"],
}


@pytest.mark.parametrize("lang", sorted(REFUSALS))
def test_refusals_say_it_in_the_language_and_change_nothing(cli, lang):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--lang", lang)
    cli.ok("deal", "--average")
    before = cli.json("status")
    refusals = [cli("move", "Ann", "13"), cli("poorhouse", "Ann"), cli("jail", "Ann", "--pay"),
                cli("sell", "Bob", "15", "Bob", "--price", "10"), cli("decline"),
                cli("repay", "Ann"), cli("build", "Ann", "Broadway"), cli("chance", "Ann"),
                cli("single-tax", "--votes", "Ann"), cli("opportunity", "Ann", "Farm", "4"),
                cli("land", "Ann", "Brodway"), cli("borrow", "Ann", "--amount", "5")]
    assert all(r.code != 0 and r.err.count("\n") == 1 for r in refusals), refusals
    errors = "".join(r.err for r in refusals)
    assert english_in(errors.replace("error: ", "")) == []
    for message in REFUSALS[lang]:
        assert message in errors, message
    assert cli.json("status") == before


HOUSES = {   # the one count, in each of its forms: Polish has three (1 dom, 2 domy, 5 domów)
    "pl": ("Ann buduje 1 dom na Beggarman's Court (14)",
           "Ann buduje 2 domy na The Bowery (29)",
           "podatek od Food (17) (5 domów na planszy)",
           "podatek od Fuel (2) (1 dom na planszy)", "Wall Street (2 domy)"),
    "de": ("Ann baut 1 Haus auf Beggarman's Court (14)",
           "Ann baut 2 Häuser auf The Bowery (29)",
           "Steuer auf Food (17) (5 Häuser auf dem Brett)",
           "Steuer auf Fuel (2) (1 Haus auf dem Brett)", "Wall Street (2 Häuser)"),
    "en": ("Ann builds 1 house on Beggarman's Court (14)",
           "Ann builds 2 houses on The Bowery (29)",
           "tax on Food (17) (5 houses on the board)",
           "tax on Fuel (2) (1 house on the board)", "Wall Street (2 houses)"),
}


@pytest.mark.parametrize("lang", sorted(HOUSES))
def test_counts_take_the_languages_plural_forms(cli, lang):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--lang", lang)
    cli.ok("deal", "--average")              # Ann: Beggarman's Court, The Bowery, Wall Street
    cli.ok("pay", "Miscellaneous", "Ann", "600", "--reason", "test")
    said = [cli.ok("build", "Ann", "14", "1"), cli.ok("land", "Bob", "Fuel"),
            cli.ok("build", "Ann", "29", "2"), cli.ok("build", "Ann", "38", "2"),
            cli.ok("land", "Cy", "Food"), cli.ok("status")]
    # one house on the board when Bob pays at Fuel; 1 + 2 + 2 = 5 when Cy pays at Food
    one, two, five, one_on_board, in_status = HOUSES[lang]
    assert one in said[0] and two in said[2] and five in said[4] and one_on_board in said[1]
    assert in_status in said[5]


def test_the_live_pages_board_speaks_the_language():
    """The ring's title, its middle line, each space's tip and the public tag."""
    from companion.core import i18n

    table = Table(seed=1)
    table.give("Ann", 5)
    table.state.public.append(13)
    table.state.single_tax = True
    with i18n.speaking("de"):
        svg = GAME.board_svg(table.state)
    assert "unter der Single Tax" in svg and "im Besitz von Ann" in svg
    assert "Soakum Lighting System, öffentlich" in svg and "held by" not in svg
    with i18n.speaking("pl"):
        svg = GAME.board_svg(table.state)
    assert "pod Single Tax" in svg and "właściciel: Ann" in svg and "publiczne" in svg


@pytest.mark.parametrize("lang, problem", [
    ("de", "game.deal: der Stapel hat 29 grüne Karten"),
    ("pl", "game.deal: zielonych kart na stosie jest 29"),
    ("en", "game.deal: the pack holds 29 green cards"),
])
def test_a_data_files_problem_reads_the_language(cli, tmp_path, lang, problem):
    """The data file's checks (data.py) speak as the rest of the game: the pack of 29
    green cards cannot deal 99."""
    text = (GAME.data_folder() / "landlords-1906.toml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text(re.sub(r"(?m)^deal = 24", "deal = 99", text), encoding="utf-8")
    result = cli("new", "landlords-1906", "--players", "Ann,Bob", "--data", str(broken),
                 "--lang", lang)
    assert result.code != 0 and result.err.count("\n") == 1
    assert result.err.endswith(f"{broken}: {problem}\n")
