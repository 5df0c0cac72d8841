"""`companion serve`'s web server: the live page, pushed to every browser by Server-Sent Events.

One thread watches the game file through its own read-only connection: SQLite's
`PRAGMA data_version` changes when another connection commits (a WAL commit leaves the main
file's mtime alone), and then the page's content is rebuilt and published to every open page.
A new game written over the file (`new --force`) is a new file: the watcher opens it.

A player's own link (/p/TOKEN, core/links.py) shows their own view above the table's, and
takes their requests: POSTs of JSON from the page's own origin, the token checked in constant
time against the file's tokens on every request (a renewed one stops at once), each request
id stored once, a token sending more than `RATE` of a kind a second slowed. Nothing without a valid
token writes anything. Tokens appear in no log (the server logs nothing) and no journal entry.

The page speaks the table's language (`serve --lang`, $COMPANION_LANG, else the game's own);
a phone may pick another (`?lang=de`, kept in a cookie): the watcher then makes the content
in that language too, each time the game changes. A player's requests are stored and carried
out in the table's language (the journal's); what they would do is said in the phone's.
"""

import json
import re
import secrets
import sqlite3
import threading
import time
from http.cookies import CookieError, SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from companion.core import i18n, links
from companion.core.errors import BadInput, CompanionError, RuleViolation
from companion.core.money import styled
from companion.core.session import Session
from companion.moves import asking
from companion.moves.context import Context
from companion.games import requests
from companion.table import history, live
from companion.table.i18n import _

POLL = 0.2         # seconds between looks at the game file
BEAT = 0.5         # seconds between heartbeats: a page missing them says it is not live
# what a token may send a second, per kind (more are answered 429): a preview writes nothing
# and a phone sends one as its player fills in a move, so they do not use up the requests
RATE = {"ask": 3, "preview": 8, "agree": 3, "flag": 3}
LARGEST_BODY = 4096
RID = re.compile(r"[0-9a-f]{16,64}")   # a request's id, made by the page
COOKIE = "companion_lang"   # the language a phone chose
FIRST_WORDS = 5.0  # seconds a page in a language not yet made waits for it
IDLE = 10.0        # seconds a connection may stay silent (a request not sent) before it is closed
THREADS = 512      # connections served at once (event streams included); more are closed at once


class Feed:
    """The latest page content in each language asked for, and its version; readers wait
    for a newer one."""

    def __init__(self, trusted: bool = False, lang: str | None = None, rolling: bool = False,
                 countdown: int = 0):
        self._changed = threading.Condition()
        self.version = 0
        self.trusted = trusted
        self.rolling = rolling     # companion rolls the phones' throws
        self.countdown = countdown   # seconds after which the highest bid buys, if any
        self.asked = lang          # the language `serve` was asked to speak, if any
        self.table = i18n.SOURCE   # the language the page speaks unless a phone picks one
        # language -> (content, its sections, each player's own sections)
        self.pages: dict[str, tuple[dict, dict, dict]] = {}
        self.wanted: set[str] = set()   # languages phones picked
        self.failure = ""   # why the first content could not be made
        self.written = threading.Event()   # set when the server itself wrote to the file

    @property
    def data(self) -> dict | None:
        """The content in the table's language."""
        return self.pages[self.table][0] if self.table in self.pages else None

    @property
    def own(self) -> dict:
        """Each player's own sections, in the table's language."""
        return self.pages[self.table][2] if self.table in self.pages else {}

    def languages(self) -> set[str]:
        """Every language the content is to be made in."""
        return {self.table, *self.wanted}

    def publish(self, contents: dict[str, dict]) -> None:
        """The content in each language (the table's first), rendered in that language."""
        contents = {lang: {**data, "trusted": self.trusted, "rolling": self.rolling,
                           "countdown": self.countdown} for lang, data in contents.items()}
        if {lang: page[0] for lang, page in self.pages.items()} == contents:
            return
        pages = {}
        for lang, data in contents.items():
            with i18n.speaking(lang):
                pages[lang] = (data, live.parts(data), {p: live.own_parts(data, p)
                                                        for p in data.get("mine", {})})
        with self._changed:
            self.pages = pages
            self.version += 1
            self._changed.notify_all()

    def page(self, lang: str) -> tuple[str, dict, dict, dict]:
        """(language, content, sections, players' own sections) in `lang`, made first if
        no page asked for it yet (the table's language while that takes longer than
        FIRST_WORDS)."""
        with self._changed:
            if lang not in self.pages:
                self.wanted.add(lang)
                self._changed.wait_for(lambda: lang in self.pages, FIRST_WORDS)
            found = lang if lang in self.pages else next(iter(self.pages))   # the table's
            return (found, *self.pages[found])

    def wait(self, seen: int, timeout: float) -> int:
        """The current version, once it differs from `seen` or after `timeout` seconds."""
        with self._changed:
            self._changed.wait_for(lambda: self.version != seen, timeout)
            return self.version


