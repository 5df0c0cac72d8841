"""`companion serve` holds up: silent connections are closed after a while, and no more than
a cap of them hold a thread, while the page still serves."""

import http.client
import socket

from tests.table_helpers import serving


def _closed(sock: socket.socket) -> bool:
    """Whether the server has closed `sock` (its end reads as the end of the stream)."""
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def _page(port: int) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.request("GET", "/")
    status = conn.getresponse().status
    conn.close()
    return status


def test_idle_connections_are_closed_and_the_page_still_serves(cli, monkeypatch):
    from companion.table import server

    monkeypatch.setattr(server.Handler, "timeout", 3)
    monkeypatch.setattr(server, "THREADS", 40)
    cli.ok("new", "discretion", "--players", "Ann,Bob,Cy", "--seed", "4")
    with serving(cli) as (port, _tokens):
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(30)]
        assert _page(port) == 200            # 30 silent ones below the cap of 40
        over = [socket.create_connection(("127.0.0.1", port)) for _ in range(30)]
        for sock in over[-10:]:               # beyond the cap: closed at once, no thread
            sock.settimeout(2)
            assert _closed(sock)
        for sock in idle:
            sock.settimeout(6)
            assert _closed(sock)              # silent for 3 s: closed by the server
        assert _page(port) == 200             # the seats are free again
        for sock in idle + over:
            sock.close()
