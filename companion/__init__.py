"""companion: rules companion and banker for physical economic board games."""

__version__ = "0.1.0"
