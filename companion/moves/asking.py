"""Requests from the players' phones, carried out through the game's own commands.

A request is a command line the banker would type (a `Move` the game offers that player,
its holes filled), run first as a rehearsal (`Session.rehearsing`: the rules check it and
say what it would do, nothing is written) and, once accepted, for real, its entry naming
who asked. The same click command tree runs both, so the rules stay in the games. Who calls
this layer hands it the tree and the way to run a line on it (`Commands`: the command
line's, cli/asking.py), so that it imports neither the command line nor the table.
"""

from dataclasses import replace
from typing import Callable, NamedTuple

import click

from companion.core import links
from companion.core.errors import BadInput, CompanionError, RuleViolation
from companion.core.i18n import _
from companion.core.session import Rehearsed
from companion.games import requests
from companion.games.base import DICE, DIE, THROW, Move, throw_words



class Commands(NamedTuple):
    """The game's own commands as a caller builds them (`tree(context)`, the click command
    tree) and runs one line on them (`run(context, argv, tree)`, its exit code; an error is
    said as the command line says it)."""

    tree: Callable[..., click.Command]
    run: Callable[..., int]


def key(move) -> str:
    """A move's identity on the page: its command line with the holes."""
    return "\x1f".join(move.argv)


def filled(move, values: dict, read, rolled: list[int] | None = None) -> list[str]:
    """The move's command line with the player's values in its holes: a sum as `read`
    reads it (the game's `amount`, in the phone's language: "1 000" on a Polish phone) put
    in plain figures, the same in every language; a throw, the dice `rolled` by companion,
    else each die's number chosen; a value that is not one of the choices, or a sum that
    is not one, is refused."""
    choices = dict(move.choices)
    argv = []
    for word in move.argv:
        if word in (THROW, DICE):
            dice = rolled or [_die(values.get(f"die{n}")) for n in range(1, move.dice + 1)]
            argv += throw_words(dice) if word == THROW else [",".join(map(str, dice))]
        elif word == "{amount}":
            argv.append(str(read(str(values.get("amount", "")))))
        elif word == "{count}":
            argv.append(_count(values.get("count")))
        elif word.startswith("{") and word.endswith("}"):
            name = word[1:-1]
            chosen = values.get(name)
            if chosen not in choices.get(name, ()):
                raise BadInput(_("choose one of {options}").format(
                    options=", ".join(choices.get(name, ()))))
            argv.append(chosen)
        else:
            argv.append(word)
    return argv


def _count(typed) -> str:
    """A number of things (shares, goods) the player typed, in figures."""
    typed = str(typed or "").strip()
    if not requests.COUNT.fullmatch(typed):
        raise BadInput(_("type how many in figures, e.g. 3"))
    return typed


def _die(typed) -> int:
    if typed not in DIE:
        raise BadInput(_("choose each die's number, 1 to 6"))
    return int(typed)


def offered(session, player: str, wanted: str):
    """The move `player` may ask for now whose key is `wanted`; else one line."""
    state = session.state()
    for move in session.game.requestable(state, player):
        if key(move) == wanted:
            return move
    raise RuleViolation(_("this move is not yours to ask for now (the game has moved on)"))


def still_offered(session, player: str, argv: list[str]) -> bool:
    """Whether `argv` is still a move the game offers `player` now: a command that names no
    player (`decline`, `draw`) must not act on someone else's turn once the game moved on."""
    return requests.move_of(session.game, session.state(), player, argv) is not None


def rehearse(context, tree: click.Command, argv: list[str]) -> tuple[str, list[str]]:
    """(what `argv` would do, its effects), the rules checking it; nothing is written."""
    done = _rehearsed(context, tree, argv)
    return done.summary, done.effects


def cost(context, tree: click.Command, argv: list[str], player: str) -> int | None:
    """The cash `argv` would cost `player` (0 for none), or None when the rules refuse it
    now; nothing is written."""
    try:
        return _rehearsed(context, tree, argv).spent.get(player, 0)
    except CompanionError:
        return None


