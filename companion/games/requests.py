"""The players' requests read against the moves the game offers them now (`Game.requestable`,
`Move`): which move a stored command line is, the lot and sum of a bid and the highest bid
on each lot, the other party a sale waits for. Pure: the game, its state and the requests
(core/links.py) in, plain values out."""

import re

from companion.games.base import DICE, THROW, Move

AMOUNT = re.compile(r"[0-9][0-9,.]{0,14}[kKmM]?")   # what a player may type as a sum
THROWN = re.compile(r"[1-6](,[1-6])+")              # a throw's dice, as `jail` takes them
COUNT = re.compile(r"[0-9]{1,6}")                   # a number of things (shares, goods): `{count}`


def matches(move: Move, argv: list[str]) -> bool:
    """Whether `argv` is `move` with its holes filled by values it offers (a throw is a
    total, and `--double` after it; dice are `3,4`)."""
    choices, words = dict(move.choices), list(argv)
    for word in move.argv:
        if not words:
            return False
        typed = words.pop(0)
        if word == THROW:
            if not typed.isdigit():
                return False
            if words[:1] == ["--double"]:
                words.pop(0)
        elif word == DICE:
            if not THROWN.fullmatch(typed):
                return False
        elif not (word == typed or (word == "{amount}" and AMOUNT.fullmatch(typed))
                  or (word == "{count}" and COUNT.fullmatch(typed))
                  or (word[:1] == "{" and typed in choices.get(word[1:-1], ()))):
            return False
    return not words


def move_of(game, state, player: str, argv: list[str]) -> Move | None:
    """The move the game offers `player` now that `argv` is, if any."""
    return next((m for m in game.requestable(state, player) if matches(m, argv)), None)


def hole(move: Move, argv: list[str], name: str) -> str:
    """The value `argv` gives the hole `{name}` of `move` (whose words stand one for one
    before any throw)."""
    return argv[move.argv.index("{" + name + "}")]


def party(move: Move, argv: list[str]) -> str | None:
    """The player a sale waits for to agree, or None for a move of one player."""
    return hole(move, argv, move.party) if move.party else None


def bids(game, state, requests) -> dict[str, tuple[object, int]]:
    """Lot -> (the highest waiting bid for it, its sum), of the bids the game still takes
    now; of two equal bids the earlier stands, unless the later bidder may match."""
    high: dict[str, tuple[object, int]] = {}
    for request in requests:
        move = move_of(game, state, request.player, request.argv)
        if move is None or not move.lot:
            continue
        amount = bid(game, move, request.argv)
        if (move.lot not in high or amount > high[move.lot][1]
                or (amount == high[move.lot][1] and move.matches)):
            high[move.lot] = (request, amount)
    return high


def bid(game, move: Move, argv: list[str]) -> int:
    """The sum of a bid (stored in plain figures; an older one as typed)."""
    typed = hole(move, argv, "amount")
    return int(typed) if typed.isdigit() else game.amount(typed)
