"""The Landlord's Game: what the rules refuse, and that a refusal changes nothing."""

import copy

import pytest

from companion.core.errors import CompanionError, DataFileError, RuleViolation
from companion.games.landlords_1906 import GAME
from companion.games.landlords_1906 import data as data_mod
from tests.test_landlords_landing import DATA, Table


def snapshot(state) -> dict:
    """Everything a refused action must leave as it was (effects and transfers are per action)."""
    out = {k: copy.deepcopy(v) for k, v in vars(state).items()
           if k not in ("effects", "transfers", "data", "ledger", "debts")}
    return out | {"balances": dict(state.ledger.balances),
                  "debts": [vars(d).copy() for d in state.debts]}


def refused(t: Table, kind: str, match: str, **args) -> None:
    before = snapshot(t.state)
    with pytest.raises(CompanionError, match=match):
        t.do(kind, **args)
    assert snapshot(t.state) == before


# --- Rule 11: Chance ---------------------------------------------------------------------
def test_chance_only_for_a_player_who_stopped_on_a_chance_space():
    t = Table()
    refused(t, "chance", r"Ann is on Mother Earth \(0\): only a player who has just stopped on "
                         r"a Chance space \(22 or 37\) draws a red card", player="Ann",
            card="legacy")
    t.at("Ann", 22)                                    # standing there is not stopping there
    refused(t, "chance", "only a player who has just stopped", player="Ann", card="legacy")
    t.do("move", player="Ann", steps=2)               # 22 -> Maguire Flats 24, for sale
    t.do("decline")                                    # $14 to the Treasury
    t.at("Bob", 20)
    t.do("move", player="Bob", steps=2)               # Central Park 20 -> Chance 22
    refused(t, "move", r"Bob stopped on Chance 22 \(22\): draw a red card first",
            player="Bob", steps=3)
    assert GAME.status(t.state)["players"][1]["chance_due"]
    t.do("chance", player="Bob", card="legacy")
    assert t.cash("Bob") == 500 + 50 and not GAME.status(t.state)["players"][1]["chance_due"]
    refused(t, "chance", "only a player who has just stopped", player="Bob", card="legacy")


def test_an_unknown_chance_card_keeps_the_draw_due():
    t = Table()
    t.land("Ann", 37)
    refused(t, "chance", "unknown Chance card", player="Ann", card="nonsense")
    t.do("chance", player="Ann", card="overtime")
    assert t.cash("Ann") == 500 + 25 and t.state.chance_due == []


def test_play_waits_for_the_chance_card_due():
    """Rule 11: the player who stopped on a Chance draws before anyone plays on."""
    t = Table()
    t.do("move", player="Ann", steps=2)               # Fuel
    t.at("Bob", 20)
    t.do("move", player="Bob", steps=2)               # Central Park -> Chance 22
    refused(t, "move", r"Bob stopped on Chance 22 \(22\): draw a red card first", player="Cy",
            steps=3)
    refused(t, "land", r"Bob stopped on Chance 22 \(22\): draw a red card first", player="Cy",
            space=8)
    t.do("chance", player="Bob", card="legacy")
    t.do("move", player="Cy", steps=3)


# --- moves: the throw of the data's dice -------------------------------------------------
@pytest.mark.parametrize("steps", [0, 1, 13, -3, True, "7", 7.0])
def test_a_throw_two_dice_cannot_show_is_refused_and_the_deal_goes_on(steps):
    t = Table(play=False)
    t.do("deal")
    refused(t, "move", f"a throw of two dice moves 2 to 12 spaces, not {steps}",
            player="Ann", steps=steps)
    assert t.state.phase == "setup" and t.state.dealt is not None


def test_the_throws_come_from_the_data():
    data = copy.deepcopy(DATA)
    data["rules"]["dice_faces"] = 8
    t = Table()
    t.state = GAME.new_state(["Ann", "Bob"], data, 1)
    t.state.phase = "play"
    t.do("move", player="Ann", steps=16)               # two eight-sided dice: 16 is a throw
    assert t.state.positions["Ann"] == 16
    t.do("decline")                                    # Rickety Row: $10 to the Treasury
    refused(t, "move", "moves 2 to 16 spaces, not 17", player="Bob", steps=17)
    t.at("Bob", 10)
    t.state.jailed["Bob"] = 0
    t.do("jail", player="Bob", dice="7,8")             # a 7 or 8 is a die face here
    assert t.state.jailed == {"Bob": 1}