def public(data: dict) -> dict:
    """The content without the players' own views."""
    return {k: v for k, v in data.items() if k != "mine"}


def read_only(path: Path) -> Session:
    """The game at `path` opened through a connection that cannot write (as any read)."""
    return Session.open(path)


def watch(path: Path, feed: Feed, stop: threading.Event, said=None, allowed=None) -> None:
    """Publish the page's content now, after every commit to the game file and when a
    waiting request lapses, until `stop` (a waiting request worded by `said`, the moves
    offered as `allowed` says the rules allow them)."""
    session = read_only(path)
    seen, linked, made, lapse = None, set(), set(), None
    while not stop.is_set():
        if session.journal.replaced():
            session, seen, linked = _reopen(session), None, set()
        version = session.journal.conn.execute("PRAGMA data_version").fetchone()[0]
        feed.table = feed.asked or session.meta.get("lang") or i18n.SOURCE
        lapsed = lapse is not None and time.time() >= lapse
        if version != seen or feed.languages() != made or lapsed:
            seen, made = version, feed.languages()
            try:
                lapse = links.next_lapse(session.journal.conn)
                contents = _contents(session, made, feed.table, said, allowed)
                mine = contents[feed.table]["mine"]
                if set(mine) - linked:   # a new game, a player who joined
                    linked = _linked(path, list(mine))
                feed.publish(contents)
            except (CompanionError, sqlite3.Error) as exc:
                if feed.data is None:
                    feed.failure = str(exc)
                    break
                feed.publish(_trouble(feed, exc))
        feed.written.wait(POLL)   # a phone's write is looked at at once
        feed.written.clear()
    session.journal.close()


def _linked(path: Path, players: list[str]) -> set[str]:
    """The players given a link (each made a token); on a read-only file none is made, and
    the page shows the table's view only."""
    try:
        links.tokens(path, players)
    except links.ReadOnly:
        pass
    return set(players)


def _contents(session: Session, languages: set[str], table: str, said=None, allowed=None
               ) -> dict[str, dict]:
    """The page's content in each language, the table's first."""
    contents = {}
    for lang in sorted(languages, key=lambda lang: lang != table):
        with i18n.speaking(lang):
            contents[lang] = live.snapshot(session, said, allowed)
    return contents


def _trouble(feed: Feed, exc: Exception) -> dict[str, dict]:
    """The last content, each language saying that the game file cannot be read now."""
    said = {}
    for lang, (data, _parts, _own) in feed.pages.items():
        with i18n.speaking(lang):
            said[lang] = {**data, "problem": _("cannot read the game file: {error}").format(
                error=exc)}
    return said


def _reopen(session: Session) -> Session:
    """The new game at the file's path (`new --force` replaced it: the old connection would
    read the old game for ever); the old session while the new file cannot be read yet."""
    try:
        fresh = read_only(session.journal.path)
    except (CompanionError, sqlite3.Error):
        return session
    session.journal.close()
    return fresh


