"""Eurobusiness through the CLI: the JSON views, and bad input refused in one line."""

import pytest


@pytest.fixture
def game(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    return cli


def test_status_json_has_the_agreed_shape(game):
    game.ok("move", "Ann", "9")
    game.ok("buy", "Ann", "Rzym")
    view = game.json("status")
    assert set(view) == {"game", "final", "active", "players", "bank", "waiting"}
    assert view["game"] == "eurobusiness" and view["active"] == "Bob"
    assert view["bank"] == {"houses": 32, "hotels": 12}
    assert view["waiting"] == game.ok("waiting").splitlines()
    ann = view["players"][0]
    assert ann == {"name": "Ann", "cash": 2760, "position": 10, "in_jail": False,
                   "eliminated": False, "jail_cards": 0, "debts": [],
                   "fields": [{"number": 10, "name": "Rome", "houses": 0, "hotel": False,
                               "mortgaged": False}]}


def test_status_shows_who_is_out_what_is_owed_and_who_holds_a_jail_card():
    """What the table needs at a glance: the out-of-Jail cards held, a debt, a player out."""
    import io

    from rich.console import Console

    from companion.games.eurobusiness import GAME, cli
    from tests.eurobusiness_helpers import Table

    def shown() -> str:
        console = Console(file=io.StringIO(), width=120)
        cli.show_status(console, GAME.shown("status", t.state))
        return console.file.getvalue()

    t = Table(players=("Ann", "Bob", "Cy", "Dee"))
    t.state.decks["blue"].take("blue-free")
    t.state.jail_cards["Bob"] = ["blue-free"]       # as if drawn and kept
    t.give("Ann", 38, 40, hotel=True)               # Austria, a hotel on Vienna (40)
    t.do("pay", **{"from": "Cy", "to": "Bank", "amount": 2990, "reason": "a test"})
    t.land("Cy", 40)                                # 4,000 $ rent against 10 $: a debt
    view = GAME.status(t.state)
    cy, bob = view["players"][2], view["players"][1]
    assert cy["debts"] == [{"creditor": "Ann", "amount": 4000,
                            "reason": "rent for Vienna (40): 4,000 $ with a hotel"}]
    assert bob["jail_cards"] == 1 and not cy["eliminated"]
    assert "owes Ann 4,000 $" in shown() and "1 out-of-Jail card" in shown()
    assert "Next: Cy owes Ann 4,000 $" in shown()
    t.do("bankrupt", player="Cy")
    assert GAME.status(t.state)["players"][2]["eliminated"] and "Cy (out)" in shown()


def test_score_json_is_the_rulebooks_wealth(game):
    game.ok("move", "Ann", "9")
    game.ok("buy", "Ann", "Rome")
    game.ok("mortgage", "Ann", "Rome")
    score = game.json("score")
    ann = next(p for p in score["players"] if p["name"] == "Ann")
    # cash 3,000 - 240 + 120, Rome mortgaged counts half its price
    assert ann["total"] == 2880 + 120 and ann["cash"] == 2880 and ann["mortgaged"] == 120
    assert score["winner"] is None and sorted(score["tied"]) == ["Ann", "Bob", "Cy"]
    assert "Wealth" in game.ok("score")


def test_a_whole_turn_reads_well(game):
    out = game.ok("move", "Ann", "6", "--double")
    assert "throw again" in out
    out = game.ok("move", "Ann", "6")
    assert "Power Station (13)" in out and "buy Ann 13" in out
    game.ok("decline")
    out = game.ok("auction", "Elektrownia", "--winner", "Cy", "--price", "150")
    assert "Cy -> Bank 150" in out
    assert "Power Station" in game.ok("status")
    assert "Elektrownia" in game.ok("board")


REFUSALS = [
    (["land", "Ann", "Warszawa"], "unknown field 'Warszawa'"),
    (["move", "Zed", "5"], "unknown player 'Zed'"),
    (["build", "Ann", "Madrid"], "Madrid (15) is not Ann's"),
    (["auction", "Rome", "--winner", "Bob", "--price", "150.5"], "not a whole amount"),
    (["trade", "Ann", "Rome", "Bob", "--price", "12.50"], "not a whole amount"),
    (["mortgage", "Ann", "Start"], "unknown property 'Start'"),
    (["jail", "Ann"], "give one of --wait, --throw D,D or --card"),
    (["draw", "Ann"], "no Chance card to draw"),
    (["bankrupt", "Ann"], "owes nothing"),
    (["pay", "Ann", "Bob", "12"], "smallest is 5 $"),
]


@pytest.mark.parametrize("args, message", REFUSALS)
def test_bad_input_is_one_line_and_changes_nothing(game, args, message):
    before = game.json("status")
    result = game(*args)
    assert result.code != 0
    assert result.err.count("\n") == 1 and message in result.err, result.err
    assert game.json("status") == before


def test_rule_refusals_through_the_cli(game):
    game.ok("move", "Ann", "9")
    game.ok("buy", "Ann", "10")
    for args, message in [
        (["build", "Ann", "Rome"], "houses and hotels are bought only just before the "
                                   "buyer's own throw: Ann may build after Bob and Cy have "
                                   "moved, before `move Ann STEPS`"),
        (["buy", "Bob", "Rome"], "belongs to Ann"),
        (["unmortgage", "Ann", "Rome"], "not mortgaged"),
    ]:
        before = game.json("status")
        result = game(*args)
        assert result.code == 1 and message in result.err and result.err.count("\n") == 1
        assert game.json("status") == before


def test_rules_topics_and_house_defaults(game):
    assert "bank's disadvantage" in game.ok("rules", "eurobusiness", "rulings")
    assert "money: counts: 15, 25, 50" in game.ok("rules", "eurobusiness", "house-defaults")


def test_deal_by_hand_through_the_cli(game):
    game.ok("deal", "--hand", "Ann=Rome,Madryt", "--hand", "Bob=6,Wiedeń", "--hand", "Cy=2,29")
    assert [f["number"] for f in game.json("status")["players"][1]["fields"]] == [6, 40]
    result = game("deal", "--hand", "Ann")
    assert result.code == 1 and "expected NAME=FIELDS" in result.err


def test_rules_in_polish(game):
    out = game.ok("rules", "eurobusiness", "--lang", "pl")
    assert "Niewypłacalność" in out or "niewypłacalność" in out
    assert "Wiedeń" in game.ok("rules", "eurobusiness", "przegląd", "--lang", "pl")


def test_waiting_says_what_comes_next(game):
    assert game.json("waiting")["waiting"] == ["Ann to move: `move Ann STEPS` (after any building or "
                                    "trading)"]
    game.ok("move", "Ann", "9")
    assert game.json("waiting")["waiting"][0] == "Ann may buy Rome (10) for 240 $: `buy Ann 10`, or " \
                                      "`decline` to auction it"
    game.ok("decline")
    game.ok("auction", "10")
    game.ok("move", "Bob", "4", "--double")
    assert "Bob threw a double (4)" in game.ok("waiting")
    assert "Next: Bob threw a double (4)" in game.ok("status")