def test_a_refused_landing_does_not_end_the_deal():
    t = Table(play=False)
    t.do("deal")
    refused(t, "land", "unknown space 'Nowhere'", player="Ann", space="Nowhere")
    refused(t, "move", "only between the Chances", player="Ann", steps=3, back=True)
    assert t.state.phase == "setup" and t.state.dealt is not None


@pytest.mark.parametrize("count", [0, -1, True, "2"])
def test_building_needs_a_whole_number_of_houses(count):
    t = Table()
    t.give("Ann", 31)
    refused(t, "build", f"build at least one house, not {count!r}", player="Ann", lot=31,
            count=count)


def test_houses_a_lot_are_limited_by_the_data():
    data = copy.deepcopy(DATA)
    data["rules"]["max_houses"] = 2
    t = Table()
    t.state = GAME.new_state(["Ann", "Bob"], data, 1)
    t.state.phase = "play"
    t.give("Ann", 31)
    refused(t, "build", "at most 2 stand on a lot", player="Ann", lot=31, count=3)


# --- the data file -------------------------------------------------------------------------
def _broken(tmp_path, *edits: tuple[str, str]):
    text = GAME.default_data_path().read_text()
    for old, new in edits:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(DataFileError) as err:
        data_mod.load(path)
    return str(err.value)


def test_a_bad_source_is_reported_once_with_file_and_key(tmp_path):
    message = _broken(tmp_path, ('pays none\nsource = "ruling"', 'pays none\nsource = "lore"'))
    assert message.startswith(f"{tmp_path / 'bad.toml'}: ")
    assert message.count(".source: must be one of") == 1
    assert "spaces[1].source: must be one of rulebook, ruling, house, got 'lore'" in message


def test_every_record_needs_a_source(tmp_path):
    message = _broken(tmp_path, ('cash = 75\nsource = "rulebook"', 'cash = 75'),
                      ('effect = "jail"\nsource = "house"', 'effect = "jail"'))
    assert "beginners: missing field 'source'" in message
    assert "chance[8]: missing field 'source'" in message


def test_the_dice_and_the_counted_spaces_are_checked(tmp_path):
    message = _broken(tmp_path, ("dice = 2 ", "dice = 3 "),
                      ('kind = "jail"', 'kind = "park"'))
    assert "rules.dice: expected 2" in message
    assert "spaces: expected 1 space of kind 'jail', got 0" in message
    assert "spaces: expected 1 space of kind 'park', got 2" in message


def test_the_rent_table_has_a_column_for_each_house_count(tmp_path):
    message = _broken(tmp_path, ("max_houses = 3 ", "max_houses = 4 "))
    assert ("rules.rent_table[0]: expected 5 whole amounts of at least 0 (0 to 4 houses a lot"
            in message)


def test_chance_cards_move_to_real_spaces(tmp_path):
    message = _broken(tmp_path, ("space = 31", "space = 41"), ("steps = 3", "steps = 0"))
    assert "chance[5].space: expected a board number 0 to 39" in message
    assert "chance[7].steps: expected 1 to 39 steps" in message


def test_poor_house_and_jail_are_found_by_kind():
    t = Table()
    assert (t.state.jail_space(), t.state.poor_house()) == (10, 20)
    assert list(t.state.throws()) == list(range(2, 13))
    with pytest.raises(RuleViolation):
        t.do("poorhouse", player="Ann")


