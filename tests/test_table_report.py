"""`companion report`: the numbers equal `score`, net worth after every action, the moments,
and the printed chart has one line per player."""

import json
import random
import re

import pypdfium2 as pdfium
import pytest

from companion.games.discretion import GAME as DISCRETION
from companion.core.money import styled
from companion.core.session import Session
from companion.table import chart, live, report
from companion.table.colours import player_colours
from tests.payday_helpers import walk_cli
from tests.table_helpers import recorded_game

START = 2_500_000


@pytest.fixture
def small(cli):
    """Two auctions, a side deal taken back, a Loan Shark loan and a big payment."""
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "5")
    cli.ok("auction", "7", "--winner", "Ann", "--price", "650k")
    cli.ok("auction", "3", "--winner", "Bob", "--price", "400k")
    cli.ok("pay", "Bob", "Ann", "1.2M", "--reason", "side deal")
    cli.ok("undo")
    cli.ok("shark", "take", "Bob", "1", "--for", "2.2M")
    cli.ok("pay", "Bob", "Ann", "2.1M", "--reason", "big deal")   # his own cash, not the shark's
    return cli


def test_net_worth_after_every_action_by_hand(small):
    data = DISCRETION.load_data()
    appraisal = {p["id"]: p["appraisal"] for p in data["plots"]}
    shark = data["rules"]["shark_repay"]
    report = small.json("report")
    assert report["net_worth"]["seqs"] == [0, 1, 2, 5, 6]   # #3 was undone, #4 is the undo
    ann = START - 650_000 + appraisal[7]
    bob = START - 400_000 + appraisal[3]
    assert report["net_worth"]["players"] == {
        "Ann": [START, ann, ann, ann, ann + 2_100_000],
        "Bob": [START, START, bob, bob + 100_000 - shark, bob + 100_000 - shark - 2_100_000],
    }


def test_notable_moments_by_hand(small):
    moments = small.json("report")["moments"]
    assert moments["largest_payment"] == {
        "seq": 6, "summary": "Bob pays Ann 2,100,000: big deal", "payer": "Bob",
        "payee": "Ann", "amount": 2_100_000, "reason": "big deal"}   # not the undone 1.2M
    assert moments["loans_taken"] == [{"seq": 5, "player": "Bob", "kind": "Loan Shark loan",
                                       "count": 1, "summary": "Bob takes 1 Loan Shark loan"}]
    assert moments["bankruptcies"] == []
    assert (moments["undos"], moments["redos"]) == (1, 0)


def test_length(small):
    length = small.json("report")["length"]
    assert (length["actions"], length["entries"]) == (4, 6)
    assert length["started"] <= length["ended"] and length["minutes"] >= 0


def test_the_whole_recorded_game(cli):
    record = recorded_game(cli.game)
    report = cli.json("report")
    assert report["score"] == cli.json("score")
    recorded = record["score"]   # Discretion's own view, its total under net_assets
    assert [(r["name"], r["total"]) for r in report["score"]["players"]] == [
        (r["name"], r["net_assets"]) for r in recorded["players"]]
    assert report["score"]["winner"] == recorded["winner"] == "Dee"
    assert report["final"] is True and report["headline"] == "Year 10, game over"
    last = {name: series[-1] for name, series in report["net_worth"]["players"].items()}
    assert last == {r["name"]: r["total"] for r in report["score"]["players"]}
    assert len(report["net_worth"]["seqs"]) == len(record["actions"]) + 1
    went = [b["player"] for b in report["moments"]["bankruptcies"]]
    assert went == [a["player"] for a in record["actions"] if a["type"] == "bankrupt"]
    taken = sum(a.get("count", 1) for a in record["actions"]
                if a["type"] in ("loan", "shark") and a.get("op") == "take")
    assert sum(loan["count"] for loan in report["moments"]["loans_taken"]) == taken


