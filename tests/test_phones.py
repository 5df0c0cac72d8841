"""Each player's own link and view, and the requests they send the banker (issue 23): the
tokens kept beside the journal, `links`, `requests`, `accept`, `decline`, and the server's
refusals of every write that is not the player's own, from the page's own origin, once."""

import http.client
import json
import os
import re
import sqlite3
import threading
import time

import pytest

from companion.cli.asking import COMMANDS
from companion.core import links
from companion.table import server
from tests.table_helpers import tokens

PAY = "\x1f".join(("pay", "Ann", "{to}", "{amount}"))   # the move every game offers



def entries(path) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT seq, body, summary, effects FROM entries").fetchall()
    finally:
        conn.close()


def stored_requests(path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT count(*) FROM requests").fetchone()[0]
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()


@pytest.fixture
def euro(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4")
    return cli


def test_links_gives_each_player_a_lasting_192_bit_token_and_a_qr_code(euro):
    out = euro.ok("links", "--port", "8000")
    assert re.search(r"^Ann: http://127\.0\.0\.1:8000/p/[A-Za-z0-9_-]{32}$", out, re.M)
    assert out.count("█") > 300                        # a QR code under each line
    first = tokens(euro)
    assert len(set(first.values())) == 3 and tokens(euro) == first   # kept in the file
    renewed = euro.ok("links", "--renew", "b")
    assert renewed.startswith("Bob: ") and "Ann:" not in renewed
    second = tokens(euro)
    assert second["Bob"] != first["Bob"] and second["Ann"] == first["Ann"]


def test_the_tokens_leave_the_journal_and_its_check_alone(euro):
    euro.ok("pay", "Ann", "Bob", "100")
    held = tokens(euro)
    assert euro("check").code == 0
    written = json.dumps(entries(euro.game))
    assert not any(token in written for token in held.values())
    assert not any(token in euro.ok("log") for token in held.values())


def test_a_renew_names_a_player(euro):
    result = euro("links", "--renew", "Zed")
    assert result.code == 1 and result.err.count("\n") == 1 and "Zed" in result.err


@pytest.fixture
def running(euro):
    httpd, stop = server.start(euro.game, "127.0.0.1", 0, COMMANDS)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    yield httpd.server_address[1], tokens(euro)
    stop.set()
    httpd.shutdown()
    httpd.server_close()


def request(port: int, method: str, path: str, body=None, origin: str | None = "own",
            kind: str = "application/json", host: str | None = None, cookie: str = ""):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Content-Type": kind} | ({"Cookie": cookie} if cookie else {})
    if host:
        headers["Host"] = host
    if origin:
        headers["Origin"] = f"http://127.0.0.1:{port}" if origin == "own" else origin
    data = json.dumps(body).encode() if body is not None else None
    conn.request(method, path, body=data, headers=headers)
    reply = conn.getresponse()
    text = reply.read().decode()
    conn.close()
    return reply.status, text


def ask(port, token, amount="200", rid="00112233445566778899aabbccddeeff", to="Bob", **kw):
    return request(port, "POST", f"/p/{token}/ask",
                   {"key": PAY, "values": {"to": to, "amount": amount}, "rid": rid}, **kw)


def test_a_players_own_view_shows_their_money_first(euro, running):
    port, held = running
    status, page = request(port, "GET", f"/p/{held['Ann']}")
    assert status == 200 and '<section id="me"' in page
    mine = page.split('<section id="me"')[1].split("</section>")[0]
    assert "your cash" in mine and "3,000 $" in mine and "Ann" in mine
    assert 'data-key="pay' in page
    _, table = request(port, "GET", "/")
    assert '<section id="me"' not in table and 'data-key=' not in table


def test_preview_shows_the_amounts_and_writes_nothing(euro, running):
    port, held = running
    status, text = request(port, "POST", f"/p/{held['Ann']}/preview",
                           {"key": PAY, "values": {"to": "Bob", "amount": "200"}})
    assert status == 200
    assert json.loads(text) == {"command": "pay Ann Bob 200", "summary": "Ann pays Bob 200 $",
                                "effects": ["Ann -> Bob 200 $: manual payment"]}
    assert stored_requests(euro.game) == 0 and entries(euro.game) == []


def test_a_request_waits_and_accepted_is_one_entry_naming_who_asked(euro, running):
    port, held = running
    status, text = ask(port, held["Ann"])
    assert status == 200 and json.loads(text)["fresh"] is True
    assert euro.ok("requests") == "request 1, Ann asks: pay Ann Bob 200 (Ann pays Bob 200 $)\n"
    assert entries(euro.game) == []                      # nothing until the banker says so
    out = euro.ok("accept", "1")
    assert out.startswith("#1 Ann pays Bob 200 $ (asked by Ann)")
    [(seq, body, summary, _)] = entries(euro.game)
    assert json.loads(body)["asked_by"] == "Ann" and summary.endswith("(asked by Ann)")
    cash = {p["name"]: p["cash"] for p in euro.json("status")["players"]}
    assert (cash["Ann"], cash["Bob"]) == (2800, 3200)
    again = euro("accept", "1")
    assert again.code == 1 and "accepted already" in again.err
    assert len(entries(euro.game)) == 1 and euro("check").code == 0


def test_a_declined_request_leaves_no_entry(euro, running):
    port, held = running
    ask(port, held["Ann"])
    assert euro.ok("reject", "1") == "rejected request 1: Ann: Ann pays Bob 200 $\n"
    assert entries(euro.game) == [] and euro.ok("requests") == "No request waits.\n"
    assert euro("accept", "1").code == 1 and entries(euro.game) == []


def test_a_request_the_rules_refuse_by_the_time_it_is_accepted_leaves_no_entry(euro, running):
    port, held = running
    ask(port, held["Ann"], amount="2,900")
    euro.ok("pay", "Ann", "Cy", "2,000")                 # Ann has 1,000 $ left
    result = euro("accept", "1")
    assert result.code == 1 and result.err.startswith("error: request 1 is refused:")
    assert len(entries(euro.game)) == 1                  # the banker's payment only
    conn = sqlite3.connect(euro.game)
    assert conn.execute("SELECT state FROM requests").fetchone()[0] == "refused"


def test_the_same_request_id_twice_is_one_request(euro, running):
    port, held = running
    first, second = ask(port, held["Ann"]), ask(port, held["Ann"])
    assert json.loads(first[1])["fresh"] is True and json.loads(second[1])["fresh"] is False
    assert stored_requests(euro.game) == 1
    euro.ok("accept", "1")
    assert json.loads(ask(port, held["Ann"])[1])["fresh"] is False   # a late third tap
    assert len(entries(euro.game)) == 1


@pytest.mark.parametrize("rid", ["", "not-a-hex-id-at-all", "abc"])
def test_a_request_without_a_proper_id_is_refused_in_one_line(euro, running, rid):
    port, held = running
    status, text = ask(port, held["Ann"], rid=rid)
    assert (status, json.loads(text)) == (422, {"error": "a request needs its id"})
    assert stored_requests(euro.game) == 0


@pytest.mark.parametrize("case", ["forged", "missing", "cross-origin", "no-origin", "other",
                                  "not-json", "renewed"])
def test_every_write_that_is_not_the_players_own_is_refused_and_stores_nothing(
        euro, running, case):
    port, held = running
    if case == "renewed":
        old = held["Ann"]
        euro.ok("links", "--renew", "Ann")
        status, _ = ask(port, old)
    elif case == "forged":
        status, _ = ask(port, "A" * 32)
    elif case == "missing":
        status, _ = request(port, "POST", "/p//ask", {"key": PAY})
    elif case == "cross-origin":
        status, _ = ask(port, held["Ann"], origin="http://evil.example")
    elif case == "no-origin":
        status, _ = ask(port, held["Ann"], origin=None)
    elif case == "other":            # Bob's token asking for Ann's move: Ann's money
        status, text = ask(port, held["Bob"])
        assert "not yours" in json.loads(text)["error"]
    else:
        status, _ = request(port, "POST", f"/p/{held['Ann']}/ask", {"key": PAY},
                            kind="text/plain")
    assert status == {"forged": 403, "missing": 403, "cross-origin": 403, "no-origin": 403,
                      "renewed": 403, "other": 422, "not-json": 400}[case]
    assert stored_requests(euro.game) == 0 and entries(euro.game) == []


def test_a_renewed_link_ends_the_stream_an_open_page_reads(euro, running):
    port, held = running
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", f"/p/{held['Ann']}/events")
    reply = conn.getresponse()
    assert reply.status == 200
    while reply.fp.readline() != b"event: state\n":   # Ann's own view, streamed
        pass
    euro.ok("links", "--renew", "Ann")
    started, last = time.monotonic(), []
    while line := reply.fp.readline():   # beats, then what ended it, then the end
        last = [*last[-2:], line]
        assert time.monotonic() - started < 5
    assert last == [b"event: renewed\n", b"data: \n", b"\n"]
    conn.close()


def test_a_forged_link_reads_nothing_of_a_player(euro, running):
    port, _ = running
    status, text = request(port, "GET", "/p/" + "x" * 32)
    assert (status, text) == (403, "this link is not valid (renewed, or of another game): "
                                   "ask the banker for yours\n")   # words, not JSON


@pytest.mark.parametrize("kind", ["preview", "ask"])
def test_a_token_sending_too_many_requests_is_slowed(euro, running, kind):
    port, held = running
    body = {"key": PAY, "values": {"to": "Bob", "amount": "20"}}
    codes = [request(port, "POST", f"/p/{held['Ann']}/{kind}",
                     body | {"rid": f"{n:032x}"})[0] for n in range(server.RATE[kind] + 2)]
    limit = server.RATE[kind]
    assert codes[:limit] == [200] * limit and codes[-1] == 429
    assert request(port, "POST", f"/p/{held['Bob']}/preview",   # Bob is not slowed by Ann
                   {"key": body["key"].replace("Ann", "Bob"), "values": body["values"]
                    | {"to": "Ann"}})[0] == 200


def test_a_sum_or_a_choice_not_offered_is_refused(euro, running):
    port, held = running
    for values in ({"to": "Bob", "amount": "200; rm"}, {"to": "Dan", "amount": "2"},
                   {"to": "Bob", "amount": "--help"}):
        status, _ = request(port, "POST", f"/p/{held['Ann']}/preview",
                            {"key": PAY, "values": values})
        assert status == 422
    assert stored_requests(euro.game) == 0


def test_the_links_page_is_for_the_bankers_computer_only(euro, running):
    port, held = running
    status, page = request(port, "GET", "/links")
    assert status == 200 and all(f"/p/{t}" in page for t in held.values())
    assert page.count("<svg") == 3
    status, _ = request(port, "GET", "/links", host="game.example")   # a name rebound here
    assert status == 403


def test_trusted_players_requests_run_at_once_and_every_page_says_so(euro):
    httpd, stop = server.start(euro.game, "127.0.0.1", 0, COMMANDS, trust=True)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                     daemon=True).start()
    try:
        port, held = httpd.server_address[1], tokens(euro)
        assert json.loads(ask(port, held["Ann"])[1])["fresh"] is True
        [(_, body, summary, _)] = entries(euro.game)
        assert summary == "Ann pays Bob 200 $ (asked by Ann)"
        assert "carried out at once" in request(port, "GET", f"/p/{held['Cy']}")[1]
    finally:
        stop.set()
        httpd.shutdown()
        httpd.server_close()


def test_an_unanswered_request_expires(euro, running, monkeypatch):
    port, held = running
    ask(port, held["Ann"])
    monkeypatch.setattr(links.time, "time", lambda: 10**12)
    assert euro.ok("requests") == "No request waits.\n"
    assert euro("accept", "1").code == 1 and entries(euro.game) == []


def test_the_shell_shows_a_request_in_its_toolbar_and_one_key_answers_it(euro):
    """`companion play` in a real pseudo-terminal: a request the server stored shows in the
    toolbar within half a second; Ctrl-Y accepts it (one entry naming who asked), Ctrl-N
    declines the next (no entry); on a typed line the keys type nothing."""
    from tests.terminal import Terminal

    shell = Terminal(euro.game)
    try:
        shell.read_until("eurobusiness>")
        links.propose(euro.game, "Ann", "a" * 16, ["pay", "Ann", "Bob", "200"],
                      "Ann pays Bob 200 $")
        # (the toolbar is redrawn over the last one: the characters it keeps are not sent)
        assert shell.read_until("request 1, Ann asks: Ann pays Bob") < 0.5 + 0.3
        shell.forget()
        shell.press("\x19")                                   # Ctrl-Y on the empty line
        shell.read_until("Ann pays Bob 200 $ (asked by Ann)")
        assert "accept 1" in shell.screen
        links.propose(euro.game, "Bob", "b" * 16, ["pay", "Bob", "Cy", "100"],
                      "Bob pays Cy 100 $")
        shell.read_until("request 2, Bob asks")
        shell.forget()
        shell.press("\x0e")                                   # Ctrl-N
        shell.read_until("rejected request 2: Bob: Bob pays Cy 100 $")
    finally:
        assert shell.close() == 0
    [(_, body, summary, _)] = entries(euro.game)
    assert summary == "Ann pays Bob 200 $ (asked by Ann)"
    assert euro.ok("requests") == "No request waits.\n"


def test_a_waiting_request_that_names_no_player_cannot_act_on_another_turn(euro):
    """Ann asks to decline Rome; the banker sells it to her meanwhile and Bob stops on
    Naples: accepting Ann's old `decline` must not decline Bob's Naples."""
    euro.ok("move", "Ann", "9")                          # Rome (10) offered to Ann
    links.propose(euro.game, "Ann", "e" * 16, ["decline"], "Ann declines Rome (10)")
    euro.ok("buy", "Ann", "Rome")
    euro.ok("move", "Bob", "6")                          # Naples (7) offered to Bob
    result = euro("accept", "1")
    assert result.code == 1 and "not yours to make now" in result.err
    assert [s for _, _, s, _ in entries(euro.game)][-1] == "Bob throws 6"   # nothing after
    from companion.moves.context import Context

    session = Context(euro.game).session()
    offered = [m.label for m in session.game.requestable(session.state(), "Bob")]
    assert "Buy Naples for 200 $" in offered             # Bob's offer still stands


def test_a_german_games_own_view_speaks_german(cli):
    """The server's threads speak the game's language (`new --lang de`): a player's own
    view and the server's refusals are German."""
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4", "--lang", "de")
    held = tokens(cli)
    from companion.moves.context import Context

    Context(cli.game).session()                       # opening the game sets its language
    httpd, stop = server.start(cli.game, "127.0.0.1", 0, COMMANDS)
    threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.1},
                     daemon=True).start()
    try:
        port = httpd.server_address[1]
        page = request(port, "GET", f"/p/{held['Ann']}")[1]
        assert "dein Bargeld" in page and "Um einen Zug bitten" in page
        assert "Zahlen" in page                           # the move's label, from the core
        status, text = ask(port, held["Ann"], origin="http://evil.example")
        assert status == 403 and "nur von der Seite des Spiels" in json.loads(text)["error"]
    finally:
        stop.set()
        httpd.shutdown()
        httpd.server_close()
        from companion.core import i18n

        i18n.set_table(None)


