"""Eurobusiness's own texts in Polish (issue 22): the rulings in Polish, ruling for ruling as
the English ones, a user's data file with English names alone played in a Polish game, and
the demo as a Polish table reads it."""

import re
from collections import Counter

from companion.games.eurobusiness import GAME


def rulings(name: str) -> dict[int, str]:
    """Ruling number -> its text, from the last section (the rulings) of a rules file."""
    section = (GAME.data_folder() / name).read_text(encoding="utf-8").split("\n## ")[-1]
    numbered = re.split(r"(?m)^(\d+)\. ", section)[1:]
    return {int(n): " ".join(text.split()) for n, text in zip(numbered[::2], numbered[1::2])}


def references(text: str) -> tuple[set[str], set[str], set[str]]:
    """What a ruling points at, in either language: the rules versions that changed it, the
    other rulings it names, the data file's switches and the research it cites."""
    return (set(re.findall(r"eurobusiness-\d+", text)),
            set(re.findall(r"(?:ruling|rozstrzygnięcie) (\d+)", text)),
            set(re.findall(r"`(\w+_\w+)", text)) | set(re.findall(r"game-data\.md [\d.]+", text)))


def test_every_english_ruling_has_its_polish_counterpart():
    english, polish = rulings("rules.md"), rulings("rules.pl.md")
    assert list(english) == list(polish) == list(range(1, 17))
    for number, text in english.items():
        assert references(polish[number]) == references(text), f"ruling {number}"
    assert references(english[13]) == ({"eurobusiness-4"}, {"14"}, {"debtor_sale_floor"})


def test_the_rulings_read_polish_through_the_cli(cli):
    out = cli.ok("rules", "eurobusiness", "rulings", "--lang", "pl")
    flat = " ".join(out.split())
    assert out.lstrip().startswith("Rozstrzygnięcia")
    assert "„Budynki sprzedaje i odkupuje wyłącznie bank”" in flat
    assert "(Przed wersją zasad eurobusiness-5 taką płatność księgowano" in flat
    assert "angielsku" not in flat and "English" not in flat
    assert cli.ok("rules", "eurobusiness", "rozstrzygnięcia", "--lang", "pl") == out
    everything = cli.ok("rules", "eurobusiness", "--lang", "pl")
    assert everything.count("Rozstrzygnięcia") == 1 and "Rulings" not in everything
    assert "angielsku" not in everything


def test_an_english_only_data_file_shows_english_names_in_a_polish_game(cli, tmp_path):
    text = (GAME.data_folder() / "eurobusiness.toml").read_text(encoding="utf-8")
    english_only = tmp_path / "english.toml"
    english_only.write_text(re.sub(r"(?m)^pl = .*\n", "", text), encoding="utf-8")
    assert "pl = " not in english_only.read_text(encoding="utf-8")
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--data", str(english_only),
           "--lang", "pl")
    assert "Ann może kupić pole Athens (4) za 120 $" in cli.ok("move", "Ann", "3")
    assert "Ann -> Bank 120 $: kupno pola Athens (4)" in cli.ok("buy")
    assert "Bob -> Ann 10 $: czynsz za pole Athens (4)" in cli.ok("move", "Bob", "3")
    assert "Cy ciągnie kartę: Red Chance" in cli.ok("move", "Cy", "7")
    out = cli.ok("draw", "Cy", "red-start")
    assert "Go back to Start and collect 400 $ there." in out
    assert "Bank -> Cy 400 $: postój na Starcie" in out
    status = cli.ok("status")
    assert re.search(r"Ann\s+2\s890\s\$\s+4\s+Athens", status)
    assert "Red Chance, karta madrid: bonus = nie" in cli.ok("rules", "eurobusiness",
                                                              "house-defaults")


def test_the_demo_reads_polish(cli, monkeypatch):
    """`demo eurobusiness --lang pl`, and with COMPANION_LANG=pl: the words a Polish table
    reads, no English word of the Polish game's checked list, each Chance card told once."""
    from tests.test_eurobusiness_polish_game import english_words

    out = cli.ok("demo", "eurobusiness", "--lang", "pl")
    assert "Ann może kupić pole Rzym (10) za 240 $: `buy Ann 10` albo `decline`, a wtedy bank " \
           "wystawi je na licytację" in out
    assert "Cy -> Ann 20 $: czynsz za pole Rzym (10) – 20 $ bez zabudowy" in out
    assert "(`draw Ann` albo `draw Ann KARTA` dla karty wyciągniętej przy stole)" in out
    assert "#9 Ann ciągnie kartę Szansy „Dostajesz spadek: 200 $.”\n" \
           "   Bank -> Ann 200 $: karta Szansy „Dostajesz spadek: 200 $.”\n" in out
    assert out.count("Dostajesz spadek") == 2 and "Neapol (w zastawie)" in out
    assert "Bob -> Cy 50 $: płatność ręczna" in out
    said = [line for line in out.splitlines() if not line.startswith("$ companion ")]
    assert english_words("\n".join(said)) == Counter()
    monkeypatch.setenv("COMPANION_LANG", "pl")
    again = cli.ok("demo", "eurobusiness")
    strip = re.compile(r"w \S*demo\.db")           # each run plays in its own temporary file
    assert strip.sub("", again) == strip.sub("", out)


def test_the_english_draw_still_says_the_card_s_text(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")
    cli.ok("buy")
    cli.ok("move", "Bob", "6")
    cli.ok("decline")
    cli.ok("auction", "7")
    cli.ok("move", "Cy", "9")
    cli.ok("move", "Ann", "8")
    assert cli.ok("draw", "Ann").splitlines()[:3] == [
        "#8 Ann draws Chance inheritance", "   Ann draws: A distant aunt leaves you 200 $.",
        "   Bank -> Ann 200 $: Chance: inheritance"]


def test_the_board_heads_the_polish_names_column_in_the_readers_language(cli):
    """English heads the Polish names with the Polish word, German says what they are, and a
    Polish table shows the Polish names once, as its fields' own."""
    headings = {}
    for lang in ("en", "de", "pl"):
        cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--lang", lang, "--force")
        headings[lang] = cli.ok("board").splitlines()[1].split()
    assert headings["en"][:3] == ["#", "field", "pole"]
    assert headings["de"][:3] == ["#", "Feld", "polnisch"]
    assert headings["pl"][:3] == ["#", "pole", "cena"]
