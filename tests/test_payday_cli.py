"""Pay Day through the command line: setup, JSON views, both languages, refusals."""

import pytest

from tests.payday_helpers import rest_cli, walk_cli


@pytest.fixture
def game(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "2", "--seed", "5")
    return cli


def test_new_takes_the_agreed_months_and_status_json_is_the_issue_s_shape(game):
    view = game.json("status")
    assert view == {
        "game": "payday", "final": False, "active": "Ann", "month": 1, "months": 2, "pot": 0,
        "pot_open": False,
        "players": [{"name": n, "cash": 325, "eliminated": False, "savings": 0, "loan": 0,
                     "day": 0, "bills": [],
                     "deals": [], "insurance": [], "tickets": [], "month": 1, "months_done": 0}
                    for n in ("Ann", "Bob", "Cy")]}
    assert game.json("score") == {
        "game": "payday", "final": False, "winner": None, "tied": ["Ann", "Bob", "Cy"],
        "players": [{"name": n, "total": 325, "eliminated": False, "cash": 325, "savings": 0,
                     "loan": 0} for n in ("Ann", "Bob", "Cy")]}


def test_a_month_on_the_command_line_with_german_names(game):
    game.ok("land", "Ann", "1")
    game.ok("draw", "Dr. Bohrer")                  # German for Dr. Ima Driller
    game.ok("next")
    walk_cli(game, "Bob", 27)                      # by 6, 10, 14, 17, 23; Cy and Ann rest
    game.ok("next")
    rest_cli(game, "Cy", "Ann")
    game.ok("land", "Bob", "Zahltag")
    view = game.json("status")
    assert view["players"][0]["bills"] == ["Dr. Ima Driller, dentist"]
    assert view["players"][1]["cash"] == 650 and view["players"][1]["day"] == 31
    game.ok("savings", "deposit", "Bob", "600")
    game.ok("next")
    bob = game.json("status")["players"][1]
    assert (bob["cash"], bob["savings"], bob["day"], bob["months_done"]) == (50, 600, 0, 1)
    out = game.ok("status")
    assert "Next: Cy throws: `companion move Cy STEPS`" in out
    assert "Mo" in game.ok("calendar") and "Zahltag" in game.ok("calendar", "--lang", "de")


@pytest.mark.parametrize("args, message", [
    (("loan", "take", "Ann", "150"), "error: 150 $ is not in 100 $ steps: savings and "
                                     "loans move 100 $, 200 $, 300 $ ...\n"),
    (("loan", "repay", "Ann", "100"), "error: A loan is repaid only on the player's own Pay "
                                      "Day, after the bills (Ann is on day 0)\n"),
    (("savings", "deposit", "Ann", "100"), "error: Savings are deposited only on the player's "
                                           "own Pay Day, after the bills (Ann is on day 0)\n"),
    (("sell", "Ann", "Jukebox"), "error: Ann may sell a deal only on landing on a Buyer day, "
                                 "once (now on day 0, Start)\n"),
    (("land", "Ann", "Zahltg"), "error: unknown day 'Zahltg' (did you mean Zahltag?)\n"),
    (("land", "Ann", "buyer"), "error: there are Buyer days on 4, 10, 17, 23, 27, 30: give "
                               "the number\n"),
    (("land", "Ann", "32"), "error: the month has days 0 (Start) to 31, not 32\n"),
    (("move", "Ann", "7"), "error: a die shows 1 to 6, not 7\n"),
    (("move", "Bob", "3"), "error: it is Ann's turn, not Bob's\n"),
    (("draw",), "error: Ann has no card to take now\n"),
])
def test_bad_input_is_one_line_and_changes_nothing(game, args, message):
    before = game.json("status")
    result = game(*args)
    assert (result.code, result.err) == (1, message)
    assert game.json("status") == before


def test_an_unknown_card_is_named_with_a_suggestion(game):
    game.ok("land", "Ann", "1")
    result = game("draw", "Tax Refnd")
    assert (result.code, result.err) == (1, "error: unknown mail card 'Tax Refnd' "
                                            "(did you mean Tax Refund?)\n")


