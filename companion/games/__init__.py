"""The registry of games: listing games loads none of their rules or data."""

import importlib
from typing import NamedTuple

from companion.core.names import match_name


class GameEntry(NamedTuple):
    id: str
    title: str
    module: str
    aliases: tuple[str, ...] = ()


REGISTRY: tuple[GameEntry, ...] = (
    GameEntry("discretion", "Discretion (11x11 land development)",
              "companion.games.discretion", ("disc",)),
    GameEntry("landlords-1906", "The Landlord's Game (1906)",
              "companion.games.landlords_1906", ("landlords", "lg")),
    GameEntry("eurobusiness", "Eurobusiness (Eurobiznes)",
              "companion.games.eurobusiness", ("eurobiznes", "eb")),
    GameEntry("on-guard", "On Guard (a Puerto Rico adaptation)",
              "companion.games.on_guard", ("onguard", "og")),
    GameEntry("payday", "Pay Day (1975 rules)", "companion.games.payday", ("pay-day", "zahltag")),
)


def find(typed: str) -> GameEntry:
    """Look a game up by id or alias, case-insensitively, with a 'did you mean'."""
    by_name = {e.id: e for e in REGISTRY} | {a: e for e in REGISTRY for a in e.aliases}
    return by_name[match_name(typed, by_name, kind="game")]


def load(typed: str):
    """The Game object of a registered game (imports its module)."""
    return importlib.import_module(find(typed).module).GAME