class Desk:
    """Where the players' requests are checked by the game's rules and stored (and, when
    the banker trusts the players, carried out), one at a time, through the game's own
    command tree (`commands`: moves/asking.py), on a session of its own."""

    def __init__(self, path: Path, commands: asking.Commands, trusted: bool, feed: Feed):
        self.path, self.commands, self.trusted, self.feed = path, commands, trusted, feed
        self.lock = threading.Lock()
        self.context = self.tree = self.session = None
        self.costs: dict[tuple, int | None] = {}   # (entries, player, argv) -> its cost
        self.sent: dict[tuple[str, str], list[float]] = {}
        self.told: dict[tuple[int, str], str] = {}   # (request, language) -> its words waiting

    def slowed(self, player: str, kind: str) -> bool:
        """Whether `player` sent `RATE[kind]` of `kind` within the last second already."""
        now = time.monotonic()
        with self.lock:
            recent = [t for t in self.sent.get((player, kind), []) if now - t < 1.0]
            self.sent[(player, kind)] = recent + [now]
            return len(recent) >= RATE[kind]

    def _ready(self):
        if self.context is None:
            self.context = Context(self.path)
        session = self.context.session()
        if session is not self.session:   # first, or a new game written over the file
            self.session, self.tree = session, self.commands.tree(self.context)
        return session

    def _rehearsed(self, player: str, body: dict, lang: str, roll: bool = False):
        """(the move, its command line, what it would do, its effects, the dice companion
        rolled for it if `roll` and it is a throw on a table whose dice companion rolls),
        its sum read in `lang`."""
        session = self._ready()
        move = asking.offered(session, player, str(body.get("key", "")))
        values = body.get("values") if isinstance(body.get("values"), dict) else {}

        def read(text: str) -> int:
            with i18n.speaking(lang):
                return session.game.amount(text, allow_zero=True)

        rolled = None
        if move.dice and self.feed.rolling:   # fair dice, unseen until sent
            rolled = [secrets.randbelow(6) + 1 for _n in range(move.dice)] if roll else \
                [1] * move.dice
        argv = asking.filled(move, values, read, rolled)
        return (move, argv, *asking.rehearse(self.context, self.tree, argv), rolled)

    def said(self, request: links.Request) -> str | None:
        """A request's words, made from its command (moves/asking.py) while it waits and
        kept for once it is answered (the game has moved on: its command says no more);
        None for one answered before this server saw it wait."""
        with self.lock:
            if request.state != links.WAITING:
                return self.told.get((request.id, i18n.current()))
            self._ready()
            words = self.told[(request.id, i18n.current())] = asking.said(
                self.context, self.tree, request)
            return words

    def _keep(self, request: links.Request) -> None:
        """Keep a waiting request's words as they are now, in every language."""
        for lang in i18n.LANGUAGES:
            with i18n.speaking(lang):
                self.told[(request.id, lang)] = asking.said(self.context, self.tree, request)

    def _carried(self, request: links.Request) -> None:
        """Carry out a waiting request, its words kept first."""
        self._keep(request)
        asking.accept(self.context, self.commands, self.tree, request)

    def allowed(self, player: str, move):
        """`move` as the rules allow `player` it now (moves/asking.py: `narrowed`), each way
        of making it rehearsed once while the journal stays as it is."""
        with self.lock:
            session = self._ready()
            last = session.journal.last_seq()
            if any(key[0] != last for key in self.costs):
                self.costs = {}

            def costs(argv: list[str]) -> int | None:
                key = (last, player, tuple(argv))
                if key not in self.costs:
                    self.costs[key] = asking.cost(self.context, self.tree, argv, player)
                return self.costs[key]

            return asking.narrowed(move, costs, lambda n: styled(n, session.game.money_style))

    def preview(self, player: str, body: dict) -> dict:
        """What the move asked for would do, checked by the rules; nothing is written."""
        with self.lock:
            move, argv, summary, effects, rolled = self._rehearsed(player, body,
                                                                   i18n.current())
        if rolled:   # the throw is companion's, made when sent: none is shown before
            return {"command": "", "summary": _("companion rolls the dice when you send "
                                                "this"), "effects": []}
        if move.hidden:   # a face-down card: the rehearsal drew it, the player sees none
            return {"command": "", "summary": _("{move}: the card stays face down until it "
                                                "is carried out").format(move=move.label),
                    "effects": []}
        return {"command": " ".join(argv), "summary": summary,
                "effects": live.table_words(effects)}

    def ask(self, player: str, body: dict) -> dict:
        """Store the request (once per id), carried out at once when the players are
        trusted; `fresh` is False for an id sent before."""
        rid, phone = str(body.get("rid", "")), i18n.current()
        if not RID.fullmatch(rid):
            raise BadInput(_("a request needs its id"))
        with self.lock, i18n.speaking(self.feed.table):   # the journal's language
            before = links.asked(self.path, player, rid)
            if before is not None:
                return {"id": before.id, "fresh": False, "state": before.state}
            move, argv, summary, _effects, rolled = self._rehearsed(player, body, phone, True)
            beaten = self._topped(move, argv) if move.lot else []
            request, fresh = links.propose(self.path, player, rid, argv, summary, rolled,
                                           beaten)
            if fresh:   # its words, for once it is answered (outbid before the page saw it)
                self._keep(request)
            self.feed.written.set()
            # trusted players' requests run at once; a bid waits for the auction's close, a
            # sale for the buyer's agreement
            if fresh and self.trusted and not move.lot and not move.party:
                self._carried(request)
        return {"id": request.id, "fresh": fresh, "state": request.state}

    def _topped(self, move, argv: list[str]) -> list[int]:
        """The waiting bids on the lot of the bid `argv` (to be marked outbid); refused
        unless it tops the highest."""
        game, state = self.session.game, self.session.state()
        waiting = links.waiting(self.path)
        high = requests.bids(game, state, waiting).get(move.lot)
        amount = requests.bid(game, move, argv)
        if high and (amount < high[1] or (amount == high[1] and not move.matches)):
            raise RuleViolation(_("a bid must top the highest, {player}'s {amount}").format(
                player=high[0].player, amount=styled(high[1], game.money_style)))
        return [r.id for r in waiting if (m := requests.move_of(game, state, r.player, r.argv))
                and m.lot == move.lot]

    def auctioneer(self, stop: threading.Event) -> None:
        """With a countdown the table agreed (`serve --countdown`), sell each lot to its
        highest bid once no higher one came for that long, as the banker's accept would;
        until `stop`."""
        while not stop.wait(POLL):
            with self.lock, i18n.speaking(self.feed.table):
                session = self._ready()
                due = [r for r, _sum in requests.bids(session.game, session.state(),
                                                      links.waiting(self.path)).values()
                       if time.time() - r.at >= self.feed.countdown]
                for request in due[:1]:   # one a look: the next lot is offered anew after it
                    try:
                        self._carried(request)
                    except CompanionError:
                        pass   # refused by the rules now: closed as refused

    def agree(self, player: str, body: dict) -> dict:
        """`player` agrees to a sale offered them (carried out at once when the players are
        trusted); another player's offer, or one no longer waiting, is refused."""
        number = body.get("id")
        if type(number) is not int:
            raise BadInput(_("an agreement names the request"))
        with self.lock, i18n.speaking(self.feed.table):
            session = self._ready()
            request = links.find(self.path, number)
            move = requests.move_of(session.game, session.state(), request.player,
                                    request.argv)
            if move is None or requests.party(move, request.argv) != player:
                raise RuleViolation(_("this offer is not yours to agree to"))
            links.agree(self.path, number, player)
            self.feed.written.set()
            if self.trusted:
                self._carried(request)
        return {"id": number, "agreed": True}

    def flag(self, player: str, body: dict) -> dict:
        """`player` flags a journal entry as looking wrong, for the banker (once per id)."""
        rid, seq = str(body.get("rid", "")), body.get("seq")
        if not RID.fullmatch(rid):
            raise BadInput(_("a request needs its id"))
        with self.lock:
            last = self._ready().journal.last_seq()
            if type(seq) is not int or not 1 <= seq <= last:
                raise BadInput(_("there is no entry {seq}").format(seq=seq))
            flagged, fresh = links.flag(self.path, player, rid, seq)
        return {"id": flagged.id, "fresh": fresh}


