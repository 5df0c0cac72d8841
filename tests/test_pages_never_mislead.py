"""Pages that never mislead (issue 32 item 5): a phone's banner asks only who decides now
(a later step of theirs asks nothing yet, nor a bill not due until Pay Day); a draw's
preview and waiting words never show the hidden card; previews speak the table's words."""

import json
import re
import time

from companion.cli.asking import command_tree
from companion.core.session import Session
from companion.moves import asking
from companion.moves.context import Context
from companion.table import live
from tests.table_helpers import serving
from companion.core import links
from tests.test_phones import ask, euro, request, running  # noqa: F401 (fixtures)
from tests.test_waiting_seen import wait_for_page
from tests.test_cli_discretion_errors import table  # noqa: F401 (fixture)


def banners(path) -> dict[str, str]:
    """Each player's banner on their own view ('' for none), as the server renders it."""
    session = Session.open(path)
    try:
        data = {**live.snapshot(session), "trusted": False, "rolling": False}   # as served
        found = {}
        for player in data["mine"]:
            me = live.own_parts(data, player)["me"]
            banner = re.search(r'<p class="banner[^>]*>(.*?)</p>', me)
            found[player] = re.sub(r"<[^>]+>", "", banner[1]) if banner else ""
        return found
    finally:
        session.journal.close()


def test_at_an_auction_no_phone_says_decide(cli):
    """Ann declines Rome: the whole table may bid, and Ann's throw after it asks nothing of
    her now; once the auction is closed, the next to act is told it is their turn."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("move", "Ann", "9")
    assert banners(cli.game) == {"Ann": "Your turn: Ann may buy Rome (10) for 240 $, or it "
                                        "goes to auction", "Bob": "", "Cy": ""}
    cli.ok("decline")
    assert banners(cli.game) == {"Ann": "", "Bob": "", "Cy": ""}


def test_on_guard_asks_only_the_alderman_whose_turn_it_is(cli):
    """Ann is First and develops: Bob and Cy develop after her, and their phones ask
    nothing of them yet."""
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "2")
    cli.ok("first", "Ann", "develop")
    said = banners(cli.game)
    assert said["Ann"].startswith("Your turn: Ann") and said["Bob"] == said["Cy"] == ""


def test_a_pay_day_bill_held_for_later_asks_nothing_now(cli):
    """Ann holds 125 $ of bills, due on Pay Day: the scoreboard shows them, her phone asks
    her to decide nothing while it is Bob's turn."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # day 3: two letters
    cli.ok("draw", "Dr. Goodbody", "Drip Water")
    cli.ok("next")
    said = banners(cli.game)
    assert said["Ann"] == "" and said["Bob"].startswith("Your turn: Bob throws")
    session = Session.open(cli.game)
    row = next(p for p in live.snapshot(session)["players"] if p["name"] == "Ann")
    session.journal.close()
    assert [d["amount"] for d in row["debts"]] == [125]


def preview(port, token, key: str, values: dict | None = None) -> dict:
    status, body = request(port, "POST", f"/p/{token}/preview",
                           {"key": key, "values": values or {}})
    assert status == 200, body
    return json.loads(body)


def drawn(path, argv: list[str]) -> str:
    """What the draw `argv` would say, rehearsed as the banker would see it."""
    context = Context(path)
    try:
        return asking.rehearse(context, command_tree(context), argv)[0]
    finally:
        context.close()


def test_a_chance_draw_is_previewed_and_listed_face_down(euro, running):
    """Ann's throw of 7 makes her draw a red Chance card: her preview, the table's list of
    what waits and her own requests name the draw, never the card; accepted, the card is
    the entry's, for everyone."""
    port, held = running
    euro.ok("move", "Ann", "7")
    card = drawn(euro.game, ["draw", "Ann"])
    assert card.startswith("Ann draws")
    shown = preview(port, held["Ann"], "draw\x1fAnn")
    assert shown == {"command": "", "summary": "Draw the Chance card: the card stays face "
                                               "down until it is carried out", "effects": []}
    assert request(port, "POST", f"/p/{held['Ann']}/ask",
                   {"key": "draw\x1fAnn", "values": {}, "rid": "c" * 16})[0] == 200
    for path in ("/", f"/p/{held['Ann']}", f"/p/{held['Bob']}"):
        page = wait_for_page(port, path, "request 1, Ann: Draw the Chance card")
        assert card not in page
    assert euro.ok("requests").startswith("request 1, Ann asks: draw Ann (Draw the Chance card)")
    euro.ok("accept", "1")
    assert card in wait_for_page(port, "/", card)
    mine = wait_for_page(port, f"/p/{held['Ann']}", "Draw the Chance card: accepted (entry "
                         "#2)").split("Your requests")[1].split("</ul>")[0]
    assert card not in mine and "draw Ann" not in mine


