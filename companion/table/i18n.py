"""The catalog of the table's screens: the live page, the report, the exports."""

from pathlib import Path

from companion.core.i18n import CORE, N_, Catalog, Nn_

CATALOG = Catalog("table", Path(__file__).resolve().parent / "locale", fallback=CORE)
_ = CATALOG.gettext
ngettext = CATALOG.ngettext

__all__ = ["CATALOG", "N_", "Nn_", "_", "ngettext"]
