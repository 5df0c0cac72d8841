"""Keep the message catalogs true to the source: `python -m companion.catalogs update|compile`.

`update` extracts every marked message (`_`, `N_`, `ngettext`) of each area into its `.po`
file per language, keeping the translations made; `compile` writes the `.mo` files the
program reads and each language's number symbols (from Babel's CLDR data). Both need Babel,
which comes with the test extra: a table never runs them. docs/languages.md tells the
workflow; tests/test_catalogs.py checks that nothing is missing or stale.
"""

import datetime
import importlib
import io
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from companion.core import i18n
from companion.paths import TEMPLATES

PACKAGE = Path(__file__).resolve().parent
KEYWORDS = {"_": None, "N_": None, "Nn_": (1, 2), "ngettext": (1, 2)}
# The kits' and the table's templates belong to those areas' catalogs.
TEMPLATE_AREAS = {"printing": ["*.j2"], "table": ["table/*.j2"]}
_FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\(\w+\)s")


@dataclass(frozen=True)
class Area:
    """One catalog: its domain, the sources it covers and where its files live."""
    domain: str
    root: Path                # its Python sources: this folder, less the areas inside it
    folder: Path              # its locale folder
    templates: tuple[str, ...]

    def po(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.domain}.po"

    def python_files(self, inner: list[Path]) -> list[Path]:
        nested = [o for o in inner if self.root in o.parents]   # areas of their own inside
        return sorted(p for p in self.root.rglob("*.py")
                      if not any(o in p.parents for o in nested))


def areas() -> list[Area]:
    """Every area: each `i18n.py` module in the package with its CATALOG."""
    found = []
    for module_file in sorted(PACKAGE.rglob("i18n.py")):
        module = ".".join(module_file.relative_to(PACKAGE.parent).with_suffix("").parts)
        catalog = importlib.import_module(module).CATALOG
        root = catalog.folder.parent
        found.append(Area(catalog.domain, root, catalog.folder,
                          tuple(TEMPLATE_AREAS.get(catalog.domain, ()))))
    return found


def translated_languages() -> list[str]:
    return [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE]


def extract(area: Area, every: list[Area]):
    """The area's messages as a Babel catalog (the template every language follows)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    template = Catalog(domain=area.domain, creation_date=_FIXED_DATE)
    sources = [(p, "python") for p in area.python_files([a.root for a in every])]
    for pattern in area.templates:
        sources += [(p, "jinja2.ext:babel_extract") for p in sorted(TEMPLATES.glob(pattern))]
    for path, method in sources:
        options = {"extensions": "jinja2.ext.do"} if method != "python" else {}
        for line, message, comments, context in extract_from_file(
                method, str(path), keywords=KEYWORDS, options=options,
                comment_tags=("Translators:",), strip_comment_tags=True):
            where = _shown(path)
            template.add(message, locations=[(where, None)], auto_comments=comments,
                         context=context)
    from companion.cli import helptext

    for text, path in helptext.messages(area.domain):   # the commands' help: docstrings, help=
        template.add(text, locations=[(_shown(Path(path)), None)])
    return template


def _shown(path: Path) -> str:
    for base in (PACKAGE.parent, TEMPLATES.parent):
        if path.is_relative_to(base):
            return str(path.relative_to(base))
    return str(path)


def read(path: Path, lang: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    if not path.exists():
        return Catalog(locale=lang, domain=path.stem, creation_date=_FIXED_DATE)
    with open(path, "rb") as handle:
        return read_po(handle, locale=lang)


def write(catalog, path: Path) -> None:
    _write_if_changed(path, written(catalog, path))


def written(catalog, path: Path) -> bytes:
    """The `.po` file at `path` as `update` and `compile` write it (Babel's layout)."""
    from babel.messages.pofile import write_po

    catalog.revision_date = catalog.creation_date = _FIXED_DATE
    catalog.project, catalog.version = "companion", ""
    catalog.last_translator = catalog.language_team = "companion's developers"
    catalog.msgid_bugs_address = ""
    catalog.header_comment = (f"# {i18n.LANGUAGES[str(catalog.locale)]} messages of companion, "
                              f"{path.stem}: see docs/languages.md.")
    catalog.fuzzy = False
    for message in catalog:   # one order of a message's places, however it was read or made
        message.locations = sorted(set(message.locations), key=lambda place: place[0])
        if "python-brace-format" in message.flags:   # a "%" in it is a word, not a format
            message.flags.discard("python-format")
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=96, include_lineno=False, sort_by_file=True,
             ignore_obsolete=True, omit_header=False)
    # the Babel version that wrote it is no part of the catalog (it would differ per machine)
    return re.sub(rb'"Generated-By: [^"]*"\n', b"", buffer.getvalue())


