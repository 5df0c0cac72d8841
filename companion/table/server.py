"""`companion serve`'s web server: the live page, pushed to every browser by Server-Sent Events.

One thread watches the game file through its own read-only connection: SQLite's
`PRAGMA data_version` changes when another connection commits (a WAL commit leaves the main
file's mtime alone), and then the page's content is rebuilt and published to every open page.
A new game written over the file (`new --force`) is a new file: the watcher opens it.
"""

import json
import sqlite3
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from companion.core.errors import CompanionError
from companion.core.session import Session
from companion.table import live

POLL = 0.2         # seconds between looks at the game file
BEAT = 0.5         # seconds between heartbeats: a page missing them says it is not live


class Feed:
    """The latest page content and its version; readers wait for a newer one."""

    def __init__(self):
        self._changed = threading.Condition()
        self.version, self.data, self.parts = 0, None, None
        self.failure = ""   # why the first content could not be made

    def publish(self, data: dict) -> None:
        if data == self.data:
            return
        parts = live.parts(data)
        with self._changed:
            self.data, self.parts = data, parts
            self.version += 1
            self._changed.notify_all()

    def wait(self, seen: int, timeout: float) -> int:
        """The current version, once it differs from `seen` or after `timeout` seconds."""
        with self._changed:
            self._changed.wait_for(lambda: self.version != seen, timeout)
            return self.version


def read_only(path: Path) -> Session:
    """The game at `path` opened through a connection that cannot write (as any read)."""
    return Session.open(path)


def watch(path: Path, feed: Feed, stop: threading.Event) -> None:
    """Publish the page's content now and after every commit to the game file, until `stop`."""
    session = read_only(path)
    seen = None
    while not stop.is_set():
        if session.journal.replaced():
            session, seen = _reopen(session), None
        version = session.journal.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != seen:
            seen = version
            try:
                feed.publish(live.snapshot(session))
            except (CompanionError, sqlite3.Error) as exc:
                if feed.data is None:
                    feed.failure = str(exc)
                    break
                feed.publish({**feed.data, "problem": f"cannot read the game file: {exc}"})
        stop.wait(POLL)
    session.journal.close()


def _reopen(session: Session) -> Session:
    """The new game at the file's path (`new --force` replaced it: the old connection would
    read the old game for ever); the old session while the new file cannot be read yet."""
    try:
        fresh = read_only(session.journal.path)
    except (CompanionError, sqlite3.Error):
        return session
    session.journal.close()
    return fresh


class Handler(BaseHTTPRequestHandler):
    feed: Feed
    stop: threading.Event
    path_served: Path
    join: str = ""     # the address phones join by, shown as a QR code on the page

    def do_GET(self) -> None:
        route = self.path.split("?")[0]
        if route == "/":
            body = live.page(self.feed.data, self.join)
            self._send(200, "text/html; charset=utf-8", body.encode())
        elif route == "/history":
            self._send(200, "text/html; charset=utf-8", self._history().encode())
        elif route == "/state.json":
            body = json.dumps(self.feed.data, ensure_ascii=False).encode()
            self._send(200, "application/json", body)
        elif route == "/events":
            self._events()
        else:
            self._send(404, "text/plain; charset=utf-8", b"not found\n")

    def _send(self, code: int, kind: str, body: bytes) -> None:
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _events(self) -> None:
        """One page's event stream: the content now, then each new version as it comes."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        seen = 0
        try:
            self.wfile.write(b"retry: 2000\n\n")
            while not self.stop.is_set():
                version = self.feed.wait(seen, BEAT)
                if version == seen:
                    self.wfile.write(b"event: beat\ndata: \n\n")
                else:
                    seen = version
                    update = {"seq": self.feed.data["seq"], "parts": self.feed.parts}
                    self.wfile.write(f"event: state\ndata: {json.dumps(update)}\n\n".encode())
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return   # the page was closed

    def _history(self) -> str:
        """The whole journal, read through a connection of its own that cannot write."""
        session = read_only(self.path_served)
        try:
            return live.history_page(self.feed.data, live.history(session))
        finally:
            session.journal.close()

    def log_message(self, format: str, *args) -> None:
        """Stay quiet: the terminal shows the URL, not every request."""


def start(path: Path, host: str, port: int) -> tuple[ThreadingHTTPServer, threading.Event]:
    """Watch the game file and serve the page; returns the server (not yet serving) and the
    event that stops the watcher. The first content is ready when this returns."""
    feed, stop = Feed(), threading.Event()
    thread = threading.Thread(target=watch, args=(path, feed, stop), daemon=True)
    thread.start()
    while feed.data is None and thread.is_alive():
        feed.wait(0, POLL)
    if feed.data is None:
        raise CompanionError(feed.failure or f"cannot read the game at {path}")
    handler = type("LiveHandler", (Handler,), {"feed": feed, "stop": stop,
                                               "path_served": path})
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server, stop


def invite(server: ThreadingHTTPServer, url: str) -> None:
    """Show `url` (where phones join) as a QR code on the page."""
    server.RequestHandlerClass.join = url