@pytest.mark.parametrize("old, new, message", [
    ("players = [2, 2]", "players = [2]", "start_cash[0].players: expected [fewest, most]"),
    ("players = [6, 6]", "players = [7, 7]", "start_cash: no starting cash for 6 players"),
    ("railroad_fares = [5, 10, 20, 50]", 'railroad_fares = [5, 10, "x", 50]',
     "rules.railroad_fares: expected whole numbers of at least 0"),
    ("railroad_fares = [5, 10, 20, 50]", "railroad_fares = [5, 10, 20]",
     "rules.railroad_fares: expected 4 fares (for 1 to 4 railroads), got 3"),
    ("broker_caught = [3, 4]", 'broker_caught = ["3"]',
     "rules.broker_caught: expected whole numbers of at least 2"),
    ("min_players = 2", "min_players = 9", "game: expected 2 <= min_players <= max_players"),
    ("deal = 24 ", "deal = 99 ", "game.deal: the pack holds 29 green cards"),
    ('name = "Timberlands"', 'name = "Oil Fields"', "opportunities: each name once"),
    ('aliases = ["Pike"]', 'aliases = ["Broadway"]',
     "spaces[31]: the name 'Broadway' is taken by space 6"),
    ("row = 11", "row = 12", "spaces[36].row: the LAND RENT TABLE has rows 1 to 11"),
    ('house = ["max_players", ', 'house = ["max_playerz", ',
     "game.house: 'max_playerz' is not a field of this record"),
    ('cards = ["The Pike", "Market Place"', 'cards = ["Wall Street", "Market Place"',
     "average_hands[3].cards: 'Wall Street' is in two hands"),
    ("[2, 4, 8, 16], [4, 8", "[2, 4, 8, 16], [4, -8",
     "rules.rent_table[1]: expected 4 whole amounts of at least 0"),
    ("broker_caught = [3, 4]", "broker_caught = [3, 40]",
     "rules.broker_caught: 40 is no total 2 dice of 6 faces can throw (2 to 12)"),
    ('space = "Slambang Trolley"\nwork', 'space = "Soakum Lighting System"\nwork',
     "public_works[1]: 'Soakum Lighting System' is already public_works[0] (the Treasury "
     "buys or builds on it once)"),
    ('ruling = ["rent_table", "chance_returned"]', 'ruling = ["rent_tabel", "chance_returned"]',
     "rules.ruling: 'rent_tabel' is not a field of this record"),
    ('chance_returned = "under"', 'chance_returned = "bottom"',
     "rules.chance_returned: expected under / shuffled"),
])
def test_data_mistakes_are_reported_not_crashed_on(tmp_path, old, new, message):
    assert message in _broken(tmp_path, (old, new))


def test_a_field_of_the_wrong_type_is_one_message(tmp_path):
    message = _broken(tmp_path, ("railroad_fares = [5, 10, 20, 50]", "railroad_fares = 5"))
    assert message == f"{tmp_path / 'bad.toml'}: rules.railroad_fares: expected list, got int"


# --- Rule 11: the red pack, cards claimed once (issue 29, ruling 21) ---------------------
def test_a_red_card_returned_under_the_pack_is_not_drawn_again_at_once(cli):
    """"The card drawn is returned to the pack": under it, so the 8 other red cards lie on
    it; naming it again at once is refused and changes nothing."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("land", "Ann", "22")
    cli.ok("chance", "Ann", "legacy")                         # $50 from MISCELLANEOUS
    cli.ok("land", "Bob", "22")
    before = cli.json("status")
    result = cli("chance", "Bob", "legacy")
    assert (result.code, result.err) == (1, (
        "error: legacy cannot be on top of the red pack now: it went back under it, and 8 "
        "cards lie on it (ruling 21)\n"))
    assert cli.json("status") == before
    cli.ok("chance", "Bob", "overtime")                       # $25
    cash = {p["name"]: p["cash"] for p in cli.json("status")["players"]}
    assert cash == {"Ann": 600 + 50, "Bob": 600 + 25}


def test_a_table_reading_rule_11_as_shuffled_back_may_draw_it_again(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1",
           "--rule", "chance_returned=shuffled")
    for player in ("Ann", "Bob"):
        cli.ok("land", player, "22")
        cli.ok("chance", player, "legacy")
    assert [p["cash"] for p in cli.json("status")["players"]] == [650, 650]
    result = cli("new", "landlords-1906", "--players", "Ann,Bob", "--force",
                 "--rule", "chance_returned=bottom")
    assert (result.code, result.err) == (
        1, "error: --rule chance_returned: expected under / shuffled, not 'bottom'\n")