def test_a_landlords_game_reports_without_loans(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal")
    cli.ok("move", "Ann", "7")
    cli.ok("buy", "Ann", "The Farm")
    report = cli.json("report")
    assert report["score"] == cli.json("score")
    assert report["moments"]["loans_taken"] == []
    assert report["moments"]["largest_payment"]["payer"] == "Ann"
    assert report["start_player"] == "Ann"


def test_a_landlords_note_shows_on_the_scoreboard_and_in_the_report(cli):
    """A note borrowed on a mortgage is a loan taken; repaying it is not."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal")                                      # Ann is dealt Broadway and Wall Street
    cli.ok("buy", "Ann", "Broadway")
    cli.ok("buy", "Ann", "Wall Street")
    cli.ok("borrow", "Ann")                             # #4: $100 on both ($200 >= $110)
    assert scoreboard(cli) == {"Ann": ("1 mortgage note", 400), "Bob": ("", 500),
                               "Cy": ("", 500)}
    cli.ok("repay", "Ann")                              # #5
    assert scoreboard(cli)["Ann"] == ("", 300)
    cli.ok("borrow", "Ann")                             # #6
    summary = "Ann borrows on Broadway (31), Wall Street (38)"
    assert cli.json("report")["moments"]["loans_taken"] == [
        {"seq": 4, "player": "Ann", "kind": "mortgage note", "count": 1, "summary": summary},
        {"seq": 6, "player": "Ann", "kind": "mortgage note", "count": 1, "summary": summary}]
    cli.ok("buy", "Bob", "Grand Boulevard")           # #7: dealt to Bob at the start
    cli.ok("borrow", "Bob", "Grand Boulevard", "--from", "Cy", "--amount", "80",
           "--repay", "90")                             # #8: a loan between players
    assert scoreboard(cli)["Bob"] == ("1 player loan", 400 + 80)
    taken = cli.json("report")["moments"]["loans_taken"]
    assert report.loan_totals(taken, None) == [("Ann", "2 mortgage notes"),
                                               ("Bob", "1 player loan")]


def test_a_eurobusiness_mortgage_is_a_loan_on_the_scoreboard_and_in_the_report(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")                          # #1
    cli.ok("buy", "Ann", "Rome")                        # #2
    cli.ok("mortgage", "Ann", "Rome")                   # #3: the bank lends 120 on it
    assert scoreboard(cli)["Ann"] == ("1 mortgage", 3000 - 240 + 120)
    cli.ok("unmortgage", "Ann", "Rome")                 # #4: 120 back, and 10% (12) rounded
    assert scoreboard(cli)["Ann"] == ("", 3000 - 240 - 10)   # to the bank's loss: a 5 note
    cli.ok("mortgage", "Ann", "Rome")                   # #5: again
    cli.ok("move", "Bob", "4")                          # #6
    cli.ok("move", "Cy", "4")                           # #7: Ann's moment to sell comes
    cli.ok("trade", "Ann", "Rome", "Bob", "--price", "300")   # #8: Bob takes it over
    assert scoreboard(cli)["Bob"][0] == "1 mortgage" and scoreboard(cli)["Ann"][0] == ""
    taken = [(m["seq"], m["player"]) for m in cli.json("report")["moments"]["loans_taken"]]
    assert taken == [(3, "Ann"), (5, "Ann")]            # a mortgage taken over is not new


def test_the_report_goes_into_a_folder_given_as_out_and_an_unwritable_one_is_one_line(cli,
                                                                                   tmp_path):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    folder = tmp_path / "reports"
    folder.mkdir()
    assert cli.ok("report", "--out", str(folder)).startswith(f"wrote {folder / 'game-report.pdf'}")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = cli("report", "--out", str(blocker / "r.pdf"))
    assert result.code == 1 and result.err.startswith(
        f"error: cannot write the report to {blocker / 'r.pdf'}: ") and result.err.count("\n") == 1


# --- each game's own money, score name and moment ------------------------------------------
GAMES = {   # a game, its first payment by a player, and how the report writes it (once, unbroken)
    "discretion": ([("auction", "7", "--winner", "Ann", "--price", "650k")],
                   "<b>650,000</b>, Ann to Bank", "net assets",
                   "Year 1 auction, Oakfield Farm at auction"),
    "eurobusiness": ([("move", "Ann", "9"), ("buy", "Ann", "Rome")],
                     "<b>240\u00a0$</b>, Ann to Bank", "fortune", "Bob to throw"),
    "landlords-1906": ([("deal",), ("buy", "Ann", "Broadway")],
                       "<b>$100</b>, Ann to Treasury", "wealth", "setup"),
    "payday": ([("loan", "take", "Ann", "200"), ("move", "Ann", "2"), ("draw", "Antique Clock"),
                ("buy",)],
               "<b>250\u00a0$</b>, Ann to Bank", "money", "Month 1 of 3, Ann to settle the commission"),
    "on-guard": ([("pay", "Ann", "Bob", "2", "--reason", "a side deal")],
                 "<b>2F</b>, Ann to Bob", "score", "March year 1, season 1, Ann is First"),
}


@pytest.mark.parametrize("game", GAMES)
def test_each_game_reports_in_its_own_money_and_words(cli, game):
    commands, paid, name, moment = GAMES[game]
    cli.ok("new", game, "--players", "Ann,Bob,Cy", "--seed", "3")
    for command in commands:
        cli.ok(*command)
    report = cli.json("report")
    assert (report["score_name"], report["headline"]) == (name, moment)
    page = report_html(report)
    assert paid in page
    assert f"<h2>{name.capitalize()} over the game</h2>" in page
    assert f"<p class=\"legend\">{moment} · Ann, Bob, Cy</p>" in page


def test_a_finished_game_says_so_in_its_headline():
    from tests.on_guard_bot import next_action
    from tests.on_guard_helpers import GAME as ON_GUARD, new_game
    from tests.test_properties_eurobusiness import GAME as EUROBUSINESS, play

    euro, _ = play(36, 3, 1500, quick=True)     # Bob is left on the board
    assert EUROBUSINESS.finished(euro) and EUROBUSINESS.headline(euro) == "game over"
    guard, rng = new_game(), random.Random(3)
    while not guard.over:
        ON_GUARD.apply(guard, next_action(guard, rng))
    assert ON_GUARD.headline(guard) == (f"{guard.month_name} year {guard.year}, "
                                        f"season {guard.season}, THE END")


def test_money_is_written_as_each_game_writes_it():
    assert [styled(-1_200, style) for style in ("{}", "{} $", "${}", "{}F")] == [
        "-1,200", "-1,200 $", "-$1,200", "-1,200F"]
    assert styled(0, "${}") == "$0"


def test_the_scoreboard_writes_cash_in_the_games_money(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy")
    page = live.page(live.snapshot(Session.open(cli.game)))
    assert page.count("<small>cash</small>$500</div>") == 3
    assert page.count("wealth <b>$500</b>") == 3


def scoreboard(cli) -> dict[str, tuple[str, int]]:
    """Player -> (loans held as the live page words them, cash)."""
    rows = live.snapshot(Session.open(cli.game))["players"]
    return {r["name"]: (r["loans"], r["cash"]) for r in rows}


def test_the_chart_has_one_line_per_player():
    worth = {"Ann": [10, 40, 20], "Bob": [10, -5, 30], "Cy": [10, 10, 10]}
    svg = chart.net_worth_chart([0, 1, 2], worth, player_colours(list(worth)))
    lines = re.findall(r'<polyline [^>]*stroke="(#\w+)"[^>]*?(?: stroke-dasharray="([\d ]+)")?/>',
                       svg)
    colours = player_colours(list(worth))
    players = {colour: dash for colour, dash in lines if colour in colours.values()}
    assert len(players) == 3 and len(set(players.values())) == 3   # each its colour and dash
    for name, colour in colours.items():   # named at the line's end, in its colour
        assert re.search(f'fill="{colour}" text-anchor="start" font-weight="bold">{name}<', svg)


@pytest.mark.parametrize("span, step", [(1, 1), (6, 1), (7, 2), (12, 2), (13, 5),
                                        (6_070_000, 2_000_000), (31, 10)])
def test_chart_steps_are_round(span, step):
    assert chart.nice_step(span) == step


def test_the_printed_report_shows_every_players_line(cli, tmp_path):
    """Rendered to pixels: each player's colour is drawn, as a line, in the chart."""
    recorded_game(cli.game)
    target = tmp_path / "report.pdf"
    assert "wrote" in cli.ok("report", "--out", str(target))
    page = pdfium.PdfDocument(target)[0]
    image = page.render(scale=2).to_pil().convert("RGB")
    image.save(tmp_path / "report.png")
    pixels = image.load()
    counts = {c: 0 for c in player_colours(["Ann", "Bob", "Cy", "Dee"]).values()}
    wanted = {tuple(int(c[i:i + 2], 16) for i in (1, 3, 5)): c for c in counts}
    for x in range(0, image.width, 2):
        for y in range(0, image.height, 2):
            near = [c for rgb, c in wanted.items()
                    if sum(abs(a - b) for a, b in zip(pixels[x, y], rgb)) < 40]
            for c in near:
                counts[c] += 1
    assert all(n > 150 for n in counts.values()), counts   # a line, not just a legend key


def test_report_json_is_plain_integers(small):
    text = small.ok("report", "--json")
    numbers = json.loads(text)["net_worth"]["players"]["Ann"]
    assert all(type(n) is int for n in numbers)


def test_bad_paper_is_one_line(small):
    result = small("report", "--paper", "a3")
    assert result.code != 0 and result.err.strip().count("\n") == 0
    assert "unknown paper 'a3'" in result.err


def test_the_report_as_json_does_not_load_weasyprint(small, tmp_path):
    from tests.test_architecture import imported_by

    modules = imported_by(["--game", str(small.game), "report", "--json"], tmp_path)
    assert "companion.table.history" in modules
    assert not any(m.startswith(("weasyprint", "companion.printing.pdf")) for m in modules)


def test_the_report_goes_to_output_under_the_working_folder(small, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "output" / "discretion" / "game-report.pdf"
    assert small.ok("report").strip() == f"wrote {target} (1 page)"
    assert len(pdfium.PdfDocument(target)) == 1


def test_a_chart_of_level_lines_still_has_a_few_round_steps():
    svg = chart.net_worth_chart([0], {"Ann": [2_500_000], "Bob": [2_500_000]},
                                player_colours(["Ann", "Bob"]))
    labels = [int(t.replace(",", "")) for t in re.findall(r'text-anchor="end"[^>]*>([\d,]+)<', svg)]
    assert labels == [0, 500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000]   # 2.5M / 6 -> 500k


def test_the_last_actions_transfers_survive_the_state_snapshot(small):
    from companion.core import snapshot
    from companion.core.session import Session

    session = Session.open(small.game)
    state = session.replay()[0]
    assert state.transfers == [("Bob", "Ann", 2_100_000, "big deal")]
    fresh = DISCRETION.new_state(["Ann", "Bob"], session.meta["data"], session.meta["seed"])
    loaded = snapshot.loads(snapshot.dumps(state, (1, 2, 5, 6)), fresh)
    assert loaded is not None and loaded[0].transfers == state.transfers


# --- Pay Day: loans are sums, and a finished game's report is final ---------------------------
@pytest.fixture
def borrowing(cli):
    """Ann borrows 200 $ then 100 $ more, reaches Pay Day (325 $ wage, 20% of 300 $ = 60 $
    interest) and repays 100 $ there: 325 + 300 + 325 - 60 - 100 = 790 $ cash, 200 $ owed."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "5")
    cli.ok("loan", "take", "Ann", "200")
    cli.ok("loan", "take", "Ann", "100")
    walk_cli(cli, "Ann", 31)                   # over quiet days, Bob resting between
    cli.ok("loan", "repay", "Ann", "100")
    return cli


def test_pay_day_loans_taken_are_the_sums_borrowed(borrowing):
    report = borrowing.json("report")
    assert report["moments"]["loans_taken"] == [
        {"seq": 1, "player": "Ann", "kind": "loan", "amount": 200,
         "summary": "Ann takes a loan of 200 $"},
        {"seq": 2, "player": "Ann", "kind": "loan", "amount": 100,
         "summary": "Ann takes a loan of 100 $"}]          # the repayment takes nothing
    assert report["points"] == {"Ann": 790 - 200, "Bob": 325}
    assert "Loans taken: Ann 300 $ loan</li>" in report_html(report)
    assert "the game so far" in report_html(report) and report["final"] is False


def test_pay_day_scoreboard_shows_the_sum_owed(borrowing):
    from companion.core.session import Session
    from companion.table import live

    rows = {p["name"]: p for p in live.snapshot(Session.open(borrowing.game))["players"]}
    assert (rows["Ann"]["cash"], rows["Ann"]["loans"]) == (790, "200 $ loan")
    assert rows["Bob"]["loans"] == ""


def test_a_finished_pay_day_game_reports_final(cli):
    from tests.payday_bot import play
    from tests.payday_helpers import new_game
    from tests.table_helpers import write_game

    state, actions = new_game(("Ann", "Bob"), months=1, seed=3), []
    play(state, random.Random(3), on_action=actions.append)
    assert state.over
    write_game(cli.game, "payday", ["Ann", "Bob"], 3, actions, {"months": 1})
    report = cli.json("report")
    assert report["final"] is True and report["score"] == cli.json("score")
    page = report_html(report)
    assert "the final report" in page and report["headline"] == "1 month played, game over"
    assert "<h2>Money over the game</h2>" in page and "<th>money</th>" in page
    winners = report["winners"]
    assert (f"Winner: <b>{winners[0]}</b>" if len(winners) == 1
            else f"Tied: <b>{', '.join(winners)}</b>") in page


def report_html(report: dict) -> str:
    from companion.table.report import html

    return html(report, (210, 297))
