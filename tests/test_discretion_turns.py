"""Phases and turn order (ruling 16), scoring (ruling 8) and the seeded Event deck."""

import pytest

from companion.core.errors import RuleViolation
from companion.games.discretion import GAME
from tests.discretion_helpers import START, act, cash, event, new_game, no_bids, quiet, setup


def test_seven_auctions_open_the_game():
    state = new_game()
    assert state.phase == "auction" and state.pending_auctions == [None] * 7
    assert {p: cash(state, p) for p in state.players} == {"Ann": START, "Bob": START,
                                                          "Cy": START}
    with pytest.raises(RuleViolation, match="an auction is due first"):
        act(state, "next")
    with pytest.raises(RuleViolation, match="an auction is due first"):
        act(state, "draw")


def test_the_first_buyer_starts_the_building_round_and_the_first_year():
    state = new_game()
    act(state, "auction", plot=None, no_bid=True)            # nobody buys the first Title
    act(state, "auction", plot=None, winner="Bob", price=200_000)
    act(state, "auction", plot=None, winner="Ann", price=200_000)
    no_bids(state)
    assert state.phase == "build-round" and state.build_round == ["Bob", "Cy", "Ann"]
    order = []
    while state.phase == "build-round":
        order.append(state.active)
        with pytest.raises(RuleViolation, match="one-time building round"):
            act(state, "draw")
        act(state, "next")
    assert order == ["Bob", "Cy", "Ann"]
    assert state.phase == "play" and state.active == "Bob"
    quiet(state)
    assert state.active == "Cy"
    quiet(state)
    assert state.active == "Ann"
    quiet(state)
    assert state.active == "Bob"


def test_with_no_buyer_the_first_seat_starts():
    state = new_game()
    no_bids(state)
    assert state.build_round == ["Ann", "Bob", "Cy"]


def test_the_drawer_named_is_the_one_whose_turn_it_is():
    state = setup([(1, "Ann", 100_000)])
    act(state, "event", card="interest", active="Ann")    # Ann's turn: accepted
    for drawer in ("Ann", "Cy"):                          # her turn is over; his has not come
        with pytest.raises(RuleViolation, match=f"it is Bob's turn to draw, not {drawer}'s"):
            act(state, "event", card="harvest", active=drawer)
    assert state.active == "Bob"


def test_no_turn_passes_without_a_card_once_play_begins():
    state = setup([(1, "Ann", 100_000)])
    with pytest.raises(RuleViolation, match="Ann's turn ends with an Event card, not a pass: "
                                            "`companion draw`, or `companion event CARD`"):
        act(state, "next")
    assert state.active == "Ann"


# --- scoring (ruling 8) ------------------------------------------------------------
def test_net_assets():
    # Ann: Oakfield Farm (appraisal 720,000) for 100,000, 3 buildings, 1 Bank Loan:
    #      2,500,000 - 100,000 - 1,500,000 + 500,000 = 1,400,000.
    # Bob: Church Acre (appraisal 200,000) for 2,000,000 and housing H9: 0 cash.
    # Cy:  no land; --for 2,650,000 is 150,000 short: 2 Loan Shark loans -> 2,700,000,
    #      2,650,000 of it paid: 50,000 left.
    state = setup([(1, "Ann", 100_000), (15, "Bob", 2_000_000)],
                  {"Ann": [("housing", "A1"), ("offices", "B1"), ("retail", "C1")],
                   "Bob": [("housing", "H9")]})
    act(state, "loan", op="take", player="Ann")
    act(state, "shark", op="take", player="Cy", **{"for": 2_650_000})
    act(state, "pay", **{"from": "Cy", "to": "Bank", "amount": 2_650_000, "reason": "used"})
    event(state, "harvest")   # Ann all built: -50,000; Bob all built, no cash: owes 50,000
    score = GAME.score(state)
    rows = {r["name"]: r for r in score["players"]}
    # Ann: 1,350,000 - 600,000 + 720,000 + 3 x 500,000 = 2,970,000
    assert rows["Ann"] == {"name": "Ann", "net_assets": 2_970_000, "cash": 1_350_000,
                           "bank_loans": -600_000, "shark_loans": 0, "land": 720_000,
                           "buildings": 1_500_000, "debts": 0, "eliminated": False}
    # Bob: 0 + 200,000 + 500,000 - 50,000 debt = 650,000
    assert rows["Bob"]["net_assets"] == 650_000 and rows["Bob"]["debts"] == -50_000
    # Cy: 50,000 - 2 x 200,000 = -350,000
    assert rows["Cy"]["net_assets"] == -350_000 and rows["Cy"]["shark_loans"] == -400_000
    assert [r["name"] for r in score["players"]] == ["Ann", "Bob", "Cy"]
    assert score["winner"] == "Ann" and score["final"] is False


def test_a_tie_has_no_winner():
    state = setup([])
    score = GAME.score(state)
    assert score["winner"] is None and score["tied"] == ["Ann", "Bob", "Cy"]


# --- the seeded Event deck -----------------------------------------------------------
def play_draws(seed: int, count: int) -> tuple[list[str], dict]:
    state = setup([], seed=seed)       # no land, no loans: no card can leave a debt
    cards = []
    for _ in range(count):
        action = {"type": "draw"}
        GAME.apply(state, action)
        assert GAME.invariants(state) == []
        cards.append(action["card"])   # the card drawn is recorded for the journal
        no_bids(state)
    return cards, {p: cash(state, p) for p in state.players}


def test_draw_is_deterministic_for_a_seed():
    first = play_draws(7, 30)
    assert first == play_draws(7, 30)
    assert len(first[0]) == 30 and "end-of-year" in first[0]


def test_the_year_one_deck_holds_the_twelve_year_one_cards():
    cards, _ = play_draws(3, 12)
    year_one = [c["id"] for c in new_game().data["events"] if c["year"] == 1]
    upto_end = cards[:cards.index("end-of-year") + 1] if "end-of-year" in cards else cards
    assert len(set(upto_end)) == len(upto_end) and set(upto_end) <= set(year_one)


def test_different_seeds_shuffle_differently():
    assert play_draws(1, 12)[0] != play_draws(2, 12)[0]


def test_five_or_more_players_start_with_2m():
    state = new_game(("Ann", "Bob", "Cy", "Dee", "Eve"))
    assert {cash(state, p) for p in state.players} == {2_000_000}


@pytest.mark.parametrize("players", [("Ann",), tuple("ABCDEFGHI")])
def test_two_to_eight_players(players):
    from companion.core.errors import BadInput
    with pytest.raises(BadInput, match="takes 2 to 8 players"):
        new_game(players)


def test_an_auction_names_a_plot_in_the_title_pile():
    state = new_game()
    act(state, "auction", plot="Oakfield", winner="Ann", price=100_000)
    with pytest.raises(RuleViolation, match=r"Oakfield Farm \(plot 1\) belongs to Ann"):
        act(state, "auction", plot=1, winner="Bob", price=100_000)
    assert state.pending_auctions == [None] * 6 and state.first_buyer == "Ann"
