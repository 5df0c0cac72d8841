"""The pipeline's own words on paper and in the print list (sheet labels, footers, rulers,
the print list) come in the kit's language: none of the English ones in a German or Polish
kit, read from the PDFs and the list."""

import re

import pytest

from companion import games
from companion.printing import build, words
from tests.print_helpers import print_into, text


@pytest.fixture(scope="module")
def eurobusiness_pl_kit(tmp_path_factory):
    return print_into(tmp_path_factory, "eurobusiness-pl-kit", "eurobusiness", "--lang", "pl",
                      "--backs", "separate")


def fragments(lang: str, keys) -> list[str]:
    """The fixed parts of some words: each text with its {placeholders} cut out."""
    w = words.words(lang)
    texts = [t for k in keys if k != "cards"
             for t in (w[k] if isinstance(w[k], list) else
                       w[k].values() if isinstance(w[k], dict) else [w[k]])]
    texts += [words.cards(n, lang).replace(str(n), "{n}") for n in (1, 2, 5) if "cards" in keys]
    return [part.strip(" ·:;()") for t in texts for part in re.split(r"\{\w+\}", t)
            if len(part.strip(" ·:;()")) > 3]


ON_PAPER = ("money", "sheet", "cards", "fronts", "backs", "one_sided", "tile", "ruler", "footer")
IN_LIST = ("list_title", "columns", "how", "everything", "one_by_one", "stock", "sides", "advice",
           "backs_how", "duplex_advice")


@pytest.mark.parametrize("kit, lang, name", [("payday_de_kit", "de", "payday"),
                                             ("eurobusiness_pl_kit", "pl", "eurobusiness")])
def test_a_kit_prints_the_shared_words_in_its_language(request, kit, lang, name):
    out, _ = request.getfixturevalue(kit)
    # (the rules keep the commands' English options, `--card`, as `rules` shows them, and
    # the cover the files' names, `score-sheet.pdf`)
    printed = "\n".join(text(part) for part in sorted(out.glob("*.pdf"))
                         if not part.stem.startswith(("rules", "cover", name)))
    listing = (out / f"{name}-print-list.txt").read_text(encoding="utf-8")
    english = fragments("en", ON_PAPER)
    assert "sheet" in english and "print at 100% (actual size" in english
    assert [f for f in english if f in printed] == []
    assert [f for f in fragments("en", IN_LIST) if f in listing] == []
    w = words.words(lang)
    assert w["sheet"].format(n=1, m=2) in printed and w["ruler"] in printed
    assert w["footer"].format(page=1, pages=1) in printed and w["money"] in printed
    for line in w["advice"]:
        assert line in listing
    # Pay Day prints its cards duplex; the Polish Eurobusiness kit its backs on their own sheets
    assert all((line in listing) == (name == "payday") for line in w["duplex_advice"])
    assert w["stock"]["card"] in listing and w["sides"]["single"] in listing


def test_german_and_polish_kit_words_in_place(payday_de_kit, eurobusiness_pl_kit):
    payday = text(payday_de_kit[0] / "payday-print-all.pdf")
    assert "Pay Day · Spielplan · Blatt 1 von 2: Zeile 1, Spalte 1 von 1 x 2" in payday
    assert "Wertungsblatt · Seite 1 von 1 · in Originalgröße (100 %) drucken" in payday
    assert "Pay Day · Deal-Karten · Blatt 1 von 2 · 9 Karten · Vorderseiten" in payday
    assert "Pay Day · Geld · Blatt 7 von 7 · 16 Karten · einseitig" in payday
    listing = (payday_de_kit[0] / "payday-print-list.txt").read_text(encoding="utf-8")
    assert listing.startswith("Pay Day: Druckliste (Papier a4, Rückseiten beidseitig (lange "
                              "Kante), Beschnitt 3 mm)")
    euro = text(eurobusiness_pl_kit[0] / "eurobusiness-print-all.pdf")
    # the 28th deed on the ganged sheet, the money's full sheets in its file (230 = 9 x 24 + 14)
    assert "Akt własności · arkusz 1 z 1 · 1 karta · rewersy" in euro
    assert "Eurobiznes · Pieniądze · arkusz 1 z 9 · 24 karty · jednostronnie" in euro
    assert "arkusz 1 z 2: rząd 1, kolumna 1 z 1 x 2" in euro      # the board's tiles
    listing = (eurobusiness_pl_kit[0] / "eurobusiness-print-list.txt").read_text()
    assert listing.startswith("Eurobiznes: lista wydruku (papier a4, rewersy na osobnych "
                              "arkuszach, spad 3 mm)")
    assert "jednostronnie, najpierw awersy, potem rewersy" in listing


