"""Printing on a machine without fonts: a kit and a report print with the system's font folders
and fontconfig's caches hidden (a mount namespace, so the tests must run as root), set in the
DejaVu faces the package ships, and the kit is the same file as with the fonts there."""

import os
import shutil
import subprocess
import sys

import pytest

from companion.printing import fonts
from tests.print_helpers import page_fonts, page_text, pages

# Where fontconfig looks for fonts and keeps its caches on a Linux machine (/etc/fonts/fonts.conf);
# the user's own folders are hidden by a fresh HOME and XDG folders.
HIDDEN = ("/usr/share/fonts", "/usr/local/share/fonts", "/var/cache/fontconfig")
# Each hidden folder gets an empty folder of its own, so fontconfig's cache writes stay apart.
SCRIPT = """set -e
i=0
for dir in {hidden}; do
    if [ -d "$dir" ]; then i=$((i+1)); mkdir "$EMPTY/$i"; mount --bind "$EMPTY/$i" "$dir"; fi
done
test -z "$(fc-list 2>/dev/null)"
"$PYTHON" -m companion print payday --only deals --only reference --out "$TABLE/kit"
"$PYTHON" -m companion demo payday --keep "$TABLE/game.db" > /dev/null
"$PYTHON" -m companion report --game "$TABLE/game.db"
""".format(hidden=" ".join(HIDDEN))


def _can_hide_fonts() -> bool:
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


pytestmark = pytest.mark.skipif(not _can_hide_fonts(),
                                reason="hiding the system's fonts needs root and unshare -m")


@pytest.fixture(scope="module")
def fontless(tmp_path_factory):
    """The folder printed into with no system fonts."""
    home = tmp_path_factory.mktemp("fontless")
    (home / "empty").mkdir()
    env = {**os.environ, "HOME": str(home), "XDG_CACHE_HOME": str(home / "cache"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "EMPTY": str(home / "empty"), "TABLE": str(home), "PYTHON": sys.executable,
           "COMPANION_LANG": "en"}
    done = subprocess.run(["unshare", "-m", "sh", "-c", SCRIPT], env=env, cwd=home,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""   # not WeasyPrint's "No fonts configured ... ugly output"
    return home


def _fonts_of(path) -> dict[str, bool]:
    doc = pages(path)
    found = {}
    for i in range(len(doc)):
        found.update(page_fonts(doc[i]))
    return found


@pytest.mark.parametrize("pdf, faces, words", [
    ("kit/deals.pdf", {"DejaVu-Sans", "DejaVu-Sans-Bold", "DejaVu-Serif-Bold"},
     "Quick-Food Franchise Cost 900 $"),
    ("kit/reference.pdf", {"DejaVu-Sans", "DejaVu-Serif-Bold"},
     "Pay Day: The seven steps"),
    ("output/payday/game-report.pdf", {"DejaVu-Sans", "DejaVu-Sans-Bold", "DejaVu-Serif-Bold"},
     "Pay Day: the final report"),
])
def test_a_kit_and_a_report_print_in_the_bundled_faces_without_system_fonts(fontless, pdf,
                                                                             faces, words):
    home = fontless
    used = _fonts_of(home / pdf)
    # every face the page needs embedded, and none but the bundled ones (the reference's code
    # face, DejaVu Sans Mono, appears only where a command is left on it)
    assert faces <= used.keys() <= faces | {"DejaVu-Sans-Mono"} and all(used.values())
    first = pages(home / pdf)[0]
    assert words in page_text(first)
    image = first.render(scale=1).to_pil().convert("L")
    assert image.getextrema()[0] < 80             # ink on the page: the text is drawn


def test_the_kit_is_the_same_file_with_the_system_fonts_there(fontless, tmp_path):
    home = fontless
    subprocess.run([sys.executable, "-m", "companion", "print", "payday", "--only", "deals",
                    "--only", "reference", "--out", str(tmp_path)], check=True,
                   capture_output=True, env={**os.environ, "COMPANION_LANG": "en"})
    for name in ("deals.pdf", "reference.pdf"):
        assert (tmp_path / name).read_bytes() == (home / "kit" / name).read_bytes(), name


def test_the_faces_and_their_licence_ship_inside_the_package():
    assert fonts.FONT_DIR.parent.name == "printing" and fonts.FONT_DIR.is_relative_to(
        os.path.dirname(fonts.__file__))
    assert {fonts.font_file(w).name for w in fonts.FACES} == {
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSansMono.ttf"}
    assert "Bitstream Vera" in (fonts.FONT_DIR / "LICENSE").read_text()
