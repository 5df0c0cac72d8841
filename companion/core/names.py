"""Match what a user typed against known names: case-insensitive unique prefix."""

import difflib
from collections.abc import Iterable

from companion.core.errors import UnknownName


def match_name(typed: str, names: Iterable[str], kind: str = "player",
               cutoff: float = 0.5) -> str:
    """Return the one name `typed` means, or raise with a 'did you mean' hint for a name at
    least `cutoff` alike (difflib's ratio)."""
    names = list(names)
    wanted = typed.strip().casefold()
    exact = [n for n in names if n.casefold() == wanted]
    if exact:
        return exact[0]
    prefixed = [n for n in names if n.casefold().startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0]
    if len(prefixed) > 1:
        raise UnknownName(f"{kind} {typed!r} is ambiguous: {', '.join(prefixed)}")
    raise UnknownName(f"unknown {kind} {typed!r}{suggestion(typed, names, cutoff)}")


def suggestion(typed: str, names: Iterable[str], cutoff: float = 0.5) -> str:
    """' (did you mean Ann?)' for the closest name, or a list of the choices."""
    names = list(names)
    folded = {n.casefold(): n for n in names}
    close = difflib.get_close_matches(typed.casefold(), list(folded), n=1, cutoff=cutoff)
    if close:
        return f" (did you mean {folded[close[0]]}?)"
    if names and len(names) <= 12:
        return f" (choose from {', '.join(names)})"
    return ""
