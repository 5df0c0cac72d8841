"""On Guard's status says how near each of THE END's triggers is (issue 29 item 16): "the
Gold Bar target reached", "Not enough Settlers to re-fill the Settler caravan", "Anyone
builds on their 12th town space"."""

from tests.test_on_guard_rulings_read import data_file


def test_a_new_game_is_far_from_the_end(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    # 75 Gold Bars for three; 55 settlers less the wagon's 3 = 52, a refill takes 3: 17
    assert cli.json("status")["end_near"] == {
        "gold_bars": {"held": 0, "target": 75, "to_go": 75},
        "settlers": {"supply": 52, "per_refill": 3, "refills": 17},
        "town": {"player": "Ann", "spaces_left": 12}}
    assert "Nearing THE END: 75 Gold Bars to go; settlers for 17 refills; Ann has 12 town " \
           "spaces left." in " ".join(cli.ok("status").split())


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
    assert cli.json("status")["end_near"] == {
        "gold_bars": {"held": 2, "target": 75, "to_go": 73},
        "settlers": {"supply": 48, "per_refill": 4, "refills": 12},
        "town": {"player": "Bob", "spaces_left": 10}}
    assert "Nearing THE END: 73 Gold Bars to go; settlers for 12 refills; Bob has 10 town " \
           "spaces left." in " ".join(cli.ok("status").split())
