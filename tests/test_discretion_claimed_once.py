"""Issue 29, Discretion: cards and turns claimed once (ruling 22), through the CLI. A Title or
List card named must be one that can be on top of its pile; a card is drawn in its drawer's
turn; an Event card comes once a Year (ruling 18)."""

from tests.discretion_helpers import cli_start as start


def refused(cli, args: tuple[str, ...], line: str) -> None:
    before = cli.json("status")
    result = cli(*args)
    assert (result.code, result.err) == (1, f"error: {line}\n"), args
    assert cli.json("status") == before


def test_a_title_just_put_under_the_pile_is_not_named_again(cli):
    cli.ok("new", "discretion", "--players", "Ann,Bob", "--seed", "1")
    cli.ok("auction", "oak", "--no-bid")          # Oakfield Farm goes under the 16 others
    refused(cli, ("auction", "oak", "--winner", "Ann", "--price", "100k"),
            "Oakfield Farm (plot 1) cannot be on top of the Title pile now: it went under after "
            "16 Titles still there, and those come up first (ruling 22)")
    cli.ok("auction", "king", "--winner", "Ann", "--price", "100k")   # one of the 16: sold


def test_a_list_card_just_read_is_not_named_again(cli):
    start(cli)
    cli.ok("event", "end-of-year")                # Ann draws; Year 2, five auctions
    for _ in range(5):
        cli.ok("auction", "--no-bid")
    cli.ok("event", "inheritance", "--plot", "9")  # Ann inherits Station Yard
    cli.ok("event", "end-of-year")                # Bob draws; Year 3 begins with him
    refused(cli, ("event", "inheritance", "--plot", "9"),
            "the List card of Station Yard (plot 9) cannot be on top of the List pile now: it "
            "went under after 16 List cards still there, and those come up first (ruling 22)")
    said = cli.ok("event", "inheritance", "--plot", "10")   # another List card: Bob's
    assert "Bob now owns Ashby Common (plot 10)" in said


def test_a_card_is_drawn_only_in_its_drawer_s_turn(cli):
    start(cli, ("oak", "--winner", "Ann", "--price", "100k"))
    cli.ok("event", "housing-rent", "--active", "Ann")     # Ann's turn
    refused(cli, ("event", "end-of-year", "--active", "Ann"),   # her turn is over
            "it is Bob's turn to draw, not Ann's: players draw in turn, clockwise (ruling 22)")
    refused(cli, ("build", "Ann", "housing", "A1"),
            "only the active player (Bob) may build now")
    refused(cli, ("loan", "take", "Ann"),
            "only the active player (Bob) may take a Bank Loan (others only to pay a tax) now")
    said = cli.ok("event", "end-of-year", "--active", "Bob")
    assert "Year 2 begins with Bob" in said


def test_an_event_card_comes_once_a_year(cli):
    start(cli)
    cli.ok("event", "harvest")
    refused(cli, ("event", "harvest"),
            "Harvest has turned up already this Year: each card comes once a Year (End of Year "
            "comes before the deck runs round); check the card, or `companion undo` the earlier "
            "one")
    refused(cli, ("event", "inheritance"),
            "Inheritance comes into play in Year 2; this is Year 1")