class Made:
    """Pages of the history, made one at a time (on a long game each takes memory: twenty
    made at once took twenty times as much, and no less time) through one read-only session
    of their own, each once while the game stays as it is, the newest few kept."""

    KEPT = 8

    def __init__(self, path: Path):
        self.path = path
        self._lock = threading.Lock()
        self._made: dict[tuple, str] = {}
        self._session: Session | None = None

    def made(self, key: tuple, make) -> str:
        """The page `key`, made by `make(session)` unless made already."""
        with self._lock:
            if key not in self._made:
                self._made[key] = make(self._reading())
                while len(self._made) > self.KEPT:
                    del self._made[next(iter(self._made))]
            return self._made[key]

    def _reading(self) -> Session:
        if self._session is not None and self._session.journal.replaced():
            self._session.journal.close()
            self._session = None
        if self._session is None:
            self._session = read_only(self.path)
        return self._session


class Server(ThreadingHTTPServer):
    """The threading server with a cap: at most THREADS connections have a thread; one
    beyond them is closed unanswered rather than holding a thread."""

    daemon_threads = True

    def __init__(self, address, handler):
        self.seats = threading.BoundedSemaphore(THREADS)
        super().__init__(address, handler)

    def process_request(self, request, client_address) -> None:
        if self.seats.acquire(blocking=False):
            super().process_request(request, client_address)
        else:
            self.shutdown_request(request)

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.seats.release()


