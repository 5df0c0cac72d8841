"""How a phone joins the live page: this computer's address on the network, and a QR code of
the page's address for the terminal and for the page itself."""

import io
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


def terminal(url: str) -> str:
    """The QR code in half-block characters, for a terminal's light text on a dark ground
    (a drawn block is a light module)."""
    out = io.StringIO()
    _code(url).terminal(out=out, compact=True)
    return out.getvalue()


def svg(url: str) -> str:
    """The QR code as an inline SVG, dark modules on white with its quiet zone."""
    return _code(url).svg_inline(omitsize=True, dark="#000000", light="#ffffff",
                                 title=f"QR code of {url}")
