"""Where the game data and templates live, and where printed kits go by default.

An installed wheel carries `cards/` and `templates/` inside the package (`companion/_data/`);
an editable checkout reads them from the top of the repository.
"""

from pathlib import Path


def _data_root() -> Path:
    # The package's own folder, as importlib.resources.files("companion") would give for an
    # installed wheel, without importing importlib.resources (zipfile, tempfile): every
    # command imports this module, and a one-shot command must start fast.
    package = Path(__file__).resolve().parent
    installed = package / "_data"
    return installed if installed.is_dir() else package.parent


CARDS = _data_root() / "cards"
TEMPLATES = _data_root() / "templates"


def output_root() -> Path:
    """`./output` under the current working directory (in the checkout: the repository's)."""
    return Path.cwd() / "output"