def test_rules_in_both_languages_and_house_defaults(game):
    assert "Collect the 325 $ wage" in game.ok("rules", "payday", "pay-day")
    assert "Lohn kassieren" in game.ok("rules", "payday", "zahltag", "--lang", "de")
    out = game.ok("rules", "payday", "house-defaults", "--lang", "de")
    assert "Hausregeln" in out and "Kalender" in out and "Schnellimbiss-Lizenz" in out
    out = game.ok("rules", "payday", "house-defaults")
    assert "Quick-Food Franchise: cost 900" in out and "months without" not in out


def test_a_topic_asked_by_its_english_name_is_found_in_german_too(game):
    """`rules payday rulings --lang de` said "unknown topic": the section is "Auslegungen"."""
    out = game.ok("rules", "payday", "rulings", "--lang", "de")
    assert out.lstrip().startswith("Auslegungen") and "Geändert in payday-5" in out
    assert "Lohn kassieren" in game.ok("rules", "payday", "pay-day", "--lang", "de")
    assert game.ok("rules", "payday", "auslegungen", "--lang", "de") == out
    everything = game.ok("rules", "payday", "--lang", "de")
    assert everything.count("Auslegungen") == 1 and "Rulings" not in everything
    result = game("rules", "payday", "rulngs", "--lang", "de")
    assert (result.code, result.err) == (1, "Fehler: Thema 'rulngs' gibt es nicht (meinten "
                                            "Sie rulings?)\n")


@pytest.mark.parametrize("game_id, lang", [("payday", "de"), ("eurobusiness", "pl")])
def test_a_translated_rules_text_runs_in_step_with_the_english_one(game_id, lang):
    """The English names find the translated sections by their place: as many sections, in
    the same order (Pay Day's German rulings are numbered as the English ones)."""
    from companion import games

    target = games.load(game_id)
    files = [(target.data_folder() / name).read_text(encoding="utf-8")
             for name in ("rules.md", f"rules.{lang}.md")]
    assert files[0].count("\n## ") == files[1].count("\n## ") > 5
    if game_id == "payday":
        numbers = [[line.split(".")[0] for line in text.split("\n## ")[-1].splitlines()
                    if line[:1].isdigit()] for text in files]
        assert numbers[0] == numbers[1] == [str(n) for n in range(1, 15)]


def test_listing_games_does_not_load_pay_day(tmp_path):
    from tests.test_architecture import imported_by

    assert "companion.games.payday" not in imported_by(["games"], tmp_path)


def test_every_pay_day_command_has_help_with_an_example(game):
    import typer

    from companion.cli.app import build_app
    from companion.moves.context import Context

    command = typer.main.get_command(build_app(Context(game.game)))
    for name in ("calendar", "move", "land", "draw", "buy", "pass", "commission", "sell",
                 "poker", "swellfare", "loan", "savings", "next"):
        assert "Example" in command.commands[name].help, name


def test_german_house_defaults_name_the_card_kinds_in_german(game):
    out = game.ok("rules", "payday", "house-defaults", "--lang", "de")
    assert "Post Baugeschäft Doppel-T (Rechnung, Sonstiges) 500 $ x1" in out


def test_mid_game_the_score_names_the_leader_not_the_winner(game):
    game.ok("move", "Ann", "4")
    out = game.ok("score")
    assert "Winner" not in out and ("Leading: " in out or "Tied: " in out)


def test_selling_with_no_deal_and_swellfare_with_no_letter_say_so(game):
    game.ok("move", "Ann", "4")                     # a Buyer day, and Ann holds no deal
    before = game.json("status")
    result = game("sell", "Ann", "x")
    assert result.code != 0 and result.err == "error: Ann holds no deal to sell\n"
    result = game("swellfare", "Cy", "100", "--throw", "5")
    assert result.code != 0 and result.err == "error: Ann has no Swellfare offer now\n"
    assert game.json("status") == before


