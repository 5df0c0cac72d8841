"""One set of numbers (mm) for On Guard's pieces and the board spaces they go on, so a piece
always fits its space: the board draws spaces side by side with no gap between them."""

SITE = (30.0, 30.0)               # a site tile, and a site space on the boards
TOWN = (42.0, 42.0)               # a production or minor building tile, and a town space
MAJOR = (2 * TOWN[0], TOWN[1])    # a major building covers two town spaces side by side
CHIP = (16.0, 16.0)               # goods, money, and a place for one of them
SETTLER = (10.0, 10.0)            # a settler, and its place on a building or site tile: a
#                                   large building's three side by side on a town space
ACTIVITY = (41.0, 63.0)           # an activity card (mini), and its place on the calendar
TOWN_COLUMNS = 4                  # a town's spaces in rows of this many (majors lie along them)


def building(kind: str) -> tuple[float, float]:
    return MAJOR if kind == "major" else TOWN
