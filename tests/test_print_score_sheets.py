"""The score sheets of Eurobusiness, Pay Day and On Guard: in each kit and its languages, one
page on A4 and on Letter, no text under 6 pt, and a row for each part of the total that
`companion score` reports, in the order and with the sign it adds up with."""

import pytest

from companion import games
from companion.core import i18n
from companion.core.datafile import load_toml
from companion.games.eurobusiness.kit_sheets import score_rows as euro_rows
from companion.games.eurobusiness.kit_words import Words
from companion.games.on_guard import GAME as ON_GUARD
from companion.games.on_guard.kit_sheets import score_rows as guard_rows
from companion.games.on_guard.words import kit_words, localized
from companion.paths import CARDS
from companion.printing import build
from companion.printing.options import parse
from tests import on_guard_helpers
from tests.eurobusiness_helpers import DATA as EURO
from tests.print_helpers import PT, font_sizes, page_text, pages, print_into, text

PAYDAY_WORDS = load_toml(CARDS / "payday" / "kit-words.toml")


def kit(game: str, lang: str = "en") -> dict:
    entry = games.find(game)
    data = games.load(entry.id).load_data()
    return {c.id: c for c in build.kit_module(entry).components(data, parse(lang=lang)).components}


def rows_of(game: str, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """(score key -> printed label, the sheet's own words) of a kit in a language."""
    if game == "eurobusiness":
        words = Words(EURO, lang)
        return euro_rows(words), words["score_words"]
    if game == "payday":
        return PAYDAY_WORDS[lang]["score_rows"], PAYDAY_WORDS[lang]["score_words"]
    words = kit_words(lang)
    with i18n.speaking(lang):
        return guard_rows(localized(on_guard_helpers.data(), lang), words), words["score_words"]


KITS = [("eurobusiness", "en", 6), ("eurobusiness", "pl", 6), ("payday", "en", 4),
        ("payday", "de", 4), ("on-guard", "en", 5), ("on-guard", "de", 5), ("on-guard", "pl", 5)]


@pytest.mark.parametrize("game, lang, players", KITS)
def test_the_sheet_in_the_kit_lists_the_scores_rows_in_order(game, lang, players):
    parts = kit(game, lang)
    sheet = parts["score-sheet"]
    assert list(parts)[-1] == "score-sheet"          # so it is the print-all's last page
    labels, words = rows_of(game, lang)
    assert sheet.title == words["title"]
    for section in sheet.sections:
        header, player, *rest = section.table
        assert header == ("", *map(str, range(1, players + 1)))
        assert player[0] == words["player"] and rest[-1][0] == words["place"]
        assert [row[0] for row in rest[:len(labels)]] == list(labels.values())
        assert rest[len(labels)][0] == words["total"]
        assert all(cell == "" for row in section.table[1:] for cell in row[1:])


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game, lang, players", KITS)
def test_one_page_with_every_row_in_the_kits_language(tmp_path_factory, game, lang, players,
                                                      paper):
    out, _ = print_into(tmp_path_factory, f"{game}-{lang}-{paper}", game, "--lang", lang,
                        "--paper", paper, "--only", "score-sheet")
    doc = pages(out / "score-sheet.pdf")
    assert len(doc) == 1                       # a pad page: photocopy it
    printed = page_text(doc[0])
    labels, words = rows_of(game, lang)
    for label in [*labels.values(), words["title"], words["player"], words["total"],
                  words["place"]]:
        assert label.replace("\u00a0", " ") in printed, label
    assert printed.count(words["total"]) >= 2  # at least two games on the page
    assert min(font_sizes(doc[0])) >= 5.95
    assert blank_below_the_games(doc[0]) < 20


def blank_below_the_games(page) -> float:
    """mm of empty paper between the last table and the footer's margin (16 mm)."""
    image = page.render(scale=2).to_pil().convert("L")
    footer = image.height - round(16 * PT * 2)
    inked = image.crop((0, 0, image.width, footer)).point(lambda v: 255 * (v < 200)).getbbox()
    return (footer - inked[3]) / (PT * 2)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", ["discretion", "landlords-1906"])
def test_the_other_kits_score_sheets_are_one_page_too(tmp_path_factory, game, paper):
    out, _ = print_into(tmp_path_factory, f"{game}-{paper}", game, "--paper", paper,
                        "--only", "score-sheet")
    doc = pages(out / "score-sheet.pdf")
    assert len(doc) == 1 and blank_below_the_games(doc[0]) < 20


def test_eurobusiness_rows_are_the_wealth_score_reports(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")
    cli.ok("buy", "Ann", "Rome")
    cli.ok("mortgage", "Ann", "Rome")
    ann = next(p for p in cli.json("score")["players"] if p["name"] == "Ann")
    parts = set(ann) - {"name", "total", "eliminated"}
    for lang in ("en", "pl"):
        assert set(rows_of("eurobusiness", lang)[0]) == parts
    assert sum(ann[k] for k in parts) == ann["total"] == 2880 + 120   # Rome at half price
    labels = rows_of("eurobusiness", "en")[0]
    assert labels["debts"].startswith("less") and labels["hotels"].endswith("5 house prices")


def test_payday_rows_are_the_total_score_reports(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1", "--seed", "5")
    for row in cli.json("score")["players"]:
        assert set(row) - {"name", "total", "eliminated"} == {"cash", "savings", "loan"}
        assert row["cash"] + row["savings"] - row["loan"] == row["total"]
    for lang, less in (("en", "less"), ("de", "minus")):
        labels = rows_of("payday", lang)[0]
        assert list(labels) == ["cash", "savings", "loan"]
        assert labels["loan"].startswith(less)   # the loan is taken off the total


def test_on_guard_rows_are_every_part_and_bonus_score_reports():
    state = on_guard_helpers.new_game()
    majors = [("guild-hall", 1), ("manse", 1), ("keep", 1), ("guard-house", 1),
              ("town-hall", 1), ("small-iron-foundry", 1)]
    on_guard_helpers.give(state, "Ann", buildings=majors, spare=6)
    ann = next(r for r in ON_GUARD.score(state)["players"] if r["name"] == "Ann")
    labels = rows_of("on-guard", "en")[0]
    assert set(labels) == {"gold_bars", "buildings", *ann["bonuses"]}
    assert len(ann["bonuses"]) == 5   # every major building manned: each bonus has its row
    assert ann["gold_bars"] + ann["buildings"] + sum(ann["bonuses"].values()) == ann["total"]
    # Guild Hall: +1 for the manned small foundry; Manse: 4 below 10 occupied sites; Keep:
    # 6 settlers on buildings and 6 spare // 3; Guard House: no Gold Bars earned; Town Hall:
    # the five major buildings
    assert ann["bonuses"] == {"guild-hall": 1, "manse": 4, "keep": 4, "guard-house": 0,
                              "town-hall": 5}
    table = kit("on-guard")["score-sheet"].sections[0].table
    assert table[-2][0] == "Tie-break: faradinars + goods"


def test_the_whole_german_payday_kit_ends_with_its_score_sheet(payday_de_kit):
    """The game's own parts end with it; the standees and the rules every kit has follow."""
    out, _ = payday_de_kit
    combined = pages(out / "payday-print-all.pdf")
    after = sum(len(pages(out / f"{part}.pdf")) for part in ("standees", "rules",
                                                             "rules-booklet"))
    assert "Wertungsblatt" in page_text(combined[len(combined) - 1 - after])
    assert "Summe" in text(out / "score-sheet.pdf")
    listing = (out / "payday-print-list.txt").read_text()
    line = next(x for x in listing.splitlines() if "score-sheet.pdf" in x)
    assert line.split() == [str(len(combined) - after), "score-sheet.pdf", "1", "Papier",
                            "einseitig"]
