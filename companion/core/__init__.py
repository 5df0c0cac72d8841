"""The game-agnostic core: money, names, ledger, journal. Never imports typer or rich."""
