"""Match what a user typed against known names: case-insensitive unique prefix; and the
names a table can read (a player's, an Alderman's)."""

import difflib
import unicodedata
from collections.abc import Iterable

from companion.core.errors import UnknownName
from companion.core.i18n import _


def match_name(typed: str, names: Iterable[str], kind: str | None = None,
               cutoff: float = 0.5) -> str:
    """Return the one name `typed` means, or raise with a 'did you mean' hint for a name at
    least `cutoff` alike (difflib's ratio). `kind` is what a name is, in the reader's
    language ("player" when not given)."""
    kind = kind or _("player")
    names = list(names)
    wanted = typed.strip().casefold()
    exact = [n for n in names if n.casefold() == wanted]
    if exact:
        return exact[0]
    prefixed = [n for n in names if n.casefold().startswith(wanted)] if wanted else []
    if len(prefixed) == 1:
        return prefixed[0]
    if len(prefixed) > 1:
        raise UnknownName(_("{kind} {name!r} is ambiguous: {choices}").format(
            kind=kind, name=typed, choices=", ".join(prefixed)))
    raise UnknownName(_("unknown {kind} {name!r}{hint}").format(
        kind=kind, name=typed, hint=suggestion(typed, names, cutoff)))


def suggestion(typed: str, names: Iterable[str], cutoff: float = 0.5) -> str:
    """' (did you mean Ann?)' for the closest name, or a list of the choices."""
    names = list(names)
    folded = {n.casefold(): n for n in names}
    close = difflib.get_close_matches(typed.casefold(), list(folded), n=1, cutoff=cutoff)
    if close:
        return _(" (did you mean {name}?)").format(name=folded[close[0]])
    if names and len(names) <= 12:
        return _(" (choose from {names})").format(names=", ".join(names))
    return ""


def folded(name: str) -> str:
    """What a name reads as: Unicode's compatibility form (NFKC), case folded, so that
    'Ann', 'ANN' and 'Ａｎｎ' (full-width) are one name."""
    return unicodedata.normalize("NFKC", name).casefold()


def unreadable(name: str) -> str | None:
    """Why `name` cannot be read at a table, or None: a control character (a bell, a line
    break), a format character (zero-width, right-to-left marks) or a line or paragraph
    separator, said by its code point."""
    for char in name:
        if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            return _("it holds an invisible or control character (U+{code})").format(
                code=f"{ord(char):04X}")
    return None


def same_as(name: str, others) -> str | None:
    """The one of `others` that `name` reads as (folded), if any."""
    key = folded(name)
    return next((o for o in others if folded(o) == key), None)
