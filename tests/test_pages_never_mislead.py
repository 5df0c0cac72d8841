"""Pages that never mislead (issue 32 item 5): a phone's banner asks only who decides now
(a later step of theirs asks nothing yet, nor a bill not due until Pay Day); a draw's
preview and waiting words never show the hidden card; previews speak the table's words."""

import re

from companion.core.session import Session
from companion.table import live


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
