"""Phones that play (issue 32): bids at an auction, the highest on every screen and one entry
when the banker accepts it; a sale offered from a phone that waits for the buyer's agreement
on theirs; the throw typed from the table's dice or rolled by companion; entries flagged as
looking wrong; and every forged, foreign or replayed write of these kinds refused."""

import json
import sqlite3
import time

import pytest

from companion.core import links
from companion.moves.context import Context
from tests.table_helpers import serving
from tests.test_phones import entries, request

THROW = "\x1f".join(("move", "Ann", "{throw}"))


@pytest.fixture
def table(cli, request_options):
    with serving(cli, **request_options) as served:
        yield served


@pytest.fixture
def request_options():
    return {}


def post(port, token, what, body, **kw):
    status, text = request(port, "POST", f"/p/{token}/{what}", body, **kw)
    return status, json.loads(text) if text else {}


def page(port, path: str, words: str) -> str:
    """The page at `path` once it shows `words` (the server makes it within 0.2 s of a
    change), else as it is after 10 s."""
    deadline = time.monotonic() + 10
    while True:
        text = request(port, "GET", path)[1]
        if words in text or time.monotonic() > deadline:
            return text
        time.sleep(0.05)


def rid(n: int) -> str:
    return f"{n:032x}"


def moves(cli, player: str) -> dict:
    session = Context(cli.game).session()
    return {m.argv[0]: m for m in session.game.requestable(session.state(), player)}


def key(move) -> str:
    return "\x1f".join(move.argv)


def states(path) -> dict[int, str]:
    conn = sqlite3.connect(path)
    try:
        return dict(conn.execute("SELECT id, state FROM requests").fetchall())
    finally:
        conn.close()


def bid(port, held, cli, player: str, amount: str, n: int):
    return post(port, held[player], "ask", {"key": key(moves(cli, player)["auction"]),
                                            "values": {"amount": amount}, "rid": rid(n)})


@pytest.fixture
def discretion(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "3")   # Oakfield Farm
    return cli                                                              # at auction


def test_bids_from_phones_the_highest_on_every_screen_and_one_entry(discretion, table):
    port, held = table
    assert bid(port, held, discretion, "Bob", "300k", 1)[0] == 200
    assert bid(port, held, discretion, "Cy", "350k", 2)[0] == 200
    status, said = bid(port, held, discretion, "Ann", "350k", 3)          # not above Cy's
    assert status == 422 and said["error"] == ("a bid must top the highest, Cy's "
                                               "350,000")
    assert bid(port, held, discretion, "Bob", "400k", 4)[0] == 200
    assert bid(port, held, discretion, "Bob", "400k", 4)[1]["fresh"] is False  # replayed
    assert states(discretion.game) == {1: "outbid", 2: "outbid", 3: "waiting"}
    shown = json.loads(page(port, "/state.json", "\"amount\": 400000"))
    assert [{k: v for k, v in b.items() if k != "at"} for b in shown["bids"]] == [
        {"lot": "Oakfield Farm", "player": "Bob", "amount": 400000, "id": 3}]
    assert "Highest bid for Oakfield Farm: Bob, 400,000" in page(port, f"/p/{held['Cy']}",
                                                                 "Highest bid")
    assert discretion.ok("accept", "3")
    [(_seq, body, summary, _effects)] = entries(discretion.game)
    assert json.loads(body) == {"type": "auction", "plot": 1, "no_bid": False,
                                "winner": "Bob", "price": 400000, "asked_by": "Bob"}
    assert summary.endswith("(asked by Bob)") and "Bob" in summary
    assert "Highest bid" not in page(port, "/", "class=\"seq\">#1<")


def test_an_outbid_request_reads_outbid_on_the_phone(discretion, table):
    port, held = table
    bid(port, held, discretion, "Bob", "300k", 1)
    bid(port, held, discretion, "Cy", "310k", 2)
    mine = page(port, f"/p/{held['Bob']}", "outbid").split("Your requests")[1].split("</ul>")[0]
    assert "Oakfield Farm to Bob for 300,000: outbid</li>" in mine and "--winner" not in mine


