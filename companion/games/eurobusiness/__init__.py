"""Eurobusiness (Eurobiznes), the Polish ring-board game of cities in eight countries."""

from companion.games.eurobusiness.game import GAME

__all__ = ["GAME"]
