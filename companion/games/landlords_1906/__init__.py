"""The Landlord's Game (1906 Economic Game Co. edition, Elizabeth J. Magie), with the Single Tax."""

from companion.games.landlords_1906.game import GAME

__all__ = ["GAME"]