@pytest.mark.parametrize("request_options", [{"countdown": 2}])
def test_with_a_countdown_the_highest_bid_buys_when_no_higher_one_came(discretion, table):
    port, held = table
    assert bid(port, held, discretion, "Bob", "300k", 1)[0] == 200
    assert 'class="going"' in page(port, "/", 'class="going"')   # the TV counts down
    assert entries(discretion.game) == []
    deadline = time.monotonic() + 10
    while not entries(discretion.game) and time.monotonic() < deadline:
        time.sleep(0.1)
    [(_seq, body, summary, _effects)] = entries(discretion.game)
    assert json.loads(body)["winner"] == "Bob" and json.loads(body)["price"] == 300000
    assert summary.endswith("(asked by Bob)") and states(discretion.game) == {1: "accepted"}


@pytest.fixture
def dealt(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal")                       # Ann holds Rome and West Railways; Ann to move
    return cli


def offer(port, held, cli, price="300", n=1, buyer="Bob"):
    sale = moves(cli, "Ann")["trade"]
    return post(port, held["Ann"], "ask", {"key": key(sale), "rid": rid(n), "values": {
        "field": "Rome", "buyer": buyer, "amount": price}})


def test_a_sale_waits_for_the_buyers_agreement_then_the_bankers_accept(dealt, table):
    port, held = table
    status, asked = offer(port, held, dealt)
    assert status == 200 and asked["state"] == "waiting"
    refused = dealt("accept", str(asked["id"]))
    assert refused.code == 1 and "waits for Bob to agree on their phone" in refused.err
    assert states(dealt.game) == {1: "waiting"}                  # still waiting, no entry
    assert "(waiting for Bob to agree)" in dealt.ok("requests")
    bob = page(port, f"/p/{held['Bob']}", 'class="agree"')
    assert 'class="agree" data-id="1"' in bob and "Ann offers: " in bob
    assert 'class="agree"' not in request(port, "GET", f"/p/{held['Cy']}")[1]
    assert post(port, held["Bob"], "agree", {"id": 1}) == (200, {"id": 1, "agreed": True})
    assert post(port, held["Bob"], "agree", {"id": 1})[0] == 200      # replayed: the same
    dealt.ok("accept", "1")
    [_deal, (_seq, body, summary, _effects)] = entries(dealt.game)
    assert json.loads(body)["buyer"] == "Bob" and json.loads(body)["price"] == 300
    assert summary.endswith("(asked by Ann)")


@pytest.mark.parametrize("case", ["foreign", "seller", "forged", "cross-origin", "no-id"])
def test_an_agreement_not_the_buyers_own_is_refused_and_stores_nothing(dealt, table, case):
    port, held = table
    offer(port, held, dealt)
    token, body, kw = held["Cy"], {"id": 1}, {}
    if case == "seller":
        token = held["Ann"]
    elif case == "forged":
        token = "A" * 32
    elif case == "cross-origin":
        token, kw = held["Bob"], {"origin": "http://evil.example"}
    elif case == "no-id":
        token, body = held["Bob"], {"id": "1"}
    status, said = post(port, token, "agree", body, **kw)
    assert status == {"foreign": 422, "seller": 422, "forged": 403, "cross-origin": 403,
                      "no-id": 422}[case]
    conn = sqlite3.connect(dealt.game)
    assert conn.execute("SELECT count(*) FROM agreed").fetchone()[0] == 0
    conn.close()
    assert "waits for Bob" in dealt("accept", "1").err


def test_the_throw_typed_from_the_tables_dice(dealt, table):
    port, held = table
    status, said = post(port, held["Ann"], "preview", {"key": THROW, "values": {"die1": "7"}})
    assert status == 422 and said["error"] == "choose each die's number, 1 to 6"
    for n, dice in enumerate(((4, 4), (2, 5)), 1):
        status, asked = post(port, held["Ann"], "ask", {"key": THROW, "rid": rid(n), "values": {
            "die1": str(dice[0]), "die2": str(dice[1])}})
        assert status == 200
        dealt.ok("accept", str(asked["id"]))
    bodies = [json.loads(body) for _seq, body, _s, _e in entries(dealt.game)[1:]]
    assert [(b["steps"], b["double"]) for b in bodies] == [(8, True), (7, False)]


@pytest.mark.parametrize("request_options", [{"roll": True}])
def test_the_throw_rolled_by_companion_is_said_in_the_entry(dealt, table):
    port, held = table
    status, said = post(port, held["Ann"], "preview", {"key": THROW, "values": {}})
    assert said == {"command": "", "summary": "companion rolls the dice when you send this",
                    "effects": []}
    status, asked = post(port, held["Ann"], "ask", {"key": THROW, "rid": rid(1), "values": {
        "die1": "6", "die2": "6"}})                     # the phone's own numbers are not used
    [stored] = links.waiting(dealt.game)
    dice = stored.rolled()
    assert len(dice) == 2 and all(1 <= d <= 6 for d in dice)
    dealt.ok("accept", str(asked["id"]))
    [_deal, (_seq, body, summary, _effects)] = entries(dealt.game)
    assert json.loads(body)["rolled"] == dice and json.loads(body)["steps"] == sum(dice)
    assert summary.endswith(f"(asked by Ann), dice rolled by companion: {dice[0]} + {dice[1]}")


def test_an_entry_flagged_from_a_phone_is_shown_to_the_banker(dealt, table):
    port, held = table
    assert post(port, held["Bob"], "flag", {"seq": 1, "rid": rid(1)}) == (
        200, {"id": 1, "fresh": True})
    assert post(port, held["Bob"], "flag", {"seq": 1, "rid": rid(1)})[1]["fresh"] is False
    assert post(port, held["Bob"], "flag", {"seq": 2, "rid": rid(2)}) == (
        422, {"error": "there is no entry 2"})
    assert post(port, "A" * 32, "flag", {"seq": 1, "rid": rid(3)})[0] == 403
    assert post(port, held["Cy"], "flag", {"seq": 1, "rid": rid(4)},
                origin="http://evil.example")[0] == 403
    assert dealt.ok("requests").splitlines() == ["No request waits.",
                                                 "Bob thinks entry #1 looks wrong"]
    assert dealt.json("requests")["flags"] == [{"player": "Bob", "seq": 1}]


def new_kind(cli, kind: str, player: str) -> tuple[str, dict]:
    """(the path's last word, the body) of a write of `kind` as `player`'s phone sends it."""
    if kind == "agree":
        return "agree", {"id": 1}
    if kind == "flag":
        return "flag", {"seq": 1, "rid": rid(9)}
    if kind == "throw":
        return "ask", {"key": THROW, "rid": rid(9), "values": {"die1": "1", "die2": "2"}}
    if kind == "bid":   # Ann's bid at the auction of the field declined
        return "ask", {"key": "auction\x1fSouth Railways\x1f--winner\x1fAnn\x1f--price\x1f"
                              "{amount}", "rid": rid(9), "values": {"amount": "300"}}
    return "ask", {"key": "trade\x1fAnn\x1f{field}\x1f{buyer}\x1f--price\x1f{amount}",
                   "rid": rid(9), "values": {"field": "Rome", "buyer": "Cy", "amount": "90"}}


@pytest.mark.parametrize("case", ["forged", "foreign", "cross-origin", "renewed"])
@pytest.mark.parametrize("kind", ["bid", "sale", "throw", "agree", "flag"])
def test_every_new_kind_forged_foreign_or_replayed_writes_nothing_more(dealt, table, kind,
                                                                       case):
    """Ann's throw, bid and sale, Bob's agreement to Ann's sale (#1), a flag: sent with a
    forged or renewed token, from another origin, or by the wrong player (Bob for Ann's
    moves; Cy for the agreement; for a flag, a foreign entry), nothing more is stored; the
    same write replayed by its own player is stored once."""
    port, held = table
    offer(port, held, dealt, buyer="Bob", n=1)           # #1: Ann offers Rome to Bob
    if kind == "bid":
        dealt.ok("move", "Ann", "5")                     # Ann on South Railways, declined:
        dealt.ok("decline")                              # at auction
    what, body = new_kind(dealt, kind, "Ann")
    own = "Bob" if kind == "agree" else "Ann"
    token, kw = held[own], {}
    if case == "forged":
        token = "A" * 32
    elif case == "renewed":
        dealt.ok("links", "--renew", own)
    elif case == "cross-origin":
        kw = {"origin": "http://evil.example"}
    elif kind == "flag":
        body = {**body, "seq": 99}
    else:
        token = held["Cy" if own == "Bob" else "Bob"]
    before = (states(dealt.game), len(entries(dealt.game)))
    status, _said = post(port, token, what, body, **kw)
    assert status == (422 if case == "foreign" else 403)
    conn = sqlite3.connect(dealt.game)
    stored = [conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
              for table in ("agreed", "flags")]
    conn.close()
    assert (states(dealt.game), len(entries(dealt.game)), stored) == (*before, [0, 0])
    if case == "forged":                                 # replayed by its own player: once
        first = post(port, held[own], what, body)
        again = post(port, held[own], what, body)
        assert first[0] == again[0] == 200, first
        assert len(states(dealt.game)) == len(before[0]) + (what == "ask")


def test_the_landlords_game_a_throw_a_bid_for_the_card_and_a_sale(cli):
    """The Landlord's Game: Ann's throw of 1 and 2 from her phone stops her on Lonely Lane,
    for sale: Bob and Cy bid (the card's `buy --price`); Bob may not equal Cy's highest, Ann
    who stopped there may, and buys it; then in Bob's turn he sells Goat Alley to Cy, who
    agrees."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal")
    cli.ok("buy", "Bob", "Goat Alley")                   # dealt to him, bought at the deal
    with serving(cli) as (port, held):
        status, asked = post(port, held["Ann"], "ask", {"key": THROW, "rid": rid(1), "values": {
            "die1": "1", "die2": "2"}})
        assert status == 200
        cli.ok("accept", str(asked["id"]))
        lot = "buy\x1f{who}\x1fLonely Lane\x1f--price\x1f{{amount}}"
        for n, (who, price) in enumerate((("Bob", "30"), ("Cy", "40")), 2):
            assert post(port, held[who], "ask", {"key": lot.format(who=who), "rid": rid(n),
                                                  "values": {"amount": price}})[0] == 200
        assert states(cli.game) == {1: "accepted", 2: "outbid", 3: "waiting"}
        status, said = post(port, held["Bob"], "ask", {
            "key": lot.format(who="Bob"), "rid": rid(8), "values": {"amount": "40"}})
        assert (status, said["error"]) == (422, "a bid must top the highest, Cy's $40")
        ann = lot.format(who="Ann")          # who stopped there matches: the highest now
        assert post(port, held["Ann"], "ask", {"key": ann, "rid": rid(9), "values": {
            "amount": "40"}})[0] == 200
        assert states(cli.game) == {1: "accepted", 2: "outbid", 3: "outbid", 4: "waiting"}
        cli.ok("accept", "4")
        sale = "sell\x1fBob\x1f{card}\x1f{buyer}\x1f--price\x1f{amount}"
        status, asked = post(port, held["Bob"], "ask", {"key": sale, "rid": rid(4), "values": {
            "card": "Goat Alley", "buyer": "Cy", "amount": "40"}})
        assert status == 200, asked
        assert post(port, held["Cy"], "agree", {"id": asked["id"]})[0] == 200
        cli.ok("accept", str(asked["id"]))
    told = [summary for _seq, _body, summary, _effects in entries(cli.game)]
    assert told[2].startswith("Ann moves 3") and told[2].endswith("(asked by Ann)")
    assert told[3] == "Ann buys Lonely Lane (3) for $40 (asked by Ann)"
    assert "Goat Alley" in told[4] and told[4].endswith("(asked by Bob)")


def test_pay_day_the_die_thrown_from_phones_and_the_mail_taken(cli):
    """Pay Day: Ann throws a 4 (the Buyer: nothing waits), so Bob's throw is offered on his
    phone at once (his throw ends her turn); his 1 brings the mail, which he takes."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "1", "--seed", "5")
    with serving(cli) as (port, held):
        for n, (who, key, values) in enumerate((
                ("Ann", "move\x1fAnn\x1f{throw}", {"die1": "4"}),
                ("Bob", "move\x1fBob\x1f{throw}", {"die1": "1"}),
                ("Bob", "draw", {})), 1):
            status, asked = post(port, held[who], "ask", {"key": key, "rid": rid(n),
                                                          "values": values})
            assert status == 200, asked
            cli.ok("accept", str(asked["id"]))
    told = [summary for _seq, _body, summary, _effects in entries(cli.game)]
    assert told[:2] == ["Ann throws 4 (asked by Ann)", "Bob throws 1 (asked by Bob)"]
    assert told[2].endswith("(asked by Bob)") and len(told) == 3


def test_in_jail_the_throw_for_a_double_is_the_dice_as_jail_takes_them(cli):
    """Eurobusiness: Ann, sent to Jail by two doubles, throws 3 and 3 from her phone:
    `jail Ann --throw 3,3`; a die of 7 is refused."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    for line in ("move Ann 12 --double", "move Ann 12 --double", "move Bob 5", "buy",
                 "move Cy 4"):
        cli.ok(*line.split())
    key = "jail\x1fAnn\x1f--throw\x1f{dice}"
    assert set(moves(cli, "Ann")) == {"jail", "pay"}
    with serving(cli) as (port, held):
        refused = post(port, held["Ann"], "ask", {"key": key, "rid": rid(1), "values": {
            "die1": "7", "die2": "3"}})
        assert refused == (422, {"error": "choose each die's number, 1 to 6"})
        status, asked = post(port, held["Ann"], "ask", {"key": key, "rid": rid(2), "values": {
            "die1": "3", "die2": "3"}})
        assert status == 200
        cli.ok("accept", str(asked["id"]))
    body = json.loads(entries(cli.game)[-1][1])
    assert (body["how"], body["throw"], body["asked_by"]) == ("throw", "3,3", "Ann")


def test_the_landlords_chance_card_is_previewed_face_down(cli):
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("deal")
    cli.ok("land", "Ann", "Chance 22")
    with serving(cli) as (port, held):
        status, shown = post(port, held["Ann"], "preview", {"key": "chance\x1fAnn",
                                                            "values": {}})
    assert (status, shown) == (200, {"command": "", "effects": [], "summary": (
        "Draw the Chance card: the card stays face down until it is carried out")})


def test_on_guards_export_wagon_train_and_goods_kept_are_the_aldermans_own(cli):
    """On Guard's Export month, on a state given goods: the Alderman whose turn it is may
    load a good a caravan takes; with none a caravan takes, the Wagon Train or a pass; then
    the good he keeps. Each is a command the rules read."""
    from companion.games.on_guard import phone
    from companion.games.on_guard.state import SUPPLY

    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    state = Context(cli.game).session().state()
    state.stock.move("wool", SUPPLY, "Ann", 2, "test")
    state.activity, state.waiting = "export", ["Ann", "Bob"]
    assert [(m.argv, m.choices) for m in phone.moves(state, "Ann")] == [
        (("export", "Ann", "{good}"), (("good", ("wool",)),))]
    assert phone.moves(state, "Bob") == []                  # not his turn yet
    for caravan in state.caravans:                          # every caravan takes coal only
        caravan["kind"] = "coal"
    assert [(m.argv, m.choices) for m in phone.moves(state, "Ann")] == [
        (("export", "Ann", "{good}", "--wagon-train"), (("good", ("wool",)),)),
        (("pass", "Ann"), ())]
    state.keeping = ["Ann"]
    assert [m.argv for m in phone.moves(state, "Ann")] == [("keep", "Ann", "{good}"),
                                                           ("keep", "Ann")]


def test_on_guards_warehouses_store_kinds_from_the_aldermans_phone(cli):
    """The kinds stored whole are offered only as far as manned warehouses and goods go: a
    Large warehouse stores two, and the filled-in command keeps what the typed one keeps."""
    from companion.games.on_guard import goods, phone
    from companion.games.on_guard.state import SUPPLY

    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    state = Context(cli.game).session().state()
    wool, coal, third = list(state.data["goods"])[:3]
    for good, n in ((wool, 3), (coal, 2), (third, 4)):
        state.stock.move(good, SUPPLY, "Ann", n, "test")
    state.activity, state.keeping = "export", ["Ann"]
    assert [m.argv for m in phone.moves(state, "Ann")] == [("keep", "Ann", "{good}"),
                                                           ("keep", "Ann")]
    state.town["Ann"].append({"id": "large-warehouse", "settlers": 1})
    moves = phone.moves(state, "Ann")
    assert [m.argv for m in moves] == [
        ("keep", "Ann", "{good}"),
        ("keep", "Ann", "{good}", "--store", "{store1}"),
        ("keep", "Ann", "{good}", "--store", "{store1}", "--store", "{store2}"),
        ("keep", "Ann")]
    assert moves[2].label == "Keep one good, store 2 kinds whole"
    assert moves[2].choices == tuple((c, (wool, coal, third)) for c in
                                     ("good", "store1", "store2"))
    goods.keep(state, {"type": "keep", "player": "Ann", "one": coal, "store": [wool, third]})
    assert {k: n for k, n in state.goods_of("Ann").items() if n} == {wool: 3, coal: 1,
                                                                     third: 4}


def test_on_guards_kind_stored_asked_from_the_phone_is_the_typed_keep(cli):
    """Seed 8's game, played by the bot to Bob's choice after an export with a manned
    warehouse: his phone's keep with a kind stored, accepted, is the entry `keep --store` makes."""
    import random

    from companion.games.on_guard import goods, phone
    from tests.on_guard_bot import next_action

    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "8")
    session, rng = Context(cli.game).session(), random.Random(8)
    while not session.state().keeping:
        session.act(next_action(session.state(), rng, greedy=False))
    state = session.state()
    assert state.keeping[0] == "Bob" and goods.keep_slots(state, "Bob") == 1
    held = [k for k, n in state.goods_of("Bob").items() if n]
    stored = next(m for m in phone.moves(state, "Bob") if "--store" in m.argv)
    with serving(cli) as (port, tokens):
        text = page(port, f"/p/{tokens['Bob']}", "kind stored")
        assert "Keep one good, store 1 kind whole" in text and "kind stored" in text
        status, asked = post(port, tokens["Bob"], "ask", {"key": key(stored), "rid": rid(1),
                                                           "values": {"good": held[0],
                                                                      "store1": held[1]}})
        assert status == 200
        cli.ok("accept", str(asked["id"]))
    body = json.loads(entries(cli.game)[-1][1])
    assert (body["type"], body["player"], body["one"], body["store"], body["asked_by"]) == (
        "keep", "Bob", held[0], [held[1]], "Bob")
    assert session.state().goods_of("Bob")[held[1]] == state.goods_of("Bob")[held[1]]


