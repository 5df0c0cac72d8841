"""`companion report`, round 2: the game's own rounds on the chart's axis, a player out shown
as out, each player's money by kind against hand sums, times in the local zone, a kept demo."""

import json
import re
import time

import pytest

from companion.table import chart, flows, report
from companion.table.colours import player_colours
from tests.table_helpers import recorded_game


def test_the_recorded_games_years_are_marked_where_each_begins(cli):
    record = recorded_game(cli.game)
    ends = [n for n, a in enumerate(record["actions"], 1) if a.get("card") == "end-of-year"]
    assert len(ends) == 10                           # a Year ends with its End of Year card
    marks = cli.json("report")["rounds"]
    assert marks == [[0, "Year 1"], *([p, f"Year {n}"] for n, p in enumerate(ends[:-1], 2))]


def test_the_chart_marks_the_rounds_and_labels_the_lines_at_their_ends():
    worth = {"Ann": [10, 40, 20, 25], "Bob": [10, -5, 30, 30]}
    svg = chart.net_worth_chart([0, 1, 2, 3], worth, player_colours(list(worth)),
                                rounds=[(0, "Year 1"), (2, "Year 2")])
    assert ">Year 1</text>" in svg and ">Year 2</text>" in svg
    assert "actions played" not in svg               # the game's rounds, not a count
    assert svg.count("<circle") == 4                 # a marker a line at each round


def test_a_player_out_of_the_game_ends_with_a_cross_and_is_named_out():
    worth = {"Ann": [10, 40, 60], "Bob": [10, 0, 0]}
    colours = player_colours(list(worth))
    svg = chart.net_worth_chart([0, 1, 2], worth, colours, out={"Bob": 1})
    bob = re.findall(rf'points="([^"]+)" fill="none" stroke="{colours["Bob"]}"', svg)
    assert len(bob[0].split()) == 2                  # the line stops where Bob went out ...
    assert len(bob) == 3                             # ... and a cross of two strokes is drawn
    assert ">Bob (out)</text>" in svg and ">Ann</text>" in svg


def test_the_recorded_games_bankrupts_are_out_where_they_went_bankrupt(cli):
    record = recorded_game(cli.game)
    data = cli.json("report")
    went = [n for n, a in enumerate(record["actions"], 1) if a["type"] == "bankrupt"]
    players = [a["player"] for a in record["actions"] if a["type"] == "bankrupt"]
    assert went and data["out"] == dict(zip(players, went))


@pytest.fixture
def euro(cli):
    """Ann buys Athens (120 $), Bob stops on it (rent 10 $, unbuilt, Greece not whole),
    Cy hands Ann 50 $ on the side."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("move", "Ann", "3")
    cli.ok("buy")
    cli.ok("move", "Bob", "3")
    cli.ok("pay", "Cy", "Ann", "50", "--reason", "side deal")
    return cli


def test_money_by_kind_against_hand_sums(euro):
    assert euro.json("report")["flows"] == {
        "Ann": {"in": {"rents": 10, "other": 50}, "out": {"purchases": 120}},
        "Bob": {"in": {}, "out": {"rents": 10}},
        "Cy": {"in": {}, "out": {"other": 50}},
    }


def test_the_printed_table_writes_the_sums_in_the_games_money(euro):
    page = report.html(euro.json("report"), (210, 297))
    table = page[page.index("<table class=\"scores flows\">"):]
    row = re.search(r"<tr><td>Ann</td>(.*?)</tr>", table).group(1)
    assert re.sub(r"<[^>]+>", "|", row).split("|") == [
        "", "rents 10\u00a0$; other 50\u00a0$", "", "60\u00a0$", "", "purchases 120\u00a0$", "",
        "120\u00a0$", ""]
    assert "Money in and out by kind" in page


@pytest.mark.parametrize("reason, kind", [
    ("rent for Rome (12): unbuilt", "rents"),
    ("Housing Rent: housing A1 next to offices: 100,000", "rents"),
    ("fare on Royal Rusher R.R. (5) (Ann owns 1)", "rents"),
    ("1. wage for month 2", "wages"),
    ("wages at MOTHER EARTH", "wages"),
    ("passes Start", "wages"),
    ("Harvest: Church Acre (plot 9) 40,000", "harvests"),
    ("tax on Food (20) (3 houses on the board)", "taxes"),
    ("3. 10% interest on the 200 $ loan", "interest"),
    ("buys Oakfield Farm (plot 1) at auction", "purchases"),
    ("builds offices at B2+C2", "purchases"),
    ("wins the auction of Naples (7)", "purchases"),
    ("mortgages Naples (7)", "loans"),
    ("takes a loan (loan now 200 $)", "loans"),
    ("sells Antique Clock to the Buyer", "sales"),
    ("2. bills (Dr. Goodbody)", "bills"),
    ("Poker Game stake", "other"),
])
def test_each_games_reasons_sort_into_kinds(reason, kind):
    assert flows.kind_of(reason) == kind


def test_times_are_written_in_the_local_zone(monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Warsaw")
    time.tzset()
    try:
        shown = report.local_times({"started": "2026-12-01T19:00:00+00:00",
                                    "ended": "2026-12-01T21:30:00+00:00"})
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    assert shown == {"started": "2026-12-01 20:00", "ended": "22:30", "zone": "CET"}


def test_a_kept_demo_serves_the_report_and_a_file_there_is_refused(cli, tmp_path):
    kept = tmp_path / "kept.db"
    out = cli.ok("demo", "payday", "--keep", str(kept))
    assert out.rstrip().endswith(f"kept the game in {kept}: `companion serve --game {kept}`, "
                                 f"`companion report --game {kept}`")
    data = json.loads(cli.ok("report", "--game", str(kept), "--json"))
    assert data["game"] == "payday" and data["final"] is True
    again = cli("demo", "payday", "--keep", str(kept))
    assert again.code == 1 and again.err == (f"error: {kept} exists already: --keep writes a "
                                             f"new file\n")


def test_every_players_money_in_less_out_is_their_cash_over_the_recorded_game(cli):
    recorded_game(cli.game)
    data = cli.json("report")
    start = 2_500_000   # Discretion's starting money, paid before the first action
    for row in data["score"]["players"]:
        sides = data["flows"][row["name"]]
        assert start + sum(sides["in"].values()) - sum(sides["out"].values()) == row["cash"]


def test_a_sum_in_the_money_table_keeps_its_unit_on_its_line(cli, tmp_path):
    """Seen in a Pay Day report: the narrow sum column broke '500 $' into '500' over '$'."""
    import pypdfium2 as pdfium

    kept, target = tmp_path / "kept.db", tmp_path / "report.pdf"
    cli.ok("demo", "payday", "--keep", str(kept))
    cli.ok("report", "--game", str(kept), "--out", str(target))
    got = json.loads(cli.ok("report", "--game", str(kept), "--json"))["flows"]
    text = pdfium.PdfDocument(target)[0].get_textpage().get_text_range()
    for f in got.values():
        for total in (sum(f["in"].values()), sum(f["out"].values())):
            assert f"{total}\u00a0$" in text, (total, text)   # one unbreakable amount
