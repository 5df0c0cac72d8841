"""On Guard played through the command line by a player trying to cheat the banker, and
the words the table reads on the way."""

from companion.games.on_guard.state import DISCARD, PILE
from companion.games.on_guard.towns import revealed
from tests.on_guard_helpers import act, give, new_game
from tests.test_on_guard_table_rulings import small_game


def _new(cli) -> None:
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "1")


def test_a_pass_is_said_once(cli):
    _new(cli)
    cli.ok("first", "Ann", "build")
    out = cli.ok("pass", "Ann")
    assert out.count("Ann passes") == 1, out


def test_a_site_developed_is_named_without_a_wrong_article(cli):
    _new(cli)
    cli.ok("first", "Ann", "develop")
    assert "Ann develops a site, Stone Quarry\n" in cli.ok("develop", "Ann", "quarry")
    assert "Bob develops a site, Iron Ore Mine\n" in cli.ok("develop", "Bob", "ore-mine")


def test_a_second_join_under_a_sitting_name_names_him_as_seated(cli):
    _new(cli)
    result = cli("join", "ann")
    assert result.code == 1 and result.err == "error: Ann is an Alderman already\n"


def test_after_a_failed_try_the_first_refusal_offers_no_second_try(cli):
    _new(cli)
    assert "the Mayor is not moved" in cli.ok("influence", "Bob", "5")
    result = cli("first", "Bob", "build")
    assert result.code == 1 and result.err == (
        "error: the Mayor names Ann, the head of the running order, First; Bob has tried "
        "the Mayor before this month already (1 a month, a house default)\n")


def test_a_huge_throw_or_caravan_number_is_refused_for_what_it_is(cli, tmp_path):
    table = small_game(cli, tmp_path)                 # Cy must export 2 coal
    before = table.json("status")
    result = table("export", "Cy", "coal", "--caravan", "99999999999999999999999")
    assert result.code == 1 and result.err == (
        "error: there is no Caravan 99999999999999999999999: the caravans are 1 to 3\n")
    assert table.json("status") == before
    table.ok("export", "Cy", "coal")
    result = table("influence", "Bob", "99999999999999999999999")
    assert result.code == 1 and result.err == (
        "error: a throw of 2 dice is 2 to 12, not 99999999999999999999999\n")


def test_a_manor_house_draws_from_the_discards_reshuffled_when_the_pile_is_empty(cli):
    state = new_game(seed=3)
    give(state, "Ann", buildings=[("manor-house", 1)])
    for kind in set(state.pile):
        state.move(kind, PILE, DISCARD, state.count(PILE, kind), "test: the pile runs out")
    state.pile = []
    discards = sum(state.count(DISCARD, k) for k in state.data["sites"])
    act(state, "first", player="Ann", activity="develop")
    site = revealed(state)[0]
    act(state, "develop", player="Ann", site=site, manor="pile")        # ruling 12
    assert len(state.sites["Ann"]) == 3 and state.sites["Ann"][2]["kind"] == site
    assert len(state.pile) == discards - 1
    assert sum(state.count(DISCARD, k) for k in state.data["sites"]) == 0
    rulings = " ".join(cli.ok("rules", "on-guard", "rulings").split())   # as rich wraps it
    assert "Changed in on-guard-5: a Manor House's random site was refused" in rulings
