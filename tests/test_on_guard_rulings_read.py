"""On Guard's rulings read from the text (issue 29 items 12, 13 and 15), through the command
line: a newcomer's site, every amount in its parts, two of the same building, the Healer
Shrine's settler where the Alderman chooses, and ruling 3's Gold Bars sentence."""

from companion.games.on_guard import GAME


def data_file(tmp_path, *changes: tuple[str, str]):
    """The shipped data file with each (old, new) text replaced once."""
    text = GAME.default_data_path().read_text()
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / "on-guard.toml"
    path.write_text(text)
    return str(path)


# --- item 12: a newcomer's site --------------------------------------------------------
def test_a_newcomer_takes_his_kind_from_the_revealed_sites(cli, tmp_path):
    # three Iron Ore Mines in all: Ann's, Bob's, and (with seed 2) one lying revealed
    mine = data_file(tmp_path, ('plural = "Iron Ore Mines"\ncount = 12',
                                'plural = "Iron Ore Mines"\ncount = 3'))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "2", "--data", mine)
    before = cli.json("status")
    assert before["revealed"].count("ore-mine") == 1 and len(before["revealed"]) == 4
    out = cli.ok("join", "Dee")                 # the 4th seat starts on an Iron Ore Mine
    assert "Revealed sites -> Dee 1 Iron Ore Mine: a new Alderman's site" in out
    after = cli.json("status")
    assert after["players"][3]["sites"] == [{"kind": "ore-mine", "occupied": False}]
    # one more for the newcomer ("add another") and one in place of his: #A + 1 = 5
    assert "ore-mine" not in after["revealed"] and len(after["revealed"]) == 5
    assert after["supply"]["site_pile"] == before["supply"]["site_pile"] - 2


# --- item 13: every amount in its parts --------------------------------------------------
def parts_table(cli, tmp_path):
    """Three Aldermen with 9F each to build with."""
    mine = data_file(tmp_path, ("faradinars = 2 ", "faradinars = 9 "))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", mine)
    return cli


def ann_first_to_build(cli, tmp_path):
    """Season 1: Ann develops a quarry (the First's privilege) and mans it; season 2 opens
    with Ann First in Build (10F with the card's bonus), her quarry occupied."""
    table = parts_table(cli, tmp_path)
    table.ok("first", "Ann", "develop")
    table.ok("develop", "Ann", "quarry")
    for player in ("Bob", "Cy"):
        table.ok("pass", player)
    table.ok("first", "Bob", "settle")           # Ann mans her quarry
    table.ok("settle", "Bob", "ore-mine")
    table.ok("settle", "Cy", "coal-mine")
    table.ok("settle", "Ann", "quarry")           # her one settler
    table.ok("first", "Cy", "trade")             # nobody holds a good: all passed
    table.ok("first", "Ann", "build")            # a new season, Ann First
    return table


def test_a_building_s_price_says_its_parts(cli, tmp_path):
    table = ann_first_to_build(cli, tmp_path)
    out = table.ok("build", "Ann", "workshop")   # 7 - 1 First - 1 quarry
    assert "Ann -> Bank 5F: 7 - 1 First - 1 quarry (builds the Workshop)" in out
    assert "5F: 7 - 1 First - 1 quarry" in table.ok("log", "--player", "Ann")
    assert table.json("status")["players"][0]["faradinars"] == 9 + 1 - 5   # +1: build's bonus
    assert "Ann -> Bank 5F: 7 - 1 Startspieler - 1 Steinbruch (baut Workshop)" \
        in table.ok("--lang", "de", "log")
    assert "Ann -> Bank 5F: 7 - 1 pierwszy gracz - 1 kamieniołom (buduje Workshop)" \
        in table.ok("--lang", "pl", "log")


def test_a_phone_s_preview_says_the_parts(cli, tmp_path):
    from companion.cli.asking import command_tree
    from companion.moves import asking
    from companion.moves.context import Context

    table = ann_first_to_build(cli, tmp_path)
    context = Context(table.game)
    _summary, effects = asking.rehearse(context, command_tree(context),
                                        ["build", "Ann", "workshop"])
    assert "Ann -> Bank 5F: 7 - 1 First - 1 quarry (builds the Workshop)" in effects


def test_gold_bars_and_a_sale_say_their_parts(cli, tmp_path):
    table = parts_table(cli, tmp_path)
    table.ok("first", "Ann", "settle")
    for player, place in (("Ann", "ore-mine"), ("Bob", "ore-mine"), ("Cy", "coal-mine")):
        table.ok("settle", player, place)
    table.ok("first", "Bob", "build")
    table.ok("pass", "Bob")
    table.ok("build", "Cy", "inn")               # 8F
    table.ok("pass", "Ann")
    table.ok("first", "Cy", "produce")           # Cy: 1 coal, and 1 as First
    table.ok("first", "Ann", "settle")           # season 2: Cy mans his Inn
    table.ok("settle", "Cy", "inn")
    table.ok("first", "Bob", "develop")
    for player in ("Bob", "Cy", "Ann"):
        table.ok("pass", player)
    table.ok("first", "Cy", "export")            # Cy's 2 coal go on Caravan 1
    out = table.ok("export", "Cy", "coal")
    assert "Supply -> Cy 4 Gold Bars: 2 loads + 1 First + 1 Inn (exports 2 coal)" in out
    assert "4 Gold Bars: 2 loads + 1 First + 1 Inn" in table.ok("log", "--player", "Cy")
    assert table.json("status")["players"][2]["gold_bars"] == 4