def update() -> list[str]:
    """Bring every area's `.po` files up to its source; returns what is left to translate."""
    every, untranslated = areas(), []
    for area in every:
        template = extract(area, every)
        for lang in translated_languages():
            catalog = read(area.po(lang), lang)
            catalog.update(template, no_fuzzy_matching=True)
            write(catalog, area.po(lang))
            untranslated += [f"{area.po(lang).relative_to(PACKAGE.parent)}: {m.id!r}"
                             for m in catalog if m.id and not _done(m)]
    return untranslated


def compiled(area: Area, lang: str) -> bytes:
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, read(area.po(lang), lang), use_fuzzy=False)
    return buffer.getvalue()


def numbers(lang: str) -> str:
    """The language's thousands group and decimal sign, and whether it writes a currency's
    sign after the amount, one a line (CLDR, via Babel)."""
    from babel import Locale

    locale = Locale.parse(lang)
    symbols = locale.number_symbols["latn"]
    pattern = locale.currency_formats["standard"].pattern
    after = "after" if pattern.index("¤") > pattern.index("0") else "before"
    return f"{symbols['group']}\n{symbols['decimal']}\n{after}\n"


def compile_all() -> None:
    """The `.mo` files from the `.po` files, each `.po` written again as `update` writes it
    (a message edited by hand, wrapped otherwise, would else be re-wrapped by the next
    update: churn in whoever runs it)."""
    for area in areas():
        for lang in translated_languages():
            if area.po(lang).exists():
                write(read(area.po(lang), lang), area.po(lang))
                _write_if_changed(area.po(lang).with_suffix(".mo"), compiled(area, lang))
    for lang in translated_languages():
        _write_if_changed(i18n.CORE.folder / lang / "numbers.txt", numbers(lang).encode())


def _write_if_changed(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def _done(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return not message.fuzzy and all(strings)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def problems() -> list[str]:
    """Everything that keeps the catalogs from matching the source, one line each."""
    every, found = areas(), []
    for area in every:
        template = extract(area, every)
        for lang in translated_languages():
            where = area.po(lang).relative_to(PACKAGE.parent)
            catalog = read(area.po(lang), lang)
            for message in template:
                if not message.id:
                    continue
                done = catalog.get(message.id)
                if done is None or not _done(done):
                    found.append(f"{where}: not translated: {message.id!r}")
                    continue
                found += [f"{where}: {error}" for error in _placeholder_errors(message, done)]
            stale = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id} - {
                m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id}
            found += [f"{where}: no longer in the source: {s!r}" for s in sorted(stale)]
            if area.po(lang).exists() and area.po(lang).read_bytes() != written(catalog,
                                                                                area.po(lang)):
                found.append(f"{where}: not laid out as `update` writes it (run `compile`)")
            mo = area.po(lang).with_suffix(".mo")
            if area.po(lang).exists() and (not mo.exists() or mo.read_bytes() != compiled(area, lang)):
                found.append(f"{where}: its .mo is not compiled from it")
    return found


def gettext_problems() -> list[str] | None:
    """What gettext's own `msgfmt --check` (as Poedit and Weblate check) finds wrong in
    every `.po` file, one line each; None where msgfmt is not installed."""
    import shutil
    import subprocess

    if shutil.which("msgfmt") is None:
        return None
    found = []
    for area in areas():
        for lang in translated_languages():
            if area.po(lang).exists():
                done = subprocess.run(["msgfmt", "--check", "-o", os.devnull, str(area.po(lang))],
                                      capture_output=True, text=True, check=False)
                found += [line for line in done.stderr.splitlines()
                          if done.returncode and not line.startswith("msgfmt: found")]
    return found


def _placeholder_errors(source, done) -> list[str]:
    ids = source.id if isinstance(source.id, tuple) else (source.id,)
    wanted = set().union(*(placeholders(i) for i in ids))
    strings = done.string if isinstance(done.string, tuple) else (done.string,)
    return [f"placeholders {sorted(placeholders(s))} differ from {sorted(wanted)} in {ids[0]!r}"
            for s in strings if placeholders(s) - wanted or (len(strings) == 1 and
                                                               placeholders(s) != wanted)]


def main(argv: list[str]) -> int:
    try:
        import babel  # noqa: F401
    except ImportError:
        print("the catalogs need Babel: pip install -e '.[test]'", file=sys.stderr)
        return 1
    if argv == ["update"]:
        left = update()
        print("\n".join(left) or "every message is translated")
        return 0
    if argv == ["compile"]:
        compile_all()
        return 0
    if argv == ["check"]:
        found = problems() + (gettext_problems() or [])
        print("\n".join(found) or "the catalogs match the source")
        return 1 if found else 0
    print("usage: python -m companion.catalogs update|compile|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
