"""Where the game data and templates live, and where printed kits go by default.

An installed wheel carries `cards/` and `templates/` inside the package (`companion/_data/`);
an editable checkout reads them from the top of the repository.
"""

from importlib import resources
from pathlib import Path


def _data_root() -> Path:
    installed = resources.files("companion") / "_data"
    if isinstance(installed, Path) and installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent


CARDS = _data_root() / "cards"
TEMPLATES = _data_root() / "templates"


def output_root() -> Path:
    """`./output` under the current working directory (in the checkout: the repository's)."""
    return Path.cwd() / "output"