def test_the_landlords_speculation_is_the_players_own_from_the_phone(cli):
    """Stopped on Speculation, once the Broker's License is Bob's: Ann may pay the $10 ante
    and throw, or refuse, from her phone; Bob has nothing to speculate; her throw accepted is
    the entry `speculate Ann 5,6` makes."""
    cli.ok("new", "landlords-1906", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("deal", "--hand", "Ann=31")
    cli.ok("land", "Ann", "Speculation")
    assert "speculate" not in moves(cli, "Ann")              # the License is for sale first
    cli.ok("buy", "Bob", "Speculation")
    session = Context(cli.game).session()
    offered = [m for m in session.game.requestable(session.state(), "Ann")
               if m.argv[0] == "speculate"]
    assert [(m.label, m.argv) for m in offered] == [
        ("Pay the $10 ante and speculate", ("speculate", "Ann", "{dice}")),
        ("Refuse to speculate", ("speculate", "Ann", "--refuse"))]
    assert "speculate" not in moves(cli, "Bob")
    with serving(cli) as (port, held):
        status, asked = post(port, held["Ann"], "ask", {"key": key(offered[0]), "rid": rid(1),
                                                         "values": {"die1": "5", "die2": "6"}})
        assert status == 200
        cli.ok("accept", str(asked["id"]))
    body = json.loads(entries(cli.game)[-1][1])
    assert (body["type"], body["player"], body["dice"], body["asked_by"]) == (
        "speculate", "Ann", "5,6", "Ann")