def test_answered_requests_read_in_words_on_the_phone(euro, running):
    """Ann's four requests, accepted, rejected, outbid and expired: her phone says each in
    the table's words with its outcome, never the banker's command line; a request's number
    is written apart from an entry's."""
    port, held = running
    for n, amount in enumerate(("200", "100", "50", "20")):
        time.sleep(1.05 if n == 3 else 0)   # three a second from one phone
        assert ask(port, held["Ann"], amount, rid=str(n) * 16)[0] == 200
    wait_for_page(port, f"/p/{held['Ann']}", "Ann pays Bob 20 $: waiting for the banker")
    euro.ok("accept", "1")
    assert euro.ok("reject", "2") == "rejected request 2: Ann: Ann pays Bob 100 $\n"
    links.answer(euro.game, 3, links.OUTBID)
    links.answer(euro.game, 4, links.EXPIRED)
    page = wait_for_page(port, f"/p/{held['Ann']}", "Ann pays Bob 20 $: expired")
    mine = page.split("Your requests")[1].split("</ul>")[0]
    assert re.findall(r"<li[^>]*>(.*?)</li>", mine) == [
        "<b>request 4</b> Ann pays Bob 20 $: expired",
        "<b>request 3</b> Ann pays Bob 50 $: outbid",
        "<b>request 2</b> Ann pays Bob 100 $: declined",
        "<b>request 1</b> Ann pays Bob 200 $: accepted (entry #1)"]


def test_pay_days_mail_is_previewed_face_down(cli):
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1")
    cli.ok("move", "Ann", "3")                                 # day 3: two letters
    session = Session.open(cli.game)
    moves = {m.label: m for m in session.game.requestable(session.state(), "Ann")}
    session.journal.close()
    assert moves["Take the mail"].hidden
    with serving(cli) as (port, held):
        shown = preview(port, held["Ann"], "draw")
        assert shown["summary"] == ("Take the mail: the card stays face down until it is "
                                    "carried out") and shown["effects"] == []


def test_a_preview_speaks_the_tables_words_not_the_bankers_commands(euro, running):
    """Ann's throw of 9 offers her Rome: the preview says the throw, and leaves out the
    line naming the banker's commands (`buy Ann 10`, `decline`)."""
    port, held = running
    shown = preview(port, held["Ann"], "move\x1fAnn\x1f{throw}", {"die1": "4", "die2": "5"})
    assert shown["summary"] == "Ann throws 9"
    assert not any("`" in line for line in shown["effects"])


def test_a_players_history_is_theirs_and_a_forged_link_reads_none(euro, running):
    port, held = running
    euro.ok("pay", "Ann", "Bob", "100")
    status, page = request(port, "GET", f"/p/{held['Ann']}/history")
    assert status == 200 and "Ann pays Bob 100 $" in page
    assert f'<a href="/p/{held["Ann"]}">' in page
    assert f'new EventSource("/p/{held["Ann"]}/events")' in page
    status, table = request(port, "GET", "/history")
    assert status == 200 and '<a href="/">' in table and 'EventSource("/events")' in table
    assert request(port, "GET", "/p/forged/history")[0] == 403


def test_narrowed_keeps_the_options_the_rules_allow_with_their_price():
    """A pure check of the move layer's `narrowed`, the costs given: a refused option goes,
    a free one keeps its words, a paid one says its price; a move without options is
    priced once (not twice when its label says the price), or goes when refused; a move
    whose sum the player types is left as it is."""
    from companion.games.base import Move

    dollars = "{:,} $".format
    build = Move("Build a house", ("build", "Ann", "{city}"), (("city", ("Rome", "Milan",
                                                                         "Naples")),))
    costs = {"Rome": None, "Milan": 0, "Naples": 150}
    found = asking.narrowed(build, lambda argv: costs[argv[2]], dollars)
    assert found.choices == (("city", ("Milan", "Naples")),)
    assert [found.words(o) for o in ("Milan", "Naples")] == ["Milan", "Naples (150 $)"]
    assert asking.narrowed(build, lambda argv: None, dollars) is None
    loan = Move("Take a Bank Loan", ("loan", "take", "Ann"))
    assert asking.narrowed(loan, lambda argv: None, dollars) is None
    assert asking.narrowed(loan, lambda argv: 0, dollars).label == "Take a Bank Loan"
    buy = Move("Buy Rome for 240 $", ("buy", "Ann", "Rome"))
    assert asking.narrowed(buy, lambda argv: 240, dollars).label == "Buy Rome for 240 $"
    assert asking.narrowed(Move("Buy it", ("buy",)), lambda argv: 1200,
                           dollars).label == "Buy it (1,200 $)"
    draw = Move("Draw the Chance card", ("draw", "Ann"), hidden=True)
    assert asking.narrowed(draw, lambda argv: 100, dollars) is draw   # the card unsaid
    pay = Move("Pay", ("pay", "Ann", "{to}", "{amount}"), (("to", ("Bob",)),))
    assert asking.narrowed(pay, lambda argv: None, dollars) is pay


