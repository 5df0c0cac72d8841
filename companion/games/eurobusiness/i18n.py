"""The catalog of this game's own messages (the core's catalog behind it)."""

from pathlib import Path

from companion.core.i18n import CORE, N_, Catalog

CATALOG = Catalog("eurobusiness", Path(__file__).resolve().parent / "locale", fallback=CORE)
_ = CATALOG.gettext
ngettext = CATALOG.ngettext

__all__ = ["CATALOG", "N_", "_", "ngettext"]
