"""Known Discretion positions for the hand-computed rules tests.

The map (cards/discretion/discretion.toml), for working out neighbours by hand:

         A  B  C  D  E  F  G  H  I  J  K
     1   1  1  1  2  2  2  3  3  3  4  4
     2   1  1  1  2  2  2  3  3  3  4  4
     3   1  1  1  2  2  2  3  3  3  4  4
     4   5  5  5  6  6  7  7  7  7  8  8
     5   5  5  5  6  6  7  7  7  7  8  8
     6   5  5  5  6  6  9  9  9  8  8  8
     7  10 10 10 11 11 11 12 12 12 12 13
     8  10 10 10 11 11 11 12 12 12 12 13
     9  10 10 10 11 11 11 14 15 13 13 13
    10  16 16 16 16 14 14 14 17 17 17 17
    11  16 16 16 16 14 14 14 17 17 17 17

Everyone starts with 2,500,000 (2-4 players).
"""

from functools import lru_cache

from companion.games.discretion import GAME

PLAYERS = ("Ann", "Bob", "Cy")
START = 2_500_000


@lru_cache(maxsize=1)
def _data() -> dict:
    return GAME.load_data()


def new_game(players=PLAYERS, seed: int = 1):
    return GAME.new_state(list(players), _data(), seed=seed)


def act(state, kind: str, **fields) -> list[str]:
    """Apply one action and check the invariants (money conserved, limits kept) after it."""
    effects = GAME.apply(state, {"type": kind, **fields})
    assert GAME.invariants(state) == []
    return effects


def fund(state, player: str, amount: int) -> None:
    """A manual payment from the Bank, to give a test position more cash."""
    act(state, "pay", **{"from": "Bank", "to": player, "amount": amount, "reason": "test funds"})


def cash(state, player: str) -> int:
    return state.ledger.balance(player)


def setup(buys=(), builds=None, players=PLAYERS, funds=None, seed: int = 1):
    """Run the 7 opening auctions, then the building round, into the first turn of play.

    buys: (plot, winner, price) in order; the remaining auctions get no bid.
    builds: {player: [(type, "C3" or "C3+C4"), ...]} built in the building round.
    funds: {player: amount} paid by the Bank before the auctions.
    """
    state = new_game(players, seed)
    for player, amount in (funds or {}).items():
        fund(state, player, amount)
    for plot, winner, price in buys:
        act(state, "auction", plot=plot, winner=winner, price=price)
    while state.pending_auctions:
        act(state, "auction", plot=None, no_bid=True)
    builds = builds or {}
    while state.phase == "build-round":
        for btype, cells in builds.get(state.active, []):
            act(state, "build", player=state.active, building=btype, cells=cells)
        act(state, "next")
    assert state.phase == "play"
    return state


def no_bids(state) -> None:
    while state.pending_auctions:
        act(state, "auction", plot=None, no_bid=True)


def to_year(state, year: int) -> None:
    """Play End of Year cards (drawn by the active player) until `year` begins; no bids."""
    while state.year < year:
        act(state, "event", card="end-of-year")
        no_bids(state)


def event(state, card: str, active: str | None = None, **fields) -> list[str]:
    """The card drawn; `active` first makes it that player's turn, a test position as `fund`
    is (the rules refuse a card drawn out of turn, ruling 22)."""
    state.active = active or state.active
    return act(state, "event", card=card, **fields)


def build(state, player: str, btype: str, cells: str) -> list[str]:
    return act(state, "build", player=player, building=btype, cells=cells)


def broke(state, player: str) -> None:
    """The player borrows all 20 Loan Shark loans and spends everything: no cash, and no
    Loan Shark money left to raise."""
    room = 20 - state.shark_loans[player]
    have = cash(state, player)
    if room:
        act(state, "shark", op="take", player=player, **{"for": have + room * 100_000})
    act(state, "pay", **{"from": player, "to": "Bank", "amount": cash(state, player),
                         "reason": "spent"})


def quiet(state, **fields) -> list[str]:
    """The active player (or `active=`) draws a card left this Year that moves no money here:
    a rent or tax card of a kind no one owns, else Interest while no one holds a Bank Loan."""
    owned = {b.type for b in state.buildings if b.owner}
    for card_id in state.cards_left():
        card = state.data["_events_by_id"][card_id]
        if (card["effect"] in ("rent", "tax") and card["building"] not in owned
                or card["effect"] == "interest" and not any(state.bank_loans.values())):
            return event(state, card_id, **fields)
    raise AssertionError("no card left this Year that moves no money")


def sell_every_title(state, buyer: str = "Cy", price: int = 10_000) -> None:
    """Sell every Title to `buyer` (the Year 2 auctions, and each Year's Auction and
    Compulsory Auction cards), ending in a Year whose Compulsory Auction is still to come."""
    while state.title_deck or "compulsory-auction" not in state.cards_left():
        card = next((c for c in ("auction", "compulsory-auction") if c in state.cards_left()),
                    None)
        event(state, card if card and state.title_deck else "end-of-year")
        while state.pending_auctions:
            act(state, "auction", plot=None, winner=buyer, price=price)


def land_tax_on_oakfield(cli) -> None:
    """Through the CLI: Year 4, Ann broke with Oakfield Farm only, and the Land Tax card
    drawn on her turn (9 acres x 10,000 = 90,000 owed)."""
    cli_start(cli, ("oak", "--winner", "Ann", "--price", "100k"))
    cli.ok("pay", "Ann", "Bank", "2.4M", "--reason", "spent")
    cli.ok("event", "end-of-year")
    for _ in range(5):
        cli.ok("auction", "--no-bid")
    cli.ok("event", "end-of-year", "--active", "Ann")
    cli.ok("event", "end-of-year", "--active", "Ann")
    cli.ok("event", "land-tax", "--active", "Ann")


def cli_start(cli, *auctions: tuple[str, ...], rule: str | None = None,
              players: str = "Ann,Bob") -> None:
    """Through the CLI: Ann and Bob (or `players`), seed 1, with the rule switch `rule` if
    given (`shark_end=card`); the opening auctions as given, the rest with no bid; the
    building round passed: the first buyer (or Ann) draws first."""
    cli.ok("new", "discretion", "--players", players, "--seed", "1",
           *(("--rule", rule) if rule else ()))
    for args in auctions:
        cli.ok("auction", *args)
    for _ in range(7 - len(auctions)):
        cli.ok("auction", "--no-bid")
    for _ in players.split(","):
        cli.ok("next")


def cli_to_year_ten(cli, drawer: str = "Ann") -> None:
    """From Year 1's first turn, `drawer` draws End of Year each Year and no bid is made:
    Year 10 begins."""
    for year in range(1, 10):
        cli.ok("event", "end-of-year", "--active", drawer)
        if year == 1:
            for _ in range(5):
                cli.ok("auction", "--no-bid")


def cli_year_ten(cli, rule: str | None = None, players: str = "Ann,Bob") -> None:
    """`cli_start` with no land sold, Ann drawing End of Year each Year: Year 10 begins."""
    cli_start(cli, rule=rule, players=players)
    cli_to_year_ten(cli)