@pytest.mark.parametrize("n, polish, german", [
    (1, "1 karta", "1 Karte"), (2, "2 karty", "2 Karten"), (4, "4 karty", "4 Karten"),
    (5, "5 kart", "5 Karten"), (12, "12 kart", "12 Karten"), (14, "14 kart", "14 Karten"),
    (22, "22 karty", "22 Karten"), (25, "25 kart", "25 Karten"), (112, "112 kart", "112 Karten")])
def test_card_counts_take_the_languages_plural(n, polish, german):
    assert words.cards(n, "pl") == polish and words.cards(n, "de") == german
    assert words.cards(n, "en") == f"{n} card{'s' * (n != 1)}"


def test_every_language_a_kit_offers_has_the_shared_words():
    for entry in games.REGISTRY:
        for lang in getattr(build.kit_module(entry), "LANGUAGES", ("en",)):
            assert set(words.words(lang)) == set(words.words("en")), (entry.id, lang)


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_the_calibration_sheet_speaks_the_kits_language(tmp_path_factory, lang):
    out, _ = print_into(tmp_path_factory, "calibration", "calibration", "--lang", lang)
    printed = " ".join(text(out / "calibration.pdf").split())
    w = words.words(lang)
    assert w["calibration_front"] in printed
    assert w["sides"]["duplex-long"] in printed     # how to print it, in its words
    assert words.words("en")["calibration_front"] not in printed


def test_a_calibration_sheet_in_an_unknown_language_is_one_clear_error(cli, tmp_path):
    result = cli("print", "calibration", "--lang", "fr", "--out", str(tmp_path))
    assert (result.code, result.err) == (2, "error: no language 'fr' (choose from en, de, pl)\n")
    assert list(tmp_path.iterdir()) == []


def test_a_german_tabletop_simulator_note(tmp_path_factory):
    out, _ = print_into(tmp_path_factory, "tts", "payday", "--lang", "de", "--only", "deals",
                        "--format", "tts")
    note = (out / "tts" / "tabletop-simulator.txt").read_text(encoding="utf-8")
    w = words.words("de")
    assert note.startswith(w["tts_intro"])
    assert ": ein Deck aus 16 Karten" in note
    assert "Bild deals-tts-1.png (Vorderseiten): Width 10, Height 2, Number 16" in note
    assert "Rückseitenbild deals-tts-back.png" in note


@pytest.mark.parametrize("lang, said", [
    ("de", ["Print-and-Play-PDFs erstellen", "Den Spielplan auf ein Blatt a3", "Print & Play"]),
    ("pl", ["Utwórz pliki PDF do wydruku", "Wydrukuj planszę na jednym arkuszu", "Drukuj i graj"]),
])
def test_the_print_command_s_help_speaks_the_language(cli, lang, said):
    """`print` is the kits' command: its help is in their catalog, extracted from the built
    command as the core's are."""
    text = " ".join(cli.ok("print", "--help", "--lang", lang).split())
    assert all(s in text for s in said[:2]) and "Make print-and-play" not in text
    assert said[2] in cli.ok("--lang", lang, "--help")


@pytest.mark.parametrize("args, german, polish", [
    (("--paper", "a5"), "Papier 'a5' gibt es nicht (meinten Sie a4?)",
     "papier 'a5' nie istnieje (czy chodziło o a4?)"),
    (("--only", "dices"), "Komponente 'dices' gibt es nicht (meinten Sie deals?)",
     "komponent 'dices' nie istnieje (czy chodziło o deeds?)"),
    (("--bleed", "lots"), "kein Beschnitt: 'lots' (etwa 3mm)",
     "to nie spad: 'lots' (na przykład 3mm)"),
    (("--card-size", "300x300"),
     "eine Karte von 300 x 300 mm passt nicht auf eine Seite von 210 x 297 mm",
     "karta 300 x 300 mm nie mieści się na stronie 210 x 297 mm"),
    (("--format", "png", "--only", "reference"),
     "--format png exportiert Kartensätze und Spielpläne, und reference ist keins davon",
     "--format png eksportuje talie kart i plansze, a reference do nich nie należy"),
    (("--format", "pdf", "--dpi", "300"),
     "--dpi legt die Auflösung von --format png und png-bleed fest, nicht von pdf",
     "--dpi ustala rozdzielczość dla --format png i png-bleed, nie dla pdf"),
])
def test_print_s_refusals_speak_the_language(cli, tmp_path, args, german, polish):
    """One line in the language of the kit asked for: Pay Day's German, Eurobusiness's
    Polish; nothing written."""
    for game, lang, said in (("payday", "de", "Fehler: " + german),
                             ("eurobusiness", "pl", "błąd: " + polish)):
        result = cli("print", game, *args, "--lang", lang, "--out", str(tmp_path))
        assert (result.code, result.err) == (1, said + "\n")
    assert list(tmp_path.iterdir()) == []
