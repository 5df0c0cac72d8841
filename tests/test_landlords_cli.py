"""The Landlord's Game through the CLI: a whole game with a switch to the Single Tax."""

import shlex

GAME = """
new landlords-1906 --players Ann,Bob,Cy --seed 11
deal --average
move Ann 6
buy Ann "The Pike"
move Bob 5
move Cy 8
speculate Cy 5,6
move Ann 8
move Bob 10
move Cy 4
move Ann 3
move Bob 12
move Cy 9
move Ann 4
build Cy "Easy Street" 1
move Bob 8
turn Ann
move Ann 9
turn Ann
jail Ann --dice 3,4
single-tax --votes Ann,Bob
move Bob 7
move Cy 2
jail Ann --dice 2,2
move Ann 11
move Bob 11
decline
move Cy 12
build Bob Broadway 1 --bid 20
turn Cy
move Cy 6 --back
land Ann Broadway
opportunity Ann Farm 4
turn Ann
move Ann 4
"""


def _accounts(view: dict) -> int:
    return sum(p["cash"] for p in view["players"]) + view["treasury"] + view["miscellaneous"]


def test_whole_game_conserves_money_through_the_single_tax(cli):
    for line in GAME.strip().splitlines():
        cli.ok(*shlex.split(line))
        if not line.startswith("new"):
            view = cli.json("status")
            assert _accounts(view) == 0, line
            assert view["treasury"] >= 0 and all(p["cash"] >= 0 for p in view["players"])
    view = cli.json("status")
    cash = {p["name"]: p["cash"] for p in view["players"]}
    # Cy: 75 + 90 speculation + 12 Easy Street - 100 house + 5 fare - 14 George Street (Single
    #     Tax) + 10 house rent - 18 The Bowery
    assert cash["Cy"] == 75 + 90 + 12 - 100 + 5 - 14 + 10 - 18 == 60
    # Bob: 75 - 10 fare - 5 fare + 100 wages - 5 Soakum unsold - 20 bid - 100 house
    #      + 50 when the public buys his Slambang Trolley + 10 house rent Ann owed him
    assert cash["Bob"] == 75 - 10 - 5 + 100 - 5 - 20 - 100 + 50 + 10 == 95
    # Ann: 16 left pays 16 of Broadway's 18 + 10 and owes the rest (Single Tax Rule 8 writes
    #      off nothing); her throw of 4 she cannot afford puts her on Farm Lands; then + 50
    #      wages - 10 rent there - 20 Fifth Avenue, and the $2 and $10 she owes are paid
    assert cash["Ann"] == 50 - 10 - 20 - 2 - 10 == 8
    # Treasury: 14 + 12 + 5 + 20 buys out Soakum (51 - 50), + 18 + 16 + 10 + 20 + 2 buys out
    #           Slambang (67 - 50)
    assert view["treasury"] == 17 and view["single_tax"]
    assert view["public"] == ["Soakum Lighting System", "Slambang Trolley"]
    assert {p["name"]: p["position"] for p in view["players"]} == {"Ann": 34, "Bob": 13, "Cy": 29}
    assert view["turn"] == "Bob" and view["seating"] == ["Ann", "Bob", "Cy"]
    score = cli.json("score")
    assert [(r["name"], r["total"]) for r in score["players"]] == [
        ("Cy", 60 + 200 + 100), ("Bob", 95 + 100 + 100), ("Ann", 8 + 200)]
    assert score["winner"] == "Cy"

def test_undo_and_redo_replay_exactly(cli):
    cli.ok("new", "landlords", "--players", "Ann,Bob", "--seed", "4")
    cli.ok("deal")
    dealt = cli.json("status")["players"][0]["dealt"]
    cli.ok("buy", "Ann", dealt[0])
    before = cli.json("status")
    cli.ok("undo")
    assert cli.json("status")["players"][0]["cash"] == 600
    cli.ok("redo")
    assert cli.json("status") == before


