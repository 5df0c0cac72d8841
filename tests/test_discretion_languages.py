"""Discretion in German and Polish: what its package says (refusals, the turn's notes, the
effect lines, status, log, board, score) reads the table's language, with no English word of
a checked list; in the pseudo-language every line it says comes back marked."""

import re

import pytest

from companion.core import i18n
from companion.games.discretion import GAME, finance, views

from tests.discretion_bot import TYPES
from tests.test_whole_game_cli import free_cells

ENGLISH = {"the", "is", "on", "not", "only", "may", "now", "player", "active", "builds",
           "turn", "ends", "card", "drew", "there", "no", "building", "owes", "nothing",
           "round", "over", "draws", "first", "unowned", "taken", "auction", "due", "or", "bid",
           "pile", "goes", "each"}
COMMAND = re.compile(r"`[^`]*`")   # commands stay English words, as the help shows them


def english_words(line: str) -> set[str]:
    return set(re.findall(r"[a-z]+", COMMAND.sub("", line).lower())) & ENGLISH


def refusal(cli, *args) -> str:
    """The one line a refusal prints (after the core's translated "error: "); the game
    unchanged."""
    before = cli.json("log")["entries"]
    result = cli(*args)
    assert result.code == 1 and result.err.count("\n") == 1 and ": " in result.err, result
    assert "Traceback" not in result.err + result.out
    assert cli.json("log")["entries"] == before
    return result.err.split(": ", 1)[1]


