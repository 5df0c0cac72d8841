"""A plain bank for any game with paper money: companion's example of a game package.

This module is the game's declaration, and all that `companion games` imports: keep it
free of imports. The rules are in `game.py`, loaded when a command plays the game.
"""

DECLARATION = {
    "interface": 1,
    "title": "Plain bank (any game with paper money)",
    "aliases": ["bank"],
    "game": "companion_plainbank.game:GAME",
}
