"""`companion play` driven as a real terminal would drive it: in a pseudo-terminal of its
own, keys written to it, the screen read back (its escape sequences taken out)."""

import fcntl
import os
import pty
import re
import select
import struct
import sys
import termios
import time

ESCAPES = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][A-Z0-9]|\x1b[=>]|\r")


class Terminal:
    def __init__(self, game, columns: int = 220, rows: int = 30):
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(columns)}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:   # the child: the shell, on the pseudo-terminal
            os.execve(sys.executable, [sys.executable, "-m", "companion", "--game", str(game),
                                       "play"], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.screen = ""

    def read_until(self, text: str, timeout: float = 20) -> float:
        """Read the screen until `text` shows on it (spaces aside: a redraw moves the cursor
        over the blanks it keeps); the seconds that took."""
        start = time.monotonic()
        text = text.replace(" ", "")
        while text not in self.screen.replace(" ", ""):
            left = timeout - (time.monotonic() - start)
            if left <= 0:
                raise AssertionError(f"{text!r} never showed; the screen ends "
                                     f"{self.screen[-600:]!r}")
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if ready:
                try:
                    chunk = os.read(self.fd, 65536).decode(errors="replace")
                except OSError:
                    break
                for _ in range(chunk.count("\x1b[6n")):   # where is the cursor? as a terminal
                    os.write(self.fd, b"\x1b[1;1R")         # answers (row and column)
                self.screen += ESCAPES.sub("", chunk)
        return time.monotonic() - start

    def forget(self) -> None:
        """Look only at what is shown from now on."""
        self.screen = ""

    def press(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def close(self) -> int:
        self.press("exit\r")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
            try:
                self.read_until("\0", timeout=0.1)
            except AssertionError:
                pass
        os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
        return -9