class Handler(BaseHTTPRequestHandler):
    timeout = IDLE     # a silent connection is closed after this (the socket's timeout)
    feed: Feed
    desk: Desk
    pages: Made
    stop: threading.Event
    path_served: Path
    join: str = ""     # the address phones join by, shown as a QR code on the page
    picked: str | None = None   # the language this request picked (`?lang=`)

    def do_GET(self) -> None:
        route = urlsplit(self.path).path
        own = re.fullmatch(r"/p/([^/]+)(/events|/history)?", route)
        lang, data, _parts, mine = self.feed.page(self._language())
        with i18n.speaking(lang):
            if route == "/":
                self._send(200, "text/html; charset=utf-8",
                           live.page(data, self.join).encode())
            elif own:
                player = self._holder(own.group(1))
                if player is None or player not in mine:
                    why = _("this link is not valid (renewed, or of another game): ask "
                            "the banker for yours")   # read by a person in the browser
                    self._send(403, "text/plain; charset=utf-8", f"{why}\n".encode())
                elif own.group(2) == "/events":
                    self._events(lang, player, own.group(1))
                elif own.group(2):   # the history, from the player's own view and back to it
                    self._send(200, "text/html; charset=utf-8",
                               self._history(lang, data, f"/p/{own.group(1)}").encode())
                else:
                    body = live.page(data, self.join, player, f"/p/{own.group(1)}")
                    self._send(200, "text/html; charset=utf-8", body.encode())
            elif route == "/links":
                self._links(data)
            elif route == "/history":
                self._send(200, "text/html; charset=utf-8", self._history(lang, data).encode())
            elif route == "/state.json":
                body = json.dumps(public(data), ensure_ascii=False).encode()
                self._send(200, "application/json", body)
            elif route == "/events":
                self._events(lang)
            else:
                self._send(404, "text/plain; charset=utf-8", b"not found\n")

    def _language(self) -> str:
        """The language this browser reads: one it picks now (`?lang=`), else the one it
        picked before (its cookie), else the table's."""
        picked = parse_qs(urlsplit(self.path).query).get("lang", [""])[0].lower()
        self.picked = picked if picked in i18n.LANGUAGES else None
        if self.picked:
            return picked
        try:
            cookie = SimpleCookie(self.headers.get("Cookie", ""))
        except CookieError:   # a header no browser of ours sent: as if there were none
            cookie = SimpleCookie()
        kept = cookie[COOKIE].value if COOKIE in cookie else ""
        return kept if kept in i18n.LANGUAGES else self.feed.table

    def do_POST(self) -> None:
        """A player's request: /p/TOKEN/preview (what it would do) or /p/TOKEN/ask; their
        agreement to a sale offered them (/agree) or a flag on an entry (/flag); answered
        in the phone's language."""
        with i18n.speaking(self._language()):
            self._post()

    def _post(self) -> None:
        own = re.fullmatch(r"/p/([^/]*)/(preview|ask|agree|flag)", self.path)
        if own is None:   # any other write: there is none, and no token for it
            return self._refuse(403, _("only a player's own link writes, and only requests"))
        if not self._same_origin():
            return self._refuse(403, _("requests come from the game's own page only"))
        player = self._holder(own.group(1))
        if player is None:
            return self._refuse(403, _("this link is not valid: ask the banker for yours"))
        body = self._json()
        if body is None:
            return self._refuse(400, _("a request is a small JSON object"))
        if self.desk.slowed(player, own.group(2)):
            return self._refuse(429, _("too many requests at once: wait a moment"))
        try:
            answer = getattr(self.desk, own.group(2))(player, body)
        except (CompanionError, sqlite3.Error) as exc:
            return self._refuse(422, str(exc))
        self._send(200, "application/json", json.dumps(answer, ensure_ascii=False).encode())

    def _holder(self, token: str) -> str | None:
        """The player whose token this is (read from the file each time: a renewed token
        stops at once), or None."""
        try:
            conn = links.connect(self.path_served)
            try:
                return links.holder(links.held_tokens(conn), token)
            finally:
                conn.close()
        except sqlite3.Error:
            return None

    def _same_origin(self) -> bool:
        """A POST of the page's own origin: its Origin is this server as the page reached it
        (a browser always sends it with a POST), and the browser does not call it cross-site."""
        host, origin = self.headers.get("Host", ""), self.headers.get("Origin")
        fetched = self.headers.get("Sec-Fetch-Site", "same-origin")
        return bool(host) and origin == f"http://{host}" and fetched == "same-origin"

    def _json(self) -> dict | None:
        kind = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        try:
            size = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            return None
        if kind != "application/json" or not 0 < size <= LARGEST_BODY:
            return None
        try:
            body = json.loads(self.rfile.read(size))
        except ValueError:
            return None
        return body if isinstance(body, dict) else None

    def _refuse(self, code: int, why: str) -> None:
        self._send(code, "application/json", json.dumps({"error": why}).encode())

    def _links(self, data: dict) -> None:
        """Every player's link as a QR code, for the banker's own screen only: a client on
        this computer, reaching it by a loopback name (not a name rebound to it)."""
        host = self.headers.get("Host", "").rsplit(":", 1)[0]
        local = self.client_address[0] in ("127.0.0.1", "::1") and host in (
            "127.0.0.1", "localhost", "[::1]")
        if not local:
            return self._refuse(403, _("the players' links are shown on the banker's "
                                       "computer only"))
        conn = links.connect(self.path_served)
        try:
            held = links.held_tokens(conn)
        finally:
            conn.close()
        base = self.join or f"http://{self.headers.get('Host')}/"
        rows = [(p, f"{base}p/{held[p]}") for p in self.feed.own if p in held]
        self._send(200, "text/html; charset=utf-8", live.links_page(data, rows).encode())

    def _send(self, code: int, kind: str, body: bytes) -> None:
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Referrer-Policy", "no-referrer")   # a link's token stays in it
        if code == 429:
            self.send_header("Retry-After", "1")
        if self.picked:   # the language picked now, kept for its next pages
            self.send_header("Set-Cookie", f"{COOKIE}={self.picked}; Path=/; "
                                           f"Max-Age=31536000; SameSite=Lax")
        self.end_headers()
        self.wfile.write(body)

    def _events(self, lang: str, player: str | None = None, token: str = "") -> None:
        """One page's event stream in `lang`: the content now, then each new version as it
        comes (with `player`, their own sections too, until their link is renewed)."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        seen, sent = 0, {}
        try:
            self.wfile.write(b"retry: 2000\n\n")
            while not self.stop.is_set():
                if player is not None and self._holder(token) != player:
                    self.wfile.write(b"event: renewed\ndata: \n\n")   # the page says so
                    self.wfile.flush()
                    return   # the old link's page hears no more of the player
                version = self.feed.wait(seen, BEAT)
                if version == seen:
                    self.wfile.write(b"event: beat\ndata: \n\n")
                else:
                    seen = version
                    _lang, data, parts, mine = self.feed.page(lang)
                    if player is not None:
                        parts = {**parts, **mine.get(player, {})}
                    # only the sections that changed: a bid redraws the Next box, not the
                    # board, on every screen
                    update = {"seq": data["seq"], "parts": {
                        k: v for k, v in parts.items() if sent.get(k) != v}}
                    sent = parts
                    self.wfile.write(f"event: state\ndata: {json.dumps(update)}\n\n".encode())
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            return   # the page was closed, or stopped reading

    def _history(self, lang: str, data: dict, base: str = "") -> str:
        """A page of the journal (`?page=N`, 1 the newest), made once for every browser
        asking for it while the game stays as it is (`Feed.version`); with `base`, a
        player's link, it leads back to their own view and follows the game through it."""
        try:
            number = int(parse_qs(urlsplit(self.path).query).get("page", ["1"])[0])
        except ValueError:
            number = 1
        return self.pages.made((self.feed.version, lang, number, base), lambda session: (
            live.history_page(data, *history.page(session, number), base=base)))

    def log_message(self, format: str, *args) -> None:
        """Stay quiet: the terminal shows the URL, not every request."""