def _rehearsed(context, tree: click.Command, argv: list[str]) -> Rehearsed:
    session = context.session()
    session.rehearsing = True
    try:
        tree.main(args=list(argv), prog_name="companion", standalone_mode=False, obj=context)
    except Rehearsed as done:
        return done
    except click.ClickException as exc:
        raise BadInput(" ".join(exc.format_message().split())) from None
    finally:
        session.rehearsing = False
    raise BadInput(_("this command changes nothing in the game"))


def narrowed(move: Move, costs, styled) -> Move | None:
    """`move` as the rules allow it now, each way of making it rehearsed (`costs(argv)`:
    what it costs the player, None when refused): only the options they allow, each with
    its price (`styled(sum)`) in its words; a move without options, its price in its label
    (a hidden draw's never: it would tell the card); None when the rules allow none. A move
    with a hole that is not an option (a sum, a count, a throw typed), or with two options
    to choose, is left as it is."""
    holes = [word for word in move.argv if word[:1] == "{"]
    if len(holes) > 1 or any(word[1:-1] not in dict(move.choices) for word in holes):
        return move
    if not holes:
        price = costs(list(move.argv))
        if price is None or move.hidden:
            return None if price is None else move
        return replace(move, label=priced(move.label, price, styled))
    name = holes[0][1:-1]
    kept, shown = [], dict(move.shown)
    for option in dict(move.choices).get(name, ()):
        price = costs([option if word == holes[0] else word for word in move.argv])
        if price is not None:
            kept.append(option)
            shown[option] = priced(move.words(option), price, styled)
    return replace(move, choices=((name, tuple(kept)),), shown=tuple(shown.items())) \
        if kept else None


def priced(words: str, price: int, styled) -> str:
    """A move's or an option's words with what it costs, unless free or said already."""
    if not price or styled(price) in words:
        return words
    return _("{move} ({price})").format(move=words, price=styled(price))


def checked(context, tree: click.Command, request: links.Request) -> str:
    """What a stored request's command would do now, in words made from the command (never
    the words stored with it): a move the game still offers its player, the rules checking
    it; else one line why not."""
    if not still_offered(context.session(), request.player, request.argv):
        raise RuleViolation(_("this move is not yours to make now (the game has moved on)"))
    return rehearse(context, tree, request.argv)[0]


def awaited(session, request: links.Request) -> str | None:
    """The player a waiting sale still needs to agree on their phone, if any."""
    move = requests.move_of(session.game, session.state(), request.player, request.argv)
    party = move and requests.party(move, request.argv)
    if party and links.agreements(session.journal.conn).get(request.id) != party:
        return party
    return None


def said(context, tree: click.Command, request: links.Request) -> str:
    """A waiting request's words, as `requests`, the shell and the page show them (a sale
    not yet agreed to says whom it waits for; a draw, its label: the card stays hidden)."""
    try:
        words = checked(context, tree, request)
    except CompanionError as exc:
        return _("not possible now: {why}").format(why=exc)
    session = context.session()
    move = requests.move_of(session.game, session.state(), request.player, request.argv)
    if move is not None and move.hidden:
        return move.label
    party = awaited(session, request)
    return _("{says} (waiting for {player} to agree)").format(says=words, player=party) \
        if party else words


def accept(context, commands: Commands, tree: click.Command, request: links.Request) -> int:
    """Carry out a waiting request (its entry names who asked) and print it as the banker's
    command would; refused by the rules now, it is closed as refused, with no entry. A
    sale waits until its other party agreed on their phone."""
    party = awaited(context.session(), request)
    if party:
        raise RuleViolation(_("request {number} waits for {player} to agree on their "
                              "phone").format(number=request.id, player=party))
    try:
        checked(context, tree, request)
    except CompanionError as exc:
        links.answer(context.path, request.id, links.REFUSED, str(exc))
        raise RuleViolation(_("request {number} is refused: {why}").format(
            number=request.id, why=exc)) from None
    session = context.session()
    session.asking = request
    try:
        return commands.run(context, request.argv, tree)
    finally:
        session.asking = None
