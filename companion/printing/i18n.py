"""The catalog of the kits' words: sheets, print lists, calibration."""

from pathlib import Path

from companion.core.i18n import CORE, N_, Catalog

CATALOG = Catalog("printing", Path(__file__).resolve().parent / "locale", fallback=CORE)
_ = CATALOG.gettext
ngettext = CATALOG.ngettext

__all__ = ["CATALOG", "N_", "_", "ngettext"]
