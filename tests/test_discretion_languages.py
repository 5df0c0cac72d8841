"""Discretion in German and Polish: what its package says (refusals, the turn's notes) reads
the table's language, with no English word of a checked list."""

import re

ENGLISH = {"the", "is", "on", "not", "only", "may", "now", "player", "active", "builds",
           "turn", "ends", "card", "drew", "there", "no", "building", "owes", "nothing",
           "round", "over", "draws", "first", "unowned", "taken", "auction", "due", "or", "bid", "pile", "goes", "each"}
COMMAND = re.compile(r"`[^`]*`")   # commands stay English words, as the help shows them


def english_words(line: str) -> set[str]:
    return set(re.findall(r"[a-z]+", COMMAND.sub("", line).lower())) & ENGLISH


def refusal(cli, *args) -> str:
    """The one line a refusal prints (after the core's translated "error: "); the game
    unchanged."""
    before = cli.json("log")
    result = cli(*args)
    assert result.code == 1 and result.err.count("\n") == 1 and ": " in result.err, result
    assert "Traceback" not in result.err + result.out
    assert cli.json("log") == before
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