def test_on_guard_offers_only_the_buildings_the_alderman_can_build_now(cli):
    """Ann, First, builds with 3 Faradinars: of the 23 buildings only those the rules let
    her build now are offered, each with its price; every one offered is accepted by the
    rules and every one left out refused."""
    from companion.cli.asking import COMMANDS
    from companion.table import server

    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy,Dee", "--seed", "2")
    cli.ok("first", "Ann", "build")
    desk = server.Desk(cli.game, COMMANDS, False, server.Feed())
    session = Session.open(cli.game)
    try:
        every = next(m for m in session.game.requestable(session.state(), "Ann")
                     if m.argv[0] == "build")
        offered = next(m for m in live._offered(session.game, session.state(), "Ann",
                                                desk.allowed) if m.argv[0] == "build")
    finally:
        session.journal.close()
    [(_, all_of_them)], [(_, kept)] = every.choices, offered.choices
    assert len(all_of_them) == 23 and 0 < len(kept) < 23
    context = Context(cli.game)
    for building in all_of_them:
        allowed = asking.cost(context, command_tree(context), ["build", "Ann", building],
                              "Ann") is not None
        assert allowed == (building in kept), building
    context.close()
    assert "town-hall" not in kept
    assert offered.words("large-wool-mill") == "Large Wool Mill (3F)"


def desk_offers(path, player: str, *verb: str, rehearsed: bool = True):
    """The move starting `verb` as `player`'s phone lists it (rehearsed by the Desk unless
    not `rehearsed`: as the game lists it), or None."""
    from companion.cli.asking import COMMANDS
    from companion.table import server

    desk = server.Desk(path, COMMANDS, False, server.Feed())
    session = Session.open(path)
    try:
        return next((m for m in live._offered(session.game, session.state(), player,
                                              desk.allowed if rehearsed else None)
                     if m.argv[:len(verb)] == verb), None)
    finally:
        session.journal.close()


def test_eurobusiness_offers_a_house_only_with_the_cash_for_it(cli):
    """Greece dealt to Ann (Thessaloniki 2, Athens 4; a house there costs 100 $): with 50 $
    left she is offered no house; with 100 $ each city is offered at its price."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    cli.ok("deal", "--hand", "Ann=2,4", "--hand", "Bob=6,7", "--hand", "Cy=9,10")
    cash = next(p["cash"] for p in cli.json("status")["players"] if p["name"] == "Ann")
    cli.ok("pay", "Ann", "bank", str(cash - 50))
    assert desk_offers(cli.game, "Ann", "build", rehearsed=False)       # listed, but refused
    assert desk_offers(cli.game, "Ann", "build") is None
    cli.ok("pay", "bank", "Ann", "50")
    build = desk_offers(cli.game, "Ann", "build")
    assert build.choices == (("city", ("Thessaloniki", "Athens")),)
    assert [build.words(c) for c in ("Thessaloniki", "Athens")] == [
        "Thessaloniki (100 $)", "Athens (100 $)"]


def test_discretion_offers_a_bank_loan_only_against_collateral(table):
    """Ann, active, owns one building: no collateral (one Bank Loan per three buildings), so
    no loan is offered; two more buildings and it is."""
    cli = table
    assert desk_offers(cli.game, "Ann", "loan", "take", rehearsed=False)   # listed, but refused
    assert desk_offers(cli.game, "Ann", "loan", "take") is None
    cli.ok("build", "Ann", "housing", "A2")
    cli.ok("build", "Ann", "housing", "A3")
    loan = desk_offers(cli.game, "Ann", "loan", "take")
    assert loan.argv == ("loan", "take", "Ann") and loan.label == "Take a Bank Loan"