def test_links_gives_the_address_of_the_serve_running_for_the_game(euro):
    """A banker who started `serve --port 8799` and then asks `companion links` gets links
    that reach it (not the default port's); --host or --port still choose."""
    from companion.table import serving

    assert ":8765/p/" in euro.ok("links")
    serving.record(euro.game, "127.0.0.1", 8799)
    try:
        assert all(":8799/p/" in line for line in euro.ok("links").splitlines()
                   if ": http" in line)
        assert ":8800/p/" in euro.ok("links", "--port", "8800")
    finally:
        serving.forget(euro.game)
    assert ":8765/p/" in euro.ok("links")


def test_a_serve_no_longer_running_is_not_recalled(euro, tmp_path):
    from companion.table import serving

    serving.record(euro.game, "127.0.0.1", 8799)
    record = next((serving.data_folder() / "serving").glob("*.json"))
    record.write_text(record.read_text().replace(f'"pid": {os.getpid()}', '"pid": 999999999'))
    assert serving.recall(euro.game) is None and ":8765/p/" in euro.ok("links")
    serving.forget(euro.game)


@pytest.mark.parametrize("cookie", ["companion_lang=de; $x=1", "companion_lang=xx",
                                    'companion_lang="\\"'])
def test_a_forged_language_cookie_is_as_none(euro, running, cookie):
    """A Cookie header no page of ours sent (one the cookie parser refuses, a language
    companion does not speak) is answered in the table's language, not with a broken
    connection or a traceback."""
    port, held = running
    status, text = request(port, "GET", "/", cookie=cookie)
    assert status == 200 and 'lang="en"' in text
    status, _ = request(port, "POST", f"/p/{held['Ann']}/preview",
                        {"key": PAY, "values": {"to": "Bob", "amount": "20"}}, cookie=cookie)
    assert status == 200


