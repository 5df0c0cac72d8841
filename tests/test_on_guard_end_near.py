"""On Guard's status says how near each of THE END's triggers is (issue 29 item 16): "the
Gold Bar target reached", "Not enough Settlers to re-fill the Settler caravan", "Anyone
builds on their 12th town space"."""

from tests.test_on_guard_rulings_read import data_file


def assert_near(cli, held: int, settlers: int, per_refill: int, player: str, left: int):
    """status --json and status say the same distances, the refills and what is to go
    worked out here from the counts given."""
    refills = settlers // per_refill
    assert cli.json("status")["end_near"] == {
        "gold_bars": {"held": held, "target": 75, "to_go": 75 - held},
        "settlers": {"supply": settlers, "per_refill": per_refill, "refills": refills},
        "town": {"player": player, "spaces_left": left}}
    assert (f"Nearing THE END: {75 - held} Gold Bars to go; settlers for {refills} refills; "
            f"{player} has {left} town spaces left.") in " ".join(cli.ok("status").split())


def test_a_new_game_is_far_from_the_end(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    # 75 Gold Bars for three; 55 settlers less the wagon's 3 = 52, a refill takes 3: 17
    assert_near(cli, held=0, settlers=52, per_refill=3, player="Ann", left=12)


def test_the_end_comes_nearer_with_gold_settlers_and_buildings(cli, tmp_path):
    mine = data_file(tmp_path, ("faradinars = 2 ", "faradinars = 20 "))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", mine)
    for line in (["first", "Ann", "settle"], ["settle", "Ann", "ore-mine"],
                 ["settle", "Bob", "ore-mine"], ["settle", "Cy", "coal-mine"],
                 ["first", "Bob", "build"], ["build", "Bob", "guild-hall"],   # 2 spaces
                 ["build", "Cy", "large-wool-mill"],                          # 3 settlers
                 ["pass", "Ann"],
                 ["first", "Cy", "produce"],          # Cy: 2 coal
                 ["first", "Ann", "export"], ["export", "Cy", "coal"]):       # 2 Gold Bars
        cli.ok(*line)
    # the supply: 52, less Ann's extra settler, less the refill of 3 = 48; a refill now
    # takes one per free building space: the Guild Hall's 1 and the mill's 3 = 4: 12 refills
    assert_near(cli, held=2, settlers=48, per_refill=4, player="Bob", left=10)
