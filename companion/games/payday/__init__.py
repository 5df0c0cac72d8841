"""Pay Day (Parker Brothers, 1975 rules): the month of bills, deals, savings and loans."""

from companion.games.payday.game import GAME

__all__ = ["GAME"]
