"""Print-and-play: game data -> HTML (pure) -> PDF (WeasyPrint, only in `pdf`)."""