def test_errors_are_one_clear_line(cli):
    cli.ok("new", "lg", "--players", "Ann,Bob")
    for args, message in [
        (("move", "Ann", "13"), "error: a throw of two dice moves 2 to 12 spaces, not 13\n"),
        (("move", "Ann", "1"), "error: a throw of two dice moves 2 to 12 spaces, not 1\n"),
        (("poorhouse", "Ann"), "error: Ann has $600 and owes nothing: only a player who cannot "
                               "pay goes to the POOR HOUSE (Rule 12)\n"),
        (("chance", "Ann"), "error: Ann is on Mother Earth (0): only a player who has just "
                            "stopped on a Chance space (22 or 37) draws a red card\n"),
        (("single-tax", "--votes", ","),
         "error: the Single Tax is voted in during play, after the deal\n"),
        (("land", "Ann", "Brodway"), "error: unknown space 'Brodway' (did you mean Broadway?)\n"),
        (("move", "Zed", "3"), "error: unknown player 'Zed' (choose from Ann, Bob)\n"),
        (("speculate", "Ann", "3,9"),
         "error: not a throw of two dice: '3,9' (give both dice, e.g. 3,4)\n"),
        (("single-tax", "--votes", "Ann,Bob"),
         "error: the Single Tax is voted in during play, after the deal\n"),
    ]:
        result = cli(*args)
        assert (result.code, result.err) == (1, message), args


