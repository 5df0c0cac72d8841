"""Adding a language as docs/languages.md says (issue 33 item 6), on a copy of the package:
French added to LANGUAGES, `update` and `compile` run; German and Polish come through
untouched, French is spoken where it is translated and English elsewhere."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def with_french(tmp_path_factory) -> Path:
    copy = tmp_path_factory.mktemp("checkout")
    shutil.copytree(ROOT / "companion", copy / "companion",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("cards", "templates"):
        shutil.copytree(ROOT / folder, copy / folder)
    i18n = copy / "companion" / "core" / "i18n.py"
    i18n.write_text(i18n.read_text().replace('"pl": "Polski"}', '"pl": "Polski", '
                                             '"fr": "Français"}'))
    left = run(copy, "-m", "companion.catalogs", "update")
    assert "companion/locale/fr/LC_MESSAGES/companion.po: 'Bank'" in left.stdout
    po = copy / "companion" / "locale" / "fr" / "LC_MESSAGES" / "companion.po"
    po.write_text(po.read_text().replace('msgid "Bank"\nmsgstr ""', 'msgid "Bank"\nmsgstr "Banque"'))
    run(copy, "-m", "companion.catalogs", "compile")
    return copy


def run(copy: Path, *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, *args], cwd=copy, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(copy),
                               "LANG": "C.UTF-8", "XDG_DATA_HOME": str(copy / "data")},
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done


def test_the_other_languages_come_through_untouched(with_french):
    for po in (ROOT / "companion").rglob("*.po"):
        if "/fr/" not in str(po):
            copied = with_french / po.relative_to(ROOT)
            assert copied.read_bytes() == po.read_bytes(), po
            mo = po.with_suffix(".mo")
            assert copied.with_suffix(".mo").read_bytes() == mo.read_bytes(), mo


def test_the_new_language_speaks_what_is_translated_and_english_else(with_french):
    game = str(with_french / "g.db")
    run(with_french, "-m", "companion", "--game", game, "new", "eurobusiness", "--players",
        "Ann,Bob,Cy", "--lang", "fr")
    paid = run(with_french, "-m", "companion", "--game", game, "pay", "Ann", "Banque", "1500")
    assert "Ann -> Banque 1\u202f500 $" in paid.stdout   # French grouping, from CLDR
    german = run(with_french, "-m", "companion", "--game", game, "--lang", "de", "status")
    assert "Eurobusiness" in german.stdout and "Bargeld" in german.stdout
    games = run(with_french, "-m", "companion", "games").stdout
    assert "fr (messages)" in games and "de (messages)" in games