def test_a_mistyped_amount_is_answered_with_pay_days_own_sums(game):
    result = game("loan", "take", "Ann", "12x")
    assert result.err == "error: not an amount: '12x' (try 75 or 1,200)\n"


def test_a_player_named_twice_in_the_throws_is_said(game):
    result = game("poker", "--throws", "Ann=4,Ann=5")
    assert result.err == "error: Ann named twice in the throws\n"


def test_a_savings_holder_short_for_a_deal_is_pointed_to_a_withdrawal_and_its_fee(game):
    """Issue 18 item 14: a loan was offered, which savings forbid."""
    walk_cli(game, "Ann", 31)                                   # wage: 650
    game.ok("savings", "deposit", "Ann", "500")                 # 150 cash, 500 saved
    game.ok("next")
    rest_cli(game, "Bob", "Cy")
    game.ok("move", "Ann", "2")                                 # day 2, a Deal
    game.ok("draw", "Copper Pipe")                              # cost 300
    result = game("buy")                                        # short 150, fee 50: 200
    assert (result.code, result.err) == (1, (
        "error: Ann has 150 $, the deal costs 300 $: withdraw savings first: `companion savings "
        "withdraw Ann 200` (150 $ short + 50 $ fee off Pay Day)\n"))
    game.ok("savings", "withdraw", "Ann", "200")                # 150 + 200 - 50 = 300
    game.ok("buy")
    assert game.json("status")["players"][0]["cash"] == 0


def test_a_savings_holder_short_of_more_than_the_savings_withdraws_them_then_borrows(game):
    walk_cli(game, "Ann", 31)
    game.ok("savings", "deposit", "Ann", "300")                 # 350 cash, 300 saved
    game.ok("next")
    rest_cli(game, "Bob", "Cy")
    game.ok("move", "Ann", "2")
    game.ok("draw", "Condominium")                              # cost 1,000: short 650
    result = game("buy")                      # 300 saved less the 50 fee: 400 still short
    assert result.err == ("error: Ann has 350 $, the deal costs 1,000 $: withdraw savings first: "
                          "`companion savings withdraw Ann 300` (all saved, 50 $ of it the fee "
                          "off Pay Day), then `companion loan take Ann 400`\n")
    game.ok("savings", "withdraw", "Ann", "300")
    game.ok("loan", "take", "Ann", "400")
    game.ok("buy")
    assert game.json("status")["players"][0]["cash"] == 0


def test_words_count_the_months_and_say_the_day_by_its_name(cli):
    out = cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1")
    assert "1 month to play; Ann throws first" in out
    walk_cli(cli, "Ann", 31)
    result = cli("sell", "Ann", "Jukebox")
    assert result.err == ("error: Ann may sell a deal only on landing on a Buyer day, once "
                          "(now on day 31, Pay Day)\n")
    assert "7. Ann has played the 1 month agreed and stays on Pay Day" in cli.ok("next")


def test_a_negative_amount_is_echoed_as_typed(game):
    for typed in ("-100", "-1.5k"):
        result = game("loan", "take", "Ann", typed)
        assert (result.code, result.err) == (
            2, f"error: {typed} is below zero: amounts, throws and counts are positive\n")


def test_effect_lines_write_amounts_as_the_game_does(cli):
    """Issue 18 item 21: Pay Day's own lines in its money style (1,200 $), like its notes."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1", "--seed", "1")
    out = cli.ok("move", "Ann", "2")
    out = cli.ok("draw", "Condominium")
    assert "Ann draws the deal Condominium: cost 1,000 $, commission 100 $, sale 1,600 $" in out
    cli.ok("pass")
    cli.ok("next")
    out = cli.ok("move", "Bob", "1")
    out = cli.ok("draw", "Dr. Goodbody")
    assert "Bob holds the bill Dr. Goodbody: 85 $ due on Pay Day" in out
    assert "Ann pays Bob 100 $: a side bet" in cli.ok("pay", "Ann", "Bob", "100", "--reason",
                                                     "a side bet")
