"""Which language people read, and the gettext catalogs that speak it.

One catalog per area (the core and command line here, the table's screens, the kits, each
game's own package), compiled to `.mo` files under the area's `locale/` folder by
`python -m companion.catalogs` (docs/languages.md). English is the source: an English
process never opens a catalog. The language is, first to last: one chosen for this process
or request (`--lang`, a phone's switch), `COMPANION_LANG`, the game's own (`new --lang`),
the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English.
"""

import os
import re
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from companion.core.errors import BadInput

ENV_VAR = "COMPANION_LANG"
SOURCE = "en"
LANGUAGES = {"en": "English", "de": "Deutsch", "pl": "Polski"}
PSEUDO = "pseudo"   # tests only: every translated message comes back marked ⟦like this⟧

_chosen: ContextVar[str | None] = ContextVar("companion_lang_chosen", default=None)
_table: ContextVar[str | None] = ContextVar("companion_lang_table", default=None)


SYSTEM_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")   # gettext's order


def current() -> str:
    """The language of what this process (or this request) says now."""
    return _chosen.get() or _from_env() or _table.get() or system() or SOURCE


def _from_env() -> str | None:
    value = os.environ.get(ENV_VAR)
    return named(value) if value and value.strip() else None


def named(value: str) -> str:
    """A language as companion spells it, from a locale's name: `de_DE.UTF-8` -> `de`."""
    return re.split(r"[_.@-]", value.strip(), maxsplit=1)[0].lower()


def system() -> str | None:
    """The system's language, as gettext finds it: the first of LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG that is set, its first language companion speaks (LANGUAGE may
    list several, `pl:de`); None for English, C or POSIX or one it does not speak."""
    for var in SYSTEM_VARS:
        if os.environ.get(var):
            for value in os.environ[var].split(":"):
                if named(value) in LANGUAGES:
                    return named(value)
            return None
    return None


def outside() -> str:
    """The language asked from outside any game: `--lang`, COMPANION_LANG, the system's,
    else English (that of a new game, or of a command on another game than the file's)."""
    return requested() or system() or SOURCE


@contextmanager
def speaking(lang: str | None):
    """Within the block, this process (or request) speaks `lang`, whatever the game's
    language; with None, as before."""
    if lang is None:
        yield
        return
    token = _chosen.set(checked(lang))
    try:
        yield
    finally:
        _chosen.reset(token)


def requested() -> str | None:
    """The language asked for by `--lang` or $COMPANION_LANG, if any (not the game's)."""
    return _chosen.get() or _from_env()


def set_table(lang: str | None) -> None:
    """The open game's own language, followed unless one was chosen."""
    _table.set(lang if lang in LANGUAGES else None)


def checked(lang: str) -> str:
    """`lang` (as companion spells it) if companion speaks it, else one line saying which
    it speaks."""
    if named(lang) in (*LANGUAGES, PSEUDO):
        return named(lang)
    from companion.core.names import suggestion

    raise BadInput(_("no language {lang!r}{hint}").format(
        lang=lang, hint=suggestion(lang, list(LANGUAGES))))


def env_checked() -> None:
    """Refuse an unknown COMPANION_LANG in one line (checked once, at the command line)."""
    if os.environ.get(ENV_VAR):
        checked(os.environ[ENV_VAR])


def _pseudo():
    """Translations that mark every message that went through a catalog, so that tests find
    those that did not."""
    import gettext

    class Pseudo(gettext.NullTranslations):
        def gettext(self, message):
            return f"⟦{message}⟧"

        def ngettext(self, singular, plural, n):
            return f"⟦{singular if n == 1 else plural}⟧"

    return Pseudo()


class Catalog:
    """One area's messages: `gettext` and `ngettext` in the current language."""

    def __init__(self, domain: str, folder: Path, fallback: "Catalog | None" = None):
        self.domain, self.folder, self.fallback = domain, folder, fallback
        self._loaded: dict = {}

    def translations(self, lang: str):
        """The compiled catalog of `lang` (a gettext translations object, the fallback's
        behind it), read once."""
        if lang not in self._loaded:
            import gettext as _gettext

            if lang == PSEUDO:
                found = _pseudo()
            else:
                mo = self.folder / lang / "LC_MESSAGES" / f"{self.domain}.mo"
                try:
                    with open(mo, "rb") as handle:
                        found = _gettext.GNUTranslations(handle)
                except FileNotFoundError:
                    found = _gettext.NullTranslations()
                if self.fallback is not None:
                    found.add_fallback(self.fallback.translations(lang))
            self._loaded[lang] = found
        return self._loaded[lang]

    def gettext(self, message: str) -> str:
        lang = current()
        return message if lang == SOURCE else self.translations(lang).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        lang = current()
        if lang == SOURCE:
            return singular if n == 1 else plural
        return self.translations(lang).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a message for the catalogs where it is defined; `_()` translates it where used."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a count's two forms where they are defined; `ngettext(*forms, n)` where used."""
    return singular, plural


CORE = Catalog("companion", Path(__file__).resolve().parent.parent / "locale")
CATALOG = CORE   # every area's i18n module names its catalog CATALOG (companion.catalogs)
_ = CORE.gettext
ngettext = CORE.ngettext


def number_symbols(lang: str | None = None) -> tuple[str, str]:
    """(thousands group, decimal sign) of `lang` as CLDR writes them, from the numbers file
    `python -m companion.catalogs compile` makes with Babel."""
    return _numbers(lang)[:2]


def sign_after(lang: str | None = None) -> bool:
    """Whether `lang` writes a currency's sign after the amount (CLDR: German and Polish
    `1.010 $`, English `$1,010`)."""
    return _numbers(lang)[2]


def _numbers(lang: str | None) -> tuple[str, str, bool]:
    lang = lang or current()
    if lang in (SOURCE, PSEUDO):
        return ",", ".", False
    return _SYMBOLS.get(lang) or _read_symbols(lang)


_SYMBOLS: dict[str, tuple[str, str, bool]] = {}


def _read_symbols(lang: str) -> tuple[str, str, bool]:
    path = CORE.folder / lang / "numbers.txt"
    try:
        group, decimal, after = path.read_text(encoding="utf-8").split("\n")[:3]
    except (FileNotFoundError, ValueError):
        group, decimal, after = ",", ".", ""
    _SYMBOLS[lang] = (group, decimal, after == "after")
    return _SYMBOLS[lang]
