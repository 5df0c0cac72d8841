"""Where the project's data and templates live (the package is installed editable)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards"
TEMPLATES = ROOT / "templates"
OUTPUT = ROOT / "output"