def start(path: Path, host: str, port: int, commands: asking.Commands, trust: bool = False,
          lang: str | None = None, roll: bool = False, countdown: int = 0
          ) -> tuple[Server, threading.Event]:
    """Watch the game file and serve the page, in `lang` unless a phone picks another (with
    None, in the game's own language); returns the server (not yet serving) and the event
    that stops the watcher. The first content is ready when this returns. The players'
    requests run through `commands` (the command line's: cli/asking.py); with `trust`, they
    are carried out at once; with `roll`, companion rolls the dice of the throws the phones
    ask for; with a `countdown`, the highest bid buys that many seconds after it was made."""
    feed, stop = Feed(trust, lang, roll, countdown), threading.Event()
    handler = type("LiveHandler", (Handler,), {"feed": feed, "stop": stop,
                                               "path_served": path, "pages": Made(path),
                                               "desk": Desk(path, commands, trust, feed)})
    server = Server((host, port), handler)   # listening first: a bad address is refused
    thread = threading.Thread(target=watch, args=(path, feed, stop, handler.desk.said,
                                                           handler.desk.allowed),
                              daemon=True)
    thread.start()
    while feed.data is None and thread.is_alive():
        feed.wait(0, POLL)
    if feed.data is None:
        server.server_close()
        raise CompanionError(feed.failure or f"cannot read the game at {path}")
    if countdown:
        threading.Thread(target=handler.desk.auctioneer, args=(stop,), daemon=True).start()
    return server, stop


def invite(server: Server, url: str) -> None:
    """Show `url` (where phones join) as a QR code on the page."""
    server.RequestHandlerClass.join = url
