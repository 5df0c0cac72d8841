"""The Landlord's Game in German and Polish: its status table and a refusal through the CLI
read the game's language; English stays as it was (tests/test_landlords_cli.py)."""

import pytest

CASES = {
    "de": (["Spieler", "Bargeld", "auf Feld", "Karten", "Häuser", "Sonstiges"],
           "The Landlord's Game (Spiel): erster Wurf",
           "Fehler: Ann besitzt Royal Rusher R.R. (5) bereits\n"),
    "pl": (["gracz", "gotówka", "pole", "karty", "domy", "inne"],
           "The Landlord's Game (gra): pierwszy rzut",
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
