"""What a stop on a space charges now: the sums the landing takes, and the status shows."""

from companion.games.landlords_1906 import rules
from companion.games.landlords_1906.state import LandlordState

CHARGING = ("lot", "railroad", "franchise", "necessity", "jail", "luxury")  # jail: Shelter


def lot_rents(state: LandlordState, lot: int) -> tuple[int, int]:
    """A lot's land rent (its section's doubling included) and the rent of its houses."""
    return state.land_rent(lot), state.houses.get(lot, 0) * state.rules["house_rent"]


def railroad_fare(state: LandlordState, number: int) -> int:
    """The fare on a held railroad for a rider outside its Trust: the Trust's fare, or the
    fare for the railroads its owner holds."""
    owner = state.owners[number]
    if state.trust_holds() and owner in state.trust:
        return state.rules["trust_fare"]
    return rules.railroad_fare(state.rules["railroad_fares"], state.railroads_of(owner))


def cinch(state: LandlordState, number: int) -> bool:
    """Whether the franchise's holder holds both (the Municipal Cinch)."""
    return all(state.owners.get(n) == state.owners[number] for n in state.of_kind("franchise"))


def franchise_fare(state: LandlordState, number: int) -> int:
    return rules.franchise_rate(state.rules, cinch(state, number))


def necessity_tax(state: LandlordState) -> int:
    """The tax on an Absolute Necessity now (none under the Single Tax)."""
    if state.single_tax:
        return 0
    return rules.necessity_tax(state.data["tax_levels"], state.houses_on_board(),
                               state.rules["advanced"])


def unsold_charge(state: LandlordState, number: int) -> int:
    """Rules 7 and 9: what the lander pays the Treasury when no one buys the card."""
    kind = state.space(number)["kind"]
    if kind == "lot":
        return state.land_rent(number)
    if kind == "railroad":
        return state.rules["railroad_fares"][0]
    return state.rules["franchise_rate"]


def stop_cost(state: LandlordState, number: int) -> int | None:
    """What stopping on a space by a move costs, now, a player who holds nothing there and
    belongs to no Trust: a lot's land rent and house rent, a fare, a necessity tax (Shelter
    on the JAIL corner, ruling 3), a Luxury card's price (taken by a player who can pay);
    for a card still in the pack, what is paid when no one buys it. None for the spaces
    that charge no sum of their own (a corner, Chance; Speculation's ante is a choice)."""
    kind = state.space(number)["kind"]
    if kind not in CHARGING:
        return None
    if kind == "luxury":
        return state.data["house_rules"]["luxury_price"]
    if kind in ("necessity", "jail"):
        return necessity_tax(state)
    if number in state.public:
        return 0
    if kind == "lot" and (state.single_tax or number in state.owners):
        return sum(lot_rents(state, number))
    if number not in state.owners:
        return unsold_charge(state, number)
    return railroad_fare(state, number) if kind == "railroad" else franchise_fare(state, number)
