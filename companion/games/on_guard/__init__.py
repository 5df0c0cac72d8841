"""On Guard: a Puerto Rico adaptation (Faradinars, Gold Bars, goods, settlers, caravans)."""

from companion.games.on_guard.game import GAME

__all__ = ["GAME"]