# --- item 15: two of the same building, the Healer Shrine's site, ruling 3 ---------------
def test_an_alderman_may_own_two_of_a_minor_building_and_both_work(cli, tmp_path):
    mine = data_file(tmp_path, ("faradinars = 2 ", "faradinars = 9 "))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", mine)
    cli.ok("first", "Ann", "build")
    cli.ok("build", "Ann", "small-market")       # 1 - 1 First: nothing to pay
    cli.ok("pass", "Bob")
    cli.ok("pass", "Cy")
    cli.ok("first", "Bob", "produce")
    cli.ok("first", "Cy", "develop")
    for player in ("Cy", "Ann", "Bob"):
        cli.ok("pass", player)
    out = cli.ok("first", "Ann", "build")        # season 2: the second Small Market
    out = cli.ok("build", "Ann", "small-market")
    assert "Ann -> Bank" not in out              # 1 - 1 First again
    status = cli.json("status")
    assert [b["name"] for b in status["players"][0]["buildings"]] == ["small-market"] * 2
    assert status["supply"]["buildings"]["small-market"] == 0   # "Max 2 of each in town"
    refused = cli("build", "Bob", "small-market")
    assert refused.code == 1 and "no Small Market is left" in refused.err
    rulings = " ".join(cli.ok("rules", "on-guard", "rulings").split())
    assert '"MINOR BUILDINGS (Max 2 of each in town)"' in rulings
    assert "Neither forbids an Alderman two of the same minor building" in rulings


def test_puerto_rico_s_one_of_each_is_a_switch(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3",
           "--rule", "one_of_each=true")
    cli.ok("first", "Ann", "build")
    cli.ok("build", "Ann", "small-market")
    for player in ("Bob", "Cy"):
        cli.ok("pass", player)
    cli.ok("first", "Bob", "produce")
    cli.ok("first", "Cy", "develop")
    for player in ("Cy", "Ann", "Bob"):
        cli.ok("pass", player)
    cli.ok("first", "Ann", "build")
    refused = cli("build", "Ann", "small-market")
    assert refused.code == 1 and refused.err == (
        "error: Ann already has the Small Market: with one_of_each, nobody owns two of the "
        "same building (ruling 13)\n")


def test_ruling_3_cites_the_gold_bars_sentence(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy")
    rulings = " ".join(cli.ok("rules", "on-guard", "rulings").split())
    assert 'the current economic cycle will be deemed complete and the most successful ' \
           'Alderman appointed as the new Mayor."' in rulings
    assert "--rule end_at=season" in rulings


def test_the_healer_shrine_s_settler_goes_to_the_new_site_chosen(cli, tmp_path):
    mine = data_file(tmp_path, ("faradinars = 2 ", "faradinars = 9 "))
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3", "--data", mine)
    for line in (["first", "Ann", "build"], ["build", "Ann", "manor-house"], ["pass", "Bob"],
                 ["pass", "Cy"], ["first", "Bob", "settle"], ["settle", "Bob", "ore-mine"],
                 ["settle", "Cy", "coal-mine"], ["settle", "Ann", "manor-house"],
                 ["first", "Cy", "produce"],
                 ["first", "Ann", "build"], ["build", "Ann", "healer-shrine"], ["pass", "Bob"],
                 ["pass", "Cy"],
                 ["first", "Bob", "settle"],          # Bob and Cy have no free space
                 ["settle", "Ann", "healer-shrine"],
                 ["first", "Cy", "develop"], ["pass", "Cy"]):
        cli.ok(*line)
    site = next(k for k in cli.json("status")["revealed"] if k != "quarry")
    before = cli.json("status")
    refused = cli("develop", "Ann", site, "--manor", "quarry", "--shrine", "ore-mine")
    assert refused.code == 1 and refused.err == (
        f"error: the Healer Shrine's settler goes to a site claimed now: {site} or manor or "
        "quarry\n")
    assert cli.json("status") == before
    out = cli.ok("develop", "Ann", site, "--manor", "quarry", "--shrine", "manor")
    assert "the Healer Shrine's settler to the Manor House's site" in out
    sites = cli.json("status")["players"][0]["sites"]
    assert sites == [{"kind": "ore-mine", "occupied": False},
                     {"kind": "quarry", "occupied": True},     # the Manor House's, settled
                     {"kind": site, "occupied": False}]


def test_a_shrine_choice_without_a_shrine_is_refused(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("first", "Ann", "develop")
    refused = cli("develop", "Ann", "quarry", "--shrine", "quarry")
    assert refused.code == 1 and refused.err == "error: Ann has no occupied Healer Shrine\n"


def test_a_sale_says_its_parts(cli, tmp_path):
    from tests.test_on_guard_no_choice import wagon_train_table

    table = wagon_train_table(cli, tmp_path)
    table.ok("first", "Ann", "settle")
    table.ok("settle", "Cy", "wagon-train")
    table.ok("first", "Bob", "produce")           # Cy's coal mine: 1 more coal
    table.ok("first", "Cy", "trade")
    assert "Cy may sell coal for 1F (0 + 1 First)." in table.ok("status")
    assert table.json("status")["sales"] == [{"good": "coal", "faradinars": 1,
                                              "parts": "0 + 1 First"}]
    out = table.ok("trade", "Cy", "coal")          # coal 0, and 1 as First
    assert "Bank -> Cy 1F: 0 + 1 First (sells coal)" in out