def test_status_and_score_render_and_rules_list_house_defaults(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy,Dee", "--seed", "2")
    cli.ok("deal", "--average")
    assert "Treasury $1,300" in cli.ok("status")
    assert "Leading" in cli.ok("score") or "Tied" in cli.ok("score")
    assert "Wall Street" in cli.ok("board")
    text = cli.ok("rules", "landlords-1906", "house-defaults")
    assert "house price: $100" in text and "caught-poaching" in text


def test_houses_beyond_the_data_limit_are_a_rule_not_a_cli_range(cli):
    cli.ok("new", "lg", "--players", "Ann,Bob", "--seed", "3")
    cli.ok("deal", "--average")                        # Ann holds Wall Street
    result = cli("build", "Ann", "Wall Street", "4")
    assert (result.code, result.err) == (
        1, "error: Wall Street (38) has 0 houses; at most 3 stand on a lot\n")


def test_every_command_has_help_with_an_example(cli):
    from companion.games.landlords_1906 import cli as game_cli

    commands = [getattr(game_cli, n) for n in dir(game_cli) if not n.startswith("_")]
    documented = [c for c in commands if callable(c) and getattr(c, "__module__", "") ==
                  game_cli.__name__ and c.__name__ not in ("register", "show_status", "show_score")]
    assert len(documented) == 18
    assert all("Example: companion " in (c.__doc__ or "") for c in documented)


def test_buying_at_the_deal_needs_the_deal_and_says_what_is_wrong(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "1")
    for args, message in [
        (("buy", "Ann", "Broadway"),
         "error: at the deal each player buys only cards dealt to them: deal first (`companion "
         "deal`), record the table's own deal (`companion deal --hand Ann=31`), or take the "
         "average hands (`companion deal --average`)\n"),
        (("buy", "Cy", "Fuel"),
         "error: Fuel (2) is not a card that can be bought: the green cards are the lots, "
         "railroads, franchises and the Broker's License\n"),
        (("buy", "Cy", "2"),
         "error: Fuel (2) is not a card that can be bought: the green cards are the lots, "
         "railroads, franchises and the Broker's License\n"),
        (("deal", "--hand", "Ann=5,1,3,6,7,9,11,12,14"),
         "error: Ann is dealt 9 cards: 24 cards dealt among 3 players give each at most 8\n"),
        (("deal", "--hand", "Ann=5", "--hand", "Bob=Royal Rusher"),
         "error: Royal Rusher R.R. (5) is dealt to Ann and Bob: each card is dealt once\n"),
        (("deal", "--hand", "Ann"), "error: --hand 'Ann': expected NAME=CARDS, e.g. Ann=5,31\n"),
    ]:
        result = cli(*args)
        assert (result.code, result.err) == (1, message), args
    cli.ok("deal", "--hand", "Ann=31,Wall Street", "--hand", "bob=5")
    assert cli.json("status")["players"][1]["dealt"] == ["Royal Rusher R.R."]
    cli.ok("buy", "Ann", "Broadway")                           # $100 of her $500
    result = cli("buy", "Ann", "Broadway")
    assert (result.code, result.err) == (1, "error: Ann already holds Broadway (31)\n")
    result = cli("buy", "Ann", "5")
    assert (result.code, result.err) == (1, "error: Royal Rusher R.R. (5) was not dealt to Ann "
                                            "(see `companion status`)\n")
    assert cli.json("status")["players"][0]["cash"] == 400


def test_the_trust_repro_from_the_review(cli):
    """Bob buys out Cy's half of their Trust: four railroads, one owner, $50 a fare."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy")
    cli.ok("deal", "--hand", "Bob=5,15", "--hand", "Cy=25,35")
    for player, road in (("Bob", "5"), ("Bob", "15"), ("Cy", "25"), ("Cy", "35")):
        cli.ok("buy", player, road)
    cli.ok("trust", "Bob", "Cy")
    cli.ok("sell", "Cy", "25", "Bob", "--price", "0")
    assert "The Trust of Bob and Cy is dissolved" in cli.ok("sell", "Cy", "35", "Bob",
                                                             "--price", "0")
    cli.ok("land", "Ann", "5")
    cash = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert cash == {"Ann": 500 - 50, "Bob": 500 - 100 + 50, "Cy": 500 - 100}
    assert cli.json("status")["trust"] == []


def test_a_waiting_speculation_says_the_license_may_be_bought_first(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--hand", "Ann=31")
    cli.ok("land", "Ann", "Speculation")
    result = cli("move", "Bob", "4")
    assert (result.code, result.err) == (1, (
        "error: the Broker's License is for sale first (`companion buy NAME \"Speculation\"`); "
        "then Ann may speculate: `companion speculate Ann DICE`, or refuse and stay put: "
        "`companion speculate Ann --refuse`\n"))
    cli.ok("buy", "Bob", "Speculation")
    result = cli("move", "Bob", "4")
    assert result.err == ("error: Ann may speculate: `companion speculate Ann DICE`, or "
                          "refuse and stay put: `companion speculate Ann --refuse`\n")


def test_status_lists_each_players_cards_and_houses_built_on_others_lots(cli):
    """Under the Single Tax a player may build on a lot whose card another holds: status
    says where each player's houses stand, a line a player below the table."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--average")
    cli.ok("single-tax", "--votes", "Ann,Bob")
    cli.ok("pay", "Bob", "Ann", "75")
    cli.ok("build", "Ann", "Boomtown", "1", "--bid", "6")
    lines = cli.ok("status").splitlines()
    ann = next(line for line in lines if line.startswith("Ann's cards (and what a stop costs): "))
    bob = next(line for line in lines if line.startswith("Bob's cards (and what a stop costs): "))
    # Boomtown's land rent ($6, row 3) goes to the Treasury, its house rent ($10) to Ann
    assert ann.endswith("; houses on Boomtown (1 house) $16")
    assert "Boomtown" not in ann.split(";")[0]
    assert "Boomtown" in bob and "house" not in bob


def test_a_sale_needs_its_price_typed_and_the_buy_hint_gives_one(cli):
    """`sell` without --price gave the card away for $0 without a word, and the hint for a
    card someone holds printed exactly that command: the price is typed, a gift is 0."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy")
    cli.ok("deal", "--average")
    before = cli.json("status")
    result = cli("sell", "Ann", "Wall Street", "Bob")
    assert (result.code, result.out) == (1, "")
    assert result.err == ('error: give the agreed price: `companion sell Ann "Wall Street" Bob '
                          '--price AMOUNT` (a gift is --price 0)\n')
    assert cli.json("status") == before
    result = cli("buy", "Bob", "Wall Street")
    assert result.err == ("error: Wall Street (38) belongs to Ann: buy it from them with "
                          "`companion sell Ann 38 Bob --price AMOUNT`\n")
    out = cli.ok("sell", "Ann", "Wall Street", "Bob", "--price", "70")
    assert "Bob -> Ann $70: buys Wall Street (38) from Ann" in out
    assert "for $0" in cli.ok("sell", "Bob", "Wall Street", "Ann", "--price", "0")


def test_the_score_table_names_the_games_wealth(cli):
    """The text: "the player who has the most in cash, cards and houses": wealth, not
    Discretion's net assets."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy")
    cli.ok("deal", "--average")
    out = cli.ok("score")
    assert "wealth" in out.splitlines()[2] and "net assets" not in out
    assert "Ann      75     500" in out
