"""The command line: a thin adapter that parses, calls the core, and formats."""
