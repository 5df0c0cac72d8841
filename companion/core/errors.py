"""One exception family, raised in the core and rendered once at the CLI boundary."""


class CompanionError(Exception):
    """Base of every error a user can cause; the CLI prints its message as one line."""


class BadInput(CompanionError):
    """Input that cannot be read at all (a garbled amount, a malformed cell)."""


class UnknownName(CompanionError):
    """A name (player, plot, game, card) that matches nothing, or more than one thing."""


class RuleViolation(CompanionError):
    """An action the rules do not allow in the current state."""


class DataFileError(CompanionError):
    """A game data file with a missing, unknown or invalid field."""


class GameFileError(CompanionError):
    """A journal file that is missing, corrupt or from an incompatible version."""


class MissingRequirement(CompanionError):
    """A system library that a command needs is not installed on this machine."""
