"""The declarations of the five games that ship with companion.

Each is a game package's lightweight declaration (docs/games.md), named by an entry point
of the `companion.games` group in companion's own pyproject.toml, exactly as a separate
game package declares its game. Listing games reads these and imports no game.
"""

DISCRETION = {"interface": 1, "title": "Discretion (11x11 land development)",
              "aliases": ["disc"], "game": "companion.games.discretion.game:GAME"}
LANDLORDS_1906 = {"interface": 1, "title": "The Landlord's Game (1906)",
                  "aliases": ["landlords", "lg"],
                  "game": "companion.games.landlords_1906.game:GAME"}
EUROBUSINESS = {"interface": 1, "title": "Eurobusiness (Eurobiznes)",
                "aliases": ["eurobiznes", "eb"], "game": "companion.games.eurobusiness.game:GAME"}
ON_GUARD = {"interface": 1, "title": "On Guard (a Puerto Rico adaptation)",
            "aliases": ["onguard", "og"], "game": "companion.games.on_guard.game:GAME"}
PAYDAY = {"interface": 1, "title": "Pay Day (1975 rules)", "aliases": ["pay-day", "zahltag"],
          "game": "companion.games.payday.game:GAME"}

# id -> declaration, in listing order; pyproject.toml's entry points name the same objects
# (tests/test_game_registry.py checks that the installed metadata agrees)
BUILTIN = {"discretion": DISCRETION, "landlords-1906": LANDLORDS_1906,
           "eurobusiness": EUROBUSINESS, "on-guard": ON_GUARD, "payday": PAYDAY}