def test_a_german_discretion_building_round_reads_german(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5", "--lang", "de")
    said = [refusal(cli, "build", "Ann", "housing", "A1")]
    assert "Versteigerung" in said[0]
    cli.ok("auction", "1", "--winner", "Ann", "--price", "300k")
    cli.ok("auction", "Kingsmead", "--winner", "Bob", "--price", "300k")
    opening = [cli.ok("auction", "--no-bid").splitlines() for _ in range(5)]
    said += [opening[0][1], opening[-1][-1], refusal(cli, "auction", "--no-bid")]
    assert opening[-1][-1].strip().startswith("Die erste Versteigerung ist vorbei. Baurunde:")
    said += [refusal(cli, "build", "Bob", "housing", "A1"),
             refusal(cli, "build", "Ann", "housing", "D1")]
    cli.ok("build", "Ann", "housing", "A1")
    said.append(refusal(cli, "build", "Ann", "housing", "A1"))
    said += [cli.ok("next").splitlines()[-1], cli.ok("next").splitlines()[-1]]
    said += [refusal(cli, "next"), refusal(cli, "demolish", "E5"), refusal(cli, "bankrupt", "Bob")]
    assert said[4] == "nur der Spieler am Zug (Ann) darf jetzt bauen\n"
    assert said[5] == "D1 liegt auf Kingsmead (Grundstück 2), Land von Bob, nicht von Ann\n"
    assert said[8].strip() == "Die Baurunde ist vorbei: Ann zieht die erste Ereigniskarte"
    for line in said:
        assert not english_words(line), line


def test_a_polish_refusal_reads_polish_and_changes_nothing(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5", "--lang", "pl")
    for plot in ("1", "Kingsmead"):
        cli.ok("auction", plot, "--winner", "Ann" if plot == "1" else "Bob", "--price", "300k")
    for _ in range(5):
        cli.ok("auction", "--no-bid")
    assert refusal(cli, "build", "Bob", "housing", "A1") == (
        "teraz tylko gracz, który ma ruch (Ann), może budować\n")
    assert refusal(cli, "demolish", "E5") == "na E5 nie ma budynku\n"
    assert refusal(cli, "loan", "take", "Ann") == (
        "Ann ma 0 budynków, czyli zabezpieczenie na 0 kredytów bankowych, a już ma ich 0\n")
    assert refusal(cli, "shark", "take", "Ann", "--for", "100k").endswith(
        ": lichwiarz pożycza tylko tym, których nie stać na zapłatę\n")
    assert not english_words(refusal(cli, "build", "Ann", "housing", "D1"))


def test_english_is_the_source_byte_for_byte(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5")
    assert cli("build", "Ann", "housing", "A1").err.startswith(
        "error: an auction is due first: `companion auction [PLOT]")


# --- whole games ------------------------------------------------------------------
DATA = GAME.load_data()
# The game's own names stay English (plots, Event cards and their ids, building types), as
# do the Bank's account and commands, options and paths.
OWN_NAMES = sorted({p["name"] for p in DATA["plots"]} | {c["name"] for c in DATA["events"]}
                   | {c["id"] for c in DATA["events"]} | {"Bank", "Discretion"}
                   | {t[k] for t in DATA["building_types"] for k in ("id", "name")},
                   key=len, reverse=True)
OWN = re.compile(r"`[^`]*`|--[a-z-]+|\S*/\S*|"
                 + "|".join(rf"\b{re.escape(n)}\b" for n in OWN_NAMES))
# English words of Discretion's lines, case as they are written (German writes "Acre" and
# "Land"; Polish writes "to"), that a German or Polish table must not read.
CHECKED = ("the", "is", "not", "only", "may", "now", "owes", "debt", "builds", "draws", "takes",
           "repays", "pays", "loan", "loans", "shark", "plot", "plots", "turn", "year", "player",
           "cash", "buildings", "left", "next", "none", "nothing", "over", "or", "with", "for",
           "of", "each", "every", "no", "one", "rent", "harvest", "appraisal", "auction", "bid",
           "pile", "bankruptcy", "interest", "tax", "acre", "acres", "demolishes", "forfeits",
           "money", "starting", "raise", "declare", "cannot", "after", "begins", "clears",
           "card", "cards", "drawn", "due", "owner", "shows", "number", "wins", "game",
           "Next", "Winner", "Leading", "Year", "Scores", "Final", "Buildings", "Owners",
           "Instead", "Everyone", "List", "Plot", "The", "No", "Undeveloped")


def english_in(text: str) -> list[str]:
    """The checked English words in `text`, the game's own names, commands and options
    left out."""
    words = set(re.findall(r"[A-Za-z]+", OWN.sub(" ", text)))
    return sorted(words.intersection(CHECKED))


def play_whole_game(cli, lang: str | None, seed: int = 5) -> tuple[list[str], set[str]]:
    """A whole game through the command line (in `lang`, else the process's language), as
    test_whole_game_cli plays it: the richest bids (Cy all they have), players build when
    well off and take a Bank Loan on three buildings, debts are settled by forfeit, loan,
    shark, demolition or bankruptcy, loans repaid when a card allows. What every command
    printed (refusals too), and the commands that went through."""
    said = [cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", str(seed),
                   *(["--lang", lang] if lang else []))]
    done: set[str] = set()

    def run(*args: str) -> bool:
        result = cli(*args)
        said.append(result.out + result.err)
        if result.code == 0:
            done.add(" ".join(args[:2]) if args[0] in ("loan", "shark") else args[0])
        return result.code == 0

    for turn in range(2000):
        status = cli.json("status")
        if status["phase"] == "over":
            break
        if turn % 40 == 0:
            said += [cli.ok("status"), cli.ok("board"), cli.ok("plots")]
        players = {p["name"]: p for p in status["players"]}
        if status["debtors"]:
            debtor = players[status["debtors"][0]]
            name, means = debtor["name"], debtor["can_raise"]
            demolish = [("demolish", c) for c in means["demolitions"][:1]]
            attempts = [("forfeit", name, str(p)) for p in means["forfeits"][:1]]
            attempts += [("loan", "take", name), *demolish[:turn % 2], ("shark", "take", name),
                         *demolish, ("bankrupt", name)]
            assert any(run(*attempt) for attempt in attempts), f"{name} could not settle"
            continue
        if status["pending_auctions"]:
            richest = max((p for p in players.values() if not p["eliminated"]),
                          key=lambda p: p["cash"])
            if richest["cash"] >= 400_000:
                bid = richest["cash"] // 100_000 * 100_000 if richest["name"] == "Cy" else 350_000
                run("auction", "--winner", richest["name"], "--price", str(bid))
            else:
                run("auction", "--no-bid")
            continue
        for name, p in players.items():
            if status["window"] == "interest" and p["bank_loans"] and p["cash"] >= 600_000:
                run("loan", "repay", name, "1")
            if status["window"] == "end-of-year" and p["shark_loans"] and p["cash"] >= 200_000:
                run("shark", "repay", name, "1")
        active = players[status["active"]]
        if len(active["buildings"]) >= 3 and not active["bank_loans"]:
            run("loan", "take", active["name"], "1")
        cells = free_cells(cli.json("plots")["plots"], status, active["name"])
        if cells and active["cash"] >= 700_000:
            run("build", active["name"], TYPES[turn % 5], cells[turn % len(cells)])
        run("next" if status["phase"] == "build-round" else "draw")
    said += [cli.ok("status"), cli.ok("log"), cli.ok("board"), cli.ok("score")]
    return said, done


def play_to_bankruptcy(cli, lang: str | None) -> list[str]:
    """A short game through the command line to a bankruptcy: Ann builds three and takes a
    Bank Loan, repays it after Interest; Bob builds eight with Loan Shark money, hands back
    what is left at his turn's end, owes the End of Year's interest on 18 loans, demolishes,
    and cannot pay. What every command printed, refusals too."""
    said = []

    def run(*args: str) -> None:
        result = cli(*args)
        said.append(result.out + result.err)

    run("new", "discretion", "--players", "Ann,Bob", "--seed", "5",
        *(["--lang", lang] if lang else []))
    run("auction", "1", "--winner", "Ann", "--price", "300k")
    run("auction", "Kingsmead", "--winner", "Bob", "--price", "300k")
    for _turn in range(5):
        run("auction", "--no-bid")
    for cell, kind in (("A1", "housing"), ("B1", "offices"), ("C1", "industry")):
        run("build", "Ann", kind, cell)
    run("loan", "take", "Ann", "1")
    run("next")
    for cell, kind in (("D1", "housing"), ("E1", "offices"), ("F1", "industry"),
                       ("D2", "retail")):
        run("build", "Bob", kind, cell)
    run("shark", "take", "Bob", "--for", "2200k")
    for cell, kind in (("D3", "services"), ("E2", "retail"), ("E3", "services"),
                       ("F2", "housing")):
        run("build", "Bob", kind, cell)
    run("next")
    run("event", "interest")
    run("loan", "repay", "Ann", "1")
    run("event", "end-of-year")
    run("status")
    run("demolish", "D1")
    run("bankrupt", "Ann")
    run("shark", "take", "Bob")
    run("bankrupt", "Bob")
    for command in ("status", "score", "log", "board", "plots"):
        run(command)
    return said


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_a_whole_game_reads_the_table_s_language(cli, lang):
    said, done = play_whole_game(cli, lang)
    assert {"auction", "build", "next", "draw", "forfeit", "demolish", "loan take", "shark take",
            "shark repay"} <= done
    assert cli.json("score")["final"]
    text = "\n".join(said)
    assert english_in(text) == []
    effects = [e for entry in cli.json("log")["entries"] for e in entry["effects"]]
    rents = ("neben", "obok") if lang == "de" else ("obok",)
    assert any(w in e for e in effects for w in rents)                     # rent was paid
    assert any("Tax" in e and "×" in e for e in effects)                    # and taxes
    assert ("Endwertung" if lang == "de" else "Wyniki końcowe") in said[-1]


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_loans_a_debt_and_a_bankruptcy_read_the_table_s_language(cli, lang):
    said = play_to_bankruptcy(cli, lang)
    text = "\n".join(said)
    assert english_in(text) == []
    assert cli.json("status")["winner"] == "Ann"
    german = lang == "de"
    for words in (("Ann nimmt 1 Bankkredit auf", "Ann bierze 1 kredyt bankowy"),
                  ("Bob nimmt 20 Kredite vom Kredithai auf",
                   "Bob bierze 20 kredytów u lichwiarza"),
                  ("gibt 2 Kredite vom Kredithai × 100.000 am Ende des Zuges ungenutzt zurück",
                   "oddaje na koniec ruchu niewykorzystane 2 kredyty u lichwiarza × 100\u00a0000"),
                  ("Ann tilgt 1 Bankkredit", "Ann spłaca 1 kredyt bankowy"),
                  ("Kredithai-Zinsen: 18 Kredite vom Kredithai × 100.000",
                       "Odsetki lichwiarza: 18 kredytów u lichwiarza × 100\u00a0000"),
                  ("Jahr 2 beginnt mit Bob nach 5 Versteigerungen",
                   "Rok 2 zaczyna Bob po 5 licytacjach"),
                  ("Discretion, Jahr 2 (Spielphase), Bob muss 1.800.000 zahlen",
                   "Discretion, rok 2 (rozgrywka), Bob musi zapłacić 1\u00a0800\u00a0000"),
                  ("Bob erklärt den Bankrott", "Bob ogłasza bankructwo"),
                  ("Sieger: Ann", "Zwycięzca: Ann")):
        assert words[0 if german else 1] in text, words


@pytest.mark.parametrize("lang, counts", [
    ("pl", ["1 kredyt u lichwiarza", "2 kredyty u lichwiarza", "5 kredytów u lichwiarza"]),
    ("de", ["1 Kredit vom Kredithai", "2 Kredite vom Kredithai", "5 Kredite vom Kredithai"])])
def test_counts_take_the_language_s_plural_forms(cli, lang, counts):
    """Ann holds 2,500,000: a Loan Shark loan of 100,000 each for a payment of 2,600,000,
    2,700,000 or 3,000,000 is one, two or five of them."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5", "--lang", lang)
    for amount, said in zip(("2600k", "2700k", "3000k"), counts):
        assert said in cli.ok("shark", "take", "Ann", "--for", amount).splitlines()[0]
        cli.ok("undo")
    with i18n.speaking("pl"):
        assert [views.acres(n) for n in (1, 2, 5, 12, 22)] == [
            "1 akr", "2 akry", "5 akrów", "12 akrów", "22 akry"]
        assert finance.loans_count("loan", 3) == "3 kredyty bankowe"


def test_refusals_in_german_and_polish_change_nothing(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5", "--lang", "de")
    german = [refusal(cli, *args) for args in (
        ("build", "Ann", "housing", "Z9"), ("auction", "1", "--winner", "Ann", "--price", "95"),
        ("event", "interest"), ("shark", "take", "Ann", "--for", "2600k", "3"),
        ("loan", "repay", "Ann"))]
    assert german[0] == ("kein Feld: 'Z9' (die Felder gehen von A1 bis K11: erst der Buchstabe "
                         "der Spalte, dann die Zeile)\n")
    polish = [refusal(cli, *args, "--lang", "pl") for args in (
        ("build", "Ann", "housing", "A1+C3"), ("event", "land-tax"),
        ("shark", "take", "Ann", "--for", "2600k", "3"), ("loan", "repay", "Ann"))]
    assert polish[0] == ("A1 i C3 nie mają wspólnego boku: budynek na 2 akry potrzebuje dwóch "
                         "sąsiednich pól\n")
    for line in german + polish:
        assert english_in(line) == [], line


# --- the pseudo-language: every line Discretion says went through a catalog -------------
BOARD_ROW = re.compile(r"^ *\d+( +(\d+[A-Z]?|[A-Z][A-Z-]))+ *$|^ +A +B +C +D .* K *$")
PLAIN = re.compile(r"#\d+|\b[A-K]\d{1,2}\b|\b(Ann|Bob|Cy)\b|[\d.,+-]+"   # and a table's lines:
                   r"|[│┃┏┓┗┛┡┩┣┫━─└┘┌┐╇╋┳┻┼├┤┬┴]")


def unmarked(said: list[str]) -> list[str]:
    """The lines with words that carry no pseudo-language mark."""
    lines = [line for out in said for line in out.splitlines()]
    return [line for line in lines if "⟦" not in line and "⟧" not in line
            and not BOARD_ROW.match(line)
            and re.search(r"[A-Za-z]", PLAIN.sub(" ", OWN.sub(" ", line)))]


def test_every_line_discretion_says_goes_through_its_catalog(cli, monkeypatch):
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    said = play_to_bankruptcy(cli, None)
    assert unmarked(said) == []


def test_every_line_of_a_whole_pseudo_game_is_marked(cli, monkeypatch):
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    said, _done = play_whole_game(cli, None)
    assert unmarked(said) == []


@pytest.mark.parametrize("lang, said", [
    ("de", "years[4].land_tax: 15.000 je Acre macht 15.000 auf einem Grundstück mit 1 Acre, was "
           "sich mit Scheinen zu 10.000 nicht zahlen lässt"),
    ("pl", "years[4].land_tax: 15\u00a0000 za akr daje 15\u00a0000 na 1-akrowej działce, czego nie "
           "da się zapłacić banknotami po 10\u00a0000")])
def test_a_data_file_s_problem_reads_the_language(cli, tmp_path, lang, said):
    shipped = (GAME.data_folder() / "discretion.toml").read_text(encoding="utf-8")
    mine = tmp_path / "mine.toml"
    mine.write_text(shipped.replace("land_tax = 20_000", "land_tax = 15_000", 1), encoding="utf-8")
    result = cli("new", "discretion", "--players", "Ann,Bob", "--data", str(mine), "--lang", lang)
    assert result.code != 0 and said in result.err and "Traceback" not in result.err


def rulings(name: str) -> dict[int, str]:
    """Ruling number -> its text, from the last section (the rulings) of a rules file."""
    section = (GAME.data_folder() / name).read_text(encoding="utf-8").split("\n## ")[-1]
    numbered = re.split(r"(?m)^(\d+)\. ", section)[1:]
    return {int(n): " ".join(text.split()) for n, text in zip(numbered[::2], numbered[1::2])}


def references(text: str) -> tuple[set[str], set[str], set[str]]:
    """What a ruling points at in any language: the rules versions that changed it, the
    other rulings it names (by number), and the commands and switches in backticks."""
    return (set(re.findall(r"discretion-\d+", text)),
            set(re.findall(r"(?:ruling|rulings|Auslegung|Auslegungen|rozstrzygnięcie|"
                           r"rozstrzygnięcia|rozstrzygnięciu) (\d+)", text)),
            set(re.findall(r"`(?:companion )?(?:--)?([a-z_]+)", text)))


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_every_english_ruling_and_section_has_its_counterpart(lang):
    english, other = rulings("rules.md"), rulings(f"rules.{lang}.md")
    assert list(english) == list(other) == list(range(1, 23))
    for number, text in english.items():
        assert references(other[number]) == references(text), f"ruling {number}"
    assert references(english[14])[0] == {f"discretion-{n}" for n in (2, 6, 7)}
    english_topics, topics = GAME.rules_topics(None, "en"), GAME.rules_topics(None, lang)
    assert len(set(topics.values())) == len(english_topics)   # the files run in step,
    assert set(english_topics) < set(topics)                  # English names find them too


@pytest.mark.parametrize("lang, heading, said, topic", [
    ("de", "Auslegungen", "Kredithai", "auslegungen"),
    ("pl", "Rozstrzygnięcia", "lichwiarz", "rozstrzygnięcia")])
def test_the_rules_read_the_language_with_no_note(cli, lang, heading, said, topic):
    result = cli("rules", "discretion", "--lang", lang)
    assert result.code == 0 and result.err == ""
    flat = " ".join(result.out.split())
    assert heading in flat and said in flat and "Overview" not in flat and "Rulings" not in flat
    assert {"de": "Hausregeln", "pl": "Zasady domowe"}[lang] in flat
    out = cli.ok("rules", "discretion", "rulings", "--lang", lang)
    assert out.lstrip().startswith(heading) and cli.ok("rules", "discretion", topic,
                                                       "--lang", lang) == out


@pytest.mark.parametrize("lang, heading", [("de", "Hausregeln"), ("pl", "Zasady domowe")])
def test_the_house_defaults_stay_marked_in_the_language(cli, lang, heading):
    defaults = cli("rules", "discretion", "house-defaults", "--lang", lang)
    assert defaults.code == 0 and defaults.err == ""
    assert "Values the rulebook does not give" not in defaults.out
    assert defaults.out.lstrip().startswith(heading)
    german = GAME.house_defaults(DATA, "de")
    assert german.startswith("## Hausregeln\nWerte, die die Spielregel nicht nennt")
    assert "- Entschädigung beim Straßenbau: " in german


@pytest.mark.parametrize("lang, note, said", [
    ("de", "Hinweis: Karten, Spielplan und Bögen von Discretion gibt es noch nicht auf "
     "Deutsch: sie werden auf Englisch gedruckt.\n", ("Auslegungen", "Kredithai", "Hausregeln")),
    ("pl", "uwaga: Karty, plansza i arkusze gry Discretion nie są jeszcze dostępne po polsku: "
     "drukujemy je po angielsku.\n", ("Rozstrzygnięcia", "lichwiarz", "Zasady domowe"))])
def test_the_printed_rules_are_in_the_language_the_cards_fall_back_with_a_note(cli, tmp_path,
                                                                              lang, note, said):
    from tests.print_helpers import text

    result = cli("print", "discretion", "--lang", lang, "--only", "rules,events", "--out",
                 str(tmp_path))
    assert result.code == 0 and result.err == note
    rules, events = text(tmp_path / "rules.pdf"), text(tmp_path / "events.pdf")
    assert all(word in rules for word in said) and "Rulings" not in rules
    assert "Housing Rent" in events     # the cards are English until their texts are written


def test_every_event_card_has_its_text_in_each_language_of_the_rules():
    """The key sets compared, so a card added without its German or Polish text fails."""
    for lang in GAME.languages[1:]:
        assert {c["id"] for c in DATA["events"] if lang in c} == {
            c["id"] for c in DATA["events"]}, lang
    assert GAME.languages == ("en", "de", "pl")


@pytest.mark.parametrize("lang, said", [
    ("de", "Jeder zahlt der Bank 50.000 je eigenes Gebäude."),
    ("pl", "Każdy gracz płaci bankowi 50 000 za każdy swój budynek."),
    ("en", "Every player pays the Bank 50,000 for each building they own.")])
def test_the_house_event_cards_read_the_language(lang, said):
    assert said in GAME.house_defaults(DATA, lang)


def test_a_data_file_without_the_translations_reads_english(tmp_path):
    text = (GAME.data_folder() / "discretion.toml").read_text(encoding="utf-8")
    english = tmp_path / "english.toml"
    english.write_text(re.sub(r"(?m)^(de|pl) = .*\n", "", text), encoding="utf-8")
    data = GAME.load_data(english)
    assert all("de" not in c for c in data["events"])
    assert "Every player pays the Bank 50,000 for each building" in GAME.house_defaults(data,
                                                                                        "de")
