"""The live page's boards for Eurobusiness, Pay Day and On Guard: the SVG parses, every token
sits on its player's field or day, and owners, buildings and loads show where they are."""

import xml.etree.ElementTree as ET

from companion.core.session import Session
from companion.games.on_guard.state import SUPPLY, caravan_name
from companion.games.payday.state import BANK, POT
from companion.table import live, ring
from companion.table.colours import player_colours
from tests import eurobusiness_helpers as euro, on_guard_helpers as guard, payday_helpers as payday

SVG = "{http://www.w3.org/2000/svg}"
COLOURS = player_colours(["Ann", "Bob", "Cy"])


def parsed(svg: str) -> ET.Element:
    """The board's drawing, or its panels (On Guard's) under one root."""
    return ET.fromstring(f"<board>{svg}</board>")


def panel(root: ET.Element, title: str) -> ET.Element:
    """The panel (one <svg>, with its own coordinates) titled `title`."""
    (found,) = [p for p in root.iter(f"{SVG}svg") if p.find(f"{SVG}title").text == title]
    return found


def tip(element: ET.Element) -> str:
    title = element.find(f"{SVG}title")
    return title.text if title is not None else ""


def titled(root: ET.Element, tag: str, start: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{SVG}{tag}") if tip(e).startswith(start)]


def box(element: ET.Element) -> tuple[float, float, float, float]:
    x, y = float(element.get("x")), float(element.get("y"))
    return x, y, x + float(element.get("width")), float(element.get("height")) + y


def within(point: tuple[float, float], area: tuple[float, float, float, float]) -> bool:
    return area[0] <= point[0] <= area[2] and area[1] <= point[1] <= area[3]


def centre(element: ET.Element) -> tuple[float, float]:
    if element.tag == f"{SVG}circle":
        return float(element.get("cx")), float(element.get("cy"))
    x0, y0, x1, y1 = box(element)
    return (x0 + x1) / 2, (y0 + y1) / 2


def inside(root: ET.Element, tag: str, area, **attrs) -> list[ET.Element]:
    """The `tag` elements whose centre lies in `area`, with the attributes given."""
    return [e for e in root.iter(f"{SVG}{tag}") if within(centre(e), area)
            and all(e.get(k) == v for k, v in attrs.items())]


def token_on(root: ET.Element, player: str, word: str, area) -> None:
    """Exactly one token of `player`, and it lies in `area`."""
    (token,) = titled(root, "circle", f"{player}'s {word}")
    assert within(centre(token), area), (player, centre(token), area)


# --- Eurobusiness --------------------------------------------------------------------------
def field_area(root: ET.Element, state, number: int):
    """The field's own box: the first drawn with its tip (its holder's band comes after)."""
    return box(titled(root, "rect", state.label(number))[0])


def test_eurobusiness_hand_set_pawns_owners_buildings_and_mortgages():
    table = euro.Table()
    table.give("Ann", 2, houses=3)
    table.give("Ann", 4)
    table.state.hotels.append(4)
    table.give("Bob", 10)
    table.state.mortgaged.append(10)
    for player, field in (("Ann", 1), ("Bob", 10), ("Cy", 40)):
        table.at(player, field)
    state = table.state
    root = parsed(euro.GAME.board_svg(state))
    assert sum("'s pawn" in tip(c) for c in root.iter(f"{SVG}circle")) == 3
    token_on(root, "Ann", "pawn", field_area(root, state, 1))
    token_on(root, "Bob", "pawn", field_area(root, state, 10))
    token_on(root, "Cy", "pawn", field_area(root, state, 40))
    thessaloniki, athens = titled(root, "rect", "Thessaloniki (2)"), titled(root, "rect", "Athens")
    assert tip(thessaloniki[0]) == "Thessaloniki (2), held by Ann, 3 houses"
    assert tip(athens[0]) == "Athens (4), held by Ann, a hotel"
    assert [r.get("fill") for r in thessaloniki[1:]] == [COLOURS["Ann"]]   # the owner's band
    assert len(inside(root, "rect", box(thessaloniki[0]), fill="#2e7d32")) == 3
    assert len(inside(root, "rect", box(athens[0]), fill=ring.MORTGAGED)) == 1
    assert inside(root, "rect", box(athens[0]), fill="#2e7d32") == []
    rome = field_area(root, state, 10)
    crosses = [line for line in root.iter(f"{SVG}polyline")
               if line.get("stroke") == ring.MORTGAGED]
    on_rome = [line for line in crosses
               if all(within(tuple(map(float, p.split(","))), rome)
                      for p in line.get("points").split())]
    assert len(on_rome) == 2 and len(crosses) == 2 + 2   # and the key's cross
    assert tip(titled(root, "rect", "Rome (10)")[0]) == "Rome (10), held by Bob, mortgaged"


def test_eurobusiness_after_moves_on_the_command_line(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")
    cli.ok("buy", "Ann", "Rome")
    cli.ok("mortgage", "Ann", "Rome")
    cli.ok("move", "Bob", "4")
    session = Session.open(cli.game)
    state = session.state()
    root = parsed(live.snapshot(session)["board"])
    assert tip(titled(root, "rect", "Rome (10)")[0]) == "Rome (10), held by Ann, mortgaged"
    assert [r.get("fill") for r in titled(root, "rect", "Rome (10)")[1:]] == [COLOURS["Ann"]]
    assert {tip(r) for r in root.iter(f"{SVG}rect") if "held by" in tip(r)} == {
        "Rome (10), held by Ann, mortgaged"}
    token_on(root, "Ann", "pawn", field_area(root, state, 10))
    token_on(root, "Bob", "pawn", field_area(root, state, 5))
    token_on(root, "Cy", "pawn", field_area(root, state, 1))


def test_eurobusiness_houses_then_hotels_built_on_the_command_line(cli):
    """Greece dealt to Ann; three houses a round at most, so two rounds of building reach
    three houses on each city, and a third brings the fourth houses, then the hotels."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    for city in ("2", "4", "2"):
        cli.ok("build", "Ann", city)

    def a_round_then_build(*cities: str) -> None:   # to Jail, then to Free Parking
        for player in ("Ann", "Bob", "Cy"):
            cli.ok("move", player, "10")
        for city in cities:
            cli.ok("build", "Ann", city)

    a_round_then_build("4", "2", "4")
    root, state = board(cli)
    for label in ("Thessaloniki (2)", "Athens (4)"):
        area = box(titled(root, "rect", label)[0])
        assert len(inside(root, "rect", area, fill="#2e7d32")) == 3
        assert inside(root, "rect", area, fill=ring.MORTGAGED) == []
        assert tip(titled(root, "rect", label)[0]) == f"{label}, held by Ann, 3 houses"
    assert "the bank holds 26 houses, 12 hotels" in [t.text for t in root.iter(f"{SVG}text")]
    a_round_then_build("2", "4", "2", "4")
    root, state = board(cli)
    for label in ("Thessaloniki (2)", "Athens (4)"):
        area = box(titled(root, "rect", label)[0])
        assert inside(root, "rect", area, fill="#2e7d32") == []
        assert len(inside(root, "rect", area, fill=ring.MORTGAGED)) == 1
        assert tip(titled(root, "rect", label)[0]) == f"{label}, held by Ann, a hotel"
    assert "the bank holds 32 houses, 10 hotels" in [t.text for t in root.iter(f"{SVG}text")]
    token_on(root, "Bob", "pawn", field_area(root, state, 21))


def board(cli):
    """The live page's board of the open game, parsed, and the game's state."""
    session = Session.open(cli.game)
    return parsed(live.snapshot(session)["board"]), session.state()


# --- Pay Day ---------------------------------------------------------------------------------
def test_pay_day_hand_set_tokens_days_and_pot():
    state = payday.new_game()
    state.days.update({"Ann": 0, "Bob": 15, "Cy": 31})
    state.pay(BANK, POT, 300, "test position")
    root = parsed(payday.GAME.board_svg(state))
    days = [tip(r) for r in root.iter(f"{SVG}rect") if tip(r).startswith("day ")]
    assert len(days) == 31 and days[0] == "day 1: Mail (1)" and days[7] == "day 8: Mail (3)"
    assert days[14] == "day 15: City Election" and days[30] == "day 31: Pay Day"
    sunday, monday = titled(root, "rect", "day 7:")[0], titled(root, "rect", "day 8:")[0]
    assert box(sunday)[0] > box(titled(root, "rect", "day 6:")[0])[0] > box(monday)[0]
    assert box(monday)[0] == box(titled(root, "rect", "day 1:")[0])[0]   # a new week
    token_on(root, "Ann", "token on day 0", box(titled(root, "rect", "Start")[0]))
    token_on(root, "Bob", "token on day 15", box(titled(root, "rect", "day 15:")[0]))
    token_on(root, "Cy", "token on day 31", box(titled(root, "rect", "day 31:")[0]))
    assert "300 $" in [t.text for t in root.iter(f"{SVG}text")]
    assert tip(titled(root, "rect", "the pot")[0]) == "the pot holds 300 $"


def test_pay_day_after_a_month_on_the_command_line(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob,Cy", "--months", "2", "--seed", "5")
    cli.ok("land", "Ann", "1")
    cli.ok("draw", "Dr. Bohrer")
    cli.ok("next")
    payday.walk_cli(cli, "Bob", 31)               # Cy and Ann rest on the way, up to day 17
    cli.ok("savings", "deposit", "Bob", "600")
    cli.ok("next")
    root = parsed(live.snapshot(Session.open(cli.game))["board"])
    token_on(root, "Ann", "token on day 17", box(titled(root, "rect", "day 17:")[0]))
    token_on(root, "Bob", "token on day 0", box(titled(root, "rect", "Start")[0]))
    token_on(root, "Cy", "token on day 17", box(titled(root, "rect", "day 17:")[0]))
    words = [t.text for t in root.iter(f"{SVG}text")]
    assert "Bob: month 2 of 2, day 0" in words and "Ann: month 1 of 2, day 17" in words
    assert "0 $" in words


# --- On Guard --------------------------------------------------------------------------------
def test_on_guard_hand_set_towns_and_supply():
    state = guard.new_game()
    guard.give(state, "Ann", sites=[("quarry", True)], buildings=[("small-market", 1)],
               goods={"wool": 2})
    guard.give(state, "Bob", buildings=[("large-iron-foundry", 2)])
    state.caravans[1]["kind"] = "iron"
    state.move("iron", SUPPLY, caravan_name(1), 3, "test position")
    root = parsed(guard.GAME.board_svg(state))
    ann, bob, demesne = (panel(root, t) for t in ("Ann's town", "Bob's town", "The demesne"))
    assert [tip(r) for r in titled(ann, "rect", "Ann's")] == [
        "Ann's town", "Ann's Iron Ore Mine, no settler", "Ann's Stone Quarry, settled",
        "Ann's Small Market: 1 of 1 settlers"]
    (wool,) = titled(ann, "rect", "Ann holds")
    assert tip(wool) == "Ann holds 2 wool" and wool.get("fill") == "#efe6cf"
    market = box(titled(ann, "rect", "Ann's Small Market")[0])
    assert len(inside(ann, "circle", market, fill="#4e342e")) == 1
    foundry = box(titled(bob, "rect", "Bob's Large Iron Foundry")[0])
    assert len(inside(bob, "circle", foundry)) == 3          # three places
    assert len(inside(bob, "circle", foundry, fill="#4e342e")) == 2
    loads = titled(demesne, "rect", "Caravan 2 (5 loads): 3 iron")
    assert len(loads) == 5 and [r.get("fill") for r in loads].count("#7d8fa3") == 3
    assert "Trading House: empty" in {tip(r) for r in demesne.iter(f"{SVG}rect")}
    words = [t.text for t in demesne.iter(f"{SVG}text")]
    assert f"wagon: {state.setup['wagon']}" in words
    words = [t.text for t in ann.iter(f"{SVG}text")]
    assert "2F · 0 Gold Bars" in words and words[words.index("spare") + 1] == "0 settlers"


def test_on_guard_after_a_build_on_the_command_line(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    for command in (("first", "Ann", "settle"), ("settle", "Ann", "ore-mine"),
                    ("settle", "Bob", "ore-mine"), ("settle", "Cy", "coal-mine"),
                    ("first", "Bob", "build"), ("build", "Bob", "small-market")):
        cli.ok(*command)
    root = parsed(live.snapshot(Session.open(cli.game))["board"])
    assert [tip(r) for r in titled(root, "rect", "Bob's")] == [
        "Bob's town", "Bob's Iron Ore Mine, settled", "Bob's Small Market: 0 of 1 settlers"]
    assert titled(root, "rect", "Ann's Small Market") == []
