"""How a phone joins the live page: this computer's address on the network, and a QR code of
the page's address for the terminal and for the page itself."""

import socket

# TEST-NET-3 (RFC 5737), never routed: a UDP socket "connected" to it picks the interface
# a packet would leave by, and sends nothing (UDP's connect only chooses the route).
NOWHERE = ("203.0.113.1", 9)


def lan_address() -> str | None:
    """The address this computer has on its network (the interface of its default route),
    else the first of its own name's addresses that is not a loopback one; None if neither."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(NOWHERE)
            address = probe.getsockname()[0]
        if not address.startswith(("127.", "0.")):
            return address
    except OSError:
        pass
    try:
        named = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        named = []
    return next((a for a in named if not a.startswith("127.")), None)


def _code(url: str):
    import segno

    return segno.make(url, error="m")


# black text on a white ground: the 8 colours every terminal has, then the 256-colour cube's
# true black and white where the terminal knows them (a theme may tint its 8)
INK = "\033[30;47;38;5;16;48;5;231m"
PLAIN = "\033[0m"
HALVES = {(False, False): " ", (True, False): "\u2580", (False, True): "\u2584",
          (True, True): "\u2588"}


def terminal(url: str) -> str:
    """The QR code in half-block characters, two rows of modules to a line, as scanners
    expect it on a light or a dark terminal alike: dark modules drawn in black on white,
    within its quiet zone of four modules."""
    rows = [[bool(m) for m in row] for row in _code(url).matrix_iter(scale=1, border=4)]
    rows.append([False] * len(rows[0]))     # an odd count: the last line's lower half
    return "".join(INK + "".join(HALVES[top, bottom] for top, bottom in zip(*pair))
                   + PLAIN + "\n" for pair in zip(rows[::2], rows[1::2]))


def svg(url: str) -> str:
    """The QR code as an inline SVG, dark modules on white with its quiet zone."""
    return _code(url).svg_inline(omitsize=True, dark="#000000", light="#ffffff",
                                 title=f"QR code of {url}")
