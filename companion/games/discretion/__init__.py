"""Discretion: the 11x11 land-development game (the flagship)."""

from companion.games.discretion.game import GAME

__all__ = ["GAME"]