@pytest.mark.parametrize("lang, typed, stored", [
    ("pl", "1 000", "1000"), ("pl", "1\u00a0000", "1000"), ("pl", "1,5k", "1500"),
    ("de", "1.000", "1000"), ("de", "1,5k", "1500"), ("en", "1,000", "1000")])
def test_a_phone_reads_a_sum_as_its_language_writes_it(euro, running, lang, typed, stored):
    """The sum typed on a phone is read in the phone's language and kept in plain figures,
    which read the same in the table's language (here English)."""
    port, held = running
    status, text = request(port, "POST", f"/p/{held['Ann']}/preview",
                           {"key": PAY, "values": {"to": "Bob", "amount": typed}},
                           cookie=f"companion_lang={lang}")
    assert status == 200 and json.loads(text)["command"] == f"pay Ann Bob {stored}"
    status, text = ask(port, held["Ann"], amount=typed, cookie=f"companion_lang={lang}")
    assert status == 200
    assert links.listed(sqlite3.connect(euro.game), 5)[-1].argv == ["pay", "Ann", "Bob", stored]


def test_a_phone_asks_which_sum_was_meant_where_the_sign_is_not_its_languages(euro, running):
    port, held = running
    status, text = ask(port, held["Ann"], amount="1.000", cookie="companion_lang=pl")
    assert (status, json.loads(text)) == (
        422, {"error": "niejednoznaczna kwota '1.000': chodzi o 1\u00a0000 czy o 1?"})
    assert stored_requests(euro.game) == 0
