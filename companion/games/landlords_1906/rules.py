"""The money rules as pure functions of numbers: rents, fares, taxes, speculation, movement."""

from companion.core.errors import BadInput

BOARD_SIZE = 40
SIDE = BOARD_SIZE // 4


def land_rent(table: list[list[int]], row: int, level: int) -> int:
    """Row `row` of the LAND RENT TABLE at section level 0-3; row 0 (Wayback) pays nothing."""
    return 0 if row == 0 else table[row - 1][level]


def section_level(house_counts: list[int], max_houses: int) -> int:
    """How often a section's land rent doubles: the fewest houses on any of its lots (0-3)."""
    return min(min(house_counts, default=0), max_houses)


def sections(spaces: list[dict]) -> list[list[int]]:
    """The lots of each section: runs of spaces between railroads and corners (8 on the board)."""
    out, run = [], []
    for space in spaces:
        if space["kind"] == "railroad" or space["number"] % SIDE == 0:
            if run:
                out.append(run)
            run = []
        elif space["kind"] == "lot":
            run.append(space["number"])
    if run:
        out.append(run)
    return out


def house_count(data: dict) -> int:
    """The houses printed in the kit: as many as the board can hold, the most a lot may have
    (rules.max_houses) on every lot."""
    lots = sum(s["kind"] == "lot" for s in data["spaces"])
    return data["rules"]["max_houses"] * lots


def railroad_fare(fares: list[int], owned: int) -> int:
    """The fare on any railroad of an owner who holds `owned` of them (1-4)."""
    return fares[owned - 1]


def franchise_rate(rules: dict, cinch: bool) -> int:
    """$5, or the Municipal Cinch rate when one owner holds both franchises."""
    return rules["cinch_rate"] if cinch else rules["franchise_rate"]


def necessity_tax(levels: list[dict], houses_on_board: int, advanced: bool = True) -> int:
    """The tax on an Absolute Necessity: the highest level reached by the houses on the board."""
    if not advanced:
        return levels[0]["tax"]
    return max(row["tax"] for row in levels if houses_on_board >= row["houses"])


def speculation(rules: dict, dice: tuple[int, int]) -> tuple[str, int]:
    """('win', amount), ('caught', 0) for a 3 or 4, or ('nothing', 0).

    A double always wins the double prize, checked first, so 2+2 wins rather than catching
    the Broker (ruling: the rule names doubles first).
    """
    first, second = dice
    total = first + second
    if first == second:
        return "win", rules["speculation_double"]
    if total in rules["broker_caught"]:
        return "caught", 0
    payouts = rules["speculation_payouts"]
    if 5 <= total < 5 + len(payouts):
        return "win", payouts[total - 5]
    return "nothing", 0


def broker_share(winnings: int, percent: int) -> int:
    """The Broker's cut, rounded down (every printed prize is a multiple of $10 anyway)."""
    return winnings * percent // 100


def step(position: int, steps: int, back: bool = False) -> tuple[int, bool]:
    """Where a move of `steps` ends, and whether it reaches or passes MOTHER EARTH going forward."""
    if back:
        return (position - steps) % BOARD_SIZE, False
    return (position + steps) % BOARD_SIZE, position + steps >= BOARD_SIZE


def parse_dice(text: str, faces: int = 6) -> tuple[int, int]:
    """`3,4` or `3+4` or `34` -> (3, 4): the two dice the table threw."""
    cleaned = str(text).strip().replace("+", ",").replace(" ", ",")
    parts = [p for p in cleaned.split(",") if p] if "," in cleaned else list(cleaned)
    if len(parts) != 2 or not all(p.isdigit() and 1 <= int(p) <= faces for p in parts):
        raise BadInput(f"not a throw of two dice: {text!r} (give both dice, e.g. 3,4)")
    return int(parts[0]), int(parts[1])
