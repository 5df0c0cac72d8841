"""The plain bank's own message catalog (docs/languages.md): its words in the table's
language where a translation is written (none yet: English), else English."""

from pathlib import Path

from companion.core.i18n import CORE, Catalog

CATALOG = Catalog("companion_plainbank", Path(__file__).resolve().parent / "locale",
                  fallback=CORE)
_ = CATALOG.gettext

